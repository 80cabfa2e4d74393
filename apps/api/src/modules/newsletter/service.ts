import {
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_HOURLY_LIMIT,
  NEWSLETTER_MESSAGES,
  type NewsletterConfirmResponse,
  type NewsletterSubscribeResponse,
  type NewsletterUnsubscribeResponse,
  type newsletterSubscribeRequestSchema,
} from "@commentlens/shared";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { createRateLimiter, type RateLimiter } from "../../lib/rate-limit.js";
import type { Mailer } from "../mail/mailer.js";
import {
  claimConfirmationSend,
  confirmSubscriber,
  deletePendingSubscriber,
  findSubscriber,
  insertPending,
  releaseConfirmationSend,
  restartSubscription,
  type Subscriber,
  unsubscribeSubscriber,
} from "./repository.js";
import { newsletterConfirmationMail } from "./templates.js";
import { newNonce, newsletterTokens } from "./tokens.js";

export type NewsletterSubscribeInput = z.output<typeof newsletterSubscribeRequestSchema>;

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  /** Public origin, without a trailing slash: links in mails point there. */
  publicUrl: string;
  /** The app secret (signs the links). */
  secret: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface NewsletterService {
  readonly limiter: RateLimiter;
  subscribe(input: NewsletterSubscribeInput): Promise<NewsletterSubscribeResponse>;
  confirm(token: string): Promise<NewsletterConfirmResponse>;
  unsubscribe(token: string): Promise<NewsletterUnsubscribeResponse>;
  /** The unsubscribe page link and headers every mail to this subscriber must carry. */
  unsubscribeParts(subscriberId: string): { pageUrl: string; headers: Record<string, string> };
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function createNewsletterService(deps: NewsletterDeps): NewsletterService {
  const { db, mailer, publicUrl, log } = deps;
  const clock = deps.now ?? (() => new Date());
  const tokens = newsletterTokens(deps.secret);
  const checkInbox: NewsletterSubscribeResponse = {
    success: true,
    message: NEWSLETTER_MESSAGES.checkInbox,
  };

  function unsubscribeParts(subscriberId: string) {
    const token = encodeURIComponent(tokens.unsubscribe(subscriberId));
    return {
      pageUrl: `${publicUrl}/newsletter/unsubscribe?token=${token}`,
      // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to the API itself.
      headers: {
        "List-Unsubscribe": `<${publicUrl}/api/newsletter/unsubscribe?token=${token}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  }

  async function sendConfirmation(subscriber: Subscriber, now: Date): Promise<void> {
    const claimed = await claimConfirmationSend(
      db,
      subscriber.id,
      now,
      new Date(now.getTime() - HOUR_MS),
    );
    // Mailed within the hour (or no longer pending): the same answer, no second mail.
    if (!claimed?.confirmNonce) return;
    const confirmToken = tokens.confirm(
      claimed.id,
      claimed.confirmNonce,
      new Date(now.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS),
    );
    const unsubscribe = unsubscribeParts(claimed.id);
    try {
      await mailer.send({
        to: claimed.email,
        headers: unsubscribe.headers,
        ...newsletterConfirmationMail({
          email: claimed.email,
          confirmUrl: `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`,
          unsubscribeUrl: unsubscribe.pageUrl,
        }),
      });
    } catch (error) {
      await releaseConfirmationSend(db, claimed.id, now);
      throw error;
    }
  }

  return {
    unsubscribeParts,
    limiter: createRateLimiter(
      db,
      { name: "newsletter", max: NEWSLETTER_HOURLY_LIMIT, windowMs: HOUR_MS },
      { message: NEWSLETTER_MESSAGES.rateLimited },
    ),

    async subscribe(input) {
      const now = clock();
      // Addresses are compared without case: one subscription per mailbox.
      const email = input.email.toLowerCase();
      const wanted = { source: input.source, metadata: input.metadata ?? {} };
      try {
        let subscriber =
          (await findSubscriber(db, email)) ??
          (await insertPending(db, { email, ...wanted, nonce: newNonce() })) ??
          (await findSubscriber(db, email));
        if (!subscriber) throw new Error("newsletter subscriber neither found nor stored");
        if (subscriber.status === "unsubscribed") {
          subscriber =
            (await restartSubscription(db, subscriber.id, { ...wanted, nonce: newNonce(), now })) ??
            subscriber;
        }
        if (subscriber.status === "pending") await sendConfirmation(subscriber, now);
        return checkInbox;
      } catch (error) {
        log.error({ err: error }, "newsletter sign-up failed");
        throw new AppError(503, "SERVICE_UNAVAILABLE", NEWSLETTER_MESSAGES.failed);
      }
    },

    async confirm(token) {
      const parsed = tokens.readConfirm(token, clock());
      if (!parsed || !(await confirmSubscriber(db, parsed.id, parsed.nonce, clock()))) {
        throw new AppError(400, "VALIDATION_FAILED", NEWSLETTER_MESSAGES.confirmInvalid);
      }
      return { status: "confirmed" };
    },

    async unsubscribe(token) {
      const parsed = tokens.readUnsubscribe(token);
      if (!parsed) {
        throw new AppError(400, "VALIDATION_FAILED", NEWSLETTER_MESSAGES.unsubscribeInvalid);
      }
      // Already unsubscribed, or gone: the address gets no newsletter either way.
      await unsubscribeSubscriber(db, parsed.id, clock());
      return { status: "unsubscribed" };
    },
  };
}

/**
 * For account deletion: a sign-up never confirmed is the account's only; a confirmed one is a
 * consent of its own, ended by its unsubscribe link, so it stays.
 */
export function deleteNewsletterSignUpOfAccount(db: Db, email: string): Promise<void> {
  return deletePendingSubscriber(db, email);
}
