import { createHash } from "node:crypto";

/**
 * A UUID that is the same for the same name: a job sent under it by several processes, or
 * again after a crash, is one job (the queue refuses a second job with an id it holds).
 * Built like a version 5 UUID, from SHA-256 instead of SHA-1.
 */
export function stableId(name: string): string {
  const bytes = createHash("sha256").update(name).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
