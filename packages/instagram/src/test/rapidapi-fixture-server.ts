import { readFileSync } from "node:fs";
import {
  type FakeRequest,
  type FakeResponse,
  type FakeServer,
  startFakeServer,
} from "./fake-server.js";

/**
 * A local server speaking the RapidAPI Instagram API with the recorded fixtures, so the real
 * provider path runs end to end (tests and e2e). Shortcodes choose a behaviour:
 * - `DC-W8knSUuH` (the fixtures' post) and any other: post info, then two comment pages;
 * - `Quota…`: the second comment page answers the monthly-quota 429 (a failure mid-fetch);
 * - `Missing…`: post info and comments answer 404;
 * - `Slow…`: each comment page takes `slowMs` (to interrupt a running analysis).
 */

const fixtureDir = new URL("../../../../../shared/fixtures/instagram/", import.meta.url);
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(name, fixtureDir), "utf8"));

export interface RapidApiFixtureOptions {
  slowMs?: number;
}

export function rapidApiFixtureHandler(options: RapidApiFixtureOptions = {}) {
  const postInfo = fixture("rapidapi-post_info.json") as { data: Record<string, unknown> };
  const firstPage = fixture("rapidapi-comments-page1.json") as { pagination_token: string };
  const lastPage = fixture("rapidapi-comments-last-page.json");
  const quota = (fixture("rapidapi-error-429.json") as { variants: FakeResponse[] }).variants[0];
  return (request: FakeRequest): FakeResponse => {
    if (request.path === "/health") return { body: { ok: true } };
    const code = request.query.get("code_or_id_or_url") ?? "";
    if (code.startsWith("Missing")) {
      return { status: 404, body: { detail: "Not found", status: "error" } };
    }
    if (request.path === "/v1/post_info") {
      return { body: { ...postInfo, data: { ...postInfo.data, code } } };
    }
    if (request.path === "/v1/comments") {
      const token = request.query.get("pagination_token");
      const delayMs = code.startsWith("Slow") ? (options.slowMs ?? 5_000) : 0;
      if (!token) return { body: firstPage, delayMs };
      if (code.startsWith("Quota") && quota) return quota;
      return { body: lastPage, delayMs };
    }
    return { status: 404, body: { message: "Endpoint does not exist" } };
  };
}

export function startRapidApiFixtureServer(
  options: RapidApiFixtureOptions & { port?: number } = {},
): Promise<FakeServer> {
  return startFakeServer(rapidApiFixtureHandler(options), options.port);
}
