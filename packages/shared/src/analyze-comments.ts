import { z } from "./zod.js";

export const ANALYZE_MAX_COMMENTS = 20_000;
export const ANALYZE_MAX_COMMENT_LENGTH = 2_200;

/** `POST /api/analyze-comments`: comments sent by the client, as the seed's contract has it. */
export const analyzeCommentsRequestSchema = z.object({
  comments: z
    .array(
      z.object({
        username: z.string().max(100, "A username can be at most 100 characters long").optional(),
        text: z
          .string()
          .max(
            ANALYZE_MAX_COMMENT_LENGTH,
            `A comment can be at most ${ANALYZE_MAX_COMMENT_LENGTH.toLocaleString("en-US")} characters long`,
          ),
        likes: z.number().int().nonnegative().nullable().optional(),
        /** ISO 8601; the request time is used when missing. */
        timestamp: z.iso
          .datetime({ offset: true, error: "A timestamp must be an ISO 8601 date and time" })
          .optional(),
      }),
    )
    .min(1, "No comments found for this post")
    .max(
      ANALYZE_MAX_COMMENTS,
      `At most ${ANALYZE_MAX_COMMENTS.toLocaleString("en-US")} comments can be analysed at once`,
    ),
  post_caption: z.string().max(10_000).optional(),
  post_likes: z.number().int().nonnegative().nullable().optional(),
  post_url: z.string().max(2_000).optional(),
});
export type AnalyzeCommentsRequest = z.infer<typeof analyzeCommentsRequestSchema>;
