// The landing's excerpt (marketing), read only to check both come from the same run.
import excerpt from "virtual:demo/sample-excerpt";
import data from "virtual:demo/sample-report";
import type { AnalysisComment } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { createSampleClient, queryComments } from "./sample-client";

function comment(id: string, patch: Partial<AnalysisComment> = {}): AnalysisComment {
  return {
    id,
    username: `user_${id}`,
    text: `comment ${id}`,
    likes: 0,
    timestamp: "2026-10-14T17:00:00.000Z",
    reply_count: 0,
    parent_id: null,
    is_from_owner: false,
    score: 0,
    label: "neutral",
    language: "en",
    target: "creator",
    stance: "neutral",
    about: null,
    tags: [],
    corrected: false,
    status: null,
    status_note: null,
    assignee: null,
    assignment_note: null,
    ...patch,
  };
}

const rows = [
  comment("a", {
    likes: 5,
    label: "positive",
    tags: ["praise"],
    timestamp: "2026-10-14T18:00:00.000Z",
  }),
  comment("b", { likes: 9, label: "negative", tags: ["complaint"], language: "es" }),
  comment("c", {
    likes: 5,
    text: "Recipe please?",
    tags: ["question"],
    timestamp: "2026-10-15T08:00:00.000Z",
  }),
  comment("d", { likes: null, username: "Baker.Fan", target: "commenter" }),
];

describe("queryComments", () => {
  it("sorts by likes (missing likes last), then in fetch order, like the server", () => {
    expect(queryComments(rows, {}).items.map((c) => c.id)).toEqual(["b", "a", "c", "d"]);
    expect(queryComments(rows, { sort: "newest" }).items[0]?.id).toBe("c");
    expect(queryComments(rows, { sort: "oldest" }).items.at(-1)?.id).toBe("c");
  });

  it("filters by label, tag, language and a case-insensitive search of text and author", () => {
    expect(queryComments(rows, { label: "negative" }).items.map((c) => c.id)).toEqual(["b"]);
    expect(queryComments(rows, { tag: "question" }).items.map((c) => c.id)).toEqual(["c"]);
    expect(queryComments(rows, { lang: "es" }).total).toBe(1);
    expect(queryComments(rows, { q: "RECIPE" }).items.map((c) => c.id)).toEqual(["c"]);
    expect(queryComments(rows, { q: "baker.fan" }).items.map((c) => c.id)).toEqual(["d"]);
  });

  it("filters by whom comments are aimed at, with the other filters", () => {
    expect(queryComments(rows, { target: "commenter" }).items.map((c) => c.id)).toEqual(["d"]);
    expect(queryComments(rows, { target: "creator" }).total).toBe(3);
    expect(queryComments(rows, { target: "creator", label: "negative" }).items).toHaveLength(1);
    expect(queryComments(rows, { target: "subject" }).total).toBe(0);
  });

  it("answers given ids (an insight's evidence) and pages with offset cursors", () => {
    expect(queryComments(rows, { ids: "d,a" }).items.map((c) => c.id)).toEqual(["a", "d"]);
    const first = queryComments(rows, { limit: 3 });
    expect(first).toMatchObject({ total: 4, next_cursor: "3" });
    const second = queryComments(rows, { limit: 3, cursor: first.next_cursor ?? undefined });
    expect(second.items.map((c) => c.id)).toEqual(["d"]);
    expect(second.next_cursor).toBeNull();
  });
});

describe("createSampleClient", () => {
  it("serves the bundled analysis and its comments, and points downloads to /app", async () => {
    const client = createSampleClient(data);

    await expect(client.get(data.analysis.id)).resolves.toBe(data.analysis);
    const page = await client.comments(data.analysis.id, { limit: 100 });
    expect(page.total).toBe(data.comments.length);
    expect(page.items).toHaveLength(100);
    expect(client.exportUrl(data.analysis.id, "csv")).toBe("/app");
    await expect(client.create("https://www.instagram.com/p/x/")).rejects.toThrow();
  });
});

describe("the bundled sample", () => {
  it("is a completed analysis of every fetched comment, with evidence that exists", () => {
    const { analysis, comments } = data;
    const result = analysis.result;
    if (!result) throw new Error("the sample has no result");
    expect(analysis.status).toBe("completed");
    expect(analysis.source).toBe("demo");
    expect(comments.length).toBeGreaterThanOrEqual(300);
    expect(comments.length).toBeLessThanOrEqual(500);
    expect(result.analyzed).toBe(comments.length);
    expect(analysis.fetched.comments).toBe(comments.length);
    const ids = new Set(comments.map((c) => c.id));
    for (const insight of [...result.what_users_loved, ...result.areas_for_improvement]) {
      for (const id of insight.evidence) expect(ids.has(id), id).toBe(true);
    }
  });

  it("is the report the landing page's excerpt was taken from (one run makes both)", () => {
    const result = data.analysis.result;
    expect(excerpt).toMatchObject({
      analyzed: result?.analyzed,
      sentiment_score: result?.sentiment_score,
      sentiment_breakdown: result?.sentiment_breakdown,
      analysis_time: result?.analysis_time,
    });
  });
});
