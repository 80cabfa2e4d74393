import { PLANS, type PlanId } from "@commentlens/shared";
import type { Db } from "../../db/client.js";
import { releaseSlot, takeSlot, usedIn } from "./repository.js";

/**
 * Who may analyse, and how much: visitors by IP address and day, signed-in users by plan and
 * month. Every metered feature goes through here.
 */

/** A slot held by an analysis, to give back if it fails. */
export interface UsageSlot {
  subject: string;
  period: string;
}

export type Meter = { kind: "visitor"; ip: string } | { kind: "user"; userId: string };

export interface UsageStatus {
  used: number;
  limit: number;
  /** End of the period (exclusive), as an ISO date-time. */
  periodEnd: string;
}

/** The plan of a user; Free until billing says otherwise. */
export type PlanOf = (userId: string) => Promise<PlanId>;

export interface UsageService {
  /** Takes a slot, or answers null when the limit is reached. */
  reserve(meter: Meter, now?: Date): Promise<UsageSlot | null>;
  release(slot: UsageSlot): Promise<void>;
  status(meter: Meter, now?: Date): Promise<UsageStatus>;
}

const day = (now: Date) => now.toISOString().slice(0, 10);
const month = (now: Date) => now.toISOString().slice(0, 7);

function periodOf(meter: Meter, now: Date): { subject: string; period: string; end: Date } {
  if (meter.kind === "visitor") {
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    return { subject: `ip:${meter.ip}`, period: day(now), end };
  }
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { subject: `user:${meter.userId}`, period: month(now), end };
}

export function createUsageService(
  db: Db,
  options: { visitorDailyLimit: number; planOf?: PlanOf },
): UsageService {
  const planOf: PlanOf = options.planOf ?? (async () => "free");
  const limitOf = async (meter: Meter) =>
    meter.kind === "visitor"
      ? options.visitorDailyLimit
      : PLANS[await planOf(meter.userId)].usageLimit;
  return {
    async reserve(meter, now = new Date()) {
      const { subject, period } = periodOf(meter, now);
      return (await takeSlot(db, subject, period, await limitOf(meter)))
        ? { subject, period }
        : null;
    },
    release: (slot) => releaseSlot(db, slot.subject, slot.period),
    async status(meter, now = new Date()) {
      const { subject, period, end } = periodOf(meter, now);
      return {
        used: await usedIn(db, subject, period),
        limit: await limitOf(meter),
        periodEnd: end.toISOString(),
      };
    },
  };
}

/** The counter subject of a user, for account deletion. */
export const userUsageSubject = (userId: string) => `user:${userId}`;
