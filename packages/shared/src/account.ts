import { emailAddressSchema } from "./contact.js";
import { z } from "./zod.js";

/**
 * The signed-in user's own account: `/api/account` (password and email changes; deletion
 * answers `{ success: true }` too).
 */

/** Minimum password length; the maximum matches the auth server's limit. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const changePasswordRequestSchema = z.object({
  new_password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, "Password must be at least 6 characters long")
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const accountSuccessSchema = z.object({ success: z.literal(true) });
export type AccountSuccess = z.infer<typeof accountSuccessSchema>;

/**
 * Changing the email takes three mails: the current address approves the change, the new
 * address confirms it is theirs, and then the old address is told, with a link that undoes it.
 */
export const EMAIL_CHANGE_MESSAGES = {
  sessionNotFresh: "For your security, please sign in again before changing your email address.",
  sameEmail: "This is already your email address.",
  inUse: "This email address is already used by another account.",
  invalidLink:
    "This link is invalid or has expired. Ask for the change again from your account settings.",
  invalidUndoLink:
    "This link is invalid, has expired or was already used. If someone else changed your email address, contact support.",
  tooMany: "Too many email change requests. Please wait an hour and try again.",
} as const;

export const NAME_MAX_LENGTH = 100;
export const NAME_LENGTH_MESSAGE = `A name is 1 to ${NAME_MAX_LENGTH} characters long.`;

/**
 * `POST /api/auth/update-user` (the auth server's endpoint): a display name or a picture
 * address, nothing else (the email changes through its own flow).
 */
export const updateUserRequestSchema = z
  .object({
    name: z
      .string({ error: NAME_LENGTH_MESSAGE })
      .trim()
      .min(1, NAME_LENGTH_MESSAGE)
      .max(NAME_MAX_LENGTH, NAME_LENGTH_MESSAGE)
      .optional(),
    image: z.url({ error: "A picture is an http(s) address." }).max(2_000).nullable().optional(),
  })
  .strict();

/** Deleting the account, like changing its password or email, needs a recent sign-in. */
export const ACCOUNT_DELETE_NOT_FRESH =
  "For your security, please sign in again before deleting your account.";

/** Sign-in is limited per account too, so attempts spread over many addresses still stop. */
export const SIGN_IN_ACCOUNT_LIMITED =
  "Too many sign-in attempts for this account. Please wait a few minutes and try again.";

/** How long the approval and confirmation links of an email change work. */
export const EMAIL_CHANGE_LINK_HOURS = 1;
/** How long the old address can undo a change. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

export const changeEmailRequestSchema = z.object({
  // Addresses are compared without case, as at sign-up.
  new_email: emailAddressSchema.transform((email) => email.toLowerCase()),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** Where the approval link went: the account's current address. */
export const changeEmailResponseSchema = z.object({
  success: z.literal(true),
  sent_to: z.string(),
});
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;

export const emailChangeTokenRequestSchema = z.object({
  token: z.string().trim().min(1, EMAIL_CHANGE_MESSAGES.invalidLink).max(200),
});
export type EmailChangeTokenRequest = z.infer<typeof emailChangeTokenRequestSchema>;

/**
 * A link of the change opened: `approved` (by the current address; a confirmation link went to
 * `email`, the new one) or `changed` (confirmed by the new address, which `email` now is).
 */
export const emailChangeConfirmResponseSchema = z.object({
  status: z.enum(["approved", "changed"]),
  email: z.string(),
});
export type EmailChangeConfirmResponse = z.infer<typeof emailChangeConfirmResponseSchema>;

/**
 * An approval or confirmation link, read without using it: `approve` (the current address
 * `from` approves moving to `to`) or `confirm` (`to` confirms it is theirs).
 */
export const emailChangeLinkInfoSchema = z.object({
  step: z.enum(["approve", "confirm"]),
  from: z.string(),
  to: z.string(),
});
export type EmailChangeLinkInfo = z.infer<typeof emailChangeLinkInfoSchema>;

/**
 * The undo link used: `email` (the old address) is the account's again, every session ended.
 * `password_reset_needed`: the password was set after the change was asked for, so it no
 * longer works; a new one is set through "Forgot password" at the restored address.
 */
export const emailChangeUndoResponseSchema = z.object({
  status: z.literal("restored"),
  email: z.string(),
  password_reset_needed: z.boolean(),
});
export type EmailChangeUndoResponse = z.infer<typeof emailChangeUndoResponseSchema>;
