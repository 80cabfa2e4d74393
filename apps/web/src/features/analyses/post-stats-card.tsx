import { engagementRate, formatCount, type MediaType, type Post } from "@commentlens/shared";
import { BadgeCheck, ExternalLink } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/dates";

export const MEDIA_TYPE_LABELS: Record<MediaType, string> = {
  photo: "Photo",
  video: "Video",
  carousel: "Carousel",
  media: "Media",
};

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums text-foreground">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

function Caption({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const [clipped, setClipped] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();

  // Offer "more" only when three lines really cut the caption off at this width.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new caption must be measured again.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || open) return;
    const measure = () => setClipped(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, text]);

  return (
    <div className="text-sm text-foreground/90">
      <p
        ref={ref}
        id={id}
        className={cn("whitespace-pre-line break-words", open ? undefined : "line-clamp-3")}
      >
        {text}
      </p>
      {clipped ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 rounded-sm text-sm font-medium text-primary-text underline-offset-4 hover:underline"
        >
          {open ? "less" : "more"}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The Post Statistics card (author, likes, comments, type, date, caption, engagement rate),
 * shown as soon as the server has the post's details.
 */
export function PostStatsCard({ post }: { post: Post }) {
  const rate = engagementRate(post.commentCount, post.likeCount);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold leading-snug">Post Statistics</h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm">
            <span className="font-medium text-foreground">@{post.owner.username}</span>
            {post.owner.isVerified ? (
              <BadgeCheck aria-label="Verified" role="img" className="size-4 text-primary" />
            ) : null}
            {post.owner.fullName ? (
              <span className="text-muted-foreground">{post.owner.fullName}</span>
            ) : null}
          </p>
        </div>
        <a
          href={post.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary-text underline-offset-4 hover:underline"
        >
          View on Instagram
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-5">
          <Stat
            label="Likes"
            value={post.likeCount === null ? "Hidden" : formatCount(post.likeCount)}
            hint={post.likeCount === null ? "Hidden by the author" : undefined}
          />
          <Stat label="Comments" value={formatCount(post.commentCount)} />
          <Stat label="Type" value={MEDIA_TYPE_LABELS[post.mediaType]} />
          <Stat label="Posted" value={formatDate(post.takenAt)} />
          <Stat
            label="Engagement rate"
            value={rate === null ? "hidden" : `${rate}%`}
            hint={rate === null ? "Needs the like count" : "Comments per 100 likes"}
          />
        </dl>
        {post.caption ? <Caption text={post.caption} /> : null}
      </CardContent>
    </Card>
  );
}
