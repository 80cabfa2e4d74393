import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { startSmtpServer } from "../../test/smtp-server.js";
import { changeEmailMail, resetPasswordMail, verificationMail } from "./templates.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("dev mailbox (no SMTP_URL)", () => {
  it("keeps sent mails and lists them newest first, filtered by recipient", async () => {
    t = await createTestApp();
    expect(t.app.mailer.kind).toBe("dev-mailbox");
    await t.app.mailer.send({
      to: "Ana@Example.com ",
      ...verificationMail("https://commentlens.test/verify?token=abc"),
    });
    await t.app.mailer.send({
      to: "bo@example.com",
      ...resetPasswordMail("https://commentlens.test/auth/reset-password?token=xyz"),
    });
    const res = await t.app.inject({ method: "GET", url: "/api/dev/mailbox" });
    expect(res.statusCode).toBe(200);
    const mails = res.json() as Array<{ to: string; subject: string; text: string; html: string }>;
    expect(mails.map((m) => m.subject)).toEqual([
      "Reset your CommentLens password",
      "Confirm your email for CommentLens",
    ]);
    const onlyAna = await t.app.inject({
      method: "GET",
      url: "/api/dev/mailbox?to=ANA@example.com",
    });
    const anas = onlyAna.json() as Array<{ to: string; text: string; html: string }>;
    expect(anas).toHaveLength(1);
    expect(anas[0]?.to).toBe("ana@example.com");
    expect(anas[0]?.text).toContain("https://commentlens.test/verify?token=abc");
    expect(anas[0]?.html).toContain('href="https://commentlens.test/verify?token=abc"');
  });

  it("shows the mails on a page, links clickable and content escaped", async () => {
    t = await createTestApp();
    await t.app.mailer.send({
      to: "x@example.com",
      subject: "<script>alert(1)</script>",
      text: "open https://commentlens.test/a?b=1&c=2 now",
      html: "<p>hi</p>",
    });
    const res = await t.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<script>alert(1)</script>");
    expect(res.body).toContain("&lt;script&gt;");
    expect(res.body).toContain('<a href="https://commentlens.test/a?b=1&amp;c=2">');
  });
});

describe("who may read the dev mailbox", () => {
  const read = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    Promise.all(
      ["/api/dev/mailbox", "/dev/mailbox"].map(
        async (url) =>
          (await app.app.inject({ method: "GET", url, remoteAddress, headers })).statusCode,
      ),
    );

  it("answers only this machine; any other address finds nothing there", async () => {
    t = await createTestApp();
    await t.app.mailer.send({ to: "ana@example.com", ...verificationMail("https://x.test/v?t=1") });
    expect(await read(t, "127.0.0.1")).toEqual([200, 200]);
    expect(await read(t, "::1")).toEqual([200, 200]);
    expect(await read(t, "203.0.113.9")).toEqual([404, 404]);
    expect(await read(t, "10.0.0.5")).toEqual([404, 404]);
    // A proxy on this machine forwarding someone else's request is not this machine either.
    expect(await read(t, "127.0.0.1", { "x-forwarded-for": "203.0.113.9" })).toEqual([404, 404]);
    expect(await read(t, "127.0.0.1", { forwarded: "for=203.0.113.9" })).toEqual([404, 404]);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/dev/mailbox",
      remoteAddress: "203.0.113.9",
    });
    expect(res.json()).toEqual({ error: "Not found", code: "NOT_FOUND" });
  });

  it("behind a trusted proxy, answers only when every forwarded address is loopback", async () => {
    t = await createTestApp({ TRUST_PROXY: "true" });
    expect(await read(t, "127.0.0.1", { "x-forwarded-for": "127.0.0.1" })).toEqual([200, 200]);
    expect(await read(t, "127.0.0.1", { "x-forwarded-for": "203.0.113.9" })).toEqual([404, 404]);
    // A client's own "127.0.0.1" in front of the address the proxy appended buys nothing.
    expect(await read(t, "127.0.0.1", { "x-forwarded-for": "127.0.0.1, 203.0.113.9" })).toEqual([
      404, 404,
    ]);
  });

  it("does not exist in production, even from this machine", async () => {
    t = await createTestApp(
      {
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        SMTP_URL: "smtp://127.0.0.1:9",
        BILLING_ALLOW_LOCAL: "true",
      },
      undefined,
      // Even given a dev-mailbox mailer, production offers no mailbox.
      { mailer: { kind: "dev-mailbox", async send() {}, close() {} } },
    );
    expect(t.config.env).toBe("production");
    expect(await read(t, "127.0.0.1")).toEqual([404, 404]);
  });
});

describe("SMTP (SMTP_URL set)", () => {
  it("sends through the SMTP server and offers no dev mailbox", async () => {
    const smtp = await startSmtpServer();
    const received = smtp.received;
    try {
      t = await createTestApp({
        SMTP_URL: smtp.url,
        MAIL_FROM: "CommentLens <hello@commentlens.test>",
      });
      expect(t.app.mailer.kind).toBe("smtp");
      await t.app.mailer.send({
        to: "new@example.com",
        ...changeEmailMail("https://commentlens.test/c?t=1", "new@example.com"),
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Confirm your new email for CommentLens");
      expect(received[0]).toContain("From: CommentLens <hello@commentlens.test>");
      // Bodies are quoted-printable: undo soft line breaks and "=3D" before looking for the link.
      const body = (received[0] ?? "").replace(/=\r?\n/g, "").replaceAll("=3D", "=");
      expect(body).toContain("https://commentlens.test/c?t=1");
      expect((await t.app.inject({ method: "GET", url: "/api/dev/mailbox" })).statusCode).toBe(404);
    } finally {
      await t?.close();
      t = undefined;
      await smtp.close();
    }
  });
});

describe("mail templates", () => {
  it("escape what they are given and carry the link in both parts", () => {
    const mail = changeEmailMail("https://x.test/c?a=1&b=<2>", 'evil"<b>@example.com');
    expect(mail.html).not.toContain("<b>@");
    expect(mail.html).toContain("&amp;b=&lt;2&gt;");
    expect(mail.text).toContain("https://x.test/c?a=1&b=<2>");
  });
});
