/**
 * `url` without the slashes it ends with: "https://a.example//" → "https://a.example". The
 * pattern starts only at the first slash of the closing run, so a long run of slashes inside
 * the text is scanned once, not once per slash.
 */
export function withoutTrailingSlashes(url: string): string {
  return url.replace(/(?<!\/)\/+$/, "");
}
