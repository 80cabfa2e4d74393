import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { escapeHtml } from "../../lib/escape-html.js";
import { fromLoopback } from "../../lib/loopback.js";
import { devMailbox } from "./mailer.js";

const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  created_at: z.string(),
});

/**
 * The dev mailbox: registered only when no SMTP server is configured, and never in production.
 * Its mails hold sign-in, reset and email-change links, so it answers only requests from this
 * machine; to anyone else it does not exist (404).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("onRequest", async (request, reply) => {
    if (!fromLoopback(request)) return reply.callNotFound();
  });

  app.get(
    "/api/dev/mailbox",
    {
      schema: {
        querystring: z.object({ to: z.string().max(320).optional() }),
        response: { 200: z.array(mailSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return devMailbox(db, request.query.to);
    },
  );

  // A plain page to read the mails, links included; no script, so the CSP stays strict.
  app.get("/dev/mailbox", async (_request, reply) => {
    const mails = await devMailbox(db);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.created_at).toUTCString())}</p>
${Object.entries(m.headers)
  .map(([k, v]) => `<p class="meta">${escapeHtml(k)}: ${escapeHtml(v)}</p>`)
  .join("")}
<pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join("\n");
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox | CommentLens</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border:1px solid #e2e8f0;border-radius:12px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#475569;font-size:.875rem}pre{white-space:pre-wrap;font-family:inherit}a{color:#4338ca}</style></head>
<body><h1>Dev mailbox</h1><p>Mails CommentLens would have sent, newest first. Set SMTP_URL to send them for real.</p>
${items || "<p>No mails yet.</p>"}</body></html>`);
  });
};
