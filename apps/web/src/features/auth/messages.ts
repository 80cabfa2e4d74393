/** The exact texts users see on the auth screens, shared with tests. */

export const MIN_PASSWORD_LENGTH = 6;

export const MESSAGES = {
  signUpDone: "Check your email for a confirmation link!",
  resetSent: "Password reset email sent! Check your inbox.",
  mismatch: "Passwords do not match",
  tooShort: "Password must be at least 6 characters long",
  unexpected: "An unexpected error occurred",
  resetInvalid: "Invalid or expired reset link. Please request a new password reset.",
  resetDone: "Password updated successfully! You can now sign in with your new password.",
} as const;
