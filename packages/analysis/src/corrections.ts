import type { Comment, LabelCorrection, SentimentLabel } from "@commentlens/shared";
import type { CommentAnalysis } from "./analyze.js";
import { TAGS, type Tag } from "./tags/tagger.js";

/** A person's labels for some comments of a post, by comment id. */
export type LabelCorrections = ReadonlyMap<string, LabelCorrection>;

/**
 * A score that agrees with a label a person set: the analyzer's own when it points the same
 * way (it still ranks comments of one label), else the middle of the label's side.
 */
function scoreFor(label: SentimentLabel, score: number): number {
  if (label === "positive") return score > 0 ? score : 0.5;
  if (label === "negative") return score < 0 ? score : -0.5;
  return 0;
}

/**
 * The analyzer's readings with a person's corrections in their place, marked `corrected`:
 * the report then counts and quotes each corrected comment as the person read it. Comments
 * without a correction keep the analyzer's reading (the very same object).
 */
export function withCorrections(
  comments: readonly Comment[],
  analyses: CommentAnalysis[],
  corrections: LabelCorrections | undefined,
): CommentAnalysis[] {
  if (!corrections || corrections.size === 0) return analyses;
  return analyses.map((analysis, i) => {
    const comment = comments[i] as Comment;
    const correction = corrections.get(comment.id);
    if (!correction) return analysis;
    const set = new Set<Tag>(correction.tags);
    // Who wrote a comment is not a reading: the creator's reply stays one.
    if (comment.isFromOwner) set.add("creator_reply");
    return {
      ...analysis,
      score: scoreFor(correction.label, analysis.score),
      label: correction.label,
      target: correction.target,
      tags: TAGS.filter((t) => set.has(t)),
      corrected: true,
    };
  });
}
