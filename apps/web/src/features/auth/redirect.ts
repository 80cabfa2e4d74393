/** The query flag the confirmation link carries, so the page it opens says "Email confirmed". */
export const CONFIRMED_FLAG = "email_confirmed";

/** `path` with the confirmed flag added to its query. */
export function withConfirmedFlag(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${CONFIRMED_FLAG}=1`;
}

/** What a page shows a visitor who has just created an account (navigation state). */
export interface SignedUpState {
  signedUpAs: string;
}

export function signedUpAs(state: unknown): string | undefined {
  const value = (state as Partial<SignedUpState> | null)?.signedUpAs;
  return typeof value === "string" ? value : undefined;
}

/** Where to go after signing in when the address names no (acceptable) place. */
export const DEFAULT_AFTER_SIGN_IN = "/app";

/**
 * The `?redirect=` target if it is a path on this site, else the default. "//host" and
 * "/\host" would leave the site (browsers read both as protocol-relative), so they are refused.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  // Control characters (tab, newline) are stripped by URL parsers and could hide a "//".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is checked.
  if (/[\u0000-\u001f\u007f]/.test(value)) return DEFAULT_AFTER_SIGN_IN;
  return value;
}
