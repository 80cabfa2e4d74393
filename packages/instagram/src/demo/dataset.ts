import type { Comment, Post, Profile } from "@commentlens/shared";

/** The shape of demo-data/dataset.json: what a real provider would have returned, frozen. */

export type DemoLanguage = "en" | "es" | "pt" | "fr" | "de" | "und";

export type DemoNiche =
  | "beauty"
  | "fitness"
  | "food"
  | "tech review"
  | "travel"
  | "product launch"
  | "giveaway"
  | "divisive"
  | "crafts"
  | "bakery"
  | "photography";

export interface DemoPostRecord {
  /** Short human title for the "Try a sample" list. */
  title: string;
  niche: DemoNiche;
  /** Main language of the comments. */
  language: DemoLanguage;
  post: Post;
  /** Top-level comments and replies, oldest first. */
  comments: Comment[];
}

export interface DemoProfileRecord {
  profile: Profile;
  /** Shortcodes of the profile's recent posts, newest first. */
  postShortcodes: string[];
}

export type DemoUnavailableKind = "private" | "not_found";

export interface DemoUnavailablePost {
  shortcode: string;
  kind: DemoUnavailableKind;
  note: string;
}

export interface DemoDataset {
  version: 1;
  /** The fixed "now" the data was generated against: no comment is later than this. */
  referenceNow: string;
  /** Shortcodes offered as samples, in display order. */
  samples: string[];
  posts: DemoPostRecord[];
  profiles: DemoProfileRecord[];
  unavailable: DemoUnavailablePost[];
}

/** Kinds of comment the analyzer tags; planted counts use these names. */
export const DEMO_TAGS = [
  "question",
  "praise",
  "complaint",
  "suggestion",
  "purchase_intent",
  "spam",
  "giveaway",
  "reply_to_creator",
] as const;
export type DemoTag = (typeof DEMO_TAGS)[number];

export type DemoSentiment = "positive" | "neutral" | "negative";

export type DemoBand =
  | "overwhelmingly positive"
  | "positive"
  | "mixed"
  | "negative"
  | "overwhelmingly negative";

/**
 * How a fact can be checked against the comments alone. "Audience" means comments not written
 * by the post's owner.
 */
export type DemoFactRule =
  /** The ids are the evidence; nothing in the comment fields alone identifies them. */
  | { type: "ids" }
  /** Every id's text matches; with `exhaustive`, no other top-level audience comment does. */
  | { type: "text"; pattern: string; flags: string; exhaustive: boolean }
  /** Top-level audience questions, of which exactly `answered` have a reply from the owner. */
  | { type: "questions"; answered: number }
  /** Top-level audience comments with no reply from the owner. */
  | { type: "unanswered" }
  /** Top-level audience comments with at least one reply from the owner. */
  | { type: "answered" }
  /** The single comment with the most likes on the post. */
  | { type: "most_liked" }
  /** Every comment written by this user. */
  | { type: "username"; username: string }
  /** Every comment written by the owner. */
  | { type: "owner_replies" }
  /** Every id mentions between `min` and `max` other accounts (`@name`). */
  | { type: "mentions"; min: number; max: number | null };

export interface DemoFact {
  id: string;
  description: string;
  count: number;
  commentIds: string[];
  rule: DemoFactRule;
}

export interface DemoPostFacts {
  shortcode: string;
  url: string;
  title: string;
  niche: DemoNiche;
  language: DemoLanguage;
  owner: string;
  sample: boolean;
  likesHidden: boolean;
  commentCount: number;
  topLevelCount: number;
  replyCount: number;
  ownerCommentCount: number;
  uniqueCommenters: number;
  /** The band the post was written to land in (see `bandRule` at the top of the file). */
  band: DemoBand;
  sentimentScore: number;
  sentimentCounts: Record<DemoSentiment, number>;
  tagCounts: Record<DemoTag, number>;
  languageCounts: Partial<Record<DemoLanguage, number>>;
  /** Audience comments that mix two languages (counted under their main language above). */
  mixedLanguageCount: number;
  facts: DemoFact[];
}

export interface DemoProfileFact {
  id: string;
  description: string;
  postShortcodes: string[];
  commentIds: string[];
  usernames: string[];
}

export interface DemoProfileFacts {
  username: string;
  postShortcodes: string[];
  facts: DemoProfileFact[];
}

export interface DemoFactsFile {
  version: 1;
  referenceNow: string;
  countingRules: string[];
  bandRule: string;
  posts: DemoPostFacts[];
  profiles: DemoProfileFacts[];
  unavailable: Array<
    DemoUnavailablePost | { shortcode: string; kind: "comments_disabled"; note: string }
  >;
}

/** Per-comment ground truth: [commentId, language, sentiment or "excluded", tags joined by ","]. */
export type DemoLabel = [string, DemoLanguage | "owner", DemoSentiment | "excluded", string];

export interface DemoLabelsFile {
  version: 1;
  note: string;
  posts: Record<string, DemoLabel[]>;
}
