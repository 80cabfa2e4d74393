import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cookieValue } from "../../lib/cookie.js";

/**
 * A browser's own random id, in a cookie that only the referral endpoints receive: the same
 * browser is the same device for the fraud check, whatever address or user agent it shows.
 */
export const DEVICE_COOKIE = "commentlens_device";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{24}$/;

export interface DeviceCookie {
  /** The browser's device id: the one its cookie holds, else a new one; set on the reply. */
  ensure(request: FastifyRequest, reply: FastifyReply): string;
}

export function deviceCookie(secure: boolean): DeviceCookie {
  const attributes = `Path=/api/referrals; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return {
    ensure(request, reply) {
      const given = cookieValue(request.headers.cookie, DEVICE_COOKIE);
      const id = given && DEVICE_ID.test(given) ? given : randomBytes(18).toString("base64url");
      reply.header(
        "set-cookie",
        `${DEVICE_COOKIE}=${id}; Max-Age=${ONE_YEAR_SECONDS}; ${attributes}`,
      );
      return id;
    },
  };
}
