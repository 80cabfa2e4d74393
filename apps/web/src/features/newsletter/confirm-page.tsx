import { NEWSLETTER_MESSAGES } from "@commentlens/shared";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { HomeLink, LinkPageFrame, Outcome, Working } from "../../components/link-page";
import { Button } from "../../components/ui/button";
import { oncePerKey } from "../../lib/once-per-key";
import { defaultNewsletterClient, type NewsletterClient } from "./api";
import { isRefusedToken, RETRY_MESSAGE, refusedMessage } from "./failures";

type State =
  | { status: "confirming" }
  | { status: "confirmed" }
  | { status: "invalid"; message: string }
  | { status: "error" };

/* One request per token and client (double effects, quick reloads). */
const confirmOnce = oncePerKey((client: NewsletterClient, token: string) => client.confirm(token));

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
