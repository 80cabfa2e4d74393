import {
  type AgencyAccess,
  type AgencyBranding,
  type AgencyBrandingResponse,
  type DemoProfiles,
  type PROFILE_EXPORT_FORMATS,
  PROFILE_PROGRESS_EVENT,
  type ProfileAnalysisDetail,
  type ProfileAnalysisSummary,
  type ProfileProgress,
  profileExportFileName,
  type ShareLink,
  type ShareStatus,
} from "@commentlens/shared";

import {
  type SchedulesClient,
  schedulesClientAt,
} from "../../components/schedules/schedules-client";
import { createApiClient, orNullIfMissing } from "../../lib/api-client";
import { attachmentFileName, type DownloadedFile } from "../../lib/download";
import { openEventStream } from "../../lib/live-updates";

/**
 * The typed client of the agency calls (profile analyses, their progress and exports, the
 * white-label branding). Screens take an `AgencyClient` from context so tests can hand them
 * a fake one; the real one talks to the server.
 */

export type ProfileExportFormat = (typeof PROFILE_EXPORT_FORMATS)[number];

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
  exportReport(id: string, format: ProfileExportFormat, username: string): Promise<DownloadedFile>;
  /** The sample profiles this site offers, or null when it reads live data (no samples). */
  sampleProfiles(signal?: AbortSignal): Promise<DemoProfiles | null>;
  branding(signal?: AbortSignal): Promise<AgencyBrandingResponse>;
  saveBranding(branding: AgencyBranding): Promise<AgencyBranding>;
  /** The report's read-only link: whether one is active, a new one, or none. */
  shareStatus(id: string): Promise<ShareStatus>;
  share(id: string): Promise<ShareLink>;
  revokeShare(id: string): Promise<void>;
  /** The profile's re-runs: its schedule and its runs' trend, through any of its reports. */
  schedules: SchedulesClient;
}

const api = createApiClient();

const id = encodeURIComponent;

export function createAgencyClient(): AgencyClient {
  return {
    schedules: schedulesClientAt(api, (analysisId) => `/api/profile-analyses/${id(analysisId)}`),
    access: (signal) => api.request("/api/agency/access", { signal }),
    list: async (signal) =>
      (
        await api.request<{ analyses: ProfileAnalysisSummary[] }>("/api/profile-analyses", {
          signal,
        })
      ).analyses,
    get: (analysisId, signal) => api.request(`/api/profile-analyses/${id(analysisId)}`, { signal }),
    remove: (analysisId) =>
      api.request(`/api/profile-analyses/${id(analysisId)}`, { method: "DELETE" }),
    shareStatus: (analysisId) => api.request(`/api/profile-analyses/${id(analysisId)}/share`),
    share: (analysisId) =>
      api.request(`/api/profile-analyses/${id(analysisId)}/share`, { method: "POST", json: {} }),
    revokeShare: (analysisId) =>
      api.request(`/api/profile-analyses/${id(analysisId)}/share`, { method: "DELETE" }),
    fetchProfile: (profileUrl) =>
      api.request("/api/profile-processing", {
        method: "POST",
        json: { mode: "fetch_profile", instagram_profile_url: profileUrl },
      }),
    analyzeProfile: (analysisId) =>
      api.request("/api/profile-processing", {
        method: "POST",
        json: { mode: "analyze_profile", profile_analysis_id: analysisId },
      }),
    progress: (analysisId, signal) =>
      api.request(`/api/progress?type=profile&profile_analysis_id=${id(analysisId)}`, { signal }),
    streamProgress: (analysisId, { onProgress, onError }) =>
      openEventStream<ProfileProgress>(
        `/api/progress/stream?type=profile&profile_analysis_id=${id(analysisId)}`,
        PROFILE_PROGRESS_EVENT,
        { onEvent: onProgress, onError },
      ),
    async exportReport(analysisId, format, username) {
      const response = await api.send("/api/profile-analytics", {
        method: "POST",
        json: { mode: "export_report", analysis_id: analysisId, format },
      });
      const fileName =
        attachmentFileName(response.headers.get("content-disposition")) ??
        profileExportFileName(username, new Date(), format);
      return { blob: await response.blob(), fileName };
    },
    // A site that reads live data offers no samples.
    sampleProfiles: (signal) =>
      orNullIfMissing(api.request<DemoProfiles>("/api/demo/profiles", { signal })),
    branding: (signal) => api.request("/api/agency/branding", { signal }),
    saveBranding: (branding) =>
      api.request("/api/agency/branding", { method: "PUT", json: branding }),
  };
}
