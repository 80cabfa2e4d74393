import { normaliseForCues } from "../cues/cue-data.js";
import {
  type CueReadable,
  countCue,
  cueEntryHits,
  cueWord,
  hasAnyCue,
  hasCue,
  readsRawText,
} from "../cues/cues.js";
import {
  collapseSpaces,
  hasLetter,
  hasLetterOrDigit,
  startsCapitalised,
} from "../text/characters.js";
import { hasFlag } from "../text/emoji.js";
import { lexiconScore } from "../text/lexicon.js";
import { withoutMentions } from "../text/mentions.js";

/**
 * How people write under posts, in ways a model trained on tweets and reviews misreads:
 * slang praise ("so clean", "efsane"), wanting ("need this"), laughter, grief ("RIP", 💔),
 * mockery ("sure buddy 🤡"), flag-waving and chanted spaced letters ("K I N G"). The phrases
 * are data (`packages/analysis/cues`, each with its own examples); each group is a feature of
 * the sentiment model, whose weight is learned with the rest. This module decides only when a
 * group counts (not when the comment's words are clearly critical, say).
 */

/**
 * A single word that says how people feel rather than about what ("sick", "GOAT", "ugly"): a
 * word of the sentiment lexicon or of the slang praise. Phrases are never one.
 */
export function isOpinionWord(term: string): boolean {
  if (term.includes(" ")) return false;
  const word = term.toLowerCase();
  return lexiconScore(word) !== 0 || hasCue("slang-praise", word);
}

/** Dots and commas between words ("What. A. Day.") do not break an exclamation. */
function withoutSpacedPunct(text: string): string {
  const parts: string[] = [];
  let part = "";
  let inMarks = false;
  for (const ch of text) {
    const mark = ch === "." || ch === "," || ch === "!";
    if (mark && !inMarks) {
      parts.push(part.trim());
      part = "";
    } else if (!mark) part += ch;
    inMarks = mark;
  }
  parts.push(part.trim());
  return parts.join(" ");
}

/** Runs of letters, digits and apostrophes: the words of a short exclamation. */
function apostropheWords(text: string): string[] {
  const words: string[] = [];
  let word = "";
  for (const ch of text) {
    if (ch === "'" || ch === "’" || hasLetterOrDigit(ch)) word += ch;
    else if (word !== "") {
      words.push(word);
      word = "";
    }
  }
  if (word !== "") words.push(word);
  return words;
}

/**
 * "Damn", "daaamn bro", "Damn Lumi": a bare exclamation under a post is amazement. With more
 * to say ("damn it", "damn this sucks") the other words decide.
 */
function bareExclamation(text: string): boolean {
  const words = apostropheWords(withoutMentions(text));
  if (words.length === 0 || words.length > 3) return false;
  let exclaimed = false;
  for (const w of words) {
    const lower = w.toLowerCase();
    if (hasCue("exclamation", normaliseForCues(lower))) exclaimed = true;
    // Another word may be a companion ("bro") or a name ("Damn Lumi"), nothing more.
    else if (
      !hasCue("exclamation-companion", lower) &&
      (!startsCapitalised(w) || cueWord("pointing-pronoun", lower))
    )
      return false;
  }
  return exclaimed;
}

/** Four or more single letters in a row separated by spaces: a chant ("K I N G"). */
const SPACED = /(?:^|\s)(?:\p{L}\s+){3,}\p{L}(?=\s|$|\p{P}|\p{Extended_Pictographic})/u;

/**
 * The cue features of the sentiment model, in this order after the dense features of
 * `features.ts`: one per cue group the sentiment reads, and two from the comment's shape. The
 * model learns their weights from its training data like every other feature.
 */
export const CUE_FEATURES = [
  "praise-in-bad-words",
  "slang-praise",
  "wanting",
  "laughter",
  "grief",
  "sad-emoji",
  "polite",
  "honoured",
  "pain",
  "cheers",
  "exclamation",
  "encouragement",
  "what-a-verdict",
  "what-a-praise",
  "frustration",
  "looks-bad",
  "held-back",
  "mockery",
  "praise-emoji",
  "scorn-emoji",
  "flags-only",
  "chant",
] as const;

export type CueFeature = (typeof CUE_FEATURES)[number];

/** What the cues of one comment say, for the model's features and for other stages. */
export interface CommentCues {
  /** Feature values (0..1), in `CUE_FEATURES` order. */
  values: Float32Array;
  /** Some cue is found. */
  any: boolean;
  /** The comment expresses grief (words or sad emoji). */
  grief: boolean;
  /** Slang praise or cheering ("so clean", "efsane", "let's fucking go"): praise, like the lexicon's praise words. */
  slangPraise: boolean;
  /** Pain or injury is named. */
  pain: boolean;
  /**
   * The entries behind the features (keys, see `cueEntryKey`): each entry is a feature of its
   * own too, so an entry its group's average misreads ("sick" among "the best") gets a weight
   * of its own.
   */
  entries: string[];
  /** A plan to buy ("gonna get these"): read by the tags as purchase intent. */
  buyingPlans: boolean;
}

const INDEX = new Map<string, number>(CUE_FEATURES.map((name, i) => [name, i]));

/** The word groups read on the comment's own text, and the emoji groups. */
export const WORD_GROUPS = [
  "praise-in-bad-words",
  "slang-praise",
  "buying-plans",
  "wanting",
  "laughter",
  "grief",
  "polite",
  "pain",
  "adversity",
  "honoured",
  "cheers",
  "encouragement",
  "frustration",
  "looks-bad",
  "held-back",
  "mockery",
];
export const SYMBOL_GROUPS = [
  "laugh-emoji",
  "sad-emoji",
  "mock-emoji",
  "praise-emoji",
  "scorn-emoji",
];

/**
 * Cues in one comment. `negativeWords` is the lexicon's criticism after negation: slang praise,
 * laughter, encouragement and praising exclamations only count when the words are not clearly
 * critical. `values` is filled in place when given (the feature extractor's own block).
 */
export function commentCues(
  comment: CueReadable,
  negativeWords: number,
  values = new Float32Array(CUE_FEATURES.length),
): CommentCues {
  values.fill(0);
  const { text, cueText: t } = comment;
  let any = false;
  const entries: string[] = [];
  /** Sets a feature; `groups` are the cue groups whose hits it stands for. */
  const set = (name: CueFeature, groups: readonly string[] = [], value = 1) => {
    values[INDEX.get(name) as number] = value;
    any = true;
    for (const g of groups) entries.push(...cueEntryHits(g, readsRawText(g) ? text : t));
  };
  const critical = negativeWords >= 1.5;
  // Most comments hold no cue: one pass over all the word groups, one over the emoji groups.
  const words = hasAnyCue(WORD_GROUPS, t);
  const symbols = hasAnyCue(SYMBOL_GROUPS, text);
  const has = (group: string) => words && hasCue(group, t);
  const hasSymbol = (group: string) => symbols && hasCue(group, text);
  const inBadWords = has("praise-in-bad-words");
  const slangPraise = inBadWords || (!critical && has("slang-praise"));
  if (inBadWords) set("praise-in-bad-words", ["praise-in-bad-words"]);
  else if (slangPraise) set("slang-praise", ["slang-praise"]);
  const buyingPlans = has("buying-plans");
  if (buyingPlans || has("wanting")) set("wanting", ["wanting", "buying-plans"]);
  if (!critical && (has("laughter") || hasSymbol("laugh-emoji")))
    set("laughter", ["laughter", "laugh-emoji"]);
  let grief = false;
  if (has("grief")) {
    grief = true;
    set("grief", ["grief"]);
  } else if (hasSymbol("sad-emoji")) {
    grief = true;
    set("sad-emoji", ["sad-emoji"], Math.min(countCue("sad-emoji", text), 2) / 2);
  }
  if (has("polite")) set("polite", ["polite"]);
  const pain = has("pain");
  // "So proud, after everything she's been through": hardship named to honour who came through it.
  if (!critical && has("adversity") && has("honoured")) set("honoured", ["adversity", "honoured"]);
  else if (pain) set("pain", ["pain"]);
  const cheering = has("cheers");
  if (cheering) set("cheers", ["cheers"]);
  if (text.length <= 40 && bareExclamation(text)) set("exclamation");
  if (!critical && has("encouragement")) set("encouragement", ["encouragement"]);
  if (t.includes("what")) {
    const phrase = withoutSpacedPunct(t);
    if (hasCue("what-a-verdict", phrase)) set("what-a-verdict");
    else if (!critical && (hasCue("what-a-praise", t) || hasCue("what-a-praise", phrase)))
      set("what-a-praise");
  }
  if (has("frustration")) set("frustration", ["frustration"]);
  if (has("looks-bad")) set("looks-bad", ["looks-bad"]);
  if (has("held-back")) set("held-back", ["held-back"]);
  if (has("mockery") || hasSymbol("mock-emoji")) set("mockery", ["mockery", "mock-emoji"]);
  // The emoji table's polarity is learned from tweets, where a few neutral words and "🔥" or
  // "🤮" are not the whole verdict they are under a post; these groups learn it from ours.
  // Both at once ("👍 or 👎?") is a poll or a mixed verdict: neither.
  const praiseEmoji = hasSymbol("praise-emoji");
  const scornEmoji = hasSymbol("scorn-emoji");
  if (praiseEmoji && !scornEmoji && !critical) set("praise-emoji", ["praise-emoji"]);
  else if (scornEmoji && !praiseEmoji) set("scorn-emoji", ["scorn-emoji"]);
  // Nothing but flags (and maybe other emoji): support for a country or team.
  if (hasFlag(text) && !hasLetter(text)) set("flags-only");
  const spaced = SPACED.exec(text);
  // A chanted line or name, spelt out ("K I N G"): hype, unless the word spelt is a
  // criticism ("F A K E").
  if (spaced && lexiconScore(collapseSpaces(spaced[0], "").toLowerCase()) >= 0) set("chant");
  return {
    values,
    any,
    grief,
    slangPraise: slangPraise || cheering,
    pain,
    entries,
    buyingPlans,
  };
}
