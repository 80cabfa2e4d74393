import { z } from "zod";

/** One comment, the same whichever data provider fetched it. */
export const commentSchema = z.object({
  /** Provider id of the comment; kept as a string (Instagram ids exceed 2^53). */
  id: z.string().min(1),
  username: z.string(),
  text: z.string(),
  /** `null` when the author hides like counts. */
  likes: z.number().int().nonnegative().nullable(),
  /** ISO 8601 in UTC. */
  timestamp: z.iso.datetime(),
  replyCount: z.number().int().nonnegative(),
  parentId: z.string().nullable(),
  isFromOwner: z.boolean(),
});

export type Comment = z.infer<typeof commentSchema>;
