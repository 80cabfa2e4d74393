import {
  type AgencyAccess,
  type AgencyBranding,
  type AgencyBrandingResponse,
  PROFILE_EXPORT_FORMATS,
  PROFILE_PROGRESS_EVENT,
  type ProfileAnalysisDetail,
  type ProfileAnalysisSummary,
  type ProfileProgress,
  profileExportFileName,
} from "@commentlens/shared";

/**
 * The typed client of the agency calls (profile analyses, their progress and exports, the
 * white-label branding). Screens take an `AgencyClient` from context so tests can hand them
 * a fake one; the real one talks to the server.
 */

/** A failed call: `serverMessage` is the server's `error` text; `status` 0 means no answer. */
export class AgencyApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage?: string, code?: string) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = "AgencyApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
  }
}

export type ProfileExportFormat = (typeof PROFILE_EXPORT_FORMATS)[number];
export const EXPORT_FORMATS = PROFILE_EXPORT_FORMATS;

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

export interface ProgressStreamHandlers {
  onProgress(progress: ProfileProgress): void;
  /** The stream failed or ended early: the caller falls back to polling. */
  onError(): void;
}

export interface AgencyClient {
  access(signal?: AbortSignal): Promise<AgencyAccess>;
  list(signal?: AbortSignal): Promise<ProfileAnalysisSummary[]>;
  get(id: string, signal?: AbortSignal): Promise<ProfileAnalysisDetail>;
  remove(id: string): Promise<void>;
  /** Step one of a start: reads the profile and its latest posts; answers the new analysis id. */
  fetchProfile(profileUrl: string): Promise<{ profile_analysis_id: string; total_posts: number }>;
  /** Step two: queues the analysis of those posts. */
  analyzeProfile(id: string): Promise<{ message: string }>;
  progress(id: string, signal?: AbortSignal): Promise<ProfileProgress>;
  /**
   * Follows the progress stream (SSE). Returns a function that closes it, or null when the
   * browser cannot open streams (the caller polls instead).
   */
  streamProgress(id: string, handlers: ProgressStreamHandlers): (() => void) | null;
  exportReport(id: string, format: ProfileExportFormat, username: string): Promise<ExportedFile>;
  branding(signal?: AbortSignal): Promise<AgencyBrandingResponse>;
  saveBranding(branding: AgencyBranding): Promise<AgencyBranding>;
}

async function errorFrom(response: Response): Promise<AgencyApiError> {
  try {
    const body = (await response.json()) as { error?: unknown; code?: unknown };
    const message = typeof body.error === "string" && body.error ? body.error : undefined;
    return new AgencyApiError(
      response.status,
      message,
      typeof body.code === "string" ? body.code : undefined,
    );
  } catch {
    // Not JSON: the caller shows its own fallback text.
    return new AgencyApiError(response.status);
  }
}

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new AgencyApiError(0);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await send(path, init);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

function post(body: unknown): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  };
}

/** The file name of a `Content-Disposition: attachment; filename=…` header, if any. */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // Badly encoded: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

const id = encodeURIComponent;

export function createAgencyClient(): AgencyClient {
  return {
    access: (signal) => request("/api/agency/access", { signal }),
    list: async (signal) =>
      (await request<{ analyses: ProfileAnalysisSummary[] }>("/api/profile-analyses", { signal }))
        .analyses,
    get: (analysisId, signal) => request(`/api/profile-analyses/${id(analysisId)}`, { signal }),
    remove: (analysisId) =>
      request(`/api/profile-analyses/${id(analysisId)}`, { method: "DELETE" }),
    fetchProfile: (profileUrl) =>
      request(
        "/api/profile-processing",
        post({ mode: "fetch_profile", instagram_profile_url: profileUrl }),
      ),
    analyzeProfile: (analysisId) =>
      request(
        "/api/profile-processing",
        post({ mode: "analyze_profile", profile_analysis_id: analysisId }),
      ),
    progress: (analysisId, signal) =>
      request(`/api/progress?type=profile&profile_analysis_id=${id(analysisId)}`, { signal }),
    streamProgress(analysisId, { onProgress, onError }) {
      if (typeof EventSource === "undefined") return null;
      const source = new EventSource(
        `/api/progress/stream?type=profile&profile_analysis_id=${id(analysisId)}`,
      );
      source.addEventListener(PROFILE_PROGRESS_EVENT, (event) => {
        try {
          onProgress(JSON.parse((event as MessageEvent<string>).data) as ProfileProgress);
        } catch {
          // A malformed event is skipped; the next one carries the whole state again.
        }
      });
      source.onerror = () => {
        source.close();
        onError();
      };
      return () => source.close();
    },
    async exportReport(analysisId, format, username) {
      const response = await send(
        "/api/profile-analytics",
        post({ mode: "export_report", analysis_id: analysisId, format }),
      );
      const fileName =
        attachmentFileName(response.headers.get("content-disposition")) ??
        profileExportFileName(username, new Date(), format);
      return { blob: await response.blob(), fileName };
    },
    branding: (signal) => request("/api/agency/branding", { signal }),
    saveBranding: (branding) =>
      request("/api/agency/branding", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(branding),
      }),
  };
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, fileName }: ExportedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
