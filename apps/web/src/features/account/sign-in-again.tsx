import { Link } from "react-router";
import { Banner } from "../../components/banner";
import { ApiError } from "../../lib/api-client";
import { signInPath } from "../../lib/session/sign-in-path";
import { SESSION_NOT_FRESH } from "./messages";

/** Whether the server refused a change because the sign-in is too old (ADR 0006). */
export function isStaleSession(error: unknown): boolean {
  return error instanceof ApiError && error.code === SESSION_NOT_FRESH;
}

/** The server's "sign in again" message, with the way to do it: back here afterwards. */
export function SignInAgainBanner({ text }: { text: string }) {
  return (
    <Banner tone="error">
      {text}{" "}
      <Link to={signInPath("/account")} className="underline underline-offset-4 hover:no-underline">
        Sign in again
      </Link>
    </Banner>
  );
}
