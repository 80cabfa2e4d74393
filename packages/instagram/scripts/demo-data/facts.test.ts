import { readFileSync } from "node:fs";
import type { Comment } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import {
  DEMO_TAGS,
  type DemoBand,
  type DemoDataset,
  type DemoFact,
  type DemoFactsFile,
  type DemoLabelsFile,
} from "../../src/demo/dataset.js";
import { mentionCount } from "./engine.js";
import { DEMO_DATA_DIR } from "./generate.js";

const read = <T>(name: string) =>
  JSON.parse(readFileSync(new URL(name, DEMO_DATA_DIR), "utf8")) as T;
const dataset = read<DemoDataset>("dataset.json");
const factsFile = read<DemoFactsFile>("facts.json");
const labelsFile = read<DemoLabelsFile>("labels.json");
const markdown = readFileSync(new URL("FACTS.md", DEMO_DATA_DIR), "utf8");

function postOf(shortcode: string) {
  const record = dataset.posts.find((p) => p.post.shortcode === shortcode);
  if (!record) throw new Error(`no post ${shortcode}`);
  return record;
}

function band(score: number): DemoBand {
  const percent = Math.round(score * 100);
  if (percent >= 80) return "overwhelmingly positive";
  if (percent >= 60) return "positive";
  if (percent >= 40) return "mixed";
  if (percent >= 20) return "negative";
  return "overwhelmingly negative";
}

/** Checks one fact against the comments alone, as a user reading the section would. */
function check(fact: DemoFact, comments: Comment[], owner: string): void {
  const byId = new Map(comments.map((c) => [c.id, c]));
  const evidence = fact.commentIds.map((id) => {
    const c = byId.get(id);
    if (!c) throw new Error(`${fact.id}: comment ${id} is not on the post`);
    return c;
  });
  expect(fact.count, fact.id).toBe(evidence.length);
  expect(new Set(fact.commentIds).size, fact.id).toBe(evidence.length);
  expect(fact.description, fact.id).toContain(String(fact.count));
  const ownerAnswered = (c: Comment) => comments.some((x) => x.parentId === c.id && x.isFromOwner);
  const audienceTop = comments.filter((c) => c.parentId === null && !c.isFromOwner);
  const rule = fact.rule;
  switch (rule.type) {
    case "ids":
      break;
    case "text": {
      const re = new RegExp(rule.pattern, rule.flags);
      for (const c of evidence) expect(c.text, fact.id).toMatch(re);
      if (rule.exhaustive) {
        const all = audienceTop.filter((c) => re.test(c.text)).map((c) => c.id);
        expect(new Set(all), fact.id).toEqual(new Set(fact.commentIds));
      }
      break;
    }
    case "questions":
      for (const c of evidence) expect(c.parentId === null && !c.isFromOwner, fact.id).toBe(true);
      expect(evidence.filter(ownerAnswered).length, fact.id).toBe(rule.answered);
      break;
    case "unanswered":
      for (const c of evidence) {
        expect(c.parentId, fact.id).toBeNull();
        expect(ownerAnswered(c), `${fact.id} ${c.id}`).toBe(false);
      }
      break;
    case "answered":
      for (const c of evidence) expect(ownerAnswered(c), fact.id).toBe(true);
      break;
    case "most_liked": {
      expect(evidence, fact.id).toHaveLength(1);
      const top = evidence[0]?.likes ?? -1;
      for (const c of comments)
        if (c.id !== evidence[0]?.id) expect(c.likes ?? 0).toBeLessThan(top);
      break;
    }
    case "username": {
      const all = comments.filter((c) => c.username === rule.username).map((c) => c.id);
      expect(new Set(all), fact.id).toEqual(new Set(fact.commentIds));
      break;
    }
    case "owner_replies": {
      const all = comments.filter((c) => c.username === owner).map((c) => c.id);
      expect(new Set(all), fact.id).toEqual(new Set(fact.commentIds));
      break;
    }
    case "mentions":
      for (const c of evidence) {
        const n = mentionCount(c.text);
        expect(n, `${fact.id}: ${c.text}`).toBeGreaterThanOrEqual(rule.min);
        if (rule.max !== null) expect(n, `${fact.id}: ${c.text}`).toBeLessThanOrEqual(rule.max);
      }
      break;
  }
}

describe("planted facts", () => {
  it("cover every sample and every post of the profile", () => {
    const covered = new Set(factsFile.posts.map((p) => p.shortcode));
    for (const code of dataset.samples) expect(covered.has(code)).toBe(true);
    for (const code of dataset.profiles[0]?.postShortcodes ?? [])
      expect(covered.has(code)).toBe(true);
  });

  it("rest on comments of their post and hold when checked against the comments", () => {
    for (const p of factsFile.posts) {
      const { comments, post } = postOf(p.shortcode);
      expect(p.commentCount).toBe(comments.length);
      expect(p.owner).toBe(post.owner.username);
      for (const fact of p.facts) check(fact, comments, p.owner);
    }
  });

  it("each sample plants several facts of its own, beyond the standard ones", () => {
    const standard = new Set(["all-questions-unanswered", "owner-replies", "spam"]);
    for (const p of factsFile.posts.filter((x) => x.sample)) {
      expect(p.facts.filter((f) => !standard.has(f.id)).length, p.shortcode).toBeGreaterThanOrEqual(
        2,
      );
    }
  });

  it("the unanswered questions equal those derived from the threads", () => {
    for (const p of factsFile.posts) {
      const { comments } = postOf(p.shortcode);
      const labels = new Map(labelsFile.posts[p.shortcode]?.map((l) => [l[0], l]));
      const derived = comments
        .filter((c) => c.parentId === null && !c.isFromOwner)
        .filter((c) => labels.get(c.id)?.[3].split(",").includes("question"))
        .filter((c) => !comments.some((x) => x.parentId === c.id && x.isFromOwner))
        .map((c) => c.id);
      const fact = p.facts.find((f) => f.id === "all-questions-unanswered");
      expect(new Set(fact?.commentIds ?? []), p.shortcode).toEqual(new Set(derived));
    }
  });

  it("tag, sentiment and language counts match the per-comment labels", () => {
    for (const p of factsFile.posts) {
      const { comments } = postOf(p.shortcode);
      const labels = labelsFile.posts[p.shortcode] ?? [];
      expect(labels.map((l) => l[0]).sort()).toEqual(comments.map((c) => c.id).sort());
      const byId = new Map(comments.map((c) => [c.id, c]));
      const tags = Object.fromEntries(DEMO_TAGS.map((t) => [t, 0]));
      const sentiment = { positive: 0, neutral: 0, negative: 0 };
      const langs: Record<string, number> = {};
      for (const [id, lang, mood, tagList] of labels) {
        expect(lang === "owner", id).toBe(byId.get(id)?.isFromOwner);
        if (lang === "owner") continue;
        langs[lang] = (langs[lang] ?? 0) + 1;
        for (const t of tagList.split(",").filter(Boolean)) tags[t] = (tags[t] ?? 0) + 1;
        if (mood !== "excluded") sentiment[mood] += 1;
        const excluded = /(^|,)(spam|giveaway)(,|$)/.test(tagList);
        expect(mood === "excluded", id).toBe(excluded);
      }
      expect(tags).toEqual(p.tagCounts);
      expect(sentiment).toEqual(p.sentimentCounts);
      expect(langs).toEqual(p.languageCounts);
      const rated = sentiment.positive + sentiment.neutral + sentiment.negative;
      const score = (sentiment.positive + 0.5 * sentiment.neutral) / rated;
      expect(band(score), p.shortcode).toBe(p.band);
    }
  });

  it("the samples' moods are deliberately varied", () => {
    const bands = new Set(factsFile.posts.filter((p) => p.sample).map((p) => p.band));
    for (const b of ["overwhelmingly positive", "positive", "mixed", "negative"] as const) {
      expect(bands.has(b), b).toBe(true);
    }
  });

  it("the divisive post's most liked comment is a complaint about the price", () => {
    const divisive = factsFile.posts.find((p) => p.niche === "divisive");
    const fact = divisive?.facts.find((f) => f.rule.type === "most_liked");
    const label = labelsFile.posts[divisive?.shortcode ?? ""]?.find(
      (l) => l[0] === fact?.commentIds[0],
    );
    expect(label?.[2]).toBe("negative");
    expect(label?.[3]).toContain("complaint");
  });

  it("the giveaway's entries are counted apart and split by how many friends they tag", () => {
    const giveaway = factsFile.posts.find((p) => p.niche === "giveaway");
    const get = (id: string) => giveaway?.facts.find((f) => f.id === id)?.count ?? 0;
    expect(get("entries-two-friends")).toBeGreaterThan(300);
    expect(get("entries-one-friend")).toBeGreaterThan(0);
    expect(get("entries-no-friend")).toBeGreaterThan(0);
    expect(giveaway?.tagCounts.giveaway).toBe(get("all-entries"));
    // Friends tagged on the travel post are enthusiasm, not entries.
    const travel = factsFile.posts.find((p) => p.niche === "travel");
    expect(travel?.tagCounts.giveaway).toBe(0);
    expect(travel?.facts.find((f) => f.id === "tag-a-friend-trip")?.count).toBeGreaterThan(20);
  });

  it("the Spanish shipping complaints are a real cluster on the launch post", () => {
    const launch = factsFile.posts.find((p) => p.niche === "product launch");
    const fact = launch?.facts.find((f) => f.id === "shipping-delays-es");
    const labels = new Map(labelsFile.posts[launch?.shortcode ?? ""]?.map((l) => [l[0], l]));
    expect(fact?.count).toBe(31);
    for (const id of fact?.commentIds ?? []) {
      expect(labels.get(id)?.[1]).toBe("es");
      expect(labels.get(id)?.[3]).toContain("complaint");
    }
  });

  it("profile facts agree with the profile's posts", () => {
    const profile = dataset.profiles[0];
    const pf = factsFile.profiles[0];
    expect(pf?.username).toBe(profile?.profile.username);
    const comments = (profile?.postShortcodes ?? []).flatMap((code) =>
      postOf(code).comments.filter((c) => !c.isFromOwner),
    );
    const ids = new Set(comments.map((c) => c.id));
    for (const f of pf?.facts ?? [])
      for (const id of f.commentIds) expect(ids.has(id), f.id).toBe(true);
    const regulars = pf?.facts.find((f) => f.id === "regulars");
    const postsPer = new Map<string, Set<string>>();
    for (const code of profile?.postShortcodes ?? []) {
      for (const c of postOf(code).comments.filter((x) => !x.isFromOwner)) {
        postsPer.set(c.username, (postsPer.get(c.username) ?? new Set()).add(code));
      }
    }
    const derived = [...postsPer].filter(([, s]) => s.size >= 5).map(([u]) => u);
    expect(new Set(regulars?.usernames)).toEqual(new Set(derived));
    expect(derived.length).toBeGreaterThanOrEqual(6);
  });

  it("lists the special cases, and FACTS.md names every sample", () => {
    expect(factsFile.unavailable.map((u) => u.kind).sort()).toEqual([
      "comments_disabled",
      "not_found",
      "private",
    ]);
    for (const code of dataset.samples) expect(markdown).toContain(code);
  });
});
