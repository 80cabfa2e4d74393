import type {
  PostSchedule,
  PostScheduleResponse,
  ScheduleInput,
  TrendPoint,
  TrendResponse,
} from "@commentlens/shared";
import type { ApiClient } from "../../lib/api-client";

/** A report's schedule and trend, read and set through the report's own address. */
export interface SchedulesClient {
  get(analysisId: string, signal?: AbortSignal): Promise<PostSchedule | null>;
  set(analysisId: string, input: ScheduleInput): Promise<PostSchedule>;
  remove(analysisId: string): Promise<void>;
  trend(analysisId: string, signal?: AbortSignal): Promise<TrendPoint[]>;
}

/** The client for reports at `reportPath(id)` (a post's or a profile's), through the feature's `api`. */
export function schedulesClientAt(
  api: ApiClient,
  reportPath: (analysisId: string) => string,
): SchedulesClient {
  return {
    get: async (analysisId, signal) =>
      (await api.request<PostScheduleResponse>(`${reportPath(analysisId)}/schedule`, { signal }))
        .schedule,
    set: (analysisId, input) =>
      api.request(`${reportPath(analysisId)}/schedule`, { method: "PUT", json: input }),
    remove: (analysisId) => api.request(`${reportPath(analysisId)}/schedule`, { method: "DELETE" }),
    trend: async (analysisId, signal) =>
      (await api.request<TrendResponse>(`${reportPath(analysisId)}/trend`, { signal })).points,
  };
}
