import type {
  AnalysisComment,
  AnalysisCommentsQuery,
  AnalysisCommentsResponse,
} from "@commentlens/shared";
import { COMMENTS_PAGE_MAX } from "@commentlens/shared";
import type { SampleData } from "../../../../vite-plugins/demo-report/types";
// The report's client interface, so the demo report runs on the very component /app shows.
import type { AnalysesClient } from "../api";

export type { SampleData };

/** What the comments endpoint does, over comments held in the browser. */
export function queryComments(
  comments: readonly AnalysisComment[],
  query: AnalysisCommentsQuery,
): AnalysisCommentsResponse {
  let rows = comments.map((comment, position) => ({ comment, position }));
  if (query.ids) {
    const ids = new Set(query.ids.split(",").slice(0, COMMENTS_PAGE_MAX));
    rows = rows.filter(({ comment }) => ids.has(comment.id));
  }
  if (query.label) rows = rows.filter(({ comment }) => comment.label === query.label);
  if (query.tag) {
    const tag = query.tag;
    rows = rows.filter(({ comment }) => comment.tags.includes(tag));
  }
  if (query.target) rows = rows.filter(({ comment }) => comment.target === query.target);
  if (query.stance) rows = rows.filter(({ comment }) => comment.stance === query.stance);
  if (query.about) rows = rows.filter(({ comment }) => comment.about === query.about);
  if (query.lang) rows = rows.filter(({ comment }) => comment.language === query.lang);
  const q = query.q?.trim().toLowerCase();
  if (q) {
    rows = rows.filter(
      ({ comment }) =>
        comment.text.toLowerCase().includes(q) || comment.username.toLowerCase().includes(q),
    );
  }
  // The server's order: the sort key, then the order the comments were fetched in.
  const sort = query.sort ?? "likes";
  rows.sort((a, b) => {
    const byKey =
      sort === "likes"
        ? (b.comment.likes ?? -1) - (a.comment.likes ?? -1)
        : sort === "newest"
          ? b.comment.timestamp.localeCompare(a.comment.timestamp)
          : a.comment.timestamp.localeCompare(b.comment.timestamp);
    return byKey || a.position - b.position;
  });
  const offset = Math.max(0, Number(query.cursor ?? 0) || 0);
  const limit = Math.min(COMMENTS_PAGE_MAX, Math.max(1, Number(query.limit ?? 100) || 100));
  const items = rows.slice(offset, offset + limit).map(({ comment }) => comment);
  const next = offset + limit < rows.length ? String(offset + limit) : null;
  return { items, next_cursor: next, total: rows.length };
}

function notInDemo(): Promise<never> {
  return Promise.reject(new Error("The demo report only reads its bundled sample."));
}

/**
 * An AnalysesClient over the bundled sample: the report reads its comments (pages, filters,
 * evidence ids) from memory. Downloads point to /app, where the same sample can be analysed
 * for free and exported in every format.
 */
export function createSampleClient({ analysis, comments }: SampleData): AnalysesClient {
  return {
    create: notInDemo,
    importFile: notInDemo,
    get: async (id) => {
      if (id !== analysis.id) throw new Error("Analysis not found.");
      return analysis;
    },
    follow: (_id, onState) => {
      onState(analysis);
      return () => {};
    },
    list: async () => ({ items: [], next_cursor: null }),
    remove: notInDemo,
    usage: notInDemo,
    comments: async (_id, query, signal) => {
      signal?.throwIfAborted();
      return queryComments(comments, query);
    },
    exportUrl: () => "/app",
    demoSamples: async () => null,
  };
}
