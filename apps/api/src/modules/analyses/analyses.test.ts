import { startRapidApiFixtureServer } from "@commentlens/instagram/testing";
import {
  ANALYZE_MAX_COMMENT_LENGTH,
  analysisCommentsResponseSchema,
  analysisStateSchema,
  IMPORT_MAX_BYTES,
  IMPORT_OWNER_INVALID,
  VISITOR_IMPORT_MAX_COMMENTS,
} from "@commentlens/shared";
import { and, eq, inArray } from "drizzle-orm";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { analysis, analysisComment, requestLimit, usageCounter } from "../../db/schema.js";
import { EXPORTS_PER_HOUR } from "../../lib/export-pool/pool.js";
import { userIdOf } from "../../test/agency.js";
import { finished } from "../../test/analyses.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser, signedUpBrowser } from "../../test/browser.js";
import { purgeExpiredSessions } from "../auth/session-purge.js";
import { purgeExpiredAnalyses } from "./repository.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

type Browser = ReturnType<typeof browser>;

const SAMPLE = "https://www.instagram.com/p/DepHZOzvVEI/";
const CRAFTS = "https://www.instagram.com/p/DfIaHDzmC9v/";

async function start(b: Browser, url: string): Promise<string> {
  const res = await b.post("/api/analyses", { url });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().id as string;
}

/** A multipart upload of a comments file, as the import form sends it (the owner field first). */
function upload(b: Browser, name: string, content: string, owner?: string) {
  const boundary = "----commentlens";
  const ownerPart =
    owner === undefined
      ? ""
      : `--${boundary}\r\nContent-Disposition: form-data; name="owner"\r\n\r\n${owner}\r\n`;
  const body = `${ownerPart}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return b.send("POST", "/api/analyses", body, {
    "content-type": `multipart/form-data; boundary=${boundary}`,
  });
}

/** A small comments file of `rows` fans' comments. */
function importFile(b: Browser, name = "comments.csv", rows = 3) {
  const csv = [
    "username,text,likes,timestamp",
    ...Array.from(
      { length: rows },
      (_, i) => `fan${i},"love it, truly ❤️ #${i}",${i},2026-11-0${(i % 9) + 1}T10:00:00Z`,
    ),
  ].join("\n");
  return upload(b, name, csv);
}

describe("post analyses", () => {
  it("a visitor analyses a sample post: 202, progress, then the full report and its comments", async () => {
    t = await createTestApp();
    const visitor = browser(t);
    const id = await start(visitor, `  ${SAMPLE}?igsh=abc  `);
    const state = await finished(visitor, id);
    expect(state.status).toBe("completed");
    expect(state.progress).toBe(100);
    expect(state.message).toBe("Analysis complete!");
    expect(state.source).toBe("demo");
    expect(state.visitor).toBe(true);
    expect(state.expires_at).not.toBeNull();
    expect(state.post?.shortcode).toBe("DepHZOzvVEI");
    expect(state.result?.analyzed).toBe(state.fetched.comments);
    expect(state.timeline?.points.length).toBeGreaterThan(0);

    // The explorer pages through every analysed comment, filtered and sorted.
    const first = await visitor.get(`/api/analyses/${id}/comments?limit=50&sort=likes`);
    const page = analysisCommentsResponseSchema.parse(first.json());
    expect(page.total).toBe(state.result?.analyzed);
    expect(page.items).toHaveLength(50);
    const likes = page.items.map((c) => c.likes ?? -1);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const second = analysisCommentsResponseSchema.parse(
      (
        await visitor.get(`/api/analyses/${id}/comments?limit=50&cursor=${page.next_cursor}`)
      ).json(),
    );
    expect(second.items[0]?.id).not.toBe(page.items[0]?.id);
    const questions = analysisCommentsResponseSchema.parse(
      (await visitor.get(`/api/analyses/${id}/comments?tag=question&limit=500`)).json(),
    );
    expect(questions.total).toBeGreaterThan(0);
    expect(questions.items.every((c) => c.tags.includes("question"))).toBe(true);
    const negative = analysisCommentsResponseSchema.parse(
      (await visitor.get(`/api/analyses/${id}/comments?label=negative&q=white`)).json(),
    );
    expect(negative.items.every((c) => c.label === "negative" && /white/i.test(c.text))).toBe(true);

    // Each comment says whom it is aimed at, as the analyzer read it; it filters too, alone or
    // with the other filters.
    const targets = new Map(state.result?.comments.map((c) => [c.id, c.target]));
    expect(page.items.map((c) => c.target)).toEqual(page.items.map((c) => targets.get(c.id)));
    const comments = async (query: string) =>
      analysisCommentsResponseSchema.parse(
        (await visitor.get(`/api/analyses/${id}/comments?${query}&limit=500`)).json(),
      );
    // Where it stands and about whom: stored as the analyzer read it, and filtered alike.
    const all = state.result?.comments ?? [];
    const stances = new Map(all.map((c) => [c.id, [c.stance, c.about ?? null]]));
    expect(page.items.map((c) => [c.stance, c.about])).toEqual(
      page.items.map((c) => stances.get(c.id)),
    );
    const attacking = all.filter((c) => c.stance === "attack").length;
    expect(attacking).toBeGreaterThan(0);
    expect((await comments("stance=attack")).total).toBe(attacking);
    const named = all.find((c) => c.about)?.about as string;
    const aboutThem = await comments(`about=${encodeURIComponent(named)}`);
    expect(aboutThem.total).toBe(all.filter((c) => c.about === named).length);
    expect(aboutThem.items.every((c) => c.about === named)).toBe(true);
    expect((await visitor.get(`/api/analyses/${id}/comments?stance=angry`)).statusCode).toBe(400);

    const ofThis = eq(analysisComment.analysisId, id);
    const aimed = page.items.slice(0, 3).map((c) => c.id);
    await t.database.db.update(analysisComment).set({ target: "none" }).where(ofThis);
    await t.database.db
      .update(analysisComment)
      .set({ target: "subject" })
      .where(and(ofThis, inArray(analysisComment.id, aimed)));
    const aboutSubject = await comments("target=subject");
    expect(aboutSubject.items.map((c) => c.id).sort()).toEqual([...aimed].sort());
    expect(aboutSubject.items.every((c) => c.target === "subject")).toBe(true);
    const label = page.items[0]?.label;
    const subjectWithLabel = await comments(`target=subject&label=${label}`);
    expect(subjectWithLabel.total).toBe(
      page.items.slice(0, 3).filter((c) => c.label === label).length,
    );
    expect((await comments("target=none")).total).toBe(page.total - aimed.length);
    expect((await comments("target=commenter")).total).toBe(0);
    expect((await visitor.get(`/api/analyses/${id}/comments?target=brand`)).statusCode).toBe(400);

    // Evidence of an insight comes back by id.
    const loved = state.result?.what_users_loved[0];
    expect(loved).toBeDefined();
    const evidence = analysisCommentsResponseSchema.parse(
      (
        await visitor.get(`/api/analyses/${id}/comments?ids=${loved?.evidence.join(",")}&limit=500`)
      ).json(),
    );
    expect(evidence.items.map((c) => c.id).sort()).toEqual([...(loved?.evidence ?? [])].sort());

    // Another browser cannot see it.
    const stranger = browser(t);
    expect((await stranger.get(`/api/analyses/${id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/analyses/${id}/comments`)).statusCode).toBe(404);
    expect((await stranger.send("DELETE", `/api/analyses/${id}`)).statusCode).toBe(404);

    // A report stored before comments had targets, with the old "giveaway" tag name and its
    // per-comment results inside the report (as reports were stored then), reads with today's
    // names.
    const [stored] = await t.database.db
      .select({ data: analysis.analysisData, comments: analysis.commentResults })
      .from(analysis)
      .where(eq(analysis.id, id));
    const oldComments = JSON.parse(stored?.comments ?? "[]") as Array<{
      target?: string;
      tags: string[];
    }>;
    for (const c of oldComments) delete c.target;
    (oldComments[0] as { tags: string[] }).tags = ["praise", "giveaway"];
    const legacy = { ...structuredClone(stored?.data), comments: oldComments };
    await t.database.db
      .update(analysis)
      .set({ analysisData: legacy as never, commentResults: null })
      .where(eq(analysis.id, id));
    const reread = await visitor.get(`/api/analyses/${id}`);
    expect(reread.statusCode).toBe(200);
    const reading = reread.json().result.comments as Array<{ target: string; tags: string[] }>;
    expect(reading[0]?.tags).toEqual(["praise", "giveaway_entry"]);
    expect(reading.every((c) => c.target === "none")).toBe(true);
  });

  it("streams progress over SSE: monotonic, through the analysis steps, ending at completed", async () => {
    t = await createTestApp();
    const visitor = browser(t);
    const id = await start(visitor, SAMPLE);
    const cookie = visitor.cookie();
    const res = await t.app.inject({
      method: "GET",
      url: `/api/analyses/${id}/events`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    expect(res.headers["content-encoding"]).toBeUndefined();
    const states = res.body
      .split("\n\n")
      .filter((block) => block.startsWith("event: state"))
      .map((block) => analysisStateSchema.parse(JSON.parse(block.split("data: ")[1] ?? "")));
    expect(states.length).toBeGreaterThan(0);
    const progress = states.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(states.at(-1)?.status).toBe("completed");
    expect(states.at(-1)?.result).toBeDefined();
  });

  it("refuses bad links with the user-facing link messages, and fails a post the demo data lacks", async () => {
    t = await createTestApp();
    const visitor = browser(t);
    const empty = await visitor.post("/api/analyses", { url: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe("Please enter an Instagram post URL");
    const bad = await visitor.post("/api/analyses", { url: "https://example.com/p/abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("Please enter a valid Instagram post or reel URL");

    const id = await start(visitor, "https://www.instagram.com/p/Abcdefghijk/");
    const state = await finished(visitor, id);
    expect(state.status).toBe("failed");
    expect(state.error_code).toBe("NOT_IN_DEMO_DATA");
    expect(state.error).toBe(
      "We can only analyse the sample posts on this site. Try one of the samples, or import a file of comments.",
    );
  });

  it("limits a visitor to 3 analyses a day by IP (samples free), then 429 saying to sign up", async () => {
    t = await createTestApp();
    const visitor = browser(t);
    for (let i = 0; i < 3; i++) expect((await importFile(visitor)).statusCode).toBe(202);
    // Another browser on the same address shares the allowance.
    const over = await importFile(browser(t));
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("VISITOR_LIMIT");
    expect(over.json().error).toMatch(/Sign up/);
    // The samples stay free.
    expect((await visitor.post("/api/analyses", { url: CRAFTS })).statusCode).toBe(202);
  });

  it("moves a visitor's reports into the account signed up from that browser", async () => {
    t = await createTestApp();
    const b = browser(t);
    const id = await start(b, CRAFTS);
    await finished(b, id);
    await b.post("/api/auth/sign-up/email", { email: "new@example.com", password: "secret-one-1" });
    await b.post("/api/auth/sign-in/email", { email: "new@example.com", password: "secret-one-1" });
    const list = await b.get("/api/analyses");
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((a: { id: string }) => a.id)).toEqual([id]);
    const state = analysisStateSchema.parse((await b.get(`/api/analyses/${id}`)).json());
    expect(state.visitor).toBe(false);
    expect(state.expires_at).toBeNull();
  });

  it("meters signed-in users: 20 concurrent requests at the last slot start exactly one", async () => {
    t = await createTestApp();
    const user = await signedUpBrowser(t, "ana@example.com");
    const [row] = await t.database.db.select().from(usageCounter);
    expect(row).toBeUndefined();
    const month = new Date().toISOString().slice(0, 7);
    const session = await user.get("/api/auth/get-session");
    const userId = session.json().user.id as string;
    await t.database.db
      .insert(usageCounter)
      .values({ subject: `user:${userId}`, period: month, used: 4 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => importFile(user)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 202)).toHaveLength(1);
    expect(codes.filter((c) => c === 402)).toHaveLength(19);
    expect(answers.find((r) => r.statusCode === 402)?.json().code).toBe("USAGE_LIMIT");
  });

  it("keeps owners apart, lists newest first with search and paging, and deletes with comments", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const bo = await signedUpBrowser(t, "bo@example.com");
    const first = await start(ana, CRAFTS);
    await finished(ana, first);
    const second = await start(ana, SAMPLE);
    await finished(ana, second);
    const imported = (await importFile(ana, "launch-export.csv")).json().id as string;
    await finished(ana, imported);

    const list = (await ana.get("/api/analyses?limit=2")).json();
    expect(list.items.map((a: { id: string }) => a.id)).toEqual([imported, second]);
    expect(list.items[0].file_name).toBe("launch-export.csv");
    const rest = (await ana.get(`/api/analyses?limit=2&cursor=${list.next_cursor}`)).json();
    expect(rest.items.map((a: { id: string }) => a.id)).toEqual([first]);
    expect(rest.next_cursor).toBeNull();
    const found = (await ana.get("/api/analyses?q=launch")).json();
    expect(found.items.map((a: { id: string }) => a.id)).toEqual([imported]);

    expect((await bo.get("/api/analyses")).json().items).toEqual([]);
    expect((await bo.get(`/api/analyses/${first}`)).statusCode).toBe(404);
    expect((await bo.get(`/api/analyses/${first}/export?format=json`)).statusCode).toBe(404);
    expect((await bo.send("DELETE", `/api/analyses/${first}`)).statusCode).toBe(404);
    expect((await browser(t).get("/api/analyses")).statusCode).toBe(401);

    expect((await ana.send("DELETE", `/api/analyses/${first}`)).statusCode).toBe(204);
    expect((await ana.get(`/api/analyses/${first}`)).statusCode).toBe(404);
    const left = await t.database.db
      .select()
      .from(analysisComment)
      .where(eq(analysisComment.analysisId, first));
    expect(left).toEqual([]);
  });

  it("shows what changed when the same post is analysed again", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const first = await start(ana, SAMPLE);
    await finished(ana, first);
    const again = await finished(ana, await start(ana, SAMPLE));
    expect(again.comparison?.previous_id).toBe(first);
    expect(again.comparison?.comments_change).toBe(0);
    expect(again.comparison?.sentiment_score_change).toBe(0);
  });

  it("deleting the account deletes its analyses, their comments and its usage", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const bo = await signedUpBrowser(t, "bo@example.com");
    await finished(ana, await start(ana, CRAFTS));
    await finished(ana, (await importFile(ana)).json().id);
    const kept = await start(bo, CRAFTS);
    await finished(bo, kept);
    await finished(bo, (await importFile(bo)).json().id);
    expect((await ana.send("DELETE", "/api/account")).statusCode).toBe(200);
    const left = await t.database.db.select({ id: analysis.id }).from(analysis);
    expect(left).toHaveLength(2);
    expect(left.map((r) => r.id)).toContain(kept);
    const comments = await t.database.db
      .select({ id: analysisComment.analysisId })
      .from(analysisComment);
    expect(new Set(comments.map((c) => c.id))).toEqual(new Set(left.map((r) => r.id)));
    const usage = await t.database.db.select().from(usageCounter);
    expect(usage).toHaveLength(1);
    expect(usage[0]?.subject).toMatch(/^user:/);
  });

  it("an import names its account: the creator's replies are not audience, repeated rows are skipped and counted", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const csv = [
      "id,username,text,likes,timestamp,parent_id",
      "1,mia,where can I buy the blue one?,4,2026-11-01T10:00:00Z,",
      "2,studio.kaya,in the shop from Friday!,2,2026-11-01T11:00:00Z,1",
      "3,leo,the stitching is gorgeous,7,2026-11-01T12:00:00Z,",
      "3,leo,the stitching is gorgeous,7,2026-11-01T12:00:00Z,",
      "4,studio.kaya,thank you all,1,2026-11-01T13:00:00Z,",
    ].join("\n");
    const refused = await upload(ana, "kaya.csv", csv, "not a name!");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(IMPORT_OWNER_INVALID);
    expect(await t.database.db.select().from(analysis)).toEqual([]);

    const res = await upload(ana, "kaya.csv", csv, "@Studio.Kaya");
    expect(res.statusCode, res.body).toBe(202);
    const state = await finished(ana, res.json().id);
    expect(state.status).toBe("completed");
    expect(state.import_owner).toBe("studio.kaya");
    expect(state.duplicates_skipped).toBe(1);
    expect(state.result?.analyzed).toBe(4);
    const comments = (await ana.get(`/api/analyses/${state.id}/comments?limit=50`)).json()
      .items as Array<{ id: string; is_from_owner: boolean; tags: string[] }>;
    const own = comments.filter((c) => c.is_from_owner).map((c) => c.id);
    expect(own.sort()).toEqual(["2", "4"]);
    expect(comments.find((c) => c.id === "2")?.tags).toContain("creator_reply");
    // The question was answered by the account, so it is not waiting for a reply.
    expect(state.result?.unanswered_questions).toEqual({ available: true, comment_ids: [] });
    const list = (await ana.get("/api/analyses")).json();
    expect(list.items[0].owner_username).toBe("studio.kaya");
  });

  it("refuses a file over 20 MB with 413 and says what to do, starting nothing", async () => {
    t = await createTestApp();
    const res = await upload(browser(t), "big.csv", "x".repeat(IMPORT_MAX_BYTES + 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: "INVALID_IMPORT",
      error: "The file is larger than 20 MB. Split it, or export fewer comments.",
    });
    expect(await t.database.db.select().from(analysis)).toEqual([]);
  });

  it("reports an import's problems with line numbers and starts nothing", async () => {
    t = await createTestApp();
    const b = browser(t);
    const boundary = "----x";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bad.json"\r\nContent-Type: application/json\r\n\r\n{not json\r\n--${boundary}--\r\n`;
    const res = await b.send("POST", "/api/analyses", body, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("INVALID_IMPORT");
    expect(await t.database.db.select().from(analysis)).toEqual([]);
  });

  it("refuses at upload, by line, a file the analysis could not take, and starts nothing", async () => {
    t = await createTestApp();
    const b = browser(t);
    const long = "ha".repeat(ANALYZE_MAX_COMMENT_LENGTH);
    const res = await upload(
      b,
      "long.csv",
      `username,text,likes,timestamp\nana,fine,1,2024-06-16\nbo,${long},1,2024-06-16\ncy,ok,99999999999,2024-06-16\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "INVALID_IMPORT",
      error:
        '2 row(s) could not be read, nothing was imported. Line 3: a comment can be at most 2,200 characters long. Line 4: the likes "99999999999" are more than 2,147,483,647.',
      details:
        'Line 3: a comment can be at most 2,200 characters long. Line 4: the likes "99999999999" are more than 2,147,483,647.',
    });
    expect(await t.database.db.select().from(analysis)).toEqual([]);
  });

  it("lets visitors import fewer comments at once than signed-in users, and says how to import more", async () => {
    t = await createTestApp();
    const over = VISITOR_IMPORT_MAX_COMMENTS + 1;
    const visitor = browser(t);
    const refused = await importFile(visitor, "big.csv", over);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: "INVALID_IMPORT",
      error:
        "The file has 10,001 comments; at most 10,000 can be imported at once. Sign up for free to import up to 100,000 comments at once.",
    });
    expect(await t.database.db.select().from(analysis)).toEqual([]);
    expect((await importFile(visitor, "fits.csv", VISITOR_IMPORT_MAX_COMMENTS)).statusCode).toBe(
      202,
    );
    const ana = await signedUpBrowser(t, "ana@example.com");
    expect((await importFile(ana, "big.csv", over)).statusCode).toBe(202);
  });

  it("limits exports per signed-in user and per visitor address, each on its own", async () => {
    t = await createTestApp();
    const visitor = browser(t);
    const mine = await start(visitor, SAMPLE);
    await finished(visitor, mine);
    const exported = await visitor.get(`/api/analyses/${mine}/export?format=csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(exported.body.split("\r\n").length).toBeGreaterThan(100);
    // This address has started its hour's exports.
    await t.database.db
      .update(requestLimit)
      .set({ count: EXPORTS_PER_HOUR })
      .where(eq(requestLimit.key, "export:ip:127.0.0.1"));
    const limited = await visitor.get(`/api/analyses/${mine}/export?format=csv`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: "RATE_LIMITED",
      error: "You have started 30 exports in the last hour. Please try again in 60 minutes.",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3000);

    // A signed-in user is counted on their own, wherever they are.
    const ana = await signedUpBrowser(t, "ana@example.com");
    const hers = await start(ana, SAMPLE);
    await finished(ana, hers);
    expect((await ana.get(`/api/analyses/${hers}/export?format=json`)).statusCode).toBe(200);
    await t.database.db
      .update(requestLimit)
      .set({ count: EXPORTS_PER_HOUR })
      .where(eq(requestLimit.key, `export:user:${await userIdOf(ana)}`));
    expect((await ana.get(`/api/analyses/${hers}/export?format=json`)).statusCode).toBe(429);
  });

  it("purges visitor reports after their 24 hours, and expired sessions, keeping the rest", async () => {
    t = await createTestApp();
    const visitor = browser(t);
    const old = await start(visitor, CRAFTS);
    await finished(visitor, old);
    const ana = await signedUpBrowser(t, "ana@example.com");
    const saved = await start(ana, CRAFTS);
    await finished(ana, saved);
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await purgeExpiredAnalyses(t.database.db, later)).toBe(1);
    expect((await visitor.get(`/api/analyses/${old}`)).statusCode).toBe(404);
    expect((await ana.get(`/api/analyses/${saved}`)).statusCode).toBe(200);
    // Sessions a week past their expiry go too; Ana's is still valid now.
    expect(await purgeExpiredSessions(t.database.db, new Date())).toBe(0);
    expect(
      await purgeExpiredSessions(t.database.db, new Date(Date.now() + 30 * 86_400_000)),
    ).toBeGreaterThan(0);
    expect((await ana.get("/api/auth/get-session")).json()).toBeNull();
  });

  it("words a data service's error page itself and keeps the page, without the key, for the logs", async () => {
    const fake = await startRapidApiFixtureServer();
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    try {
      t = await createTestApp(
        { INSTAGRAM_PROVIDER: "rapidapi", RAPIDAPI_KEY: "test-key", RAPIDAPI_BASE_URL: fake.url },
        undefined,
        { logger },
      );
      const visitor = browser(t);
      const state = await finished(
        visitor,
        await start(visitor, "https://www.instagram.com/p/DownPost1/"),
      );
      expect(state.status).toBe("failed");
      expect(state.error_code).toBe("PROVIDER_FAILED");
      expect(state.error).toBe(
        "Failed to fetch comments: the Instagram data service is having a problem (HTTP 503). Please try again in a few minutes.",
      );
      const logged = lines
        .map((line) => JSON.parse(line) as { msg: string; upstream?: string })
        .find((line) => line.msg === "the Instagram data service failed");
      expect(logged?.upstream).toMatch(
        /^<!DOCTYPE html> <html><head><title>503 Service Unavailable<\/title>/,
      );
      expect(logged?.upstream).toContain("No healthy upstream for key [redacted].");
      expect(logged?.upstream?.length).toBe(500);
      expect(lines.join("\n")).not.toContain("test-key");
      // The failed analysis gave its slot back.
      const [usage] = await t.database.db.select().from(usageCounter);
      expect(usage?.used ?? 0).toBe(0);
    } finally {
      await fake.close();
    }
  });

  it("runs the real RapidAPI path: a post from the fixtures, a quota hit mid-fetch, a missing post", async () => {
    const fake = await startRapidApiFixtureServer();
    try {
      t = await createTestApp({
        INSTAGRAM_PROVIDER: "rapidapi",
        RAPIDAPI_KEY: "test-key",
        RAPIDAPI_BASE_URL: fake.url,
      });
      const visitor = browser(t);
      const ok = await finished(
        visitor,
        await start(visitor, "https://www.instagram.com/reel/DC-W8knSUuH/"),
      );
      expect(ok.status).toBe("completed");
      expect(ok.source).toBe("instagram");
      expect(ok.post?.owner.username).toBe("harborlane_bakery_demo");
      expect(ok.fetched.pages).toBe(2);
      expect(ok.result?.analyzed).toBe(ok.fetched.comments);
      expect(ok.result?.available).toBe(42);

      const quota = await finished(
        visitor,
        await start(visitor, "https://www.instagram.com/p/QuotaPost12/"),
      );
      expect(quota.status).toBe("failed");
      expect(quota.error_code).toBe("PROVIDER_QUOTA");
      expect(quota.fetched.pages).toBe(1);
      const missing = await finished(
        visitor,
        await start(visitor, "https://www.instagram.com/p/MissingPost/"),
      );
      expect(missing.status).toBe("failed");
      expect(missing.error_code).toBe("POST_NOT_FOUND");
      // Failed analyses give their slot back: only the completed one counts.
      const [usage] = await t.database.db.select().from(usageCounter);
      expect(usage?.used).toBe(1);
    } finally {
      await fake.close();
    }
  });
});
