import { EMAIL_CHANGE_MESSAGES } from "@commentlens/shared";
import { LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { type AuthClient, useAuth, useAuthClient } from "../../app/session";
import { HomeLink, LinkPageFrame, Outcome, Working } from "../../components/link-page";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api-client";
import { oncePerKey } from "../../lib/once-per-key";
import { ACCOUNT_MESSAGES } from "./messages";

/** A link the server refused (4xx: void, used, expired, address taken) stays refused. */
function refusal(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : null;
}

/* One request per token and client (double effects, quick reloads): each link works once. */
const confirmOnce = oncePerKey((client: AuthClient, token: string) =>
  client.confirmEmailChange(token),
);

/**
 * `/account/email`: where the mails of an email change lead (ADR 0015). `?token=` (the
 * current address's approval, then the new address's confirmation) acts as the page opens;
 * `?undo=` (to the old address, once changed) asks first, since it signs every device out
 * and mail scanners open links on their own.
 */
export function EmailChangePage() {
  const [params] = useSearchParams();
  const undo = params.get("undo")?.trim();
  if (undo) return <UndoEmailChange token={undo} />;
  return <ConfirmEmailChange token={params.get("token")?.trim() ?? ""} />;
}

type ConfirmState =
  | { status: "working" }
  | { status: "approved"; email: string }
  | { status: "changed"; email: string }
  | { status: "invalid"; message: string }
  | { status: "error" };

function ConfirmEmailChange({ token }: { token: string }) {
  const client = useAuthClient();
  const { refresh } = useAuth();
  const [state, setState] = useState<ConfirmState>(
    token
      ? { status: "working" }
      : { status: "invalid", message: EMAIL_CHANGE_MESSAGES.invalidLink },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs it on retry.
  useEffect(() => {
    if (!token) return;
    let current = true;
    setState({ status: "working" });
    confirmOnce(client, token).then(
      (answer) => {
        if (!current) return;
        setState({ status: answer.status, email: answer.email });
        // Signed in here, the header shows the new address.
        if (answer.status === "changed") void refresh();
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
  }, [client, token, attempt, refresh]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <LinkPageFrame title="Change your email address">
      {state.status === "working" ? <Working>Checking your link...</Working> : null}
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
  | { status: "restored"; email: string }
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
      setState({ status: "restored", email: answer.email });
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
          <Outcome tone="success">{ACCOUNT_MESSAGES.emailRestored(state.email)}</Outcome>
          <HomeLink to="/auth?redirect=/account">Sign in</HomeLink>
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
