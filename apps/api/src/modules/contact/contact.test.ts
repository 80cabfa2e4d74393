import { CONTACT_MESSAGES } from "@commentlens/shared";
import { afterEach, describe, expect, it } from "vitest";
import { contactMessage } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser, ORIGIN } from "../../test/browser.js";
import { startSmtpServer } from "../../test/smtp-server.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const SUPPORT = "support@commentlens.test";

const valid = {
  first_name: "Ana",
  last_name: "Lima",
  email: "ana@example.com",
  subject: "billing",
  message: "Hello! I was charged twice this month, could you check?",
  website: "",
};

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

function post(app: TestApp, body: object, headers: Record<string, string> = {}, ip?: string) {
  return app.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: body,
    headers: { origin: ORIGIN, ...headers },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

describe("POST /api/contact", () => {
  it("stores the message and mails it to the support address, Reply-To the sender", async () => {
    t = await createTestApp();
    const res = await browser(t).post("/api/contact", valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent });

    const rows = await t.database.db.select().from(contactMessage);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Ana",
      lastName: "Lima",
      email: "ana@example.com",
      subject: "billing",
      message: valid.message,
    });
    expect(rows[0]?.emailedAt).toBeInstanceOf(Date);

    const mails = await mailsTo(t, SUPPORT);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as Mail;
    expect(mail.subject).toBe("Contact form: Billing from Ana Lima");
    expect(mail.headers).toEqual({ "Reply-To": "ana@example.com" });
    expect(mail.text).toContain("From: Ana Lima <ana@example.com>");
    expect(mail.text).toContain(valid.message);
    expect(mail.html).toContain("Ana Lima &lt;ana@example.com&gt;");
    // Nothing goes to the sender.
    expect(await mailsTo(t, "ana@example.com")).toEqual([]);
  });

  it("escapes what the sender typed in the HTML part, and trims the fields", async () => {
    t = await createTestApp();
    const res = await browser(t).post("/api/contact", {
      ...valid,
      first_name: "  <b>Eve</b> ",
      email: "  eve@example.com ",
      message: `<script>alert("x")</script> & <img src=x onerror=alert(1)>`,
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(t, SUPPORT);
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).not.toContain("<img");
    expect(mail?.html).not.toContain("<b>Eve");
    expect(mail?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;");
    expect(mail?.headers["Reply-To"]).toBe("eve@example.com");
    const [row] = await t.database.db.select().from(contactMessage);
    expect(row?.firstName).toBe("<b>Eve</b>");
    expect(row?.email).toBe("eve@example.com");
  });

  it("keeps unicode and emoji in names and message intact", async () => {
    t = await createTestApp();
    const input = {
      ...valid,
      first_name: "Zoë 👩🏽‍💻",
      last_name: "Núñez-李",
      message: "Ça marche très bien 🎉🔥 — спасибо! 日本語も大丈夫？",
    };
    expect((await browser(t).post("/api/contact", input)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(contactMessage);
    expect(row).toMatchObject({
      firstName: input.first_name,
      lastName: input.last_name,
      message: input.message,
    });
    const [mail] = await mailsTo(t, SUPPORT);
    expect(mail?.subject).toBe(`Contact form: Billing from ${input.first_name} ${input.last_name}`);
    expect(mail?.text).toContain(input.message);
    expect(mail?.html).toContain(input.message);
  });

  it("answers 400 naming the field for each invalid input, storing nothing", async () => {
    t = await createTestApp();
    const cases: Array<[object, string]> = [
      [{ ...valid, first_name: "  " }, "first_name: Please enter your first name."],
      [{ ...valid, last_name: undefined }, "last_name: Please enter your last name."],
      [{ ...valid, first_name: "x".repeat(101) }, "first_name: First name must be at most 100"],
      [{ ...valid, last_name: "Li\r\nBcc: x@evil.test" }, "last_name: Last name cannot contain"],
      [{ ...valid, email: "not-an-email" }, "email: Please enter a valid email address."],
      [{ ...valid, email: "" }, "email: Please enter a valid email address."],
      [{ ...valid, subject: "sales" }, "subject: Please choose a subject."],
      [{ ...valid, message: " short    " }, "message: Please write a message of at least 10"],
      [{ ...valid, message: "x".repeat(5001) }, "message: Your message can be at most 5,000"],
    ];
    for (const [body, error] of cases) {
      const res = await post(t, body);
      expect(res.statusCode, error).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
      expect(res.json().error).toContain(error);
    }
    expect(await t.database.db.select().from(contactMessage)).toEqual([]);
    expect(await mailsTo(t, SUPPORT)).toEqual([]);
  });

  it("refuses a huge message: 400 under the body limit, 413 over it", async () => {
    t = await createTestApp();
    const big = await post(t, { ...valid, message: "é".repeat(200_000) });
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toContain("message: Your message can be at most 5,000 characters.");
    const huge = await post(t, { ...valid, message: "x".repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(await t.database.db.select().from(contactMessage)).toEqual([]);
  });

  it("answers a filled honeypot with success but stores and sends nothing", async () => {
    t = await createTestApp();
    const res = await post(t, { ...valid, website: "https://spam.example" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent });
    expect(await t.database.db.select().from(contactMessage)).toEqual([]);
    expect(await mailsTo(t, SUPPORT)).toEqual([]);
  });

  it("allows 5 messages an hour per client address, then 429 even with a spoofed X-Forwarded-For", async () => {
    t = await createTestApp();
    for (let i = 0; i < 5; i++) {
      const res = await post(t, valid, { "x-forwarded-for": `198.51.100.${i}` });
      expect(res.statusCode).toBe(200);
    }
    const sixth = await post(t, valid, { "x-forwarded-for": "203.0.113.77" });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: `You have sent too many messages in the last hour. Please try again later, or email us directly at ${SUPPORT}.`,
      code: "RATE_LIMITED",
    });
    const retryAfter = Number(sixth.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // A honeypot submission is limited like any other (its answer must not give it away).
    expect((await post(t, { ...valid, website: "x" })).statusCode).toBe(429);
    // Invalid submissions are not counted, but are still refused as invalid.
    expect((await post(t, { ...valid, email: "x" })).statusCode).toBe(400);
    expect(await t.database.db.select().from(contactMessage)).toHaveLength(5);
    // Another client address has its own allowance.
    expect((await post(t, valid, {}, "192.0.2.10")).statusCode).toBe(200);
  });

  it("counts per forwarded client address when TRUST_PROXY is set", async () => {
    t = await createTestApp({ TRUST_PROXY: "true" });
    for (let i = 0; i < 5; i++) {
      expect((await post(t, valid, { "x-forwarded-for": "198.51.100.1" })).statusCode).toBe(200);
    }
    expect((await post(t, valid, { "x-forwarded-for": "198.51.100.1" })).statusCode).toBe(429);
    expect((await post(t, valid, { "x-forwarded-for": "198.51.100.2" })).statusCode).toBe(200);
  });

  it("tells the sender when the mail to support could not go out, keeping the message", async () => {
    t = await createTestApp();
    t.app.mailer.send = async () => {
      throw new Error("smtp down");
    };
    const res = await post(t, valid);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: `Your message could not be sent right now. Please try again in a few minutes, or email us directly at ${SUPPORT}.`,
      code: "SERVICE_UNAVAILABLE",
    });
    const [row] = await t.database.db.select().from(contactMessage);
    expect(row?.emailedAt).toBeNull();
  });

  it("refuses a submission from another site", async () => {
    t = await createTestApp();
    const res = await post(t, valid, { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(contactMessage)).toEqual([]);
  });
});

describe("GET /api/contact/details", () => {
  it("gives the support address the page shows", async () => {
    t = await createTestApp({ SUPPORT_EMAIL: "help@commentlens.test" });
    const res = await t.app.inject({ method: "GET", url: "/api/contact/details" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: "help@commentlens.test" });
    await post(t, valid);
    expect(await mailsTo(t, "help@commentlens.test")).toHaveLength(1);
  });
});

describe("over SMTP", () => {
  it("sends the message to support with Reply-To the sender", async () => {
    const smtp = await startSmtpServer();
    const received = smtp.received;
    try {
      t = await createTestApp({ SMTP_URL: smtp.url });
      expect((await post(t, valid)).statusCode).toBe(200);
      expect(received).toHaveLength(1);
      const raw = received[0] ?? "";
      expect(raw).toMatch(/^Reply-To: ana@example\.com\r?$/m);
      expect(raw).toMatch(/^To: support@commentlens\.test\r?$/m);
    } finally {
      await t?.close();
      t = undefined;
      await smtp.close();
    }
  });
});
