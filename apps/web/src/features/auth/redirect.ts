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
