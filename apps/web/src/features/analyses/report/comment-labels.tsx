import type { CommentStance, CommentTag, CommentTarget } from "@commentlens/shared";
import { stanceWords, TAG_NAMES, TARGET_NAMES } from "@commentlens/shared";
import {
  Flag,
  Globe,
  Image,
  type LucideIcon,
  Reply,
  ThumbsDown,
  ThumbsUp,
  UserRound,
} from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";

const TARGET_ICONS: Record<Exclude<CommentTarget, "none">, LucideIcon> = {
  creator: UserRound,
  subject: Image,
  commenter: Reply,
  other: Globe,
};

/** Whom a comment is aimed at ("Reply to a commenter"); nothing when it is aimed at no one. */
export function TargetLabel({ target, className }: { target: CommentTarget; className?: string }) {
  // `none`, or a value this build does not know yet, says nothing rather than something wrong.
  const Icon = target === "none" ? undefined : TARGET_ICONS[target];
  if (!Icon) return null;
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs text-muted-foreground", className)}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {TARGET_NAMES[target]}
    </span>
  );
}

/** Where a comment stands, towards whom ("Supports @mara"); nothing when it takes no side. */
export function StanceLabel({
  stance,
  about,
}: {
  stance: CommentStance;
  about: string | null | undefined;
}) {
  const words = stanceWords({ stance, about });
  if (!words) return null;
  const Icon = stance === "support" ? ThumbsUp : ThumbsDown;
  return (
    <span className="inline-flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{words}</span>
    </span>
  );
}

/**
 * A tag on one comment. A toxic comment stands out in a soft amber with a flag, distinct from
 * the other tags yet calmer than the red of negative sentiment.
 */
export function TagBadge({ tag }: { tag: CommentTag }) {
  if (tag === "toxic") {
    return (
      <Badge variant="caution">
        <Flag aria-hidden="true" />
        {TAG_NAMES[tag]}
      </Badge>
    );
  }
  return <Badge variant="outline">{TAG_NAMES[tag]}</Badge>;
}
