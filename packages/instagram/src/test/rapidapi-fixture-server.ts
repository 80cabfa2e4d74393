import {
  type FakeRequest,
  type FakeResponse,
  type FakeServer,
  startFakeServer,
} from "@commentlens/shared/testing";
import { fixtureText } from "./fixtures.js";

/**
 * A local server speaking the RapidAPI Instagram API with the recorded fixtures, so the real
 * provider path runs end to end (tests and e2e). Shortcodes choose a behaviour:
 * - `DC-W8knSUuH` (the fixtures' post) and any other: post info, then two comment pages;
 * - `Quota…`: the second comment page answers the monthly-quota 429 (a failure mid-fetch);
 * - `Missing…`: post info and comments answer 404;
 * - `Down…`: the comments answer 503 with a long HTML error page that quotes the key;
 * - `Slow…`: each comment page is held `slowMs` (to interrupt a running analysis); lowering
 *   `slowMs` (the options object is read on every request) releases held pages at once;
 * - `Growing…`: a post that gains comments: from its second read on, its last page also has
 *   `GROWING_COMMENTS` (two questions to the account and a complaint), as a re-run would find.
 *
 * Profiles (`/v1/info`, `/v1.2/posts`) answer for any username with the fixtures' profile and
 * `PROFILE_POSTS` posts, newest first, whose shortcodes pick the behaviours above:
 * - `missing…`: 404; `down…`: the 503 error page; `private…`: a private profile; `empty…`:
 *   no posts;
 * - `slow…`: every post is `Slow…`; `halfslow…`: the older half are;
 * - `onemissing…`: the third post is `Missing…`; `allmissing…`: every post is.
 * `latencyMs` delays every answer (a remote API's round trip).
 */

const fixture = (name: string): unknown => JSON.parse(fixtureText(name));

export interface RapidApiFixtureOptions {
  slowMs?: number;
  latencyMs?: number;
}

export const PROFILE_POSTS = 12;

/** What a `Growing…` post gains after its first read (written for the fixture). */
const GROWING_COMMENTS = [
  { user: "loaf_lover_demo", text: "do you ship the sourdough to other cities?" },
  {
    user: "crumb_critic_demo",
    text: "the loaf I picked up yesterday was burnt on the bottom, really disappointed",
  },
  { user: "starter_student_demo", text: "how long should the starter rest before baking?" },
];
const DAY_SECONDS = 24 * 60 * 60;
const NEWEST_POST_AT = 1_718_531_199;

/** Holds a `Slow…` page for `slowMs`, or until the option is lowered. */
async function hold(options: RapidApiFixtureOptions): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < (options.slowMs ?? 5_000)) {
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The behaviour prefix of the `index`th post (0 = newest) of a profile. */
function postKind(username: string, index: number): string {
  if (username.startsWith("allmissing")) return "Missing";
  if (username.startsWith("onemissing") && index === 2) return "Missing";
  if (username.startsWith("halfslow")) return index >= PROFILE_POSTS / 2 ? "Slow" : "Post";
  if (username.startsWith("slow")) return "Slow";
  return "Post";
}

export function rapidApiFixtureHandler(options: RapidApiFixtureOptions = {}) {
  const postInfo = fixture("rapidapi-post_info.json") as { data: Record<string, unknown> };
  const firstPage = fixture("rapidapi-comments-page1.json") as { pagination_token: string };
  const lastPage = fixture("rapidapi-comments-last-page.json");
  const quota = (fixture("rapidapi-error-429.json") as { variants: FakeResponse[] }).variants[0];
  const profileInfo = fixture("rapidapi-profile-info.json") as { data: Record<string, unknown> };
  const postItems = (fixture("rapidapi-posts.json") as { data: { items: unknown[] } }).data
    .items as Array<Record<string, unknown>>;
  const notFound = { status: 404, body: { detail: "Not found", status: "error" } };
  /** What a gateway in front of the service answers when it is down: a page, not JSON. */
  const down = (request: FakeRequest): FakeResponse => ({
    status: 503,
    headers: { "content-type": "text/html" },
    body: `<!DOCTYPE html>\n<html><head><title>503 Service Unavailable</title></head>\n<body><h1>Service Unavailable</h1><p>No healthy upstream for key ${String(request.headers["x-rapidapi-key"])}.</p>${"<!-- padding -->".repeat(60)}</body></html>`,
  });

  const posts = (username: string) => {
    const name = username.replace(/[^A-Za-z0-9]/g, "").slice(0, 20);
    return Array.from({ length: PROFILE_POSTS }, (_, i) => {
      const template = postItems[i % postItems.length] as Record<string, unknown>;
      const takenAt = NEWEST_POST_AT - i * DAY_SECONDS;
      return {
        ...template,
        code: `${postKind(username, i)}${name}${String(i).padStart(2, "0")}`,
        id: `${3_512_345_678_901_234_000n + BigInt(i)}`,
        taken_at: takenAt,
        taken_at_ts: takenAt,
        // Visible likes on every post, so each has an engagement rate.
        like_and_view_counts_disabled: false,
        like_count: 400 + 37 * i,
        comment_count: 42,
        user: { ...(template.user as object), username },
      };
    });
  };

  /** Reads of each `Growing…` post so far. */
  const reads = new Map<string, number>();
  const grown = (page: unknown): unknown => {
    const { data } = page as { data: { items: Array<Record<string, unknown>> } };
    const template = data.items[0] as Record<string, unknown>;
    const added = GROWING_COMMENTS.map((comment, i) => ({
      ...template,
      id: `1807999000000000${i}`,
      pk: `1807999000000000${i}`,
      text: comment.text,
      child_comment_count: 0,
      created_at: NEWEST_POST_AT + DAY_SECONDS + i * 60,
      created_at_utc: NEWEST_POST_AT + DAY_SECONDS + i * 60,
      user: { ...(template.user as object), id: `6139900000${i}`, username: comment.user },
      user_id: 6_139_900_000 + i,
    }));
    return { ...(page as object), data: { ...data, items: [...data.items, ...added] } };
  };

  const answer = async (request: FakeRequest): Promise<FakeResponse> => {
    if (request.path === "/health") return { body: { ok: true } };
    const username = request.query.get("username_or_id_or_url") ?? "";
    if (request.path === "/v1/info" || request.path === "/v1.2/posts") {
      if (username.startsWith("missing")) return notFound;
      if (username.startsWith("down")) return down(request);
      if (request.path === "/v1/info") {
        const isPrivate = username.startsWith("private");
        return {
          body: { data: { ...profileInfo.data, username, is_private: isPrivate } },
        };
      }
      const items = username.startsWith("empty") ? [] : posts(username);
      return { body: { data: { count: items.length, items } } };
    }
    const code = request.query.get("code_or_id_or_url") ?? "";
    if (code.startsWith("Missing")) return notFound;
    if (request.path === "/v1/post_info") {
      if (code.startsWith("Growing")) reads.set(code, (reads.get(code) ?? 0) + 1);
      return { body: { ...postInfo, data: { ...postInfo.data, code } } };
    }
    if (request.path === "/v1/comments") {
      const token = request.query.get("pagination_token");
      if (code.startsWith("Slow")) await hold(options);
      if (code.startsWith("Down")) return down(request);
      if (!token) return { body: firstPage };
      if (code.startsWith("Quota") && quota) return quota;
      if (code.startsWith("Growing") && (reads.get(code) ?? 0) > 1)
        return { body: grown(lastPage) };
      return { body: lastPage };
    }
    return { status: 404, body: { message: "Endpoint does not exist" } };
  };
  return async (request: FakeRequest): Promise<FakeResponse> => {
    const response = await answer(request);
    return options.latencyMs ? { ...response, delayMs: options.latencyMs } : response;
  };
}

export function startRapidApiFixtureServer(
  options: RapidApiFixtureOptions & { port?: number } = {},
): Promise<FakeServer> {
  return startFakeServer(rapidApiFixtureHandler(options), options.port);
}
