import {
  NO_ALERTS,
  type PostSchedule,
  type ScheduleInput,
  type TrendPoint,
} from "@commentlens/shared";
import { vi } from "vitest";
import type { SchedulesClient } from "./schedules-client";

/** For tests: a report's schedule and trend as given; saving answers what the server would. */
export function fakeSchedulesClient(
  initial: PostSchedule | null = null,
  points: TrendPoint[] = [],
) {
  return {
    get: vi.fn(async () => initial),
    set: vi.fn(
      async (_id: string, input: ScheduleInput): Promise<PostSchedule> => ({
        frequency: input.frequency,
        alerts: input.alerts ?? NO_ALERTS,
        paused: input.paused ?? false,
        stopped: null,
        next_run_at: input.paused ? null : "2026-12-07T10:00:00.000Z",
        last_run_at: null,
        created_at: "2026-11-30T10:00:00.000Z",
      }),
    ),
    remove: vi.fn(async () => {}),
    trend: vi.fn(async () => points),
  } satisfies SchedulesClient;
}
