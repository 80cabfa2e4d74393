import {
  CONTACT_HOURLY_LIMIT,
  CONTACT_MESSAGES,
  type ContactResponse,
  type contactRequestSchema,
} from "@commentlens/shared";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { createRateLimiter, type RateLimiter } from "../../lib/rate-limit.js";
import type { Mailer } from "../mail/mailer.js";
import { insertContactMessage, markContactMessageEmailed } from "./repository.js";
import { contactMail } from "./templates.js";

export type ContactInput = z.output<typeof contactRequestSchema>;

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  log: FastifyBaseLogger;
}

export interface ContactService {
  readonly supportEmail: string;
  /** Counts every valid submission, honeypot ones too (their answer must not differ). */
  readonly limiter: RateLimiter;
  submit(input: ContactInput): Promise<ContactResponse>;
}

const HOUR_MS = 60 * 60 * 1000;

export function createContactService({
  db,
  mailer,
  supportEmail,
  log,
}: ContactDeps): ContactService {
  const sent: ContactResponse = { success: true, message: CONTACT_MESSAGES.sent };
  return {
    supportEmail,
    limiter: createRateLimiter(
      db,
      { name: "contact", max: CONTACT_HOURLY_LIMIT, windowMs: HOUR_MS },
      {
        message: `You have sent too many messages in the last hour. Please try again later, or email us directly at ${supportEmail}.`,
      },
    ),
    async submit(input) {
      // A person never sees the honeypot field: whatever filled it is a bot, answered as usual.
      if (input.website?.trim()) {
        log.info("contact form: honeypot filled, message dropped");
        return sent;
      }
      const stored = await insertContactMessage(db, {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        subject: input.subject,
        message: input.message,
      });
      try {
        await mailer.send({
          to: supportEmail,
          replyTo: input.email,
          ...contactMail({
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            subject: input.subject,
            message: input.message,
            receivedAt: stored.createdAt,
          }),
        });
      } catch (error) {
        // Kept in the table (emailed_at empty), but the sender must know it did not go out.
        log.error({ err: error, contactMessageId: stored.id }, "contact mail to support failed");
        throw new AppError(
          503,
          "SERVICE_UNAVAILABLE",
          `Your message could not be sent right now. Please try again in a few minutes, or email us directly at ${supportEmail}.`,
        );
      }
      await markContactMessageEmailed(db, stored.id, new Date());
      return sent;
    },
  };
}
