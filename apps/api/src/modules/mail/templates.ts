import { escapeHtml } from "../../lib/escape-html.js";
/** Product-branded mails, each as plain text and HTML. */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** One call to action, in a layout that reads well in any mail client (tables, inline styles). */
function layout(opts: {
  heading: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
  /** Lines listed under the intro (an alert's figures). */
  lines?: string[];
  /** A link under the outro (an unsubscribe link). */
  footer?: { label: string; url: string };
}): string {
  const url = escapeHtml(opts.url);
  const lines = opts.lines?.length
    ? `<ul style="margin:0 0 24px;padding-left:20px;font-size:16px;line-height:1.5;color:#334155">${opts.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>\n`
    : "";
  const footer = opts.footer
    ? `\n<p style="margin:16px 0 0;font-size:13px;color:#64748b"><a href="${escapeHtml(opts.footer.url)}" style="color:#64748b">${escapeHtml(opts.footer.label)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#f8fafc;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px" cellpadding="0" cellspacing="0">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:600;color:#4f46e5">CommentLens</p>
<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(opts.heading)}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5;color:#334155">${escapeHtml(opts.intro)}</p>
${lines}<p style="margin:0 0 24px"><a href="${url}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(opts.action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#64748b">Or paste this link into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${url}" style="color:#4f46e5">${url}</a></p>
<p style="margin:0;font-size:13px;line-height:1.5;color:#64748b">${escapeHtml(opts.outro)}</p>${footer}
</td></tr></table></td></tr></table></body></html>`;
}

function text(opts: {
  heading: string;
  intro: string;
  url: string;
  outro: string;
  lines?: string[];
  footer?: { label: string; url: string };
}): string {
  const lines = opts.lines?.length ? `${opts.lines.map((line) => `- ${line}`).join("\n")}\n\n` : "";
  const footer = opts.footer ? `\n\n${opts.footer.label}: ${opts.footer.url}` : "";
  return `${opts.heading}\n\n${opts.intro}\n\n${lines}${opts.url}\n\n${opts.outro}\n\n— CommentLens${footer}\n`;
}

export function verificationMail(url: string): MailContent {
  const parts = {
    heading: "Confirm your email",
    intro: "Welcome to CommentLens! Confirm your email address to finish creating your account.",
    action: "Confirm email",
    url,
    outro: "If you did not sign up for CommentLens, you can ignore this mail.",
  };
  return { subject: "Confirm your email for CommentLens", text: text(parts), html: layout(parts) };
}

/**
 * To an address that already has an account, when someone signs up with it: sign-up answers
 * alike either way (it must not tell who has an account), so the owner hears of it here.
 */
export function alreadyRegisteredMail(signInUrl: string): MailContent {
  const parts = {
    heading: "You already have an account",
    intro:
      'Someone tried to create a CommentLens account with this email address, which already has one. If it was you, sign in instead; if you forgot your password, choose "Forgot your password?" on the sign-in page.',
    action: "Sign in",
    url: signInUrl,
    outro: "If it was not you, ignore this mail: nothing has changed on your account.",
  };
  return {
    subject: "Someone tried to sign up with your email",
    text: text(parts),
    html: layout(parts),
  };
}

export function resetPasswordMail(url: string): MailContent {
  const parts = {
    heading: "Reset your password",
    intro:
      "Someone asked to reset the password of your CommentLens account. The link works for one hour.",
    action: "Choose a new password",
    url,
    outro: "If it was not you, ignore this mail: your password stays as it is.",
  };
  return { subject: "Reset your CommentLens password", text: text(parts), html: layout(parts) };
}

export function changeEmailMail(url: string, newEmail: string): MailContent {
  const parts = {
    heading: "Confirm your new email",
    intro: `Confirm that ${newEmail} should become the email address of your CommentLens account.`,
    action: "Confirm new email",
    url,
    outro: "If you did not ask for this change, ignore this mail and your address stays the same.",
  };
  return {
    subject: "Confirm your new email for CommentLens",
    text: text(parts),
    html: layout(parts),
  };
}

/** To the account's current address: the change waits for its approval. */
export function emailChangeApprovalMail(
  url: string,
  newEmail: string,
  validHours: number,
): MailContent {
  const hours = validHours === 1 ? "one hour" : `${validHours} hours`;
  const parts = {
    heading: "Approve your email change",
    intro: `Someone signed in to your CommentLens account asked to change its email address to ${newEmail}. If it was you, approve the change; we then send a confirmation link to ${newEmail}. The link works for ${hours}.`,
    action: "Approve change",
    url,
    outro:
      "If it was not you, do not open the link: your address stays as it is. Someone may know your password, so reset it from the sign-in page.",
  };
  return {
    subject: "Approve the new email for your CommentLens account",
    text: text(parts),
    html: layout(parts),
  };
}

/** To the old address once the change is done, with the one link that takes it back. */
export function emailChangedMail(
  undoUrl: string,
  newEmail: string,
  validDays: number,
): MailContent {
  const parts = {
    heading: "Your email address was changed",
    intro: `The email address of your CommentLens account is now ${newEmail}, and this address no longer signs in. If you did not make this change, undo it: this address becomes the account's again and every device is signed out. The link works once, for ${validDays} days.`,
    action: "Undo this change",
    url: undoUrl,
    outro: "If you made this change yourself, you can ignore this mail.",
  };
  return {
    subject: "The email of your CommentLens account was changed",
    text: text(parts),
    html: layout(parts),
  };
}

/** To the account's address once its password is changed, so a takeover does not go unseen. */
export function passwordChangedMail(resetUrl: string): MailContent {
  const parts = {
    heading: "Your password was changed",
    intro:
      "The password of your CommentLens account was just changed, and every other device was signed out. If it was you, there is nothing to do.",
    action: "It was not me: reset my password",
    url: resetUrl,
    outro:
      "If you did not change it, reset your password with the button above right away, and write to us.",
  };
  return {
    subject: "Your CommentLens password was changed",
    text: text(parts),
    html: layout(parts),
  };
}

/** To the address of an account that was just deleted: what went, and that it is final. */
export function accountDeletedMail(siteUrl: string): MailContent {
  const parts = {
    heading: "Your account was deleted",
    intro:
      "Your CommentLens account and everything in it (saved analyses, reports, team and referral data) were deleted, and a paid plan was ended. This cannot be undone.",
    action: "Visit CommentLens",
    url: siteUrl,
    outro: "If you did not delete your account, write to us: someone may have had access to it.",
  };
  return {
    subject: "Your CommentLens account was deleted",
    text: text(parts),
    html: layout(parts),
  };
}

export function teamInvitationMail(
  url: string,
  ownerEmail: string,
  validDays: number,
  role: "member" | "viewer" = "member",
): MailContent {
  const what =
    role === "viewer"
      ? "As a viewer you can read the team's reports, comment explorers and statuses; the owner can give you member access later."
      : "As a member you share the team's Agency plan, with unlimited post analyses.";
  const parts = {
    heading: "Join your team on CommentLens",
    intro: `${ownerEmail} invited you to their Agency team on CommentLens. ${what} Accept with this email address; the link works for ${validDays} days.`,
    action: "Accept invitation",
    url,
    outro: `If you do not know ${ownerEmail} or did not expect this, ignore this mail: nothing happens unless you accept.`,
  };
  return {
    subject: `${ownerEmail} invited you to their CommentLens team`,
    text: text(parts),
    html: layout(parts),
  };
}

/**
 * A scheduled run crossed its owner's alerts: what it found, with the report's link and a
 * one-click way to stop these mails.
 */
export function reportAlertMail(opts: {
  /** What re-ran, and how the mail names it ("@name's post"). */
  kind: "post" | "profile";
  name: string;
  findings: string[];
  reportUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  const parts = {
    heading: `Alert on ${opts.name}`,
    intro: `The scheduled run of ${opts.name} found, since the run before it:`,
    lines: opts.findings,
    action: "Open the report",
    url: opts.reportUrl,
    outro: `You get this mail because you chose these alerts for the ${opts.kind}'s schedule. Change them on the report.`,
    footer: { label: `Unsubscribe from this ${opts.kind}'s alerts`, url: opts.unsubscribeUrl },
  };
  return {
    subject: `Alert: ${opts.findings[0] ?? "a change"} on ${opts.name}`,
    text: text(parts),
    html: layout(parts),
  };
}

/** A teammate gave someone a comment of the team's report to take on. */
export function commentAssignedMail(opts: {
  assigner: string;
  post: string;
  comment: { username: string; text: string };
  note: string | null;
  reportUrl: string;
}): MailContent {
  const quoted =
    opts.comment.text.length > 280 ? `${opts.comment.text.slice(0, 279)}…` : opts.comment.text;
  const parts = {
    heading: "A comment for you to take on",
    intro: `${opts.assigner} assigned you this comment on ${opts.post}:`,
    lines: [`@${opts.comment.username}: “${quoted}”`, ...(opts.note ? [`Note: ${opts.note}`] : [])],
    action: "Open your assigned comments",
    url: opts.reportUrl,
    outro:
      "You get this mail because you are on the Agency team of this report. Mark the comment answered or handled once it is done.",
  };
  return {
    subject: `${opts.assigner} assigned you a comment on ${opts.post}`,
    text: text(parts),
    html: layout(parts),
  };
}
