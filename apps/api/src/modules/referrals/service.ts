import { randomBytes, randomInt, randomUUID } from "node:crypto";
import {
  isReferralCodeShape,
  normaliseReferralCode,
  type PaidPlanId,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_EXPIRY_DAYS,
  REFERRAL_MESSAGES,
  REFERRAL_NEW_ACCOUNT_DAYS,
  REFERRAL_SAME_DEVICE_WINDOW_HOURS,
  type Referral,
  type ReferralProcessResult,
  type ReferralReward,
  type ReferralStats,
  type ReferralStatus,
} from "@commentlens/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { clientSubject, createRateLimiter, type RateLimiter } from "../../lib/rate-limit.js";
import type { BillingListener } from "../billing/service.js";
import {
  countReferrals,
  deleteReferralDataOf,
  expirePending,
  findActiveCode,
  findCodeOfUser,
  findPair,
  findUserCreatedAt,
  hasReferral,
  insertCode,
  insertReferral,
  insertRewards,
  listReferrals,
  listRewards,
  moveFriendReferrals,
  owedRewards,
  type ReferralCodeRow,
  type ReferralRow,
  type RewardRow,
  recentSessions,
  setRewardStatus,
  sumRewardMonths,
  touchCode,
  unappliedRewardsAround,
} from "./repository.js";

/**
 * The referral programme's state machine. A referral is made when a new account claims the
 * code it signed up with (`process`), and moves only on billing events:
 *
 *   pending ──friend's Influencer checkout──▶ subscription_created
 *   subscription_created ──friend's first successful payment──▶ reward_granted
 *   pending ──90 days──▶ expired (scheduled job)
 *   fraud_detected from the start (already referred, same device): kept, inert
 *
 * Refused outright, with no referral kept: one's own code, and a friend whose email address is
 * not confirmed yet (anyone can sign up under any address; a confirmed one is a person).
 *
 * Granting makes one reward per side, applied to each one's subscription after the payment's
 * transaction (a Free referrer's month is banked until they subscribe); a reward whose
 * application failed is retried by the job, so it lands within the 24 hours the terms promise.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The requester as the server sees it: never an address the client reported itself. */
export interface ClientSeen {
  /** `request.ip`: the socket's address, or X-Forwarded-For only when TRUST_PROXY is set. */
  ip: string;
  /** Kept with a referral for the record; it is no proof of anything, so no rule reads it. */
  userAgent: string;
  /** The browser's device cookie (device.ts). */
  device: string;
}

/** The friend claiming a code: their account and whether its email is confirmed. */
export interface Friend {
  id: string;
  emailVerified: boolean;
}

export interface ReferralGranter {
  grantFreeMonth(userId: string, key: string, now?: Date): Promise<"applied" | "banked">;
}

export interface ReferralServiceDeps {
  db: Db;
  billing: ReferralGranter;
  log?: FastifyBaseLogger;
  /** The clock (tests move it). */
  now?: () => Date;
}

function newCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

const invalidCode = () => new AppError(400, "VALIDATION_FAILED", REFERRAL_MESSAGES.invalidCode);

/** What the friend is told about their referral; one that counts promises both a reward. */
function resultOf(row: ReferralRow): ReferralProcessResult {
  const status = row.status as ReferralStatus;
  if (status === "fraud_detected") {
    const message =
      row.fraudReason === "already_referred"
        ? REFERRAL_MESSAGES.alreadyReferred
        : REFERRAL_MESSAGES.notVerified;
    return { success: false, status, message };
  }
  if (status === "expired") return { success: false, status, message: REFERRAL_MESSAGES.expired };
  return { success: true, status, message: REFERRAL_MESSAGES.processed };
}

const rewardOut = (row: RewardRow): ReferralReward => ({
  id: row.id,
  months: row.months,
  state: row.status === "applied" ? "applied" : row.status === "banked" ? "waiting" : "processing",
  granted_at: row.grantedAt.toISOString(),
  applied_at: row.appliedAt?.toISOString() ?? null,
});

/** What the referral functions run on: the inputs, the clock and the two rate limits. */
export interface ReferralDeps {
  db: Db;
  billing: ReferralGranter;
  log?: FastifyBaseLogger;
  clock: () => Date;
  /** Public look-ups of a code: the validate route's own limit. */
  validations: RateLimiter;
  claims: RateLimiter;
}

/** The programme's dependencies, with its rate limits, built once at start-up. */
export function referralDeps(input: ReferralServiceDeps): ReferralDeps {
  const clock = input.now ?? (() => new Date());
  return {
    db: input.db,
    billing: input.billing,
    ...(input.log ? { log: input.log } : {}),
    clock,
    // Public look-ups: enough for people, too few to walk the code space.
    validations: createRateLimiter(
      input.db,
      { name: "referral-validate", max: 30, windowMs: 10 * 60 * 1000 },
      { message: REFERRAL_MESSAGES.validateLimited, now: clock },
    ),
    // Each claim may write a row into someone's history: a few an hour per account is plenty.
    claims: createRateLimiter(
      input.db,
      { name: "referral-process", max: 10, windowMs: HOUR_MS },
      { message: REFERRAL_MESSAGES.processFailed, now: clock },
    ),
  };
}

/** The user's code, made on first need (a collision, or a concurrent first call, retries). */
async function ensureCode(deps: ReferralDeps, userId: string): Promise<ReferralCodeRow> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const existing = await findCodeOfUser(deps.db, userId);
    if (existing) return existing;
    await insertCode(deps.db, {
      id: randomUUID(),
      userId,
      code: newCode(),
      createdAt: deps.clock(),
    });
  }
  throw new Error("could not make a unique referral code");
}

/** The owner's code, noting where they were seen (the same-device check compares to it). */
async function ownCode(
  deps: ReferralDeps,
  userId: string,
  client: ClientSeen,
): Promise<ReferralCodeRow> {
  const row = await ensureCode(deps, userId);
  await touchCode(deps.db, userId, {
    at: deps.clock(),
    ip: client.ip,
    userAgent: client.userAgent,
    device: client.device,
  });
  return row;
}

export async function referralCode(deps: ReferralDeps, userId: string, client: ClientSeen) {
  return { referral_code: (await ownCode(deps, userId, client)).code };
}

export async function referralStats(
  deps: ReferralDeps,
  userId: string,
  client: ClientSeen,
): Promise<ReferralStats> {
  const row = await ownCode(deps, userId, client);
  const counts = await countReferrals(deps.db, userId);
  return {
    referral_code: row.code,
    total_referrals: counts.total,
    pending_referrals: counts.pending,
    successful_referrals: counts.successful,
    total_reward_months: await sumRewardMonths(deps.db, userId),
  };
}

export async function referralsOf(deps: ReferralDeps, userId: string): Promise<Referral[]> {
  return (await listReferrals(deps.db, userId)).map((r) => ({
    id: r.id,
    referred_user_id: r.referredUserId,
    referred_at: r.referredAt.toISOString(),
    status: r.status,
  }));
}

export async function rewardsOf(deps: ReferralDeps, userId: string): Promise<ReferralReward[]> {
  return (await listRewards(deps.db, userId)).map(rewardOut);
}

export async function validateReferralCode(
  deps: ReferralDeps,
  input: string,
): Promise<{ valid: boolean }> {
  const normalised = normaliseReferralCode(input);
  if (!isReferralCodeShape(normalised)) return { valid: false };
  return { valid: (await findActiveCode(deps.db, normalised)) !== null };
}

/**
 * Whether the friend is on the referrer's device: the referrer's browser (its device cookie),
 * or the referrer's address in the last 24 hours. The user agent plays no part: any client
 * sets it to what it likes.
 */
async function sameDevice(
  deps: ReferralDeps,
  owner: ReferralCodeRow,
  client: ClientSeen,
  now: Date,
) {
  if (owner.lastSeenDevice !== null && owner.lastSeenDevice === client.device) return true;
  const since = new Date(now.getTime() - REFERRAL_SAME_DEVICE_WINDOW_HOURS * HOUR_MS);
  const subject = clientSubject(client.ip);
  const sameAddress = (ip: string | null) => ip !== null && clientSubject(ip) === subject;
  if (owner.lastSeenAt && owner.lastSeenAt >= since && sameAddress(owner.lastSeenIp)) {
    return true;
  }
  const sessions = await recentSessions(deps.db, owner.userId, since);
  return sessions.some((s) => sameAddress(s.ipAddress));
}

/**
 * The friend claims the code they signed up with, once, after their first sign-in. A repeat
 * of the same claim answers the referral as it is.
 */
export async function processReferral(
  deps: ReferralDeps,
  friend: Friend,
  input: string,
  client: ClientSeen,
): Promise<ReferralProcessResult> {
  const now = deps.clock();
  const friendId = friend.id;
  const normalised = normaliseReferralCode(input);
  if (!isReferralCodeShape(normalised)) throw invalidCode();
  const owner = await findActiveCode(deps.db, normalised);
  if (!owner) throw invalidCode();
  if (owner.userId === friendId) {
    throw new AppError(400, "VALIDATION_FAILED", REFERRAL_MESSAGES.selfReferral);
  }
  if (!friend.emailVerified) {
    throw new AppError(403, "EMAIL_NOT_VERIFIED", REFERRAL_MESSAGES.confirmEmailFirst);
  }
  const existing = await findPair(deps.db, owner.userId, friendId);
  if (existing) return resultOf(existing);
  if (!(await deps.claims.hit(`user:${friendId}`)).allowed) {
    throw new AppError(429, "RATE_LIMITED", REFERRAL_MESSAGES.processFailed);
  }
  const createdAt = await findUserCreatedAt(deps.db, friendId);
  if (!createdAt || now.getTime() - createdAt.getTime() > REFERRAL_NEW_ACCOUNT_DAYS * DAY_MS) {
    throw new AppError(400, "VALIDATION_FAILED", REFERRAL_MESSAGES.notNewAccount);
  }
  let fraudReason: "already_referred" | "same_device" | null = null;
  // Any referral before, flagged ones included: a friend caught once cannot try a new code.
  if (await hasReferral(deps.db, friendId)) fraudReason = "already_referred";
  else if (await sameDevice(deps, owner, client, now)) fraudReason = "same_device";
  const row = {
    referrerId: owner.userId,
    referredUserId: friendId,
    code: owner.code,
    ipAddress: client.ip,
    userAgent: client.userAgent,
    referredAt: now,
  };
  const inserted =
    (await insertReferral(deps.db, {
      ...row,
      id: newId("ref"),
      status: fraudReason ? "fraud_detected" : "pending",
      fraudReason,
    })) ??
    // A concurrent claim won: the same pair (answered as it is), or another referrer's.
    (await findPair(deps.db, owner.userId, friendId)) ??
    (await insertReferral(deps.db, {
      ...row,
      id: newId("ref"),
      status: "fraud_detected",
      fraudReason: "already_referred",
    })) ??
    (await findPair(deps.db, owner.userId, friendId));
  if (!inserted) throw new Error("referral neither inserted nor found");
  deps.log?.info(
    { referralId: inserted.id, status: inserted.status, reason: inserted.fraudReason },
    "referral processed",
  );
  return resultOf(inserted);
}

// ---- rewards -------------------------------------------------------------------------

/** Applies one reward; a failure leaves it owed for the job to retry. */
async function applyReward(
  deps: ReferralDeps,
  reward: RewardRow,
): Promise<"applied" | "banked" | "failed"> {
  const now = deps.clock();
  try {
    const outcome = await deps.billing.grantFreeMonth(reward.userId, reward.id, now);
    await setRewardStatus(
      deps.db,
      reward.id,
      outcome === "applied" ? { status: "applied", appliedAt: now } : { status: "banked" },
    );
    return outcome;
  } catch (error) {
    deps.log?.warn({ err: error, rewardId: reward.id }, "could not apply a referral reward yet");
    await setRewardStatus(deps.db, reward.id, {
      status: "owed",
      lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
    });
    return "failed";
  }
}

/**
 * What billing tells the programme: an Influencer checkout moves the friend's referral on, the
 * first successful payment grants both rewards, and after the payment's transaction the
 * rewards are applied.
 */
export function referralBillingListener(deps: ReferralDeps): BillingListener {
  return {
    async onCheckoutCompleted(tx: Db, userId: string, planId: PaidPlanId) {
      if (planId !== "influencer") return;
      await moveFriendReferrals(tx, userId, "pending", "subscription_created", deps.clock());
    },

    async onPaymentSucceeded(tx: Db, userId: string, planId: PaidPlanId | null) {
      const now = deps.clock();
      // Stripe may deliver the payment before the checkout's own event.
      if (planId === "influencer") {
        await moveFriendReferrals(tx, userId, "pending", "subscription_created", now);
      }
      const granted = await moveFriendReferrals(
        tx,
        userId,
        "subscription_created",
        "reward_granted",
        now,
      );
      await insertRewards(
        tx,
        granted.flatMap((r) => [
          {
            id: newId("rwd"),
            referralId: r.id,
            userId: r.referrerId,
            role: "referrer",
            grantedAt: now,
          },
          { id: newId("rwd"), referralId: r.id, userId, role: "referred", grantedAt: now },
        ]),
      );
    },

    async afterPayments(userIds: string[]) {
      for (const reward of await unappliedRewardsAround(deps.db, userIds)) {
        await applyReward(deps, reward);
      }
    },
  };
}

/**
 * The scheduled job: pending referrals past 90 days expire, and rewards whose application
 * failed are tried again.
 */
export async function referralMaintenance(
  deps: ReferralDeps,
): Promise<{ expired: number; applied: number }> {
  const now = deps.clock();
  const expired = await expirePending(
    deps.db,
    new Date(now.getTime() - REFERRAL_EXPIRY_DAYS * DAY_MS),
    now,
  );
  let applied = 0;
  for (const reward of await owedRewards(deps.db)) {
    if ((await applyReward(deps, reward)) === "applied") applied++;
  }
  return { expired, applied };
}

/**
 * For account deletion: the user's code and the referrals they made; a friend's own account
 * and rewards are untouched.
 */
export function deleteReferralDataOfAccount(db: Db, userId: string): Promise<void> {
  return deleteReferralDataOf(db, userId);
}
