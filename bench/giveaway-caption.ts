// The evaluation's own answer to "does this post run a giveaway?", kept apart from the
// analyzer's so the analyzer is not graded by its own rule. A caption runs a giveaway when it
// says so in words people use for one; a word like "win" alone is not enough (sports captions
// talk of winning all the time).
const GIVEAWAY_CUES: readonly RegExp[] = [
  // English
  /\bgive ?aways?\b/i,
  /\bgiving away\b/i,
  /\bsweepstakes?\b/i,
  /\b(?:chance|enter|entries|entry) to win\b/i,
  /\bto enter\b/i,
  /\bwinners? (?:will be|is|are) (?:chosen|picked|selected|announced|drawn)\b/i,
  /\bno purchase necessary\b/i,
  // Spanish, Portuguese, French, German, Italian, Dutch, Turkish, Indonesian, Russian, Arabic
  /\bsorteo\b|\bsorteamos\b|\bsorteio\b|\bsorteando\b/i,
  /\bconcours\b|\bà gagner\b|\bje fais gagner\b/i,
  /\bgewinnspiel\b|\bverlos(?:ung|en)\b/i,
  /\bconcorso\b|\bin palio\b/i,
  /\bwinactie\b|\bweggeefactie\b/i,
  /\bçekiliş\b|\bcekilis\b/i,
  /\bbagi-bagi hadiah\b|\bkuis berhadiah\b/i,
  /розыгрыш|разыгрываем/i,
  /مسابقة|سحب على/,
];

/** Whether a post's caption says it runs a giveaway. */
export function runsGiveaway(caption: string): boolean {
  return GIVEAWAY_CUES.some((cue) => cue.test(caption));
}

const MENTION = /@[\p{L}\p{N}._]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The evaluation's reading of a friend tag, from the comment's shape alone: it tags at least
 * one account and says at most three words besides ("@ana look", "@ben @cy 🔥").
 */
export function looksLikeFriendTag(text: string): boolean {
  const mentions = text.match(MENTION)?.length ?? 0;
  if (mentions === 0) return false;
  const words = text.replace(MENTION, " ").match(WORD)?.length ?? 0;
  return words <= 3;
}
