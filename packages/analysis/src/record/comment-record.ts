import { normaliseForCues } from "../cues/cue-data.js";
import {
  type CapitalisedRun,
  capitalisedRuns,
  hasLetterOrDigit,
  joinSpeltOutWords,
  letterDigitRuns,
} from "../text/characters.js";
import { emojiKey, mayHoldEmoji, splitEmoji } from "../text/emoji.js";
import { framingMentions, mentionsIn, withoutMentions } from "../text/mentions.js";
import { modifiers } from "../text/negation.js";
import { cleanText, type Token, tokenize } from "../text/tokenize.js";

/**
 * One comment read once: every stage (sentiment, language, tags, target, toxicity, the thread
 * stage and the report's sections) reads this record instead of the raw text, so a comment is
 * tokenised once and a word, a mention and an emoji mean the same thing everywhere.
 */
export interface CommentRecord {
  /** The comment as written. */
  readonly text: string;
  /** What word cues read (see `normaliseForCues`): lower case, mentions "@", runs cut to two. */
  readonly cueText: string;
  /** The tokens (see `tokenize`), with their negation scope and emphasis weights. */
  readonly tokens: readonly Token[];
  /** The text the tokens were read from, which their `from` and `to` point into. */
  readonly tokenText: string;
  readonly negated: Uint8Array;
  readonly weight: Float32Array;
  /** How many word tokens there are. */
  readonly wordCount: number;
  /** Letter-and-digit runs of the text without its mentions, lower case ("#GreenTea" → "greentea"). */
  readonly words: readonly string[];
  /** Handles mentioned, as keys (see `handleKey`), each once, in order. */
  readonly mentions: readonly string[];
  /** Runs of capitalised words ("so proud of Mara Lind"): names, often. */
  readonly capitalised: readonly CapitalisedRun[];
  /** The mention the comment opens with ("@sam are you going?"), as a key. */
  readonly opensWith?: string;
  /** The mention the comment ends with, punctuation and emoji aside, as a key. */
  readonly endsWith?: string;
  /** Hashtags, lower case without "#", each once. */
  readonly hashtags: readonly string[];
  /** Emoji folded (see `emojiKey`), each once, in order of first use. */
  readonly emoji: readonly string[];
  /** Beside each of `emoji`, the way it was first written (with its skin tone, say). */
  readonly emojiForms: readonly string[];
  /** Emoji and nothing else: no letter or digit (spaces and punctuation aside). */
  readonly emojiOnly: boolean;
}

const NONE: readonly string[] = [];
const NO_RUNS: readonly CapitalisedRun[] = [];

/** What the tokens give: read on first use, let go once the analysis of the comment is done. */
interface Parsed {
  tokens: readonly Token[];
  text: string;
  /** Negation scope and emphasis: read on first use (the report's topics read words only). */
  modifiers?: { negated: Uint8Array; weight: Float32Array };
  wordCount: number;
  hashtags: readonly string[];
}

function parse(spelt: string): Parsed {
  const text = cleanText(spelt);
  const tokens = tokenize(text);
  let wordCount = 0;
  let hashtags: string[] | undefined;
  for (const t of tokens) {
    if (t.kind === "word") wordCount++;
    else if (t.kind === "hashtag") {
      hashtags ??= [];
      if (!hashtags.includes(t.text)) hashtags.push(t.text);
    }
  }
  return { tokens, text, wordCount, hashtags: hashtags ?? NONE };
}

/**
 * A comment's record. The tokens are the bulk of it and only the per-comment analysis reads
 * them: they are made on first use and let go after it (`releaseTokens`), so a section of a
 * hundred thousand comments never holds them all at once. Read again, they are made again.
 */
class Reading implements CommentRecord {
  readonly cueText: string;
  readonly words: readonly string[];
  readonly mentions: readonly string[];
  readonly opensWith?: string;
  readonly endsWith?: string;
  readonly emoji: readonly string[];
  readonly emojiForms: readonly string[];
  readonly emojiOnly: boolean;
  private parsed: Parsed | undefined;

  constructor(
    readonly text: string,
    /** The text with chants written whole: what the tokens are read from. */
    private readonly spelt: string,
  ) {
    this.cueText = normaliseForCues(spelt);
    this.words = letterDigitRuns(withoutMentions(text)).map((w) => w.toLowerCase());
    this.mentions = mentionsIn(text);
    const { opensWith, endsWith } = framingMentions(text);
    if (opensWith !== undefined) this.opensWith = opensWith;
    if (endsWith !== undefined) this.endsWith = endsWith;
    const written = mayHoldEmoji(text) ? splitEmoji(text) : NONE;
    const keys: string[] = [];
    const forms: string[] = [];
    for (const e of written) {
      const key = emojiKey(e);
      if (keys.includes(key)) continue;
      keys.push(key);
      forms.push(e);
    }
    this.emoji = keys.length > 0 ? keys : NONE;
    this.emojiForms = forms.length > 0 ? forms : NONE;
    this.emojiOnly = written.length > 0 && !hasLetterOrDigit(text);
  }

  private get read(): Parsed {
    this.parsed ??= parse(this.spelt);
    return this.parsed;
  }
  get tokens() {
    return this.read.tokens;
  }
  get tokenText() {
    return this.read.text;
  }
  private get modifiers() {
    const read = this.read;
    read.modifiers ??= modifiers(read.tokens);
    return read.modifiers;
  }
  get negated() {
    return this.modifiers.negated;
  }
  get weight() {
    return this.modifiers.weight;
  }
  get wordCount() {
    return this.read.wordCount;
  }
  get hashtags() {
    return this.read.hashtags;
  }

  private runs: readonly CapitalisedRun[] | undefined;
  get capitalised(): readonly CapitalisedRun[] {
    if (this.runs === undefined) {
      const runs = capitalisedRuns(this.text);
      this.runs = runs.length > 0 ? runs : NO_RUNS;
    }
    return this.runs;
  }

  release(): void {
    this.parsed = undefined;
  }

  /** The tokens and their text, read again if they were let go, and not kept. */
  passingTokens(): { tokens: readonly Token[]; text: string } {
    return this.parsed ?? parse(this.spelt);
  }
}

/** Reads one comment into its record. */
export function readComment(text: string): CommentRecord {
  // Words are read as meant: a chant spelt out letter by letter is the word it spells.
  return new Reading(text, joinSpeltOutWords(text));
}

/**
 * The tokens of a record for a reader that comes after the per-comment stages let them go
 * (the report's topics): read again without keeping them, so a large section never holds
 * every comment's tokens at once.
 */
export function passingTokens(record: CommentRecord): { tokens: readonly Token[]; text: string } {
  return record instanceof Reading
    ? record.passingTokens()
    : { tokens: record.tokens, text: record.tokenText };
}

/** Lets go of a record's tokens once every stage that reads them is done with the comment. */
export function releaseTokens(record: CommentRecord): void {
  if (record instanceof Reading) record.release();
}

/**
 * Reads many comments, each distinct text once: identical comments (giveaway entries, floods
 * of "🔥🔥🔥") share one record, which no stage changes.
 */
export function readComments(texts: Iterable<string>): CommentRecord[] {
  const seen = new Map<string, CommentRecord>();
  const out: CommentRecord[] = [];
  for (const text of texts) {
    let record = seen.get(text);
    if (!record) {
      record = readComment(text);
      seen.set(text, record);
    }
    out.push(record);
  }
  return out;
}
