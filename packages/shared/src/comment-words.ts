import type { CommentStance, CommentTag, CommentTarget } from "./analysis-result.js";

/**
 * How the product names a comment's tags and target, the same in the report, the comment
 * explorer and the exports.
 */

/** A tag as a group of comments, beside its count ("Questions 12"). */
export const TAG_LABELS: Record<CommentTag, string> = {
  question: "Questions",
  praise: "Praise",
  complaint: "Complaints",
  suggestion: "Suggestions",
  purchase_intent: "Purchase intent",
  spam: "Spam",
  friend_tag: "Friend tags",
  giveaway_entry: "Giveaway entries",
  toxic: "Toxic",
  creator_reply: "Creator replies",
};

/** A tag on one comment. */
export const TAG_NAMES: Record<CommentTag, string> = {
  question: "Question",
  praise: "Praise",
  complaint: "Complaint",
  suggestion: "Suggestion",
  purchase_intent: "Purchase intent",
  spam: "Spam",
  friend_tag: "Friend tag",
  giveaway_entry: "Giveaway entry",
  toxic: "Toxic",
  creator_reply: "Creator reply",
};

/** Whom one comment is aimed at; a comment aimed at no one says nothing. */
export const TARGET_NAMES: Record<CommentTarget, string> = {
  creator: "To the creator",
  subject: "About the subject",
  commenter: "Reply to a commenter",
  other: "About someone else",
  none: "",
};

/** Comments by where they stand, as a group ("Critical 14"). */
export const STANCE_LABELS: Record<CommentStance, string> = {
  support: "Supportive",
  attack: "Critical",
  neutral: "No side",
};

/**
 * Where one comment stands, and towards whom when the report can name them: "Supports
 * @mara", "Against @shop", "Supports" (a featured person not named); no side says nothing.
 */
export function stanceWords(c: { stance: CommentStance; about?: string | null }): string {
  if (c.stance === "neutral") return "";
  const verb = c.stance === "support" ? "Supports" : "Against";
  return c.about ? `${verb} ${c.about}` : verb;
}
