/**
 * Parsing of what users type into the URL fields. Nothing here fetches anything: the server
 * turns input into a shortcode or a username and providers call only their own API hosts.
 */

export const POST_URL_MESSAGES = {
  empty: "Please enter an Instagram post URL",
  invalid: "Please enter a valid Instagram post or reel URL",
} as const;

export const PROFILE_URL_MESSAGES = {
  empty: "Please enter an Instagram profile URL",
  invalid: "Please enter a valid Instagram profile URL (e.g., instagram.com/username)",
  /** The posts data call's answer to anything it cannot read a username from. */
  format: "Invalid Instagram profile URL format",
} as const;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

const SHORTCODE = /^[A-Za-z0-9_-]{5,64}$/;
/** Instagram usernames: letters, digits, dot, underscore; at most 30 characters. */
const USERNAME = /^(?!.*\.\.)(?!\.)[A-Za-z0-9._]{1,30}$/;
const POST_KINDS = new Set(["p", "reel", "reels", "tv"]);
const RESERVED_FIRST_SEGMENTS = new Set([
  "p",
  "reel",
  "reels",
  "tv",
  "stories",
  "accounts",
  "explore",
  "direct",
  "share",
]);
const HOSTS = new Set([
  "instagram.com",
  "www.instagram.com",
  "m.instagram.com",
  "instagr.am",
  "www.instagr.am",
]);

/** Splits `[scheme://]host/path[?query][#fragment]` into host and path segments. */
function splitUrl(input: string): { host: string; segments: string[] } | undefined {
  const withoutScheme = input.replace(/^https?:\/\//i, "");
  if (/^[a-z][a-z0-9+.-]*:/i.test(withoutScheme) && !/^[^/]+:\d/.test(withoutScheme))
    return undefined;
  const end = withoutScheme.search(/[?#]/);
  const hostAndPath = end === -1 ? withoutScheme : withoutScheme.slice(0, end);
  const slash = hostAndPath.indexOf("/");
  const host = (slash === -1 ? hostAndPath : hostAndPath.slice(0, slash)).toLowerCase();
  const path = slash === -1 ? "" : hostAndPath.slice(slash + 1);
  if (!HOSTS.has(host)) return undefined;
  return { host, segments: path.split("/").filter((s) => s.length > 0) };
}

/** A post or reel link → its shortcode. */
export function parsePostUrl(input: string): ParseResult<string> {
  const text = input.trim();
  if (!text) return { ok: false, error: POST_URL_MESSAGES.empty };
  const url = splitUrl(text);
  if (!url) return { ok: false, error: POST_URL_MESSAGES.invalid };
  let segments = url.segments;
  // Optional /{username}/ before /p/{code} (links shared from a profile grid).
  const [first = "", second = ""] = segments;
  if (
    segments.length >= 3 &&
    !POST_KINDS.has(first.toLowerCase()) &&
    POST_KINDS.has(second.toLowerCase())
  ) {
    // /share/... links are redirects whose id is not a shortcode.
    if (!USERNAME.test(first) || RESERVED_FIRST_SEGMENTS.has(first.toLowerCase())) {
      return { ok: false, error: POST_URL_MESSAGES.invalid };
    }
    segments = segments.slice(1);
  }
  const [kind, code, ...rest] = segments;
  if (!kind || !POST_KINDS.has(kind.toLowerCase()) || !code || rest.length > 0) {
    return { ok: false, error: POST_URL_MESSAGES.invalid };
  }
  if (!SHORTCODE.test(code)) return { ok: false, error: POST_URL_MESSAGES.invalid };
  return { ok: true, value: code };
}

/** The canonical link of a post. */
export function formatPostUrl(shortcode: string): string {
  return `https://www.instagram.com/p/${shortcode}/`;
}

/** A profile link, `@name` or a bare name → the username (lower case, as Instagram stores it). */
export function parseProfileUrl(input: string): ParseResult<string> {
  const text = input.trim();
  if (!text) return { ok: false, error: PROFILE_URL_MESSAGES.empty };
  const bare = text.startsWith("@") ? text.slice(1) : text;
  if (
    !bare.includes("/") &&
    !/^(https?:|www\.|m\.)/i.test(bare) &&
    !HOSTS.has(bare.toLowerCase())
  ) {
    return USERNAME.test(bare) && !RESERVED_FIRST_SEGMENTS.has(bare.toLowerCase())
      ? { ok: true, value: bare.toLowerCase() }
      : { ok: false, error: PROFILE_URL_MESSAGES.invalid };
  }
  const url = splitUrl(text);
  const [name, ...rest] = url?.segments ?? [];
  if (!url || !name || rest.length > 0 || RESERVED_FIRST_SEGMENTS.has(name.toLowerCase())) {
    return { ok: false, error: PROFILE_URL_MESSAGES.invalid };
  }
  if (!USERNAME.test(name)) return { ok: false, error: PROFILE_URL_MESSAGES.invalid };
  return { ok: true, value: name.toLowerCase() };
}

export function formatProfileUrl(username: string): string {
  return `https://www.instagram.com/${username}/`;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A shortcode is the media pk written in base 64 with Instagram's alphabet. */
export function shortcodeToMediaId(shortcode: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(shortcode))
    throw new RangeError(`not a shortcode: ${shortcode}`);
  // Private posts' codes carry a 28-character suffix after the id.
  const code = shortcode.length > 28 ? shortcode.slice(0, -28) : shortcode;
  let id = 0n;
  for (const ch of code) id = id * 64n + BigInt(ALPHABET.indexOf(ch));
  return id.toString();
}

export function mediaIdToShortcode(mediaId: string): string {
  // Some APIs write media ids as "{pk}_{ownerId}".
  const pk = mediaId.split("_", 1)[0] ?? "";
  if (!/^\d+$/.test(pk)) throw new RangeError(`not a media id: ${mediaId}`);
  let id = BigInt(pk);
  if (id === 0n) return "A";
  let code = "";
  while (id > 0n) {
    code = ALPHABET.charAt(Number(id % 64n)) + code;
    id /= 64n;
  }
  return code;
}
