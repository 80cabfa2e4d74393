// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readEvalFile } from "../../scripts/eval-figures";
import { helpSearchDocuments, loadContent } from "./collections";
import {
  DEFAULT_EVAL_FILE,
  EVAL_TOKEN_NAMES,
  EVAL_TOKENS,
  EvalSubstitution,
  formatFigure,
} from "./eval-tokens";

/** A small bench/eval.json with every figure the tokens read. */
const evalData = {
  generatedAt: "2026-11-23T20:38:42.293Z",
  sentiment: {
    "labelled/comments.jsonl (ours)": {
      rows: 458,
      analyzers: {
        ours: { n: 458, accuracy: 0.75764192139738 },
        afinn: { n: 458, accuracy: 0.5633187772925764 },
        vader: { n: 458, accuracy: 0.5021834061135371 },
        wink: { n: 458, accuracy: 0.6157205240174672 },
      },
      byLanguage: {
        en: { ours: { accuracy: 0.7 } },
        fr: { ours: { accuracy: 0.8 } },
        und: { ours: { accuracy: 1 } },
      },
    },
    "labelled/demo-sample.jsonl": { rows: 332, analyzers: { ours: { n: 332, accuracy: 0.72 } } },
    "tweeteval-val.jsonl": { rows: 1999, analyzers: { ours: { n: 1999, accuracy: 0.6843 } } },
    "umsab-val.jsonl": {
      rows: 2589,
      analyzers: { ours: { n: 2589, accuracy: 0.5901892622634222 } },
      byLanguage: {
        ar: { ours: { accuracy: 0.617 } },
        en: { ours: { accuracy: 0.6873065015479877 } },
        hi: { ours: { accuracy: 0.36728395061728397 } },
        pt: { ours: { accuracy: 0.583 } },
      },
    },
  },
  umsabMeanMacroF1: { ours: 0.5914615865329481 },
  tags: {
    all: { rows: 458, macroF1: 0.949 },
    heldOut: {
      rows: 78,
      perTag: { question: {}, praise: {}, spam: {} },
      macroF1: 0.8426427738927739,
    },
    demoSample: { rows: 332, macroF1: 0.6814764400854524 },
  },
  language: {
    texts: 9643,
    detectors: { "ours (fast paths + eld)": { accuracy: 0.9359120605620658 } },
  },
  realPosts: {
    posts: { labelled: 12, all: 415 },
    targetTuneLeaveOnePostOut: { accuracy: 0.783, comments: 391 },
    ownCheck: {
      comments: 200,
      sentiment: { accuracy: 0.7, macroF1: 0.6604 },
      target: { accuracy: 0.69 },
      tags: { macroF1: 0.6471 },
    },
    slices: {
      tune: { posts: 8, comments: 400, sentiment: { ours: { accuracy: 0.795 } } },
      holdout: {
        posts: 4,
        comments: 200,
        sentiment: { ours: { accuracy: 0.755 } },
        target: { accuracy: 0.845 },
        toxic: { precision: 1, recall: 0.5, support: 4 },
        tags: { macroF1: 0.592 },
      },
      all: {
        posts: 12,
        comments: 600,
        sentiment: {
          ours: { accuracy: 0.7816666, macroF1: 0.757 },
          afinn: { accuracy: 0.5 },
          vader: { accuracy: 0.46 },
          wink: { accuracy: 0.6033 },
        },
        target: { accuracy: 0.7666 },
        tags: { macroF1: 0.601 },
        language: { n: 383, accuracy: 0.807 },
      },
    },
  },
};

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), "commentlens-eval-tokens-"));
}

function evalFile(data: unknown = evalData): string {
  const file = path.join(tempDir(), "eval.json");
  writeFileSync(file, typeof data === "string" ? data : JSON.stringify(data));
  return file;
}

const substitute = (source: string, data?: unknown) =>
  new EvalSubstitution(evalFile(data)).apply(source, "help/x.md");

describe("figure formatting", () => {
  it("formats percentages, F1 scores, counts and dates", () => {
    expect(formatFigure("percent", 0.5901892622634222)).toBe("59.0%");
    expect(formatFigure("percent", 1)).toBe("100.0%");
    expect(formatFigure("f1", 0.8426427738927739)).toBe("0.84");
    expect(formatFigure("f1", 0.6814764400854524)).toBe("0.68");
    expect(formatFigure("count", 2589)).toBe("2,589");
    expect(formatFigure("count", 78)).toBe("78");
    // The UTC day: late on the 23rd in UTC is still the 23rd.
    expect(formatFigure("date", "2026-11-23T23:59:00.000Z")).toBe("23 November 2026");
    expect(formatFigure("text", "Hindi")).toBe("Hindi");
  });

  it("refuses values that are missing or not of the format's kind", () => {
    expect(formatFigure("percent", undefined)).toBeUndefined();
    expect(formatFigure("percent", "0.5")).toBeUndefined();
    expect(formatFigure("percent", 58.4)).toBeUndefined();
    expect(formatFigure("f1", Number.NaN)).toBeUndefined();
    expect(formatFigure("count", 1.5)).toBeUndefined();
    expect(formatFigure("date", "soon")).toBeUndefined();
    expect(formatFigure("text", "")).toBeUndefined();
  });
});

describe("eval tokens", () => {
  it("replaces every token with its measured figure", () => {
    const result = substitute(
      [
        "Run of {{eval:measuredAt}}: **{{eval:umsab.accuracy}}** on {{eval:umsab.texts}} tweets",
        "in {{eval:umsab.languages}} languages ({{eval:umsab.languageNames}}), from",
        "{{eval:umsab.lowest.accuracy}} in {{eval:umsab.lowest.language}} to",
        "{{ eval: umsab.highest.accuracy }} in {{eval:umsab.highest.language}}.",
        "Tags: {{eval:tags.heldOut.macroF1}} over {{eval:tags.count}} tags on {{eval:tags.heldOut.comments}};",
        "{{eval:tags.demoSample.macroF1}}. Languages: {{eval:language.accuracy}} of {{eval:language.texts}}.",
        "{{eval:labelled.comments}} comments in {{eval:labelled.languages}} languages: {{eval:labelled.accuracy}},",
        "wink {{eval:labelled.wink.accuracy}}, AFINN {{eval:labelled.afinn.accuracy}}, VADER {{eval:labelled.vader.accuracy}}.",
      ].join("\n"),
    );
    expect(result.problems).toEqual([]);
    expect(result.text).toBe(
      [
        "Run of 23 November 2026: **59.0%** on 2,589 tweets",
        "in 4 languages (Arabic, English, Hindi and Portuguese), from",
        "36.7% in Hindi to",
        "68.7% in English.",
        "Tags: 0.84 over 3 tags on 78;",
        "0.68. Languages: 93.6% of 9,643.",
        "458 comments in 2 languages: 75.8%,",
        "wink 61.6%, AFINN 56.3%, VADER 50.2%.",
      ].join("\n"),
    );
  });

  it("quotes the real comments' figures, all of them and the held-out posts apart", () => {
    const result = substitute(
      [
        "{{eval:realPosts.accuracy}} of {{eval:realPosts.comments}} comments under {{eval:realPosts.posts}} posts",
        "(of {{eval:realPosts.sectionPosts}}; macro-F1 {{eval:realPosts.macroF1}}); held out:",
        "{{eval:realPosts.holdout.accuracy}} on {{eval:realPosts.holdout.comments}} comments of {{eval:realPosts.holdout.posts}} posts;",
        "tuned on {{eval:realPosts.tune.comments}} of {{eval:realPosts.tune.posts}}: {{eval:realPosts.tune.accuracy}}.",
        "wink {{eval:realPosts.wink.accuracy}}, AFINN {{eval:realPosts.afinn.accuracy}}, VADER {{eval:realPosts.vader.accuracy}};",
        "target {{eval:realPosts.target.accuracy}}, tags {{eval:realPosts.tags.macroF1}} ({{eval:realPosts.holdout.tags.macroF1}} held out),",
        "target held out {{eval:realPosts.holdout.target.accuracy}}, tune posts left out {{eval:realPosts.tune.target.leaveOnePostOut}},",
        "language {{eval:realPosts.language.accuracy}}.",
        "toxic held out: {{eval:realPosts.holdout.toxic.recall}} of {{eval:realPosts.holdout.toxic.comments}} at {{eval:realPosts.holdout.toxic.precision}}.",
        "check labels: {{eval:realPosts.ownCheck.accuracy}} of {{eval:realPosts.ownCheck.comments}} (macro-F1 {{eval:realPosts.ownCheck.macroF1}}), target {{eval:realPosts.ownCheck.target.accuracy}}, tags {{eval:realPosts.ownCheck.tags.macroF1}}.",
      ].join("\n"),
    );
    expect(result.problems).toEqual([]);
    expect(result.text).toBe(
      [
        "78.2% of 600 comments under 12 posts",
        "(of 415; macro-F1 0.76); held out:",
        "75.5% on 200 comments of 4 posts;",
        "tuned on 400 of 8: 79.5%.",
        "wink 60.3%, AFINN 50.0%, VADER 46.0%;",
        "target 76.7%, tags 0.60 (0.59 held out),",
        "target held out 84.5%, tune posts left out 78.3%,",
        "language 80.7%.",
        "toxic held out: 50.0% of 4 at 100.0%.",
        "check labels: 70.0% of 200 (macro-F1 0.66), target 69.0%, tags 0.65.",
      ].join("\n"),
    );
  });

  it("leaves text without tokens alone and does not read the benchmark for it", () => {
    const result = new EvalSubstitution("/nonexistent/eval.json").apply(
      "Scores run from 0 to 100%. {{not a token}}",
      "help/x.md",
    );
    expect(result).toEqual({ text: "Scores run from 0 to 100%. {{not a token}}", problems: [] });
  });

  it("names the file, line and token of an unknown figure", () => {
    const result = substitute("Intro.\n\nAccuracy: {{eval:umsab.acuracy}}.\n");
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(
      /^help\/x\.md:3: unknown figure \{\{eval:umsab\.acuracy\}\}; the figures are .*umsab\.accuracy/,
    );
    expect(result.text).not.toContain("undefined");
  });

  it("names the file, line, token and missing key when the benchmark lacks a figure", () => {
    const data = structuredClone(evalData) as Record<string, unknown>;
    delete data.language;
    const result = substitute("A\n{{eval:language.accuracy}} and {{eval:umsab.accuracy}}", data);
    expect(result.problems).toEqual([
      'help/x.md:2: {{eval:language.accuracy}} has no figure: language.detectors["ours (fast paths + eld)"].accuracy is missing from bench/eval.json or is not a percent; run npm run eval',
    ]);
    expect(result.text).toBe("A\n{{eval:language.accuracy}} and 59.0%");
    expect(result.text).not.toContain("undefined");
  });

  it("reports an unreadable benchmark file and malformed tokens", () => {
    const unreadable = new EvalSubstitution("/nonexistent/eval.json").apply(
      "{{eval:measuredAt}}",
      "help/x.md",
    );
    expect(unreadable.problems[0]).toMatch(
      /^help\/x\.md:1: \{\{eval:measuredAt\}\} needs bench\/eval\.json, which could not be read \(.*ENOENT.*\); run npm run eval$/,
    );

    const broken = substitute("ok {{eval:umsab.accuracy}}\nthen {{eval:umsab.accuracy} here");
    expect(broken.problems).toEqual([
      'help/x.md:2: malformed figure token "{{eval:umsab.accuracy} here"; write {{eval:<name>}}',
    ]);
  });

  it("has a figure for every name in the committed bench/eval.json", () => {
    const file = readEvalFile(DEFAULT_EVAL_FILE);
    for (const name of EVAL_TOKEN_NAMES) {
      const { format, read } = EVAL_TOKENS[name];
      expect(formatFigure(format, read(file)), name).toBeDefined();
    }
  });
});

describe("content with eval tokens", () => {
  function fixture(files: Record<string, string>) {
    const root = tempDir();
    const all: Record<string, string> = {
      "content/help/start.md":
        '---\nslug: "getting-started"\ntitle: "Getting Started"\ndescription: "Measured {{eval:tweetEval.accuracy}}."\norder: 1\n---\n\n## How accurate\n\nUMSAB: **{{eval:umsab.accuracy}}** on {{eval:umsab.texts}} tweets.\n',
      "content/help/faq.json": JSON.stringify([
        { question: "How accurate?", answer: "About {{eval:labelled.accuracy}}." },
      ]),
      "content/legal/privacy.md": '---\ntitle: "Privacy"\nupdated: 2024-12-15\n---\n\nUs.\n',
      "content/legal/terms.md": '---\ntitle: "Terms"\nupdated: 2024-12-15\n---\n\nTerms.\n',
      "docs/methodology.md": "# Method\n\nRun of {{eval:measuredAt}}.\n",
      "bench/eval.json": JSON.stringify(evalData),
      ...files,
    };
    for (const [file, text] of Object.entries(all)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return {
      contentDir: path.join(root, "content"),
      methodology: path.join(root, "docs/methodology.md"),
      evalFile: path.join(root, "bench/eval.json"),
      root,
    };
  }

  it("renders the figures into pages, descriptions, the FAQ and the help search index", () => {
    const content = loadContent(fixture({}));
    const help = content.help[0];
    expect(help?.description).toBe("Measured 68.4%.");
    expect(help?.body.html).toContain("UMSAB: <strong>59.0%</strong> on 2,589 tweets.");
    expect(content.faq[0]?.answerText).toBe("About 75.8%.");
    expect(content.pages.methodology.html).toContain("Run of 23 November 2026.");

    const search = JSON.stringify(helpSearchDocuments(content));
    expect(search).toContain("UMSAB: 59.0% on 2,589 tweets.");
    expect(search).toContain("Measured 68.4%.");
    expect(search).toContain("About 75.8%.");
    expect(search).not.toContain("{{");
  });

  it("fails the build naming the file and token, never printing undefined", () => {
    const run = () =>
      loadContent(
        fixture({
          "content/legal/terms.md":
            '---\ntitle: "Terms"\nupdated: 2024-12-15\n---\n\nTerms.\n\n{{eval:nope}}\n',
          "bench/eval.json": JSON.stringify({ ...evalData, generatedAt: undefined }),
        }),
      );
    expect(run).toThrow(/content\/legal\/terms\.md:8: unknown figure \{\{eval:nope\}\}/);
    expect(run).toThrow(
      /docs\/methodology\.md:3: \{\{eval:measuredAt\}\} has no figure: generatedAt is missing from bench\/eval\.json/,
    );
    expect(run).not.toThrow(/undefined/);
  });
});

describe("the site's content", () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const contentDir = path.resolve(here, "../../src/content");
  const methodology = path.resolve(here, "../../../../docs/methodology.md");

  function contentFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return contentFiles(file);
      return /\.(md|json)$/.test(entry.name) ? [file] : [];
    });
  }

  it("quotes no measured percentage or F1 score as literal text", () => {
    const file = readEvalFile(DEFAULT_EVAL_FILE);
    const measured = new Set<string>();
    for (const name of EVAL_TOKEN_NAMES) {
      const { format, read } = EVAL_TOKENS[name];
      if (format !== "percent" && format !== "f1") continue;
      const figure = formatFigure(format, read(file));
      if (figure) measured.add(figure);
    }
    const literal: string[] = [];
    for (const source of [...contentFiles(contentDir), methodology]) {
      const text = readFileSync(source, "utf8").replace(/\{\{[^{}]*\}\}/g, "");
      for (const match of text.matchAll(/(?<!\d)\d+\.\d%|\b0\.\d\d\b/g)) {
        if (measured.has(match[0])) literal.push(`${path.relative(here, source)}: ${match[0]}`);
      }
    }
    expect(literal, "write {{eval:<name>}} instead of the figure").toEqual([]);
  });

  it("builds with every token of the real content resolved", () => {
    const content = loadContent({
      contentDir,
      methodology,
      root: path.resolve(here, "../../../.."),
    });
    const article = content.help.find((a) => a.slug === "sentiment-analysis");
    expect(article?.body.html).not.toContain("{{");
    expect(JSON.stringify(helpSearchDocuments(content))).not.toContain("{{eval");
  });
});
