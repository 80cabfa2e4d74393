import { startRapidApiFixtureServer } from "@commentlens/instagram/testing";
import {
  errorCatalogue,
  postScheduleResponseSchema,
  postScheduleSchema,
  SCHEDULE_MESSAGES,
  trendResponseSchema,
} from "@commentlens/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { analysis, analysisComment, postSchedule, usageCounter } from "../../../db/schema.js";
import { startJobs } from "../../../plugins/jobs.js";
import { finished, importComments } from "../../../test/analyses.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { browser, mailsTo, signedUpBrowser } from "../../../test/browser.js";
import { AnalysisExists, createAnalysis } from "../service.js";
import { SCHEDULE_ALERTS_QUEUE, SCHEDULED_RUN_QUEUE, sendDueWork } from "./jobs.js";
import { scheduledRunId, startScheduledRun } from "./service.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const SAMPLE = "https://www.instagram.com/p/DepHZOzvVEI/";
const DAY = 24 * 60 * 60 * 1000;
type Browser = ReturnType<typeof browser>;

async function ownReport(email = "owner@example.com") {
  const owner = await signedUpBrowser(t, email);
  const res = await owner.post("/api/analyses", { url: SAMPLE });
  const state = await finished(owner, res.json().id as string);
  expect(state.status).toBe("completed");
  return { owner, id: state.id };
}

/** Runs the account's schedules now, as the dev tools do, and waits for the run to finish. */
async function runNow(owner: Browser): Promise<string> {
  const scheduledRuns = async () =>
    (
      await t.database.db
        .select({ id: analysis.id })
        .from(analysis)
        .where(sql`${analysis.scheduleId} is not null`)
    ).map((row) => row.id);
  const before = new Set(await scheduledRuns());
  const res = await owner.post("/api/dev/schedules/run-now", {});
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().runs).toBe(1);
  const id = await waitFor(async () => (await scheduledRuns()).find((run) => !before.has(run)));
  expect((await finished(owner, id)).status).toBe("completed");
  return id;
}

describe("scheduled re-analysis", () => {
  it("the owner schedules a post weekly; a due run is a new report in the account and a trend point", async () => {
    t = await createTestApp();
    const { owner, id } = await ownReport();
    expect(
      postScheduleResponseSchema.parse((await owner.get(`/api/analyses/${id}/schedule`)).json()),
    ).toEqual({ schedule: null });

    const before = Date.now();
    const set = await owner.send("PUT", `/api/analyses/${id}/schedule`, { frequency: "weekly" });
    expect(set.statusCode, set.body).toBe(200);
    const schedule = postScheduleSchema.parse(set.json());
    expect(schedule).toMatchObject({ frequency: "weekly", paused: false, stopped: null });
    const next = Date.parse(schedule.next_run_at as string);
    expect(next).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(next).toBeLessThan(Date.now() + 7 * DAY + 1000);

    // Not due yet: the tick sends nothing.
    const { jobs } = t.app.schedules;
    expect(await sendDueWork(jobs, t.database.db)).toEqual({ runs: 0, alerts: 0 });

    const runId = await runNow(owner);
    expect(runId).not.toBe(id);
    const list = (await owner.get("/api/analyses")).json();
    expect(list.items.map((item: { id: string }) => item.id)).toContain(runId);

    const trend = trendResponseSchema.parse((await owner.get(`/api/analyses/${id}/trend`)).json());
    expect(trend.points.map((p) => [p.analysis_id, p.scheduled])).toEqual([
      [id, false],
      [runId, true],
    ]);
    const [first, second] = trend.points;
    expect(second?.comments).toBe(first?.comments);
    expect((second?.positive ?? 0) + (second?.neutral ?? 0) + (second?.negative ?? 0)).toBeCloseTo(
      100,
      0,
    );
    // The run's own report reads the same schedule and trend.
    expect((await owner.get(`/api/analyses/${runId}/schedule`)).json().schedule.frequency).toBe(
      "weekly",
    );
    // The schedule moved a week on.
    const after = postScheduleSchema.parse(
      (await owner.get(`/api/analyses/${id}/schedule`)).json().schedule,
    );
    expect(Date.parse(after.next_run_at as string)).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(after.last_run_at).not.toBeNull();
  });

  it("refuses what cannot be scheduled, and other people's reports", async () => {
    t = await createTestApp();
    const { owner, id } = await ownReport();
    const bad = await owner.send("PUT", `/api/analyses/${id}/schedule`, { frequency: "hourly" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain(SCHEDULE_MESSAGES.frequency);
    const points = await owner.send("PUT", `/api/analyses/${id}/schedule`, {
      frequency: "daily",
      alerts: {
        negative_share_points: 0,
        new_complaints: null,
        new_abusive: false,
        new_unanswered: false,
      },
    });
    expect(points.statusCode).toBe(400);
    expect(points.json().error).toContain(SCHEDULE_MESSAGES.negativePoints);

    const imported = await importComments(owner);
    const file = await finished(owner, imported.json().id as string);
    const refused = await owner.send("PUT", `/api/analyses/${file.id}/schedule`, {
      frequency: "daily",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(errorCatalogue.SCHEDULE_NOT_POSSIBLE);

    const stranger = await signedUpBrowser(t, "stranger@example.com");
    for (const res of [
      await stranger.get(`/api/analyses/${id}/schedule`),
      await stranger.get(`/api/analyses/${id}/trend`),
      await stranger.send("PUT", `/api/analyses/${id}/schedule`, { frequency: "daily" }),
      await stranger.send("DELETE", `/api/analyses/${id}/schedule`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await browser(t).get(`/api/analyses/${id}/schedule`)).statusCode).toBe(401);
    expect((await owner.send("DELETE", `/api/analyses/${id}/schedule`)).statusCode).toBe(404);
  });

  it("pauses and resumes; a deleted schedule runs no more", async () => {
    t = await createTestApp();
    const { owner, id } = await ownReport();
    await owner.send("PUT", `/api/analyses/${id}/schedule`, { frequency: "daily" });
    const paused = await owner.send("PUT", `/api/analyses/${id}/schedule`, {
      frequency: "daily",
      paused: true,
    });
    expect(paused.json()).toMatchObject({ paused: true, next_run_at: null });
    await t.database.db.update(postSchedule).set({ nextRunAt: new Date(Date.now() - 1000) });
    expect((await sendDueWork(t.app.schedules.jobs, t.database.db)).runs).toBe(0);

    // Resumed while overdue: it runs at the next tick.
    const resumed = postScheduleSchema.parse(
      (await owner.send("PUT", `/api/analyses/${id}/schedule`, { frequency: "daily" })).json(),
    );
    expect(resumed.paused).toBe(false);
    expect(Date.parse(resumed.next_run_at as string)).toBeLessThanOrEqual(Date.now());

    expect((await owner.send("DELETE", `/api/analyses/${id}/schedule`)).statusCode).toBe(204);
    expect((await sendDueWork(t.app.schedules.jobs, t.database.db)).runs).toBe(0);
  });

  it("two workers that see the same run due start it once", async () => {
    t = await createTestApp();
    const { owner, id } = await ownReport();
    await owner.send("PUT", `/api/analyses/${id}/schedule`, { frequency: "daily" });
    const dueAt = new Date(Date.now() - 1000);
    await t.database.db.update(postSchedule).set({ nextRunAt: dueAt });
    const [schedule] = await t.database.db.select().from(postSchedule);
    if (!schedule) throw new Error("no schedule");

    // A second worker process's queue, on the same database.
    const other = await startJobs({ database: t.database, log: t.app.log, supervise: false });
    try {
      const sent = await Promise.all([
        sendDueWork(t.app.schedules.jobs, t.database.db),
        sendDueWork(other, t.database.db),
      ]);
      expect(sent[0].runs + sent[1].runs).toBe(1);
      const jobs = (await t.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${SCHEDULED_RUN_QUEUE}`,
      )) as unknown as { rows: { n: number }[] };
      expect(jobs.rows[0]?.n).toBe(1);
    } finally {
      await other.stop();
    }

    // This process's worker ran the job: the run exists, the schedule moved a day on.
    const first = scheduledRunId(schedule.id, dueAt);
    await finished(owner, await waitFor(async () => ((await findRun(first)) ? first : null)));

    // Two workers handed the next run at once: one starts it, the other finds it claimed.
    const { deps } = t.app.schedules;
    const dueAgain = new Date(Date.now() - 500);
    await t.database.db.update(postSchedule).set({ nextRunAt: dueAgain });
    const outcomes = await Promise.all([
      startScheduledRun(deps, schedule.id, dueAgain),
      startScheduledRun(deps, schedule.id, dueAgain),
    ]);
    // The other finds the run claimed ("skipped") or, if it looked after the claim, made.
    expect(outcomes.filter((o) => o === "started")).toHaveLength(1);
    expect(outcomes.filter((o) => o !== "started")).toEqual([
      expect.stringMatching(/^(skipped|already started)$/),
    ]);
    // A repeat after a crash (the run still pending) finds the run's analysis and makes none.
    await t.database.db
      .update(postSchedule)
      .set({ pendingRunAt: dueAgain })
      .where(eq(postSchedule.id, schedule.id));
    expect(await startScheduledRun(deps, schedule.id, dueAgain)).toBe("already started");
    const runs = await t.database.db
      .select({ id: analysis.id })
      .from(analysis)
      .where(eq(analysis.scheduleId, schedule.id));
    expect(runs.map((r) => r.id).sort()).toEqual(
      [first, scheduledRunId(schedule.id, dueAgain)].sort(),
    );

    // A worker that looked before the other's insert and inserts second makes nothing and
    // leaves the other's run as it was (it is not marked failed).
    const made = { kind: "user", userId: schedule.userId } as const;
    await expect(
      createAnalysis(deps.analyses, made, made, { kind: "url", url: SAMPLE }, new Date(), {
        id: first,
        scheduleId: schedule.id,
      }),
    ).rejects.toBeInstanceOf(AnalysisExists);
    const [kept] = await t.database.db
      .select({ status: analysis.status })
      .from(analysis)
      .where(eq(analysis.id, first));
    expect(kept?.status).toBe("completed");
  });

  it("runs count against the plan; a schedule stops when its analyses are used up, or its post is gone", async () => {
    const fake = await startRapidApiFixtureServer();
    try {
      t = await createTestApp({
        INSTAGRAM_PROVIDER: "rapidapi",
        RAPIDAPI_KEY: "test-key",
        RAPIDAPI_BASE_URL: fake.url,
      });
      const owner = await signedUpBrowser(t, "counted@example.com");
      const res = await owner.post("/api/analyses", {
        url: "https://www.instagram.com/reel/DC-W8knSUuH/",
      });
      const id = (await finished(owner, res.json().id as string)).id;
      await owner.send("PUT", `/api/analyses/${id}/schedule`, { frequency: "daily" });
      await runNow(owner);
      expect(await used()).toBe(2);

      // Free: 5 a month. Use the rest.
      for (let i = 0; i < 3; i++) expect((await importComments(owner)).statusCode).toBe(202);
      expect((await owner.post("/api/dev/schedules/run-now", {})).json().runs).toBe(1);
      const stopped = await waitFor(async () => {
        const { schedule } = postScheduleResponseSchema.parse(
          (await owner.get(`/api/analyses/${id}/schedule`)).json(),
        );
        return schedule?.stopped ? schedule : null;
      });
      expect(stopped).toMatchObject({
        paused: true,
        next_run_at: null,
        stopped: { reason: "usage_limit", message: SCHEDULE_MESSAGES.stopped.usage_limit },
      });
      expect(await used()).toBe(5);

      // Resumed, its post now gone: the failed run stops it again, saying why.
      await t.database.db.delete(usageCounter);
      await owner.send("PUT", `/api/analyses/${id}/schedule`, { frequency: "daily" });
      await t.database.db
        .update(postSchedule)
        .set({ shortcode: "MissingPost", nextRunAt: new Date(Date.now() - 1000) });
      await sendDueWork(t.app.schedules.jobs, t.database.db);
      await waitFor(async () => {
        const [failed] = await t.database.db
          .select({ status: analysis.status })
          .from(analysis)
          .where(and(eq(analysis.shortcode, "MissingPost"), eq(analysis.status, "failed")));
        return failed ?? null;
      });
      await sendDueWork(t.app.schedules.jobs, t.database.db);
      const gone = await waitFor(async () => {
        const [row] = await t.database.db.select().from(postSchedule);
        return row?.stopReason ? row : null;
      });
      expect(gone.stopReason).toBe("post_unavailable");
    } finally {
      await fake.close();
    }
  });
});

describe("alerts", () => {
  it("mails once when a run crosses the alerts, with the figures, the link and an unsubscribe that works", async () => {
    t = await createTestApp();
    const { owner, id } = await ownReport("alerts@example.com");
    const set = await owner.send("PUT", `/api/analyses/${id}/schedule`, {
      frequency: "weekly",
      alerts: {
        negative_share_points: 1,
        new_complaints: null,
        new_abusive: false,
        new_unanswered: true,
      },
    });
    expect(set.statusCode, set.body).toBe(200);

    // The first run reads the same comments: nothing to tell.
    const quiet = await runNow(owner);
    expect((await sendDueWork(t.app.schedules.jobs, t.database.db)).alerts).toBe(1);
    await waitFor(async () => {
      const [row] = await t.database.db
        .select({ at: analysis.alertsCheckedAt })
        .from(analysis)
        .where(eq(analysis.id, quiet));
      return row?.at != null;
    });
    // The check is claimed before it is weighed: wait until it is done, or it would weigh the
    // quiet run against the report changed below.
    await waitFor(async () =>
      (await t.app.schedules.jobs.unfinishedValues(SCHEDULE_ALERTS_QUEUE, "analysisId")).has(quiet)
        ? null
        : true,
    );
    expect(await alertMails()).toHaveLength(0);
    await t.database.db
      .update(analysis)
      .set({ status: "failed" })
      .where(and(eq(analysis.id, quiet)));

    // The report before the next run had no negative comments and no unanswered questions.
    await t.database.db
      .update(analysis)
      .set({
        analysisData: sql`jsonb_set(jsonb_set(${analysis.analysisData}, '{sentiment_breakdown,negative}', '0'), '{unanswered_questions,comment_ids}', '[]')`,
      })
      .where(eq(analysis.id, id));
    await t.database.db
      .delete(analysisComment)
      .where(
        and(eq(analysisComment.analysisId, id), sql`'question' = any(${analysisComment.tags})`),
      );

    const loud = await runNow(owner);
    expect((await sendDueWork(t.app.schedules.jobs, t.database.db)).alerts).toBe(1);
    const mails = await waitFor(async () => {
      const found = await alertMails();
      return found.length > 0 ? found : null;
    });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Alert: Negative comments up \d+ points/);
    expect(mail?.text).toMatch(/Negative comments up \d+ points, from 0% to \d+%/);
    expect(mail?.text).toMatch(/^- \d+ new unanswered questions?$/m);
    expect(mail?.text).toContain(`https://commentlens.test/app?analysis_id=${loud}`);
    const headers = (mail as unknown as { headers: Record<string, string> }).headers;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Weighed once: another tick mails nothing more.
    expect((await sendDueWork(t.app.schedules.jobs, t.database.db)).alerts).toBe(0);

    // One click from the mail turns the post's alerts off; its runs go on.
    const link = /https:\/\/commentlens\.test\/alerts\/unsubscribe\?token=(\S+)/.exec(
      mail?.text ?? "",
    );
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? "");
    const unsubscribed = await browser(t).send(
      "POST",
      `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      "List-Unsubscribe=One-Click",
      { "content-type": "application/x-www-form-urlencoded" },
    );
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json().message).toBe(SCHEDULE_MESSAGES.unsubscribed);
    const schedule = postScheduleSchema.parse(
      (await owner.get(`/api/analyses/${id}/schedule`)).json().schedule,
    );
    expect(schedule.alerts).toEqual({
      negative_share_points: null,
      new_complaints: null,
      new_abusive: false,
      new_unanswered: false,
    });
    expect(schedule.paused).toBe(false);
    const wrong = await browser(t).post("/api/alerts/unsubscribe", { token: "not-a-token" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(SCHEDULE_MESSAGES.unsubscribeInvalid);
  });
});

/** Analyses counted against the plans, all accounts together. */
async function used(): Promise<number> {
  const rows = await t.database.db.select({ used: usageCounter.used }).from(usageCounter);
  return rows.reduce((sum, row) => sum + row.used, 0);
}

describe("alerts on a post that gains comments", () => {
  it("the run after new comments mails the owner what is new, and only what it can know", async () => {
    const fake = await startRapidApiFixtureServer();
    try {
      t = await createTestApp({
        INSTAGRAM_PROVIDER: "rapidapi",
        RAPIDAPI_KEY: "test-key",
        RAPIDAPI_BASE_URL: fake.url,
      });
      const owner = await signedUpBrowser(t, "alerts@example.com");
      const res = await owner.post("/api/analyses", {
        url: "https://www.instagram.com/p/GrowingPost1/",
      });
      const id = (await finished(owner, res.json().id as string)).id;
      await owner.send("PUT", `/api/analyses/${id}/schedule`, {
        frequency: "daily",
        alerts: {
          negative_share_points: 1,
          new_complaints: 0,
          new_abusive: true,
          new_unanswered: true,
        },
      });
      const run = await runNow(owner);
      expect((await sendDueWork(t.app.schedules.jobs, t.database.db)).alerts).toBe(1);
      const [mail] = await waitFor(async () => {
        const found = await alertMails();
        return found.length > 0 ? found : null;
      });
      expect(mail?.text).toContain("- 1 new complaint\n");
      // This data service gives no replies: whether a question is answered cannot be known.
      expect(mail?.text).not.toContain("unanswered");
      expect(mail?.text).toMatch(/^- Negative comments up \d+ points, from \d+% to \d+%$/m);
      expect(mail?.text).not.toContain("abusive");
      expect(mail?.text).toContain(`/app?analysis_id=${run}`);
      const trend = trendResponseSchema.parse(
        (await owner.get(`/api/analyses/${run}/trend`)).json(),
      );
      expect(trend.points.map((p) => p.comments)).toEqual([
        trend.points[0]?.comments,
        (trend.points[0]?.comments ?? 0) + 3,
      ]);
    } finally {
      await fake.close();
    }
  });
});

async function alertMails() {
  return (await mailsTo(t, "alerts@example.com")).filter((mail) =>
    mail.subject.startsWith("Alert"),
  );
}

async function findRun(id: string) {
  const [row] = await t.database.db
    .select({ id: analysis.id })
    .from(analysis)
    .where(eq(analysis.id, id));
  return row;
}

async function waitFor<T>(check: () => Promise<T | null | false | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("timed out");
}
