import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { account, session, user } from "../../db/schema.js";
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

describe("POST /api/account/password", () => {
  const signIn = (b: ReturnType<typeof browser>, password: string) =>
    b.post("/api/auth/sign-in/email", { email: "ana@example.com", password });

  it("sets the new password, keeps this session and signs out every other one", async () => {
    t = await createTestApp();
    const laptop = await signedUp("ana@example.com");
    const phone = browser(t);
    expect((await signIn(phone, "secret1")).statusCode).toBe(200);
    const before = await t.database.db.select({ password: account.password }).from(account);

    const res = await laptop.post("/api/account/password", { new_password: "better-secret-2" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    // This browser is still signed in; the phone is not.
    expect((await laptop.get("/api/auth/get-session")).json().user.email).toBe("ana@example.com");
    expect((await phone.get("/api/auth/get-session")).json()).toBeNull();
    const [owner] = await t.database.db.select({ id: user.id }).from(user);
    const left = await t.database.db
      .select()
      .from(session)
      .where(eq(session.userId, owner?.id ?? ""));
    expect(left).toHaveLength(1);

    // Stored as a hash, never as the text.
    const after = await t.database.db.select({ password: account.password }).from(account);
    expect(after[0]?.password).not.toBe(before[0]?.password);
    expect(after[0]?.password).not.toContain("better-secret-2");

    // The old password no longer signs in; the new one does.
    expect((await signIn(browser(t), "secret1")).statusCode).toBe(401);
    expect((await signIn(browser(t), "better-secret-2")).statusCode).toBe(200);
  });

  it("asks for a fresh sign-in when the session is older than a day", async () => {
    t = await createTestApp();
    const ana = await signedUp("ana@example.com");
    await t.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });

    const res = await ana.post("/api/account/password", { new_password: "better-secret-2" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: "For your security, please sign in again before changing your password.",
      code: "SESSION_NOT_FRESH",
    });
    expect((await signIn(browser(t), "secret1")).statusCode).toBe(200);
  });

  it("answers 401 User not authenticated without a session", async () => {
    t = await createTestApp();
    const res = await browser(t).post("/api/account/password", { new_password: "whatever-1" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "User not authenticated", code: "NOT_AUTHENTICATED" });
  });

  it("refuses a password under 6 or over 128 characters, and keeps the old one", async () => {
    t = await createTestApp();
    const ana = await signedUp("ana@example.com");

    const short = await ana.post("/api/account/password", { new_password: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(short.json().error).toContain("Password must be at least 6 characters long");

    const long = await ana.post("/api/account/password", { new_password: "x".repeat(129) });
    expect(long.statusCode).toBe(400);
    expect((await ana.post("/api/account/password", {})).statusCode).toBe(400);

    expect((await signIn(browser(t), "secret1")).statusCode).toBe(200);
  });

  it("refuses a change sent from another site", async () => {
    t = await createTestApp();
    const ana = await signedUp("ana@example.com");
    const res = await ana.post(
      "/api/account/password",
      { new_password: "better-secret-2" },
      { origin: "https://evil.example" },
    );
    expect(res.statusCode).toBe(403);
    expect((await signIn(browser(t), "secret1")).statusCode).toBe(200);
  });
});
