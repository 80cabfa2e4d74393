import { NEWSLETTER_MESSAGES } from "@commentlens/shared";
import { ApiError } from "../../lib/api-client";

/* What the newsletter pages say when a call fails. */

/**
 * The server's text of a failed call without the field name it may start with ("email: …"),
 * or "" when it gave none.
 */
export function serverText(error: unknown): string {
  return error instanceof ApiError ? (error.serverMessage?.replace(/^[a-z_]+: /, "") ?? "") : "";
}

/** Where a failed sign-up's message goes: under the email field, or in the banner. */
export interface SubscribeProblem {
  field: boolean;
  message: string;
}

/**
 * A rejected address is the field's error; a rate limit says when to retry; any other answer
 * of the service is "Failed to subscribe to newsletter…"; a call that never got an answer is
 * "An unexpected error occurred…".
 */
export function subscribeProblem(error: unknown): SubscribeProblem {
  if (!(error instanceof ApiError) || error.status === 0) {
    return { field: false, message: NEWSLETTER_MESSAGES.unexpected };
  }
  const text = serverText(error);
  if (error.status === 400 && text && /email/i.test(text)) return { field: true, message: text };
  if (error.status === 429) {
    return { field: false, message: text || NEWSLETTER_MESSAGES.rateLimited };
  }
  return { field: false, message: NEWSLETTER_MESSAGES.failed };
}

/** A token the server refused (4xx) is invalid for good; anything else may work on a retry. */
export function isRefusedToken(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The server's words for a refused link, or the catalogue's when it gave none. */
export function refusedMessage(error: unknown, fallback: string): string {
  return serverText(error) || fallback;
}

export const RETRY_MESSAGE = NEWSLETTER_MESSAGES.unexpected;
