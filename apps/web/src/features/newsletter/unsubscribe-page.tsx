import { NEWSLETTER_MESSAGES } from "@commentlens/shared";
import { LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { HomeLink, LinkPageFrame, Outcome } from "../../components/link-page";
import { Button } from "../../components/ui/button";
import { defaultNewsletterClient, type NewsletterClient } from "./api";
import { isRefusedToken, RETRY_MESSAGE, refusedMessage } from "./failures";

type State =
  | { status: "idle" }
  | { status: "working" }
  | { status: "done" }
  | { status: "invalid"; message: string }
  | { status: "error" };

/**
 * `/newsletter/unsubscribe?token=`: asks before it acts. Mail scanners open every link in a
 * mail, so opening the page must not unsubscribe anyone; the button does (a POST).
 */
export function UnsubscribePage({
  client = defaultNewsletterClient,
}: {
  client?: NewsletterClient;
}) {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [state, setState] = useState<State>(
    token
      ? { status: "idle" }
      : { status: "invalid", message: NEWSLETTER_MESSAGES.unsubscribeInvalid },
  );
  const submitting = useRef(false);

  async function unsubscribe() {
    if (submitting.current) return;
    submitting.current = true;
    setState({ status: "working" });
    try {
      await client.unsubscribe(token);
      setState({ status: "done" });
    } catch (error) {
      setState(
        isRefusedToken(error)
          ? {
              status: "invalid",
              message: refusedMessage(error, NEWSLETTER_MESSAGES.unsubscribeInvalid),
            }
          : { status: "error" },
      );
    } finally {
      submitting.current = false;
    }
  }

  const asking = state.status === "idle" || state.status === "working" || state.status === "error";
  return (
    <LinkPageFrame title="Unsubscribe from the newsletter">
      {asking ? (
        <>
          {state.status === "error" ? <Outcome tone="error">{RETRY_MESSAGE}</Outcome> : null}
          <p className="text-foreground">
            Press the button to stop receiving the CommentLens newsletter at this address. You can
            sign up again anytime.
          </p>
          <Button
            variant="destructive"
            size="lg"
            disabled={state.status === "working"}
            aria-busy={state.status === "working" || undefined}
            onClick={() => void unsubscribe()}
          >
            {state.status === "working" ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin" />
                Unsubscribing...
              </>
            ) : (
              "Unsubscribe"
            )}
          </Button>
        </>
      ) : null}
      {state.status === "done" ? (
        <>
          <Outcome tone="success">{NEWSLETTER_MESSAGES.unsubscribed}</Outcome>
          <HomeLink>Back to the home page</HomeLink>
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
