import type { PostSchedule, ScheduleInput, TrendPoint } from "@commentlens/shared";
import {
  type ProfileTarget,
  profileScheduleOf,
  profileTrendOf,
  removeProfileSchedule,
  setProfileSchedule,
} from "../analyses/schedules/service.js";
import type { SessionUser } from "../auth/session.js";
import { readableProfileAnalysis } from "./access.js";
import type { AgencyDeps } from "./service.js";

/**
 * A profile's re-runs, set from any of its reports by any member of the Agency team (viewers
 * only read them): the schedule is the team owner's, one per profile, and every run is a new
 * profile analysis of the team. The trend reads every completed run of the profile.
 */

async function profileOf(deps: AgencyDeps, user: SessionUser, id: string): Promise<ProfileTarget> {
  const { row } = await readableProfileAnalysis(deps, user, id);
  return { ownerId: row.ownerId, username: row.instagramUsername };
}

export async function profileSchedule(
  deps: AgencyDeps,
  user: SessionUser,
  id: string,
): Promise<PostSchedule | null> {
  return profileScheduleOf(deps.db, await profileOf(deps, user, id));
}

export async function scheduleProfile(
  deps: AgencyDeps,
  user: SessionUser,
  id: string,
  input: ScheduleInput,
): Promise<PostSchedule> {
  return setProfileSchedule(deps.db, await profileOf(deps, user, id), input);
}

export async function unscheduleProfile(
  deps: AgencyDeps,
  user: SessionUser,
  id: string,
): Promise<void> {
  await removeProfileSchedule(deps.db, await profileOf(deps, user, id));
}

export async function profileTrend(
  deps: AgencyDeps,
  user: SessionUser,
  id: string,
): Promise<TrendPoint[]> {
  return profileTrendOf(deps.db, await profileOf(deps, user, id));
}
