import { MailWarning } from "lucide-react";
import { useState } from "react";
import { useAuth, useAuthClient } from "../../app/session";
import { ApiError } from "../../lib/api-client";
import { MESSAGES } from "./messages";

/**
 * Until the email is confirmed, a signed-in user sees why and can have the link sent again
 * (the server limits how often).
 */
export function ConfirmEmailBanner() {
  const { user } = useAuth();
  const client = useAuthClient();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);
  if (!user || user.emailVerified) return null;

  async function resend() {
    if (!user || state === "sending") return;
    setState("sending");
    setError(null);
    try {
      await client.sendVerificationEmail({ email: user.email, callbackURL: "/app" });
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
