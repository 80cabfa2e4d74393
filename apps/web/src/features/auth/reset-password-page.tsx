import { LoaderCircle } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Banner } from "../../components/banner";
import { type PasswordErrors, PasswordField } from "../../components/password-field";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { ApiError } from "../../lib/api-client";
import { isInvalidTokenError } from "../../lib/session/auth-client";
import { useAuthClient } from "../../lib/session/session";
import { MESSAGES, MIN_PASSWORD_LENGTH } from "./messages";
import { checkNewPassword } from "./new-password";

/** How long the success message stays before the page goes home. */
export const REDIRECT_DELAY_MS = 3000;

type Status = "verifying" | "form" | "invalid" | "done";

type FieldErrors = PasswordErrors;

export function ResetPasswordPage() {
  const client = useAuthClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  // The server's link lands here with ?error=INVALID_TOKEN when the token is unknown or expired.
  const linkError = searchParams.has("error");

  const [status, setStatus] = useState<Status>(token && !linkError ? "verifying" : "invalid");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);

  useEffect(() => {
    if (!token || linkError) {
      setStatus("invalid");
      return;
    }
    let current = true;
    setStatus("verifying");
    client
      .verifyResetToken(token)
      .then((valid) => {
        if (current) setStatus(valid ? "form" : "invalid");
      })
      .catch(() => {
        // Could not check (offline, say): show the form; submitting checks the token anyway.
        if (current) setStatus("form");
      });
    return () => {
      current = false;
    };
  }, [client, token, linkError]);

  useEffect(() => {
    if (status !== "done") return;
    const timer = window.setTimeout(() => navigate("/"), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current || !token) return;
    setError(null);
    const problems = checkNewPassword(password, confirm);
    setFieldErrors(problems);
    if (problems.password || problems.confirm) return;

    submitting.current = true;
    setBusy(true);
    try {
      await client.resetPassword({ newPassword: password, token });
      setStatus("done");
    } catch (caught) {
      if (isInvalidTokenError(caught)) setStatus("invalid");
      else setError(caught instanceof ApiError ? caught.message : MESSAGES.unexpected);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <h1 className="text-center text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        Reset your password
      </h1>
      {status === "form" ? (
        <p className="mt-2 text-center text-muted-foreground">
          Choose a new password of at least {MIN_PASSWORD_LENGTH} characters.
        </p>
      ) : null}

      <Card raised className="mt-8">
        <CardContent className="flex flex-col gap-5">
          {status === "verifying" ? (
            <p
              role="status"
              className="flex items-center justify-center gap-2 py-6 text-muted-foreground"
            >
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Checking your reset link...
            </p>
          ) : null}

          {status === "invalid" ? (
            <>
              <Banner tone="error">{MESSAGES.resetInvalid}</Banner>
              <Button asChild size="lg" className="w-full">
                <Link to="/">Go to Home</Link>
              </Button>
              <Button asChild variant="link" className="self-center">
                <Link to="/auth">Request a new reset email</Link>
              </Button>
            </>
          ) : null}

          {status === "done" ? (
            <>
              <Banner tone="success">{MESSAGES.resetDone}</Banner>
              <p className="text-center text-sm text-muted-foreground">
                Taking you to the home page...
              </p>
              <Button asChild variant="outline" size="lg" className="w-full">
                <Link to="/auth">Sign in now</Link>
              </Button>
            </>
          ) : null}

          {status === "form" ? (
            <>
              {error ? <Banner tone="error">{error}</Banner> : null}
              <form
                className="flex flex-col gap-5"
                onSubmit={onSubmit}
                aria-label="Choose a new password"
              >
                <PasswordField
                  label="New password"
                  name="new-password"
                  autoComplete="new-password"
                  value={password}
                  onChange={setPassword}
                  error={fieldErrors.password}
                />
                <PasswordField
                  label="Confirm new password"
                  name="confirm-password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={setConfirm}
                  error={fieldErrors.confirm}
                />
                <Button type="submit" size="lg" className="w-full" loading={busy}>
                  Update Password
                </Button>
              </form>
              <Button asChild variant="outline" size="lg" className="w-full">
                <Link to="/">Back to home</Link>
              </Button>
            </>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
