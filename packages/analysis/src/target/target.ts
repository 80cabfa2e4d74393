import type { CommentTarget } from "@commentlens/shared";
import type { CommentRecord } from "../record/comment-record.js";
import type { Tag } from "../tags/tagger.js";

export interface TargetInput {
  record: CommentRecord;
  tags: readonly Tag[];
  isFromOwner?: boolean;
}

/**
 * Whom a comment is aimed at, from the comment alone. Thread context (a reply read against
 * its parent, names featured in the caption) refines it later.
 */
export function targetOf(input: TargetInput): CommentTarget {
  const { wordCount, mentions } = input.record;
  if (input.isFromOwner) return mentions.length > 0 ? "commenter" : "creator";
  if (wordCount === 0 || input.tags.includes("friend_tag")) return "none";
  return "creator";
}
