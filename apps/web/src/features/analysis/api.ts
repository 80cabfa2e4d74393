import type {
  AnalysesListResponse,
  AnalysisCommentsQuery,
  AnalysisCommentsResponse,
  AnalysisState,
  DemoSamples,
  ExportFormat,
} from "@commentlens/shared";

/**
 * The typed client of `/api/analyses` and the demo samples. Components take an
 * `AnalysesClient` so tests can hand them a fake one; the real one talks to the server.
 */

/** An error the server answered with: `message` is the catalogue text, shown as given. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Extra detail the server gave, e.g. the line numbers of a rejected import. */
  readonly details: string | undefined;

  constructor(message: string, status: number, code?: string, details?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export interface AnalysesListParams {
  limit?: number;
  cursor?: string;
  q?: string;
}

export interface AnalysesClient {
  /** Starts an analysis of a post URL; answers its id. */
  create(url: string): Promise<{ id: string }>;
  /**
   * Starts an analysis of an imported comments file (CSV or JSON); `owner` names the post's
   * account (empty: not given).
   */
  importFile(file: File, owner?: string): Promise<{ id: string }>;
  get(id: string, signal?: AbortSignal): Promise<AnalysisState>;
  /**
   * Follows an analysis live (SSE, reconnecting, polling when streams fail) until it is
   * completed or failed. Returns a function that stops following.
   */
  follow(
    id: string,
    onState: (state: AnalysisState) => void,
    onError: (error: ApiError) => void,
  ): () => void;
  list(params?: AnalysesListParams, signal?: AbortSignal): Promise<AnalysesListResponse>;
  remove(id: string): Promise<void>;
  comments(
    id: string,
    query: AnalysisCommentsQuery,
    signal?: AbortSignal,
  ): Promise<AnalysisCommentsResponse>;
  /** Same-origin address that downloads the export (cookies authorise it). */
  exportUrl(id: string, format: ExportFormat): string;
  /** The bundled samples, or null when the demo provider is not active. */
  demoSamples(signal?: AbortSignal): Promise<DemoSamples | null>;
}

export const UNEXPECTED_ERROR = "An unexpected error occurred";

async function errorFrom(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: unknown; code?: unknown; details?: unknown };
    if (typeof body.error === "string" && body.error) {
      return new ApiError(
        body.error,
        response.status,
        typeof body.code === "string" ? body.code : undefined,
        typeof body.details === "string" && body.details ? body.details : undefined,
      );
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return new ApiError(UNEXPECTED_ERROR, response.status);
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("Could not reach the server. Check your connection and try again.", 0);
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

function jsonInit(method: string, body: unknown): RequestInit {
  return { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The comments endpoint's address for a query: every filter the explorer sets goes along. */
export function commentsPath(id: string, query: AnalysisCommentsQuery): string {
  return `/api/analyses/${encodeURIComponent(id)}/comments${queryString({
    // The schema coerces, so its input type for limit is unknown.
    limit: query.limit === undefined ? undefined : Number(query.limit),
    cursor: query.cursor,
    label: query.label,
    tag: query.tag,
    target: query.target,
    lang: query.lang,
    q: query.q,
    sort: query.sort,
    ids: query.ids,
  })}`;
}

const FINISHED = new Set(["completed", "failed"]);
/** Back-off between reconnects (spec-1 §9: 1, 2, 5, 10 s). */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];
const POLL_INTERVAL_MS = 1_000;

export function createAnalysesClient(): AnalysesClient {
  const client: AnalysesClient = {
    create: (url) => request("/api/analyses", jsonInit("POST", { url })),
    importFile: (file, owner) => {
      const form = new FormData();
      // Before the file: the server reads the fields that precede it.
      if (owner) form.append("owner", owner);
      form.append("file", file, file.name);
      return request("/api/analyses", { method: "POST", body: form });
    },
    get: (id, signal) => request(`/api/analyses/${encodeURIComponent(id)}`, { signal }),
    follow(id, onState, onError) {
      let stopped = false;
      let source: EventSource | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let failures = 0;

      const finish = (state: AnalysisState) => {
        // A request already in flight when the caller stopped must not report any more.
        if (stopped) return;
        onState(state);
        if (FINISHED.has(state.status)) stop();
      };
      const poll = async () => {
        if (stopped) return;
        try {
          finish(await client.get(id));
          failures = 0;
        } catch (error) {
          if (stopped) return;
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            onError(error);
            stop();
            return;
          }
          failures += 1;
        }
        if (!stopped) timer = setTimeout(poll, POLL_INTERVAL_MS);
      };
      const connect = () => {
        if (stopped) return;
        if (typeof EventSource === "undefined" || failures >= RECONNECT_DELAYS_MS.length) {
          void poll();
          return;
        }
        source = new EventSource(`/api/analyses/${encodeURIComponent(id)}/events`);
        source.addEventListener("state", (event) => {
          failures = 0;
          finish(JSON.parse((event as MessageEvent<string>).data) as AnalysisState);
        });
        source.onerror = () => {
          source?.close();
          source = undefined;
          if (stopped) return;
          const delay = RECONNECT_DELAYS_MS[failures] ?? POLL_INTERVAL_MS;
          failures += 1;
          // A 404 or 401 ends the stream too: ask once over plain HTTP to learn which.
          timer = setTimeout(async () => {
            try {
              const state = await client.get(id);
              finish(state);
              if (!FINISHED.has(state.status)) connect();
            } catch (error) {
              if (stopped) return;
              if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
                onError(error);
                stop();
              } else connect();
            }
          }, delay);
        };
      };
      const stop = () => {
        stopped = true;
        source?.close();
        if (timer) clearTimeout(timer);
      };
      connect();
      return stop;
    },
    list: (params = {}, signal) =>
      request(
        `/api/analyses${queryString({ limit: params.limit, cursor: params.cursor, q: params.q })}`,
        { signal },
      ),
    remove: (id) => request(`/api/analyses/${encodeURIComponent(id)}`, { method: "DELETE" }),
    comments: (id, query, signal) => request(commentsPath(id, query), { signal }),
    exportUrl: (id, format) =>
      `/api/analyses/${encodeURIComponent(id)}/export${queryString({ format })}`,
    demoSamples: async (signal) => {
      try {
        return await request<DemoSamples>("/api/demo/posts", { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  };
  return client;
}
