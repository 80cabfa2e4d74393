import { NEWSLETTER_MESSAGES } from "@commentlens/shared";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { defaultNewsletterClient, type NewsletterClient } from "./api";
import {
  HomeLink,
  isRefusedToken,
  LinkPageFrame,
  Outcome,
  RETRY_MESSAGE,
  refusedMessage,
  Working,
} from "./link-pages";

type State =
  | { status: "confirming" }
  | { status: "confirmed" }
  | { status: "invalid"; message: string }
  | { status: "error" };

/*
 * One request per token and client: React's development double effects (and a quick reload)
 * must not spend the token twice and then report the second answer, "invalid".
 */
const pending = new WeakMap<NewsletterClient, Map<string, Promise<unknown>>>();

function confirmOnce(client: NewsletterClient, token: string): Promise<unknown> {
  let calls = pending.get(client);
  if (!calls) {
    calls = new Map();
    pending.set(client, calls);
  }
  let call = calls.get(token);
  if (!call) {
    call = client.confirm(token);
    calls.set(token, call);
    // A failed attempt may be retried with the same token.
    call.catch(() => calls?.delete(token));
  }
  return call;
}

/** `/newsletter/confirm?token=`: the double opt-in link; confirms as the page opens. */
export function ConfirmPage({ client = defaultNewsletterClient }: { client?: NewsletterClient }) {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [state, setState] = useState<State>(
    token
      ? { status: "confirming" }
      : { status: "invalid", message: NEWSLETTER_MESSAGES.confirmInvalid },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs it on retry.
  useEffect(() => {
    if (!token) return;
    let current = true;
    setState({ status: "confirming" });
    confirmOnce(client, token).then(
      () => current && setState({ status: "confirmed" }),
      (error: unknown) => {
        if (!current) return;
        if (isRefusedToken(error)) {
          setState({
            status: "invalid",
            message: refusedMessage(error, NEWSLETTER_MESSAGES.confirmInvalid),
          });
        } else setState({ status: "error" });
      },
    );
    return () => {
      current = false;
    };
  }, [client, token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <LinkPageFrame title="Confirm your subscription">
      {state.status === "confirming" ? <Working>Confirming your subscription...</Working> : null}
      {state.status === "confirmed" ? (
        <>
          <Outcome tone="success">{NEWSLETTER_MESSAGES.confirmed}</Outcome>
          <HomeLink>Back to the home page</HomeLink>
        </>
      ) : null}
      {state.status === "invalid" ? (
        <>
          <Outcome tone="error">{state.message}</Outcome>
          <HomeLink to="/newsletter">Subscribe again</HomeLink>
        </>
      ) : null}
      {state.status === "error" ? (
        <>
          <Outcome tone="error">{RETRY_MESSAGE}</Outcome>
          <Button variant="outline" onClick={retry}>
            Try again
          </Button>
        </>
      ) : null}
    </LinkPageFrame>
  );
}
