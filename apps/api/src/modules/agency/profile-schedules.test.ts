import { randomUUID } from "node:crypto";
import {
  postScheduleResponseSchema,
  postScheduleSchema,
  SCHEDULE_MESSAGES,
  trendResponseSchema,
} from "@commentlens/shared";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  analysisComment,
  postSchedule,
  profileAnalysis,
  profilePost,
  subscription,
} from "../../db/schema.js";
import { startJobs } from "../../plugins/jobs.js";
import { agencyOwner, analysedProfile, teamMember } from "../../test/agency.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser, mailsTo, signedUpBrowser } from "../../test/browser.js";
import { SCHEDULED_RUN_QUEUE, sendDueWork } from "../analyses/schedules/jobs.js";
import { scheduledRunId, startScheduledRun } from "../analyses/schedules/service.js";
import { insertProfileAnalysis } from "./repository.js";

// Each test runs whole profile analyses (every post of the profile), twice or more.
let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;
type Browser = ReturnType<typeof browser>;

/** The team's newest profile analysis (the one `analysedProfile` just ran). */
async function latestProfileAnalysis(b: Browser): Promise<string> {
  const list = (await b.get("/api/profile-analyses")).json() as { analyses: { id: string }[] };
  const id = list.analyses[0]?.id;
  if (!id) throw new Error("no profile analysis");
  return id;
}

async function scheduledProfileRuns(): Promise<{ id: string; status: string }[]> {
  return t.database.db
    .select({ id: profileAnalysis.id, status: profileAnalysis.status })
    .from(profileAnalysis)
    .where(isNotNull(profileAnalysis.scheduleId));
}

async function waitFor<T>(check: () => Promise<T | null | false | undefined>): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("timed out");
}

const scheduleOf = async (b: Browser, id: string) =>
  postScheduleResponseSchema.parse((await b.get(`/api/profile-analyses/${id}/schedule`)).json())
    .schedule;

describe("scheduled re-runs of a profile", () => {
  it("a member schedules a profile; a due run is a new profile analysis of the team, a trend point, and one alert mail to the owner", {
    timeout: 120_000,
  }, async () => {
    t = await createTestApp();
    const owner = await agencyOwner(t, "olga@example.com");
    const member = await teamMember(t, owner, "mia@example.com");
    const firstPosts = await analysedProfile(member);
    const id = await latestProfileAnalysis(member);
    expect(await scheduleOf(member, id)).toBeNull();

    const before = Date.now();
    const set = await member.send("PUT", `/api/profile-analyses/${id}/schedule`, {
      frequency: "weekly",
      alerts: {
        negative_share_points: null,
        new_complaints: 0,
        new_abusive: false,
        new_unanswered: false,
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const schedule = postScheduleSchema.parse(set.json());
    expect(schedule).toMatchObject({ frequency: "weekly", paused: false, stopped: null });
    expect(Date.parse(schedule.next_run_at as string)).toBeGreaterThanOrEqual(before + 7 * DAY);
    // The team's schedule: the owner sees the one the member set.
    expect((await scheduleOf(owner, id))?.frequency).toBe("weekly");
    expect((await sendDueWork(t.app.schedules.jobs, t.database.db)).runs).toBe(0);

    // The comments the next run will find again count as new: some complaints the first run
    // did not have.
    const complaints = await t.database.db
      .delete(analysisComment)
      .where(
        and(
          inArray(analysisComment.analysisId, firstPosts),
          sql`'complaint' = any(${analysisComment.tags})`,
        ),
      )
      .returning({ id: analysisComment.id });
    expect(complaints.length).toBeGreaterThan(0);

    const due = await owner.post("/api/dev/schedules/run-now", {});
    expect(due.json()).toMatchObject({ due: 1, runs: 1 });
    const [run] = await waitFor(async () => {
      const runs = await scheduledProfileRuns();
      return runs.length === 1 && runs[0]?.status === "completed" ? runs : null;
    });
    if (!run) throw new Error("no run");
    const list = (await member.get("/api/profile-analyses")).json() as {
      analyses: { id: string }[];
    };
    expect(list.analyses.map((a) => a.id)).toEqual([run.id, id]);

    const trend = trendResponseSchema.parse(
      (await member.get(`/api/profile-analyses/${run.id}/trend`)).json(),
    ).points;
    expect(trend.map((p) => [p.analysis_id, p.scheduled])).toEqual([
      [id, false],
      [run.id, true],
    ]);
    const [first, second] = trend;
    // The same posts and comments, less the complaints taken out of the first run.
    expect(second?.comments).toBeGreaterThan(0);
    expect((second?.complaints ?? 0) - (first?.complaints ?? 0)).toBe(complaints.length);
    expect((second?.positive ?? 0) + (second?.neutral ?? 0) + (second?.negative ?? 0)).toBeCloseTo(
      100,
      0,
    );

    // The alert: once, to the team's owner, with the figure and the run's report.
    await sendDueWork(t.app.schedules.jobs, t.database.db);
    const alerts = await waitFor(async () => {
      const mails = (await mailsTo(t, "olga@example.com")).filter((m) =>
        m.subject.startsWith("Alert"),
      );
      return mails.length > 0 ? mails : null;
    });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe(
      `Alert: ${complaints.length} new complaint${complaints.length === 1 ? "" : "s"} on @ovenbird.bakehouse's profile`,
    );
    expect(alerts[0]?.text).toContain(`/agency/${run.id}`);
    expect(alerts[0]?.text).toContain("Unsubscribe from this profile's alerts");
    expect(await sendDueWork(t.app.schedules.jobs, t.database.db)).toEqual({ runs: 0, alerts: 0 });
    expect(
      (await mailsTo(t, "mia@example.com")).filter((m) => m.subject.startsWith("Alert")),
    ).toHaveLength(0);
  });

  it("viewers read the schedule but cannot set it; other teams and plans without Agency are refused", {
    timeout: 120_000,
  }, async () => {
    t = await createTestApp();
    const owner = await agencyOwner(t, "olga@example.com", 3);
    const viewer = await teamMember(t, owner, "vic@example.com", "viewer");
    await analysedProfile(owner);
    const id = await latestProfileAnalysis(owner);
    await owner.send("PUT", `/api/profile-analyses/${id}/schedule`, { frequency: "daily" });

    expect((await scheduleOf(viewer, id))?.frequency).toBe("daily");
    expect((await viewer.get(`/api/profile-analyses/${id}/trend`)).statusCode).toBe(200);
    for (const res of [
      await viewer.send("PUT", `/api/profile-analyses/${id}/schedule`, { frequency: "weekly" }),
      await viewer.send("DELETE", `/api/profile-analyses/${id}/schedule`),
    ]) {
      expect(res.statusCode).toBe(403);
    }

    const otherTeam = await agencyOwner(t, "other@example.com");
    for (const res of [
      await otherTeam.get(`/api/profile-analyses/${id}/schedule`),
      await otherTeam.get(`/api/profile-analyses/${id}/trend`),
      await otherTeam.send("PUT", `/api/profile-analyses/${id}/schedule`, { frequency: "daily" }),
      await otherTeam.send("DELETE", `/api/profile-analyses/${id}/schedule`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const free = await signedUpBrowser(t, "free@example.com");
    expect((await free.get(`/api/profile-analyses/${id}/schedule`)).statusCode).toBe(403);
    expect((await browser(t).get(`/api/profile-analyses/${id}/schedule`)).statusCode).toBe(401);

    const bad = await owner.send("PUT", `/api/profile-analyses/${id}/schedule`, {
      frequency: "hourly",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain(SCHEDULE_MESSAGES.frequency);

    expect((await owner.send("DELETE", `/api/profile-analyses/${id}/schedule`)).statusCode).toBe(
      204,
    );
    expect(await scheduleOf(owner, id)).toBeNull();
    expect((await owner.send("DELETE", `/api/profile-analyses/${id}/schedule`)).statusCode).toBe(
      404,
    );
  });

  it("two workers start a due run once; a profile gone or a plan ended stops the schedule, saying why", {
    timeout: 120_000,
  }, async () => {
    t = await createTestApp();
    const owner = await agencyOwner(t, "olga@example.com");
    await analysedProfile(owner);
    const id = await latestProfileAnalysis(owner);
    await owner.send("PUT", `/api/profile-analyses/${id}/schedule`, { frequency: "daily" });
    const [schedule] = await t.database.db.select().from(postSchedule);
    if (!schedule) throw new Error("no schedule");
    const { deps } = t.app.schedules;

    const dueAt = new Date(Date.now() - 1000);
    await t.database.db.update(postSchedule).set({ nextRunAt: dueAt });
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
    const first = scheduledRunId(schedule.id, dueAt);
    await waitFor(async () =>
      (await scheduledProfileRuns()).some((r) => r.id === first && r.status === "completed"),
    );

    // Handed the next run twice at once: one starts it; a repeat after a crash makes none.
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
    // A worker that inserts the run second makes nothing: the first one's row and posts stay.
    const [made] = await t.database.db
      .select()
      .from(profileAnalysis)
      .where(eq(profileAnalysis.id, scheduledRunId(schedule.id, dueAgain)));
    if (!made) throw new Error("no run");
    const postsOf = () =>
      t.database.db.select().from(profilePost).where(eq(profilePost.profileAnalysisId, made.id));
    const posts = await postsOf();
    const [one] = posts;
    if (!one) throw new Error("no posts");
    expect(
      await insertProfileAnalysis(t.database.db, { ...made, instagramUsername: "someone.else" }, [
        { ...one, id: randomUUID(), position: 99 },
      ]),
    ).toBe(false);
    expect((await postsOf()).length).toBe(posts.length);
    const [kept] = await t.database.db
      .select({ username: profileAnalysis.instagramUsername })
      .from(profileAnalysis)
      .where(eq(profileAnalysis.id, made.id));
    expect(kept?.username).toBe(made.instagramUsername);
    await t.database.db
      .update(postSchedule)
      .set({ pendingRunAt: dueAgain })
      .where(eq(postSchedule.id, schedule.id));
    expect(await startScheduledRun(deps, schedule.id, dueAgain)).toBe("already started");
    expect((await scheduledProfileRuns()).map((r) => r.id).sort()).toEqual(
      [first, scheduledRunId(schedule.id, dueAgain)].sort(),
    );
    await waitFor(async () =>
      (await scheduledProfileRuns()).every((r) => r.status === "completed"),
    );

    // The profile renamed away: the schedule stops, saying why.
    const stopsWith = async (reason: string) => {
      const due = new Date(Date.now() - 100);
      await t.database.db
        .update(postSchedule)
        .set({ nextRunAt: due, pausedAt: null, stopReason: null });
      expect(await startScheduledRun(deps, schedule.id, due)).toBe("stopped");
      const [row] = await t.database.db.select().from(postSchedule);
      expect(row?.stopReason).toBe(reason);
      expect(row?.pausedAt).not.toBeNull();
    };
    await t.database.db.update(postSchedule).set({ username: "someone.else" });
    await stopsWith("profile_unavailable");
    expect(await scheduleOf(owner, id)).toBeNull();
    // The run made nothing.
    expect(await scheduledProfileRuns()).toHaveLength(2);

    // The owner's plan ended: stopped again, with its own words on the report.
    await t.database.db.update(postSchedule).set({ username: "ovenbird.bakehouse" });
    expect((await scheduleOf(owner, id))?.stopped?.reason).toBe("profile_unavailable");
    await t.database.db.delete(subscription);
    await stopsWith("plan_ended");
    expect(await scheduledProfileRuns()).toHaveLength(2);
  });
});
