import { NEWSLETTER_MESSAGES } from "@commentlens/shared";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { newsletterSubscriber } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser, ORIGIN } from "../../test/browser.js";
import { startSmtpServer } from "../../test/smtp-server.js";
import { loadAuthSecret } from "../auth/secret.js";
import { newsletterTokens } from "./tokens.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

async function mailsTo(app: TestApp, to: string): Promise<Mail[]> {
  const res = await app.app.inject({
    method: "GET",
    url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
  });
  return res.json() as Mail[];
}

/** The token of the first `${PUBLIC_URL}${path}?token=…` link in the text. */
function tokenIn(text: string, path: string): string {
  const match = new RegExp(`https://commentlens\\.test${path}\\?token=(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return decodeURIComponent(match[1]);
}

function subscribe(app: TestApp, body: object, headers: Record<string, string> = {}) {
  return app.app.inject({
    method: "POST",
    url: "/api/newsletter",
    payload: body,
    headers: { origin: ORIGIN, ...headers },
  });
}

async function subscriberRow(app: TestApp, email: string) {
  const [row] = await app.database.db
    .select()
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.email, email));
  return row;
}

const checkInbox = { success: true, message: NEWSLETTER_MESSAGES.checkInbox };

describe("POST /api/newsletter", () => {
  it("stores a pending subscriber and mails a confirmation with both links and one-click headers", async () => {
    t = await createTestApp();
    const res = await subscribe(t, {
      email: "  Ana@Example.com ",
      source: "blog",
      metadata: { campaign: "launch 🚀" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(checkInbox);

    const row = await subscriberRow(t, "ana@example.com");
    expect(row).toMatchObject({
      status: "pending",
      source: "blog",
      metadata: { campaign: "launch 🚀" },
      confirmedAt: null,
    });
    expect(row?.confirmationSentAt).toBeInstanceOf(Date);

    const mails = await mailsTo(t, "ana@example.com");
    expect(mails).toHaveLength(1);
    const mail = mails[0] as Mail;
    expect(mail.subject).toBe("Confirm your subscription to the CommentLens newsletter");
    const confirm = tokenIn(mail.text, "/newsletter/confirm");
    const unsubscribe = tokenIn(mail.text, "/newsletter/unsubscribe");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<https://commentlens.test/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.html).toContain(
      `href="https://commentlens.test/newsletter/confirm?token=${encodeURIComponent(confirm)}"`,
    );
    expect(mail.html).toContain(
      `href="https://commentlens.test/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}"`,
    );
    // The confirmation link comes first: the dev mailbox log and lastMailLink pick it.
    expect(/https?:\/\/\S+/.exec(mail.text)?.[0]).toContain("/newsletter/confirm?token=");
  });

  it("confirms with the emailed token, idempotently", async () => {
    t = await createTestApp();
    await subscribe(t, { email: "bo@example.com", source: "newsletter_page" });
    const [mail] = await mailsTo(t, "bo@example.com");
    const token = tokenIn(mail?.text ?? "", "/newsletter/confirm");
    const b = browser(t);
    for (let i = 0; i < 2; i++) {
      const res = await b.post("/api/newsletter/confirm", { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "confirmed" });
    }
    const row = await subscriberRow(t, "bo@example.com");
    expect(row?.status).toBe("confirmed");
    expect(row?.confirmedAt).toBeInstanceOf(Date);
  });

  it("answers a duplicate sign-up the same, re-mailing a pending one at most once an hour", async () => {
    t = await createTestApp();
    expect((await subscribe(t, { email: "cy@example.com", source: "footer" })).json()).toEqual(
      checkInbox,
    );
    const again = await subscribe(t, { email: "CY@example.com ", source: "landing" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(checkInbox);
    expect(await mailsTo(t, "cy@example.com")).toHaveLength(1);
    // The first source stays.
    expect((await subscriberRow(t, "cy@example.com"))?.source).toBe("footer");

    // An hour later, a new sign-up sends the confirmation again; both links work.
    await t.database.db
      .update(newsletterSubscriber)
      .set({ confirmationSentAt: sql`now() - interval '61 minutes'` })
      .where(eq(newsletterSubscriber.email, "cy@example.com"));
    expect((await subscribe(t, { email: "cy@example.com", source: "footer" })).json()).toEqual(
      checkInbox,
    );
    const mails = await mailsTo(t, "cy@example.com");
    expect(mails).toHaveLength(2);
    const b = browser(t);
    for (const mail of mails) {
      const res = await b.post("/api/newsletter/confirm", {
        token: tokenIn(mail.text, "/newsletter/confirm"),
      });
      expect(res.json()).toEqual({ status: "confirmed" });
    }

    // Confirmed: the same answer again, and no mail at all.
    await t.database.db
      .update(newsletterSubscriber)
      .set({ confirmationSentAt: sql`now() - interval '1 day'` })
      .where(eq(newsletterSubscriber.email, "cy@example.com"));
    expect((await subscribe(t, { email: "cy@example.com", source: "footer" })).json()).toEqual(
      checkInbox,
    );
    expect(await mailsTo(t, "cy@example.com")).toHaveLength(2);
  });

  it("validates the address and the source", async () => {
    t = await createTestApp();
    for (const email of ["", "   ", "no-at-sign", "a@b", "ana@example.com\n"]) {
      const res = await subscribe(t, { email: email.replace("\n", " x"), source: "blog" });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(`email: ${NEWSLETTER_MESSAGES.invalidEmail}`);
    }
    const source = await subscribe(t, { email: "ana@example.com", source: "tv" });
    expect(source.statusCode).toBe(400);
    expect(source.json().error).toContain("source");
    const metadata = await subscribe(t, {
      email: "ana@example.com",
      source: "blog",
      metadata: { note: "x".repeat(201) },
    });
    expect(metadata.statusCode).toBe(400);
    expect(metadata.json().error).toContain("metadata");
    expect(await t.database.db.select().from(newsletterSubscriber)).toEqual([]);
  });

  it("limits sign-ups to 10 an hour per client address", async () => {
    t = await createTestApp();
    for (let i = 0; i < 10; i++) {
      const res = await subscribe(
        t,
        { email: `n${i}@example.com`, source: "blog" },
        {
          "x-forwarded-for": `198.51.100.${i}`,
        },
      );
      expect(res.statusCode).toBe(200);
    }
    const res = await subscribe(t, { email: "n10@example.com", source: "blog" });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: NEWSLETTER_MESSAGES.rateLimited, code: "RATE_LIMITED" });
    expect(res.headers["retry-after"]).toBeDefined();
    expect(await subscriberRow(t, "n10@example.com")).toBeUndefined();
  });

  it("answers the service-failure message when the mail cannot go out, and retries at once", async () => {
    t = await createTestApp();
    const send = t.app.mailer.send;
    t.app.mailer.send = async () => {
      throw new Error("smtp down");
    };
    const failed = await subscribe(t, { email: "dee@example.com", source: "blog" });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      error: "Failed to subscribe to newsletter. Please try again.",
      code: "SERVICE_UNAVAILABLE",
    });
    t.app.mailer.send = send;
    expect((await subscribe(t, { email: "dee@example.com", source: "blog" })).statusCode).toBe(200);
    expect(await mailsTo(t, "dee@example.com")).toHaveLength(1);
  });

  it("refuses a sign-up sent from another site (only the one-click unsubscribe is exempt)", async () => {
    t = await createTestApp();
    const res = await subscribe(
      t,
      { email: "ana@example.com", source: "blog" },
      { origin: "https://evil.example" },
    );
    expect(res.statusCode).toBe(403);
    const confirm = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/confirm",
      payload: { token: "x" },
      headers: { origin: "https://evil.example" },
    });
    expect(confirm.statusCode).toBe(403);
  });
});

describe("POST /api/newsletter/unsubscribe", () => {
  async function subscribed(app: TestApp, email: string) {
    await subscribe(app, { email, source: "newsletter_page" });
    const [mail] = await mailsTo(app, email);
    const text = mail?.text ?? "";
    return {
      confirm: tokenIn(text, "/newsletter/confirm"),
      unsubscribe: tokenIn(text, "/newsletter/unsubscribe"),
      oneClickUrl: /<(https:\/\/[^>]+)>/.exec(mail?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "",
    };
  }

  it("accepts the one-click POST of a mail client: form body, no Origin, or a foreign one", async () => {
    t = await createTestApp();
    const ana = await subscribed(t, "ana@example.com");
    const url = new URL(ana.oneClickUrl);
    expect(url.pathname).toBe("/api/newsletter/unsubscribe");
    const res = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "unsubscribed" });
    expect((await subscriberRow(t, "ana@example.com"))?.status).toBe("unsubscribed");

    // Again, from a web mail's origin and as multipart (RFC 8058's example): still fine.
    const multipart = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      payload:
        '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      headers: {
        "content-type": "multipart/form-data; boundary=b",
        origin: "https://mail.example",
      },
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json()).toEqual({ status: "unsubscribed" });

    // The confirmation link of the ended subscription no longer works.
    const confirm = await browser(t).post("/api/newsletter/confirm", { token: ana.confirm });
    expect(confirm.statusCode).toBe(400);
  });

  it("unsubscribes from our page with the token as JSON, a confirmed subscriber too", async () => {
    t = await createTestApp();
    const bo = await subscribed(t, "bo@example.com");
    const b = browser(t);
    expect((await b.post("/api/newsletter/confirm", { token: bo.confirm })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await b.post("/api/newsletter/unsubscribe", { token: bo.unsubscribe });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "unsubscribed" });
    }
    const row = await subscriberRow(t, "bo@example.com");
    expect(row?.status).toBe("unsubscribed");
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);

    // Signing up again starts over: a new confirmation mail at once, its link works.
    expect((await subscribe(t, { email: "bo@example.com", source: "footer" })).json()).toEqual(
      checkInbox,
    );
    const mails = await mailsTo(t, "bo@example.com");
    expect(mails).toHaveLength(2);
    const fresh = tokenIn(mails[0]?.text ?? "", "/newsletter/confirm");
    expect((await b.post("/api/newsletter/confirm", { token: bo.confirm })).statusCode).toBe(400);
    expect((await b.post("/api/newsletter/confirm", { token: fresh })).json()).toEqual({
      status: "confirmed",
    });
  });

  it("answers 400 with a clear message for bad, forged, swapped or expired tokens", async () => {
    t = await createTestApp();
    const cy = await subscribed(t, "cy@example.com");
    const b = browser(t);
    const row = await subscriberRow(t, "cy@example.com");
    const tokens = newsletterTokens(loadAuthSecret(t.config.authSecret, t.config.dataDir));
    const other = newsletterTokens("another-secret-that-is-long-enough-to-pass-32");
    const expired = tokens.confirm(
      row?.id ?? "",
      row?.confirmNonce ?? "",
      new Date(Date.now() - 1000),
    );
    const badConfirm = [
      "garbage",
      `${cy.confirm}x`,
      cy.unsubscribe,
      expired,
      other.confirm(row?.id ?? "", row?.confirmNonce ?? "", new Date(Date.now() + 60_000)),
    ];
    for (const token of badConfirm) {
      const res = await b.post("/api/newsletter/confirm", { token });
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({
        error: NEWSLETTER_MESSAGES.confirmInvalid,
        code: "VALIDATION_FAILED",
      });
    }
    const empty = await b.post("/api/newsletter/confirm", {});
    expect(empty.statusCode).toBe(400);

    for (const token of ["garbage", cy.confirm, other.unsubscribe(row?.id ?? "")]) {
      const res = await b.post("/api/newsletter/unsubscribe", { token });
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({
        error: NEWSLETTER_MESSAGES.unsubscribeInvalid,
        code: "VALIDATION_FAILED",
      });
    }
    const none = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/unsubscribe",
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(NEWSLETTER_MESSAGES.unsubscribeInvalid);
    expect((await subscriberRow(t, "cy@example.com"))?.status).toBe("pending");
  });
});

describe("over SMTP", () => {
  it("sends the one-click headers on the wire", async () => {
    const smtp = await startSmtpServer();
    const received = smtp.received;
    try {
      t = await createTestApp({ SMTP_URL: smtp.url });
      const res = await subscribe(t, { email: "ana@example.com", source: "blog" });
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      // Unfold continued header lines before reading them.
      const raw = (received[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
      expect(raw).toMatch(
        /^List-Unsubscribe: <https:\/\/commentlens\.test\/api\/newsletter\/unsubscribe\?token=[^>\s]+>$/m,
      );
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    } finally {
      await t?.close();
      t = undefined;
      await smtp.close();
    }
  });
});
