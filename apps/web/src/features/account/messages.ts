import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@commentlens/shared";
import type { PasswordErrors } from "../../components/password-field";

/** The texts of the account page, shared with tests. */
export const ACCOUNT_MESSAGES = {
  // The approval goes to the current address first (a stolen session alone cannot move the
  // account), so the message names it.
  emailSent: (currentEmail: string) =>
    `Email update sent! Check your current email, ${currentEmail}, to approve the change. We then send a confirmation link to your new address.`,
  emailFailed: "Failed to update email",
  // The pages the email change's mails lead to.
  emailApproved: (newEmail: string) =>
    `Change approved. We sent a confirmation link to ${newEmail}: open it to finish.`,
  emailChanged: (newEmail: string) =>
    `Your email address is now ${newEmail}. Use it to sign in from now on.`,
  approveExplained: (from: string, to: string) =>
    `Someone signed in to your account asked to change its email address from ${from} to ${to}. Approve it only if that was you.`,
  confirmExplained: (to: string) =>
    `Confirm that ${to} is your address to finish moving your account to it.`,
  undoExplained:
    "This gives your account its previous email address back and signs out every device, this one included. Use it if you did not change your email address yourself.",
  emailRestored: (email: string) =>
    `Your email address is ${email} again, and every device was signed out. If you did not make the change, sign in and choose a new password, or use "Forgot password?" on the sign-in page.`,
  emailRestoredPasswordReset: (email: string) =>
    `Your email address is ${email} again, and every device was signed out. The password was changed after the email change was asked for, so it no longer works: use "Forgot password?" on the sign-in page to set a new one through ${email}.`,
  linkFailed: "Something went wrong. Please try again.",
  passwordUpdated: "Password updated successfully!",
  passwordFailed: "Failed to update password",
  mismatch: "New passwords do not match",
  tooShort: "Password must be at least 6 characters long",
  // The server's upper limit, said before the server has to.
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  deleted: "Account deleted successfully. Redirecting to home page...",
  deleteFailed: "Failed to delete account",
} as const;

/** Error code of the API when the session is too old to change the password or email. */
export const SESSION_NOT_FRESH = "SESSION_NOT_FRESH";

/** The settings form's checks: mismatch first, then the length. */
export function checkPasswordChange(password: string, confirm: string): PasswordErrors {
  if (password !== confirm) return { confirm: ACCOUNT_MESSAGES.mismatch };
  if (password.length < PASSWORD_MIN_LENGTH) return { password: ACCOUNT_MESSAGES.tooShort };
  if (password.length > PASSWORD_MAX_LENGTH) return { password: ACCOUNT_MESSAGES.tooLong };
  return {};
}
