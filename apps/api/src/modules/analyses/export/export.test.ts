import { LocalAnalyzer } from "@commentlens/analysis";
import { DemoProvider } from "@commentlens/instagram";
import type { AnalysisComment, AnalysisResult, Comment, ExportFormat } from "@commentlens/shared";
import {
  analysisResultSchema,
  entityStances,
  sentimentTitle,
  stanceWords,
  TARGET_NAMES,
} from "@commentlens/shared";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { looksLikeFormula } from "../../../lib/csv.js";
import { isWinAnsi, pdfQuote, pdfSentence, pdfText } from "../../../lib/pdf/text.js";
import { buffer, pdfPages, text } from "../../../test/export-body.js";
import { type ExportInput, renderExport } from "./index.js";
import {
  analyzedLine,
  COMMENT_COLUMNS,
  entityLine,
  entityName,
  unansweredIntro,
} from "./report.js";

const CREATED_AT = "2026-11-23T14:28:00.000Z";
const GENERATED_AT = new Date("2026-11-24T09:00:00.000Z");
const SECTION_HEADINGS = [
  "Comment Sentiment Breakdown",
  "Languages",
  "Know Your Audience",
  "Audience Personas",
  "User Feedback Analysis",
  "Engagement & Pain Points",
  "Content Opportunities",
  "Actionable Strategies",
  "Unanswered questions",
];

const LONG_QUESTION = `Does the hip belt come off? ${"I carry a camera and a tripod on long hikes and need to know how it sits on the hips, ".repeat(6)}THE-END-OF-THE-LONG-COMMENT`;

/**
 * Comments a real audience writes that exports must survive: quotes, commas and newlines,
 * formula-like starts (spreadsheet injection), accents, emoji, and a script Helvetica lacks.
 * The questions have the most likes so the PDF quotes them among the unanswered.
 */
const CRAFTED: Array<Pick<Comment, "id" | "username" | "text" | "likes">> = [
  {
    id: "x-quotes",
    username: "ana.lima",
    text: 'She said "best pack ever", and I agree,\nsecond line here 😍🔥',
    likes: 3,
  },
  {
    id: "x-formula",
    username: "=evil",
    text: '=HYPERLINK("http://evil.example","click")',
    likes: 0,
  },
  { id: "x-plus", username: "bea", text: "+1 for the olive colour", likes: 1 },
  { id: "x-minus", username: "caio", text: "-10% off would be nice", likes: 0 },
  { id: "x-tab", username: "dan", text: "\tcmd /c calc", likes: 0 },
  { id: "x-cr", username: "eva", text: "\r=1+1", likes: 0 },
  { id: "x-multiline-formula", username: "fede", text: "=1+1\nlooks harmless", likes: 0 },
  // Excel splits on ";" in many locales: each piece would be a cell that starts with "=".
  {
    id: "x-semicolon-formula",
    username: "gil;=evil",
    text: 'nice;=HYPERLINK("http://evil.example","x");+1;-2|@SUM(A1)\t=3',
    likes: 0,
  },
  {
    id: "x-pt-question",
    username: "joão.silva",
    text: "Ação incrível! Vocês enviam para o Brasil? Coração ❤️",
    likes: 90_000,
  },
  {
    id: "x-ru-question",
    username: "ivan",
    text: "Сколько стоит доставка в Москву?",
    likes: 80_000,
  },
  { id: "x-long-question", username: "greta", text: LONG_QUESTION, likes: 70_000 },
];

async function loadPost(shortcode: string) {
  const provider = new DemoProvider();
  const post = await provider.getPost(shortcode);
  const comments: Comment[] = [];
  for await (const page of provider.commentPages(shortcode, { maxPages: 1_000 })) {
    comments.push(...page);
  }
  return { post, comments };
}

interface BuildOptions {
  crafted?: boolean;
  /** An imported file: no post, no shortcode, no creator replies. */
  asImport?: boolean;
}

/** An export input built like the app builds it: demo comments through the local analyser. */
async function buildInput(shortcode: string, options: BuildOptions = {}): Promise<ExportInput> {
  const { post, comments: fetched } = await loadPost(shortcode);
  const last = fetched.reduce((a, c) => (c.timestamp > a ? c.timestamp : a), post.takenAt);
  const comments: Comment[] = [
    ...fetched,
    ...(options.crafted ? CRAFTED : []).map((c) => ({
      ...c,
      timestamp: last,
      replyCount: 0,
      parentId: null,
      isFromOwner: false,
    })),
  ];
  const result = await new LocalAnalyzer().analyze({
    comments,
    post: options.asImport ? null : post,
    available: options.asImport
      ? comments.length
      : post.commentCount + (comments.length - fetched.length),
    repliesIncluded: !options.asImport,
  });
  const byId = new Map(result.comments.map((c) => [c.id, c]));
  const rows: AnalysisComment[] = comments.map((c) => {
    const r = byId.get(c.id);
    if (!r) throw new Error(`no result for ${c.id}`);
    return {
      id: c.id,
      username: c.username,
      text: c.text,
      likes: c.likes,
      timestamp: c.timestamp,
      reply_count: c.replyCount,
      parent_id: c.parentId,
      is_from_owner: c.isFromOwner,
      score: r.score,
      label: r.label,
      language: r.language,
      target: r.target,
      stance: r.stance,
      about: r.about ?? null,
      tags: r.tags,
      corrected: false,
      status: null,
      status_note: null,
      assignee: null,
      assignment_note: null,
    };
  });
  return {
    analysis: {
      id: `analysis-${shortcode}`,
      status: "completed",
      step: "strategy",
      progress: 100,
      message: "Analysis complete!",
      post_url: options.asImport ? "" : post.url,
      shortcode: options.asImport ? null : post.shortcode,
      source: options.asImport ? "import" : "demo",
      file_name: options.asImport ? "comentarios-exportados.csv" : null,
      import_owner: null,
      duplicates_skipped: 0,
      created_at: CREATED_AT,
      fetched: { pages: 1, comments: rows.length, total: post.commentCount },
      post: options.asImport ? null : post,
      result,
      comparison: null,
      timeline: null,
      error: null,
      error_code: null,
      visitor: false,
      expires_at: null,
      can_correct: false,
      can_share: false,
      can_schedule: false,
      can_assign: false,
      can_export: true,
    },
    // Any order: the database's is not the display order.
    comments: rows.reverse(),
    generatedAt: GENERATED_AT,
  };
}

let portuguese: ExportInput;
let big: ExportInput;

beforeAll(async () => {
  portuguese = await buildInput("DeyzF4D5JYq", { crafted: true });
  big = await buildInput("DeuGrzTl6DY", { crafted: true });
});

describe("file names and types", () => {
  it.each([
    ["csv", "text/csv; charset=utf-8"],
    ["xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["json", "application/json; charset=utf-8"],
    ["pdf", "application/pdf"],
  ] as Array<[ExportFormat, string]>)(
    "%s is commentlens-{shortcode}-{day}",
    async (format, type) => {
      const file = await renderExport(format, portuguese);
      expect(file.fileName).toBe(`commentlens-DeyzF4D5JYq-2026-11-23.${format}`);
      expect(file.contentType).toBe(type);
    },
  );
});

describe("CSV", () => {
  async function parsed(input: ExportInput) {
    const body = text((await renderExport("csv", input)).body);
    expect(body.startsWith("\uFEFF")).toBe(true);
    const result = Papa.parse<Record<string, string>>(body.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(result.errors).toEqual([]);
    return { body, result, byId: new Map(result.data.map((r) => [r.id, r])) };
  }

  it("has one row per comment with its label, score, target, stance and tags", async () => {
    const { result, byId } = await parsed(portuguese);
    // Some comments take a side, towards someone the report names.
    expect(result.data.some((r) => /^(Supports|Against) @/.test(r.Stance ?? ""))).toBe(true);
    expect(result.meta.fields).toEqual([...COMMENT_COLUMNS]);
    expect(result.meta.fields).toContain("Aimed at");
    expect(result.data).toHaveLength(portuguese.comments.length);
    for (const c of portuguese.comments) {
      const row = byId.get(c.id);
      expect(row?.label).toBe(c.label);
      expect(Number(row?.score)).toBe(c.score);
      expect(row?.["Aimed at"]).toBe(TARGET_NAMES[c.target]);
      expect(row?.Stance).toBe(stanceWords(c));
      expect(row?.tags).toBe(c.tags.join("; "));
      expect(row?.language).toBe(c.language);
      expect(row?.is_from_owner).toBe(String(c.is_from_owner));
      expect(row?.likes).toBe(c.likes === null ? "" : String(c.likes));
      expect(new Date(row?.timestamp ?? "").toISOString()).toBe(c.timestamp);
    }
  });

  it("keeps quotes, commas, newlines, accents and emoji intact", async () => {
    const { byId } = await parsed(portuguese);
    expect(byId.get("x-quotes")?.text).toBe(
      'She said "best pack ever", and I agree,\nsecond line here 😍🔥',
    );
    expect(byId.get("x-pt-question")?.text).toBe(
      "Ação incrível! Vocês enviam para o Brasil? Coração ❤️",
    );
    expect(byId.get("x-pt-question")?.username).toBe("joão.silva");
    // Every demo comment that does not look like a formula comes back byte for byte.
    const plain = portuguese.comments.filter((c) => !looksLikeFormula(c.text));
    expect(plain.length).toBeGreaterThan(300);
    for (const c of plain) expect(byId.get(c.id)?.text).toBe(c.text);
  });

  it("leaves no cell that starts like a formula when a spreadsheet splits lines on ; | or tabs", async () => {
    const { body } = await parsed(portuguese);
    const starts: string[] = [];
    for (const separator of [";", "|", "\t", ","]) {
      for (const line of body.slice(1).split(/\r?\n/)) {
        for (const cell of line.split(separator)) {
          const value = cell.startsWith('"') ? cell.slice(1) : cell;
          // A negative score is a number, not a formula.
          if (/^[=+\-@]/.test(value) && !/^-\d+(?:\.\d+)?$/.test(value))
            starts.push(`${JSON.stringify(separator)}: ${value.slice(0, 30)}`);
        }
      }
    }
    expect(starts).toEqual([]);
  });

  it("neutralises formula injection with a leading apostrophe", async () => {
    const { byId } = await parsed(portuguese);
    expect(byId.get("x-formula")?.text).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(byId.get("x-formula")?.username).toBe("'=evil");
    expect(byId.get("x-plus")?.text).toBe("'+1 for the olive colour");
    expect(byId.get("x-minus")?.text).toBe("'-10% off would be nice");
    expect(byId.get("x-tab")?.text).toBe("'\tcmd /c calc");
    expect(byId.get("x-cr")?.text).toBe("'\r=1+1");
    // papaparse's own pattern misses this one (its `.*$` stops at the newline).
    expect(byId.get("x-multiline-formula")?.text).toBe("'=1+1\nlooks harmless");
    expect(byId.get("x-semicolon-formula")?.text).toBe(
      `nice;'=HYPERLINK("http://evil.example","x");'+1;'-2|'@SUM(A1)\t'=3`,
    );
    expect(byId.get("x-semicolon-formula")?.username).toBe("gil;'=evil");
    // Mentions start with "@" too: guarded, and otherwise unchanged.
    const mention = portuguese.comments.find((c) => c.text.startsWith("@"));
    expect(byId.get(mention?.id ?? "")?.text).toBe(`'${mention?.text}`);
    // Numbers are not text: a negative score stays a number.
    const negative = portuguese.comments.find((c) => c.score < 0);
    expect(byId.get(negative?.id ?? "")?.score).toBe(String(negative?.score));
  });
});

describe("XLSX", () => {
  async function workbook(input: ExportInput) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer((await renderExport("xlsx", input)).body) as never);
    return wb;
  }

  function summaryText(wb: ExcelJS.Workbook): string {
    const lines: string[] = [];
    wb.getWorksheet("Summary")?.eachRow((row) => {
      lines.push(
        (row.values as ExcelJS.CellValue[])
          .filter((v) => v !== null && v !== undefined)
          .join(" | "),
      );
    });
    return lines.join("\n");
  }

  it("has a Comments sheet with a typed row per comment", async () => {
    const wb = await workbook(portuguese);
    expect(wb.worksheets.map((s) => s.name)).toEqual(["Summary", "Comments"]);
    const sheet = wb.getWorksheet("Comments") as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBe(portuguese.comments.length + 1);
    const header = sheet.getRow(1);
    expect(header.values).toEqual([undefined, ...COMMENT_COLUMNS]);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();

    const column = (name: string) => COMMENT_COLUMNS.indexOf(name as never) + 1;
    const rows = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, n) => {
      if (n > 1) rows.set(String(row.getCell(column("id")).value), row);
    });
    expect(rows.size).toBe(portuguese.comments.length);
    for (const c of portuguese.comments) {
      const row = rows.get(c.id) as ExcelJS.Row;
      expect(row.getCell(column("label")).value).toBe(c.label);
      expect(row.getCell(column("score")).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(column("score")).value).toBe(c.score);
      if (c.likes !== null) {
        expect(row.getCell(column("likes")).type).toBe(ExcelJS.ValueType.Number);
        expect(row.getCell(column("likes")).value).toBe(c.likes);
      }
      const time = row.getCell(column("timestamp")).value;
      expect(time).toBeInstanceOf(Date);
      expect((time as Date).toISOString()).toBe(c.timestamp);
    }
    // Typed cells are never formulas, so untrusted text is stored exactly as written.
    const formula = rows.get("x-formula")?.getCell(column("text"));
    expect(formula?.type).toBe(ExcelJS.ValueType.String);
    expect(formula?.value).toBe('=HYPERLINK("http://evil.example","click")');
    expect(rows.get("x-quotes")?.getCell(column("text")).value).toBe(
      'She said "best pack ever", and I agree,\nsecond line here 😍🔥',
    );
  });

  it("has a Summary sheet with the figures and every section", async () => {
    const wb = await workbook(portuguese);
    const summary = summaryText(wb);
    const result = portuguese.analysis.result;
    expect(summary).toContain(sentimentTitle(result.overall_sentiment));
    expect(summary).toContain(analyzedLine(result));
    for (const heading of SECTION_HEADINGS) expect(summary).toContain(heading);
    for (const insight of result.what_users_loved) expect(summary).toContain(insight.text);
    const sheet = wb.getWorksheet("Summary") as ExcelJS.Worksheet;
    let score: ExcelJS.Cell | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === "Sentiment score") score = row.getCell(2);
    });
    expect(score?.type).toBe(ExcelJS.ValueType.Number);
    expect(score?.value).toBe(result.sentiment_score);
    expect(score?.numFmt).toBe("0%");
  });
});

describe("JSON", () => {
  it("holds the whole report and every comment", async () => {
    const file = await renderExport("json", portuguese);
    const doc = JSON.parse(text(file.body));
    expect(doc.analysis).toEqual({
      id: "analysis-DeyzF4D5JYq",
      post_url: portuguese.analysis.post_url,
      shortcode: "DeyzF4D5JYq",
      source: "demo",
      file_name: null,
      created_at: CREATED_AT,
    });
    expect(doc.generated_at).toBe(GENERATED_AT.toISOString());
    expect(doc.post.shortcode).toBe("DeyzF4D5JYq");
    expect(analysisResultSchema.parse(doc.result)).toEqual(portuguese.analysis.result);
    expect(doc.comparison).toBeNull();
    expect(doc.comments).toHaveLength(portuguese.comments.length);
    const quoted = doc.comments.find((c: AnalysisComment) => c.id === "x-quotes");
    expect(quoted.text).toBe('She said "best pack ever", and I agree,\nsecond line here 😍🔥');
    // Pretty-printed, so it can be read and diffed.
    expect(text(file.body)).toContain('\n  "analysis": {\n');
  });
});

describe("PDF", () => {
  it("renders the report of a big post over several pages", async () => {
    const file = await renderExport("pdf", big);
    const body = buffer(file.body);
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(file.fileName).toBe("commentlens-DeuGrzTl6DY-2026-11-23.pdf");
    const pages = await pdfPages(body);
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join(" ");
    const result = big.analysis.result;
    expect(all).toContain("CommentLens report");
    expect(all).toContain("@fernloop.gear");
    expect(all).toContain(sentimentTitle(result.overall_sentiment));
    expect(all).toContain(`${Math.round(result.sentiment_score * 100)}%`);
    expect(all).toContain(`Analyzed ${result.analyzed.toLocaleString("en-US")} of`);
    expect(all).toContain(analyzedLine(result));
    for (const heading of SECTION_HEADINGS) expect(all).toContain(heading);
    for (const sub of ["What users loved", "Areas for growth", "Trending topics"])
      expect(all).toContain(sub);
    expect(all).toMatch(/\(\d[\d,]* comments?\)/);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain("Generated Nov 24, 2026, 09:00 UTC");
    });
    // Below 50 KB for a 3,000-comment post: no fonts or images embedded.
    expect(body.length).toBeLessThan(50_000);
  });

  it("lists who the comments are about and where they stand, as the page does", async () => {
    const entities = entityStances(big.analysis.result.comments);
    expect(entities.length).toBeGreaterThan(0);
    const all = (await pdfPages((await renderExport("pdf", big)).body)).join(" ");
    expect(all).toContain("Who they talk about");
    for (const e of entities) {
      expect(all).toContain(pdfText(entityName(e)));
      expect(all).toContain(entityLine(e));
    }
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer((await renderExport("xlsx", big)).body) as never);
    const rows: unknown[][] = [];
    (wb.getWorksheet("Summary") as ExcelJS.Worksheet).eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    for (const e of entities) expect(rows).toContainEqual([entityName(e), e.total, entityLine(e)]);
  });

  it("never ends a page with a heading", async () => {
    const pages = await pdfPages((await renderExport("pdf", big)).body);
    for (const page of pages) {
      const content = page.replace(/CommentLens report · .*$/, "").trim();
      for (const heading of [...SECTION_HEADINGS, "What users loved", "Pain points"]) {
        expect(content.endsWith(heading)).toBe(false);
      }
    }
  });

  it("quotes unanswered questions with their authors, accents kept, emoji and other scripts not garbled", async () => {
    const all = (await pdfPages((await renderExport("pdf", big)).body)).join(" ");
    expect(all).toContain("“Ação incrível! Vocês enviam para o Brasil? Coração”");
    expect(all).toContain("@joão.silva");
    expect(all).toContain(
      unansweredIntro(big.analysis.result.unanswered_questions.comment_ids.length),
    );
    expect(all).toContain("(written in a script this PDF cannot show; see the CSV or XLSX)");
    // Long comments are cut with an ellipsis.
    expect(all).toContain("Does the hip belt come off?");
    expect(all).not.toContain("THE-END-OF-THE-LONG-COMMENT");
    expect(all).toMatch(/on the hips[^”]*…”/);
    // Nothing outside the font's character set reached the page.
    const foreign = [...all].filter((ch) => !isWinAnsi(ch.codePointAt(0) as number));
    expect(foreign).toEqual([]);
    // Emoji the report talks about are named rather than dropped.
    expect(all).toMatch(/\[emoji: [a-z -]+(, [a-z -]+)*\] appears in/);
  });

  it("is the same file for the same input", async () => {
    const a = buffer((await renderExport("pdf", portuguese)).body);
    const b = buffer((await renderExport("pdf", portuguese)).body);
    expect(a.equals(b)).toBe(true);
    const { info } = await (await getDocumentProxy(new Uint8Array(a))).getMetadata();
    expect(info).toMatchObject({ CreationDate: expect.stringContaining("D:20261124090000") });
  });
});

describe("text for the PDF's font", () => {
  it("keeps Latin accents and typographic marks", () => {
    expect(pdfText("Ação, coração, ñandú, ü, ç, “quoted” — 5 €…")).toBe(
      "Ação, coração, ñandú, ü, ç, “quoted” — 5 €…",
    );
  });

  it("drops emoji from quotes and names them in the report's sentences", () => {
    expect(pdfText("love 😍, great")).toBe("love, great");
    expect(pdfText("🤦🏽‍♀️ why")).toBe("why");
    expect(pdfSentence("🔥 appears in 198 comments")).toBe("[emoji: fire] appears in 198 comments");
    expect(pdfSentence("mostly ❤️ 😍 🔥")).toBe("mostly [emoji: red heart, heart eyes, fire]");
    expect(pdfSentence("praised by 3 people (“Moss colour 😍”)")).toBe(
      "praised by 3 people (“Moss colour”)",
    );
    expect(pdfSentence("(“😍😍”)")).toBe("(“[emoji: heart eyes]”)");
    expect(pdfQuote("😍😍😍", 100)).toBe("(emoji only)");
  });

  it("replaces other scripts and broken characters instead of printing garbage", () => {
    expect(pdfText("Привет мир! ok")).toBe("?! ok");
    // Half an emoji, as a quote cut in the middle of one leaves it.
    expect(pdfText("playa jaja \uD83D…")).toBe("playa jaja …");
    expect(pdfText("tab\tand\nnew line\u0000")).toBe("tab and new line");
    expect(pdfQuote("Сколько стоит доставка?", 100)).toMatch(/cannot show/);
  });
});

/**
 * The analysis with a few comments read as each target and carrying the newer tags, so every
 * format can be checked for them whatever the analyser makes of the demo comments.
 */
function withTargetsAndTags(input: ExportInput): ExportInput {
  const read: Record<string, Pick<AnalysisComment, "target" | "tags">> = {
    "x-quotes": { target: "creator", tags: ["praise"] },
    "x-plus": { target: "commenter", tags: ["friend_tag"] },
    "x-minus": { target: "other", tags: ["toxic"] },
    "x-tab": { target: "subject", tags: ["complaint", "toxic"] },
    "x-cr": { target: "none", tags: ["giveaway_entry"] },
  };
  return { ...input, comments: input.comments.map((c) => ({ ...c, ...read[c.id] })) };
}

describe("whom comments are aimed at, and the newer tags", () => {
  let input: ExportInput;
  let friendTags: number;
  let toxic: number;
  beforeAll(() => {
    input = withTargetsAndTags(portuguese);
    friendTags = input.comments.filter((c) => c.tags.includes("friend_tag")).length;
    toxic = input.comments.filter((c) => c.tags.includes("toxic")).length;
    expect(toxic).toBeGreaterThanOrEqual(2);
  });

  it("CSV and XLSX say it in the report's words, beside the tags' names", async () => {
    const csv = Papa.parse<Record<string, string>>(
      text((await renderExport("csv", input)).body).slice(1),
      { header: true, skipEmptyLines: true },
    );
    const byId = new Map(csv.data.map((r) => [r.id, r]));
    expect(byId.get("x-quotes")?.["Aimed at"]).toBe("To the creator");
    expect(byId.get("x-plus")?.["Aimed at"]).toBe("Reply to a commenter");
    expect(byId.get("x-plus")?.tags).toBe("friend_tag");
    expect(byId.get("x-minus")?.["Aimed at"]).toBe("About someone else");
    expect(byId.get("x-tab")?.["Aimed at"]).toBe("About the subject");
    expect(byId.get("x-tab")?.tags).toBe("complaint; toxic");
    expect(byId.get("x-cr")?.["Aimed at"]).toBe("");
    expect(byId.get("x-cr")?.tags).toBe("giveaway_entry");

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer((await renderExport("xlsx", input)).body) as never);
    const sheet = wb.getWorksheet("Comments") as ExcelJS.Worksheet;
    const column = (name: string) => COMMENT_COLUMNS.indexOf(name as never) + 1;
    const aimed = new Map<string, unknown>();
    sheet.eachRow((row, n) => {
      if (n > 1)
        aimed.set(String(row.getCell(column("id")).value), row.getCell(column("Aimed at")).value);
    });
    expect(sheet.getRow(1).getCell(column("Aimed at")).value).toBe("Aimed at");
    expect(aimed.get("x-plus")).toBe("Reply to a commenter");
    expect(aimed.get("x-tab")).toBe("About the subject");

    const figures = new Map<unknown, unknown>();
    wb.getWorksheet("Summary")?.eachRow((row) => {
      figures.set(row.getCell(1).value, row.getCell(2).value);
    });
    expect(figures.get("Friend tags")).toBe(friendTags);
    expect(figures.get("Toxic comments")).toBe(toxic);
  });

  it("JSON carries each comment's target and tags", async () => {
    const doc = JSON.parse(text((await renderExport("json", input)).body));
    const byId = new Map<string, AnalysisComment>(
      doc.comments.map((c: AnalysisComment) => [c.id, c]),
    );
    expect(byId.get("x-plus")).toMatchObject({ target: "commenter", tags: ["friend_tag"] });
    expect(byId.get("x-tab")).toMatchObject({ target: "subject", tags: ["complaint", "toxic"] });
    expect(byId.get("x-cr")).toMatchObject({ target: "none", tags: ["giveaway_entry"] });
  });

  it("the PDF counts friend tags and toxic comments among the comment tags", async () => {
    const all = (await pdfPages((await renderExport("pdf", input)).body)).join(" ");
    expect(all).toContain("Comment tags:");
    expect(all).toContain(`Friend tags ${friendTags.toLocaleString("en-US")}`);
    expect(all).toContain(`Toxic ${toxic.toLocaleString("en-US")}`);
  });
});

describe("an imported analysis (no post)", () => {
  let imported: ExportInput;
  beforeAll(async () => {
    imported = await buildInput("De75Bhz1gW5", { asImport: true });
  });

  it("exports in every format under the import file name", async () => {
    for (const format of ["csv", "xlsx", "json", "pdf"] as const) {
      const file = await renderExport(format, imported);
      expect(file.fileName).toBe(`commentlens-import-2026-11-23.${format}`);
      expect(buffer(file.body).length).toBeGreaterThan(100);
    }
    const json = JSON.parse(text((await renderExport("json", imported)).body));
    expect(json.post).toBeNull();
    expect(json.analysis.source).toBe("import");
  });

  it("names the file in the PDF and says replies are unknown", async () => {
    const all = (await pdfPages((await renderExport("pdf", imported)).body)).join(" ");
    expect(all).toContain("Imported file: comentarios-exportados.csv");
    expect(all).toContain(analyzedLine(imported.analysis.result));
    expect(all).toContain(
      "Replies were not fetched for this post, so unanswered questions can’t be known.",
    );
    // Spanish comments keep their accents.
    expect(all).toMatch(/[áéíóúñ¿¡]/);
  });
});

describe("an analysis with empty sections", () => {
  function emptied(result: AnalysisResult): AnalysisResult {
    return {
      ...result,
      audience_insights: {
        primary_demographics: [],
        audience_personas: [],
        content_preferences: [],
        engagement_drivers: [],
        pain_points: [],
      },
      what_users_loved: [],
      areas_for_improvement: [],
      content_opportunities: { trending_topics: [], content_gaps: [], collaboration_ideas: [] },
      actionable_strategies: [],
      language_breakdown: [],
      unanswered_questions: { available: true, comment_ids: [] },
    };
  }

  it("renders every section and says there is nothing to report", async () => {
    const input: ExportInput = {
      ...portuguese,
      analysis: { ...portuguese.analysis, result: emptied(portuguese.analysis.result) },
    };
    const all = (await pdfPages((await renderExport("pdf", input)).body)).join(" ");
    for (const heading of SECTION_HEADINGS) expect(all).toContain(heading);
    for (const empty of [
      "Too few comments to say who is commenting.",
      "Too few commenters to group into personas.",
      "No theme of praise came up in more than one comment.",
      "No complaint came up in more than one comment.",
      "Every question in the analyzed comments has a reply from you.",
      "No topic came up in enough comments to call it trending.",
      "These comments do not point to a specific action yet; recommendations appear once questions, praise or complaints recur.",
      "No languages detected.",
    ])
      expect(all).toContain(empty);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer((await renderExport("xlsx", input)).body) as never);
    const cells: string[] = [];
    wb.getWorksheet("Summary")?.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(String(cell.value));
      });
    });
    expect(cells).toContain("No complaint came up in more than one comment.");
    expect(cells).toContain("Too few commenters to group into personas.");
  });
});
