// The cells are divs with ARIA table roles (see the explorer): rows are measured one by one.
// biome-ignore-all lint/a11y/useSemanticElements: see above.
// biome-ignore-all lint/a11y/useFocusableInteractive: table cells are not controls.

import type { AnalysisComment } from "@commentlens/shared";
import { formatNumber } from "@commentlens/shared";
import { Heart } from "lucide-react";
import { useState } from "react";
import { Skeleton } from "../../../../components/ui/skeleton";
import { cn } from "../../../../lib/cn";
import { languageName } from "../../../../lib/language-name";
import { StanceLabel, TagBadge, TargetLabel } from "../comment-labels";
import { formatDateTime } from "../derive";
import { CorrectionControls, useLatestComment } from "../label-correction";
import { SentimentBadge } from "../parts";

/** Comments longer than this get a "Show more" toggle instead of a wall of text. */
const LONG_TEXT = 280;

/** Columns on wide screens; on phones each row stacks instead. */
export const COLUMNS =
  "md:grid md:grid-cols-[7.5rem_minmax(13rem,1fr)_4rem_6.25rem_6.75rem_8rem_5.5rem] md:gap-x-3";

function CommentText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > LONG_TEXT;
  return (
    <div className="min-w-0">
      <p
        className={cn(
          "text-sm leading-6 whitespace-pre-wrap break-words text-foreground",
          long && !expanded && "line-clamp-4",
        )}
      >
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
          className="mt-0.5 rounded-sm text-xs font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {expanded ? "Show less" : "Show more"}
        </button>
      ) : null}
    </div>
  );
}

/** One comment's cells: author, text with its labels and corrections, likes, time, label, tags, language. */
export function CommentRow({ comment: fetched }: { comment: AnalysisComment }) {
  const comment = useLatestComment(fetched);
  const tags = comment.tags;
  return (
    <>
      <div role="cell" className="order-1 max-w-[60%] min-w-0 md:order-none md:max-w-none">
        <span
          className="block truncate text-sm font-medium text-foreground"
          title={comment.username}
        >
          @{comment.username}
        </span>
      </div>
      <div role="cell" className="order-3 basis-full md:order-none md:basis-auto">
        <CommentText text={comment.text} />
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 empty:hidden">
          <TargetLabel target={comment.target} />
          <StanceLabel stance={comment.stance} about={comment.about} />
          <CorrectionControls comment={comment} />
        </span>
      </div>
      <div
        role="cell"
        className="order-2 ml-auto text-sm text-muted-foreground tabular-nums md:order-none md:ml-0 md:text-right md:text-foreground"
      >
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden="true" className="size-3.5 md:hidden" />
          {comment.likes === null ? (
            <span className="text-muted-foreground">Hidden</span>
          ) : (
            formatNumber(comment.likes)
          )}
          <span className="sr-only">{comment.likes === 1 ? "like" : "likes"}</span>
        </span>
      </div>
      <div
        role="cell"
        className="order-7 text-xs text-muted-foreground tabular-nums md:order-none md:text-sm"
      >
        <time dateTime={comment.timestamp}>{formatDateTime(comment.timestamp)}</time>
      </div>
      <div role="cell" className="order-4 md:order-none">
        <SentimentBadge label={comment.label} />
      </div>
      <div role="cell" className="order-5 flex flex-wrap gap-1 md:order-none">
        {tags.length === 0 ? (
          <span className="sr-only">No tags</span>
        ) : (
          tags.map((tag) => <TagBadge key={tag} tag={tag} />)
        )}
      </div>
      <div role="cell" className="order-6 text-xs text-muted-foreground md:order-none md:text-sm">
        {languageName(comment.language)}
      </div>
    </>
  );
}

/** Placeholder rows while the first page loads. */
export function SkeletonRows() {
  return (
    <div aria-hidden="true" className="divide-y divide-border">
      {Array.from({ length: 7 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className={cn("flex flex-wrap gap-3 px-4 py-3", COLUMNS)}>
          <Skeleton className="h-4 w-24" />
          <div className="basis-full md:basis-auto">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-1/2" />
          </div>
          <Skeleton className="h-4 w-10 md:ml-auto" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-4 w-14" />
        </div>
      ))}
    </div>
  );
}
