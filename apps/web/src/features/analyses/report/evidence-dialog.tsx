import { COMMENTS_PAGE_MAX, formatNumber } from "@commentlens/shared";
import { ListFilter, RotateCcw } from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import type { AnalysesClient } from "../api";
import { CommentQuote, QuoteSkeletons } from "./comment-quote";
import { commentsLabel } from "./derive";
import type { EvidenceRequest } from "./report-context";
import { useCommentsByIds } from "./use-comments";

/** Quotes shown in the drawer; the explorer has the rest. */
export const EVIDENCE_SHOWN = 50;

function describe(request: EvidenceRequest): string {
  const parts = [
    `${commentsLabel(request.support)} ${request.support === 1 ? "supports" : "support"} this finding.`,
  ];
  const quoted = request.evidence.length;
  if (quoted < request.support) {
    parts.push(`The report keeps ${formatNumber(quoted)} of them as quotes.`);
  }
  if (quoted > EVIDENCE_SHOWN) parts.push(`The first ${EVIDENCE_SHOWN} are shown here.`);
  return parts.join(" ");
}

/**
 * The comments behind one finding, quoted with author, likes, language and label: every
 * claim in the report is one click from its proof.
 */
export function EvidenceDialog({
  request,
  onClose,
  client,
  analysisId,
  onShowInExplorer,
  returnFocusTo,
}: {
  request: EvidenceRequest | null;
  onClose: () => void;
  client: AnalysesClient;
  analysisId: string;
  /** Opens the explorer filtered to these comments; the drawer closes first. */
  onShowInExplorer: (request: EvidenceRequest) => void;
  /** Where focus goes back to on close: the button that opened the drawer. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  // Keep the last finding on screen while the drawer animates out.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const current = request ?? shown;
  const leavingForExplorer = useRef(false);

  const ids = request ? request.evidence.slice(0, COMMENTS_PAGE_MAX) : null;
  const { status, comments, error, retry } = useCommentsByIds(client, analysisId, ids);
  const visible = comments.slice(0, EVIDENCE_SHOWN);
  const missing = Math.min(ids?.length ?? 0, COMMENTS_PAGE_MAX) - comments.length;

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        className="max-w-2xl grid-rows-[auto_minmax(0,1fr)_auto] gap-5 overflow-hidden"
        onCloseAutoFocus={(event) => {
          // The drawer opens from plain buttons, not a Radix trigger, so return focus by
          // hand; going to the explorer, focus lands there instead of on a button far above.
          event.preventDefault();
          if (leavingForExplorer.current) leavingForExplorer.current = false;
          else returnFocusTo.current?.focus();
        }}
      >
        {current ? (
          <>
            <DialogHeader>
              <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {current.context}
              </p>
              <DialogTitle className="break-words">{current.title}</DialogTitle>
              <DialogDescription>{describe(current)}</DialogDescription>
            </DialogHeader>

            {/* The quotes scroll; the title and the way out stay in view. */}
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
              tabIndex={0}
              aria-label="Quoted comments"
              className="-mx-6 min-h-40 overflow-y-auto px-6 py-0.5 focus-visible:outline-offset-[-2px]"
            >
              {status === "loading" || status === "idle" ? (
                <>
                  <p role="status" className="sr-only">
                    Loading the comments…
                  </p>
                  <QuoteSkeletons count={Math.min(3, current.evidence.length)} />
                </>
              ) : status === "error" ? (
                <div
                  role="alert"
                  className="flex flex-col items-start gap-3 rounded-control border border-border bg-status-failed-subtle p-4 text-sm text-status-failed-text"
                >
                  <p>
                    <span className="font-medium">The comments could not be loaded.</span> {error}
                  </p>
                  <Button variant="outline" size="sm" onClick={retry}>
                    <RotateCcw aria-hidden="true" />
                    Try again
                  </Button>
                </div>
              ) : visible.length === 0 ? (
                <p className="rounded-control border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
                  These comments are no longer stored, so there is nothing to quote.
                </p>
              ) : (
                <>
                  <ul className="flex flex-col gap-3">
                    {visible.map((comment) => (
                      <li key={comment.id}>
                        <CommentQuote comment={comment} />
                      </li>
                    ))}
                  </ul>
                  {missing > 0 ? (
                    <p className="mt-3 text-sm text-muted-foreground">
                      {commentsLabel(missing)} behind this finding {missing === 1 ? "is" : "are"} no
                      longer stored.
                    </p>
                  ) : null}
                </>
              )}
            </section>

            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => {
                  leavingForExplorer.current = true;
                  onShowInExplorer(current);
                }}
              >
                <ListFilter aria-hidden="true" />
                Show all in explorer
              </Button>
              <DialogClose asChild>
                <Button>Close</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
