import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { badRedirectField, isRedirectTarget } from "./redirect-target.js";

describe("isRedirectTarget", () => {
  it("accepts a path on this site and an absolute URL", () => {
    for (const ok of ["/app", "/app?x=1#y", "https://commentlens.test/account", "myapp://done"]) {
      expect(isRedirectTarget(ok), ok).toBe(true);
    }
  });

  it("refuses what better-auth's redirect cannot use, and paths that leave the site", () => {
    for (const bad of [
      "null",
      "app",
      "\ufffd",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
    ]) {
      expect(isRedirectTarget(bad), bad).toBe(false);
    }
  });
});

describe("badRedirectField", () => {
  it("names the first unusable return address of the query or the body", () => {
    expect(badRedirectField({ callbackURL: "/app" }, { redirectTo: "/reset" })).toBeUndefined();
    expect(badRedirectField({ token: "t" }, { errorCallbackURL: "oops" })).toBe("errorCallbackURL");
    // Other types are better-auth's to refuse.
    expect(badRedirectField({ callbackURL: ["a"] }, undefined)).toBeUndefined();
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("an email link with a broken return address", () => {
  it("answers 400 (it was a 500), while a link back to the app still redirects", async () => {
    const broken = await t.app.inject({
      method: "GET",
      url: "/api/auth/verify-email?token=expired&callbackURL=null",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: "callbackURL is not a valid return address.",
      code: "VALIDATION_FAILED",
    });
    const fine = await t.app.inject({
      method: "GET",
      url: "/api/auth/verify-email?token=expired&callbackURL=/app",
    });
    expect(fine.statusCode).toBe(302);
    expect(fine.headers.location).toMatch(/^\/app\?error=/);
  });
});
