/**
 * The shapes of a comment the tagger reads besides its cue groups (the phrase lists of each
 * tag are data: `packages/analysis/cues`, groups "spam", "purchase", "suggestion",
 * "complaint"…): a leaked bot template, how a question or a request opens and ends.
 */

/**
 * A comment template that leaked its alternatives ("{this|Nice} img", "your|Nice} photo",
 * "! }Love"): written by a bot, never by a person.
 */
export const SPINTAX = /\{[^{}|]*\|[^{}]*\}|\|[\p{L} ]{1,30}\}|(?:^|\s)\}\p{L}/u;

/** "Done", "listo", "feito" … only enter a giveaway at the start or beside ✅ ("well done" does not). */
export const DONE_START =
  /^(?:done|listo|lista|hecho|feito|fait|erledigt|fatto|sudah|tamam|تم)(?![\p{L}])/u;

export const QUESTION_START = new RegExp(
  "^(?:what|what's|whats|where|where's|how|which|who|when|why|is it|is this|is that|are (?:they|these|those|you)|do you|does it|does this|did you|can (?:i|you|we)|could you|will (?:it|there|you)|would you|anyone know|any (?:tips|idea|chance)|" +
    "dónde|cuánto|cuánta|cuál|cuándo|de dónde|alguien sabe|" +
    "onde|qual|quanto|quando|quem|como faz|como faço|tem como|alguém sabe|" +
    "où|combien|comment|quel|quelle|pourquoi|quand|est-ce que|c'est où|c'est quoi|" +
    "wo|wie|welche|welcher|welches|wann|warum|gibt es|kann man|" +
    "dove|quale|perché|" +
    "berapa|dimana|di mana|gimana|kapan|" +
    "kahan|kitna|kaise|kab)(?![\\p{L}])",
  "u",
);

/**
 * A clause that ends in "please" ("black sesame please", "un tarif étudiant svp"): a request.
 * `INFO_REQUEST_WORD` tells requests for information ("link please"), which are questions.
 */
export const PLEASE_END =
  /(?:^|[\p{L}\p{N}] )(?:please|pls|plz|pleaseee*|svp|s'il vous pla[iî]t|por ?fa(?:vor|v)?|porfa|pfv|bitte|per favore)$/u;
export const INFO_REQUEST_WORD =
  /(?<![\p{L}\p{N}])(?:price|prices|pricing|link|links|recipe|source|song|name|details|info|code|size|sizes|precio|receta|nombre|preço|preco|valor|receita|nome|prix|recette|nom|preis|rezept|prezzo|ricetta|thanks?|thank you|gracias|obrigad[oa]|merci|danke|grazie|reply|answer|respond|help)(?![\p{L}\p{N}])/u;

/** One-word requests for information ("price?", "link pls", "receta por favor"). */
export const INFO_REQUEST =
  /^(?:price|prices|pricing|link|recipe|source|song|song name|sauce|size|sizes|details|precio|receta|preço|preco|valor|receita|prix|recette|preis|rezept|prezzo|ricetta|harga|fiyat)(?:\s*(?:pls|plz|please|por favor|pfv|svp|bitte|per favore|\?|!|🙏))*\s*$/u;

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
