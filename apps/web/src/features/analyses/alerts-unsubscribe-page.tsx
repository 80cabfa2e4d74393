import { SCHEDULE_MESSAGES } from "@commentlens/shared";
import { LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { HomeLink, LinkPageFrame, Outcome } from "../../components/link-page";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api-client";
import { unsubscribeAlerts } from "./api";

type State =
  | { status: "idle" }
  | { status: "working" }
  | { status: "done"; message: string }
  | { status: "invalid" }
  | { status: "error" };

/**
 * `/alerts/unsubscribe?token=`, from an alert mail: asks before it acts (mail scanners open
 * every link in a mail); the button turns that post's alerts off, its re-runs go on.
 */
export function AlertsUnsubscribePage({
  unsubscribe = unsubscribeAlerts,
}: {
  unsubscribe?: (token: string) => Promise<{ message: string }>;
}) {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [state, setState] = useState<State>(token ? { status: "idle" } : { status: "invalid" });
  const submitting = useRef(false);

  async function submit() {
    if (submitting.current) return;
    submitting.current = true;
    setState({ status: "working" });
    try {
      const { message } = await unsubscribe(token);
      setState({ status: "done", message });
    } catch (error) {
      setState(
        error instanceof ApiError && error.status === 400
          ? { status: "invalid" }
          : { status: "error" },
      );
    } finally {
      submitting.current = false;
    }
  }

  const asking = state.status === "idle" || state.status === "working" || state.status === "error";
  return (
    <LinkPageFrame title="Stop this post's alerts">
      {asking ? (
        <>
          {state.status === "error" ? (
            <Outcome tone="error">
              The alerts could not be turned off just now. Please try again in a moment.
            </Outcome>
          ) : null}
          <p className="text-foreground">
            Press the button to stop the alert mails of this post. It keeps re-running on its
            schedule, and its report keeps the trend.
          </p>
          <Button
            variant="destructive"
            size="lg"
            disabled={state.status === "working"}
            aria-busy={state.status === "working" || undefined}
            onClick={() => void submit()}
          >
            {state.status === "working" ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin" />
                Turning alerts off...
              </>
            ) : (
              "Turn alerts off"
            )}
          </Button>
        </>
      ) : null}
      {state.status === "done" ? (
        <>
          <Outcome tone="success">{state.message}</Outcome>
          <HomeLink>Back to the home page</HomeLink>
        </>
      ) : null}
      {state.status === "invalid" ? (
        <>
          <Outcome tone="error">{SCHEDULE_MESSAGES.unsubscribeInvalid}</Outcome>
          <HomeLink>Back to the home page</HomeLink>
        </>
      ) : null}
    </LinkPageFrame>
  );
}
