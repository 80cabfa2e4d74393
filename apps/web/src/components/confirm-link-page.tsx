import { LoaderCircle } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { HomeLink, LinkPageFrame, Outcome } from "./link-page";
import { Button } from "./ui/button";

type State =
  | { status: "idle" }
  | { status: "working" }
  | { status: "done"; message: string }
  | { status: "invalid"; message: string }
  | { status: "error" };

/**
 * The page a mailed link opens to do one thing (unsubscribe): it asks before it acts, since
 * mail scanners open every link in a mail; the button does it (a POST).
 */
export function ConfirmLinkPage({
  title,
  question,
  action,
  working,
  retry,
  invalid,
  act,
  refused,
}: {
  title: string;
  question: ReactNode;
  /** The button's words, and its words while it works. */
  action: string;
  working: string;
  /** Said when the call got no usable answer: pressing again may work. */
  retry: string;
  /** Set when the link cannot work at all (it has no token): said at once, with no button. */
  invalid: string | null;
  /** Does the thing; answers what to say once done. */
  act: () => Promise<string>;
  /** What to say when the server refused the link, or null when the failure may pass. */
  refused: (error: unknown) => string | null;
}) {
  const [state, setState] = useState<State>(
    invalid === null ? { status: "idle" } : { status: "invalid", message: invalid },
  );
  const submitting = useRef(false);

  async function submit() {
    if (submitting.current) return;
    submitting.current = true;
    setState({ status: "working" });
    try {
      setState({ status: "done", message: await act() });
    } catch (error) {
      const message = refused(error);
      setState(message === null ? { status: "error" } : { status: "invalid", message });
    } finally {
      submitting.current = false;
    }
  }

  const asking = state.status === "idle" || state.status === "working" || state.status === "error";
  return (
    <LinkPageFrame title={title}>
      {asking ? (
        <>
          {state.status === "error" ? <Outcome tone="error">{retry}</Outcome> : null}
          <p className="text-foreground">{question}</p>
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
                {working}
              </>
            ) : (
              action
            )}
          </Button>
        </>
      ) : (
        <>
          <Outcome tone={state.status === "done" ? "success" : "error"}>{state.message}</Outcome>
          <HomeLink>Back to the home page</HomeLink>
        </>
      )}
    </LinkPageFrame>
  );
}
