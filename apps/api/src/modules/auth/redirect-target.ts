/** Fields in which better-auth takes the address to send the browser back to. */
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];
const REFERENCE_ORIGIN = "https://reference.invalid";

/**
 * Whether better-auth can redirect to `value`: a path on this site or an absolute URL.
 * Its own trust check lets other relative forms through, and its redirect then throws on them.
 */
export function isRedirectTarget(value: string): boolean {
  if (value.startsWith("/")) {
    // The URL parser drops tabs and newlines: "/\t/evil.example" is another host.
    return (
      URL.canParse(value, REFERENCE_ORIGIN) &&
      new URL(value, REFERENCE_ORIGIN).origin === REFERENCE_ORIGIN
    );
  }
  return URL.canParse(value);
}

/** The first redirect field of the query or the body that holds no usable address. */
export function badRedirectField(...sources: unknown[]): string | undefined {
  for (const source of sources) {
    if (!source || typeof source !== "object") continue;
    for (const field of REDIRECT_FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      // Other types are better-auth's to refuse, which it does with a 400.
      if (typeof value === "string" && value !== "" && !isRedirectTarget(value)) return field;
    }
  }
  return undefined;
}
