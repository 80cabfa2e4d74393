import { readFileSync } from "node:fs";
import {
  type Comment,
  commentSchema,
  formatPostUrl,
  mediaIdToShortcode,
  parsePostUrl,
  postSchema,
  profileSchema,
  shortcodeToMediaId,
} from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import type { DemoDataset, DemoFactsFile } from "../../src/demo/dataset.js";
import { DEMO_DATA_DIR } from "./generate.js";

const read = <T>(name: string) =>
  JSON.parse(readFileSync(new URL(name, DEMO_DATA_DIR), "utf8")) as T;
const dataset = read<DemoDataset>("dataset.json");
const facts = read<DemoFactsFile>("facts.json");
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const now = Date.parse(dataset.referenceNow);
const samples = dataset.samples.map((code) => {
  const record = dataset.posts.find((p) => p.post.shortcode === code);
  if (!record) throw new Error(`sample ${code} missing`);
  return record;
});

describe("demo data set: shapes", () => {
  it("every post, comment and profile is valid for the app's schemas", () => {
    for (const { post, comments } of dataset.posts) {
      expect(() => postSchema.parse(post)).not.toThrow();
      for (const c of comments) expect(() => commentSchema.parse(c), c.id).not.toThrow();
    }
    for (const { profile } of dataset.profiles) {
      expect(() => profileSchema.parse(profile)).not.toThrow();
    }
  });

  it("media ids are decimal strings beyond 2^53 whose shortcodes round-trip", () => {
    for (const { post } of dataset.posts) {
      expect(post.id).toMatch(/^\d{19}$/);
      expect(BigInt(post.id) > MAX_SAFE).toBe(true);
      expect(mediaIdToShortcode(post.id)).toBe(post.shortcode);
      expect(shortcodeToMediaId(post.shortcode)).toBe(post.id);
      expect(post.url).toBe(formatPostUrl(post.shortcode));
      expect(parsePostUrl(post.url)).toEqual({ ok: true, value: post.shortcode });
      expect(post.thumbnailUrl).toBeNull();
    }
  });

  it("comment ids are unique strings beyond 2^53 across the whole data set", () => {
    const ids = dataset.posts.flatMap((p) => p.comments.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^\d{17,18}$/);
      expect(BigInt(id) > MAX_SAFE).toBe(true);
    }
  });

  it("the private post's long code still maps to its media id", () => {
    const priv = dataset.unavailable.find((u) => u.kind === "private");
    expect(priv?.shortcode.length).toBeGreaterThan(28);
    const pk = shortcodeToMediaId(priv?.shortcode ?? "");
    expect(BigInt(pk) > MAX_SAFE).toBe(true);
    expect(priv?.shortcode.startsWith(mediaIdToShortcode(pk))).toBe(true);
  });
});

describe("demo data set: threads and counts", () => {
  it("comment counts, reply counts and parents agree", () => {
    for (const { post, comments } of dataset.posts) {
      expect(post.commentCount, post.shortcode).toBe(comments.length);
      const byId = new Map(comments.map((c) => [c.id, c]));
      for (const c of comments) {
        const replies = comments.filter((x) => x.parentId === c.id);
        expect(c.replyCount, c.id).toBe(replies.length);
        if (c.parentId !== null) {
          const parent = byId.get(c.parentId);
          expect(parent, c.id).toBeDefined();
          // Instagram threads are one level deep.
          expect(parent?.parentId).toBeNull();
          expect(c.timestamp >= (parent?.timestamp ?? "")).toBe(true);
          expect(c.replyCount).toBe(0);
        }
      }
    }
  });

  it("the owner flag matches the owner's username, and owner comments are replies", () => {
    for (const { post, comments } of dataset.posts) {
      for (const c of comments) {
        expect(c.isFromOwner, c.id).toBe(c.username === post.owner.username);
        if (c.isFromOwner) expect(c.parentId).not.toBeNull();
      }
    }
  });

  it("comments come after the post and before the reference now, oldest first", () => {
    for (const { post, comments } of dataset.posts) {
      const t0 = Date.parse(post.takenAt);
      expect(t0).toBeLessThan(now);
      let last = 0;
      for (const c of comments) {
        const t = Date.parse(c.timestamp);
        expect(t).toBeGreaterThanOrEqual(t0);
        expect(t).toBeLessThan(now);
        expect(t).toBeGreaterThanOrEqual(last);
        last = t;
      }
    }
  });

  it("comments arrive mostly in the first hours and keep trickling in for days", () => {
    const launch = samples.reduce((a, b) => (b.comments.length > a.comments.length ? b : a));
    const t0 = Date.parse(launch.post.takenAt);
    const hours = launch.comments.map((c) => (Date.parse(c.timestamp) - t0) / 3_600_000);
    const share = (h: number) => hours.filter((x) => x <= h).length / hours.length;
    expect(share(6)).toBeGreaterThan(0.4);
    expect(share(24)).toBeGreaterThan(share(6));
    expect(share(24)).toBeLessThan(0.95);
    expect(Math.max(...hours)).toBeGreaterThan(72);
  });

  it("likes are skewed: most comments have a handful, a few have hundreds", () => {
    for (const { post, comments, niche } of samples) {
      // Giveaway entries hardly get likes; hidden counts have none to show.
      if (post.likeCount === null || comments.length < 300 || niche === "giveaway") continue;
      const likes = comments.map((c) => c.likes ?? 0).sort((a, b) => a - b);
      const median = likes[Math.floor(likes.length / 2)] ?? 0;
      expect(median, post.shortcode).toBeLessThanOrEqual(3);
      expect(likes[likes.length - 1], post.shortcode).toBeGreaterThanOrEqual(100);
    }
  });

  it("one post hides its likes: no like count on the post nor on its comments", () => {
    const hidden = dataset.posts.filter(
      (p) => p.post.likeCount === null && !p.post.commentsDisabled,
    );
    expect(hidden).toHaveLength(1);
    for (const c of hidden[0]?.comments ?? []) expect(c.likes).toBeNull();
    for (const p of dataset.posts) {
      if (p.post.likeCount !== null) for (const c of p.comments) expect(c.likes).not.toBeNull();
    }
  });
});

describe("demo data set: what the samples cover", () => {
  it("offers at least 8 samples across the niches the product is for", () => {
    expect(samples.length).toBeGreaterThanOrEqual(8);
    const niches = new Set(samples.map((s) => s.niche));
    for (const n of [
      "beauty",
      "fitness",
      "food",
      "tech review",
      "travel",
      "product launch",
      "giveaway",
      "divisive",
    ] as const) {
      expect(niches.has(n), n).toBe(true);
    }
    for (const s of samples) expect(s.title.length).toBeGreaterThan(5);
    expect(new Set(samples.map((s) => s.title)).size).toBe(samples.length);
  });

  it("ranges from a dozen comments to more than 3,000", () => {
    const counts = samples.map((s) => s.comments.length);
    expect(Math.min(...counts)).toBeLessThanOrEqual(15);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(3000);
  });

  it("speaks at least four languages, with samples mostly in Portuguese and Spanish", () => {
    const totals = new Map<string, number>();
    for (const p of facts.posts) {
      for (const [lang, n] of Object.entries(p.languageCounts)) {
        totals.set(lang, (totals.get(lang) ?? 0) + (n ?? 0));
      }
    }
    for (const lang of ["en", "es", "pt", "fr"]) expect(totals.get(lang) ?? 0).toBeGreaterThan(100);
    for (const main of ["pt", "es"]) {
      const post = facts.posts.find((p) => p.sample && p.language === main);
      expect(post, main).toBeDefined();
      const total = Object.values(post?.languageCounts ?? {}).reduce((s, n) => s + (n ?? 0), 0);
      expect((post?.languageCounts[main as "pt" | "es"] ?? 0) / total).toBeGreaterThan(0.5);
    }
  });

  it("uses emoji the way people do, positive and negative", () => {
    const texts = dataset.posts.flatMap((p) => p.comments.map((c) => c.text));
    for (const emoji of ["❤️", "😍", "🔥", "🙌", "😂", "😡", "👎", "😒", "😭"]) {
      expect(
        texts.some((t) => t.includes(emoji)),
        emoji,
      ).toBe(true);
    }
    expect(
      texts.filter((t) => /^(?:\p{Extended_Pictographic}|\u200d|\ufe0f|\s)+$/u.test(t)).length,
    ).toBeGreaterThan(100);
  });

  it("has spam from bot-like accounts and giveaway entries that tag friends", () => {
    const all: Comment[] = dataset.posts.flatMap((p) => p.comments);
    expect(
      all.filter((c) => /follow|DM|collab|bio|trading|invest/i.test(c.text)).length,
    ).toBeGreaterThan(50);
    expect(all.filter((c) => /^(@[a-z0-9._]+\s*){2,}/i.test(c.text)).length).toBeGreaterThan(100);
  });

  it("answers some questions and leaves others open", () => {
    for (const { post, comments } of samples) {
      const owner = comments.filter((c) => c.isFromOwner);
      expect(owner.length, post.shortcode).toBeGreaterThan(0);
      const answered = new Set(owner.map((c) => c.parentId));
      const open = comments.filter(
        (c) => c.parentId === null && c.text.includes("?") && !answered.has(c.id),
      );
      expect(open.length, post.shortcode).toBeGreaterThan(0);
    }
  });
});

describe("demo data set: profile and special cases", () => {
  const [bakery] = dataset.profiles;

  it("has an agency-style profile with at least 12 recent posts, newest first", () => {
    expect(bakery).toBeDefined();
    const posts = (bakery?.postShortcodes ?? []).map(
      (code) => dataset.posts.find((p) => p.post.shortcode === code)?.post,
    );
    expect(posts.length).toBeGreaterThanOrEqual(12);
    for (const p of posts) expect(p?.owner.username).toBe(bakery?.profile.username);
    const times = posts.map((p) => Date.parse(p?.takenAt ?? ""));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Several weeks, at different hours, in different formats.
    expect(((times[0] ?? 0) - (times[times.length - 1] ?? 0)) / 86_400_000).toBeGreaterThan(21);
    expect(
      new Set(posts.map((p) => new Date(p?.takenAt ?? "").getUTCHours())).size,
    ).toBeGreaterThanOrEqual(8);
    expect(new Set(posts.map((p) => p?.mediaType))).toEqual(
      new Set(["photo", "video", "carousel"]),
    );
    for (const p of posts) expect(p?.commentCount).toBeGreaterThanOrEqual(20);
  });

  it("lists a private post and a deleted one that are not in the posts", () => {
    const kinds = dataset.unavailable.map((u) => u.kind).sort();
    expect(kinds).toEqual(["not_found", "private"]);
    for (const u of dataset.unavailable) {
      expect(dataset.posts.some((p) => p.post.shortcode === u.shortcode)).toBe(false);
      expect(parsePostUrl(formatPostUrl(u.shortcode)).ok).toBe(true);
    }
  });

  it("has one post with comments turned off and none to show", () => {
    const off = dataset.posts.filter((p) => p.post.commentsDisabled);
    expect(off).toHaveLength(1);
    expect(off[0]?.comments).toEqual([]);
    expect(off[0]?.post.commentCount).toBe(0);
    expect(dataset.samples).not.toContain(off[0]?.post.shortcode);
  });
});
