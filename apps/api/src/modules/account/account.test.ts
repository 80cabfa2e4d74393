import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { user } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser } from "../../test/browser.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

async function signedUp(email: string) {
  const b = browser(t);
  const res = await b.post("/api/auth/sign-up/email", { email, password: "secret1" });
  expect(res.statusCode).toBe(200);
  await b.post("/api/auth/sign-in/email", { email, password: "secret1" });
  return b;
}

describe("DELETE /api/account", () => {
  it("answers 401 User not authenticated without a session", async () => {
    t = await createTestApp();
    const res = await browser(t).send("DELETE", "/api/account");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "User not authenticated", code: "NOT_AUTHENTICATED" });
  });

  it("deletes only the signed-in user, who can then no longer sign in", async () => {
    t = await createTestApp();
    const ana = await signedUp("ana@example.com");
    const bo = await signedUp("bo@example.com");

    const res = await bo.send("DELETE", "/api/account");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await bo.get("/api/auth/get-session")).json()).toBeNull();
    const again = await bo.post("/api/auth/sign-in/email", {
      email: "bo@example.com",
      password: "secret1",
    });
    expect(again.statusCode).toBe(401);

    // Ana is untouched.
    expect((await ana.get("/api/auth/get-session")).json().user.email).toBe("ana@example.com");
    const left = await t.database.db.select({ email: user.email }).from(user);
    expect(left.map((u) => u.email)).toEqual(["ana@example.com"]);
    expect(await t.database.db.select().from(user).where(eq(user.email, "bo@example.com"))).toEqual(
      [],
    );
  });

  it("refuses a deletion sent from another site", async () => {
    t = await createTestApp();
    const ana = await signedUp("ana@example.com");
    const res = await ana.send("DELETE", "/api/account", undefined, {
      origin: "https://evil.example",
    });
    expect(res.statusCode).toBe(403);
    expect((await ana.get("/api/auth/get-session")).json().user.email).toBe("ana@example.com");
  });
});
