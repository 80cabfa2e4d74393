/**
 * The sign-in page, set to come back to `returnTo` (a path with its query) afterwards. "/" is
 * left readable in the query; everything else that could end the value is encoded.
 */
export function signInPath(returnTo: string): string {
  return `/auth?redirect=${encodeURIComponent(returnTo).replaceAll("%2F", "/")}`;
}

/** The same, opening the form in its create-account mode. */
export function signUpPath(returnTo: string): string {
  return `${signInPath(returnTo)}&mode=signup`;
}
