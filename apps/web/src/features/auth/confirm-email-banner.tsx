import { CircleCheck, MailWarning, X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../../lib/api-client";
import { useAuth, useAuthClient } from "../../lib/session/session";
import { MESSAGES } from "./messages";
import { CONFIRMED_FLAG, signedUpAs, withConfirmedFlag } from "./redirect";

/** One line under the header, across the page. */
function Bar({
  tone = "info",
  onDismiss,
  children,
}: {
  tone?: "info" | "success";
  onDismiss?: () => void;
  children: ReactNode;
}) {
  const Icon = tone === "success" ? CircleCheck : MailWarning;
  return (
    <div
      role="status"
      className={
        tone === "success"
          ? "border-b border-border bg-status-success-subtle"
          : "border-b border-border bg-status-other-subtle"
      }
    >
      <div className="mx-auto flex max-w-content items-center gap-x-4 px-4 py-2.5 text-sm sm:px-6">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <p className="flex-1 text-foreground">{children}</p>
        {onDismiss ? (
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss"
            className="rounded-control p-1 text-muted-foreground hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The account's email, said at the top of every page: to a visitor who has just signed up,
 * that the link is in their inbox (and what it does for the report they came from); on the
 * page the link opens, that the address is confirmed; until then, to a signed-in user, why
 * and a way to have the link sent again (the server limits how often).
 */
export function ConfirmEmailBanner() {
  const { user } = useAuth();
  const client = useAuthClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const flagged = new URLSearchParams(location.search).get(CONFIRMED_FLAG) === "1";

  // The link's flag is said once, then dropped from the address (a reload says nothing).
  useEffect(() => {
    if (!flagged || !user?.emailVerified) return;
    setConfirmed(true);
    const params = new URLSearchParams(location.search);
    params.delete(CONFIRMED_FLAG);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "" },
      { replace: true },
    );
  }, [flagged, user?.emailVerified, location.pathname, location.search, navigate]);

  // Said on the page the link opened; another page says nothing more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page ends the news.
  useEffect(() => {
    if (!flagged) setConfirmed(false);
  }, [location.pathname]);

  const newAccount = signedUpAs(location.state);
  if (!user && newAccount) {
    const report = location.pathname === "/app" && location.search.includes("analysis_id=");
    return (
      <Bar>{report ? MESSAGES.signUpDoneReport(newAccount) : MESSAGES.signUpDone(newAccount)}</Bar>
    );
  }
  if (user?.emailVerified && confirmed) {
    return (
      <Bar tone="success" onDismiss={() => setConfirmed(false)}>
        {MESSAGES.emailConfirmed}
      </Bar>
    );
  }
  if (!user || user.emailVerified) return null;

  async function resend() {
    if (!user || state === "sending") return;
    setState("sending");
    setError(null);
    try {
      await client.sendVerificationEmail({
        email: user.email,
        callbackURL: withConfirmedFlag("/app"),
      });
      setState("sent");
    } catch (e) {
      setError(e instanceof ApiError ? e.message : MESSAGES.unexpected);
      setState("idle");
    }
  }

  return (
    <div role="status" className="border-b border-border bg-status-other-subtle">
      <div className="mx-auto flex max-w-content flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm sm:px-6">
        <MailWarning aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <p className="flex-1 text-foreground">
          {state === "sent"
            ? `We sent a new confirmation link to ${user.email}. Check your inbox.`
            : `Please confirm your email address: we sent a link to ${user.email}.`}
          {error ? <span className="ml-1 font-medium text-status-failed-text">{error}</span> : null}
        </p>
        {state !== "sent" ? (
          <button
            type="button"
            onClick={resend}
            disabled={state === "sending"}
            className="rounded-control font-medium text-primary-text underline-offset-4 hover:underline disabled:opacity-60"
          >
            {state === "sending" ? "Processing..." : "Resend email"}
          </button>
        ) : null}
      </div>
    </div>
  );
}
