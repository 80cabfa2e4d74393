import { CONTACT_SUBJECT_LABELS, type ContactSubject } from "@commentlens/shared";
import { escapeHtml } from "../../lib/escape-html.js";
import type { MailContent } from "../mail/templates.js";

export interface ContactMailInput {
  firstName: string;
  lastName: string;
  email: string;
  subject: ContactSubject;
  message: string;
  receivedAt: Date;
}

/** "2026-11-23 16:58 UTC": unambiguous for whoever reads the support inbox. */
function utc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/**
 * The message of a contact form to the support inbox. Replying answers the sender (Reply-To);
 * everything they typed is escaped in the HTML part.
 */
export function contactMail(input: ContactMailInput): MailContent {
  const name = `${input.firstName} ${input.lastName}`;
  const topic = CONTACT_SUBJECT_LABELS[input.subject];
  const rows: Array<[string, string]> = [
    ["From", `${name} <${input.email}>`],
    ["Topic", topic],
    ["Received", utc(input.receivedAt)],
  ];
  const text = `New message from the CommentLens contact form

${rows.map(([k, v]) => `${k}: ${v}`).join("\n")}

${input.message}

Reply to this mail to answer ${name} directly.
`;
  const cells = rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 16px 4px 0;font-size:14px;color:#64748b;vertical-align:top">${escapeHtml(k)}</td><td style="padding:4px 0;font-size:14px;color:#0f172a">${escapeHtml(v)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f8fafc;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px" cellpadding="0" cellspacing="0">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:600;color:#4f46e5">CommentLens</p>
<h1 style="margin:0 0 16px;font-size:22px">New contact form message</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px">${cells}</table>
<div style="margin:0 0 24px;padding:16px;background:#f8fafc;border:1px solid #e2e8f0;border-radius:8px;font-size:15px;line-height:1.5;white-space:pre-wrap;word-break:break-word">${escapeHtml(input.message)}</div>
<p style="margin:0;font-size:13px;line-height:1.5;color:#64748b">Reply to this mail to answer ${escapeHtml(name)} directly.</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: `Contact form: ${topic} from ${name}`, text, html };
}
