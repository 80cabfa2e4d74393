/**
 * Referral constants and code helpers without zod, so pages that only read a `?ref=` code
 * (the landing page, through the auth state) do not pull the schema library into their chunk.
 */

import { withoutTrailingSlashes } from "./url.js";

/** Upper-case letters and digits without the look-alikes 0/O and 1/I/L. */
export const REFERRAL_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;
/** The shortest code accepted; shorter input is invalid without a lookup. */
export const REFERRAL_CODE_MIN_LENGTH = 8;
/** Longest input looked up (longer is invalid, and keeps the query small). */
export const REFERRAL_CODE_MAX_LENGTH = 32;

/** Months each side gets for one successful referral. */
export const REFERRAL_REWARD_MONTHS = 1;
/** A pending referral (friend never bought Influencer) expires after this many days. */
export const REFERRAL_EXPIRY_DAYS = 90;
/** A referrer and friend seen on the same address and browser within this window is fraud. */
export const REFERRAL_SAME_DEVICE_WINDOW_HOURS = 24;
/** Rewards are applied within this many hours of the friend's first successful payment. */
export const REFERRAL_REWARD_WITHIN_HOURS = 24;
/** How long a new account may take to claim the code it signed up with. */
export const REFERRAL_NEW_ACCOUNT_DAYS = 7;
/** The last characters of the friend's id shown in the history. */
export const REFERRAL_FRIEND_ID_CHARS = 8;
/** How long "Copied!" stays on the copy button. */
export const REFERRAL_COPIED_MS = 2000;
/** Size of the social share popups. */
export const REFERRAL_SHARE_POPUP = { width: 600, height: 400 } as const;

/** A code as stored and compared: trimmed and upper-cased (matching is case-insensitive). */
export function normaliseReferralCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether a code has the shape worth looking up (at least 8 letters or digits). */
export function isReferralCodeShape(code: string): boolean {
  const c = normaliseReferralCode(code);
  return (
    c.length >= REFERRAL_CODE_MIN_LENGTH &&
    c.length <= REFERRAL_CODE_MAX_LENGTH &&
    /^[A-Z0-9]+$/.test(c)
  );
}

/** The link a user shares: `{origin}/app?ref={CODE}`. */
export function referralLink(origin: string, code: string): string {
  return `${withoutTrailingSlashes(origin)}/app?ref=${encodeURIComponent(code)}`;
}
