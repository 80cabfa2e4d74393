import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { MailConfig } from "../../config.js";
import type { Db } from "../../db/client.js";
import { deleteMailTo, listMail, type StoredMail, storeMail } from "./repository.js";
import type { MailContent } from "./templates.js";

export interface OutgoingMail extends MailContent {
  to: string;
  /** Where replies go instead of MAIL_FROM (the contact form's sender). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** Sends mail: over SMTP when configured, else into the dev mailbox. */
export interface Mailer {
  readonly kind: "smtp" | "dev-mailbox";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(config: MailConfig, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: "smtp",
      async send(mail) {
        await transport.sendMail({ from: config.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: "dev-mailbox",
    async send(mail) {
      const to = mail.to.trim().toLowerCase();
      const headers = { ...(mail.replyTo ? { "Reply-To": mail.replyTo } : {}), ...mail.headers };
      await storeMail(db, { to, subject: mail.subject, text: mail.text, html: mail.html, headers });
      // The link is what a developer needs: print it where they are looking.
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      log.info(
        { to, subject: mail.subject, link },
        `dev mailbox: "${mail.subject}" to ${to}${link ? ` ${link}` : ""}`,
      );
    },
    close: () => {},
  };
}

/** Deletes the dev mailbox's mails to an address, for account deletion. */
export function deleteMailOfAccount(db: Db, email: string): Promise<void> {
  return deleteMailTo(db, email);
}

/** The dev mailbox, newest first (to one address when given): what the mailer sent lately. */
export function devMailbox(db: Db, to?: string): Promise<StoredMail[]> {
  return listMail(db, to);
}
