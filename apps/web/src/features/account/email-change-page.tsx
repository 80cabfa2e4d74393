import { EMAIL_CHANGE_MESSAGES, type EmailChangeLinkInfo } from "@commentlens/shared";
import { LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { HomeLink, LinkPageFrame, Outcome, Working } from "../../components/link-page";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api-client";
import { oncePerKey } from "../../lib/once-per-key";
import { type AuthClient, useAuth, useAuthClient } from "../../lib/session/session";
import { ACCOUNT_MESSAGES } from "./messages";

/** A link the server refused (4xx: void, used, expired, address taken) stays refused. */
function refusal(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : null;
}

/* One reading per token and client (double effects, quick reloads). */
const describeOnce = oncePerKey((client: AuthClient, token: string) =>
  client.describeEmailChange(token),
);

/**
 * `/account/email`: where the mails of an email change lead (ADR 0015). Every link asks before
 * it acts, since mail scanners open links on their own: `?token=` (the current address's
 * approval, then the new address's confirmation) shows the change and acts on a click;
 * `?undo=` (to the old address, once changed) explains that it signs every device out.
 */
export function EmailChangePage() {
  const [params] = useSearchParams();
  const undo = params.get("undo")?.trim();
  if (undo) return <UndoEmailChange token={undo} />;
  return <ConfirmEmailChange token={params.get("token")?.trim() ?? ""} />;
}

type ConfirmState =
  | { status: "reading" }
  | { status: "asking"; link: EmailChangeLinkInfo; working: boolean; failed: boolean }
  | { status: "approved"; email: string }
  | { status: "changed"; email: string }
  | { status: "invalid"; message: string }
  | { status: "error" };

function ConfirmEmailChange({ token }: { token: string }) {
  const client = useAuthClient();
  const { refresh } = useAuth();
  const [state, setState] = useState<ConfirmState>(
    token
      ? { status: "reading" }
      : { status: "invalid", message: EMAIL_CHANGE_MESSAGES.invalidLink },
  );
  const [attempt, setAttempt] = useState(0);
  const submitting = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs it on retry.
  useEffect(() => {
    if (!token) return;
    let current = true;
    setState({ status: "reading" });
    describeOnce(client, token).then(
      (link) => {
        if (current) setState({ status: "asking", link, working: false, failed: false });
      },
      (error: unknown) => {
        if (!current) return;
        const refused = refusal(error);
        setState(refused ? { status: "invalid", message: refused } : { status: "error" });
      },
    );
    return () => {
      current = false;
    };
  }, [client, token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  async function act(link: EmailChangeLinkInfo) {
    if (submitting.current) return;
    submitting.current = true;
    setState({ status: "asking", link, working: true, failed: false });
    try {
      const answer = await client.confirmEmailChange(token);
      setState({ status: answer.status, email: answer.email });
      // Signed in here, the header shows the new address.
      if (answer.status === "changed") void refresh();
    } catch (error) {
      const refused = refusal(error);
      setState(
        refused
          ? { status: "invalid", message: refused }
          : { status: "asking", link, working: false, failed: true },
      );
    } finally {
      submitting.current = false;
    }
  }

  return (
    <LinkPageFrame title="Change your email address">
      {state.status === "reading" ? <Working>Checking your link...</Working> : null}
      {state.status === "asking" ? (
        <>
          {state.failed ? <Outcome tone="error">{ACCOUNT_MESSAGES.linkFailed}</Outcome> : null}
          <p className="text-foreground">
            {state.link.step === "approve"
              ? ACCOUNT_MESSAGES.approveExplained(state.link.from, state.link.to)
              : ACCOUNT_MESSAGES.confirmExplained(state.link.to)}
          </p>
          <Button
            size="lg"
            disabled={state.working}
            aria-busy={state.working || undefined}
            onClick={() => void act(state.link)}
          >
            {state.working ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin" />
                {state.link.step === "approve" ? "Approving..." : "Confirming..."}
              </>
            ) : state.link.step === "approve" ? (
              "Approve the change"
            ) : (
              "Confirm my new address"
            )}
          </Button>
        </>
      ) : null}
      {state.status === "approved" ? (
        <Outcome tone="success">{ACCOUNT_MESSAGES.emailApproved(state.email)}</Outcome>
      ) : null}
      {state.status === "changed" ? (
        <>
          <Outcome tone="success">{ACCOUNT_MESSAGES.emailChanged(state.email)}</Outcome>
          <HomeLink to="/account">Account settings</HomeLink>
        </>
      ) : null}
      {state.status === "invalid" ? (
        <>
          <Outcome tone="error">{state.message}</Outcome>
          <HomeLink to="/account">Account settings</HomeLink>
        </>
      ) : null}
      {state.status === "error" ? (
        <>
          <Outcome tone="error">{ACCOUNT_MESSAGES.linkFailed}</Outcome>
          <Button variant="outline" onClick={retry}>
            Try again
          </Button>
        </>
      ) : null}
    </LinkPageFrame>
  );
}

type UndoState =
  | { status: "asking" }
  | { status: "working" }
  | { status: "restored"; email: string; passwordResetNeeded: boolean }
  | { status: "invalid"; message: string }
  | { status: "error" };

function UndoEmailChange({ token }: { token: string }) {
  const client = useAuthClient();
  const { refresh } = useAuth();
  const [state, setState] = useState<UndoState>({ status: "asking" });
  const submitting = useRef(false);

  async function undoChange() {
    if (submitting.current) return;
    submitting.current = true;
    setState({ status: "working" });
    try {
      const answer = await client.undoEmailChange(token);
      setState({
        status: "restored",
        email: answer.email,
        passwordResetNeeded: answer.password_reset_needed,
      });
      // Every session ended, this one too: the header shows it.
      void refresh();
    } catch (error) {
      const refused = refusal(error);
      setState(refused ? { status: "invalid", message: refused } : { status: "error" });
    } finally {
      submitting.current = false;
    }
  }

  const asking =
    state.status === "asking" || state.status === "working" || state.status === "error";
  return (
    <LinkPageFrame title="Undo the email change">
      {asking ? (
        <>
          {state.status === "error" ? (
            <Outcome tone="error">{ACCOUNT_MESSAGES.linkFailed}</Outcome>
          ) : null}
          <p className="text-foreground">{ACCOUNT_MESSAGES.undoExplained}</p>
          <Button
            variant="destructive"
            size="lg"
            disabled={state.status === "working"}
            aria-busy={state.status === "working" || undefined}
            onClick={() => void undoChange()}
          >
            {state.status === "working" ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin" />
                Undoing...
              </>
            ) : (
              "Undo email change"
            )}
          </Button>
        </>
      ) : null}
      {state.status === "restored" ? (
        <>
          <Outcome tone="success">
            {state.passwordResetNeeded
              ? ACCOUNT_MESSAGES.emailRestoredPasswordReset(state.email)
              : ACCOUNT_MESSAGES.emailRestored(state.email)}
          </Outcome>
          {state.passwordResetNeeded ? (
            <HomeLink to="/auth?mode=reset">Set a new password</HomeLink>
          ) : (
            <HomeLink to="/auth?redirect=/account">Sign in</HomeLink>
          )}
        </>
      ) : null}
      {state.status === "invalid" ? (
        <>
          <Outcome tone="error">{state.message}</Outcome>
          <HomeLink>Back to the home page</HomeLink>
        </>
      ) : null}
    </LinkPageFrame>
  );
}
