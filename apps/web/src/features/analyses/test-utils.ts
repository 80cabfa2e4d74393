import type { AnalysisState, AnalysisSummary, Post } from "@commentlens/shared";
import { vi } from "vitest";
import type { AnalysesClient } from "./api";

export function fakePost(overrides: Partial<Post> = {}): Post {
  return {
    id: "3300000000000000001",
    shortcode: "DeuGrzTl6DY",
    url: "https://www.instagram.com/p/DeuGrzTl6DY/",
    mediaType: "photo",
    takenAt: "2025-03-05T12:00:00.000Z",
    owner: { username: "ana.bakes", fullName: "Ana Bakes", isVerified: true },
    caption: "Sourdough day",
    likeCount: 12_345,
    commentCount: 678,
    viewCount: null,
    commentsDisabled: false,
    thumbnailUrl: null,
    ...overrides,
  };
}

export function fakeState(overrides: Partial<AnalysisState> = {}): AnalysisState {
  return {
    id: "a1",
    status: "queued",
    step: null,
    progress: 0,
    message: "",
    post_url: "https://www.instagram.com/p/DeuGrzTl6DY/",
    shortcode: "DeuGrzTl6DY",
    source: "instagram",
    file_name: null,
    import_owner: null,
    duplicates_skipped: 0,
    created_at: "2025-03-06T09:00:00.000Z",
    fetched: { pages: 0, comments: 0, total: null },
    post: null,
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
    ...overrides,
  };
}

export function fakeSummary(overrides: Partial<AnalysisSummary> = {}): AnalysisSummary {
  return {
    id: "a1",
    post_url: "https://www.instagram.com/p/DeuGrzTl6DY/",
    shortcode: "DeuGrzTl6DY",
    source: "instagram",
    file_name: null,
    status: "completed",
    created_at: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
    owner_username: "ana.bakes",
    caption: "Sourdough day",
    thumbnail_url: null,
    overall_sentiment: "positive",
    sentiment_score: 0.734,
    total_comments: 678,
    error: null,
    ...overrides,
  };
}

/**
 * An AnalysesClient whose calls all answer with nothing much unless a test overrides one.
 * `follow` records its listener so a test can push states with `emit`.
 */
export function fakeAnalysesClient(overrides: Partial<AnalysesClient> = {}) {
  const listeners: {
    id: string;
    onState: (state: AnalysisState) => void;
    stop: ReturnType<typeof vi.fn>;
  }[] = [];
  const client: AnalysesClient = {
    create: vi.fn(async () => ({ id: "a1" })),
    usage: vi.fn(async () => ({ used: 2, limit: 5 })),
    importFile: vi.fn(async () => ({ id: "a1" })),
    get: vi.fn(async (id: string) => fakeState({ id })),
    follow: vi.fn((id, onState) => {
      const stop = vi.fn();
      listeners.push({ id, onState, stop });
      return stop;
    }),
    list: vi.fn(async () => ({ items: [], next_cursor: null })),
    remove: vi.fn(async () => {}),
    comments: vi.fn(async () => ({ items: [], next_cursor: null, total: 0 })),
    exportUrl: vi.fn(
      (id, format, columns) =>
        `/api/analyses/${id}/export?format=${format}${columns ? `&columns=${columns.join(",")}` : ""}`,
    ),
    demoSamples: vi.fn(async () => null),
    ...overrides,
  };
  /** Sends a state to the latest follower of `state.id`. */
  function emit(state: AnalysisState) {
    const listener = listeners.findLast((entry) => entry.id === state.id);
    if (!listener) throw new Error(`nobody follows ${state.id}`);
    listener.onState(state);
  }
  return { client, emit, listeners };
}
