import type {
  AnalysisComment,
  AnalysisCommentsQuery,
  AnalysisCommentsResponse,
  AnalysisResult,
  AnalysisState,
} from "@commentlens/shared";
import { analysisCommentSchema, analysisStateSchema } from "@commentlens/shared";
import { vi } from "vitest";
import type { AnalysesClient } from "../../api";
import data from "./report-fixture.json";

/**
 * A real analysis (the local analyzer over 150 comments of the bundled "Trailhead 28 backpack
 * launch" demo post; see generate-fixture.mjs) and a fake client that answers from it.
 */

/*
 * Read as the API sends it: the fixture was stored before comments had targets and before
 * today's tag names, and the server reads such reports with today's names (targets `none`).
 */
const fixture = {
  analysis: analysisStateSchema.parse(data.analysis),
  comments: data.comments.map((c) => analysisCommentSchema.parse(c)),
};

export const fixtureComments: readonly AnalysisComment[] = fixture.comments;

/** A fresh copy each time, so a test can change it freely. */
export function fixtureAnalysis(
  change: (analysis: AnalysisState & { result: AnalysisResult }) => void = () => {},
): AnalysisState & { result: AnalysisResult } {
  const copy = structuredClone(fixture.analysis) as AnalysisState & { result: AnalysisResult };
  change(copy);
  return copy;
}

/** The comments endpoint over the fixture: filters, sort, ids and offset cursors. */
export function answerComments(
  comments: readonly AnalysisComment[],
  query: AnalysisCommentsQuery,
): AnalysisCommentsResponse {
  let rows = [...comments];
  if (query.ids) {
    const ids = new Set(query.ids.split(","));
    rows = rows.filter((c) => ids.has(c.id));
  }
  if (query.label) rows = rows.filter((c) => c.label === query.label);
  if (query.tag) {
    const tag = query.tag;
    rows = rows.filter((c) => c.tags.includes(tag));
  }
  if (query.target) rows = rows.filter((c) => c.target === query.target);
  if (query.stance) rows = rows.filter((c) => c.stance === query.stance);
  if (query.about) rows = rows.filter((c) => c.about === query.about);
  if (query.lang) rows = rows.filter((c) => c.language === query.lang);
  if (query.q) {
    const q = query.q.toLowerCase();
    rows = rows.filter(
      (c) => c.text.toLowerCase().includes(q) || c.username.toLowerCase().includes(q),
    );
  }
  const sort = query.sort ?? "likes";
  rows.sort((a, b) =>
    sort === "likes"
      ? (b.likes ?? 0) - (a.likes ?? 0) || a.timestamp.localeCompare(b.timestamp)
      : sort === "newest"
        ? b.timestamp.localeCompare(a.timestamp)
        : a.timestamp.localeCompare(b.timestamp),
  );
  const offset = query.cursor ? Number(query.cursor) : 0;
  const limit = Number(query.limit ?? 100);
  const items = rows.slice(offset, offset + limit);
  const next = offset + limit < rows.length ? String(offset + limit) : null;
  return { items, next_cursor: next, total: rows.length };
}

function unused(name: string) {
  return vi.fn(async () => {
    throw new Error(`${name} is not used by the report`);
  });
}

/** An AnalysesClient answering comments from the fixture; override any method per test. */
export function fakeClient(
  overrides: Partial<AnalysesClient> = {},
  comments: readonly AnalysisComment[] = fixtureComments,
) {
  const client = {
    create: unused("create"),
    importFile: unused("importFile"),
    get: unused("get"),
    follow: vi.fn((_id: string, _onState: unknown, _onError: unknown) => () => {}),
    list: unused("list"),
    usage: unused("usage"),
    remove: unused("remove"),
    comments: vi.fn(
      async (
        _id: string,
        query: AnalysisCommentsQuery,
        _signal?: AbortSignal,
      ): Promise<AnalysisCommentsResponse> => answerComments(comments, query),
    ),
    exportUrl: vi.fn(
      (id: string, format: string, columns?: readonly string[]) =>
        `/api/analyses/${encodeURIComponent(id)}/export?format=${format}${columns ? `&columns=${columns.join(",")}` : ""}`,
    ),
    demoSamples: vi.fn(async () => null),
  };
  const typed: AnalysesClient = client;
  Object.assign(typed, overrides);
  return client;
}
