import { z } from "./zod.js";

/**
 * A post with its comment section in one JSON object: what `npm run report` reads and the
 * format of the scraped posts the analyzer is measured on. Field names are snake_case, as
 * the scrapers write them. Only what the analysis needs is required.
 */

/** An ISO 8601 date and time; any offset is accepted and read as the same instant in UTC. */
const instant = z.iso
  .datetime({ offset: true, error: "expected an ISO 8601 date and time" })
  .transform((value) => new Date(value).toISOString());

export const postFileCommentSchema = z.object({
  id: z.string({ error: "expected a string" }).min(1, "must not be empty"),
  /** Id of the comment this one replies to; `null` or absent for a top-level comment. */
  parent_id: z.string({ error: "expected a string or null" }).nullish(),
  username: z.string({ error: "expected a string" }),
  text: z.string({ error: "expected a string" }),
  /** `null` or absent when the count was not recorded. */
  likes: z.number({ error: "expected a whole number or null" }).int().nonnegative().nullish(),
  timestamp: instant,
});
export type PostFileComment = z.infer<typeof postFileCommentSchema>;

export const postFileSchema = z.object({
  shortcode: z.string().min(1).optional(),
  url: z.string().optional(),
  caption: z.string({ error: "expected a string" }).nullish(),
  owner: z.object(
    {
      username: z.string({ error: "expected a string" }).min(1, "must not be empty"),
      full_name: z.string().nullish(),
    },
    { error: "expected an object with a username" },
  ),
  taken_at: instant.optional(),
  /** Instagram's media_type: 1 photo, 2 video, 8 carousel. */
  media_type: z.number().int().optional(),
  like_count: z.number({ error: "expected a whole number or null" }).int().nonnegative().nullish(),
  comment_count: z.number({ error: "expected a whole number" }).int().nonnegative().optional(),
  comments: z.array(postFileCommentSchema, { error: "expected a list of comments" }),
});
export type PostFile = z.infer<typeof postFileSchema>;
