// `npx tsx packages/analysis/scripts/prepare-toxicity-data.ts --out <folder> --davidson <csv>
//   --olid <tsv> --toldbr <csv> --germeval <txt> --offenseval-tr <tsv> --id-hate <csv>
//   --hatecheck <folder>`
//
// Turns public labelled toxicity sets into JSONL files of one format,
// `{"id","text","toxic","lang","source"}`, that the toxicity lexicon is checked against
// (`toxicity-<set>-train.jsonl`, read by build-toxicity-lexicon.ts) and measured on
// (`toxicity-<set>-dev.jsonl`, read by `npm run eval`). Only training files are read (never a
// published test split). Sets without a published dev split are split by a hash of the row id:
// a fifth of the rows, always the same ones, are dev. Every flag is optional; sets whose flag
// is missing are skipped. Sources, licences and the labelling of each set: src/toxicity/SOURCES.md.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Papa from "papaparse";

export interface ToxicityRow {
  id: string;
  text: string;
  toxic: boolean;
  lang: string;
  source: string;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&apos;": "'",
  "&#39;": "'",
};

export function cleanText(raw: string): string {
  return raw
    .replace(/^\uFEFF/, "")
    .replace(/[\r\n\t]+/g, " ")
    .replace(/&(?:amp|lt|gt|quot|apos|#39);/g, (m) => ENTITIES[m] ?? m)
    .trim();
}

/** A fifth of the rows, chosen by the SHA-256 of their id: the dev split of a set without one. */
export function isDev(id: string): boolean {
  return createHash("sha256").update(id).digest()[0] < 52;
}

function csv(file: string, delimiter = ","): Array<Record<string, string>> {
  return Papa.parse<Record<string, string>>(readFileSync(file, "utf8"), {
    header: true,
    delimiter,
    skipEmptyLines: true,
    quoteChar: delimiter === "\t" ? "\u0000" : '"',
  }).data;
}

/**
 * English tweets (Davidson et al. 2017): hate speech or offensive language (the majority of
 * raters' class 0 or 1) is toxic.
 */
export function davidson(file: string): ToxicityRow[] {
  return csv(file).map((r) => ({
    id: `davidson:${r[""]}`,
    text: cleanText(r.tweet ?? ""),
    toxic: r.class === "0" || r.class === "1",
    lang: "en",
    source: "davidson",
  }));
}

/**
 * English tweets (OLID, OffensEval 2019): offensive and targeted (subtask B "TIN": insults and
 * threats at a person or group) is toxic; untargeted profanity ("UNT") is not.
 */
export function olid(file: string): ToxicityRow[] {
  return csv(file, "\t").map((r) => ({
    id: `olid:${r.id}`,
    text: cleanText(r.tweet ?? ""),
    toxic: r.subtask_a === "OFF" && r.subtask_b === "TIN",
    lang: "en",
    source: "olid",
  }));
}

/**
 * Brazilian Portuguese tweets (ToLD-Br): toxic when at least two of its three raters flagged
 * an insult, homophobia, racism, misogyny or xenophobia; obscenity alone is not.
 */
export function toldBr(file: string): ToxicityRow[] {
  const kinds = ["homophobia", "insult", "racism", "misogyny", "xenophobia"];
  return csv(file).map((r, i) => ({
    id: `toldbr:${i}`,
    text: cleanText(r.text ?? ""),
    toxic: kinds.some((k) => Number(r[k]) >= 2),
    lang: "pt",
    source: "toldbr",
  }));
}

/** German tweets (GermEval 2018 training file): ABUSE and INSULT are toxic, PROFANITY is not. */
export function germEval(file: string): ToxicityRow[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((line, i) => {
      const [text = "", , fine = ""] = line.split("\t");
      return {
        id: `germeval:${i}`,
        text: cleanText(text),
        toxic: fine.trim() === "ABUSE" || fine.trim() === "INSULT",
        lang: "de",
        source: "germeval",
      };
    });
}

/**
 * Turkish tweets (OffensEval 2020, Çöltekin's training file): "OFF" is toxic. The set does not
 * tell targeted insults from swearing, so it counts some profanity as toxic.
 */
export function offensEvalTr(file: string): ToxicityRow[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .flatMap((line) => {
      const [id = "", text = "", label = ""] = line.split("\t");
      if (id === "id") return [];
      return [
        {
          id: `offenseval-tr:${id}`,
          text: cleanText(text),
          toxic: label.trim() === "OFF",
          lang: "tr",
          source: "offenseval-tr",
        },
      ];
    });
}

/**
 * Indonesian tweets (Ibrohim & Budi 2019): hate speech ("HS", at a person or a group) is
 * toxic; abusive language alone (swearing) is not. Its licence is non-commercial: the set is
 * used to measure only, never to choose words.
 */
export function indonesianHate(file: string): ToxicityRow[] {
  const text = readFileSync(file, "latin1");
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data.map(
    (r, i) => ({
      id: `id-hate:${i}`,
      text: cleanText(r.Tweet ?? ""),
      toxic: r.HS === "1",
      lang: "id",
      source: "id-hate",
    }),
  );
}

const HATECHECK_LANGS: Record<string, string> = {
  spanish: "es",
  portuguese: "pt",
  french: "fr",
  german: "de",
  italian: "it",
};

/**
 * Multilingual HateCheck test cases, relabelled to this analyzer's notion of toxic: hateful
 * cases, and abuse aimed at an individual ("target_indiv_nh", not hate in HateCheck's sense but
 * an insult), are toxic; counter-speech, non-hateful profanity and abuse of objects are not.
 * A test suite, not a sample of comments: for measuring only.
 */
export function hateCheck(folder: string): ToxicityRow[] {
  return Object.entries(HATECHECK_LANGS).flatMap(([name, lang]) =>
    csv(path.join(folder, `hatecheck_cases_final_${name}.csv`)).map((r) => ({
      id: `hatecheck-${lang}:${r.mhc_case_id}`,
      text: cleanText(r.test_case ?? ""),
      toxic: r.label_gold === "hateful" || r.functionality === "target_indiv_nh",
      lang,
      source: `hatecheck-${lang}`,
    })),
  );
}

function main(): void {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const out = arg("out");
  if (!out) throw new Error("--out <folder> is required");
  mkdirSync(out, { recursive: true });
  const sets: Array<[string, string | undefined, (f: string) => ToxicityRow[], boolean]> = [
    ["davidson", arg("davidson"), davidson, true],
    ["olid", arg("olid"), olid, true],
    ["toldbr", arg("toldbr"), toldBr, true],
    ["germeval", arg("germeval"), germEval, true],
    ["offenseval-tr", arg("offenseval-tr"), offensEvalTr, true],
    // Non-commercial licence: no training file, only the dev fifth for measuring.
    ["id-hate", arg("id-hate"), indonesianHate, false],
    ["hatecheck", arg("hatecheck"), hateCheck, false],
  ];
  const write = (name: string, rows: ToxicityRow[]) => {
    writeFileSync(
      path.join(out, name),
      rows.map((r) => JSON.stringify(r)).join("\n") + (rows.length ? "\n" : ""),
    );
    const toxic = rows.filter((r) => r.toxic).length;
    console.log(`${name}: ${rows.length} rows, ${toxic} toxic`);
  };
  for (const [name, file, load, train] of sets) {
    if (!file) continue;
    const seen = new Set<string>();
    const rows = load(file).filter((r) => {
      if (!r.text || seen.has(r.text)) return false;
      seen.add(r.text);
      return true;
    });
    if (name === "hatecheck") {
      write("toxicity-hatecheck.jsonl", rows);
      continue;
    }
    write(
      `toxicity-${name}-dev.jsonl`,
      rows.filter((r) => isDev(r.id)),
    );
    if (train)
      write(
        `toxicity-${name}-train.jsonl`,
        rows.filter((r) => !isDev(r.id)),
      );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
