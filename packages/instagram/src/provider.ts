import type { Comment, Post, Profile } from "@commentlens/shared";

export type ProviderName = "demo" | "rapidapi" | "apify" | "graph" | "import";

/** Reported after each page of comments, for real progress in the UI. */
export interface CommentPageProgress {
  /** 1-based number of the page just fetched. */
  page: number;
  /** Comments fetched so far, this page included. */
  fetched: number;
  /** Total comments the post reports, when the provider knows it. */
  total: number | null;
}

export interface CommentPageOptions {
  /** Stop after this many pages (the report then says "Analyzed X of Y comments"). */
  maxPages: number;
  onPage?: (progress: CommentPageProgress) => void;
  signal?: AbortSignal;
}

export interface RecentPostsOptions {
  limit: number;
  signal?: AbortSignal;
}

/**
 * One interface over every source of Instagram data. Inputs are already parsed (a shortcode,
 * a username): providers never fetch a URL a user typed.
 */
export interface InstagramProvider {
  readonly name: ProviderName;
  getPost(shortcode: string, signal?: AbortSignal): Promise<Post>;
  /** Pages of comments, newest request first, until the source has no more or maxPages. */
  commentPages(shortcode: string, options: CommentPageOptions): AsyncIterable<Comment[]>;
  getProfile(username: string, signal?: AbortSignal): Promise<Profile>;
  getRecentPosts(username: string, options: RecentPostsOptions): Promise<Post[]>;
  /**
   * Whether the comments of this account's posts can be read. Absent: any public account's
   * can (the Graph API reads only the connected account's own).
   */
  canReadCommentsOf?(username: string, signal?: AbortSignal): Promise<boolean>;
}
