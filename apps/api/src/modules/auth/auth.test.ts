import { NAME_LENGTH_MESSAGE, SIGN_IN_ACCOUNT_LIMITED } from "@commentlens/shared";
import { afterEach, describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE } from "../../lib/common-passwords.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import {
  browser as client,
  lastMailLink,
  mailsTo,
  ORIGIN,
  signedUpBrowser,
} from "../../test/browser.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

async function signedUp(app: TestApp) {
  const c = client(app);
  await c.post("/api/auth/sign-up/email", { email: "dee@example.com", password: "secret-one-1" });
  await c.post("/api/auth/sign-in/email", { email: "dee@example.com", password: "secret-one-1" });
  return c;
}

describe("accounts", () => {
  it("signs up without a name, verifies through the mailed link, signs in and out", async () => {
    t = await createTestApp();
    const c = client(t);
    const signUp = await c.post("/api/auth/sign-up/email", {
      email: "  Mira@Example.com ",
      password: "secret-one-1",
      callbackURL: "/app",
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().user).toMatchObject({
      email: "mira@example.com",
      name: "mira",
      emailVerified: false,
    });

    const verify = await c.get(await lastMailLink(t, "mira@example.com"));
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toContain("/app");

    const session = await c.get("/api/auth/get-session");
    expect(session.json().user).toMatchObject({ email: "mira@example.com", emailVerified: true });

    expect((await c.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    expect((await c.get("/api/auth/get-session")).json()).toBeNull();

    const wrong = await c.post("/api/auth/sign-in/email", {
      email: "mira@example.com",
      password: "nope123",
    });
    expect(wrong.statusCode).toBe(401);
    const right = await c.post("/api/auth/sign-in/email", {
      email: "MIRA@example.com",
      password: "secret-one-1",
    });
    expect(right.statusCode).toBe(200);
    const cookie = right.headers["set-cookie"];
    expect(String(cookie)).toMatch(/HttpOnly/i);
    expect(String(cookie)).toMatch(/SameSite=Lax/i);
  });

  it("answers a sign-up alike whether or not the address has an account, and mails its owner", async () => {
    t = await createTestApp();
    const first = await client(t).post("/api/auth/sign-up/email", {
      email: "kim@example.com",
      password: "first-pass-1",
    });
    expect(first.statusCode).toBe(200);
    // Nobody is signed in by a sign-up: the confirmation link does that.
    expect(first.headers["set-cookie"]).toBeUndefined();
    const again = await client(t).post("/api/auth/sign-up/email", {
      email: "kim@example.com",
      password: "other-pass-2",
    });
    const fresh = await client(t).post("/api/auth/sign-up/email", {
      email: "lee@example.com",
      password: "other-pass-2",
    });
    // The same status and the same shape (ids and times differ between any two answers).
    const shape = (body: string) =>
      JSON.stringify(JSON.parse(body), (key, value) =>
        ["id", "createdAt", "updatedAt", "email", "name"].includes(key) ? typeof value : value,
      );
    expect([again.statusCode, again.headers["set-cookie"]]).toEqual([200, undefined]);
    expect(shape(again.body)).toBe(shape(fresh.body));
    expect(again.json().user.email).toBe("kim@example.com");

    const mails = await mailsTo(t, "kim@example.com");
    expect(mails.map((m) => m.subject)).toEqual([
      "Someone tried to sign up with your email",
      "Confirm your email for CommentLens",
    ]);
    // The first password still signs in; the second attempt changed nothing.
    const signIn = (password: string) =>
      client(t).post("/api/auth/sign-in/email", { email: "kim@example.com", password });
    expect((await signIn("other-pass-2")).statusCode).toBe(401);
    expect((await signIn("first-pass-1")).statusCode).toBe(200);
  });

  it("refuses a common password at sign-up, reset and change, whatever its case", async () => {
    t = await createTestApp();
    const c = client(t);
    const refused = await c.post("/api/auth/sign-up/email", {
      email: "pat@example.com",
      password: "Password1",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: COMMON_PASSWORD_MESSAGE, code: "VALIDATION_FAILED" });
    expect(await mailsTo(t, "pat@example.com")).toEqual([]);

    const me = await signedUpBrowser(t, "pat@example.com");
    const change = await me.post("/api/account/password", { new_password: "iloveyou" });
    expect(change.statusCode).toBe(400);
    expect(change.json().error).toBe(COMMON_PASSWORD_MESSAGE);

    await client(t).post("/api/auth/request-password-reset", {
      email: "pat@example.com",
      redirectTo: "/auth/reset-password",
    });
    const link = await client(t).get(await lastMailLink(t, "pat@example.com"));
    const token = new URL(String(link.headers.location), ORIGIN).searchParams.get("token");
    const reset = await client(t).post("/api/auth/reset-password", {
      newPassword: "qwerty123",
      token,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error).toBe(COMMON_PASSWORD_MESSAGE);
    // The password set at sign-up still signs in.
    const back = await client(t).post("/api/auth/sign-in/email", {
      email: "pat@example.com",
      password: "secret-one-1",
    });
    expect(back.statusCode).toBe(200);
  });

  it("refuses passwords under 6 characters", async () => {
    t = await createTestApp();
    const res = await client(t).post("/api/auth/sign-up/email", {
      email: "a@example.com",
      password: "12345",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/password/i);
  });

  it("resets a password through the mailed link, and answers alike for unknown emails", async () => {
    t = await createTestApp();
    const c = client(t);
    await c.post("/api/auth/sign-up/email", { email: "bo@example.com", password: "oldpass1" });
    const known = await c.post("/api/auth/request-password-reset", {
      email: "bo@example.com",
      redirectTo: "/auth/reset-password",
    });
    const unknown = await c.post("/api/auth/request-password-reset", {
      email: "nobody@example.com",
      redirectTo: "/auth/reset-password",
    });
    expect(known.statusCode).toBe(200);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);

    const link = await c.get(await lastMailLink(t, "bo@example.com"));
    expect(link.statusCode).toBe(302);
    const target = new URL(String(link.headers.location), ORIGIN);
    expect(target.pathname).toBe("/auth/reset-password");
    const token = target.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await c.post("/api/auth/reset-password", {
      newPassword: "new-pass-word-1",
      token,
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await c.post("/api/auth/sign-in/email", { email: "bo@example.com", password: "oldpass1" }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await c.post("/api/auth/sign-in/email", {
          email: "bo@example.com",
          password: "new-pass-word-1",
        })
      ).statusCode,
    ).toBe(200);
  });

  it("mails an address at most 3 reset links an hour, however many addresses ask, answering alike", async () => {
    t = await createTestApp();
    await client(t).post("/api/auth/sign-up/email", {
      email: "ed@example.com",
      password: "secret-one-1",
    });
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        payload: { email: "ed@example.com", redirectTo: "/auth/reset-password" },
        headers: { origin: ORIGIN },
        remoteAddress: `198.51.100.${i}`,
      });
      answers.push([res.statusCode, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.[0]).toBe(200);
    const resets = (await mailsTo(t, "ed@example.com")).filter((m) => /reset/i.test(m.subject));
    expect(resets).toHaveLength(3);
  });

  it("changes the display name only to 1–100 characters, and nothing but the name and picture", async () => {
    t = await createTestApp();
    const c = await signedUp(t);
    for (const [body, message] of [
      [{ name: null }, NAME_LENGTH_MESSAGE],
      [{ name: "   " }, NAME_LENGTH_MESSAGE],
      [{ name: "x".repeat(200_000) }, NAME_LENGTH_MESSAGE],
      [{ name: 42 }, NAME_LENGTH_MESSAGE],
      [{ email: "thief@example.com" }, "Only a name and a picture can be changed here."],
    ] as const) {
      const res = await c.post("/api/auth/update-user", body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json()).toEqual({ error: message, code: "VALIDATION_FAILED" });
    }
    const ok = await c.post("/api/auth/update-user", { name: "Dee Dee" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await c.get("/api/auth/get-session")).json().user.name).toBe("Dee Dee");
  });

  it("limits sign-in attempts per client address, whatever X-Forwarded-For says", async () => {
    t = await createTestApp();
    const c = client(t);
    await c.post("/api/auth/sign-up/email", { email: "cy@example.com", password: "secret-one-1" });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await c.post(
        "/api/auth/sign-in/email",
        { email: "cy@example.com", password: `wrong-${i}` },
        { "x-forwarded-for": `203.0.113.${i}`, "x-commentlens-client-ip": `198.51.100.${i}` },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(11);
  });

  it("limits sign-in attempts per account too, across any number of addresses", async () => {
    t = await createTestApp();
    await client(t).post("/api/auth/sign-up/email", {
      email: "cy@example.com",
      password: "secret-one-1",
    });
    await client(t).post("/api/auth/sign-up/email", {
      email: "di@example.com",
      password: "secret-one-1",
    });
    const signIn = (email: string, password: string, i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email, password },
        headers: { origin: ORIGIN },
        remoteAddress: `198.51.100.${i}`,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await signIn(i % 2 ? "CY@example.com" : "cy@example.com", `no-${i}`, i)).statusCode,
      );
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // The eleventh try on the account is refused from yet another address, even with the
    // right password.
    const limited = await signIn("cy@example.com", "secret-one-1", 50);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: SIGN_IN_ACCOUNT_LIMITED, code: "RATE_LIMITED" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another account, from the same addresses, is not affected.
    expect((await signIn("di@example.com", "secret-one-1", 1)).statusCode).toBe(200);
  });

  it("never limits reading the session: many people can share one address", async () => {
    t = await createTestApp();
    const c = await signedUp(t);
    const statuses = new Set<number>();
    for (let i = 0; i < 130; i++) statuses.add((await c.get("/api/auth/get-session")).statusCode);
    expect([...statuses]).toEqual([200]);
    expect((await c.get("/api/auth/get-session")).json().user.email).toBe("dee@example.com");
  });

  it("refuses a mutating request from another site", async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "x@example.com", password: "secret-one-1" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: "This request came from another site and was refused.",
      code: "FORBIDDEN_ORIGIN",
    });
  });
});
