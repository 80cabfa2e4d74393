import { ProviderError } from "../errors.js";

/** Why the demo data cannot answer a request; the app maps each kind to its own error. */
export type DemoDataErrorKind = "not_found" | "private" | "comments_disabled" | "unknown_url";

export const DEMO_ERROR_MESSAGES = {
  not_found: "Post not found",
  private: "This post is private",
  comments_disabled:
    "No comments found for this post. The post may be private, have comments disabled, or have no comments yet.",
  unknown_url:
    "This post is not in the demo data. Set INSTAGRAM_PROVIDER=rapidapi and RAPIDAPI_KEY to analyse any public post, or try one of the samples.",
  unknown_profile:
    "This profile is not in the demo data. Set INSTAGRAM_PROVIDER=rapidapi and RAPIDAPI_KEY to analyse any public profile, or try the sample profile.",
} as const;

/** A provider error like any other, so the app handles demo and live data alike. */
export class DemoDataError extends ProviderError {
  override name = "DemoDataError";
  declare readonly kind: DemoDataErrorKind;
  constructor(kind: DemoDataErrorKind, message: string) {
    super(kind, message);
  }
}
