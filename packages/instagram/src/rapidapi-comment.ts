import type { Comment } from "@commentlens/shared";

/** The fields of a RapidAPI `/v1/comments` item that we read; anything may be missing. */
export interface RapidApiCommentItem {
  id?: unknown;
  pk?: unknown;
  text?: unknown;
  comment_like_count?: unknown;
  like_count?: unknown;
  created_at_utc?: unknown;
  created_at?: unknown;
  child_comment_count?: unknown;
  parent_comment_id?: unknown;
  user?: { username?: unknown } | null;
}

function asId(value: unknown): string | undefined {
  if (typeof value === "string" && value.length > 0) return value;
  if (typeof value === "bigint" || (typeof value === "number" && Number.isSafeInteger(value))) {
    return String(value);
  }
  return undefined;
}

function asCount(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * Normalises one RapidAPI comment item. Returns `undefined` for an item without an id or a
 * time, which cannot be placed in a report. Timestamps there are unix seconds.
 */
export function normaliseRapidApiComment(
  item: RapidApiCommentItem,
  ownerUsername?: string,
): Comment | undefined {
  const id = asId(item.id) ?? asId(item.pk);
  const seconds = asCount(item.created_at_utc) ?? asCount(item.created_at);
  if (!id || seconds === undefined) return undefined;
  const username =
    typeof item.user?.username === "string" && item.user.username ? item.user.username : "unknown";
  return {
    id,
    username,
    text: typeof item.text === "string" ? item.text : "",
    likes: asCount(item.comment_like_count) ?? asCount(item.like_count) ?? null,
    timestamp: new Date(seconds * 1000).toISOString(),
    replyCount: asCount(item.child_comment_count) ?? 0,
    parentId: asId(item.parent_comment_id) ?? null,
    isFromOwner: ownerUsername !== undefined && username === ownerUsername,
  };
}
