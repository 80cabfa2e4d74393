import {
  type CommentPageOptions,
  DemoProvider,
  type InstagramProvider,
  ProviderError,
  type RecentPostsOptions,
} from "@commentlens/instagram";
import {
  agencyAccessSchema,
  analysisStateSchema,
  type Comment,
  errorCatalogue,
  instagramDataResponseSchema,
  type Post,
  PROFILE_MESSAGES,
  PROFILE_PROGRESS_EVENT,
  PROFILE_URL_MESSAGES,
  type Profile,
  type ProfileAnalysisDetail,
  type ProfileProgress,
  profileAnalysisDetailSchema,
  profileAnalysisListSchema,
  profileProgressSchema,
  sharedReportSchema,
  shareLinkSchema,
} from "@commentlens/shared";
import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  analysis,
  analysisComment,
  profileAnalysis,
  profilePost,
  requestLimit,
  usageCounter,
} from "../../db/schema.js";
import { EXPORTS_PER_HOUR } from "../../lib/export-pool/pool.js";
import { agencyOwner, subscribe, teamMember, userIdOf } from "../../test/agency.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser, signedUpBrowser } from "../../test/browser.js";
import { FETCH_POSTS_PER_HOUR, FETCH_PROFILES_PER_HOUR } from "./service.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

type Browser = ReturnType<typeof browser>;

const BAKERY = "https://www.instagram.com/ovenbird.bakehouse/";

/**
 * The demo data behind a provider that can be told to fail, slow down or answer otherwise,
 * and that counts the comment fetches of each post.
 */
class ScriptedProvider implements InstagramProvider {
  readonly name = "demo" as const;
  readonly inner = new DemoProvider();
  readonly commentFetches = new Map<string, number>();
  profileFetches = 0;
  /** Errors to throw instead of a post's comments, one per fetch, in turn. */
  readonly commentFailures = new Map<string, Error[]>();
  /** Fails every post's comments. */
  failAllComments = false;
  pageDelayMs = 0;
  profilePatch: Partial<Profile> = {};
  recentPosts?: (posts: Post[]) => Post[];
  postsError?: Error;
  canReadCommentsOf?: (username: string) => Promise<boolean>;

  getPost(shortcode: string, signal?: AbortSignal) {
    return this.inner.getPost(shortcode, signal);
  }

  async *commentPages(shortcode: string, options: CommentPageOptions): AsyncIterable<Comment[]> {
    this.commentFetches.set(shortcode, (this.commentFetches.get(shortcode) ?? 0) + 1);
    const failure = this.commentFailures.get(shortcode)?.shift();
    if (failure) throw failure;
    if (this.failAllComments) throw new ProviderError("no_comments", errorCatalogue.NO_COMMENTS);
    for await (const page of this.inner.commentPages(shortcode, options)) {
      if (this.pageDelayMs) await new Promise((r) => setTimeout(r, this.pageDelayMs));
      yield page;
    }
  }

  async getProfile(username: string, signal?: AbortSignal) {
    this.profileFetches += 1;
    return { ...(await this.inner.getProfile(username, signal)), ...this.profilePatch };
  }

  async getRecentPosts(username: string, options: RecentPostsOptions) {
    if (this.postsError) throw this.postsError;
    const posts = await this.inner.getRecentPosts(username, options);
    return this.recentPosts ? this.recentPosts(posts) : posts;
  }
}

async function scriptedApp(env: Record<string, string> = {}) {
  const provider = new ScriptedProvider();
  t = await createTestApp(env, undefined, { instagram: provider });
  return provider;
}

async function fetchProfile(b: Browser, url = BAKERY) {
  return b.post("/api/profile-processing", {
    mode: "fetch_profile",
    instagram_profile_url: url,
    user_id: "ignored",
  });
}

/** fetch_profile, then analyze_profile: the id of the running analysis. */
async function startProfile(b: Browser, url = BAKERY): Promise<string> {
  const fetched = await fetchProfile(b, url);
  expect(fetched.statusCode, fetched.body).toBe(200);
  const id = fetched.json().profile_analysis_id as string;
  const started = await b.post("/api/profile-processing", {
    mode: "analyze_profile",
    profile_analysis_id: id,
  });
  expect(started.statusCode, started.body).toBe(200);
  expect(started.json()).toEqual({
    success: true,
    profile_analysis_id: id,
    message: PROFILE_MESSAGES.started,
  });
  return id;
}

async function progressOf(b: Browser, id: string): Promise<ProfileProgress> {
  const res = await b.get(`/api/progress?type=profile&profile_analysis_id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return profileProgressSchema.parse(res.json());
}

/** Polls the progress until it ends; answers every sample seen. */
async function finished(b: Browser, id: string, intervalMs = 20): Promise<ProfileProgress[]> {
  const samples: ProfileProgress[] = [];
  for (let i = 0; i < 1_500; i++) {
    const p = await progressOf(b, id);
    samples.push(p);
    if (p.status === "completed" || p.status === "failed") return samples;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`profile analysis ${id} did not finish`);
}

async function detailOf(b: Browser, id: string): Promise<ProfileAnalysisDetail> {
  const res = await b.get(`/api/profile-analyses/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return profileAnalysisDetailSchema.parse(res.json());
}

describe("who may analyse profiles", () => {
  it("answers 401 without a session and 403 with the banner's words below the Agency plan", async () => {
    t = await createTestApp();
    const visitor = browser(t);
    expect((await visitor.get("/api/agency/access")).statusCode).toBe(401);
    expect((await visitor.get("/api/profile-analyses")).statusCode).toBe(401);
    const noBody = await visitor.post("/api/instagram-data", {});
    expect(noBody.statusCode).toBe(401);

    const free = await signedUpBrowser(t, "fred@example.com");
    const influencer = await signedUpBrowser(t, "ivy@example.com");
    await subscribe(influencer, "influencer");
    for (const b of [free, influencer]) {
      expect(agencyAccessSchema.parse((await b.get("/api/agency/access")).json())).toEqual({
        allowed: false,
        role: null,
        team_owner_email: null,
      });
      const calls = [
        () => fetchProfile(b),
        () =>
          b.post("/api/profile-processing", { mode: "analyze_profile", profile_analysis_id: "x" }),
        () => b.get("/api/profile-analyses"),
        () => b.get("/api/profile-analyses/x"),
        () => b.send("DELETE", "/api/profile-analyses/x"),
        () => b.get("/api/progress?type=profile&profile_analysis_id=x"),
        () => b.get("/api/progress/stream?type=profile&profile_analysis_id=x"),
        () =>
          b.post("/api/profile-analytics", {
            mode: "export_report",
            analysis_id: "x",
            format: "json",
          }),
      ];
      for (const call of calls) {
        const res = await call();
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          error: PROFILE_MESSAGES.subscriptionRequired,
          code: "AGENCY_REQUIRED",
        });
      }
    }
    expect(await t.database.db.select().from(profileAnalysis)).toEqual([]);

    const olga = await agencyOwner(t, "olga@example.com");
    expect((await olga.get("/api/agency/access")).json()).toEqual({
      allowed: true,
      role: "owner",
      team_owner_email: "olga@example.com",
    });
  });
});

describe("POST /api/instagram-data fetch_posts", () => {
  it("answers any signed-in user the posts that pass the filters, and the top 5 by engagement", async () => {
    t = await createTestApp();
    const free = await signedUpBrowser(t, "fred@example.com");
    const res = await free.post("/api/instagram-data", {
      mode: "fetch_posts",
      username_or_url: "@ovenbird.bakehouse",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = instagramDataResponseSchema.parse(res.json());
    expect(data.username).toBe("ovenbird.bakehouse");
    expect(data.total_fetched).toBe(12);
    expect(data.filters).toEqual({ min_engagement_rate: 1, media_types: [1, 2, 8] });
    const all = await new DemoProvider().getRecentPosts("ovenbird.bakehouse", { limit: 12 });
    const expected = all
      .map((p) => ({
        shortcode: p.shortcode,
        rate: p.likeCount ? Math.round((p.commentCount / p.likeCount) * 1000) / 10 : 0,
        type: { photo: 1, video: 2, carousel: 8, media: 0 }[p.mediaType],
      }))
      .filter((p) => p.rate >= 1 && [1, 2, 8].includes(p.type));
    expect(expected.length).toBeGreaterThan(5);
    expect(data.posts.map((p) => [p.shortcode, p.engagement_rate])).toEqual(
      expected.map((p) => [p.shortcode, p.rate]),
    );
    const rates = data.top_performing.map((p) => p.engagement_rate);
    expect(rates).toHaveLength(5);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const top = new Set(data.top_performing.map((p) => p.shortcode));
    const rest = data.posts.filter((p) => !top.has(p.shortcode)).map((p) => p.engagement_rate);
    expect(Math.min(...rates)).toBeGreaterThanOrEqual(Math.max(...rest));

    const limited = await free.post("/api/instagram-data", {
      mode: "fetch_posts",
      username_or_url: BAKERY,
      limit: 3,
    });
    expect(limited.json().data.total_fetched).toBe(3);
  });

  it("words failures with the profile-URL and fetch-posts messages", async () => {
    const provider = await scriptedApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const ask = (name = "ovenbird.bakehouse") =>
      ana.post("/api/instagram-data", { mode: "fetch_posts", username_or_url: name });

    // The data call's own wording for a profile it cannot read a username from.
    for (const input of [
      "https://example.com/someone",
      "https://www.instagram.com/p/DepHZOzvVEI/",
      "",
    ]) {
      const invalid = await ask(input);
      expect(invalid.statusCode, input).toBe(400);
      expect(invalid.json()).toEqual({
        error: "Invalid Instagram profile URL format",
        code: "INVALID_PROFILE_URL_FORMAT",
      });
    }
    const unknown = await ask("someone.else");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(
      /^Failed to fetch posts data: We can only analyse the sample profile on this site/,
    );

    provider.postsError = new ProviderError("upstream", "Failed to fetch posts data: 500 - boom");
    const upstream = await ask();
    expect(upstream.statusCode).toBe(502);
    expect(upstream.json()).toEqual({
      error: "Failed to fetch posts data: 500 - boom",
      code: "PROVIDER_FAILED",
    });
    provider.postsError = new ProviderError("quota_exceeded", "The monthly quota is used up.");
    expect((await ask()).json()).toEqual({
      error: "Failed to fetch posts data: The monthly quota is used up.",
      code: "PROVIDER_QUOTA",
    });
    provider.postsError = new ProviderError("bad_response", "garbage");
    const garbage = await ask();
    expect(garbage.statusCode).toBe(502);
    expect(garbage.json().error).toBe("Invalid response format from posts API");

    provider.postsError = undefined;
    provider.recentPosts = (posts) => posts.map((p) => ({ ...p, url: "not a url" }));
    const offContract = await ask();
    expect(offContract.statusCode).toBe(502);
    expect(offContract.json().error).toBe("Invalid response format from posts API");

    // Each call spends the data service's quota: an hourly allowance per user.
    await t.database.db
      .update(requestLimit)
      .set({ count: FETCH_POSTS_PER_HOUR })
      .where(eq(requestLimit.key, `instagram-data:user:${await userIdOf(ana)}`));
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
  });
});

describe("fetch_profile", () => {
  it("refuses what cannot be analysed, with the user-facing message, before creating anything", async () => {
    const provider = await scriptedApp();
    const olga = await agencyOwner(t, "olga@example.com");
    const refused = async (url: string, status: number, error: string | RegExp) => {
      const res = await fetchProfile(olga, url);
      expect(res.statusCode, res.body).toBe(status);
      if (typeof error === "string") expect(res.json().error).toBe(error);
      else expect(res.json().error).toMatch(error);
      return res.json();
    };
    await refused("   ", 400, PROFILE_URL_MESSAGES.empty);
    await refused("https://example.com/ovenbird.bakehouse", 400, PROFILE_URL_MESSAGES.invalid);
    await refused("https://www.instagram.com/p/DepHZOzvVEI/", 400, PROFILE_URL_MESSAGES.invalid);
    expect((await refused("someone.else", 404, /only analyse the sample profile/)).code).toBe(
      "NOT_IN_DEMO_DATA",
    );

    provider.profilePatch = { isPrivate: true };
    expect((await refused(BAKERY, 403, errorCatalogue.PROFILE_PRIVATE)).code).toBe(
      "PROFILE_PRIVATE",
    );
    provider.profilePatch = {};
    provider.canReadCommentsOf = async () => false;
    expect((await refused(BAKERY, 400, PROFILE_MESSAGES.commentsUnavailable)).code).toBe(
      "COMMENTS_UNAVAILABLE",
    );
    provider.canReadCommentsOf = undefined;
    provider.recentPosts = () => [];
    expect((await refused(BAKERY, 400, errorCatalogue.PROFILE_NO_POSTS)).code).toBe(
      "PROFILE_NO_POSTS",
    );
    provider.recentPosts = undefined;
    provider.postsError = new ProviderError("not_found", "Failed to fetch posts data: 404");
    await refused(BAKERY, 404, errorCatalogue.PROFILE_NOT_FOUND);
    expect(await t.database.db.select().from(profileAnalysis)).toEqual([]);

    // Bare names and @names are profile links too.
    provider.postsError = undefined;
    const ok = await fetchProfile(olga, "@OvenBird.Bakehouse");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, total_posts: 10 });
  });
});

describe("fetch_profile's hourly allowance", () => {
  it("refuses a user over it before the data service is asked, like fetch_posts", async () => {
    const provider = await scriptedApp();
    const olga = await agencyOwner(t, "olga@example.com");
    expect((await fetchProfile(olga)).statusCode).toBe(200);
    await t.database.db
      .update(requestLimit)
      .set({ count: FETCH_PROFILES_PER_HOUR })
      .where(eq(requestLimit.key, `profile-processing:user:${await userIdOf(olga)}`));
    const asked = provider.profileFetches;
    const limited = await fetchProfile(olga);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: errorCatalogue.RATE_LIMITED, code: "RATE_LIMITED" });
    expect(provider.profileFetches).toBe(asked);
    expect(await t.database.db.select().from(profileAnalysis)).toHaveLength(1);
    // An invalid link is refused as such, without counting.
    expect((await fetchProfile(olga, "https://example.com/x")).statusCode).toBe(400);
  });
});

describe("a profile analysis", () => {
  it("analyses the demo profile's 10 latest posts once each, to insights, with monotonic progress", async () => {
    const provider = await scriptedApp();
    // Slow pages, so the progress can be watched moving.
    provider.pageDelayMs = 15;
    const olga = await agencyOwner(t, "olga@example.com");
    const fetched = await fetchProfile(olga);
    const id = fetched.json().profile_analysis_id as string;
    expect(fetched.json()).toEqual({ success: true, profile_analysis_id: id, total_posts: 10 });
    const before = await detailOf(olga, id);
    expect(before).toMatchObject({
      instagram_username: "ovenbird.bakehouse",
      profile_url: BAKERY,
      full_name: "Ovenbird Bakehouse",
      analysis_status: "in_progress",
      total_posts: 10,
      completed_posts: 0,
      created_by: "olga@example.com",
      profile_insights: null,
    });
    expect(before.progress).toMatchObject({ status: "fetching_comments", progress: 0 });
    const latest = await new DemoProvider().getRecentPosts("ovenbird.bakehouse", { limit: 10 });
    expect(before.posts.map((p) => p.shortcode)).toEqual(latest.map((p) => p.shortcode));
    expect(before.posts.every((p) => p.status === "queued" && p.analysis_id === null)).toBe(true);

    // Twice at once, then again: nothing is doubled.
    const analyse = () =>
      olga.post("/api/profile-processing", { mode: "analyze_profile", profile_analysis_id: id });
    const answers = await Promise.all([analyse(), analyse()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await analyse()).statusCode).toBe(200);

    const samples = await finished(olga, id, 10);
    const last = samples.at(-1) as ProfileProgress;
    expect(last).toMatchObject({
      status: "completed",
      progress: 100,
      total_posts: 10,
      completed_posts: 10,
      failed_posts: 0,
      error: null,
    });
    const figures = samples.map((s) => s.progress);
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
    expect(new Set(figures).size).toBeGreaterThan(3);
    const order = ["fetching_comments", "analyzing", "aggregating", "completed"];
    const statuses = samples.map((s) => order.indexOf(s.status));
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    expect(samples.some((s) => /^Analysing post \d+ of 10: /.test(s.current_step))).toBe(true);

    for (const post of latest) expect(provider.commentFetches.get(post.shortcode)).toBe(1);
    const rows = await t.database.db
      .select()
      .from(analysis)
      .where(eq(analysis.profileAnalysisId, id));
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.status === "completed" && r.usageSubject === null)).toBe(true);
    expect(await t.database.db.select().from(usageCounter)).toEqual([]);

    const detail = await detailOf(olga, id);
    expect(detail.analysis_status).toBe("completed");
    expect(detail.profile_insights?.metrics.posts_analyzed).toBe(10);
    expect(detail.sentiment_score).toBe(detail.profile_insights?.metrics.sentiment_score);
    expect(new Set(detail.posts.map((p) => p.analysis_id)).size).toBe(10);
    expect(new Set(detail.posts.map((p) => p.analysis_id))).toEqual(new Set(rows.map((r) => r.id)));
    for (const p of detail.posts) {
      expect(p.status).toBe("completed");
      expect(p.analyzed_comments).toBeGreaterThan(0);
      expect(p.sentiment_score).not.toBeNull();
    }

    const list = profileAnalysisListSchema.parse((await olga.get("/api/profile-analyses")).json());
    expect(list.analyses.map((a) => a.id)).toEqual([id]);
    expect(list.analyses[0]?.engagement_rate).toBe(detail.engagement_rate);

    // The posts' own reports open like any analysis, yet are not listed among the user's own.
    const postId = detail.posts[0]?.analysis_id as string;
    const state = analysisStateSchema.parse((await olga.get(`/api/analyses/${postId}`)).json());
    expect(state.status).toBe("completed");
    expect((await olga.get(`/api/analyses/${postId}/comments`)).json().total).toBe(
      detail.posts[0]?.analyzed_comments,
    );
    expect((await olga.get(`/api/analyses/${postId}/export?format=json`)).statusCode).toBe(200);
    expect((await olga.get("/api/analyses")).json().items).toEqual([]);
    // Deleted only with its profile analysis.
    expect((await olga.send("DELETE", `/api/analyses/${postId}`)).statusCode).toBe(404);

    // A finished analysis streams its last state and ends.
    const stream = await t.app.inject({
      method: "GET",
      url: `/api/progress/stream?type=profile&profile_analysis_id=${id}`,
      headers: { cookie: olga.cookie() },
    });
    expect(stream.headers["content-type"]).toContain("text/event-stream");
    const events = stream.body.split("\n\n").filter((b) => b.startsWith("event: "));
    expect(events).toHaveLength(1);
    expect(events[0]).toContain(`event: ${PROFILE_PROGRESS_EVENT}\n`);
    expect(JSON.parse(events[0]?.split("data: ")[1] ?? "")).toMatchObject({ status: "completed" });
  });

  it("streams progress over SSE while it runs, ending at completed", async () => {
    const provider = await scriptedApp();
    provider.pageDelayMs = 10;
    const olga = await agencyOwner(t, "olga@example.com");
    const id = await startProfile(olga);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/progress/stream?type=profile&profile_analysis_id=${id}`,
      headers: { cookie: olga.cookie() },
    });
    expect(res.statusCode).toBe(200);
    const states = res.body
      .split("\n\n")
      .filter((b) => b.startsWith(`event: ${PROFILE_PROGRESS_EVENT}`))
      .map((b) => profileProgressSchema.parse(JSON.parse(b.split("data: ")[1] ?? "")));
    expect(states.length).toBeGreaterThan(2);
    const figures = states.map((s) => s.progress);
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
    expect(states.at(-1)).toMatchObject({ status: "completed", progress: 100 });
  });

  it("reports a post that cannot be analysed and completes with the rest; retries a passing failure", async () => {
    const provider = await scriptedApp();
    const olga = await agencyOwner(t, "olga@example.com");
    const latest = await new DemoProvider().getRecentPosts("ovenbird.bakehouse", { limit: 10 });
    const broken = latest[3]?.shortcode as string;
    const flaky = latest[6]?.shortcode as string;
    provider.commentFailures.set(broken, [
      new ProviderError("no_comments", errorCatalogue.NO_COMMENTS),
    ]);
    provider.commentFailures.set(flaky, [
      new ProviderError("timeout", "Failed to fetch comments: timed out"),
    ]);
    const id = await startProfile(olga);
    const last = (await finished(olga, id)).at(-1);
    expect(last).toMatchObject({ status: "completed", completed_posts: 9, failed_posts: 1 });
    const detail = await detailOf(olga, id);
    const failed = detail.posts.find((p) => p.shortcode === broken);
    expect(failed).toMatchObject({ status: "failed", error: errorCatalogue.NO_COMMENTS });
    expect(detail.posts.find((p) => p.shortcode === flaky)?.status).toBe("completed");
    expect(provider.commentFetches.get(flaky)).toBe(2);
    expect(provider.commentFetches.get(broken)).toBe(1);
    expect(detail.profile_insights?.metrics).toMatchObject({ posts_analyzed: 9, posts_failed: 1 });
    const [row] = await t.database.db
      .select()
      .from(profilePost)
      .where(eq(profilePost.shortcode, flaky));
    expect(row?.attempts).toBe(2);
  });

  it("fails with the no-comments message when no post can be analysed", async () => {
    const provider = await scriptedApp();
    provider.failAllComments = true;
    const olga = await agencyOwner(t, "olga@example.com");
    const id = await startProfile(olga);
    const last = (await finished(olga, id)).at(-1);
    expect(last).toMatchObject({
      status: "failed",
      completed_posts: 0,
      failed_posts: 10,
      error: PROFILE_MESSAGES.noComments,
    });
    const detail = await detailOf(olga, id);
    expect(detail).toMatchObject({ analysis_status: "failed", profile_insights: null });
    const exported = await olga.post("/api/profile-analytics", {
      mode: "export_report",
      analysis_id: id,
      format: "json",
    });
    expect(exported.statusCode).toBe(409);
    expect(exported.json().code).toBe("PROFILE_ANALYSIS_NOT_READY");
  });

  it("exports a completed report as a file", async () => {
    await scriptedApp();
    const olga = await agencyOwner(t, "olga@example.com");
    const id = await startProfile(olga);
    await finished(olga, id);
    const res = await olga.post("/api/profile-analytics", {
      mode: "export_report",
      analysis_id: id,
      format: "json",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="profile-analysis-ovenbird\.bakehouse-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(JSON.parse(res.body).profile.instagram_username).toBe("ovenbird.bakehouse");

    // Profile exports count against the same hourly allowance as post exports.
    await t.database.db
      .update(requestLimit)
      .set({ count: EXPORTS_PER_HOUR })
      .where(eq(requestLimit.key, `export:user:${await userIdOf(olga)}`));
    const limited = await olga.post("/api/profile-analytics", {
      mode: "export_report",
      analysis_id: id,
      format: "pdf",
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
  });
});

describe("share links to profile reports", () => {
  it("a team member shares a profile report; anyone reads it with the agency's branding and no one's email, until revoked", async () => {
    await scriptedApp();
    const olga = await agencyOwner(t, "olga@example.com", 2);
    const bo = await teamMember(t, olga, "bo@example.com");
    const branded = await olga.send("PUT", "/api/agency/branding", {
      agency_name: "Northwind Social",
      logo_data_url: null,
    });
    expect(branded.statusCode, branded.body).toBe(200);
    const id = await startProfile(olga);
    await finished(olga, id);

    const made = await bo.post(`/api/profile-analyses/${id}/share`, {});
    expect(made.statusCode, made.body).toBe(201);
    const { url } = shareLinkSchema.parse(made.json());
    expect(url).toMatch(/^https:\/\/commentlens\.test\/r\/p[A-Za-z0-9_-]{32}$/);
    const token = new URL(url).pathname.split("/").at(-1) as string;
    expect((await olga.get(`/api/profile-analyses/${id}/share`)).json().active).toBe(true);

    const reader = browser(t);
    const res = await reader.get(`/api/shared/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["x-robots-tag"]).toContain("noindex");
    const shared = sharedReportSchema.parse(res.json());
    if (shared.kind !== "profile") throw new Error("a profile report was expected");
    expect(shared.profile.id).toBe(id);
    expect(shared.profile.profile_insights).not.toBeNull();
    expect(shared.profile.created_by).toBeNull();
    expect(shared.branding?.agency_name).toBe("Northwind Social");
    expect(res.body).not.toContain("@example.com");

    // Another agency cannot share it; a revoked link says so.
    const pia = await agencyOwner(t, "pia@example.com");
    expect((await pia.post(`/api/profile-analyses/${id}/share`, {})).statusCode).toBe(404);
    expect((await olga.send("DELETE", `/api/profile-analyses/${id}/share`)).statusCode).toBe(204);
    const revoked = await reader.get(`/api/shared/${token}`);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().code).toBe("SHARE_REVOKED");
  });
});

describe("the team's analyses", () => {
  it("are shared by the team, hidden from other teams, and gone at once for a removed member", async () => {
    await scriptedApp();
    const olga = await agencyOwner(t, "olga@example.com", 2);
    const bo = await teamMember(t, olga, "bo@example.com");
    const pia = await agencyOwner(t, "pia@example.com");
    expect((await bo.get("/api/agency/access")).json()).toEqual({
      allowed: true,
      role: "member",
      team_owner_email: "olga@example.com",
    });

    const byBo = await startProfile(bo);
    await finished(olga, byBo);
    const byOlga = await startProfile(olga);
    await finished(bo, byOlga);
    for (const b of [olga, bo]) {
      const list = profileAnalysisListSchema.parse((await b.get("/api/profile-analyses")).json());
      expect(list.analyses.map((a) => [a.id, a.created_by])).toEqual([
        [byOlga, "olga@example.com"],
        [byBo, "bo@example.com"],
      ]);
    }
    const [owner] = await t.database.db
      .select({ ownerId: profileAnalysis.ownerId })
      .from(profileAnalysis)
      .where(eq(profileAnalysis.id, byBo));
    expect(owner?.ownerId).toBe(await userIdOf(olga));

    // The posts' reports too: the drill-down of the detail view.
    const postId = (await detailOf(bo, byOlga)).posts[0]?.analysis_id as string;
    const read = await bo.get(`/api/analyses/${postId}`);
    expect(read.statusCode).toBe(200);
    expect((await bo.get(`/api/analyses/${postId}/comments`)).statusCode).toBe(200);
    // A member reads them; only the team's owner corrects their labels.
    expect(analysisStateSchema.parse(read.json()).can_correct).toBe(false);
    const commentId = analysisStateSchema.parse(read.json()).result?.comments[0]?.id as string;
    const relabel = await bo.send("PUT", `/api/analyses/${postId}/comments/${commentId}/label`, {
      label: "negative",
      target: "creator",
      tags: [],
    });
    expect(relabel.statusCode).toBe(403);
    expect(relabel.json().code).toBe("LABELS_OWNER_ONLY");
    const asOwner = analysisStateSchema.parse((await olga.get(`/api/analyses/${postId}`)).json());
    expect(asOwner.can_correct).toBe(true);
    const events = await t.app.inject({
      method: "GET",
      url: `/api/analyses/${postId}/events`,
      headers: { cookie: bo.cookie() },
    });
    expect(events.body).toContain('"status":"completed"');
    expect((await bo.get("/api/analyses")).json().items).toEqual([]);

    // Another team sees none of it.
    expect(
      profileAnalysisListSchema.parse((await pia.get("/api/profile-analyses")).json()),
    ).toEqual({ analyses: [] });
    for (const res of [
      await pia.get(`/api/profile-analyses/${byOlga}`),
      await pia.get(`/api/progress?type=profile&profile_analysis_id=${byOlga}`),
      await pia.send("DELETE", `/api/profile-analyses/${byOlga}`),
      await pia.post("/api/profile-processing", {
        mode: "analyze_profile",
        profile_analysis_id: byOlga,
      }),
      await pia.post("/api/profile-analytics", {
        mode: "export_report",
        analysis_id: byOlga,
        format: "csv",
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("PROFILE_ANALYSIS_NOT_FOUND");
    }
    expect((await pia.get(`/api/analyses/${postId}`)).statusCode).toBe(404);
    expect((await browser(t).get(`/api/analyses/${postId}`)).statusCode).toBe(404);

    // A member deletes only what they started; the owner may delete anything of the team's.
    const refused = await bo.send("DELETE", `/api/profile-analyses/${byOlga}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: errorCatalogue.PROFILE_ANALYSIS_NOT_YOURS,
      code: "PROFILE_ANALYSIS_NOT_YOURS",
    });
    expect((await olga.get(`/api/profile-analyses/${byOlga}`)).statusCode).toBe(200);
    const byBoToo = await startProfile(bo);
    await finished(bo, byBoToo);
    expect((await bo.send("DELETE", `/api/profile-analyses/${byBoToo}`)).statusCode).toBe(204);
    const byBoThree = await startProfile(bo);
    await finished(olga, byBoThree);
    expect((await olga.send("DELETE", `/api/profile-analyses/${byBoThree}`)).statusCode).toBe(204);

    // Removed: no access from the next request on.
    expect((await olga.send("DELETE", `/api/team/members/${await userIdOf(bo)}`)).statusCode).toBe(
      200,
    );
    expect((await bo.get("/api/profile-analyses")).statusCode).toBe(403);
    expect((await bo.get(`/api/profile-analyses/${byBo}`)).statusCode).toBe(403);
    expect(
      (await bo.get(`/api/progress?type=profile&profile_analysis_id=${byBo}`)).statusCode,
    ).toBe(403);
    expect((await bo.get(`/api/analyses/${postId}`)).statusCode).toBe(404);
    // The analysis Bo started stays the team's.
    expect((await detailOf(olga, byBo)).created_by).toBe("bo@example.com");
  });

  it("deleting removes the posts, their analyses and comments, even mid-run", async () => {
    const provider = await scriptedApp();
    const olga = await agencyOwner(t, "olga@example.com");
    const done = await startProfile(olga);
    await finished(olga, done);
    const analysisIds = (await detailOf(olga, done)).posts.map((p) => p.analysis_id as string);
    expect(
      (
        await t.database.db
          .select()
          .from(analysisComment)
          .where(inArray(analysisComment.analysisId, analysisIds))
      ).length,
    ).toBeGreaterThan(0);
    expect((await olga.send("DELETE", `/api/profile-analyses/${done}`)).statusCode).toBe(204);
    expect((await olga.get(`/api/profile-analyses/${done}`)).statusCode).toBe(404);
    expect((await olga.send("DELETE", `/api/profile-analyses/${done}`)).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(analysis).where(inArray(analysis.id, analysisIds)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(analysisComment)
        .where(inArray(analysisComment.analysisId, analysisIds)),
    ).toEqual([]);
    expect(await t.database.db.select().from(profilePost)).toEqual([]);

    // Deleted while its jobs run: they find nothing left and end, leaving nothing behind.
    provider.pageDelayMs = 30;
    const running = await startProfile(olga);
    for (
      let i = 0;
      i < 200 && (await progressOf(olga, running)).status === "fetching_comments";
      i++
    ) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await olga.send("DELETE", `/api/profile-analyses/${running}`)).statusCode).toBe(204);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await t.database.db.select().from(analysis)).toEqual([]);
    expect(await t.database.db.select().from(profileAnalysis)).toEqual([]);
    expect(await t.database.db.select().from(analysisComment)).toEqual([]);
  });

  it("are read by a team viewer, who sees the report and its posts but can't share or export them", async () => {
    await scriptedApp();
    const olga = await agencyOwner(t, "olga@example.com", 3);
    const vic = await teamMember(t, olga, "vic@example.com", "viewer");
    const id = await startProfile(olga);
    await finished(olga, id);

    expect((await detailOf(olga, id)).read_only).toBe(false);
    const detail = await detailOf(vic, id);
    expect(detail.read_only).toBe(true);
    expect(detail.profile_insights).not.toBeNull();
    const postId = detail.posts[0]?.analysis_id as string;
    const post = analysisStateSchema.parse((await vic.get(`/api/analyses/${postId}`)).json());
    expect(post).toMatchObject({ can_export: false, can_share: false, can_correct: false });
    expect((await vic.get(`/api/analyses/${postId}/comments`)).statusCode).toBe(200);

    for (const res of [
      await vic.post("/api/profile-analytics", {
        mode: "export_report",
        analysis_id: id,
        format: "csv",
      }),
      await vic.get(`/api/analyses/${postId}/export?format=csv`),
      await vic.post(`/api/profile-analyses/${id}/share`, {}),
      await vic.send("DELETE", `/api/profile-analyses/${id}`),
      await fetchProfile(vic, BAKERY),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("TEAM_VIEWER_READ_ONLY");
    }
    expect((await olga.get(`/api/profile-analyses/${id}`)).statusCode).toBe(200);
  });

  it("go with the owner's account; a member's deletion leaves them to the team", async () => {
    await scriptedApp();
    const olga = await agencyOwner(t, "olga@example.com", 2);
    const bo = await teamMember(t, olga, "bo@example.com");
    const id = await startProfile(bo);
    await finished(bo, id);
    expect((await bo.send("DELETE", "/api/account")).statusCode).toBe(200);
    expect((await detailOf(olga, id)).created_by).toBeNull();
    expect((await olga.send("DELETE", "/api/account")).statusCode).toBe(200);
    expect(await t.database.db.select().from(profileAnalysis)).toEqual([]);
    expect(await t.database.db.select().from(profilePost)).toEqual([]);
    expect(await t.database.db.select().from(analysis)).toEqual([]);
  });
});
