import {
  demoProfilesResponseSchema,
  demoSamplesResponseSchema,
  parsePostUrl,
  parseProfileUrl,
} from "@commentlens/shared";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("GET /api/demo/posts", () => {
  it("lists the sample posts with their titles, languages and comment counts", async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: "GET", url: "/api/demo/posts" });
    expect(res.statusCode).toBe(200);
    const samples = demoSamplesResponseSchema.parse(res.json());
    expect(samples.length).toBeGreaterThanOrEqual(8);
    expect(new Set(samples.map((s) => s.language)).size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...samples.map((s) => s.comment_count))).toBeGreaterThanOrEqual(3000);
    // Each sample is a link the URL field accepts.
    for (const s of samples) expect(parsePostUrl(s.url).ok).toBe(true);
  });

  it("is not offered when another provider is configured", async () => {
    t = await createTestApp({ INSTAGRAM_PROVIDER: "rapidapi", RAPIDAPI_KEY: "k" });
    const res = await t.app.inject({ method: "GET", url: "/api/demo/posts" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
    const profiles = await t.app.inject({ method: "GET", url: "/api/demo/profiles" });
    expect(profiles.statusCode).toBe(404);
  });
});

describe("GET /api/demo/profiles", () => {
  it("lists the sample profile with its name and how many posts it has", async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: "GET", url: "/api/demo/profiles" });
    expect(res.statusCode).toBe(200);
    const profiles = demoProfilesResponseSchema.parse(res.json());
    expect(profiles.map((p) => p.username)).toEqual(["ovenbird.bakehouse"]);
    expect(profiles[0]?.post_count).toBeGreaterThanOrEqual(10);
    // The link is one the profile field accepts.
    for (const p of profiles)
      expect(parseProfileUrl(p.url)).toEqual({ ok: true, value: p.username });
  });
});
