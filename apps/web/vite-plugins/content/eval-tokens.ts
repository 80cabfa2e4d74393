import { fileURLToPath } from "node:url";
import { EVAL_FILE, type EvalFile, readEvalFile } from "../../scripts/eval-figures";

/*
 * Measured figures in markdown. Content never types a benchmark figure by hand: it writes a token
 * such as `{{eval:umsab.accuracy}}`, and the content plugin replaces it at build time with the
 * figure from bench/eval.json (written by `npm run eval`), formatted as below. The names are a
 * fixed table; an unknown name, or a figure the file does not have, fails the build with a
 * message naming the file, line and token.
 */

/** Where bench/eval.json is when the content sources do not say otherwise. */
export const DEFAULT_EVAL_FILE = fileURLToPath(EVAL_FILE);

type Format =
  /** A share from 0 to 1, as a percentage with one decimal: `59.0%`. */
  | "percent"
  /** An F1 score from 0 to 1, with two decimals: `0.84`. */
  | "f1"
  /** A whole number with thousands separators: `2,589`. */
  | "count"
  /** An ISO timestamp, as the UTC day in words: `23 November 2026`. */
  | "date"
  /** Words, as they are. */
  | "text";

interface EvalToken {
  format: Format;
  /** Where the figure sits in bench/eval.json, for error messages. */
  from: string;
  read: (file: EvalFile) => unknown;
}

const SENTIMENT = {
  labelled: "labelled/comments.jsonl (ours)",
  demoSample: "labelled/demo-sample.jsonl",
  tweetEval: "tweeteval-val.jsonl",
  umsab: "umsab-val.jsonl",
} as const;

/** The detector the app uses (script and function-word fast paths, then eld). */
const LANGUAGE_DETECTOR = "ours (fast paths + eld)";
/** The code for a comment with no language (only emoji, or too short); not a language. */
const NO_LANGUAGE = "und";

const languageNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

function languageName(code: string): string | undefined {
  return languageNames.of(code);
}

/** "Arabic, English and French", in alphabetical order; undefined when a code has no name. */
function nameList(codes: string[]): string | undefined {
  const names = codes.map(languageName);
  if (names.length === 0 || names.some((name) => !name)) return undefined;
  const sorted = (names as string[]).sort((a, b) => a.localeCompare(b, "en"));
  return sorted.length === 1
    ? sorted[0]
    : `${sorted.slice(0, -1).join(", ")} and ${sorted[sorted.length - 1]}`;
}

function sentimentScores(file: EvalFile, set: keyof typeof SENTIMENT, analyzer: string) {
  return file.sentiment?.[SENTIMENT[set]]?.analyzers?.[analyzer];
}

/** Languages of a sentiment set with our accuracy in each, leaving out "und". */
function languageScores(file: EvalFile, set: keyof typeof SENTIMENT) {
  const byLanguage = file.sentiment?.[SENTIMENT[set]]?.byLanguage;
  if (!byLanguage) return undefined;
  return Object.entries(byLanguage)
    .filter(([code]) => code !== NO_LANGUAGE)
    .map(([code, scores]) => ({ code, accuracy: scores?.ours?.accuracy }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** The language of a set where our accuracy is lowest or highest (first by code on a tie). */
function extremeLanguage(file: EvalFile, set: keyof typeof SENTIMENT, which: "lowest" | "highest") {
  const scores = languageScores(file, set);
  if (!scores || scores.length === 0) return undefined;
  if (scores.some((s) => typeof s.accuracy !== "number")) return undefined;
  const sign = which === "lowest" ? 1 : -1;
  return scores.reduce((best, s) =>
    sign * ((s.accuracy as number) - (best.accuracy as number)) < 0 ? s : best,
  );
}

const accuracy = (set: keyof typeof SENTIMENT, analyzer = "ours"): EvalToken => ({
  format: "percent",
  from: `sentiment[${JSON.stringify(SENTIMENT[set])}].analyzers.${analyzer}.accuracy`,
  read: (file) => sentimentScores(file, set, analyzer)?.accuracy,
});

const measuredCount = (set: keyof typeof SENTIMENT): EvalToken => ({
  format: "count",
  from: `sentiment[${JSON.stringify(SENTIMENT[set])}].analyzers.ours.n`,
  read: (file) => sentimentScores(file, set, "ours")?.n,
});

const languageCount = (set: keyof typeof SENTIMENT): EvalToken => ({
  format: "count",
  from: `the languages of sentiment[${JSON.stringify(SENTIMENT[set])}].byLanguage, without "und"`,
  read: (file) => languageScores(file, set)?.length || undefined,
});

const tagScores = (set: "heldOut" | "demoSample" | "all") =>
  ({
    rows: {
      format: "count",
      from: `tags.${set}.rows`,
      read: (file) => file.tags?.[set]?.rows,
    },
    macroF1: {
      format: "f1",
      from: `tags.${set}.macroF1`,
      read: (file) => file.tags?.[set]?.macroF1,
    },
  }) satisfies Record<string, EvalToken>;

const toxicityScore = (set: string, measure: "precision" | "recall"): EvalToken => ({
  format: "percent",
  from: `toxicity.sets[${JSON.stringify(set)}].${measure}`,
  read: (file) => file.toxicity?.sets?.[set]?.[measure],
});

const extreme = (which: "lowest" | "highest") =>
  ({
    language: {
      format: "text",
      from: `the ${which}-accuracy language of sentiment["umsab-val.jsonl"].byLanguage`,
      read: (file) => {
        const found = extremeLanguage(file, "umsab", which);
        return found ? languageName(found.code) : undefined;
      },
    },
    accuracy: {
      format: "percent",
      from: `the ${which} accuracy in sentiment["umsab-val.jsonl"].byLanguage`,
      read: (file) => extremeLanguage(file, "umsab", which)?.accuracy,
    },
  }) satisfies Record<string, EvalToken>;

type RealPostsSlice = "all" | "holdout" | "tune" | "fresh";

function realPostsSlice(file: EvalFile, slice: RealPostsSlice) {
  return file.realPosts?.slices?.[slice];
}

/** Figures of the real comment sections, analysed through the report, for one slice. */
const realPosts = (slice: RealPostsSlice) => {
  const at = `realPosts.slices.${slice}`;
  // One figure of the slice: where the page says it comes from, and how it is read.
  const figure = (
    format: EvalToken["format"],
    path: string,
    pick: (figures: NonNullable<ReturnType<typeof realPostsSlice>>) => number | undefined,
  ): EvalToken => ({
    format,
    from: `${at}.${path}`,
    read: (file) => {
      const figures = realPostsSlice(file, slice);
      return figures ? pick(figures) : undefined;
    },
  });
  const sentiment = (analyzer: string) =>
    figure(
      "percent",
      `sentiment[${JSON.stringify(analyzer)}].accuracy`,
      (f) => f.sentiment?.[analyzer]?.accuracy,
    );
  return {
    comments: figure("count", "comments", (f) => f.comments),
    posts: figure("count", "posts", (f) => f.posts),
    accuracy: sentiment("ours"),
    macroF1: figure("f1", "sentiment.ours.macroF1", (f) => f.sentiment?.ours?.macroF1),
    afinn: sentiment("afinn"),
    vader: sentiment("vader"),
    wink: sentiment("wink"),
    target: figure("percent", "target.accuracy", (f) => f.target?.accuracy),
    stance: figure("percent", "stance.accuracy", (f) => f.stance?.accuracy),
    toxicRecall: figure("percent", "toxic.recall", (f) => f.toxic?.recall),
    toxicPrecision: figure("percent", "toxic.precision", (f) => f.toxic?.precision),
    toxicComments: figure("count", "toxic.support", (f) => f.toxic?.support),
    tagsMacroF1: figure("f1", "tags.macroF1", (f) => f.tags?.macroF1),
    language: figure("percent", "language.accuracy", (f) => f.language?.accuracy),
  } satisfies Record<string, EvalToken>;
};

type OwnCheck = NonNullable<NonNullable<EvalFile["realPosts"]>["ownCheck"]>;

/** A figure of our own check labels (see `realPosts.ownCheck` in bench/eval.json). */
const ownCheck = (
  format: EvalToken["format"],
  path: string,
  pick: (figures: OwnCheck) => number | undefined,
): EvalToken => ({
  format,
  from: `realPosts.ownCheck.${path}`,
  read: (file) => {
    const figures = file.realPosts?.ownCheck;
    return figures ? pick(figures) : undefined;
  },
});

const realAll = realPosts("all");
const realHoldout = realPosts("holdout");
const realTune = realPosts("tune");
const realFresh = realPosts("fresh");
const heldOutTags = tagScores("heldOut");
const demoSampleTags = tagScores("demoSample");
const allTags = tagScores("all");
const lowest = extreme("lowest");
const highest = extreme("highest");

/** Every figure markdown can quote: `{{eval:<name>}}`. */
export const EVAL_TOKENS = {
  /** The day the benchmark was run. */
  measuredAt: { format: "date", from: "generatedAt", read: (file) => file.generatedAt },

  // Sentiment: Instagram-style comments written and hand-labelled for CommentLens.
  "labelled.comments": measuredCount("labelled"),
  "labelled.languages": languageCount("labelled"),
  "labelled.accuracy": accuracy("labelled"),
  "labelled.afinn.accuracy": accuracy("labelled", "afinn"),
  "labelled.vader.accuracy": accuracy("labelled", "vader"),
  "labelled.wink.accuracy": accuracy("labelled", "wink"),

  // Real Instagram comments (public posts of two sports brands), labelled by reading them in
  // their threads and analysed through the report; `holdout` posts were kept unseen while
  // the analyzer was tuned, `tune` posts were read while tuning it.
  "realPosts.comments": realAll.comments,
  "realPosts.posts": realAll.posts,
  "realPosts.sectionPosts": {
    format: "count",
    from: "realPosts.posts.all",
    read: (file) => file.realPosts?.posts?.all,
  },
  "realPosts.accuracy": realAll.accuracy,
  "realPosts.macroF1": realAll.macroF1,
  "realPosts.afinn.accuracy": realAll.afinn,
  "realPosts.vader.accuracy": realAll.vader,
  "realPosts.wink.accuracy": realAll.wink,
  "realPosts.target.accuracy": realAll.target,
  "realPosts.tags.macroF1": realAll.tagsMacroF1,
  "realPosts.language.accuracy": realAll.language,
  "realPosts.holdout.comments": realHoldout.comments,
  "realPosts.holdout.posts": realHoldout.posts,
  "realPosts.holdout.accuracy": realHoldout.accuracy,
  "realPosts.holdout.macroF1": realHoldout.macroF1,
  "realPosts.holdout.tags.macroF1": realHoldout.tagsMacroF1,
  "realPosts.holdout.target.accuracy": realHoldout.target,
  "realPosts.holdout.stance.accuracy": realHoldout.stance,
  "realPosts.holdout.toxic.recall": realHoldout.toxicRecall,
  "realPosts.holdout.toxic.precision": realHoldout.toxicPrecision,
  "realPosts.holdout.toxic.comments": realHoldout.toxicComments,
  // The target classifier trains on the tune posts: each predicted by one trained without it.
  "realPosts.tune.target.leaveOnePostOut": {
    format: "percent",
    from: "realPosts.targetTuneLeaveOnePostOut.accuracy",
    read: (file) => file.realPosts?.targetTuneLeaveOnePostOut?.accuracy,
  },
  // A fresh set labelled later, never read while tuning (its totals only): the unseen figures.
  "realPosts.fresh.comments": realFresh.comments,
  "realPosts.fresh.posts": realFresh.posts,
  "realPosts.fresh.accuracy": realFresh.accuracy,
  "realPosts.fresh.macroF1": realFresh.macroF1,
  "realPosts.fresh.target.accuracy": realFresh.target,
  "realPosts.fresh.stance.accuracy": realFresh.stance,
  "realPosts.fresh.toxic.recall": realFresh.toxicRecall,
  "realPosts.fresh.toxic.precision": realFresh.toxicPrecision,
  "realPosts.fresh.toxic.comments": realFresh.toxicComments,
  "realPosts.fresh.tags.macroF1": realFresh.tagsMacroF1,
  // Our own check labels of comments under other posts of the same accounts: nothing is
  // trained, tuned or written from them.
  "realPosts.ownCheck.comments": ownCheck("count", "comments", (c) => c.comments),
  "realPosts.ownCheck.accuracy": ownCheck(
    "percent",
    "sentiment.accuracy",
    (c) => c.sentiment?.accuracy,
  ),
  "realPosts.ownCheck.macroF1": ownCheck("f1", "sentiment.macroF1", (c) => c.sentiment?.macroF1),
  "realPosts.ownCheck.target.accuracy": ownCheck(
    "percent",
    "target.accuracy",
    (c) => c.target?.accuracy,
  ),
  "realPosts.ownCheck.tags.macroF1": ownCheck("f1", "tags.macroF1", (c) => c.tags?.macroF1),
  "realPosts.tune.comments": realTune.comments,
  "realPosts.tune.posts": realTune.posts,
  "realPosts.tune.accuracy": realTune.accuracy,
  "realPosts.tune.macroF1": realTune.macroF1,
  "realPosts.tune.stance.accuracy": realTune.stance,

  // Sentiment: a hand-labelled sample of the bundled demo posts' comments.
  "demoSample.comments": measuredCount("demoSample"),
  "demoSample.accuracy": accuracy("demoSample"),

  // Sentiment: public benchmarks.
  "tweetEval.texts": measuredCount("tweetEval"),
  "tweetEval.accuracy": accuracy("tweetEval"),
  "umsab.texts": measuredCount("umsab"),
  "umsab.accuracy": accuracy("umsab"),
  "umsab.languages": languageCount("umsab"),
  "umsab.languageNames": {
    format: "text",
    from: 'the language codes of sentiment["umsab-val.jsonl"].byLanguage',
    read: (file) => {
      const codes = languageScores(file, "umsab")?.map((s) => s.code);
      return codes ? nameList(codes) : undefined;
    },
  },
  "umsab.lowest.language": lowest.language,
  "umsab.lowest.accuracy": lowest.accuracy,
  "umsab.highest.language": highest.language,
  "umsab.highest.accuracy": highest.accuracy,
  "umsab.meanMacroF1": {
    format: "f1",
    from: "umsabMeanMacroF1.ours",
    read: (file) => file.umsabMeanMacroF1?.ours,
  },

  // Tags: macro-F1 over the tags.
  "tags.count": {
    format: "count",
    from: "the tags of tags.heldOut.perTag",
    read: (file) => Object.keys(file.tags?.heldOut?.perTag ?? {}).length || undefined,
  },
  "tags.all.comments": allTags.rows,
  "tags.all.macroF1": allTags.macroF1,
  "tags.heldOut.comments": heldOutTags.rows,
  "tags.heldOut.macroF1": heldOutTags.macroF1,
  "tags.demoSample.comments": demoSampleTags.rows,
  "tags.demoSample.macroF1": demoSampleTags.macroF1,

  // The toxic tag on public toxicity sets (dev splits).
  "toxicity.olid.precision": toxicityScore("olid-dev", "precision"),
  "toxicity.olid.recall": toxicityScore("olid-dev", "recall"),
  "toxicity.davidson.precision": toxicityScore("davidson-dev", "precision"),
  "toxicity.davidson.recall": toxicityScore("davidson-dev", "recall"),
  "toxicity.sets": {
    format: "count",
    from: "the dev sets of toxicity.sets",
    read: (file) =>
      Object.keys(file.toxicity?.sets ?? {}).filter((name) => name.endsWith("-dev")).length ||
      undefined,
  },
  "toxicity.meanDevF1": {
    format: "f1",
    from: "toxicity.meanDevF1",
    read: (file) => file.toxicity?.meanDevF1,
  },

  // Language detection.
  "language.texts": {
    format: "count",
    from: "language.texts",
    read: (file) => file.language?.texts,
  },
  "language.accuracy": {
    format: "percent",
    from: `language.detectors[${JSON.stringify(LANGUAGE_DETECTOR)}].accuracy`,
    read: (file) => file.language?.detectors?.[LANGUAGE_DETECTOR]?.accuracy,
  },
} as const satisfies Record<string, EvalToken>;

export type EvalTokenName = keyof typeof EVAL_TOKENS;

export const EVAL_TOKEN_NAMES = Object.keys(EVAL_TOKENS).sort() as EvalTokenName[];

function isTokenName(name: string): name is EvalTokenName {
  return Object.hasOwn(EVAL_TOKENS, name);
}

const dayInWords = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The figure in words, or undefined when the value is missing or not what the format needs. */
export function formatFigure(format: Format, value: unknown): string | undefined {
  switch (format) {
    case "percent":
      return typeof value === "number" && value >= 0 && value <= 1
        ? `${(value * 100).toFixed(1)}%`
        : undefined;
    case "f1":
      return typeof value === "number" && value >= 0 && value <= 1 ? value.toFixed(2) : undefined;
    case "count":
      return typeof value === "number" && Number.isSafeInteger(value) && value >= 0
        ? value.toLocaleString("en-US")
        : undefined;
    case "date": {
      if (typeof value !== "string") return undefined;
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? undefined : dayInWords.format(date);
    }
    case "text":
      return typeof value === "string" && value.trim() !== "" ? value : undefined;
  }
}

/** `{{eval:name}}`, with spaces allowed inside the braces. */
const TOKEN = /\{\{\s*eval\s*:([^{}]*)\}\}/g;
/** What is left of a token the pattern above could not read (`{{eval:x}`, `{{ eval x }}`). */
const BROKEN = /\{\{\s*eval\b[^\n]{0,40}/g;

export interface SubstitutionResult {
  text: string;
  /** One message per bad token, naming the file, line and token. */
  problems: string[];
}

/**
 * Replaces the `{{eval:…}}` tokens of content files with measured figures. bench/eval.json is
 * read once, and only when a file has a token.
 */
export class EvalSubstitution {
  private file: { data: EvalFile } | { error: string } | undefined;

  constructor(
    /** Path of bench/eval.json. */
    private readonly evalFile: string,
    /** How bench/eval.json is named in messages. */
    private readonly evalFileLabel = "bench/eval.json",
  ) {}

  private load(): { data: EvalFile } | { error: string } {
    if (!this.file) {
      try {
        this.file = { data: readEvalFile(this.evalFile) };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.file = { error: message };
      }
    }
    return this.file;
  }

  /** The source with every token replaced; `where` names the file in messages. */
  apply(source: string, where: string): SubstitutionResult {
    const problems: string[] = [];
    const lineOf = (offset: number) => source.slice(0, offset).split("\n").length;

    const text = source.replace(TOKEN, (token: string, spaced: string, offset: number) => {
      const name = spaced.trim();
      const at = `${where}:${lineOf(offset)}`;
      if (!isTokenName(name)) {
        problems.push(
          `${at}: unknown figure ${token}; the figures are ${EVAL_TOKEN_NAMES.join(", ")} (apps/web/vite-plugins/content/eval-tokens.ts)`,
        );
        return token;
      }
      const file = this.load();
      if ("error" in file) {
        problems.push(
          `${at}: ${token} needs ${this.evalFileLabel}, which could not be read (${file.error}); run npm run eval`,
        );
        return token;
      }
      const { format, from, read } = EVAL_TOKENS[name];
      const figure = formatFigure(format, read(file.data));
      if (figure === undefined) {
        problems.push(
          `${at}: ${token} has no figure: ${from} is missing from ${this.evalFileLabel} or is not a ${format}; run npm run eval`,
        );
        return token;
      }
      return figure;
    });

    // Anything else starting "{{eval" is a token the pattern could not read. Tokens are blanked
    // out rather than removed, so offsets (and line numbers) stay those of the source.
    const rest = source.replace(TOKEN, (token: string) => " ".repeat(token.length));
    for (const match of rest.matchAll(BROKEN)) {
      problems.push(
        `${where}:${lineOf(match.index)}: malformed figure token ${JSON.stringify(match[0].trim())}; write {{eval:<name>}}`,
      );
    }
    return { text, problems };
  }
}
