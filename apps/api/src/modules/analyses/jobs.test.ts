import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { user } from "../../db/schema.js";
import { finished } from "../../test/analyses.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { signedUpBrowser } from "../../test/browser.js";
import { sendLostAnalyses } from "./jobs.js";
import { ANALYZE_QUEUE, createAnalysis } from "./service.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const SAMPLE = "https://www.instagram.com/p/DepHZOzvVEI/";

async function jobsOf(analysisId: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from pgboss.job
        where name = ${ANALYZE_QUEUE} and data->>'analysisId' = ${analysisId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe("an analysis whose job was lost", () => {
  it("is sent again and finishes; one that has its job is not sent twice", async () => {
    t = await createTestApp();
    const owner = await signedUpBrowser(t, "lost-job@example.com");
    const [row] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "lost-job@example.com"));
    if (!row) throw new Error("no user");
    const who = { kind: "user", userId: row.id } as const;
    const { deps } = t.app.schedules;

    // The process stored the analysis and died before sending its job.
    const lost = await createAnalysis({ ...deps.analyses, enqueue: async () => {} }, who, who, {
      kind: "url",
      url: SAMPLE,
    });
    // Another one was made as usual: its job is in the queue (or done).
    const kept = await createAnalysis(deps.analyses, who, who, { kind: "url", url: SAMPLE });
    expect(await jobsOf(lost)).toBe(0);

    // Too new to tell from one between its row and its job: left for the next look.
    expect(await sendLostAnalyses(t.app.schedules.jobs, t.database.db, new Date(0))).toBe(0);

    expect(await sendLostAnalyses(t.app.schedules.jobs, t.database.db, new Date())).toBe(1);
    expect((await finished(owner, lost)).status).toBe("completed");
    expect((await finished(owner, kept)).status).toBe("completed");
    expect(await jobsOf(lost)).toBe(1);
    expect(await jobsOf(kept)).toBe(1);

    // Looking again sends nothing: both have their job.
    expect(await sendLostAnalyses(t.app.schedules.jobs, t.database.db, new Date())).toBe(0);
  });
});
