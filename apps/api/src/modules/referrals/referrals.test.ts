import {
  invoicesResponseSchema,
  LOCAL_TEST_CARDS,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_MESSAGES,
  type ReferralStats,
  referralRewardsResponseSchema,
  referralStatsSchema,
  referralsResponseSchema,
  subscriptionSchema,
} from "@commentlens/shared";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import {
  billingEvent,
  referral,
  referralCode,
  referralReward,
  session,
  subscription,
  user,
} from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN } from "../../test/browser.js";
import { createLocalProvider } from "../billing/providers/local.js";
import type { BillingEvent } from "../billing/providers/provider.js";
import { createBillingService } from "../billing/service.js";
import { addMonths } from "../usage/period.js";
import { REFERRALS_QUEUE } from "./jobs.js";
import { referralBillingListener, referralDeps, referralMaintenance } from "./service.js";

/**
 * The referral programme through the real app: each person is a device (an address and a
 * browser with its own cookies: session and device), as the fraud rules see them.
 */

const DAY = 24 * 3600 * 1000;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0";
const CARD = {
  card_number: LOCAL_TEST_CARDS.success,
  expiry: "12/39",
  cvc: "123",
  name: "Ana Lima",
};

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

type Device = ReturnType<typeof device>;

/** A browser on one address (until it moves): keeps its cookies and sends the site's Origin. */
function device(app: TestApp, ip: string, userAgent: string, extra: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  let address = ip;
  const keep = (res: LightMyRequestResponse) => {
    for (const c of res.cookies) {
      if (c.value === "" || (c.maxAge !== undefined && c.maxAge <= 0)) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const send = async (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    keep(
      await app.app.inject({
        method,
        url,
        payload,
        remoteAddress: address,
        headers: {
          origin: ORIGIN,
          "user-agent": userAgent,
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
          ...extra,
        },
      }),
    );
  return {
    get: (url: string) => send("GET", url),
    post: (url: string, payload: object) => send("POST", url, payload),
    delete: (url: string) => send("DELETE", url),
    /** The same browser on another network. */
    moveTo(ip: string) {
      address = ip;
    },
  };
}

/** Marks the account's email confirmed, as its mailed link would. */
async function confirmEmail(userId: string) {
  await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}

/** Signs a new account up on the device and signs it in, its email confirmed. */
async function signUpConfirmed(d: Device, email: string, confirmed = true): Promise<string> {
  const res = await d.post("/api/auth/sign-up/email", { email, password: "secret-one-1" });
  expect(res.statusCode, res.body).toBe(200);
  expect(
    (await d.post("/api/auth/sign-in/email", { email, password: "secret-one-1" })).statusCode,
  ).toBe(200);
  const id = (await d.get("/api/auth/get-session")).json().user.id as string;
  if (confirmed) await confirmEmail(id);
  return id;
}

/** A new account on `ip` with `userAgent`, its email confirmed unless told otherwise. */
async function person(email: string, ip: string, userAgent = CHROME, confirmed = true) {
  const d = device(t, ip, userAgent);
  const id = await signUpConfirmed(d, email, confirmed);
  return Object.assign(d, { id, email });
}

async function codeOf(d: Device): Promise<string> {
  const res = await d.get("/api/referrals/code");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().referral_code as string;
}

async function statsOf(d: Device): Promise<ReferralStats> {
  const res = await d.get("/api/referrals/stats");
  expect(res.statusCode, res.body).toBe(200);
  return referralStatsSchema.parse(res.json());
}

async function historyOf(d: Device) {
  const res = await d.get("/api/referrals");
  expect(res.statusCode, res.body).toBe(200);
  return referralsResponseSchema.parse(res.json());
}

async function rewardsOf(d: Device) {
  const res = await d.get("/api/referrals/rewards");
  expect(res.statusCode, res.body).toBe(200);
  return referralRewardsResponseSchema.parse(res.json());
}

function claim(d: Device, code: string) {
  return d.post("/api/referrals/process", { referral_code: code });
}

async function subscriptionOf(d: Device) {
  const res = await d.get("/api/subscription");
  expect(res.statusCode, res.body).toBe(200);
  return subscriptionSchema.parse(res.json());
}

/** Checks out a plan with the local provider's test card. */
async function subscribe(d: Device, planType: "influencer" | "agency") {
  const res = await d.post("/api/subscription-management", {
    mode: "create_checkout",
    plan_type: planType,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = /\/billing\/checkout\/([^/?#]+)$/.exec(res.json().checkout_url)?.[1];
  const paid = await d.post(`/api/billing/local/checkout/${id}/pay`, CARD);
  expect(paid.statusCode, paid.body).toBe(200);
}

async function statusesOf(referrerId: string) {
  const rows = await t.database.db
    .select({ status: referral.status, reason: referral.fraudReason })
    .from(referral)
    .where(eq(referral.referrerId, referrerId));
  return rows;
}

/** Days from now to a date, rounded (a month is 28 to 31 days). */
const daysUntil = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / DAY);

describe("referral codes", () => {
  it("gives each user one unique code from the unambiguous alphabet, owner-only", async () => {
    t = await createTestApp();
    const ana = await person("ana@example.com", "10.0.0.1");
    const bo = await person("bo@example.com", "10.0.0.2");

    const code = await codeOf(ana);
    expect(code).toMatch(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`));
    expect(await codeOf(ana)).toBe(code);
    expect(await codeOf(bo)).not.toBe(code);
    expect(await statsOf(ana)).toEqual({
      referral_code: code,
      total_referrals: 0,
      pending_referrals: 0,
      successful_referrals: 0,
      total_reward_months: 0,
    });
    expect(await historyOf(ana)).toEqual([]);

    // Signed out: nothing but the public check.
    const visitor = device(t, "10.0.0.9", CHROME);
    for (const path of [
      "/api/referrals/code",
      "/api/referrals/stats",
      "/api/referrals",
      "/api/referrals/rewards",
    ]) {
      const res = await visitor.get(path);
      expect(res.statusCode, path).toBe(401);
      expect(res.json().error).toBe("User not authenticated");
    }
    expect((await claim(visitor, code)).statusCode).toBe(401);
  });

  it("validates codes case-insensitively, only active ones, and limits the checks", async () => {
    t = await createTestApp();
    const ana = await person("ana@example.com", "10.0.0.1");
    const code = await codeOf(ana);
    const visitor = device(t, "10.0.0.9", CHROME);
    const check = async (value: string) => {
      const res = await visitor.get(`/api/referrals/validate?code=${encodeURIComponent(value)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().valid as boolean;
    };
    expect(await check(code)).toBe(true);
    expect(await check(` ${code.toLowerCase()} `)).toBe(true);
    expect(await check("ZZZZZZZZ")).toBe(false);
    expect(await check(code.slice(0, 7))).toBe(false);
    expect(await check("")).toBe(false);
    expect(await check("'; drop table referral; --")).toBe(false);

    await t.database.db
      .update(referralCode)
      .set({ isActive: false })
      .where(eq(referralCode.code, code));
    expect(await check(code)).toBe(false);

    // 30 checks per 10 minutes and address; another address has its own allowance.
    let last = await visitor.get("/api/referrals/validate?code=ABCDEFGH");
    for (let i = 0; i < 30 && last.statusCode === 200; i++) {
      last = await visitor.get("/api/referrals/validate?code=ABCDEFGH");
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toBe(REFERRAL_MESSAGES.validateLimited);
    expect(last.headers["retry-after"]).toBeDefined();
    const other = await device(t, "10.0.0.10", CHROME).get("/api/referrals/validate?code=ABCDEFGH");
    expect(other.statusCode).toBe(200);
  });
});

describe("processing a referral at sign-up", () => {
  it("makes a pending referral once, seen only by the referrer", async () => {
    t = await createTestApp();
    const ana = await person("ana@example.com", "10.0.0.1");
    const code = await codeOf(ana);
    const bo = await person("bo@example.com", "10.0.0.2");

    const res = await claim(bo, code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: "pending",
      message: REFERRAL_MESSAGES.processed,
    });
    // Claiming again answers the same referral: no second row.
    expect((await claim(bo, code)).json()).toMatchObject({ status: "pending", success: true });

    const history = await historyOf(ana);
    expect(history).toEqual([
      {
        id: expect.any(String),
        referred_user_id: bo.id,
        referred_at: expect.any(String),
        status: "pending",
      },
    ]);
    expect(await statsOf(ana)).toMatchObject({
      total_referrals: 1,
      pending_referrals: 1,
      successful_referrals: 0,
    });
    // The friend sees none of it as their own referrals.
    expect(await historyOf(bo)).toEqual([]);
    expect((await statsOf(bo)).total_referrals).toBe(0);
    // The server kept the address and browser it saw, not any the client claimed.
    const [row] = await t.database.db.select().from(referral);
    expect(row).toMatchObject({ ipAddress: "10.0.0.2", userAgent: CHROME });
  });

  it("refuses unknown codes and accounts that are not new", async () => {
    t = await createTestApp();
    const ana = await person("ana@example.com", "10.0.0.1");
    const code = await codeOf(ana);
    const bo = await person("bo@example.com", "10.0.0.2");

    const unknown = await claim(bo, "ZZZZZZZZ");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(REFERRAL_MESSAGES.invalidCode);
    expect((await claim(bo, "short")).statusCode).toBe(400);

    await t.database.db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(user.id, bo.id));
    const old = await claim(bo, code);
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe(REFERRAL_MESSAGES.notNewAccount);
    expect(await t.database.db.select().from(referral)).toEqual([]);
  });

  it("refuses one's own code and keeps nothing; a second referral of a friend is fraud_detected", async () => {
    t = await createTestApp();
    const ana = await person("ana@example.com", "10.0.0.1");
    const cy = await person("cy@example.com", "10.0.0.3");
    const bo = await person("bo@example.com", "10.0.0.2");

    const self = await claim(ana, await codeOf(ana));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      error: REFERRAL_MESSAGES.selfReferral,
      code: "VALIDATION_FAILED",
    });
    expect(await statusesOf(ana.id)).toEqual([]);
    expect(await statsOf(ana)).toMatchObject({ total_referrals: 0, pending_referrals: 0 });

    expect((await claim(bo, await codeOf(ana))).json().status).toBe("pending");
    const second = await claim(bo, await codeOf(cy));
    expect(second.json()).toEqual({
      success: false,
      status: "fraud_detected",
      message: REFERRAL_MESSAGES.alreadyReferred,
    });
    expect(await statusesOf(ana.id)).toEqual([{ status: "pending", reason: null }]);
    expect(await statusesOf(cy.id)).toEqual([
      { status: "fraud_detected", reason: "already_referred" },
    ]);
    // The Issue row is the referrer's to see; it never counts as pending or successful.
    expect(await statsOf(cy)).toMatchObject({ total_referrals: 1, pending_referrals: 0 });
    expect((await historyOf(cy))[0]?.status).toBe("fraud_detected");
  });

  it("refuses a friend whose email is not confirmed yet, and keeps nothing", async () => {
    t = await createTestApp();
    const ana = await person("ana@example.com", "10.0.0.1");
    const code = await codeOf(ana);
    const bo = await person("bo@example.com", "10.0.0.2", CHROME, false);

    const early = await claim(bo, code);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      error: REFERRAL_MESSAGES.confirmEmailFirst,
      code: "EMAIL_NOT_VERIFIED",
    });
    expect(await t.database.db.select().from(referral)).toEqual([]);

    // Once confirmed, the same claim makes the referral.
    await confirmEmail(bo.id);
    expect((await claim(bo, code)).json().status).toBe("pending");
  });

  it("the referrer's address within 24 h is the same device, whatever the browser says", async () => {
    t = await createTestApp();
    const ana = await person("ana@example.com", "203.0.113.7", CHROME);
    const code = await codeOf(ana);

    // A second account made on Ana's own computer, and one that only changed its user agent.
    const twin = await person("twin@example.com", "203.0.113.7", CHROME);
    expect((await claim(twin, code)).json()).toEqual({
      success: false,
      status: "fraud_detected",
      message: REFERRAL_MESSAGES.notVerified,
    });
    const disguised = await person("flat@example.com", "203.0.113.7", FIREFOX);
    expect((await claim(disguised, code)).json().status).toBe("fraud_detected");

    // IPv6: the same /64 counts as the same address.
    const six = await person("six@example.com", "2001:db8:1:2::10", CHROME);
    const sixCode = await codeOf(six);
    const sixTwin = await person("sixtwin@example.com", "2001:db8:1:2:abcd::99", FIREFOX);
    expect((await claim(sixTwin, sixCode)).json().status).toBe("fraud_detected");

    expect(await statusesOf(ana.id)).toEqual([
      { status: "fraud_detected", reason: "same_device" },
      { status: "fraud_detected", reason: "same_device" },
    ]);
  });

  it("the referrer's browser is the same device on any address (its device cookie)", async () => {
    t = await createTestApp();
    const laptop = device(t, "203.0.113.7", CHROME);
    const anaId = await signUpConfirmed(laptop, "ana@example.com");
    const code = await codeOf(laptop);
    const cookie = (await laptop.get("/api/referrals/code")).headers["set-cookie"];
    expect(String(cookie)).toMatch(
      /commentlens_device=[\w-]{24}; Max-Age=\d+; Path=\/api\/referrals; HttpOnly; SameSite=Lax; Secure/,
    );

    // Signed out, the same browser makes a new account days later, from another network.
    await laptop.post("/api/auth/sign-out", {});
    const longAgo = new Date(Date.now() - 3 * DAY);
    await t.database.db.update(session).set({ createdAt: longAgo, updatedAt: longAgo });
    await t.database.db
      .update(referralCode)
      .set({ lastSeenAt: longAgo })
      .where(eq(referralCode.userId, anaId));
    laptop.moveTo("198.51.100.77");
    await signUpConfirmed(laptop, "alt@example.com");
    expect((await claim(laptop, code)).json().status).toBe("fraud_detected");
    expect(await statusesOf(anaId)).toEqual([{ status: "fraud_detected", reason: "same_device" }]);
  });

  it("a friend flagged once cannot claim another code", async () => {
    t = await createTestApp();
    const ana = await person("ana@example.com", "203.0.113.7");
    const cy = await person("cy@example.com", "198.51.100.3");
    const twin = await person("twin@example.com", "203.0.113.7");
    expect((await claim(twin, await codeOf(ana))).json().status).toBe("fraud_detected");

    // Cy's code from elsewhere would have been pending: the flag stays with the friend.
    const other = await claim(twin, await codeOf(cy));
    expect(other.json()).toEqual({
      success: false,
      status: "fraud_detected",
      message: REFERRAL_MESSAGES.alreadyReferred,
    });
    expect(await statusesOf(cy.id)).toEqual([
      { status: "fraud_detected", reason: "already_referred" },
    ]);
  });

  it("the same address seen more than 24 h ago is not fraud", async () => {
    t = await createTestApp();
    const ana = await person("ana@example.com", "203.0.113.7", CHROME);
    const code = await codeOf(ana);
    const longAgo = new Date(Date.now() - 25 * 3600 * 1000);
    await t.database.db
      .update(session)
      .set({ createdAt: longAgo, updatedAt: longAgo })
      .where(eq(session.userId, ana.id));
    await t.database.db
      .update(referralCode)
      .set({ lastSeenAt: longAgo })
      .where(eq(referralCode.userId, ana.id));
    const later = await person("later@example.com", "203.0.113.7", CHROME);
    expect((await claim(later, code)).json().status).toBe("pending");
  });

  it("reads the address from the socket: X-Forwarded-For counts only with TRUST_PROXY", async () => {
    t = await createTestApp();
    const ana = await person("ana@example.com", "198.51.100.1", CHROME);
    const code = await codeOf(ana);
    // Without TRUST_PROXY a client cannot pick the address it is judged by.
    const spoof = device(t, "198.51.100.2", CHROME, { "x-forwarded-for": "198.51.100.1" });
    await signUpConfirmed(spoof, "bo@example.com");
    expect((await claim(spoof, code)).json().status).toBe("pending");
    const [row] = await t.database.db.select().from(referral);
    expect(row?.ipAddress).toBe("198.51.100.2");
    await t.close();

    // Behind a proxy we run, its header names the client.
    t = await createTestApp({ TRUST_PROXY: "true" });
    const viaProxy = (client: string) =>
      device(t, "127.0.0.1", CHROME, { "x-forwarded-for": client });
    const cy = viaProxy("198.51.100.1");
    await cy.post("/api/auth/sign-up/email", { email: "cy@example.com", password: "secret-one-1" });
    await cy.post("/api/auth/sign-in/email", { email: "cy@example.com", password: "secret-one-1" });
    const cyCode = (await cy.get("/api/referrals/code")).json().referral_code as string;
    const twin = viaProxy("198.51.100.1");
    await signUpConfirmed(twin, "twin@example.com");
    expect((await claim(twin, cyCode)).json().status).toBe("fraud_detected");
    const other = viaProxy("198.51.100.50");
    await signUpConfirmed(other, "other@example.com");
    expect((await claim(other, cyCode)).json().status).toBe("pending");
    // Two apps, one after the other: more time than one.
  }, 60_000);
});

describe("the state machine on billing events (local provider)", () => {
  it("Influencer checkout and first payment: reward_granted, both get a month, once", async () => {
    t = await createTestApp();
    const ana = await person("ana@example.com", "10.0.0.1");
    const bo = await person("bo@example.com", "10.0.0.2");
    expect((await claim(bo, await codeOf(ana))).json().status).toBe("pending");

    // The local checkout is the checkout and the first payment in one step.
    await subscribe(bo, "influencer");
    expect(await statusesOf(ana.id)).toEqual([{ status: "reward_granted", reason: null }]);
    const [row] = await t.database.db.select().from(referral);
    expect(row?.subscribedAt).toBeInstanceOf(Date);
    expect(row?.rewardedAt).toBeInstanceOf(Date);

    // Bo paid for a month and got one more: the next billing date is two months away, the
    // usage month is still one month, and a $0 receipt records the reward.
    const boSub = await subscriptionOf(bo);
    expect(daysUntil(boSub.current_period_end)).toBeGreaterThanOrEqual(58);
    expect(daysUntil(boSub.current_period_end)).toBeLessThanOrEqual(62);
    expect(boSub.usage_limit).toBe(100);
    const invoices = invoicesResponseSchema.parse((await bo.get("/api/billing/invoices")).json());
    expect(invoices.map((i) => i.amount_cents).sort()).toEqual([0, 499]);
    expect(await rewardsOf(bo)).toEqual([
      expect.objectContaining({ months: 1, state: "applied", applied_at: expect.any(String) }),
    ]);

    // Ana is on Free: her month waits for her own subscription.
    expect(await rewardsOf(ana)).toEqual([
      expect.objectContaining({ months: 1, state: "waiting", applied_at: null }),
    ]);
    expect(await statsOf(ana)).toMatchObject({
      total_referrals: 1,
      pending_referrals: 0,
      successful_referrals: 1,
      total_reward_months: 1,
    });
    expect((await statsOf(bo)).total_reward_months).toBe(1);
    expect((await subscriptionOf(ana)).plan_id).toBe("free");

    // When she subscribes, the banked month is added to her first period.
    await subscribe(ana, "influencer");
    const anaSub = await subscriptionOf(ana);
    expect(daysUntil(anaSub.current_period_end)).toBeGreaterThanOrEqual(58);
    expect(await rewardsOf(ana)).toEqual([expect.objectContaining({ state: "applied" })]);

    // Nothing is granted twice: a month's renewal is another payment, not a first one.
    await t.database.db
      .update(subscription)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscription.userId, bo.id));
    expect((await subscriptionOf(bo)).subscription_status).toBe("active");
    expect(await t.database.db.select().from(referralReward)).toHaveLength(2);
    expect(await statusesOf(ana.id)).toEqual([{ status: "reward_granted", reason: null }]);
  });

  it("an Agency purchase or a fraud_detected referral earns nothing", async () => {
    t = await createTestApp();
    const ana = await person("ana@example.com", "10.0.0.1");
    const code = await codeOf(ana);
    const bo = await person("bo@example.com", "10.0.0.2");
    await claim(bo, code);
    await subscribe(bo, "agency");
    expect(await statusesOf(ana.id)).toEqual([{ status: "pending", reason: null }]);

    const twin = await person("twin@example.com", "10.0.0.1");
    expect((await claim(twin, code)).json().status).toBe("fraud_detected");
    await subscribe(twin, "influencer");
    expect(await statusesOf(ana.id)).toEqual(
      expect.arrayContaining([
        { status: "pending", reason: null },
        { status: "fraud_detected", reason: "same_device" },
      ]),
    );
    expect(await t.database.db.select().from(referralReward)).toEqual([]);
  });

  it("replayed events grant and apply the reward exactly once", async () => {
    t = await createTestApp();
    const db = t.database.db;
    const billing = createBillingService({
      db,
      provider: createLocalProvider({ db, publicUrl: "https://commentlens.test" }),
      publicUrl: "https://commentlens.test",
    });
    billing.listen(referralBillingListener(referralDeps({ db, billing })));
    const provider = createLocalProvider({ db, publicUrl: "https://commentlens.test" });

    const ana = await person("ana@example.com", "10.0.0.1");
    const bo = await person("bo@example.com", "10.0.0.2");
    await subscribe(ana, "influencer");
    const anaEnd = (await subscriptionOf(ana)).current_period_end;
    await claim(bo, await codeOf(ana));

    // Bo's checkout events, delivered three times, the last two at once.
    const now = new Date();
    const events: BillingEvent[] = provider.checkoutEvents(
      {
        id: "lcs_replay",
        userId: bo.id,
        planId: "influencer",
        seats: 1,
        amountCents: 499,
        currency: "usd",
        status: "paid",
        createdAt: now,
        expiresAt: new Date(now.getTime() + DAY),
      },
      null,
      now,
    );
    await billing.dispatch(events);
    await Promise.all([billing.dispatch(events), billing.dispatch(events)]);

    expect(await statusesOf(ana.id)).toEqual([{ status: "reward_granted", reason: null }]);
    const rewards = await db.select().from(referralReward);
    expect(rewards.map((r) => [r.role, r.status]).sort()).toEqual([
      ["referred", "applied"],
      ["referrer", "applied"],
    ]);
    // Each period grew by exactly one month.
    const anaAfter = await subscriptionOf(ana);
    expect(Date.parse(anaAfter.current_period_end)).toBe(addMonths(new Date(anaEnd), 1).getTime());
    const [boRow] = await db.select().from(subscription).where(eq(subscription.userId, bo.id));
    expect(boRow?.currentPeriodEnd.getTime()).toBe(addMonths(addMonths(now, 1), 1).getTime());
    const rewardEvents = await db
      .select()
      .from(billingEvent)
      .where(sql`${billingEvent.id} like 'evt_local_reward_%'`);
    // Per reward: its $0 receipt and the longer period.
    expect(rewardEvents).toHaveLength(4);

    // Trying an applied reward's grant again changes nothing either.
    for (const r of rewards) expect(await billing.grantFreeMonth(r.userId, r.id)).toBe("applied");
    expect((await subscriptionOf(ana)).current_period_end).toBe(anaAfter.current_period_end);
  });
});

describe("the scheduled job", () => {
  it("expires referrals pending for 90 days and retries rewards that failed", async () => {
    t = await createTestApp();
    const db = t.database.db;
    const ana = await person("ana@example.com", "10.0.0.1");
    const code = await codeOf(ana);
    const bo = await person("bo@example.com", "10.0.0.2");
    const cy = await person("cy@example.com", "10.0.0.3");
    const dee = await person("dee@example.com", "10.0.0.4");
    await claim(bo, code);
    await claim(cy, code);
    await claim(dee, code);
    // Cy bought Influencer but has not paid yet: not pending, so it does not expire.
    await db
      .update(referral)
      .set({ status: "subscription_created" })
      .where(eq(referral.referredUserId, cy.id));
    // Dee signed up later than the others.
    const deeAt = new Date(Date.now() + 2 * DAY);
    await db.update(referral).set({ referredAt: deeAt }).where(eq(referral.referredUserId, dee.id));

    let clock = new Date(Date.now() + 89 * DAY);
    const granted: string[] = [];
    let failing = true;
    const referrals = referralDeps({
      db,
      billing: {
        async grantFreeMonth(_userId, key) {
          if (failing) throw new Error("provider down");
          granted.push(key);
          return "applied";
        },
      },
      now: () => clock,
    });
    expect(await referralMaintenance(referrals)).toEqual({ expired: 0, applied: 0 });

    clock = new Date(Date.now() + 91 * DAY);
    expect(await referralMaintenance(referrals)).toEqual({ expired: 1, applied: 0 });
    const rows = await db.select().from(referral);
    const byFriend = Object.fromEntries(rows.map((r) => [r.referredUserId, r]));
    expect(byFriend[bo.id]?.status).toBe("expired");
    expect(byFriend[bo.id]?.expiredAt?.getTime()).toBe(clock.getTime());
    expect(byFriend[cy.id]?.status).toBe("subscription_created");
    expect(byFriend[dee.id]?.status).toBe("pending");
    expect((await historyOf(ana)).find((r) => r.referred_user_id === bo.id)?.status).toBe(
      "expired",
    );

    // A reward whose application failed stays owed, and the job applies it once it can.
    await db.insert(referralReward).values({
      id: "rwd_test",
      referralId: byFriend[cy.id]?.id ?? null,
      userId: ana.id,
      role: "referrer",
      status: "owed",
    });
    expect((await referralMaintenance(referrals)).applied).toBe(0);
    const [owed] = await db.select().from(referralReward);
    expect(owed).toMatchObject({ status: "owed", lastError: "provider down" });
    failing = false;
    expect((await referralMaintenance(referrals)).applied).toBe(1);
    expect((await referralMaintenance(referrals)).applied).toBe(0);
    expect(granted).toEqual(["rwd_test"]);

    // The app schedules the job.
    const schedules = (await db.execute(
      sql`select name, cron from pgboss.schedule where name = ${REFERRALS_QUEUE}`,
    )) as unknown as { rows: Array<{ name: string; cron: string }> };
    expect(schedules.rows).toEqual([{ name: REFERRALS_QUEUE, cron: "*/30 * * * *" }]);
  });
});

describe("account deletion", () => {
  it("removes the referrer's code and referrals; the friend's account and month stay", async () => {
    t = await createTestApp();
    const db = t.database.db;
    const ana = await person("ana@example.com", "10.0.0.1");
    const code = await codeOf(ana);
    const bo = await person("bo@example.com", "10.0.0.2");
    await claim(bo, code);
    await subscribe(bo, "influencer");

    expect((await ana.delete("/api/account")).statusCode).toBe(200);
    expect(await db.select().from(referralCode).where(eq(referralCode.userId, ana.id))).toEqual([]);
    expect(await db.select().from(referral)).toEqual([]);
    const visitor = device(t, "10.0.0.9", CHROME);
    expect((await visitor.get(`/api/referrals/validate?code=${code}`)).json().valid).toBe(false);
    // Bo's account, plan and earned month are untouched.
    expect((await bo.get("/api/auth/get-session")).json().user.id).toBe(bo.id);
    expect(await rewardsOf(bo)).toEqual([expect.objectContaining({ state: "applied" })]);
    expect((await statsOf(bo)).total_reward_months).toBe(1);
    expect((await subscriptionOf(bo)).plan_id).toBe("influencer");
  });

  it("a deleted friend leaves a rewarded referral without their id and removes the rest", async () => {
    t = await createTestApp();
    const ana = await person("ana@example.com", "10.0.0.1");
    const code = await codeOf(ana);
    const bo = await person("bo@example.com", "10.0.0.2");
    const cy = await person("cy@example.com", "10.0.0.3");
    await claim(bo, code);
    await claim(cy, code);
    await subscribe(bo, "influencer");

    expect((await bo.delete("/api/account")).statusCode).toBe(200);
    expect((await cy.delete("/api/account")).statusCode).toBe(200);
    expect(await historyOf(ana)).toEqual([
      expect.objectContaining({ referred_user_id: null, status: "reward_granted" }),
    ]);
    expect(await statsOf(ana)).toMatchObject({ total_referrals: 1, total_reward_months: 1 });
    expect(await t.database.db.select().from(referralReward)).toHaveLength(1);
  });
});
