import { NEWSLETTER_CONFIRM_DAYS } from "@commentlens/shared";
import { escapeHtml } from "../../lib/escape-html.js";
import type { MailContent } from "../mail/templates.js";

/** Every newsletter mail ends with this: who it went to and how to stop it in one click. */
function footerText(email: string, unsubscribeUrl: string): string {
  return `You are receiving this because ${email} was entered on CommentLens. Unsubscribe in one click:\n${unsubscribeUrl}`;
}

function footerHtml(email: string, unsubscribeUrl: string): string {
  const url = escapeHtml(unsubscribeUrl);
  return `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.5;color:#64748b">You are receiving this because ${escapeHtml(email)} was entered on CommentLens. <a href="${url}" style="color:#4f46e5">Unsubscribe</a> in one click.</p>`;
}

/** The double opt-in mail: nothing is sent to the address until this link is followed. */
export function newsletterConfirmationMail(opts: {
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  const heading = "Confirm your subscription";
  const intro =
    "Thanks for signing up for the CommentLens newsletter: a weekly email with ideas for understanding your audience and news about CommentLens. Please confirm that you want to receive it.";
  const outro = `The link works for ${NEWSLETTER_CONFIRM_DAYS} days. If you did not sign up, ignore this mail: you will not get the newsletter unless you confirm.`;
  const url = escapeHtml(opts.confirmUrl);
  const text = `${heading}\n\n${intro}\n\n${opts.confirmUrl}\n\n${outro}\n\n— CommentLens\n\n${footerText(opts.email, opts.unsubscribeUrl)}\n`;
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f8fafc;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px" cellpadding="0" cellspacing="0">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:600;color:#4f46e5">CommentLens</p>
<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(heading)}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5;color:#334155">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px"><a href="${url}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">Confirm subscription</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#64748b">Or paste this link into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${url}" style="color:#4f46e5">${url}</a></p>
<p style="margin:0;font-size:13px;line-height:1.5;color:#64748b">${escapeHtml(outro)}</p>
${footerHtml(opts.email, opts.unsubscribeUrl)}
</td></tr></table></td></tr></table></body></html>`;
  return { subject: "Confirm your subscription to the CommentLens newsletter", text, html };
}
