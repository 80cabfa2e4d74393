import type {
  AnalysesListResponse,
  AnalysisComment,
  AnalysisCommentsQuery,
  AnalysisCommentsResponse,
  AnalysisState,
  Assignee,
  AssigneesResponse,
  CommentAssignmentInput,
  CommentFileColumn,
  CommentStatusInput,
  DemoSamples,
  ExportFormat,
  LabelCorrection,
  LabelCorrectionResponse,
  SavedView,
  SavedViewInput,
  SavedViewsResponse,
  SharedReport,
  ShareLink,
  ShareStatus,
  Subscription,
} from "@commentlens/shared";
import {
  type SchedulesClient,
  schedulesClientAt,
} from "../../components/schedules/schedules-client";
import {
  ApiError,
  createApiClient,
  NETWORK_ERROR_MESSAGE,
  orNullIfMissing,
} from "../../lib/api-client";
import { followLive, openEventStream } from "../../lib/live-updates";

/**
 * The typed client of `/api/analyses` and the demo samples. Components take an
 * `AnalysesClient` so tests can hand them a fake one; the real one talks to the server.
 */

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
  /** Analyses used this month and the plan's limit (signed-in users). */
  usage(signal?: AbortSignal): Promise<{ used: number; limit: number }>;
  remove(id: string): Promise<void>;
  comments(
    id: string,
    query: AnalysisCommentsQuery,
    signal?: AbortSignal,
  ): Promise<AnalysisCommentsResponse>;
  /** Same-origin address that downloads the export (cookies authorise it). */
  exportUrl(id: string, format: ExportFormat, columns?: readonly CommentFileColumn[]): string;
  /** The bundled samples, or null when the demo provider is not active. */
  demoSamples(signal?: AbortSignal): Promise<DemoSamples | null>;
}

export const UNEXPECTED_ERROR = "An unexpected error occurred";

const api = createApiClient({
  networkMessage: NETWORK_ERROR_MESSAGE,
  unexpectedMessage: () => UNEXPECTED_ERROR,
});

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The query of a comments page: every filter the explorer sets goes along. */
function commentsQuery(query: AnalysisCommentsQuery): string {
  return queryString({
    // The schema coerces, so its input type for limit is unknown.
    limit: query.limit === undefined ? undefined : Number(query.limit),
    cursor: query.cursor,
    label: query.label,
    tag: query.tag,
    target: query.target,
    stance: query.stance,
    about: query.about,
    lang: query.lang,
    q: query.q,
    sort: query.sort,
    ids: query.ids,
    status: query.status,
    assignee: query.assignee,
  });
}

/** The comments endpoint's address for a query. */
export function commentsPath(id: string, query: AnalysisCommentsQuery): string {
  return `/api/analyses/${encodeURIComponent(id)}/comments${commentsQuery(query)}`;
}

const FINISHED = new Set(["completed", "failed"]);
/** Back-off between reconnects: 1, 2, 5, 10 s. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];
const POLL_INTERVAL_MS = 1_000;

const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export function createAnalysesClient(): AnalysesClient {
  const client: AnalysesClient = {
    create: (url) => api.request("/api/analyses", { method: "POST", json: { url } }),
    usage: async (signal) => {
      const sub = await api.request<Subscription>("/api/subscription", { signal });
      return { used: sub.current_usage, limit: sub.usage_limit };
    },
    importFile: (file, owner) => {
      const form = new FormData();
      // Before the file: the server reads the fields that precede it.
      if (owner) form.append("owner", owner);
      form.append("file", file, file.name);
      return api.request("/api/analyses", { method: "POST", form });
    },
    get: (id, signal) => api.request(`/api/analyses/${encodeURIComponent(id)}`, { signal }),
    follow: (id, onState, onError) =>
      followLive<AnalysisState>({
        stream: (handlers) =>
          openEventStream(`/api/analyses/${encodeURIComponent(id)}/events`, "state", handlers),
        lookup: () => client.get(id),
        isFinished: (state) => FINISHED.has(state.status),
        onState,
        // A refusal (gone, signed out) ends following; anything else is tried again.
        onLookupError: (error) => {
          if (!isRefusal(error)) return "retry";
          onError(error);
          return "stop";
        },
        reconnectDelaysMs: RECONNECT_DELAYS_MS,
        pollIntervalMs: POLL_INTERVAL_MS,
      }),
    list: (params = {}, signal) =>
      api.request(
        `/api/analyses${queryString({ limit: params.limit, cursor: params.cursor, q: params.q })}`,
        { signal },
      ),
    remove: (id) => api.request(`/api/analyses/${encodeURIComponent(id)}`, { method: "DELETE" }),
    comments: (id, query, signal) => api.request(commentsPath(id, query), { signal }),
    exportUrl: (id, format, columns) =>
      `/api/analyses/${encodeURIComponent(id)}/export${queryString({ format, columns: columns?.join(",") })}`,
    // A site that reads live data offers no samples.
    demoSamples: (signal) =>
      orNullIfMissing(api.request<DemoSamples>("/api/demo/posts", { signal })),
  };
  return client;
}

/** The owner's label corrections of one report's comments. */
export interface LabelsClient {
  /** Sets a comment's labels; answers the comment as the rebuilt report reads it. */
  correct(
    analysisId: string,
    commentId: string,
    correction: LabelCorrection,
  ): Promise<AnalysisComment>;
  /** Drops the correction: the analyzer's reading again. */
  reset(analysisId: string, commentId: string): Promise<AnalysisComment>;
  /** Same-origin address that downloads the owner's corrections as labelled lines. */
  downloadUrl(analysisId: string): string;
  /** Marks a question or complaint answered or handled (null: open again). */
  mark(analysisId: string, commentId: string, input: CommentStatusInput): Promise<AnalysisComment>;
}

const labelPath = (analysisId: string, commentId: string) =>
  `/api/analyses/${encodeURIComponent(analysisId)}/comments/${encodeURIComponent(commentId)}/label`;

export function createLabelsClient(): LabelsClient {
  return {
    correct: async (analysisId, commentId, correction) =>
      (
        await api.request<LabelCorrectionResponse>(labelPath(analysisId, commentId), {
          method: "PUT",
          json: correction,
        })
      ).comment,
    reset: async (analysisId, commentId) =>
      (
        await api.request<LabelCorrectionResponse>(labelPath(analysisId, commentId), {
          method: "DELETE",
        })
      ).comment,
    downloadUrl: (analysisId) => `/api/analyses/${encodeURIComponent(analysisId)}/corrections`,
    mark: async (analysisId, commentId, input) =>
      (
        await api.request<LabelCorrectionResponse>(
          `${labelPath(analysisId, commentId).replace(/\/label$/, "")}/status`,
          { method: "PUT", json: input },
        )
      ).comment,
  };
}

/** Who on an Agency team takes on a team report's comments. */
export interface AssignmentsClient {
  /** The teammates the report's comments may go to. */
  assignees(analysisId: string, signal?: AbortSignal): Promise<Assignee[]>;
  /** Gives the comment to a teammate with a note (`assignee_id: null` takes it back). */
  assign(
    analysisId: string,
    commentId: string,
    input: CommentAssignmentInput,
  ): Promise<AnalysisComment>;
}

export function createAssignmentsClient(): AssignmentsClient {
  return {
    assignees: async (analysisId, signal) =>
      (
        await api.request<AssigneesResponse>(
          `/api/analyses/${encodeURIComponent(analysisId)}/assignees`,
          { signal },
        )
      ).items,
    assign: async (analysisId, commentId, input) =>
      (
        await api.request<LabelCorrectionResponse>(
          `${labelPath(analysisId, commentId).replace(/\/label$/, "")}/assignment`,
          { method: "PUT", json: input },
        )
      ).comment,
  };
}

/** Read-only links to the owner's report. */
export interface SharesClient {
  status(analysisId: string): Promise<ShareStatus>;
  /** A new link; any earlier one stops working. */
  create(analysisId: string): Promise<ShareLink>;
  revoke(analysisId: string): Promise<void>;
}

const sharePath = (analysisId: string) => `/api/analyses/${encodeURIComponent(analysisId)}/share`;

export function createSharesClient(): SharesClient {
  return {
    status: (analysisId) => api.request(sharePath(analysisId)),
    create: (analysisId) => api.request(sharePath(analysisId), { method: "POST", json: {} }),
    revoke: (analysisId) => api.request(sharePath(analysisId), { method: "DELETE" }),
  };
}

/** A report opened by its share link: the report, and its comments as the explorer asks. */
export function fetchSharedReport(token: string, signal?: AbortSignal): Promise<SharedReport> {
  return api.request(`/api/shared/${encodeURIComponent(token)}`, { signal });
}

/**
 * The client a shared report reads its comments through. A shared report is read-only: it
 * starts, lists, exports and deletes nothing.
 */
export function createSharedReportClient(token: string): AnalysesClient {
  const readOnly = () => Promise.reject(new Error("a shared report is read-only"));
  return {
    create: readOnly,
    importFile: readOnly,
    get: readOnly,
    follow: () => () => {},
    list: readOnly,
    usage: readOnly,
    remove: readOnly,
    comments: (_id, query, signal) =>
      api.request(`/api/shared/${encodeURIComponent(token)}/comments${commentsQuery(query)}`, {
        signal,
      }),
    exportUrl: () => "",
    demoSamples: async () => null,
  };
}

/** The reader's named views of a report's comment explorer. */
export interface ViewsClient {
  list(analysisId: string, signal?: AbortSignal): Promise<SavedView[]>;
  save(analysisId: string, input: SavedViewInput): Promise<SavedView>;
  remove(analysisId: string, viewId: string): Promise<void>;
}

const viewsPath = (analysisId: string) => `/api/analyses/${encodeURIComponent(analysisId)}/views`;

export function createViewsClient(): ViewsClient {
  return {
    list: async (analysisId, signal) =>
      (await api.request<SavedViewsResponse>(viewsPath(analysisId), { signal })).views,
    save: (analysisId, input) =>
      api.request(viewsPath(analysisId), { method: "POST", json: input }),
    remove: (analysisId, viewId) =>
      api.request(`${viewsPath(analysisId)}/${encodeURIComponent(viewId)}`, { method: "DELETE" }),
  };
}

/** The owner's schedule of re-runs of a post, and the post's runs as a trend. */
export type { SchedulesClient };

const analysisPath = (analysisId: string) => `/api/analyses/${encodeURIComponent(analysisId)}`;

export function createSchedulesClient(): SchedulesClient {
  return schedulesClientAt(api, analysisPath);
}

/** One click from an alert mail: that post's alerts stop. */
export function unsubscribeAlerts(token: string): Promise<{ message: string }> {
  return api.request(`/api/alerts/unsubscribe`, { method: "POST", json: { token } });
}
