// How the labelled real posts (real-posts/labels.jsonl in the data folder) are used: the
// tune posts' labels may be read while improving the analyzer and may train it (their
// figures are then reported leave-one-post-out); the holdout posts are never read.

/** Posts whose labels may be read while improving the analyzer. */
export const TUNE_POSTS = [
  "BfRFAHRFYBa",
  "BwP6GfBngXX",
  "BvuUv2IHk1f",
  "BGIuL0hFi8Q",
  "B7_SLTFpkIj",
  "B3hjIJDp48_",
  "B7zQkapJYen",
  "5MynuIArkF",
] as const;
/** Kept unseen while tuning: how the analyzer does on posts it was not tuned on. */
export const HOLDOUT_POSTS = ["ByiCiP2Hh20", "Bz8ZlovHcmH", "B60yoYzJrV7", "BmHTzZKhPk_"] as const;
