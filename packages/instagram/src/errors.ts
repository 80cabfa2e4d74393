/** What went wrong while fetching Instagram data, in terms the app can act on. */
export type ProviderErrorKind =
  | "not_configured"
  | "invalid_key"
  | "not_found"
  | "private"
  | "no_comments"
  | "quota_exceeded"
  | "rate_limited"
  | "timeout"
  | "upstream"
  | "bad_response"
  | "unsupported"
  | "invalid_input"
  /** The post exists but its comments are turned off. */
  | "comments_disabled"
  /** The demo data does not have this post or profile. */
  | "unknown_url";

export const NO_COMMENTS_MESSAGE =
  "No comments found for this post. The post may be private, have comments disabled, or have no comments yet.";

/**
 * A data provider's failure. `message` is for people and never quotes the service's own
 * answer nor the server's settings; `upstream` is that answer for the logs (secrets hidden,
 * shortened), never shown; `hint` tells whoever runs the server what to change, in the log.
 */
export class ProviderError extends Error {
  override name = "ProviderError";
  hint?: string;
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly status?: number,
    readonly upstream?: string,
  ) {
    super(message);
  }
}

/** What the server's operator can set to read any public post or profile (for the log). */
export const ANY_POST_HINT =
  "set INSTAGRAM_PROVIDER=rapidapi (with RAPIDAPI_KEY) or INSTAGRAM_PROVIDER=apify (with APIFY_TOKEN) to analyse any public post or profile";

/** The user-facing prefix of each kind of call's failures. */
export type Operation = "comments" | "post" | "posts" | "profile";

export const operationPrefix: Record<Operation, string> = {
  comments: "Failed to fetch comments",
  post: "Failed to fetch post info",
  posts: "Failed to fetch posts data",
  profile: "Failed to fetch profile",
};
