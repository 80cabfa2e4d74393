import { normaliseForCues } from "../cues/cue-data.js";
import { countCue, hasCue } from "../cues/cues.js";
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
  return text
    .split(/[.,!]+/)
    .map((part) => part.trim())
    .join(" ");
}

const NOT_NAMES = new Set("you u it this that these those they he she i".split(" "));
const NOT_WORD = /[^\p{L}\p{N}'’\s]+/gu;

/**
 * "Damn", "daaamn bro", "Damn Nike": a bare exclamation under a post is amazement. With more
 * to say ("damn it", "damn this sucks") the other words decide.
 */
function bareExclamation(text: string): boolean {
  const words = withoutMentions(text).replace(NOT_WORD, " ").trim().split(/\s+/u);
  if (words.length === 0 || words.length > 3) return false;
  let exclaimed = false;
  for (const w of words) {
    const lower = w.toLowerCase();
    if (hasCue("exclamation", normaliseForCues(lower))) exclaimed = true;
    // Another word may be a companion ("bro") or a name ("Damn Nike"), nothing more.
    else if (
      !hasCue("exclamation-companion", lower) &&
      (!/^\p{Lu}/u.test(w) || NOT_NAMES.has(lower))
    )
      return false;
  }
  return exclaimed;
}

const FLAGS = /[\u{1F1E6}-\u{1F1FF}]{2}/gu;
const FLAG = /[\u{1F1E6}-\u{1F1FF}]{2}/u;
const ANY_LETTER = /\p{L}/u;
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
}

const INDEX = new Map<string, number>(CUE_FEATURES.map((name, i) => [name, i]));

/**
 * Cues in one comment. `negativeWords` is the lexicon's criticism after negation: slang praise,
 * laughter, encouragement and praising exclamations only count when the words are not clearly
 * critical. `values` is filled in place when given (the feature extractor's own block).
 */
export function commentCues(
  text: string,
  negativeWords: number,
  values = new Float32Array(CUE_FEATURES.length),
): CommentCues {
  values.fill(0);
  const t = normaliseForCues(text);
  let any = false;
  const set = (name: CueFeature, value = 1) => {
    values[INDEX.get(name) as number] = value;
    any = true;
  };
  const critical = negativeWords >= 1.5;
  const inBadWords = hasCue("praise-in-bad-words", t);
  const slangPraise = inBadWords || (!critical && hasCue("slang-praise", t));
  if (inBadWords) set("praise-in-bad-words");
  else if (slangPraise) set("slang-praise");
  if (hasCue("wanting", t) || hasCue("buying-plans", t)) set("wanting");
  if (!critical && (hasCue("laughter", t) || hasCue("laugh-emoji", text))) set("laughter");
  let grief = false;
  if (hasCue("grief", t)) {
    grief = true;
    set("grief");
  } else if (hasCue("sad-emoji", text)) {
    grief = true;
    set("sad-emoji", Math.min(countCue("sad-emoji", text), 2) / 2);
  }
  if (hasCue("polite", t)) set("polite");
  const pain = hasCue("pain", t);
  // "So proud, after everything she's been through": hardship named to honour who came through it.
  if (!critical && hasCue("adversity", t) && hasCue("honoured", t)) set("honoured");
  else if (pain) set("pain");
  const cheering = hasCue("cheers", t);
  if (cheering) set("cheers");
  if (text.length <= 40 && bareExclamation(text)) set("exclamation");
  if (!critical && hasCue("encouragement", t)) set("encouragement");
  if (t.includes("what")) {
    const phrase = withoutSpacedPunct(t);
    if (hasCue("what-a-verdict", phrase)) set("what-a-verdict");
    else if (!critical && hasCue("what-a-praise", phrase)) set("what-a-praise");
  }
  if (hasCue("frustration", t)) set("frustration");
  if (hasCue("looks-bad", t)) set("looks-bad");
  if (hasCue("held-back", t)) set("held-back");
  if (hasCue("mockery", t) || hasCue("mock-emoji", text)) set("mockery");
  // Nothing but flags (and maybe other emoji): support for a country or team.
  if (FLAG.test(text) && !ANY_LETTER.test(text.replace(FLAGS, ""))) set("flags-only");
  const spaced = SPACED.exec(text);
  // A chanted line or name, spelt out ("K I N G"): hype, unless the word spelt is a
  // criticism ("F A K E").
  if (spaced && lexiconScore(spaced[0].replace(/\s+/gu, "").toLowerCase()) >= 0) set("chant");
  return { values, any, grief, slangPraise: slangPraise || cheering, pain };
}
