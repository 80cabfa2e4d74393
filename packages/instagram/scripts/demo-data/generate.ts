import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { formatPostUrl, mediaIdToShortcode, type Post, type Profile } from "@commentlens/shared";
import type {
  DemoDataset,
  DemoFactsFile,
  DemoLabelsFile,
  DemoPostFacts,
  DemoPostRecord,
  DemoProfileFact,
  DemoProfileFacts,
  DemoUnavailablePost,
} from "../../src/demo/dataset.js";
import { type BuiltPost, compare, IdAllocator, REFERENCE_NOW } from "./engine.js";
import {
  BAKERY,
  BAKERY_REGULARS,
  bakeryAudience,
  bakeryProfilePosts,
  sourdoughPost,
} from "./post-bakery.js";
import { beautyPost } from "./post-beauty.js";
import { fitnessPost } from "./post-fitness.js";
import { giveawayPost } from "./post-giveaway.js";
import { launchPost } from "./post-launch.js";
import { potteryPost } from "./post-pottery.js";
import { pricingPost } from "./post-pricing.js";
import { techPost } from "./post-tech.js";
import { travelPost } from "./post-travel.js";
import { Random } from "./random.js";

export interface GeneratedDemo {
  dataset: DemoDataset;
  facts: DemoFactsFile;
  labels: DemoLabelsFile;
  /** Human-readable summary of the planted facts (FACTS.md). */
  factsMarkdown: string;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

const COUNTING_RULES = [
  "Counts cover audience comments: every comment (top-level or reply) not written by the post's owner. The owner's own replies are counted apart (ownerCommentCount) and carry no labels.",
  "A comment can carry several tags (e.g. 'where can I buy the serum?' is both question and purchase_intent). tagCounts counts comments per tag.",
  "question: asks something. praise: says something good about the post, product or creator. complaint: criticism or a problem. suggestion: a request or idea for what to make or change next (votes for a next product count). purchase_intent: wants to buy, has bought or will buy. spam: bots, scams, follower selling, collab bait. giveaway: an entry in a giveaway (tag-a-friend, 'done ✅'). reply_to_creator: thanks or follow-up under the owner's answer.",
  "Tagging a friend outside a giveaway ('@ana we need to go') is not a giveaway entry.",
  "sentimentCounts leave out spam and giveaway entries (the report shows them separately).",
  "languageCounts give each audience comment its main language; 'und' is emoji-only or mention-only. mixedLanguageCount counts comments that switch language mid-sentence.",
  "Emojis are part of the meaning: 😭 is happy tears on the beauty and travel posts and dismay on the pricing post; 😂 on the launch post is laughter with the brand.",
];

const BAND_RULE =
  "sentimentScore = (positive + 0.5 × neutral) / (positive + neutral + negative) over sentimentCounts; band as in the report: 80-100% overwhelmingly positive, 60-79 positive, 40-59 mixed, 20-39 negative, 0-19 overwhelmingly negative (percent rounded).";

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The special cases: a private post, a deleted one and a post with comments turned off. */
function specialCases(ids: IdAllocator): {
  unavailable: DemoUnavailablePost[];
  disabled: DemoPostRecord;
} {
  const r = Random.from("special");
  const privateId = ids.media(Date.parse("2026-10-10T10:12:00.000Z"), "special-private");
  let suffix = "";
  // Codes of private posts carry a 28-character suffix after the pk.
  for (let i = 0; i < 28; i++) suffix += ALPHABET.charAt(r.int(0, 63));
  const goneId = ids.media(Date.parse("2026-09-03T15:47:00.000Z"), "special-deleted");
  const offId = ids.media(Date.parse("2026-10-24T06:55:00.000Z"), "special-disabled");
  const offCode = mediaIdToShortcode(offId);
  const disabled: Post = {
    id: offId,
    shortcode: offCode,
    url: formatPostUrl(offCode),
    mediaType: "photo",
    takenAt: "2026-10-24T06:55:00.000Z",
    owner: { username: "nadia.frames", fullName: "Nadia | harbour photography", isVerified: false },
    caption: "Fog over the harbour at 6am. Comments are off on this one, just the view. 🌫️",
    likeCount: 3_870,
    commentCount: 0,
    viewCount: null,
    commentsDisabled: true,
    thumbnailUrl: null,
  };
  return {
    unavailable: [
      {
        shortcode: `${mediaIdToShortcode(privateId)}${suffix}`,
        kind: "private",
        note: "A post from a private account (its code carries the 28-character suffix of private links).",
      },
      {
        shortcode: mediaIdToShortcode(goneId),
        kind: "not_found",
        note: "A post that was deleted: well-formed code, nothing behind it.",
      },
    ],
    disabled: {
      title: "Fog over the harbour (comments off)",
      niche: "photography",
      language: "und",
      post: disabled,
      comments: [],
    },
  };
}

function profileFacts(profilePosts: BuiltPost[]): DemoProfileFacts {
  const shortcodes = profilePosts.map((p) => p.record.post.shortcode);
  const facts: DemoProfileFact[] = [];
  const audience = profilePosts.flatMap((p) =>
    p.record.comments.filter((c) => !c.isFromOwner).map((c) => ({ post: p.record.post, c })),
  );

  // Regulars: commenters under at least 5 of the posts.
  const postsByUser = new Map<string, Set<string>>();
  for (const { post, c } of audience) {
    const set = postsByUser.get(c.username) ?? new Set();
    set.add(post.shortcode);
    postsByUser.set(c.username, set);
  }
  const regulars = [...postsByUser]
    .filter(([, set]) => set.size >= 5)
    .sort((a, b) => b[1].size - a[1].size || compare(a[0], b[0]));
  const [topUser, topPosts] = regulars[0] ?? ["", new Set<string>()];
  facts.push({
    id: "regulars",
    description: `${regulars.length} people commented on 5 or more of the ${shortcodes.length} posts (${regulars
      .map(([u, s]) => `@${u} ${s.size}`)
      .join(", ")}); @${topUser} commented on ${topPosts.size} of ${shortcodes.length}.`,
    postShortcodes: shortcodes,
    commentIds: audience
      .filter(({ c }) => regulars.some(([u]) => u === c.username))
      .map(({ c }) => c.id),
    usernames: regulars.map(([u]) => u),
  });
  for (const u of BAKERY_REGULARS) {
    if (!regulars.some(([name]) => name === u))
      throw new Error(`regular @${u} is not regular enough`);
  }

  const gf = audience.filter(({ c }) => !c.parentId && /gluten|coeliac|celiac/i.test(c.text));
  const gfPosts = [...new Set(gf.map(({ post }) => post.shortcode))];
  facts.push({
    id: "gluten-free-recurring",
    description: `Gluten-free comes up under ${gfPosts.length} of the ${shortcodes.length} posts (${gf.length} top-level comments): a recurring request the trial bake answered.`,
    postShortcodes: gfPosts,
    commentIds: gf.map(({ c }) => c.id),
    usernames: [],
  });

  const byType = new Map<string, BuiltPost[]>();
  for (const p of profilePosts) {
    const list = byType.get(p.record.post.mediaType) ?? [];
    list.push(p);
    byType.set(p.record.post.mediaType, list);
  }
  const avg = (list: BuiltPost[]) =>
    Math.round(list.reduce((s, p) => s + p.record.post.commentCount, 0) / list.length);
  const reels = byType.get("video") ?? [];
  const photos = byType.get("photo") ?? [];
  const carousels = byType.get("carousel") ?? [];
  facts.push({
    id: "reels-vs-photos",
    description: `Reels average ${avg(reels)} comments (${reels.length} reels), photos ${avg(photos)} (${photos.length} photos), carousels ${avg(carousels)} (${carousels.length}, one of them the sourdough vote).`,
    postShortcodes: reels.map((p) => p.record.post.shortcode),
    commentIds: [],
    usernames: [],
  });

  const most = [...profilePosts].sort(
    (a, b) => b.record.post.commentCount - a.record.post.commentCount,
  )[0];
  if (most) {
    facts.push({
      id: "most-commented",
      description: `The most commented post is "${most.record.title}" (${most.record.post.commentCount} comments): asking people to vote drives comments.`,
      postShortcodes: [most.record.post.shortcode],
      commentIds: [],
      usernames: [],
    });
  }

  const notPositive = profilePosts.filter((p) => !p.facts.band.includes("positive"));
  facts.push({
    id: "mood-outlier",
    description: `Only ${notPositive.length === 1 ? "one post is" : `${notPositive.length} posts are`} not positive: ${notPositive
      .map((p) => `"${p.record.title}" (${p.facts.band})`)
      .join(", ")}.`,
    postShortcodes: notPositive.map((p) => p.record.post.shortcode),
    commentIds: [],
    usernames: [],
  });

  const preorderRe = /pre-?order|reserve|hold a box|précommander|réserver/i;
  const replied = new Set(
    profilePosts.flatMap((p) =>
      p.record.comments.filter((c) => c.isFromOwner && c.parentId).map((c) => c.parentId),
    ),
  );
  const pre = audience.filter(({ c }) => !c.parentId && preorderRe.test(c.text));
  const preOpen = pre.filter(({ c }) => !replied.has(c.id));
  facts.push({
    id: "preorder-unanswered",
    description: `${pre.length} comments across the profile ask how to preorder; ${preOpen.length} have no answer from @${BAKERY.username}.`,
    postShortcodes: [...new Set(preOpen.map(({ post }) => post.shortcode))],
    commentIds: preOpen.map(({ c }) => c.id),
    usernames: [],
  });

  const hours = new Array<number>(24).fill(0);
  for (const { c } of audience) hours[new Date(c.timestamp).getUTCHours()] += 1;
  const peak = hours.indexOf(Math.max(...hours));
  facts.push({
    id: "peak-hour",
    description: `Comments peak between ${String(peak).padStart(2, "0")}:00 and ${String((peak + 1) % 24).padStart(2, "0")}:00 UTC (${hours[peak]} of ${audience.length} audience comments).`,
    postShortcodes: [],
    commentIds: [],
    usernames: [],
  });

  const evening = profilePosts.filter((p) => {
    const h = new Date(p.record.post.takenAt).getUTCHours();
    return h >= 16 && h < 21;
  });
  const morning = profilePosts.filter((p) => new Date(p.record.post.takenAt).getUTCHours() < 12);
  facts.push({
    id: "posting-time",
    description: `Posts published between 16:00 and 21:00 UTC average ${avg(evening)} comments (${evening.length} posts); posts published before noon average ${avg(morning)} (${morning.length} posts).`,
    postShortcodes: evening.map((p) => p.record.post.shortcode),
    commentIds: [],
    usernames: [],
  });

  return { username: BAKERY.username, postShortcodes: shortcodes, facts };
}

function languageMix(p: DemoPostFacts): string {
  const total = Object.values(p.languageCounts).reduce((s, n) => s + (n ?? 0), 0);
  return Object.entries(p.languageCounts)
    .map(([l, n]) => `${l} ${n} (${Math.round(((n ?? 0) / Math.max(1, total)) * 100)}%)`)
    .join(", ");
}

function markdown(facts: DemoFactsFile, dataset: DemoDataset): string {
  const lines: string[] = [
    "# CommentLens demo data: planted facts",
    "",
    "Generated by `packages/instagram/scripts/demo-data/generate.ts` (do not edit by hand; run",
    "`npx tsx packages/instagram/scripts/demo-data/generate.ts` from the repository root). Everything is invented:",
    "accounts, people, products and brands. The machine-readable version is `facts.json`; per-comment",
    "ground truth (language, sentiment, tags) is in `labels.json`.",
    "",
    `Reference "now": ${facts.referenceNow}. No comment is later.`,
    "",
    "## How things are counted",
    "",
    ...facts.countingRules.map((r) => `- ${r}`),
    `- ${facts.bandRule}`,
    "",
    "## Samples",
    "",
    "| shortcode | title | niche | main language | comments | intended band | score |",
    "|---|---|---|---|---|---|---|",
  ];
  const byCode = new Map(facts.posts.map((p) => [p.shortcode, p]));
  for (const code of dataset.samples) {
    const p = byCode.get(code);
    if (!p) continue;
    lines.push(
      `| \`${p.shortcode}\` | ${p.title} | ${p.niche} | ${p.language} | ${p.commentCount} | ${p.band} | ${p.sentimentScore} |`,
    );
  }
  lines.push("");
  const section = (p: DemoPostFacts) => {
    lines.push(`### ${p.title} (\`${p.shortcode}\`)`, "");
    lines.push(
      `- ${p.url} · @${p.owner} · ${p.niche}${p.likesHidden ? " · like counts hidden" : ""}`,
      `- ${p.commentCount} comments: ${p.topLevelCount} top-level, ${p.replyCount} replies (${p.ownerCommentCount} by the owner); ${p.uniqueCommenters} distinct commenters`,
      `- Languages: ${languageMix(p)}${p.mixedLanguageCount ? `; ${p.mixedLanguageCount} mixed-language` : ""}`,
      `- Intended band: **${p.band}** (score ${p.sentimentScore}; positive ${p.sentimentCounts.positive}, neutral ${p.sentimentCounts.neutral}, negative ${p.sentimentCounts.negative})`,
      `- Tags: ${Object.entries(p.tagCounts)
        .map(([t, n]) => `${t} ${n}`)
        .join(", ")}`,
      "",
    );
    for (const f of p.facts) lines.push(`- **${f.id}** (${f.count}): ${f.description}`);
    lines.push("");
  };
  lines.push("## Sample posts", "");
  for (const code of dataset.samples) {
    const p = byCode.get(code);
    if (p) section(p);
  }
  for (const prof of facts.profiles) {
    lines.push(`## Profile @${prof.username}`, "");
    for (const f of prof.facts) lines.push(`- **${f.id}**: ${f.description}`);
    lines.push("", "Recent posts, newest first:", "");
    for (const code of prof.postShortcodes) {
      const p = byCode.get(code);
      if (!p) continue;
      const when = dataset.posts.find((x) => x.post.shortcode === code)?.post;
      lines.push(
        `- \`${code}\` ${p.title}: ${when?.mediaType}, ${when?.takenAt.slice(0, 16).replace("T", " ")} UTC, ${p.commentCount} comments, ${p.band}`,
      );
    }
    lines.push("");
    for (const code of prof.postShortcodes) {
      const p = byCode.get(code);
      if (p && !p.sample) section(p);
    }
  }
  lines.push("## Special cases", "");
  for (const u of facts.unavailable) lines.push(`- \`${u.shortcode}\` (${u.kind}): ${u.note}`);
  lines.push("");
  return lines.join("\n");
}

/** Builds the whole demo data set in memory. Pure: the same output on every call. */
export function generateDataset(): GeneratedDemo {
  const ids = new IdAllocator(Random.from("ids"));
  const audience = bakeryAudience();
  const sourdough = sourdoughPost(audience).build(ids);
  const bakery = bakeryProfilePosts(audience).map((b) => b.build(ids));
  const samples: BuiltPost[] = [
    beautyPost(),
    fitnessPost(),
    techPost(),
    travelPost(),
    launchPost(),
    giveawayPost(),
    pricingPost(),
    potteryPost(),
  ].map((b) => b.build(ids));
  samples.splice(5, 0, sourdough);
  const profilePosts = [sourdough, ...bakery].sort((a, b) =>
    compare(b.record.post.takenAt, a.record.post.takenAt),
  );
  const special = specialCases(ids);

  const profile: Profile = {
    id: "58213470912",
    username: BAKERY.username,
    fullName: BAKERY.fullName,
    biography:
      "Small-batch sourdough & pastries 🥐 Wed–Sun 7:30–14:00 · Preorders open Thursdays 8pm · 12 Harbour Row",
    isVerified: false,
    isPrivate: false,
    followerCount: 48_300,
    followingCount: 612,
    mediaCount: 734,
    profilePicUrl: null,
    externalUrl: "https://ovenbird-bakehouse.example/preorder",
  };

  const all = [...samples, ...bakery];
  const posts: DemoPostRecord[] = [...all.map((b) => b.record), special.disabled];
  const postFacts: DemoPostFacts[] = all.map((b) => b.facts);
  const dataset: DemoDataset = {
    version: 1,
    referenceNow: REFERENCE_NOW,
    samples: samples.map((b) => b.record.post.shortcode),
    posts,
    profiles: [{ profile, postShortcodes: profilePosts.map((p) => p.record.post.shortcode) }],
    unavailable: special.unavailable,
  };
  const facts: DemoFactsFile = {
    version: 1,
    referenceNow: REFERENCE_NOW,
    countingRules: COUNTING_RULES,
    bandRule: BAND_RULE,
    posts: postFacts,
    profiles: [profileFacts(profilePosts)],
    unavailable: [
      ...special.unavailable,
      {
        shortcode: special.disabled.post.shortcode,
        kind: "comments_disabled",
        note: "A public post with comments turned off: the post loads, comments do not.",
      },
    ],
  };
  const labels: DemoLabelsFile = {
    version: 1,
    note: "Ground truth per comment: [id, language ('owner' for the owner's replies), sentiment ('excluded' for owner, spam and giveaway comments), tags joined by commas].",
    posts: Object.fromEntries(all.map((b) => [b.record.post.shortcode, b.labels])),
  };
  return { dataset, facts, labels, factsMarkdown: markdown(facts, dataset) };
}

const LINE_WIDTH = 100;

/**
 * The exact bytes written to disk: two-space JSON laid out as the repository's formatter lays
 * it out (objects expanded; an array on one line when it fits in 100 columns), so the checked-in
 * files pass the format check unchanged.
 */
export function serialize(value: unknown): string {
  const write = (v: unknown, indent: string, prefix: string, suffix: string): string => {
    if (Array.isArray(v)) {
      if (v.length === 0) return `${indent}${prefix}[]${suffix}`;
      const flat = v.every(
        (x) => x === null || typeof x !== "object" || (Array.isArray(x) && x.length === 0),
      );
      if (flat) {
        const line = `${indent}${prefix}[${v.map((x) => JSON.stringify(x)).join(", ")}]${suffix}`;
        if (line.length <= LINE_WIDTH) return line;
      }
      const inner = `${indent}  `;
      const items = v.map((x, i) => write(x, inner, "", i < v.length - 1 ? "," : ""));
      return `${indent}${prefix}[\n${items.join("\n")}\n${indent}]${suffix}`;
    }
    if (v !== null && typeof v === "object") {
      const entries = Object.entries(v).filter(([, x]) => x !== undefined);
      if (entries.length === 0) return `${indent}${prefix}{}${suffix}`;
      const inner = `${indent}  `;
      const items = entries.map(([k, x], i) =>
        write(x, inner, `${JSON.stringify(k)}: `, i < entries.length - 1 ? "," : ""),
      );
      return `${indent}${prefix}{\n${items.join("\n")}\n${indent}}${suffix}`;
    }
    return `${indent}${prefix}${JSON.stringify(v)}${suffix}`;
  };
  return `${write(value, "", "", "")}\n`;
}

export const DEMO_DATA_DIR = new URL("../../demo-data/", import.meta.url);

function main(): void {
  mkdirSync(DEMO_DATA_DIR, { recursive: true });
  const demo = generateDataset();
  writeFileSync(new URL("dataset.json", DEMO_DATA_DIR), serialize(demo.dataset));
  writeFileSync(new URL("facts.json", DEMO_DATA_DIR), serialize(demo.facts));
  writeFileSync(new URL("labels.json", DEMO_DATA_DIR), serialize(demo.labels));
  writeFileSync(new URL("FACTS.md", DEMO_DATA_DIR), demo.factsMarkdown);
  const total = demo.dataset.posts.reduce((s, p) => s + p.comments.length, 0);
  console.log(
    `${demo.dataset.posts.length} posts, ${total} comments, ${demo.dataset.samples.length} samples → ${fileURLToPath(DEMO_DATA_DIR)} (as of ${iso(Date.parse(REFERENCE_NOW))})`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
