import { analysisCommentSchema } from "./analyses.js";
import { COMMENT_TARGETS, SENTIMENT_LABELS } from "./analysis-result.js";
import { COMMENT_TAGS, type CommentTag } from "./comment-tags.js";
import { z } from "./zod.js";

/**
 * A report owner's own reading of one comment ("Wrong label?"): its sentiment, whom it is
 * about and its tags. It replaces the analyzer's reading of that comment in every figure and
 * finding of the report, and in later runs of the same post.
 */

/** Tags a person may set: `creator_reply` is a fact of who wrote the comment, not a reading. */
export const CORRECTABLE_TAGS = COMMENT_TAGS.filter(
  (t): t is Exclude<CommentTag, "creator_reply"> => t !== "creator_reply",
);

export const labelCorrectionSchema = z.object({
  label: z.enum(SENTIMENT_LABELS),
  target: z.enum(COMMENT_TARGETS),
  tags: z
    .array(z.enum(CORRECTABLE_TAGS))
    .max(CORRECTABLE_TAGS.length)
    .refine((tags) => new Set(tags).size === tags.length, "Each tag may be set once."),
});
export type LabelCorrection = z.infer<typeof labelCorrectionSchema>;

/** `PUT /api/analyses/:id/comments/:commentId/label` and its `DELETE`: the comment as now read. */
export const labelCorrectionResponseSchema = z.object({ comment: analysisCommentSchema });
export type LabelCorrectionResponse = z.infer<typeof labelCorrectionResponseSchema>;

/** Corrections one person may save per hour (each rebuilds the report). */
export const LABEL_CORRECTIONS_PER_HOUR = 300;

/**
 * One line of the corrections download, in the line format of a labelled comments file:
 * the comment's id, its sentiment, target, whether it is toxic, its other tags and language,
 * and its text (the owner's own download only).
 */
export interface CorrectionLine {
  post: string | null;
  id: string;
  sentiment: LabelCorrection["label"];
  target: LabelCorrection["target"];
  toxic: boolean;
  tags: Array<Exclude<CommentTag, "toxic" | "creator_reply">>;
  language: string;
  text: string;
}

/** `commentlens-{shortcode}-{yyyy-mm-dd}-corrections.jsonl`, named like the report's exports. */
export function correctionsFileName(shortcode: string | null, createdAt: Date): string {
  return `commentlens-${shortcode ?? "import"}-${createdAt.toISOString().slice(0, 10)}-corrections.jsonl`;
}
