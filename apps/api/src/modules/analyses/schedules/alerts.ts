import { ALERTS_UNSUBSCRIBE_PATH, formatNumber, type ScheduleAlerts } from "@commentlens/shared";
import { emailOfAccount } from "../../account/service.js";
import type { Mailer } from "../../mail/mailer.js";
import { reportAlertMail } from "../../mail/templates.js";
import { findAnalysis, previousCompleted } from "../repository.js";
import {
  claimAlertCheck,
  findScheduleById,
  newTagged,
  runFigures,
  stopSchedule,
} from "./repository.js";

/**
 * After a scheduled run: whether it crossed any of the alerts its owner chose, against the
 * run before it (scheduled or not), and one mail if so. A run is weighed once (see
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

/** What the run found that its alerts ask about, in the words of the mail. */
export async function alertFindings(
  deps: Pick<AlertDeps, "db">,
  alerts: ScheduleAlerts,
  current: string,
  previous: string,
): Promise<string[]> {
  const findings: string[] = [];
  const [now, before] = await Promise.all([
    runFigures(deps.db, current),
    runFigures(deps.db, previous),
  ]);
  if (alerts.negative_share_points !== null && now?.breakdown && before?.breakdown) {
    const rise = now.breakdown.negative - before.breakdown.negative;
    if (rise > alerts.negative_share_points) {
      findings.push(
        `Negative comments up ${Math.round(rise)} points, from ${Math.round(before.breakdown.negative)}% to ${Math.round(now.breakdown.negative)}%`,
      );
    }
  }
  if (alerts.new_complaints !== null) {
    const complaints = await newTagged(deps.db, current, previous, "complaint");
    if (complaints > alerts.new_complaints) {
      findings.push(plural(complaints, "new complaint", "new complaints"));
    }
  }
  if (alerts.new_abusive) {
    const abusive = await newTagged(deps.db, current, previous, "toxic");
    if (abusive > 0) findings.push(plural(abusive, "new abusive comment", "new abusive comments"));
  }
  if (alerts.new_unanswered) {
    const unanswered = await newTagged(
      deps.db,
      current,
      previous,
      "question",
      now?.unanswered ?? [],
    );
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
  const findings = await alertFindings(deps, schedule.alerts, run.id, previous.id);
  const to = findings.length > 0 ? await emailOfAccount(deps.db, schedule.userId) : null;
  if (!to) return "nothing to tell";
  const owner = run.post?.owner.username;
  const token = encodeURIComponent(schedule.unsubscribeToken);
  await deps.mailer.send({
    to,
    ...reportAlertMail({
      post: owner ? `@${owner}'s post` : "your post",
      findings,
      reportUrl: `${deps.publicUrl}/app?analysis_id=${run.id}`,
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
