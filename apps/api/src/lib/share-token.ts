import { createHash, randomBytes } from "node:crypto";

/**
 * Tokens of read-only report links: 192 random bits, base64url, after a one-letter kind
 * ("a" a post report, "p" a profile report) so one address, `/r/<token>`, opens either.
 * Only their SHA-256 is stored: a copy of the database opens no report.
 */

export type ShareKind = "a" | "p";

export function newShareToken(kind: ShareKind): string {
  return `${kind}${randomBytes(24).toString("base64url")}`;
}

export function shareTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The kind of a token as links carry it, or undefined for anything that is not one. */
export function shareKindOf(token: string): ShareKind | undefined {
  if (!/^[ap][A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  return token[0] as ShareKind;
}
