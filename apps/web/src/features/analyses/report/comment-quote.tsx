import type { AnalysisComment } from "@commentlens/shared";
import { formatNumber } from "@commentlens/shared";
import { Heart, Languages } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { languageName } from "../../../lib/language-name";
import { TagBadge, TargetLabel } from "./comment-labels";
import { formatDateTime } from "./derive";
import { CorrectionControls, useLatestComment } from "./label-correction";
import { SentimentBadge } from "./parts";

/** "1,234 likes", or an honest "Likes hidden" when the count is unknown. */
export function likesText(likes: number | null): string {
  if (likes === null) return "Likes hidden";
  return `${formatNumber(likes)} ${likes === 1 ? "like" : "likes"}`;
}

/** One quoted comment: who wrote it, what they said, and how it was read. */
export function CommentQuote({
  comment: fetched,
  className,
}: {
  comment: AnalysisComment;
  className?: string;
}) {
  const comment = useLatestComment(fetched);
  const tags = comment.tags.filter((t) => t !== "creator_reply");
  return (
    <figure className={cn("rounded-control border border-border bg-surface p-3.5", className)}>
      <figcaption className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium break-all text-foreground">@{comment.username}</span>
        {comment.is_from_owner ? <Badge variant="brand">Creator</Badge> : null}
        <SentimentBadge label={comment.label} className="ml-auto" />
      </figcaption>
      <blockquote className="mt-2 text-sm leading-6 whitespace-pre-wrap break-words text-foreground">
        {comment.text}
      </blockquote>
      <div className="mt-2.5 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1 tabular-nums">
          <Heart aria-hidden="true" className="size-3.5" />
          {likesText(comment.likes)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Languages aria-hidden="true" className="size-3.5" />
          {languageName(comment.language)}
        </span>
        <time dateTime={comment.timestamp} className="tabular-nums">
          {formatDateTime(comment.timestamp)}
        </time>
        <TargetLabel target={comment.target} />
        {tags.map((tag) => (
          <TagBadge key={tag} tag={tag} />
        ))}
        <CorrectionControls comment={comment} />
      </div>
    </figure>
  );
}

/** Placeholder quotes the size of real ones, so nothing jumps when they arrive. */
export function QuoteSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className="rounded-control border border-border p-3.5">
          <div className="flex items-center justify-between gap-3">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <Skeleton className="mt-3 h-3 w-40" />
        </div>
      ))}
    </div>
  );
}
