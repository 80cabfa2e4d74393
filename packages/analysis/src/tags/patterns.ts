/**
 * The shapes of a comment the tagger reads besides its cue groups (the phrase lists of each
 * tag are data: `packages/analysis/cues`, groups "spam", "purchase", "suggestion",
 * "complaint", "question-opening"…): a leaked bot template, and the words that are no praise
 * on their own.
 */

/**
 * A comment template that leaked its alternatives ("{this|Nice} img", "your|Nice} photo",
 * "! }Love"): written by a bot, never by a person.
 */
export const SPINTAX = /\{[^{}|]*\|[^{}]*\}|\|[\p{L} ]{1,30}\}|(?:^|\s)\}\p{L}/u;

/** Words of thanks or good wishes: positive, but not praise on their own. */
export const NOT_PRAISE_WORDS = new Set([
  "thank",
  "thanks",
  "thx",
  "ty",
  "gracias",
  "obrigado",
  "obrigada",
  "merci",
  "danke",
  "grazie",
  "makasih",
  "happy",
  "feliz",
  "glad",
  "wow",
  "yay",
]);

/** Emoji that read as laughter or pleading rather than approval. */
export const NOT_PRAISE_EMOJI = new Set([
  "😂",
  "🤣",
  "😹",
  "🙏",
  "😭",
  "😅",
  "🤞",
  "✅",
  "🍀",
  "🎂",
  "🎉",
]);
