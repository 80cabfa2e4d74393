import type { Comment, MediaType, Post } from "@commentlens/shared";
import { formatPostUrl, mediaIdToShortcode } from "@commentlens/shared";
import type {
  DemoBand,
  DemoFact,
  DemoFactRule,
  DemoLabel,
  DemoLanguage,
  DemoNiche,
  DemoPostFacts,
  DemoPostRecord,
  DemoSentiment,
  DemoTag,
} from "../../src/demo/dataset.js";
import { DEMO_TAGS } from "../../src/demo/dataset.js";
import { Random } from "./random.js";
import { botHandle, decorate, personHandle, vary } from "./text.js";

/** Plain code-unit order: the same on every machine, whatever its locale. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The fixed "now" of the demo: every timestamp is earlier. */
export const REFERENCE_NOW = "2026-11-01T12:00:00.000Z";
const NOW_MS = Date.parse(REFERENCE_NOW);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Instagram media ids start with milliseconds since this instant, shifted left 23 bits. */
const INSTAGRAM_EPOCH_MS = 1_314_220_021_721n;

// ---------------------------------------------------------------------------------------------
// Phrase banks

export interface Entry {
  t: string;
  /** Tags added to (or, with `only`, replacing) the category's tags. */
  tags?: DemoTag[];
  only?: boolean;
  s?: DemoSentiment;
  mixed?: boolean;
  /** Topic key, used to pick a fitting answer from the owner. */
  k?: string;
}
export type BankEntry = string | Entry;
export type Bank = Partial<Record<DemoLanguage, readonly BankEntry[]>>;

export interface Category {
  tags: readonly DemoTag[];
  sentiment: DemoSentiment;
  bank: Bank;
  /** Keep texts nearly as written (no typos or shorthand). */
  light?: boolean;
}

export function cat(
  tags: readonly DemoTag[],
  sentiment: DemoSentiment,
  bank: Bank,
  light = false,
): Category {
  return { tags, sentiment, bank, light };
}

/** Entry helpers that keep the banks readable. */
export const e = {
  tag: (t: string, ...tags: DemoTag[]): Entry => ({ t, tags }),
  as: (t: string, s: DemoSentiment, ...tags: DemoTag[]): Entry => ({ t, s, tags }),
  only: (t: string, s: DemoSentiment, ...tags: DemoTag[]): Entry => ({ t, s, tags, only: true }),
  mix: (t: string, s?: DemoSentiment): Entry => ({ t, mixed: true, s }),
  k: (k: string, t: string, ...tags: DemoTag[]): Entry => ({ t, k, tags }),
};

export interface Draft {
  text: string;
  lang: DemoLanguage;
  tags: DemoTag[];
  sentiment: DemoSentiment;
  mixed: boolean;
  key?: string;
  light: boolean;
}

export function draw(r: Random, category: Category, lang: DemoLanguage): Draft {
  const available = (Object.keys(category.bank) as DemoLanguage[]).filter(
    (l) => (category.bank[l]?.length ?? 0) > 0,
  );
  const useLang = category.bank[lang]?.length
    ? lang
    : category.bank.en?.length
      ? "en"
      : r.pick(available);
  const entry = r.pick(category.bank[useLang] ?? []);
  const ent: Entry = typeof entry === "string" ? { t: entry } : entry;
  const tags = ent.only ? [...(ent.tags ?? [])] : [...category.tags, ...(ent.tags ?? [])];
  return {
    text: ent.t,
    lang: useLang,
    tags: [...new Set(tags)],
    sentiment: ent.s ?? category.sentiment,
    mixed: ent.mixed ?? false,
    key: ent.k,
    light: category.light ?? false,
  };
}

// ---------------------------------------------------------------------------------------------
// Commenters

/** Who comments: new people mostly, some coming back; planted accounts are kept aside. */
export class Audience {
  private readonly used = new Map<string, DemoLanguage>();
  private readonly reserved = new Set<string>();

  constructor(
    private readonly r: Random,
    private readonly returnRate: number,
  ) {}

  reserve(...handles: string[]): void {
    for (const h of handles) this.reserved.add(h);
  }

  private fresh(make: () => string): string {
    for (let i = 0; i < 200; i++) {
      const h = make();
      if (!this.used.has(h) && !this.reserved.has(h)) return h;
    }
    throw new Error("ran out of usernames");
  }

  person(lang: DemoLanguage): string {
    if (this.r.chance(this.returnRate)) {
      const same = [...this.used].filter(([, l]) => l === lang).map(([h]) => h);
      if (same.length > 0) return this.r.pick(same);
    }
    const h = this.fresh(() => personHandle(this.r, lang));
    this.used.set(h, lang);
    return h;
  }

  /** A handle to mention (a friend), not a commenter. */
  friend(lang: DemoLanguage): string {
    return this.fresh(() => personHandle(this.r, lang));
  }

  bot(): string {
    const h = this.fresh(() => botHandle(this.r));
    this.used.set(h, "und");
    this.reserved.add(h);
    return h;
  }
}

// ---------------------------------------------------------------------------------------------
// Comment ids, unique over the whole data set and growing with time like Instagram's

export class IdAllocator {
  private readonly used = new Set<string>();
  constructor(private readonly r: Random) {}

  comment(ms: number): string {
    const seconds = BigInt(Math.floor(ms / 1000) - 1_700_000_000);
    for (;;) {
      const id = 18_000_000_000_000_000n + seconds * 10_000_000n + BigInt(this.r.int(0, 9_999_999));
      const s = id.toString();
      if (!this.used.has(s)) {
        this.used.add(s);
        return s;
      }
    }
  }

  /** A media pk: the post's time in its top bits, shard and sequence (seeded by `key`) below. */
  media(ms: number, key: string): string {
    const r = Random.from(`media:${key}`);
    for (;;) {
      const id =
        ((BigInt(ms) - INSTAGRAM_EPOCH_MS) << 23n) | BigInt(r.int(0, 8191) * 1024 + r.int(0, 1023));
      const s = id.toString();
      if (!this.used.has(s)) {
        this.used.add(s);
        return s;
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Posts

export interface PostSpec {
  /** Stable label: seeds this post's random stream. */
  key: string;
  title: string;
  niche: DemoNiche;
  language: DemoLanguage;
  sample: boolean;
  owner: { username: string; fullName: string; isVerified: boolean };
  caption: string;
  mediaType: MediaType;
  takenAt: string;
  likeCount: number | null;
  viewCount: number | null;
  band: DemoBand;
  nicheEmoji: readonly string[];
  /** Typical likes on a comment; the tail is heavy. */
  likeScale: number;
  /** Languages of the filler comments. */
  languages: ReadonlyArray<readonly [DemoLanguage, number]>;
  returnRate?: number;
}

export interface Node {
  id: string;
  username: string;
  text: string;
  ts: number;
  parent: Node | null;
  replies: Node[];
  fromOwner: boolean;
  lang: DemoLanguage;
  sentiment: DemoSentiment;
  tags: DemoTag[];
  mixed: boolean;
  key?: string;
  likes: number | null;
  fixedLikes?: number;
  boost: number;
}

export interface TopOptions {
  user?: string;
  /** Hours after the post. */
  afterHours?: number;
  likes?: number;
  boost?: number;
}

export interface ReplyOptions {
  user?: string;
  owner?: boolean;
  likes?: number;
  /** Mean delay after the comment replied to, in hours. */
  meanHours?: number;
  /** Not before this comment (e.g. a thank-you after the owner's answer). */
  after?: Node;
}

interface PendingFact {
  id: string;
  description: string;
  nodes: () => Node[];
  rule: DemoFactRule;
  optional: boolean;
}

export interface BuiltPost {
  record: DemoPostRecord;
  facts: DemoPostFacts;
  labels: DemoLabel[];
}

function bandOf(score: number): DemoBand {
  const percent = Math.round(Math.min(1, Math.max(0, score)) * 100);
  if (percent >= 80) return "overwhelmingly positive";
  if (percent >= 60) return "positive";
  if (percent >= 40) return "mixed";
  if (percent >= 20) return "negative";
  return "overwhelmingly negative";
}

export function mentionCount(text: string): number {
  return (text.match(/(^|[^\w.])@[a-z0-9._]+/gi) ?? []).length;
}

/** Builds one post's comments imperatively: planted clusters first, then filler. */
export class PostBuilder {
  readonly r: Random;
  readonly nodes: Node[] = [];
  readonly t0: number;
  readonly owner: string;
  private readonly reserved: RegExp[] = [];
  private readonly pending: PendingFact[] = [];
  private mostLiked: Node | undefined;
  private readonly seenTexts = new Map<string, number>();

  constructor(
    readonly spec: PostSpec,
    readonly audience: Audience = new Audience(
      Random.from(`${spec.key}:users`),
      spec.returnRate ?? 0.07,
    ),
  ) {
    this.r = Random.from(spec.key);
    this.t0 = Date.parse(spec.takenAt);
    this.owner = spec.owner.username;
    audience.reserve(this.owner);
    if (this.t0 >= NOW_MS) throw new Error(`${spec.key}: post is not before the reference now`);
  }

  /** Reserves a keyword pattern for one planted cluster: no other comment may match it. */
  reserve(pattern: string): RegExp {
    const re = new RegExp(pattern, "iu");
    this.reserved.push(re);
    return re;
  }

  fillerLang(): DemoLanguage {
    return this.r.weighted(this.spec.languages);
  }

  private resolveSlots(text: string, lang: DemoLanguage): string {
    return text
      .replace(/\{f\}/g, () => `@${this.audience.friend(lang)}`)
      .replace(/\{o\}/g, `@${this.owner}`);
  }

  private signature(text: string): string {
    return `${this.reserved.map((re) => (re.test(text) ? 1 : 0)).join("")}:${mentionCount(text)}`;
  }

  /**
   * Draws a draft and varies it. With `cluster`, the text must match it (a bank error
   * otherwise); without, texts that would fall into a reserved cluster are drawn again.
   */
  make(gen: () => Draft, cluster?: RegExp): Draft {
    for (let attempt = 0; attempt < 80; attempt++) {
      const d = gen();
      let text = this.resolveSlots(d.text, d.lang);
      if (cluster && !cluster.test(text)) {
        throw new Error(`${this.spec.key}: "${text}" misses ${cluster}`);
      }
      if (!d.light && d.tags.length > 0) {
        text = decorate(this.r, text, d.lang, d.sentiment, d.tags);
      }
      if (this.reserved.some((re) => re !== cluster && re.test(text))) continue;
      const varied = vary(this.r, text, {
        sentiment: d.sentiment,
        lang: d.lang,
        nicheEmoji: this.spec.nicheEmoji,
        invariant: (s) => this.signature(s),
        light: d.light,
      });
      // Short reactions repeat on real posts; whole sentences rarely do, word for word.
      const seen = this.seenTexts.get(varied) ?? 0;
      const limit = varied.length <= 14 ? 40 : 2;
      if (seen >= limit && attempt < 60) continue;
      this.seenTexts.set(varied, seen + 1);
      return { ...d, text: varied };
    }
    throw new Error(`${this.spec.key}: could not draw a comment outside the reserved clusters`);
  }

  drawFrom(category: Category, lang: DemoLanguage = this.fillerLang(), cluster?: RegExp): Draft {
    return this.make(() => draw(this.r, category, lang), cluster);
  }

  private readonly decks = new Map<Category, Map<DemoLanguage, Draft[]>>();

  /**
   * Like drawFrom, but deals a bank's entries without repeats until all were used, so a
   * cluster of twenty comments does not say the same thing twice.
   */
  deal(category: Category, lang: DemoLanguage = this.fillerLang(), cluster?: RegExp): Draft {
    let byLang = this.decks.get(category);
    if (!byLang) {
      byLang = new Map();
      this.decks.set(category, byLang);
    }
    const take = (): Draft => {
      let deck = byLang.get(lang);
      if (!deck || deck.length === 0) {
        const first = draw(this.r, category, lang);
        const entries = category.bank[first.lang] ?? [];
        deck = this.r.shuffle(
          entries.map((_, i) => {
            const one: Category = { ...category, bank: { [first.lang]: [entries[i]] } };
            return draw(this.r, one, first.lang);
          }),
        );
        byLang.set(lang, deck);
      }
      return deck.pop() as Draft;
    };
    return this.make(take, cluster);
  }

  /** A comment used exactly as written. */
  lit(
    text: string,
    lang: DemoLanguage,
    sentiment: DemoSentiment,
    tags: DemoTag[],
    mixed = false,
  ): Draft {
    return { text, lang, sentiment, tags, mixed, light: true };
  }

  /** Picks k nodes, earlier ones more likely (creators answer the first wave of comments). */
  pickEarly(nodes: readonly Node[], k: number): Node[] {
    const pool = [...nodes].sort((a, b) => a.ts - b.ts);
    const chosen: Node[] = [];
    while (chosen.length < k && pool.length > 0) {
      const weights = pool.map((_, i) => [i, Math.exp((-2 * i) / pool.length)] as const);
      const i = this.r.weighted(weights);
      chosen.push(...pool.splice(i, 1));
    }
    return chosen;
  }

  /** Adds `count` top-level comments dealt from `category`, split over languages. */
  many(
    category: Category,
    plan: ReadonlyArray<readonly [DemoLanguage, number]>,
    cluster?: RegExp,
    options: TopOptions = {},
  ): Node[] {
    const out: Node[] = [];
    for (const [lang, n] of plan) {
      for (let i = 0; i < n; i++) out.push(this.top(this.deal(category, lang, cluster), options));
    }
    return out;
  }

  /** Filler: `count` comments, each from a category picked by weight, in the post's languages. */
  fill(count: number, mix: ReadonlyArray<readonly [Category, number]>): Node[] {
    const out: Node[] = [];
    for (let i = 0; i < count; i++) {
      const category = this.r.weighted(mix);
      out.push(this.top(this.deal(category, this.fillerLang())));
    }
    return out;
  }

  private topDelay(): number {
    const span = NOW_MS - this.t0 - 120_000;
    const mode = this.r.weighted([
      [0, 52],
      [1, 30],
      [2, 18],
    ]);
    let d =
      mode === 0
        ? this.r.exp(1.4 * HOUR)
        : mode === 1
          ? this.r.exp(10 * HOUR)
          : this.r.next() * Math.min(span, 12 * DAY);
    if (d > span) d = this.r.next() * span;
    return Math.max(15_000 + this.r.int(0, 60_000), d);
  }

  top(d: Draft, o: TopOptions = {}): Node {
    const username =
      o.user ?? (d.tags.includes("spam") ? this.audience.bot() : this.audience.person(d.lang));
    const ts =
      o.afterHours !== undefined
        ? this.t0 + o.afterHours * HOUR + this.r.int(0, 59_000)
        : this.t0 + this.topDelay();
    const node: Node = {
      id: "",
      username,
      text: d.text,
      ts: Math.min(ts, NOW_MS - 60_000),
      parent: null,
      replies: [],
      fromOwner: false,
      lang: d.lang,
      sentiment: d.sentiment,
      tags: [...d.tags],
      mixed: d.mixed,
      key: d.key,
      likes: null,
      fixedLikes: o.likes,
      boost: o.boost ?? 1,
    };
    this.nodes.push(node);
    return node;
  }

  reply(parent: Node, d: Draft, o: ReplyOptions = {}): Node {
    const top = parent.parent ?? parent;
    const owner = o.owner ?? false;
    let username = owner ? this.owner : (o.user ?? this.audience.person(d.lang));
    // Nobody answers their own comment in these threads.
    for (let i = 0; i < 20 && !o.user && !owner && username === parent.username; i++) {
      username = this.audience.person(d.lang);
    }
    const from = Math.max(parent.ts, o.after?.ts ?? 0);
    const room = NOW_MS - 60_000 - from;
    let delay = this.r.exp((o.meanHours ?? (owner ? 2.5 : 4)) * HOUR) + 30_000;
    if (delay > room) delay = this.r.next() * room;
    // Replies to a reply stay in the thread of the top-level comment, as on Instagram.
    // Instagram prefills a reply with the handle of the comment being answered.
    const to = o.after && !owner ? o.after.username : parent.username;
    const text = d.text.startsWith("@") ? d.text : `@${to} ${d.text}`;
    const node: Node = {
      id: "",
      username,
      text,
      ts: from + Math.max(1000, delay),
      parent: top,
      replies: [],
      fromOwner: owner,
      lang: d.lang,
      sentiment: d.sentiment,
      tags: [...d.tags],
      mixed: d.mixed,
      key: d.key,
      likes: null,
      fixedLikes: o.likes,
      boost: 1,
    };
    top.replies.push(node);
    this.nodes.push(node);
    return node;
  }

  /** An answer from the owner, written plainly. */
  ownerReply(parent: Node, text: string, likes?: number): Node {
    const d: Draft = {
      text: this.resolveSlots(text, parent.lang),
      lang: parent.lang,
      tags: [],
      sentiment: "positive",
      mixed: false,
      light: true,
    };
    return this.reply(parent, d, { owner: true, likes });
  }

  /** Plants the post's most liked comment; other planted like counts must stay below it. */
  setMostLiked(node: Node, likes: number): void {
    node.fixedLikes = likes;
    this.mostLiked = node;
  }

  fact(
    id: string,
    description: string,
    nodes: Node[] | (() => Node[]),
    rule: DemoFactRule,
    optional = false,
  ): void {
    const get = typeof nodes === "function" ? nodes : () => nodes;
    this.pending.push({ id, description, nodes: get, rule, optional });
  }

  textFact(id: string, description: string, nodes: Node[], re: RegExp, exhaustive = true): void {
    this.fact(id, description, nodes, {
      type: "text",
      pattern: re.source,
      flags: re.flags,
      exhaustive,
    });
  }

  /** A question cluster with `answered` of them answered by the owner, plus its unanswered part. */
  questionFacts(id: string, description: string, questions: Node[], answered: Node[]): void {
    const unanswered = questions.filter((q) => !answered.includes(q));
    this.fact(id, description, questions, { type: "questions", answered: answered.length });
    this.fact(`${id}-unanswered`, `{n} of them have no reply from @${this.owner}.`, unanswered, {
      type: "unanswered",
    });
  }

  private assignLikes(): void {
    const r = this.r;
    const hidden = this.spec.likeCount === null;
    for (const n of this.nodes) {
      if (hidden) {
        n.likes = null;
        continue;
      }
      if (n.fixedLikes !== undefined) {
        n.likes = n.fixedLikes;
        continue;
      }
      const u = r.next();
      const base = (1 - u) ** (-1 / 1.3) - 1;
      let scale = n.parent ? this.spec.likeScale * 0.3 : this.spec.likeScale;
      if (n.fromOwner) scale *= 3;
      if (n.tags.includes("spam")) scale *= 0.12;
      if (n.tags.includes("giveaway")) scale *= 0.15;
      const early = 1 + 2 * Math.exp(-(n.ts - this.t0) / (6 * HOUR));
      n.likes = Math.floor(base * scale * early * n.boost);
    }
    if (!hidden && this.mostLiked?.likes != null) {
      const cap = Math.floor(this.mostLiked.likes * 0.72);
      for (const n of this.nodes) {
        if (n !== this.mostLiked && n.fixedLikes === undefined && (n.likes ?? 0) >= cap) {
          n.likes = cap - r.int(0, Math.floor(cap / 8));
        }
      }
    }
  }

  build(ids: IdAllocator): BuiltPost {
    const spec = this.spec;
    this.assignLikes();
    const star = this.mostLiked;
    if (star && this.nodes.some((n) => n !== star && (n.likes ?? 0) >= (star.likes ?? 0))) {
      throw new Error(`${spec.key}: the planted most liked comment is not the most liked`);
    }
    // Ids grow with time, so sort first; replies never precede their parent.
    const ordered = [...this.nodes].sort((a, b) => a.ts - b.ts);
    for (const n of ordered) n.id = ids.comment(n.ts);
    const mediaId = ids.media(this.t0, spec.key);
    const shortcode = mediaIdToShortcode(mediaId);
    const comments: Comment[] = ordered.map((n) => ({
      id: n.id,
      username: n.username,
      text: n.text,
      likes: n.likes,
      timestamp: new Date(Math.floor(n.ts / 1000) * 1000).toISOString(),
      replyCount: n.replies.length,
      parentId: n.parent?.id ?? null,
      isFromOwner: n.fromOwner,
    }));
    const post: Post = {
      id: mediaId,
      shortcode,
      url: formatPostUrl(shortcode),
      mediaType: spec.mediaType,
      takenAt: new Date(this.t0).toISOString(),
      owner: { ...spec.owner },
      caption: spec.caption,
      likeCount: spec.likeCount,
      commentCount: comments.length,
      viewCount: spec.viewCount,
      commentsDisabled: false,
      thumbnailUrl: null,
    };

    const audience = ordered.filter((n) => !n.fromOwner);
    const tagCounts = Object.fromEntries(DEMO_TAGS.map((t) => [t, 0])) as Record<DemoTag, number>;
    const languageCounts: Partial<Record<DemoLanguage, number>> = {};
    const sentimentCounts: Record<DemoSentiment, number> = { positive: 0, neutral: 0, negative: 0 };
    let mixed = 0;
    for (const n of audience) {
      for (const t of n.tags) tagCounts[t]++;
      languageCounts[n.lang] = (languageCounts[n.lang] ?? 0) + 1;
      if (n.mixed) mixed++;
      if (!n.tags.includes("spam") && !n.tags.includes("giveaway")) sentimentCounts[n.sentiment]++;
    }
    const rated = sentimentCounts.positive + sentimentCounts.neutral + sentimentCounts.negative;
    const score =
      rated === 0 ? 0.5 : (sentimentCounts.positive + 0.5 * sentimentCounts.neutral) / rated;
    const band = bandOf(score);
    if (band !== spec.band) {
      throw new Error(
        `${spec.key}: intended ${spec.band}, data gives ${band} (${score.toFixed(3)}; ${JSON.stringify(sentimentCounts)})`,
      );
    }

    const facts: DemoFact[] = [];
    for (const p of this.pending) {
      const nodes = p.nodes();
      if (nodes.length === 0) {
        if (p.optional) continue;
        throw new Error(`${spec.key}: fact ${p.id} rests on no comment`);
      }
      facts.push({
        id: p.id,
        description: p.description
          .replace(/\{n\}/g, String(nodes.length))
          .replace(/\{s\}/g, nodes.length === 1 ? "" : "s")
          .replace(/\{have\}/g, nodes.length === 1 ? "has" : "have")
          .replace(/\{ies\}/g, nodes.length === 1 ? "y" : "ies"),
        count: nodes.length,
        commentIds: nodes.map((n) => n.id),
        rule: p.rule,
      });
    }
    const sortedLanguages = Object.fromEntries(
      Object.entries(languageCounts).sort((a, b) => b[1] - a[1] || compare(a[0], b[0])),
    ) as Partial<Record<DemoLanguage, number>>;

    return {
      record: {
        title: spec.title,
        niche: spec.niche,
        language: spec.language,
        post,
        comments,
      },
      facts: {
        shortcode,
        url: post.url,
        title: spec.title,
        niche: spec.niche,
        language: spec.language,
        owner: this.owner,
        sample: spec.sample,
        likesHidden: spec.likeCount === null,
        commentCount: comments.length,
        topLevelCount: ordered.filter((n) => !n.parent).length,
        replyCount: ordered.filter((n) => n.parent).length,
        ownerCommentCount: ordered.length - audience.length,
        uniqueCommenters: new Set(audience.map((n) => n.username)).size,
        band: spec.band,
        sentimentScore: Math.round(score * 1000) / 1000,
        sentimentCounts,
        tagCounts,
        languageCounts: sortedLanguages,
        mixedLanguageCount: mixed,
        facts,
      },
      labels: ordered.map((n) => [
        n.id,
        n.fromOwner ? "owner" : n.lang,
        n.fromOwner || n.tags.includes("spam") || n.tags.includes("giveaway")
          ? "excluded"
          : n.sentiment,
        n.fromOwner ? "" : n.tags.join(","),
      ]),
    };
  }

  // Facts every post gets, computed from what was built.

  standardFacts(): void {
    const isQuestion = (n: Node) => !n.parent && !n.fromOwner && n.tags.includes("question");
    const hasOwnerReply = (n: Node) => n.replies.some((c) => c.fromOwner);
    this.fact(
      "all-questions-unanswered",
      "{n} top-level question{s} from the audience {have} no reply from the creator.",
      () => this.nodes.filter((n) => isQuestion(n) && !hasOwnerReply(n)),
      { type: "unanswered" },
      true,
    );
    this.fact(
      "owner-replies",
      `@${this.owner} wrote {n} repl{ies}.`,
      () => this.nodes.filter((n) => n.fromOwner),
      { type: "owner_replies" },
      true,
    );
    this.fact(
      "spam",
      "{n} spam or bot comment{s} (follower selling, crypto 'mentors', collab bait).",
      () => this.nodes.filter((n) => n.tags.includes("spam")),
      { type: "ids" },
      true,
    );
  }
}
