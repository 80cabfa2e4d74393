const WORD_EDGE = "[\\p{L}\\p{N}]";

/**
 * One regular expression for a list of cue phrases (regex sources) that match whole words
 * only: no letter or digit may touch either end ("win" is not found in "twin").
 */
export function wholeWords(list: readonly string[], flags: "u" | "iu" = "u"): RegExp {
  return new RegExp(`(?<!${WORD_EDGE})(?:${list.join("|")})(?!${WORD_EDGE})`, flags);
}
