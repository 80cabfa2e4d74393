import { ACCOUNT_DELETE_NOT_FRESH, EMAIL_CHANGE_MESSAGES } from "@commentlens/shared";
import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  account,
  devMailbox,
  newsletterSubscriber,
  session,
  user,
  verification,
} from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser, mailsTo, ORIGIN } from "../../test/browser.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

async function signedUp(email: string) {
  const b = browser(t);
  const res = await b.post("/api/auth/sign-up/email", { email, password: "secret-one-1" });
  expect(res.statusCode).toBe(200);
  await b.post("/api/auth/sign-in/email", { email, password: "secret-one-1" });
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
      password: "secret-one-1",
    });
    expect(again.statusCode).toBe(401);

    // Bo is told, at the address that was the account's.
    const [notice] = (await mailsTo(t, "bo@example.com")).filter((m) =>
      m.subject.includes("deleted"),
    );
    expect(notice?.text).toContain("This cannot be undone.");

    // Ana is untouched.
    expect((await ana.get("/api/auth/get-session")).json().user.email).toBe("ana@example.com");
    const left = await t.database.db.select({ email: user.email }).from(user);
    expect(left.map((u) => u.email)).toEqual(["ana@example.com"]);
    expect(await t.database.db.select().from(user).where(eq(user.email, "bo@example.com"))).toEqual(
      [],
    );
  });

  it("needs a sign-in from the last day, like the password and the email", async () => {
    t = await createTestApp();
    const bo = await signedUp("bo@example.com");
    await t.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    const res = await bo.send("DELETE", "/api/account");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: ACCOUNT_DELETE_NOT_FRESH, code: "SESSION_NOT_FRESH" });
    expect(await t.database.db.select({ email: user.email }).from(user)).toEqual([
      { email: "bo@example.com" },
    ]);
  });

  it("takes the person's unconfirmed newsletter sign-up and their mails with it", async () => {
    t = await createTestApp();
    const ana = await signedUp("ana@example.com");
    await signedUp("bo@example.com");
    for (const email of ["ana@example.com", "bo@example.com"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/newsletter",
        payload: { email, source: "newsletter_page" },
        headers: { origin: ORIGIN },
      });
      expect(res.statusCode).toBe(200);
    }
    // Sign-up confirmation and newsletter confirmation, for each.
    expect(await mailsTo(t, "ana@example.com")).toHaveLength(2);

    expect((await ana.send("DELETE", "/api/account")).statusCode).toBe(200);

    const subscribers = await t.database.db
      .select({ email: newsletterSubscriber.email })
      .from(newsletterSubscriber);
    expect(subscribers).toEqual([{ email: "bo@example.com" }]);
    const mails = await t.database.db
      .select({ to: devMailbox.to, subject: devMailbox.subject })
      .from(devMailbox);
    // Ana's mails went with her account; what is left to her is the notice of the deletion.
    expect(mails.filter((m) => m.to === "ana@example.com").map((m) => m.subject)).toEqual([
      "Your CommentLens account was deleted",
    ]);
    expect(mails.filter((m) => m.to === "bo@example.com")).toHaveLength(2);
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
    expect((await signIn(phone, "secret-one-1")).statusCode).toBe(200);
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
    expect((await signIn(browser(t), "secret-one-1")).statusCode).toBe(401);
    expect((await signIn(browser(t), "better-secret-2")).statusCode).toBe(200);

    // The account's address hears of it, with the way back if it was not them.
    const changed = (await mailsTo(t, "ana@example.com")).filter(
      (m) => m.subject === "Your CommentLens password was changed",
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]?.text).toContain("/auth?mode=reset");
    expect(changed[0]?.text).not.toContain("better-secret-2");
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
    expect((await signIn(browser(t), "secret-one-1")).statusCode).toBe(200);
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

    expect((await signIn(browser(t), "secret-one-1")).statusCode).toBe(200);
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
    expect((await signIn(browser(t), "secret-one-1")).statusCode).toBe(200);
  });
});

describe("changing the email (POST /api/account/email)", () => {
  /** The token of the newest `/account/email?{param}=` link mailed to `to`, and its subject. */
  async function mailedToken(to: string, param: "token" | "undo") {
    const [mail] = await mailsTo(t, to);
    const link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0];
    if (!mail || !link) throw new Error(`no link mailed to ${to}`);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe("https://commentlens.test/account/email");
    const token = url.searchParams.get(param);
    if (!token) throw new Error(`the link to ${to} has no ${param}: ${link}`);
    return { subject: mail.subject, text: mail.text, token };
  }
  const signIn = (email: string) =>
    browser(t).post("/api/auth/sign-in/email", { email, password: "secret-one-1" });

  it("is approved by the current address, confirmed by the new one, and undone by the old one", async () => {
    t = await createTestApp();
    const laptop = await signedUp("ana@example.com");
    const phone = browser(t);
    expect(
      (
        await phone.post("/api/auth/sign-in/email", {
          email: "ana@example.com",
          password: "secret-one-1",
        })
      ).statusCode,
    ).toBe(200);

    const asked = await laptop.post("/api/account/email", { new_email: " Ana.New@Example.com " });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ success: true, sent_to: "ana@example.com" });
    // Nothing goes to the new address before the current one approves.
    expect(await mailsTo(t, "ana.new@example.com")).toEqual([]);
    const approval = await mailedToken("ana@example.com", "token");
    expect(approval.subject).toBe("Approve the new email for your CommentLens account");
    expect(approval.text).toContain("ana.new@example.com");

    // The page reads what the link does (as often as it is opened) and acts only on a click.
    const elsewhere = browser(t);
    for (let opened = 0; opened < 2; opened++) {
      const read = await elsewhere.post("/api/account/email/link", { token: approval.token });
      expect(read.json()).toEqual({
        step: "approve",
        from: "ana@example.com",
        to: "ana.new@example.com",
      });
    }
    expect(await mailsTo(t, "ana.new@example.com")).toEqual([]);
    // Used anywhere (no session needed), once.
    const approved = await elsewhere.post("/api/account/email/confirm", { token: approval.token });
    expect(approved.json()).toEqual({ status: "approved", email: "ana.new@example.com" });
    const again = await elsewhere.post("/api/account/email/confirm", { token: approval.token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: EMAIL_CHANGE_MESSAGES.invalidLink,
      code: "EMAIL_CHANGE_LINK_INVALID",
    });
    expect((await laptop.get("/api/auth/get-session")).json().user.email).toBe("ana@example.com");

    const confirmation = await mailedToken("ana.new@example.com", "token");
    expect(confirmation.subject).toBe("Confirm your new email for CommentLens");
    expect(
      (await elsewhere.post("/api/account/email/link", { token: confirmation.token })).json(),
    ).toEqual({ step: "confirm", from: "ana@example.com", to: "ana.new@example.com" });
    expect((await laptop.get("/api/auth/get-session")).json().user.email).toBe("ana@example.com");
    const changed = await elsewhere.post("/api/account/email/confirm", {
      token: confirmation.token,
    });
    expect(changed.json()).toEqual({ status: "changed", email: "ana.new@example.com" });
    expect((await laptop.get("/api/auth/get-session")).json().user).toMatchObject({
      email: "ana.new@example.com",
      emailVerified: true,
    });
    expect((await signIn("ana@example.com")).statusCode).toBe(401);
    expect((await signIn("ana.new@example.com")).statusCode).toBe(200);

    // The old address is told, with a link that undoes the change.
    const notice = await mailedToken("ana@example.com", "undo");
    expect(notice.subject).toBe("The email of your CommentLens account was changed");
    expect(notice.text).toContain("ana.new@example.com");
    const undone = await elsewhere.post("/api/account/email/undo", { token: notice.token });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({
      status: "restored",
      email: "ana@example.com",
      password_reset_needed: false,
    });

    // Every device is signed out; the old address signs in again, the new one no longer does.
    expect((await laptop.get("/api/auth/get-session")).json()).toBeNull();
    expect((await phone.get("/api/auth/get-session")).json()).toBeNull();
    const [owner] = await t.database.db.select().from(user);
    expect(owner).toMatchObject({ email: "ana@example.com", emailVerified: true });
    expect(
      await t.database.db
        .select()
        .from(session)
        .where(eq(session.userId, owner?.id ?? "")),
    ).toEqual([]);
    expect((await signIn("ana.new@example.com")).statusCode).toBe(401);
    expect((await signIn("ana@example.com")).statusCode).toBe(200);

    // The undo link works once.
    const twice = await elsewhere.post("/api/account/email/undo", { token: notice.token });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe(EMAIL_CHANGE_MESSAGES.invalidUndoLink);
  });

  it("undo makes a password set since the change unusable, and the account resets by its old address", async () => {
    t = await createTestApp();
    // A thief with Ana's fresh session moves the account and sets a password of their own.
    const thief = await signedUp("ana@example.com");
    await thief.post("/api/account/email", { new_email: "thief@example.com" });
    const elsewhere = browser(t);
    await elsewhere.post("/api/account/email/confirm", {
      token: (await mailedToken("ana@example.com", "token")).token,
    });
    await elsewhere.post("/api/account/email/confirm", {
      token: (await mailedToken("thief@example.com", "token")).token,
    });
    const set = await thief.post("/api/account/password", { new_password: "thiefs-own-9" });
    expect(set.statusCode, set.body).toBe(200);

    const undone = await elsewhere.post("/api/account/email/undo", {
      token: (await mailedToken("ana@example.com", "undo")).token,
    });
    expect(undone.json()).toEqual({
      status: "restored",
      email: "ana@example.com",
      password_reset_needed: true,
    });
    expect((await thief.get("/api/auth/get-session")).json()).toBeNull();
    // Neither the thief's password nor any other signs in with Ana's address...
    for (const password of ["thiefs-own-9", "secret-one-1"]) {
      const res = await browser(t).post("/api/auth/sign-in/email", {
        email: "ana@example.com",
        password,
      });
      expect(res.statusCode).toBe(401);
    }
    // ...until Ana sets a new one through her restored address.
    const asked = await browser(t).post("/api/auth/request-password-reset", {
      email: "ana@example.com",
      redirectTo: "/auth/reset-password",
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [resetMail] = await mailsTo(t, "ana@example.com");
    const resetToken = /reset-password\/([^/?\s]+)/.exec(resetMail?.text ?? "")?.[1];
    expect(resetToken).toBeTruthy();
    const reset = await browser(t).post("/api/auth/reset-password", {
      newPassword: "anas-new-7",
      token: resetToken,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const back = await browser(t).post("/api/auth/sign-in/email", {
      email: "ana@example.com",
      password: "anas-new-7",
    });
    expect(back.statusCode).toBe(200);
  });

  it("needs a sign-in from the last day, and mails nothing otherwise", async () => {
    t = await createTestApp();
    const ana = await signedUp("ana@example.com");
    const before = (await mailsTo(t, "ana@example.com")).length;
    await t.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });

    const res = await ana.post("/api/account/email", { new_email: "thief@example.com" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: "For your security, please sign in again before changing your email address.",
      code: "SESSION_NOT_FRESH",
    });
    // better-auth's own endpoint, which skipped the checks, is gone.
    const direct = await ana.post("/api/auth/change-email", { newEmail: "thief@example.com" });
    expect(direct.statusCode).toBe(404);

    expect(await mailsTo(t, "ana@example.com")).toHaveLength(before);
    expect(await mailsTo(t, "thief@example.com")).toEqual([]);
    expect((await ana.get("/api/auth/get-session")).json().user.email).toBe("ana@example.com");

    const nobody = await browser(t).post("/api/account/email", { new_email: "x@example.com" });
    expect(nobody.statusCode).toBe(401);
  });

  it("refuses the same address, one in use and a bad one; a link expires and a newer request voids it", async () => {
    t = await createTestApp();
    const ana = await signedUp("ana@example.com");
    await signedUp("bo@example.com");

    const same = await ana.post("/api/account/email", { new_email: "ANA@example.com" });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(EMAIL_CHANGE_MESSAGES.sameEmail);
    const taken = await ana.post("/api/account/email", { new_email: "bo@example.com" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: EMAIL_CHANGE_MESSAGES.inUse, code: "EMAIL_IN_USE" });
    const bad = await ana.post("/api/account/email", { new_email: "not-an-email" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("Please enter a valid email address.");

    // A newer request is the one that counts.
    await ana.post("/api/account/email", { new_email: "first@example.com" });
    const first = await mailedToken("ana@example.com", "token");
    await ana.post("/api/account/email", { new_email: "second@example.com" });
    const second = await mailedToken("ana@example.com", "token");
    const stale = await browser(t).post("/api/account/email/confirm", { token: first.token });
    expect(stale.statusCode).toBe(400);

    // An hour later the link is void.
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, "email-change:%"));
    const late = await browser(t).post("/api/account/email/confirm", { token: second.token });
    expect(late.statusCode).toBe(400);
    expect(await mailsTo(t, "second@example.com")).toEqual([]);
    expect((await ana.get("/api/auth/get-session")).json().user.email).toBe("ana@example.com");
  });
});
