// Without schemas or other imports, so code that only needs the vocabulary (the comment
// analyzer and its command-line tools) loads it without the validation library.

/**
 * What a comment does. `question`, `complaint` and `suggestion` are addressed to the creator
 * (a question to another commenter, or criticism of a person featured in the post, is not);
 * `friend_tag` mainly tags other accounts to show them the post; `giveaway_entry` only exists
 * on a post that runs a giveaway; `toxic` is insults, harassment, slurs, body-shaming,
 * sexist or racist remarks and threats towards anyone.
 */
export const COMMENT_TAGS = [
  "question",
  "praise",
  "complaint",
  "suggestion",
  "purchase_intent",
  "spam",
  "friend_tag",
  "giveaway_entry",
  "toxic",
  "creator_reply",
] as const;
export type CommentTag = (typeof COMMENT_TAGS)[number];
