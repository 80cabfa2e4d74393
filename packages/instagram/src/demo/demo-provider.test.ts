import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  type Comment,
  commentSchema,
  parsePostUrl,
  postSchema,
  profileSchema,
} from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import type { CommentPageProgress } from "../provider.js";
import type { DemoDataset } from "./dataset.js";
import { DEMO_ERROR_MESSAGES, DemoDataError } from "./demo-error.js";
import { DEMO_DATASET_URL, DEMO_PAGE_SIZE, DemoProvider, popularOrder } from "./demo-provider.js";

const dataset = JSON.parse(readFileSync(DEMO_DATASET_URL, "utf8")) as DemoDataset;
const provider = new DemoProvider();
const byNiche = (niche: string) => {
  const r = dataset.posts.find(
    (p) => p.niche === niche && dataset.samples.includes(p.post.shortcode),
  );
  if (!r) throw new Error(`no ${niche} sample`);
  return r;
};
const launch = byNiche("product launch");
const travel = byNiche("travel");
const disabled = dataset.posts.find((p) => p.post.commentsDisabled);
const privateCode = dataset.unavailable.find((u) => u.kind === "private")?.shortcode ?? "";
const deletedCode = dataset.unavailable.find((u) => u.kind === "not_found")?.shortcode ?? "";

async function collect(
  shortcode: string,
  maxPages: number,
  signal?: AbortSignal,
): Promise<{ pages: Comment[][]; progress: CommentPageProgress[] }> {
  const pages: Comment[][] = [];
  const progress: CommentPageProgress[] = [];
  for await (const page of provider.commentPages(shortcode, {
    maxPages,
    signal,
    onPage: (p) => progress.push(p),
  })) {
    pages.push(page);
  }
  return { pages, progress };
}

async function failure(run: () => Promise<unknown>): Promise<DemoDataError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DemoDataError) return error;
    throw error;
  }
  throw new Error("expected a DemoDataError");
}

describe("DemoProvider", () => {
  it("finds the bundled data set from the source folder and from the compiled one", () => {
    expect(existsSync(DEMO_DATASET_URL)).toBe(true);
    const fromDist = new URL(
      "../../demo-data/dataset.json",
      new URL("../../dist/demo/x.js", import.meta.url),
    );
    expect(fileURLToPath(fromDist)).toBe(fileURLToPath(DEMO_DATASET_URL));
  });

  it("lists the samples with working links, titles, languages and comment counts", () => {
    const samples = provider.listSamples();
    expect(samples.length).toBeGreaterThanOrEqual(8);
    expect(new Set(samples.map((s) => s.language))).toEqual(new Set(["en", "pt", "es"]));
    for (const s of samples) {
      const parsed = parsePostUrl(s.url);
      expect(parsed.ok).toBe(true);
      const record = dataset.posts.find((p) => parsed.ok && p.post.shortcode === parsed.value);
      expect(s.title).toBe(record?.title);
      expect(s.comment_count).toBe(record?.comments.length);
    }
    expect(provider.listSampleProfiles()).toEqual([
      {
        url: "https://www.instagram.com/ovenbird.bakehouse/",
        username: "ovenbird.bakehouse",
        full_name: "Ovenbird Bakehouse",
        post_count: dataset.profiles[0]?.postShortcodes.length,
      },
    ]);
  });

  it("returns a sample post by its shortcode", async () => {
    const post = await provider.getPost(launch.post.shortcode);
    expect(postSchema.parse(post)).toEqual(launch.post);
    expect(post.commentCount).toBeGreaterThanOrEqual(3000);
  });

  it("pages comments 50 at a time and stops at maxPages, reporting real progress", async () => {
    const { pages, progress } = await collect(launch.post.shortcode, 10);
    expect(pages).toHaveLength(10);
    for (const page of pages) expect(page).toHaveLength(DEMO_PAGE_SIZE);
    expect(progress.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(progress.map((p) => p.fetched)).toEqual([
      50, 100, 150, 200, 250, 300, 350, 400, 450, 500,
    ]);
    for (const p of progress) expect(p.total).toBe(launch.post.commentCount);
  });

  it("delivers every comment exactly once when the cap allows it", async () => {
    const { pages, progress } = await collect(launch.post.shortcode, 1000);
    const all = pages.flat();
    expect(pages).toHaveLength(Math.ceil(launch.comments.length / DEMO_PAGE_SIZE));
    expect(all).toHaveLength(launch.comments.length);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(progress.at(-1)?.fetched).toBe(launch.post.commentCount);
    for (const c of all.slice(0, 200)) expect(() => commentSchema.parse(c)).not.toThrow();
  });

  it("orders like Instagram's popular sort: most liked threads first, replies under their comment", async () => {
    const { pages } = await collect(launch.post.shortcode, 1000);
    const all = pages.flat();
    const mostLiked = launch.comments.reduce((a, b) => ((b.likes ?? 0) > (a.likes ?? 0) ? b : a));
    expect(all[0]?.id).toBe(mostLiked.id);
    const tops = all.filter((c) => c.parentId === null);
    for (let i = 1; i < tops.length; i++) {
      expect((tops[i - 1]?.likes ?? 0) >= (tops[i]?.likes ?? 0)).toBe(true);
    }
    let currentTop: Comment | undefined;
    for (const c of all) {
      if (c.parentId === null) currentTop = c;
      else expect(c.parentId).toBe(currentTop?.id);
    }
  });

  it("with hidden likes, falls back to the oldest comments first", async () => {
    const { pages } = await collect(travel.post.shortcode, 1);
    const tops = (pages[0] ?? []).filter((c) => c.parentId === null);
    for (const c of pages[0] ?? []) expect(c.likes).toBeNull();
    for (let i = 1; i < tops.length; i++) {
      expect((tops[i - 1]?.timestamp ?? "") <= (tops[i]?.timestamp ?? "")).toBe(true);
    }
  });

  it("keeps its data safe from callers that modify what they receive", async () => {
    const post = await provider.getPost(launch.post.shortcode);
    post.owner.username = "changed";
    const { pages } = await collect(launch.post.shortcode, 1);
    const first = pages[0]?.[0];
    if (first) first.text = "changed";
    expect((await provider.getPost(launch.post.shortcode)).owner.username).toBe("fernloop.gear");
    expect((await collect(launch.post.shortcode, 1)).pages[0]?.[0]?.text).not.toBe("changed");
  });

  it("stops with the signal's reason when the analysis is cancelled", async () => {
    const before = new AbortController();
    const reason = new Error("cancelled by the user");
    before.abort(reason);
    await expect(collect(launch.post.shortcode, 10, before.signal)).rejects.toBe(reason);
    await expect(provider.getPost(launch.post.shortcode, before.signal)).rejects.toBe(reason);

    const during = new AbortController();
    const seen: number[] = [];
    const run = (async () => {
      for await (const page of provider.commentPages(launch.post.shortcode, {
        maxPages: 10,
        signal: during.signal,
      })) {
        seen.push(page.length);
        if (seen.length === 2) during.abort(reason);
      }
    })();
    await expect(run).rejects.toBe(reason);
    expect(seen).toEqual([50, 50]);
  });

  it("answers a private post, a deleted post and a post with comments off with the right errors", async () => {
    const priv = await failure(() => provider.getPost(privateCode));
    expect([priv.kind, priv.message]).toEqual(["private", "This post is private"]);
    expect((await failure(() => collect(privateCode, 1))).kind).toBe("private");

    const gone = await failure(() => provider.getPost(deletedCode));
    expect([gone.kind, gone.message]).toEqual(["not_found", "Post not found"]);

    const off = disabled?.post.shortcode ?? "";
    const post = await provider.getPost(off);
    expect(post.commentsDisabled).toBe(true);
    const noComments = await failure(() => collect(off, 10));
    expect(noComments.kind).toBe("comments_disabled");
    expect(noComments.message).toBe(
      "No comments found for this post. The post may be private, have comments disabled, or have no comments yet.",
    );
  });

  it("tells the user what they can analyse here, and the operator what to set", async () => {
    const unknown = await failure(() => provider.getPost("DAbCdEfGhIj"));
    expect(unknown.kind).toBe("unknown_url");
    expect(unknown.message).toBe(
      "We can only analyse the sample posts on this site. Try one of the samples, or import a file of comments.",
    );
    expect(unknown.message).toBe(DEMO_ERROR_MESSAGES.unknown_url);
    expect(unknown.message).not.toContain("INSTAGRAM_PROVIDER");
    expect(unknown.hint).toContain("INSTAGRAM_PROVIDER=rapidapi");
    expect((await failure(() => collect("DAbCdEfGhIj", 1))).kind).toBe("unknown_url");
  });

  it("serves the sample profile and its recent posts, newest first, up to the limit", async () => {
    const profile = await provider.getProfile("@Ovenbird.Bakehouse");
    expect(profileSchema.parse(profile).username).toBe("ovenbird.bakehouse");
    const all = await provider.getRecentPosts("ovenbird.bakehouse", { limit: 50 });
    expect(all.length).toBeGreaterThanOrEqual(12);
    const times = all.map((p) => p.takenAt);
    expect([...times].sort().reverse()).toEqual(times);
    const ten = await provider.getRecentPosts("ovenbird.bakehouse", { limit: 10 });
    expect(ten.map((p) => p.shortcode)).toEqual(all.slice(0, 10).map((p) => p.shortcode));
    for (const p of ten)
      expect((await collect(p.shortcode, 100)).pages.flat().length).toBe(p.commentCount);
    const missing = await failure(() => provider.getProfile("someone.else"));
    expect(missing.kind).toBe("unknown_url");
    expect(missing.message).toBe(
      "We can only analyse the sample profile on this site. Try the sample profile.",
    );
  });

  it("sorts any comment list the same way", () => {
    const c = (id: string, likes: number | null, parentId: string | null, t: number): Comment => ({
      id,
      username: `u${id}`,
      text: "x",
      likes,
      timestamp: new Date(Date.UTC(2026, 9, 1, t)).toISOString(),
      replyCount: 0,
      parentId,
      isFromOwner: false,
    });
    const order = popularOrder([
      c("1", 2, null, 1),
      c("2", 9, null, 2),
      c("3", 0, "1", 5),
      c("4", 2, null, 0),
      c("5", 50, "2", 3),
      c("6", null, "9", 4),
    ]).map((x) => x.id);
    expect(order).toEqual(["2", "5", "4", "1", "3", "6"]);
  });
});
