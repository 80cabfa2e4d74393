import { PLANS, type PlanId, usageLimitMessage } from "@commentlens/shared";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { freePeriod, freePeriodKey } from "./period.js";
import { deleteUsageOf, releaseSlot, signedUpAt, takeSlot, usedIn } from "./repository.js";

/**
 * Who may analyse, and how much: visitors by IP address and day, signed-in users by plan and
 * by the monthly period of their plan (Free: from the sign-up day; paid: from the
 * subscription's period start). Every metered feature goes through here.
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

/** A user's plan now, and the usage period it counts in. */
export interface PlanPeriod {
  planId: PlanId;
  /** Names the period's counter (see period.ts). */
  key: string;
  end: Date;
}

/** The plan of a user at `now`; billing binds it to the subscription. */
export type PlanOf = (userId: string, now: Date) => Promise<PlanPeriod>;

export interface UsageService {
  /**
   * Takes a slot. A visitor at the limit gets null (the caller words the answer); a signed-in
   * user at the limit gets a 402 USAGE_LIMIT carrying their plan's message.
   */
  reserve(meter: Meter, now?: Date): Promise<UsageSlot | null>;
  release(slot: UsageSlot): Promise<void>;
  status(meter: Meter, now?: Date): Promise<UsageStatus>;
}

const day = (now: Date) => now.toISOString().slice(0, 10);

/** Free by the sign-up day: for processes that do not wire billing (they only release slots). */
export function freePlanOf(db: Db): PlanOf {
  return async (userId, now) => {
    const period = freePeriod((await signedUpAt(db, userId)) ?? now, now);
    return { planId: "free", key: freePeriodKey(period), end: period.end };
  };
}

export function createUsageService(
  db: Db,
  options: { visitorDailyLimit: number; planOf?: PlanOf },
): UsageService {
  const planOf = options.planOf ?? freePlanOf(db);
  const current = async (meter: Meter, now: Date) => {
    if (meter.kind === "visitor") {
      const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
      return {
        subject: `ip:${meter.ip}`,
        period: day(now),
        end,
        limit: options.visitorDailyLimit,
        planId: null,
      };
    }
    const plan = await planOf(meter.userId, now);
    return {
      subject: userUsageSubject(meter.userId),
      period: plan.key,
      end: plan.end,
      limit: PLANS[plan.planId].usageLimit,
      planId: plan.planId,
    };
  };
  return {
    async reserve(meter, now = new Date()) {
      const { subject, period, end, limit, planId } = await current(meter, now);
      if (await takeSlot(db, subject, period, limit)) return { subject, period };
      if (planId) throw new AppError(402, "USAGE_LIMIT", usageLimitMessage(planId, end));
      return null;
    },
    release: (slot) => releaseSlot(db, slot.subject, slot.period),
    async status(meter, now = new Date()) {
      const { subject, period, end, limit } = await current(meter, now);
      return {
        used: await usedIn(db, subject, period),
        limit,
        periodEnd: end.toISOString(),
      };
    },
  };
}

/** The counter subject of a user. */
export const userUsageSubject = (userId: string) => `user:${userId}`;

/** How much the user has used in the period that `periodKey` names (billing shows it). */
export function usedByUser(db: Db, userId: string, periodKey: string): Promise<number> {
  return usedIn(db, userUsageSubject(userId), periodKey);
}

/** Deletes every usage counter of the user, for account deletion. */
export function deleteUsageOfAccount(db: Db, userId: string): Promise<void> {
  return deleteUsageOf(db, userUsageSubject(userId));
}
