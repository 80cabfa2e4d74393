/**
 * The shapes of a comment the tagger reads besides its cue groups (the phrase lists of each
 * tag are data: `packages/analysis/cues`, groups "spam", "purchase", "suggestion",
 * "complaint", "question-opening"…): a leaked bot template.
 */

/**
 * A comment template that leaked its alternatives ("{this|Nice} img", "your|Nice} photo",
 * "! }Love"): written by a bot, never by a person.
 */
export const SPINTAX = /\{[^{}|]*\|[^{}]*\}|\|[\p{L} ]{1,30}\}|(?:^|\s)\}\p{L}/u;
