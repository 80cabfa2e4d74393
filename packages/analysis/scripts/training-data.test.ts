import { describe, expect, it } from "vitest";
import type { Row } from "./lib.js";
import {
  capByHashedId,
  dedupeByText,
  dropOverlaps,
  goEmotionsLabel,
  normaliseText,
  overlapKey,
  readGoEmotions,
  readLines,
  readPolarityCsv,
  readTextLabelTsv,
  toJsonl,
} from "./training-data.js";

function row(id: string, text: string, label: Row["label"] = "positive"): Row {
  return { id, text, label, lang: "en", source: "test" };
}

describe("normaliseText", () => {
  it("turns line breaks and tabs into one space and trims, keeping everything else", () => {
    expect(normaliseText("\uFEFF  so good\r\n\r\nreally\tyes  ")).toBe("so good really yes");
    expect(normaliseText("@user LOVE this 😍😍  http://t.co/x")).toBe(
      "@user LOVE this 😍😍  http://t.co/x",
    );
  });

  it("decodes the common HTML entities exactly once", () => {
    expect(normaliseText("fish &amp; chips &lt;3 &quot;wow&quot; it&#39;s &apos;ok&apos;")).toBe(
      `fish & chips <3 "wow" it's 'ok'`,
    );
    expect(normaliseText("&amp;lt;3")).toBe("&lt;3");
    expect(normaliseText("&nbsp;&copy;")).toBe("&nbsp;&copy;");
  });
});

describe("goEmotionsLabel", () => {
  it("maps emotions to the sentiment of their group", () => {
    expect(goEmotionsLabel(["admiration", "gratitude"])).toBe("positive");
    expect(goEmotionsLabel(["annoyance"])).toBe("negative");
    expect(goEmotionsLabel(["neutral"])).toBe("neutral");
  });

  it("lets an ambiguous emotion beside a clear one keep the clear one", () => {
    expect(goEmotionsLabel(["surprise", "joy"])).toBe("positive");
    expect(goEmotionsLabel(["confusion", "disapproval"])).toBe("negative");
    expect(goEmotionsLabel(["curiosity", "neutral"])).toBe("neutral");
  });

  it("gives no label to mixed or only ambiguous emotions", () => {
    expect(goEmotionsLabel(["love", "sadness"])).toBeUndefined();
    expect(goEmotionsLabel(["approval", "neutral"])).toBeUndefined();
    expect(goEmotionsLabel(["surprise"])).toBeUndefined();
  });

  it("refuses an emotion it does not know", () => {
    expect(() => goEmotionsLabel(["smugness"])).toThrow(/smugness/);
  });
});

describe("reading the source files", () => {
  const emotions = ["admiration", "anger", "surprise", "neutral"];

  it("reads GoEmotions rows, unquoting quoted texts and counting the unclear ones", () => {
    const tsv = [
      "This trail looks amazing\t0\tabc1",
      '"He said ""never again"" and left"\t1\tabc2',
      "No way!\t2\tabc3",
      "Meeting moved to 3pm\t3\tabc4",
    ].join("\n");
    const { rows, unclear } = readGoEmotions(tsv, emotions, "train");
    expect(unclear).toBe(1);
    expect(rows.map((r) => [r.id, r.text, r.label])).toEqual([
      ["goemotions:train:0", "This trail looks amazing", "positive"],
      ["goemotions:train:1", 'He said "never again" and left', "negative"],
      ["goemotions:train:3", "Meeting moved to 3pm", "neutral"],
    ]);
  });

  it("rejects a GoEmotions row with an emotion id out of range", () => {
    expect(() => readGoEmotions("Nice one\t9\tabc1\n", emotions, "dev")).toThrow(/emotion id 9/);
  });

  it("reads text/label TSV, P/N CSV and one-text-per-line files", () => {
    expect(readTextLabelTsv("enak banget\tpositive\n", "smsa:train", "id", "smsa")).toEqual([
      { id: "smsa:train:0", text: "enak banget", label: "positive", lang: "id", source: "smsa" },
    ]);
    expect(() => readTextLabelTsv("biasa saja\tmixed\n", "smsa:train", "id", "smsa")).toThrow(
      /row 0/,
    );
    const csv = 'Text,Sentiment\n"harika, bayıldım",P\nçok sıkıcı,N\n';
    expect(readPolarityCsv(csv, "tr:all", "tr", "t").map((r) => [r.text, r.label])).toEqual([
      ["harika, bayıldım", "positive"],
      ["çok sıkıcı", "negative"],
    ]);
    expect(() => readPolarityCsv("Metin,Duygu\nfena değil,P\n", "tr:all", "tr", "t")).toThrow(
      /header/,
    );
    expect(
      readLines("bugün hava güzel\nyarın görüşürüz\n", "k:notr", "neutral", "tr", "k"),
    ).toEqual([
      { id: "k:notr:0", text: "bugün hava güzel", label: "neutral", lang: "tr", source: "k" },
      { id: "k:notr:1", text: "yarın görüşürüz", label: "neutral", lang: "tr", source: "k" },
    ]);
  });
});

describe("dedupeByText", () => {
  it("keeps the first of repeated texts, drops conflicting texts entirely, and drops empty ones", () => {
    const result = dedupeByText([
      row("a:0", "best drop of the year"),
      row("a:1", "meh", "neutral"),
      row("a:2", "best drop of the year"),
      row("a:3", "meh", "negative"),
      row("a:4", ""),
      row("a:5", "Best drop of the year"),
    ]);
    expect(result.rows.map((r) => r.id)).toEqual(["a:0", "a:5"]);
    expect(result).toMatchObject({ duplicates: 1, conflicting: 2, empty: 1 });
  });
});

describe("dropOverlaps", () => {
  it("drops rows whose text matches a held-out text ignoring case and outer spaces", () => {
    const keys = new Set([overlapKey("  Where Is This Place? ")]);
    const result = dropOverlaps(
      [row("a:0", "where is this place?"), row("a:1", "where is this place??")],
      keys,
    );
    expect(result.rows.map((r) => r.id)).toEqual(["a:1"]);
    expect(result.dropped).toBe(1);
  });
});

describe("capByHashedId", () => {
  const rows = Array.from({ length: 50 }, (_, i) => row(`set:train:${i}`, `text ${i}`));

  it("keeps the same rows whatever the input order, in their original order", () => {
    const kept = capByHashedId(rows, 20);
    const fromReversed = capByHashedId([...rows].reverse(), 20);
    expect(kept).toHaveLength(20);
    expect(new Set(fromReversed.map((r) => r.id))).toEqual(new Set(kept.map((r) => r.id)));
    const positions = kept.map((r) => rows.indexOf(r));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("leaves a set under the cap untouched", () => {
    expect(capByHashedId(rows, 50)).toEqual(rows);
  });
});

describe("toJsonl", () => {
  it("writes one compact object per line with the fields in the evaluation files' order", () => {
    const out = toJsonl([
      { source: "s", lang: "tr", label: "neutral", text: "tamam 👍", id: "s:0" },
    ]);
    expect(out).toBe('{"id":"s:0","text":"tamam 👍","label":"neutral","lang":"tr","source":"s"}\n');
  });
});
