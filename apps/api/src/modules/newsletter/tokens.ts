import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Signed newsletter links (HMAC-SHA256 with the app secret, one key per purpose, so an
 * unsubscribe token can never confirm). A confirmation token names the subscriber, the
 * subscription's nonce and an expiry; an unsubscribe token only the subscriber and never
 * expires (RFC 8058: old mails must still unsubscribe).
 */

const ID = /^[0-9a-f-]{36}$/;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

export function newNonce(): string {
  return randomBytes(16).toString("base64url");
}

export interface NewsletterTokens {
  confirm(id: string, nonce: string, expiresAt: Date): string;
  readConfirm(token: string, now: Date): { id: string; nonce: string } | null;
  unsubscribe(id: string): string;
  readUnsubscribe(token: string): { id: string } | null;
}

export function newsletterTokens(secret: string): NewsletterTokens {
  const sign = (purpose: string, payload: string) =>
    createHmac("sha256", `${secret}:newsletter-${purpose}`).update(payload).digest("base64url");
  const signed = (purpose: string, token: string): string[] | null => {
    const cut = token.lastIndexOf(".");
    if (cut <= 0) return null;
    const payload = token.slice(0, cut);
    const expected = Buffer.from(sign(purpose, payload));
    const given = Buffer.from(token.slice(cut + 1));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return payload.split(".");
  };
  return {
    confirm(id, nonce, expiresAt) {
      const payload = `${id}.${nonce}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return `${payload}.${sign("confirm", payload)}`;
    },
    readConfirm(token, now) {
      const parts = signed("confirm", token);
      if (parts?.length !== 3) return null;
      const [id = "", nonce = "", expires = ""] = parts;
      if (!ID.test(id) || !NONCE.test(nonce) || !/^\d{1,12}$/.test(expires)) return null;
      if (Number(expires) * 1000 <= now.getTime()) return null;
      return { id, nonce };
    },
    unsubscribe(id) {
      return `${id}.${sign("unsubscribe", id)}`;
    },
    readUnsubscribe(token) {
      const parts = signed("unsubscribe", token);
      if (parts?.length !== 1 || !ID.test(parts[0] ?? "")) return null;
      return { id: parts[0] as string };
    },
  };
}
