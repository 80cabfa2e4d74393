import { ALERTS_UNSUBSCRIBE_PATH, formatNumber, type ScheduleAlerts } from "@commentlens/shared";
import { emailOfAccount } from "../../account/service.js";
import type { Mailer } from "../../mail/mailer.js";
import { reportAlertMail } from "../../mail/templates.js";
import { findAnalysis, previousCompleted } from "../repository.js";
import {
  claimAlertCheck,
  claimProfileAlertCheck,
  completedProfileRuns,
  findScheduleById,
  newTagged,
  profileRunOf,
  type RunFigures,
  runFigures,
  type ScheduleRow,
  stopSchedule,
} from "./repository.js";
import { sentimentShares } from "./shares.js";

/**
 * After a scheduled run (of a post or a profile): whether it crossed any of the alerts its
 * owner chose, against the run before it (scheduled or not), and one mail if so. A run is weighed once (see
 * `claimAlertCheck`), so however often this is called it mails at most once.
 */

export interface AlertDeps {
  db: Parameters<typeof findAnalysis>[0];
  mailer: Mailer;
  publicUrl: string;
}

/** A run that failed because the post is gone stops its schedule. */
const POST_GONE = new Set(["POST_NOT_FOUND", "POST_PRIVATE"]);

const plural = (n: number, one: string, many: string) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * What the run found that its alerts ask about, in the words of the mail. `current` are the
 * run's analyses (one for a post, one per post for a profile) and `previous` the run's before
 * it; comments count as new against the same post's analysis in the run before.
 */
export async function alertFindings(
  deps: Pick<AlertDeps, "db">,
  alerts: ScheduleAlerts,
  current: RunFigures[],
  previous: RunFigures[],
): Promise<string[]> {
  const findings: string[] = [];
  const now = sentimentShares(current);
  const before = sentimentShares(previous);
  if (alerts.negative_share_points !== null && now && before) {
    const rise = now.negative - before.negative;
    if (rise > alerts.negative_share_points) {
      findings.push(
        `Negative comments up ${Math.round(rise)} points, from ${Math.round(before.negative)}% to ${Math.round(now.negative)}%`,
      );
    }
  }
  const previousOf = new Map(previous.map((run) => [run.shortcode, run.id]));
  const newTaggedIn = async (tag: "complaint" | "toxic" | "question", unansweredOnly = false) => {
    let count = 0;
    for (const run of current) {
      const before = previousOf.get(run.shortcode) ?? null;
      count += await newTagged(
        deps.db,
        run.id,
        before,
        tag,
        unansweredOnly ? run.unanswered : undefined,
      );
    }
    return count;
  };
  if (alerts.new_complaints !== null) {
    const complaints = await newTaggedIn("complaint");
    if (complaints > alerts.new_complaints) {
      findings.push(plural(complaints, "new complaint", "new complaints"));
    }
  }
  if (alerts.new_abusive) {
    const abusive = await newTaggedIn("toxic");
    if (abusive > 0) findings.push(plural(abusive, "new abusive comment", "new abusive comments"));
  }
  if (alerts.new_unanswered) {
    const unanswered = await newTaggedIn("question", true);
    if (unanswered > 0) {
      findings.push(plural(unanswered, "new unanswered question", "new unanswered questions"));
    }
  }
  return findings;
}

export type AlertOutcome = "mailed" | "nothing to tell" | "already weighed" | "schedule stopped";

export async function weighAlerts(
  deps: AlertDeps,
  analysisId: string,
  now = new Date(),
): Promise<AlertOutcome> {
  if (!(await claimAlertCheck(deps.db, analysisId, now))) return "already weighed";
  // The per-comment results are not needed: the figures are read on their own.
  const run = await findAnalysis(deps.db, analysisId, { withResults: false });
  const schedule = run?.scheduleId ? await findScheduleById(deps.db, run.scheduleId) : undefined;
  if (!run || !schedule) return "nothing to tell";
  if (run.status === "failed") {
    if (run.errorCode && POST_GONE.has(run.errorCode) && !schedule.pausedAt) {
      await stopSchedule(deps.db, schedule.id, "post_unavailable", now);
      return "schedule stopped";
    }
    return "nothing to tell";
  }
  const previous = await previousCompleted(deps.db, run);
  if (!previous) return "nothing to tell";
  const [figures, before] = await Promise.all([
    runFigures(deps.db, run.id),
    runFigures(deps.db, previous.id),
  ]);
  const findings = await alertFindings(
    deps,
    schedule.alerts,
    figures ? [figures] : [],
    before ? [before] : [],
  );
  const owner = run.post?.owner.username;
  return mailAlert(deps, schedule, findings, {
    kind: "post",
    name: owner ? `@${owner}'s post` : "your post",
    reportUrl: `${deps.publicUrl}/app?analysis_id=${run.id}`,
  });
}

/** `weighAlerts` for a profile's run: its posts against those of the profile's run before. */
export async function weighProfileAlerts(
  deps: AlertDeps,
  id: string,
  now = new Date(),
): Promise<AlertOutcome> {
  if (!(await claimProfileAlertCheck(deps.db, id, now))) return "already weighed";
  const run = await profileRunOf(deps.db, id);
  const schedule = run?.scheduleId ? await findScheduleById(deps.db, run.scheduleId) : undefined;
  if (run?.status !== "completed" || !schedule) return "nothing to tell";
  const [previous] = await completedProfileRuns(
    deps.db,
    run.ownerId,
    run.username,
    1,
    run.createdAt,
  );
  if (!previous) return "nothing to tell";
  const findings = await alertFindings(deps, schedule.alerts, run.posts, previous.posts);
  return mailAlert(deps, schedule, findings, {
    kind: "profile",
    name: `@${run.username}'s profile`,
    reportUrl: `${deps.publicUrl}/agency/${encodeURIComponent(run.id)}`,
  });
}

/** One mail with the findings, to the schedule's account, if there are any. */
async function mailAlert(
  deps: AlertDeps,
  schedule: ScheduleRow,
  findings: string[],
  report: { kind: "post" | "profile"; name: string; reportUrl: string },
): Promise<AlertOutcome> {
  const to = findings.length > 0 ? await emailOfAccount(deps.db, schedule.userId) : null;
  if (!to) return "nothing to tell";
  const token = encodeURIComponent(schedule.unsubscribeToken);
  await deps.mailer.send({
    to,
    ...reportAlertMail({
      ...report,
      findings,
      unsubscribeUrl: `${deps.publicUrl}${ALERTS_UNSUBSCRIBE_PATH}?token=${token}`,
    }),
    // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to the API itself.
    headers: {
      "List-Unsubscribe": `<${deps.publicUrl}/api/alerts/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
  return "mailed";
}
