import type { CommentStance } from "@commentlens/shared";
import { isMourning, type PostContext } from "../thread/post-context.js";
import { has, isNegativeRow, isPositiveRow, type Row } from "./rows.js";

/**
 * Sets the stance of every row towards the entity it targets, from what the rest of the analysis
 * already decided (target, sentiment, tags): one reading that every section uses, so "loved",
 * "takes your side", the pin and the reactions to featured people cannot disagree.
 *
 * - Abuse attacks whoever it targets.
 * - A complaint, or a negative comment that is not just a question, attacks its target.
 * - Warm words support it; sorrow under a post that mourns someone supports the mourned.
 * - The account's own replies, comments aimed at no one and spam take no side: a bot's
 *   "Gorgeous!" or a promoter's "love it #mybrand" is no one taking the account's side.
 */
/**
 * A comment attacking a person the post features ("should drop this loser"): it belongs with
 * the reactions to that person, never among the requests and suggestions made to the account.
 */
export function attacksFeatured(r: Row): boolean {
  return r.analysis.target === "subject" && r.stance === "attack";
}

export function readStances(rows: readonly Row[], post: PostContext, owner: string | null): void {
  const byId = new Map(rows.map((r) => [r.comment.id, r]));
  for (const r of rows) {
    if (r.comment.isFromOwner || r.analysis.target === "none" || has(r, "spam")) {
      r.stance = "neutral";
      r.about = null;
      continue;
    }
    const parent = r.comment.parentId === null ? undefined : byId.get(r.comment.parentId);
    r.stance = stanceOf(r, post);
    r.about = aboutOf(r, post, owner, parent);
  }
}

function stanceOf(r: Row, post: PostContext): CommentStance {
  if (has(r, "toxic")) return "attack";
  if (post.grief && r.analysis.target === "subject" && isMourning(r.record)) return "support";
  if (isNegativeRow(r)) return "attack";
  if (isPositiveRow(r)) return "support";
  return "neutral";
}

function aboutOf(
  r: Row,
  post: PostContext,
  owner: string | null,
  parent: Row | undefined,
): string | null {
  const { mentions } = r.record;
  switch (r.analysis.target) {
    case "creator":
      return owner ? `@${owner}` : null;
    case "subject": {
      const handle = mentions.find((m) => post.subjectHandles.has(m));
      if (handle) return `@${handle}`;
      const name = r.record.words.find((w) => post.subjectNames.has(w));
      if (!name) return null;
      // One person, one entry: "Ilse" and "Varga" are @ilsevarga when the handle is featured.
      const named = post.handleOfName.get(name);
      return named ? `@${named}` : titleCase(name);
    }
    case "commenter": {
      const answered = parent && !parent.comment.isFromOwner ? parent.comment.username : undefined;
      const named = mentions.find((m) => !post.isOwnerFamily(m));
      const who = answered ?? named;
      return who ? `@${who.toLowerCase()}` : null;
    }
    case "other": {
      // A handle many commenters bring up reads as featured in the post; the comment, read
      // as about someone else, still names whom.
      const named = mentions.find((m) => !post.isOwnerFamily(m));
      return named ? `@${named}` : null;
    }
    default:
      return null;
  }
}

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
