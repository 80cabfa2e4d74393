import { EMAIL_CHANGE_MESSAGES } from "./account.js";
import { PROFILE_MESSAGES } from "./agency.js";
import { BILLING_MESSAGES } from "./billing.js";
import { PROFILE_URL_MESSAGES } from "./instagram-url.js";
import { z } from "./zod.js";

/** Stable error codes of the API, with the message users see for each. */
export const errorCatalogue = {
  NOT_FOUND: "Not found",
  VALIDATION_FAILED: "The request is not valid.",
  INVALID_JSON: "The request body is not valid JSON.",
  PAYLOAD_TOO_LARGE: "The request body is too large.",
  UNSUPPORTED_MEDIA_TYPE: "This content type is not supported.",
  RATE_LIMITED: "Too many requests. Please wait a moment and try again.",
  SERVICE_UNAVAILABLE: "The service is temporarily unavailable. Please try again shortly.",
  INTERNAL: "Something went wrong on our side. Please try again.",
  INVALID_POST_URL: "Please enter a valid Instagram post or reel URL",
  INVALID_PROFILE_URL: "Please enter a valid Instagram profile URL (e.g., instagram.com/username)",
  INVALID_PROFILE_URL_FORMAT: PROFILE_URL_MESSAGES.format,
  NO_COMMENTS:
    "No comments found for this post. The post may be private, have comments disabled, or have no comments yet.",
  POST_NOT_FOUND: "Post not found",
  POST_PRIVATE: "This post is private",
  NOT_IN_DEMO_DATA:
    "We can only analyse the sample posts on this site. Try one of the samples, or import a file of comments.",
  PROVIDER_AUTH: "API key not configured or rejected by the Instagram data service.",
  PROVIDER_QUOTA: "The Instagram data service's request quota is used up.",
  PROVIDER_RATE_LIMITED: "The Instagram data service is busy. Please try again in a minute.",
  PROVIDER_TIMEOUT: "The Instagram data service did not answer in time. Please try again.",
  PROVIDER_UNSUPPORTED: "The configured Instagram data provider cannot fetch this.",
  PROVIDER_FAILED: "Failed to fetch comments",
  INVALID_IMPORT: "The file could not be imported.",
  FORBIDDEN_ORIGIN: "This request came from another site and was refused.",
  NOT_AUTHENTICATED: "User not authenticated",
  SESSION_NOT_FRESH: "For your security, please sign in again before changing your password.",
  NO_PASSWORD_SIGN_IN: "This account does not sign in with a password.",
  EMAIL_NOT_VERIFIED: "Please confirm your email address first: open the link we mailed to it.",
  EMAIL_IN_USE: EMAIL_CHANGE_MESSAGES.inUse,
  EMAIL_CHANGE_LINK_INVALID: EMAIL_CHANGE_MESSAGES.invalidLink,
  ANALYSIS_NOT_FOUND: "Analysis not found.",
  ANALYSIS_NOT_READY: "The analysis is not finished yet. Export it once it is complete.",
  ANALYSIS_LOAD_FAILED: "Failed to load analysis.",
  EXPORT_FAILED: "Export failed. Please try again.",
  EXPORT_BUSY: "Many exports are being prepared right now. Please try again in a minute.",
  EXPORT_IN_PROGRESS:
    "Your previous export is still being prepared. Please wait for it to download, then try again.",
  EXPORT_ABANDONED: "The export was cancelled because the download was closed.",
  EMPTY_POST_URL: "Please enter an Instagram post URL",
  VISITOR_LIMIT:
    "You have used today's free analyses. Sign up for a free account to get 5 analyses a month and keep your reports.",
  USAGE_LIMIT:
    "You have used all analyses of your plan this month. Upgrade your plan to analyse more posts.",
  ANALYSIS_FAILED:
    "Comment analysis failed: the analysis could not be completed. Please try again.",
  ANALYSIS_TIMED_OUT:
    "The analysis took longer than it is allowed to and was stopped. It will not be run again: try fewer comments, or write to support if it keeps happening.",
  ANALYSIS_TOO_LARGE:
    "The analysis needed more memory than it is allowed and was stopped. It will not be run again: try fewer comments.",
  ANALYSIS_INTERRUPTED:
    "The analysis was cut off twice while it ran and will not be run again. Please try again, with fewer comments if it happens again.",
  INVALID_PLAN_TYPE: "Invalid plan type: choose influencer or agency.",
  ALREADY_SUBSCRIBED: "You are already subscribed to this plan.",
  NO_SUBSCRIPTION: "You do not have a paid subscription. Choose a plan on the pricing page.",
  CHECKOUT_FAILED: BILLING_MESSAGES.checkoutFailed,
  CANCEL_FAILED: BILLING_MESSAGES.cancelFailed,
  REACTIVATE_FAILED: BILLING_MESSAGES.reactivateFailed,
  PORTAL_FAILED: BILLING_MESSAGES.portalFailed,
  CHECKOUT_CLOSED: "This checkout is already paid or has expired.",
  INVALID_CARD_DETAILS: "Please check your card details.",
  CARD_DECLINED: BILLING_MESSAGES.cardDeclined,
  WEBHOOK_SIGNATURE_INVALID: "The webhook signature could not be verified.",
  ACCOUNT_DELETE_FAILED:
    "Failed to delete account: your subscription could not be canceled. Please try again.",
  AGENCY_REQUIRED: PROFILE_MESSAGES.subscriptionRequired,
  EMPTY_PROFILE_URL: PROFILE_URL_MESSAGES.empty,
  PROFILE_NOT_FOUND: "Profile not found",
  PROFILE_PRIVATE: "This profile is private, so its posts and comments cannot be read.",
  PROFILE_NO_POSTS: "This profile has no posts to analyse yet.",
  COMMENTS_UNAVAILABLE: PROFILE_MESSAGES.commentsUnavailable,
  PROFILE_ANALYSIS_NOT_FOUND: "Profile analysis not found.",
  PROFILE_ANALYSIS_NOT_YOURS:
    "Only the team's owner or the member who started this profile analysis can delete it.",
  PROFILE_ANALYSIS_NOT_READY:
    "The profile analysis is not finished yet. Export it once it is complete.",
  POSTS_FETCH_FAILED: PROFILE_MESSAGES.fetchPostsFailed,
  INVALID_POSTS_RESPONSE: PROFILE_MESSAGES.invalidPostsResponse,
  BRANDING_OWNER_ONLY: "Only the agency's owner can change its name and logo on reports.",
  INVALID_LOGO: "The logo must be a PNG or JPEG image.",
  LABELS_OWNER_ONLY: "Only the report's owner can correct its labels.",
  LABELS_NOT_READY: "The analysis is not finished yet. Correct labels once it is complete.",
  COMMENT_NOT_FOUND: "This comment is not in the analysis.",
  SAVED_VIEWS_FULL: "You have saved 20 views of this report. Delete one to save another.",
  SAVED_VIEW_NOT_FOUND: "This saved view does not exist.",
  SHARE_OWNER_ONLY: "Only the report's owner can share it.",
  SHARE_NOT_READY: "The analysis is not finished yet. Share it once it is complete.",
  SHARE_NOT_FOUND: "This shared report does not exist. Check the link, or ask for a new one.",
  SHARE_REVOKED: "This link was revoked. Ask the report's owner for a new one.",
  SCHEDULE_OWNER_ONLY: "Only the report's owner can schedule its post.",
  SCHEDULE_NOT_POSSIBLE:
    "Only a post analysed from its link can re-run: an imported file has nothing to fetch again.",
  SCHEDULE_NOT_FOUND: "This post has no schedule.",
  ASSIGN_TEAM_ONLY:
    "Comments are assigned on your Agency team's reports: the posts of its profile analyses.",
  ASSIGNEE_NOT_IN_TEAM:
    "Choose someone on your team with member access: viewers read reports but do not reply.",
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

/** Every error response of the API has this shape. */
export const errorEnvelopeSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.string().optional(),
  requestId: z.string().optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
