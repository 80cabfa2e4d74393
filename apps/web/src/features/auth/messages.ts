/** The exact texts users see on the auth screens, shared with tests. */

export const MIN_PASSWORD_LENGTH = 6;

export const MESSAGES = {
  // The same whether or not the address already has an account (its owner gets a mail saying
  // so): sign-up must not tell who is registered.
  signUpDone: (email: string) =>
    `Check your email: we sent a link to ${email}. Open it to confirm your address and sign in.`,
  /** After signing up from a report: where it goes once the address is confirmed. */
  signUpDoneReport: (email: string) =>
    `Check your inbox: we sent a link to ${email}. Open it to confirm your address and sign in; this report then moves into your account.`,
  emailConfirmed: "Email confirmed: you are signed in.",
  resetSent: "Password reset email sent! Check your inbox.",
  mismatch: "Passwords do not match",
  tooShort: "Password must be at least 6 characters long",
  unexpected: "An unexpected error occurred",
  resetInvalid: "Invalid or expired reset link. Please request a new password reset.",
  resetDone: "Password updated successfully! You can now sign in with your new password.",
} as const;
