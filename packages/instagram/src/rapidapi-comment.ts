import type { Comment } from "@commentlens/shared";
import { count, id, isoFromSeconds, obj, str } from "./read.js";

/**
 * Normalises one RapidAPI `/v1/comments` item. Returns `undefined` for an item without an id
 * or a time, which cannot be placed in a report. Timestamps there are unix seconds.
 */
export function normaliseRapidApiComment(
  item: unknown,
  ownerUsername?: string,
): Comment | undefined {
  const row = obj(item);
  if (!row) return undefined;
  const commentId = id(row.id) ?? id(row.pk);
  const timestamp = isoFromSeconds(row.created_at_utc) ?? isoFromSeconds(row.created_at);
  if (!commentId || !timestamp) return undefined;
  const username = str(obj(row.user)?.username) || "unknown";
  return {
    id: commentId,
    username,
    text: str(row.text) ?? "",
    likes: count(row.comment_like_count) ?? count(row.like_count) ?? null,
    timestamp,
    replyCount: count(row.child_comment_count) ?? 0,
    parentId: id(row.parent_comment_id) ?? null,
    isFromOwner: ownerUsername !== undefined && username === ownerUsername,
  };
}
