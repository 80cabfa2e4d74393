/**
 * What the target classifier reads of a comment in its thread: structural facts only (who it
 * answers, whom it names, what the earlier stages read in it), no words of its own, so its
 * few weights carry from one kind of account to another.
 */
export interface TargetFacts {
  /** A reply to another commenter (not to the account). */
  reply: boolean;
  /** A reply in a thread the account answered. */
  replyToOwner: boolean;
  /** A reply that opens with the account's handle: it speaks to the account. */
  replyOpensWithOwner: boolean;
  /** No words at all: emoji, tags or punctuation. */
  noWords: boolean;
  /** Two words or fewer. */
  fewWords: boolean;
  /** A top-level comment that tags accounts other than the owner and the featured. */
  friendTag: boolean;
  /** Opens with a mention. */
  opensWithMention: boolean;
  /** Mentions the account or its family of accounts. */
  addressesOwner: boolean;
  /** Names the account or its brand in words. */
  namesOwner: boolean;
  /** Speaks of the product or the post (its words or the caption's). */
  aboutProduct: boolean;
  /** Uses a word of the caption. */
  captionWord: boolean;
  /** Names someone the post features, by handle or name. */
  namesSubject: boolean;
  /** Words about a person ("legend", "he", "proud of"). */
  personWords: boolean;
  /** The post features someone other than the account. */
  featuresSomeone: boolean;
  /** Says "you". */
  secondPerson: boolean;
  /** Says "you guys", "y'all": speaks to a group. */
  youAll: boolean;
  question: boolean;
  praise: boolean;
  complaint: boolean;
  purchase: boolean;
  suggestion: boolean;
  toxic: boolean;
  /** Read as negative. */
  negative: boolean;
  /** The post mourns someone. */
  grief: boolean;
}

const opinion = (f: TargetFacts) =>
  f.praise || f.complaint || f.purchase || f.suggestion || f.question;

/**
 * The classifier's inputs, in model order: each fact, and the few pairs whose meaning is
 * their conjunction (a friend tag that judges the product; words about a person on a post that
 * features one; a reply that names the featured person).
 */
export const TARGET_FEATURES: ReadonlyArray<readonly [string, (f: TargetFacts) => boolean]> = [
  ["reply", (f) => f.reply],
  ["reply-to-owner", (f) => f.replyToOwner],
  ["reply-opens-with-owner", (f) => f.replyOpensWithOwner],
  ["no-words", (f) => f.noWords],
  ["few-words", (f) => f.fewWords],
  ["friend-tag", (f) => f.friendTag],
  ["opens-with-mention", (f) => f.opensWithMention],
  ["addresses-owner", (f) => f.addressesOwner],
  ["names-owner", (f) => f.namesOwner],
  ["about-product", (f) => f.aboutProduct],
  ["caption-word", (f) => f.captionWord],
  ["names-subject", (f) => f.namesSubject],
  ["person-words", (f) => f.personWords],
  ["second-person", (f) => f.secondPerson],
  ["you-all", (f) => f.youAll],
  ["question", (f) => f.question],
  ["praise", (f) => f.praise],
  ["complaint", (f) => f.complaint],
  ["purchase", (f) => f.purchase],
  ["suggestion", (f) => f.suggestion],
  ["toxic", (f) => f.toxic],
  ["negative", (f) => f.negative],
  ["opinion", opinion],
  ["friend-tag-opinion", (f) => f.friendTag && opinion(f)],
  ["friend-tag-few-words", (f) => f.friendTag && f.fewWords],
  ["friend-tag-second-person", (f) => f.friendTag && f.secondPerson],
  ["featured-person-words", (f) => f.featuresSomeone && f.personWords],
  ["reply-names-subject", (f) => f.reply && f.namesSubject],
  ["few-words-no-opinion", (f) => f.fewWords && !opinion(f)],
  ["mourning-featured", (f) => f.grief && f.featuresSomeone],
];

/**
 * Whether the comment can be about a featured person or thing: only on a post that features
 * one. Without it, "subject" is no answer (posts where negative comments are about the person
 * featured must not teach that a negative comment under a recipe is about someone featured).
 */
export const subjectPossible = (facts: TargetFacts) =>
  facts.featuresSomeone && (facts.namesSubject || facts.personWords || facts.grief);

/** The feature vector of a comment's facts: 1 or 0 per entry of `TARGET_FEATURES`. */
export function targetVector(facts: TargetFacts): number[] {
  return TARGET_FEATURES.map(([, on]) => (on(facts) ? 1 : 0));
}
