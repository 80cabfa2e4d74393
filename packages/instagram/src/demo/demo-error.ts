import { ANY_POST_HINT, ProviderError } from "../errors.js";

/** Why the demo data cannot answer a request; the app maps each kind to its own error. */
export type DemoDataErrorKind = "not_found" | "private" | "comments_disabled" | "unknown_url";

export const DEMO_ERROR_MESSAGES = {
  not_found: "Post not found",
  private: "This post is private",
  comments_disabled:
    "No comments found for this post. The post may be private, have comments disabled, or have no comments yet.",
  unknown_url:
    "We can only analyse the sample posts on this site. Try one of the samples, or import a file of comments.",
  unknown_profile: "We can only analyse the sample profile on this site. Try the sample profile.",
} as const;

/** A provider error like any other, so the app handles demo and live data alike. */
export class DemoDataError extends ProviderError {
  override name = "DemoDataError";
  declare readonly kind: DemoDataErrorKind;
  constructor(kind: DemoDataErrorKind, message: string) {
    super(kind, message);
    // The server reads the bundled samples only: its operator can point it at live data.
    if (kind === "unknown_url") this.hint = `the demo data is the source: ${ANY_POST_HINT}`;
  }
}
