import type { AgencyAccess, ProfileAnalysisSummary } from "@commentlens/shared";
import { useCallback, useEffect } from "react";
import { ApiError } from "../../lib/api-client";
import { type Resource, useResource } from "../../lib/use-resource";
import { useAgencyClient } from "./client-context";

/** How often the list is asked again while an analysis runs. */
export const LIST_POLL_MS = 3_000;

export interface AgencyData {
  access: Resource<AgencyAccess>;
  list: Resource<ProfileAnalysisSummary[]>;
}

/**
 * The dashboard's data: may this user start analyses, and the team's analyses. While any of
 * them runs the list is asked again every few seconds, so cards move on by themselves.
 */
export function useAgencyData(): AgencyData {
  const client = useAgencyClient();
  const access = useResource(useCallback((signal: AbortSignal) => client.access(signal), [client]));
  const list = useResource(
    useCallback(
      async (signal: AbortSignal) => {
        try {
          return await client.list(signal);
        } catch (error) {
          // A user without Agency has no analyses to list; the banner says why.
          if (error instanceof ApiError && error.code === "AGENCY_REQUIRED") return [];
          throw error;
        }
      },
      [client],
    ),
  );

  const running = list.data?.some((a) => a.analysis_status === "in_progress") ?? false;
  const { reload, data, error } = list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every answer (data or error) restarts the wait.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => void reload(), LIST_POLL_MS);
    return () => clearTimeout(timer);
  }, [running, reload, data, error]);

  return { access, list };
}
