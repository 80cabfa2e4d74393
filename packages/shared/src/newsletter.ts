import { emailAddressSchema } from "./contact.js";
import { z } from "./zod.js";

/**
 * The newsletter, with double opt-in: `POST /api/newsletter` stores a pending subscriber and
 * mails a confirmation link; `POST /api/newsletter/confirm` confirms;
 * `POST /api/newsletter/unsubscribe` ends it (also the RFC 8058 one-click POST of mail clients).
 */

export const NEWSLETTER_SOURCES = ["newsletter_page", "blog", "landing", "footer"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** Sign-ups one client address may make per hour. */
export const NEWSLETTER_HOURLY_LIMIT = 10;
/** Days a confirmation link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const NEWSLETTER_MESSAGES = {
  /** The same answer for new, pending and confirmed addresses: nothing is revealed. */
  checkInbox:
    "Almost there! Check your inbox and click the link in our email to confirm your subscription.",
  invalidEmail: "Please enter a valid email address.",
  /** The service failed. */
  failed: "Failed to subscribe to newsletter. Please try again.",
  /** The call threw (network). */
  unexpected: "An unexpected error occurred. Please try again.",
  /** Any other failure. */
  fallback: "Failed to subscribe. Please try again.",
  rateLimited: "Too many sign-up attempts from your network. Please try again in an hour.",
  confirmInvalid: "This confirmation link is invalid or has expired. Please subscribe again.",
  unsubscribeInvalid:
    "This unsubscribe link is invalid. Please use the link in your most recent newsletter email.",
  confirmed: "You're subscribed! Thanks for confirming your email address.",
  unsubscribed: "You have been unsubscribed. You won't receive any more newsletter emails.",
} as const;

export const newsletterSubscribeRequestSchema = z.object({
  email: emailAddressSchema,
  source: z
    .enum(NEWSLETTER_SOURCES, { error: "Unknown sign-up source." })
    .default("newsletter_page"),
  /** Free-form context (e.g. a campaign): at most 10 short string values. */
  metadata: z
    .record(
      z.string().min(1).max(50),
      z.string().max(200, "Metadata values can be at most 200 characters."),
    )
    .refine((m) => Object.keys(m).length <= 10, "At most 10 metadata entries are allowed.")
    .optional(),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequestSchema>;

export const newsletterSubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** A token from a newsletter link (`?token=` of the confirm and unsubscribe pages). */
export const newsletterTokenRequestSchema = z.object({
  token: z.string().trim().min(1, "The link has no token.").max(512, "The link is not valid."),
});
export type NewsletterTokenRequest = z.infer<typeof newsletterTokenRequestSchema>;

export const newsletterConfirmResponseSchema = z.object({ status: z.literal("confirmed") });
export type NewsletterConfirmResponse = z.infer<typeof newsletterConfirmResponseSchema>;

export const newsletterUnsubscribeResponseSchema = z.object({ status: z.literal("unsubscribed") });
export type NewsletterUnsubscribeResponse = z.infer<typeof newsletterUnsubscribeResponseSchema>;
