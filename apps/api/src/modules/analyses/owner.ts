import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cookieValue } from "../../lib/cookie.js";
import { sessionUser } from "../auth/session.js";

/**
 * Who owns an analysis: a signed-in user, or a visitor's browser. A visitor is known by a
 * random key in a signed httpOnly cookie, so another browser cannot read its reports.
 */
export type Owner = { kind: "user"; userId: string } | { kind: "visitor"; visitorKey: string };

export const VISITOR_COOKIE = "commentlens_visitor";
/** Visitor reports are kept this long. */
export const VISITOR_TTL_MS = 24 * 60 * 60 * 1000;

export interface VisitorCookies {
  /** The visitor key of the request's cookie, when its signature is ours. */
  read(request: FastifyRequest): string | null;
  /** The visitor key, set (or refreshed) on the reply. */
  ensure(request: FastifyRequest, reply: FastifyReply): string;
  clear(reply: FastifyReply): void;
}

export function visitorCookies(secret: string, secure: boolean): VisitorCookies {
  const sign = (key: string) =>
    createHmac("sha256", `${secret}:visitor`).update(key).digest("base64url");
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  const read = (request: FastifyRequest) => {
    const raw = cookieValue(request.headers.cookie, VISITOR_COOKIE);
    if (!raw) return null;
    const [key, signature] = raw.split(".");
    if (!key || !signature || !/^[A-Za-z0-9_-]{16,64}$/.test(key)) return null;
    const expected = Buffer.from(sign(key));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? key : null;
  };
  return {
    read,
    ensure(request, reply) {
      const key = read(request) ?? randomBytes(18).toString("base64url");
      reply.header(
        "set-cookie",
        `${VISITOR_COOKIE}=${key}.${sign(key)}; Max-Age=${VISITOR_TTL_MS / 1000}; ${attributes}`,
      );
      return key;
    },
    clear(reply) {
      reply.header("set-cookie", `${VISITOR_COOKIE}=; Max-Age=0; ${attributes}`);
    },
  };
}

/**
 * The owner of a request: the signed-in user, else the visitor cookie's browser. When both
 * are present the visitor's reports move into the account (`claim`) and the cookie goes.
 */
export async function ownerOf(
  request: FastifyRequest,
  reply: FastifyReply,
  cookies: VisitorCookies,
  claim: (visitorKey: string, userId: string) => Promise<void>,
): Promise<Owner | null> {
  const user = await sessionUser(request);
  const visitorKey = cookies.read(request);
  if (user) {
    if (visitorKey) {
      await claim(visitorKey, user.id);
      cookies.clear(reply);
    }
    return { kind: "user", userId: user.id };
  }
  return visitorKey ? { kind: "visitor", visitorKey } : null;
}

/**
 * Whether `who` is the account that owns the analysis: only they correct its labels (not a
 * visitor, whose report is not saved, nor an Agency team member reading it).
 */
export function isOwnerAccount(row: { userId: string | null }, who: Owner | null | undefined) {
  return who?.kind === "user" && row.userId === who.userId;
}
