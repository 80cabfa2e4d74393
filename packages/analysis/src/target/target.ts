import type { CommentTarget } from "@commentlens/shared";
import type { Tag } from "../tags/tagger.js";
import type { Token } from "../text/tokenize.js";

export interface TargetInput {
  text: string;
  tokens: Token[];
  tags: readonly Tag[];
  isFromOwner?: boolean;
}

/**
 * Whom a comment is aimed at, from the comment alone. Thread context (a reply read against
 * its parent, names featured in the caption) refines it later.
 */
export function targetOf(input: TargetInput): CommentTarget {
  let words = 0;
  let mentions = 0;
  for (const t of input.tokens) {
    if (t.kind === "word") words++;
    else if (t.kind === "mention") mentions++;
  }
  if (input.isFromOwner) return mentions > 0 ? "commenter" : "creator";
  if (words === 0 || input.tags.includes("friend_tag")) return "none";
  return "creator";
}
