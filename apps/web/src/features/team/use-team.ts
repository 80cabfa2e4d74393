import type { TeamResponse } from "@commentlens/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTeamClient } from "./client-context";

export interface TeamState {
  /** The last team loaded; kept while a reload runs, so the tab does not jump. */
  data: TeamResponse | undefined;
  error: unknown;
  reload(): Promise<void>;
  /** Takes the team an action answered with, without asking again. */
  set(value: TeamResponse): void;
}

/**
 * The signed-in user's team (`GET /api/team`), loaded once. The account page holds it, so it
 * knows whether to show the Team tab and the tab starts from the same answer.
 */
export function useTeam(): TeamState {
  const client = useTeamClient();
  const [data, setData] = useState<TeamResponse>();
  const [error, setError] = useState<unknown>(null);
  const current = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    try {
      const value = await client.team(controller.signal);
      if (controller.signal.aborted) return;
      setData(value);
      setError(null);
    } catch (caught) {
      if (!controller.signal.aborted) setError(caught);
    }
  }, [client]);

  useEffect(() => {
    void reload();
    return () => current.current?.abort();
  }, [reload]);

  const set = useCallback((value: TeamResponse) => {
    current.current?.abort();
    setData(value);
    setError(null);
  }, []);

  return { data, error, reload, set };
}
