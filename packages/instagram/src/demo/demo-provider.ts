import { readFileSync } from "node:fs";
import type { Comment, Post, Profile } from "@commentlens/shared";
import { formatPostUrl, formatProfileUrl } from "@commentlens/shared";
import type { CommentPageOptions, InstagramProvider, RecentPostsOptions } from "../provider.js";
import type {
  DemoDataset,
  DemoLanguage,
  DemoPostRecord,
  DemoProfileRecord,
  DemoUnavailableKind,
} from "./dataset.js";
import { DEMO_ERROR_MESSAGES, DemoDataError } from "./demo-error.js";

/** Plain code-unit order: the same on every machine, whatever its locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Comments per page, like a generous real API page. */
export const DEMO_PAGE_SIZE = 50;

/**
 * Where the bundled data lives. src/demo and dist/demo both sit two levels below the package
 * root, so the same relative path works before and after compiling.
 */
export const DEMO_DATASET_URL = new URL("../../demo-data/dataset.json", import.meta.url);

export interface DemoSample {
  url: string;
  title: string;
  language: DemoLanguage;
  comment_count: number;
}

export interface DemoSampleProfile {
  url: string;
  username: string;
  full_name: string;
  post_count: number;
}

export interface DemoProviderOptions {
  /** Another dataset file (tests); defaults to the bundled one. */
  datasetUrl?: URL;
  pageSize?: number;
}

interface DemoIndex {
  dataset: DemoDataset;
  posts: Map<string, DemoPostRecord>;
  unavailable: Map<string, DemoUnavailableKind>;
  profiles: Map<string, DemoProfileRecord>;
  /** Comments in page order, computed on first use per post. */
  ordered: Map<string, Comment[]>;
}

function copyPost(post: Post): Post {
  return { ...post, owner: { ...post.owner } };
}

/**
 * The "popular" order of a comment section: top-level comments by likes (most first, then
 * oldest first), each followed by its replies, oldest first, the way a thread reads.
 */
export function popularOrder(comments: readonly Comment[]): Comment[] {
  const replies = new Map<string, Comment[]>();
  const top: Comment[] = [];
  for (const c of comments) {
    if (c.parentId === null) top.push(c);
    else replies.set(c.parentId, [...(replies.get(c.parentId) ?? []), c]);
  }
  const byTime = (a: Comment, b: Comment) =>
    compare(a.timestamp, b.timestamp) || compare(a.id, b.id);
  top.sort((a, b) => (b.likes ?? 0) - (a.likes ?? 0) || byTime(a, b));
  const out: Comment[] = [];
  for (const c of top) {
    out.push(c);
    out.push(...(replies.get(c.id) ?? []).sort(byTime));
  }
  // Replies whose parent is missing still come out, at the end.
  const placed = new Set(out.map((c) => c.id));
  out.push(...comments.filter((c) => !placed.has(c.id)).sort(byTime));
  return out;
}

/** Answers from the bundled demo data set, so the app works without any API key. */
export class DemoProvider implements InstagramProvider {
  readonly name = "demo" as const;
  private cache: DemoIndex | undefined;

  constructor(private readonly options: DemoProviderOptions = {}) {}

  private index(): DemoIndex {
    if (this.cache) return this.cache;
    const text = readFileSync(this.options.datasetUrl ?? DEMO_DATASET_URL, "utf8");
    const dataset = JSON.parse(text) as DemoDataset;
    if (dataset.version !== 1 || !Array.isArray(dataset.posts)) {
      throw new Error("The demo data set is not in the expected format");
    }
    this.cache = {
      dataset,
      posts: new Map(dataset.posts.map((p) => [p.post.shortcode, p])),
      unavailable: new Map(dataset.unavailable.map((u) => [u.shortcode, u.kind])),
      profiles: new Map(dataset.profiles.map((p) => [p.profile.username.toLowerCase(), p])),
      ordered: new Map(),
    };
    return this.cache;
  }

  private record(shortcode: string): DemoPostRecord {
    const index = this.index();
    const found = index.posts.get(shortcode);
    if (found) return found;
    const kind = index.unavailable.get(shortcode);
    if (kind) throw new DemoDataError(kind, DEMO_ERROR_MESSAGES[kind]);
    throw new DemoDataError("unknown_url", DEMO_ERROR_MESSAGES.unknown_url);
  }

  private profileRecord(username: string): DemoProfileRecord {
    const found = this.index().profiles.get(username.trim().replace(/^@/, "").toLowerCase());
    if (!found) throw new DemoDataError("unknown_url", DEMO_ERROR_MESSAGES.unknown_profile);
    return found;
  }

  /** The posts offered under "Try a sample", in display order. */
  listSamples(): DemoSample[] {
    const index = this.index();
    return index.dataset.samples.flatMap((code) => {
      const r = index.posts.get(code);
      return r
        ? [
            {
              url: formatPostUrl(code),
              title: r.title,
              language: r.language,
              comment_count: r.post.commentCount,
            },
          ]
        : [];
    });
  }

  /** The profiles with recent posts in the demo data (for the agency profile analysis). */
  listSampleProfiles(): DemoSampleProfile[] {
    return this.index().dataset.profiles.map((p) => ({
      url: formatProfileUrl(p.profile.username),
      username: p.profile.username,
      full_name: p.profile.fullName,
      post_count: p.postShortcodes.length,
    }));
  }

  async getPost(shortcode: string, signal?: AbortSignal): Promise<Post> {
    signal?.throwIfAborted();
    return copyPost(this.record(shortcode).post);
  }

  async *commentPages(shortcode: string, options: CommentPageOptions): AsyncIterable<Comment[]> {
    const { signal } = options;
    signal?.throwIfAborted();
    const record = this.record(shortcode);
    if (record.post.commentsDisabled) {
      throw new DemoDataError("comments_disabled", DEMO_ERROR_MESSAGES.comments_disabled);
    }
    const index = this.index();
    let ordered = index.ordered.get(shortcode);
    if (!ordered) {
      ordered = popularOrder(record.comments);
      index.ordered.set(shortcode, ordered);
    }
    const size = Math.max(1, this.options.pageSize ?? DEMO_PAGE_SIZE);
    const total = record.post.commentCount;
    let fetched = 0;
    for (let page = 1; page <= options.maxPages && fetched < ordered.length; page++) {
      // Let an abort from another task land between pages, as it would during a real fetch.
      await Promise.resolve();
      signal?.throwIfAborted();
      const slice = ordered.slice(fetched, fetched + size).map((c) => ({ ...c }));
      fetched += slice.length;
      options.onPage?.({ page, fetched, total });
      yield slice;
    }
  }

  async getProfile(username: string, signal?: AbortSignal): Promise<Profile> {
    signal?.throwIfAborted();
    return { ...this.profileRecord(username).profile };
  }

  async getRecentPosts(username: string, options: RecentPostsOptions): Promise<Post[]> {
    options.signal?.throwIfAborted();
    const profile = this.profileRecord(username);
    const index = this.index();
    return profile.postShortcodes
      .flatMap((code) => {
        const r = index.posts.get(code);
        return r ? [copyPost(r.post)] : [];
      })
      .sort((a, b) => compare(b.takenAt, a.takenAt))
      .slice(0, Math.max(0, options.limit));
  }
}
