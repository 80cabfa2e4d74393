import {
  BILLING_MESSAGES,
  CARD_MESSAGES,
  invoicesResponseSchema,
  LOCAL_TEST_CARDS,
  localCheckoutSchema,
  type Subscription,
  subscriptionSchema,
} from "@commentlens/shared";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  billingEvent,
  invoice,
  localCheckoutSession,
  subscription,
  usageCounter,
} from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser, signedUpBrowser } from "../../test/browser.js";
import { addMonths } from "../usage/period.js";
import { createLocalProvider } from "./providers/local.js";
import type { SubscriptionSnapshot } from "./providers/provider.js";
import { createBillingService } from "./service.js";

type Browser = ReturnType<typeof browser>;

const CARD = {
  card_number: LOCAL_TEST_CARDS.success,
  expiry: "12/39",
  cvc: "123",
  name: "Ana Lima",
};

async function userIdOf(b: Browser): Promise<string> {
  const res = await b.get("/api/auth/get-session");
  return res.json().user.id as string;
}

async function subscriptionOf(b: Browser): Promise<Subscription> {
  const res = await b.get("/api/subscription");
  expect(res.statusCode, res.body).toBe(200);
  return subscriptionSchema.parse(res.json());
}

function manage(b: Browser, body: object) {
  return b.post("/api/subscription-management", body);
}

/** The id at the end of a local checkout URL. */
function checkoutId(url: string): string {
  const id = /\/billing\/checkout\/([^/?#]+)$/.exec(url)?.[1];
  if (!id) throw new Error(`not a local checkout URL: ${url}`);
  return id;
}

/** Checks out a plan with the local provider's success card. */
async function subscribeLocally(b: Browser, planType: string, seats?: number) {
  const res = await manage(b, { mode: "create_checkout", plan_type: planType, seats });
  expect(res.statusCode, res.body).toBe(200);
  const id = checkoutId(res.json().checkout_url);
  const paid = await b.post(`/api/billing/local/checkout/${id}/pay`, CARD);
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}

/** Moves a user's paid period into the past, as if a month had gone by. */
async function endPeriod(t: TestApp, userId: string, endedMsAgo = 60_000) {
  const end = new Date(Date.now() - endedMsAgo);
  const start = addMonths(end, -1);
  await t.database.db
    .update(subscription)
    .set({ currentPeriodStart: start, currentPeriodEnd: end })
    .where(eq(subscription.userId, userId));
}

/** A multipart upload of a small comments file, as the import form sends it. */
function importFile(b: Browser, rows = 3) {
  const boundary = "----commentlens";
  const csv = [
    "username,text,likes,timestamp",
    ...Array.from(
      { length: rows },
      (_, i) => `fan${i},"love it ❤️ #${i}",${i},2026-11-0${(i % 9) + 1}T10:00:00Z`,
    ),
  ].join("\n");
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="comments.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return b.send("POST", "/api/analyses", body, {
    "content-type": `multipart/form-data; boundary=${boundary}`,
  });
}

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const DAY = 24 * 3600 * 1000;

describe("the local billing provider", () => {
  it("shows a Free account's plan, usage and month without any subscription", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const sub = await subscriptionOf(ana);
    expect(sub).toMatchObject({
      plan_name: "Free",
      plan_id: "free",
      subscription_status: "free",
      cancel_at_period_end: false,
      current_usage: 0,
      usage_limit: 5,
      seats: 1,
      provider: null,
    });
    // The usage month runs from the sign-up day: it ends about a month from now.
    const end = Date.parse(sub.current_period_end);
    expect(end - Date.now()).toBeGreaterThan(27 * DAY);
    expect(end - Date.now()).toBeLessThanOrEqual(31 * DAY);
    expect((await browser(t).get("/api/subscription")).statusCode).toBe(401);
  });

  it("checks out Influencer with the test card: active, 100 a month, an invoice and its receipt", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const res = await manage(ana, {
      mode: "create_checkout",
      plan_type: "influencer",
      user_id: "someone-else",
      success_url: "https://evil.example/steal",
      cancel_url: "https://evil.example/steal",
    });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().checkout_url;
    expect(url).toMatch(/^https:\/\/commentlens\.test\/billing\/checkout\/lcs_[0-9a-f]+$/);
    const id = checkoutId(url);

    const page = localCheckoutSchema.parse(
      (await ana.get(`/api/billing/local/checkout/${id}`)).json(),
    );
    expect(page).toMatchObject({
      id,
      plan_id: "influencer",
      plan_name: "Influencer",
      seats: 1,
      amount_cents: 499,
      currency: "usd",
      status: "open",
      email: "ana@example.com",
      cancel_url: "https://commentlens.test/pricing?canceled=true",
    });
    // Only its owner sees it.
    const bo = await signedUpBrowser(t, "bo@example.com");
    expect((await bo.get(`/api/billing/local/checkout/${id}`)).statusCode).toBe(404);
    expect((await bo.post(`/api/billing/local/checkout/${id}/pay`, CARD)).statusCode).toBe(404);
    expect((await browser(t).get(`/api/billing/local/checkout/${id}`)).statusCode).toBe(401);

    const paid = await ana.post(`/api/billing/local/checkout/${id}/pay`, {
      ...CARD,
      card_number: "4242-4242-4242-4242",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ redirect_url: "https://commentlens.test/account?success=true" });

    const sub = await subscriptionOf(ana);
    expect(sub).toMatchObject({
      plan_name: "Influencer",
      plan_id: "influencer",
      subscription_status: "active",
      cancel_at_period_end: false,
      current_usage: 0,
      usage_limit: 100,
      seats: 1,
      provider: "local",
      scheduled_change: null,
    });
    const periodDays = (Date.parse(sub.current_period_end) - Date.now()) / DAY;
    expect(periodDays).toBeGreaterThan(27);
    expect(periodDays).toBeLessThanOrEqual(31);
    expect((await ana.get(`/api/billing/local/checkout/${id}`)).json().status).toBe("paid");
    // Bo is still on Free.
    expect((await subscriptionOf(bo)).plan_id).toBe("free");

    const invoices = invoicesResponseSchema.parse((await ana.get("/api/billing/invoices")).json());
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount_cents: 499, currency: "usd", status: "paid" });
    expect(invoices[0]?.number).toMatch(/^CL-\d{8}-[0-9A-F]{6}$/);
    const receiptUrl = invoices[0]?.url ?? "";
    expect(receiptUrl).toBe(`/api/billing/invoices/${invoices[0]?.id}/receipt`);
    const receipt = await ana.get(receiptUrl);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await bo.get(receiptUrl)).statusCode).toBe(404);
    expect((await bo.get("/api/billing/invoices")).json()).toEqual([]);

    // The same checkout cannot be paid twice.
    const again = await ana.post(`/api/billing/local/checkout/${id}/pay`, CARD);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("CHECKOUT_CLOSED");
    expect(await t.database.db.select().from(invoice)).toHaveLength(1);
  });

  it("declines 4000 0000 0000 0002 with 402 and changes nothing", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const res = await manage(ana, { mode: "create_checkout", plan_type: "agency", seats: 2 });
    const id = checkoutId(res.json().checkout_url);
    const declined = await ana.post(`/api/billing/local/checkout/${id}/pay`, {
      ...CARD,
      card_number: LOCAL_TEST_CARDS.declined,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      error: BILLING_MESSAGES.cardDeclined,
      code: "CARD_DECLINED",
    });
    expect((await subscriptionOf(ana)).plan_id).toBe("free");
    expect(await t.database.db.select().from(subscription)).toEqual([]);
    expect(await t.database.db.select().from(invoice)).toEqual([]);
    expect(await t.database.db.select().from(billingEvent)).toEqual([]);
    const [session] = await t.database.db
      .select()
      .from(localCheckoutSession)
      .where(eq(localCheckoutSession.id, id));
    expect(session?.status).toBe("open");
    // The checkout stays open for another card.
    expect((await ana.post(`/api/billing/local/checkout/${id}/pay`, CARD)).statusCode).toBe(200);
    expect(await subscriptionOf(ana)).toMatchObject({ plan_id: "agency_monthly", seats: 2 });
  });

  it("checks the card form field by field, with clear messages", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const id = checkoutId(
      (await manage(ana, { mode: "create_checkout", plan_type: "influencer" })).json().checkout_url,
    );
    const cases: Array<[object, string, string]> = [
      [{ card_number: "4242 4242 4242 4241" }, "card_number", CARD_MESSAGES.numberInvalid],
      [{ card_number: "4242 4242" }, "card_number", CARD_MESSAGES.numberIncomplete],
      [{ card_number: "4242 abcd 4242 4242" }, "card_number", CARD_MESSAGES.numberInvalid],
      [{ expiry: "01/20" }, "expiry", CARD_MESSAGES.expiryPast],
      [{ expiry: "13/30" }, "expiry", CARD_MESSAGES.expiryInvalid],
      [{ expiry: "1" }, "expiry", CARD_MESSAGES.expiryIncomplete],
      [{ cvc: "12" }, "cvc", CARD_MESSAGES.cvcIncomplete],
      [{ cvc: "12a" }, "cvc", CARD_MESSAGES.cvcIncomplete],
      [{ name: "  " }, "name", CARD_MESSAGES.nameMissing],
    ];
    for (const [change, field, message] of cases) {
      const res = await ana.post(`/api/billing/local/checkout/${id}/pay`, { ...CARD, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ error: message, code: "INVALID_CARD_DETAILS", details: field });
    }
    // A 4-digit CVC and a 4-digit year are fine.
    const ok = await ana.post(`/api/billing/local/checkout/${id}/pay`, {
      ...CARD,
      cvc: "1234",
      expiry: "12 / 2039",
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("maps plan_type to the plan, takes seats for Agency, and refuses anything else", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    for (const planType of ["pro", "free", "", "agency_yearly"]) {
      const res = await manage(ana, { mode: "create_checkout", plan_type: planType });
      expect(res.statusCode, planType).toBe(400);
      expect(res.json().code).toBe("INVALID_PLAN_TYPE");
    }
    const checkout = async (body: object) =>
      localCheckoutSchema.parse(
        (
          await ana.get(
            `/api/billing/local/checkout/${checkoutId((await manage(ana, { mode: "create_checkout", ...body })).json().checkout_url)}`,
          )
        ).json(),
      );
    expect(await checkout({ plan_type: "agency" })).toMatchObject({
      plan_id: "agency_monthly",
      seats: 1,
      amount_cents: 4999,
    });
    expect(await checkout({ plan_type: "agency_monthly", seats: 3 })).toMatchObject({
      plan_id: "agency_monthly",
      seats: 3,
      amount_cents: 3 * 4999,
    });
    // Seats are an Agency thing.
    expect(await checkout({ plan_type: "influencer", seats: 4 })).toMatchObject({
      plan_id: "influencer",
      seats: 1,
      amount_cents: 499,
    });
    const tooMany = await manage(ana, { mode: "create_checkout", plan_type: "agency", seats: 101 });
    expect(tooMany.statusCode).toBe(400);
    const badMode = await manage(ana, { mode: "upgrade_everything" });
    expect(badMode.statusCode).toBe(400);
    const visitor = await manage(browser(t), { mode: "create_checkout", plan_type: "influencer" });
    expect(visitor.statusCode).toBe(401);
  });

  it("cancels at the period end with access kept, reactivates, then falls to Free at the end", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const userId = await userIdOf(ana);
    // Nothing to cancel on Free.
    const none = await manage(ana, { mode: "cancel_subscription" });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe("NO_SUBSCRIPTION");

    await subscribeLocally(ana, "influencer");
    const before = await subscriptionOf(ana);
    const canceled = await manage(ana, { mode: "cancel_subscription", user_id: "x" });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toEqual({ message: BILLING_MESSAGES.cancelScheduled });
    const after = await subscriptionOf(ana);
    expect(after).toMatchObject({
      plan_id: "influencer",
      subscription_status: "canceled",
      cancel_at_period_end: true,
      usage_limit: 100,
      current_period_end: before.current_period_end,
    });
    expect(Date.parse(after.current_period_end)).toBeGreaterThan(Date.now());
    // Asking again is harmless.
    expect((await manage(ana, { mode: "cancel_subscription" })).statusCode).toBe(200);

    const back = await manage(ana, { mode: "reactivate_subscription" });
    expect(back.json()).toEqual({ message: BILLING_MESSAGES.reactivated });
    expect(await subscriptionOf(ana)).toMatchObject({
      subscription_status: "active",
      cancel_at_period_end: false,
    });

    await manage(ana, { mode: "cancel_subscription" });
    await endPeriod(t, userId);
    const ended = await subscriptionOf(ana);
    expect(ended).toMatchObject({
      plan_id: "free",
      subscription_status: "free",
      usage_limit: 5,
      cancel_at_period_end: false,
    });
    // The end came through the same handlers: a deleted event, and no renewal invoice.
    const types = (await t.database.db.select().from(billingEvent)).map((e) => e.type);
    expect(types).toContain("customer.subscription.deleted");
    expect(await t.database.db.select().from(invoice)).toHaveLength(1);
    const stillFree = await manage(ana, { mode: "reactivate_subscription" });
    expect(stillFree.statusCode).toBe(400);
  });

  it("renews at the period end once, with a new invoice", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const userId = await userIdOf(ana);
    await subscribeLocally(ana, "influencer");
    await endPeriod(t, userId);
    // Two readers at once renew it once.
    const [a, b] = await Promise.all([subscriptionOf(ana), subscriptionOf(ana)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ plan_id: "influencer", subscription_status: "active" });
    expect(Date.parse(a.current_period_end)).toBeGreaterThan(Date.now() + 20 * DAY);
    const invoices = invoicesResponseSchema.parse((await ana.get("/api/billing/invoices")).json());
    expect(invoices.map((i) => i.amount_cents)).toEqual([499, 499]);
  });

  it("upgrades at once (charged prorated) and downgrades at the period end, through the portal", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const userId = await userIdOf(ana);
    // No portal before there is a subscription.
    expect((await manage(ana, { mode: "customer_portal" })).statusCode).toBe(400);
    await subscribeLocally(ana, "influencer");
    const portal = await manage(ana, {
      mode: "customer_portal",
      return_url: "https://evil.example",
    });
    expect(portal.json()).toEqual({ url: "https://commentlens.test/billing/portal" });

    const up = await ana.post("/api/billing/local/portal", {
      action: "change_plan",
      plan_type: "agency",
      seats: 3,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(subscriptionSchema.parse(up.json())).toMatchObject({
      plan_id: "agency_monthly",
      plan_name: "Agency",
      seats: 3,
      usage_limit: 999_999,
      subscription_status: "active",
      scheduled_change: null,
    });
    const invoices = invoicesResponseSchema.parse((await ana.get("/api/billing/invoices")).json());
    expect(invoices).toHaveLength(2);
    // Almost the whole month is left: close to the full difference.
    const prorated = invoices[0]?.amount_cents ?? 0;
    expect(prorated).toBeGreaterThan(3 * 4999 - 499 - 100);
    expect(prorated).toBeLessThanOrEqual(3 * 4999 - 499);

    const down = await ana.post("/api/billing/local/portal", {
      action: "change_plan",
      plan_type: "influencer",
    });
    const downgraded = subscriptionSchema.parse(down.json());
    expect(downgraded).toMatchObject({ plan_id: "agency_monthly", seats: 3 });
    expect(downgraded.scheduled_change).toMatchObject({
      plan_id: "influencer",
      seats: 1,
      effective_at: downgraded.current_period_end,
    });
    expect(await t.database.db.select().from(invoice)).toHaveLength(2);

    // Fewer seats is a downgrade too; more is an upgrade, which also drops the scheduled change.
    const more = subscriptionSchema.parse(
      (
        await ana.post("/api/billing/local/portal", {
          action: "change_plan",
          plan_type: "agency",
          seats: 4,
        })
      ).json(),
    );
    expect(more).toMatchObject({ plan_id: "agency_monthly", seats: 4, scheduled_change: null });
    const fewer = subscriptionSchema.parse(
      (
        await ana.post("/api/billing/local/portal", {
          action: "change_plan",
          plan_type: "agency",
          seats: 2,
        })
      ).json(),
    );
    expect(fewer).toMatchObject({
      seats: 4,
      scheduled_change: { plan_id: "agency_monthly", seats: 2 },
    });

    // Cancel and reactivate from the portal keep the scheduled change.
    const canceled = subscriptionSchema.parse(
      (await ana.post("/api/billing/local/portal", { action: "cancel" })).json(),
    );
    expect(canceled).toMatchObject({ subscription_status: "canceled", cancel_at_period_end: true });
    const reactivated = subscriptionSchema.parse(
      (await ana.post("/api/billing/local/portal", { action: "reactivate" })).json(),
    );
    expect(reactivated).toMatchObject({
      subscription_status: "active",
      seats: 4,
      scheduled_change: { seats: 2 },
    });

    // At the period end the downgrade takes effect and the next invoice is for it.
    await endPeriod(t, userId);
    expect(await subscriptionOf(ana)).toMatchObject({
      plan_id: "agency_monthly",
      seats: 2,
      scheduled_change: null,
    });
    const latest = invoicesResponseSchema.parse((await ana.get("/api/billing/invoices")).json());
    expect(latest[0]?.amount_cents).toBe(2 * 4999);
  });

  it("sends a subscriber who picks another plan to the portal, and refuses the same plan", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    await subscribeLocally(ana, "influencer");
    const same = await manage(ana, { mode: "create_checkout", plan_type: "influencer" });
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe("ALREADY_SUBSCRIBED");
    const other = await manage(ana, { mode: "create_checkout", plan_type: "agency", seats: 2 });
    expect(other.json()).toEqual({
      checkout_url: "https://commentlens.test/billing/portal?plan_type=agency&seats=2",
    });
    // An older open checkout cannot add a second subscription.
    const bo = await signedUpBrowser(t, "bo@example.com");
    const first = checkoutId(
      (await manage(bo, { mode: "create_checkout", plan_type: "influencer" })).json().checkout_url,
    );
    const second = checkoutId(
      (await manage(bo, { mode: "create_checkout", plan_type: "agency" })).json().checkout_url,
    );
    const answers = await Promise.all([
      bo.post(`/api/billing/local/checkout/${first}/pay`, CARD),
      bo.post(`/api/billing/local/checkout/${second}/pay`, CARD),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const boId = await userIdOf(bo);
    expect(await t.database.db.select().from(invoice).where(eq(invoice.userId, boId))).toHaveLength(
      1,
    );
  });

  it("deleting the account ends the subscription first, through the provider's events", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    await subscribeLocally(ana, "agency", 2);
    const res = await ana.send("DELETE", "/api/account");
    expect(res.statusCode).toBe(200);
    const types = (await t.database.db.select().from(billingEvent)).map((e) => e.type);
    expect(types.filter((type) => type === "customer.subscription.deleted")).toHaveLength(1);
    expect(await t.database.db.select().from(subscription)).toEqual([]);
    expect(await t.database.db.select().from(invoice)).toEqual([]);
    expect(await t.database.db.select().from(localCheckoutSession)).toEqual([]);
  });

  it("answers 404 to Stripe webhooks while the local provider is in use", async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("plan limits", () => {
  it("a Free account gets 402 with its plan's message at 5, and 100 after upgrading", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    for (let i = 0; i < 5; i++) expect((await importFile(ana)).statusCode).toBe(202);
    const over = await importFile(ana);
    expect(over.statusCode).toBe(402);
    expect(over.json().code).toBe("USAGE_LIMIT");
    expect(over.json().error).toMatch(
      /^You have used all 5 analyses of the Free plan this month\. Upgrade to Influencer for 100 analyses a month\. Your analyses reset on \w+ \d{1,2}, \d{4}\.$/,
    );
    expect(await subscriptionOf(ana)).toMatchObject({ current_usage: 5, usage_limit: 5 });

    await subscribeLocally(ana, "influencer");
    expect(await subscriptionOf(ana)).toMatchObject({
      plan_id: "influencer",
      current_usage: 0,
      usage_limit: 100,
    });
    expect((await importFile(ana)).statusCode).toBe(202);
    expect((await subscriptionOf(ana)).current_usage).toBe(1);
  });

  it("an Influencer at 100 gets the Influencer message; Agency is unlimited", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const userId = await userIdOf(ana);
    await subscribeLocally(ana, "influencer");
    const [row] = await t.database.db.select().from(subscription);
    await t.database.db.insert(usageCounter).values({
      subject: `user:${userId}`,
      period: row?.currentPeriodStart.toISOString() ?? "",
      used: 100,
    });
    const over = await importFile(ana);
    expect(over.statusCode).toBe(402);
    expect(over.json().error).toMatch(/all 100 analyses of the Influencer plan/);

    // Upgrading keeps the period (and its count) and lifts the limit at once.
    await ana.post("/api/billing/local/portal", { action: "change_plan", plan_type: "agency" });
    expect(await subscriptionOf(ana)).toMatchObject({
      current_usage: 100,
      usage_limit: 999_999,
    });
    expect((await importFile(ana)).statusCode).toBe(202);
  });

  it("100 concurrent analyses racing for the last Free slot: exactly one proceeds", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const userId = await userIdOf(ana);
    // A new account's usage month starts on its sign-up day, today.
    const month = new Date().toISOString().slice(0, 7);
    await t.database.db
      .insert(usageCounter)
      .values({ subject: `user:${userId}`, period: month, used: 4 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => importFile(ana)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(1);
    expect(codes.filter((c) => c === 402)).toHaveLength(99);
    expect(await subscriptionOf(ana)).toMatchObject({ current_usage: 5, usage_limit: 5 });
  });

  it("a paid plan's usage resets when its period renews, with no rollover", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const userId = await userIdOf(ana);
    await subscribeLocally(ana, "influencer");
    for (let i = 0; i < 3; i++) expect((await importFile(ana)).statusCode).toBe(202);
    expect((await subscriptionOf(ana)).current_usage).toBe(3);
    await endPeriod(t, userId);
    const renewed: Subscription = await subscriptionOf(ana);
    expect(renewed).toMatchObject({ current_usage: 0, usage_limit: 100 });
  });
});

describe("the billing state machine", () => {
  it("never lets an older reading of a subscription replace a newer one", async () => {
    t = await createTestApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const userId = await userIdOf(ana);
    const db = t.database.db;
    const publicUrl = t.config.publicUrl;
    const billing = createBillingService({
      db,
      provider: createLocalProvider({ db, publicUrl }),
      publicUrl,
    });
    const start = new Date();
    const state = (
      id: string,
      observedAgoMs: number,
      changes: Partial<SubscriptionSnapshot> = {},
    ): SubscriptionSnapshot => ({
      id,
      customerId: "lcus_ana",
      userId,
      planId: "influencer",
      seats: 1,
      status: "active",
      endedForNonPayment: false,
      periodStart: start,
      periodEnd: addMonths(start, 1),
      cancelAtPeriodEnd: false,
      observedAt: new Date(Date.now() - observedAgoMs),
      ...changes,
    });
    const deliver = (
      id: string,
      type:
        | "customer.subscription.created"
        | "customer.subscription.updated"
        | "customer.subscription.deleted",
      subscription: SubscriptionSnapshot,
    ) => billing.dispatch([{ id, type, subscription }]);

    // Updated (cancel scheduled) is delivered before created.
    await deliver(
      "evt_2",
      "customer.subscription.updated",
      state("lsub_1", 1000, { cancelAtPeriodEnd: true }),
    );
    await deliver("evt_1", "customer.subscription.created", state("lsub_1", 2000));
    expect(await subscriptionOf(ana)).toMatchObject({
      plan_id: "influencer",
      subscription_status: "canceled",
      cancel_at_period_end: true,
    });

    // Deleted before a stale update: the subscription stays ended.
    await deliver(
      "evt_4",
      "customer.subscription.deleted",
      state("lsub_1", 500, { status: "canceled" }),
    );
    await deliver("evt_3", "customer.subscription.updated", state("lsub_1", 700));
    expect(await subscriptionOf(ana)).toMatchObject({
      plan_id: "free",
      subscription_status: "free",
    });

    // A new subscription replaces an ended one; the ended one's late events are ignored.
    await deliver(
      "evt_5",
      "customer.subscription.created",
      state("lsub_2", 0, { planId: "agency_monthly", seats: 2 }),
    );
    await deliver(
      "evt_6",
      "customer.subscription.updated",
      state("lsub_1", 0, { status: "canceled" }),
    );
    expect(await subscriptionOf(ana)).toMatchObject({ plan_id: "agency_monthly", seats: 2 });
    expect((await db.select().from(billingEvent)).map((e) => e.id).sort()).toEqual([
      "evt_1",
      "evt_2",
      "evt_3",
      "evt_4",
      "evt_5",
      "evt_6",
    ]);
  });
});
