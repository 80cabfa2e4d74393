import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  BILLING_MESSAGES,
  invoicesResponseSchema,
  type Subscription,
  subscriptionSchema,
} from "@commentlens/shared";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import {
  billingEvent,
  invoice,
  referral,
  referralReward,
  subscription,
  user,
} from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { type browser, ORIGIN, signedUpBrowser } from "../../test/browser.js";

/**
 * The Stripe provider against a fake Stripe API: a real HTTP server on loopback answering the
 * endpoints the app calls, with webhooks signed by the SDK's own test header helper.
 */

type Browser = ReturnType<typeof browser>;
type Json = Record<string, unknown>;

const WEBHOOK_SECRET = "whsec_test_commentlens";
const PRICE = { influencer: "price_influencer_test", agency: "price_agency_test" };
const DAY = 24 * 3600 * 1000;
const sec = (date: Date) => Math.floor(date.getTime() / 1000);

interface Recorded {
  method: string;
  path: string;
  params: Record<string, string>;
}

interface FakeStripe {
  url: string;
  requests: Recorded[];
  subscriptions: Map<string, Json>;
  invoices: Json[];
  /** Customer balance transactions (referral credits), with the idempotency key each came with. */
  balanceTransactions: Array<Json & { customer: string; idempotencyKey: string | undefined }>;
  /** "METHOD /path" answered with a 500 (marked not to retry). */
  failing: Set<string>;
  calls(method: string, path: string): Recorded[];
  close(): Promise<void>;
}

async function startFakeStripe(): Promise<FakeStripe> {
  const requests: Recorded[] = [];
  const subscriptions = new Map<string, Json>();
  const invoices: Json[] = [];
  const balanceTransactions: FakeStripe["balanceTransactions"] = [];
  const failing = new Set<string>();
  let counter = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on("end", () => {
      const method = req.method ?? "GET";
      const url = new URL(req.url ?? "/", "http://fake-stripe");
      const params = Object.fromEntries(
        new URLSearchParams(method === "POST" ? body : url.search.slice(1)),
      );
      requests.push({ method, path: url.pathname, params });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, {
          "content-type": "application/json",
          "request-id": `req_${++counter}`,
          "stripe-should-retry": "false",
        });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== "Bearer sk_test_commentlens") {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key" } });
      }
      if (failing.has(`${method} ${url.pathname}`)) {
        return send(500, { error: { type: "api_error", message: "Something went wrong" } });
      }
      if (method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const id = `cs_test_${++counter}`;
        return send(200, {
          id,
          object: "checkout.session",
          mode: params.mode,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        const id = `bps_${++counter}`;
        return send(200, {
          id,
          object: "billing_portal.session",
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (subscriptionPath) {
        const sub = subscriptions.get(subscriptionPath[1] ?? "");
        if (!sub) {
          return send(404, {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: "No such subscription",
            },
          });
        }
        if (method === "POST" && "cancel_at_period_end" in params) {
          sub.cancel_at_period_end = params.cancel_at_period_end === "true";
        }
        if (method === "DELETE") {
          sub.status = "canceled";
          sub.canceled_at = sec(new Date());
          sub.cancellation_details = { reason: "cancellation_requested" };
        }
        return send(200, sub);
      }
      const balancePath = /^\/v1\/customers\/([^/]+)\/balance_transactions$/.exec(url.pathname);
      if (balancePath) {
        const customer = balancePath[1] ?? "";
        if (method === "GET") {
          return send(200, {
            object: "list",
            url: url.pathname,
            has_more: false,
            data: balanceTransactions.filter((b) => b.customer === customer),
          });
        }
        // Stripe answers a repeated idempotency key with the first result.
        const key = req.headers["idempotency-key"] as string | undefined;
        const repeated = key && balanceTransactions.find((b) => b.idempotencyKey === key);
        if (repeated) return send(200, repeated);
        const metadata = Object.fromEntries(
          Object.entries(params).flatMap(([k, v]) => {
            const name = /^metadata\[(.+)\]$/.exec(k)?.[1];
            return name ? [[name, v]] : [];
          }),
        );
        const created = {
          id: `cbtxn_${++counter}`,
          object: "customer_balance_transaction",
          customer,
          amount: Number(params.amount),
          currency: params.currency,
          description: params.description ?? null,
          metadata,
          idempotencyKey: key,
        };
        balanceTransactions.push(created);
        return send(200, created);
      }
      if (method === "GET" && url.pathname === "/v1/invoices") {
        return send(200, {
          object: "list",
          url: "/v1/invoices",
          has_more: false,
          data: invoices.filter((i) => i.customer === params.customer),
        });
      }
      send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    invoices,
    balanceTransactions,
    failing,
    calls: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

function stripeSubscription(options: {
  id: string;
  customer: string;
  userId: string;
  price?: string;
  quantity?: number;
  status?: string;
  start?: Date;
  end?: Date;
  cancelAtPeriodEnd?: boolean;
}): Json {
  const start = options.start ?? new Date();
  const end = options.end ?? new Date(start.getTime() + 30 * DAY);
  const price = options.price ?? PRICE.influencer;
  return {
    id: options.id,
    object: "subscription",
    customer: options.customer,
    status: options.status ?? "active",
    metadata: {
      user_id: options.userId,
      plan_id: price === PRICE.agency ? "agency_monthly" : "influencer",
    },
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: null,
    cancellation_details: null,
    items: {
      object: "list",
      data: [
        {
          id: `si_${options.id}`,
          object: "subscription_item",
          price: { id: price, object: "price" },
          quantity: options.quantity ?? 1,
          current_period_start: sec(start),
          current_period_end: sec(end),
        },
      ],
    },
  };
}

function stripeInvoice(options: {
  id: string;
  customer: string;
  subscription: string;
  userId: string;
  status: "paid" | "open";
  amount: number;
}): Json {
  const now = new Date();
  return {
    id: options.id,
    object: "invoice",
    number: `INV-${options.id.toUpperCase()}`,
    customer: options.customer,
    status: options.status,
    amount_paid: options.status === "paid" ? options.amount : 0,
    amount_due: options.amount,
    currency: "usd",
    created: sec(now),
    period_start: sec(now),
    period_end: sec(now),
    hosted_invoice_url: `https://invoice.stripe.test/i/${options.id}`,
    invoice_pdf: null,
    lines: {
      object: "list",
      data: [
        {
          description: "1 × Influencer",
          period: { start: sec(now), end: sec(new Date(now.getTime() + 30 * DAY)) },
        },
      ],
    },
    parent: {
      type: "subscription_details",
      subscription_details: {
        subscription: options.subscription,
        metadata: { user_id: options.userId },
      },
    },
  };
}

let eventCounter = 0;
function stripeEvent(type: string, object: Json, id = `evt_test_${++eventCounter}`): string {
  return JSON.stringify({
    id,
    object: "event",
    type,
    api_version: Stripe.API_VERSION,
    created: sec(new Date()),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

function sendWebhook(
  t: TestApp,
  payload: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/stripe",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    payload,
  });
}

async function userIdOf(b: Browser): Promise<string> {
  return (await b.get("/api/auth/get-session")).json().user.id as string;
}

async function subscriptionOf(b: Browser): Promise<Subscription> {
  const res = await b.get("/api/subscription");
  expect(res.statusCode, res.body).toBe(200);
  return subscriptionSchema.parse(res.json());
}

const manage = (b: Browser, body: object) => b.post("/api/subscription-management", body);

let t: TestApp;
let fake: FakeStripe;
afterEach(async () => {
  await t?.close();
  await fake?.close();
});

async function stripeApp(extra: Record<string, string> = {}): Promise<TestApp> {
  fake = await startFakeStripe();
  t = await createTestApp({
    ...extra,
    BILLING_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_commentlens",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_INFLUENCER: PRICE.influencer,
    STRIPE_PRICE_AGENCY: PRICE.agency,
    STRIPE_API_BASE: fake.url,
  });
  return t;
}

/** A user whose Stripe checkout completed: the subscription exists at Stripe and was applied. */
async function subscribed(email: string, options: { price?: string; quantity?: number } = {}) {
  const b = await signedUpBrowser(t, email);
  const userId = await userIdOf(b);
  const id = `sub_${email.split("@")[0]}`;
  const customer = `cus_${email.split("@")[0]}`;
  fake.subscriptions.set(id, stripeSubscription({ id, customer, userId, ...options }));
  const res = await sendWebhook(
    t,
    stripeEvent("checkout.session.completed", {
      id: `cs_${id}`,
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: userId,
      customer,
      subscription: id,
      metadata: { user_id: userId },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return { b, userId, id, customer };
}

describe("the Stripe billing provider", () => {
  it("asks Stripe Tax to compute and show taxes at checkout when STRIPE_AUTOMATIC_TAX is on", async () => {
    await stripeApp({ STRIPE_AUTOMATIC_TAX: "true" });
    const ana = await signedUpBrowser(t, "ana@example.com");
    const res = await manage(ana, { mode: "create_checkout", plan_type: "influencer" });
    expect(res.statusCode, res.body).toBe(200);
    const [call] = fake.calls("POST", "/v1/checkout/sessions");
    expect(call?.params).toMatchObject({
      "automatic_tax[enabled]": "true",
      billing_address_collection: "required",
    });
  });

  it("opens a Checkout Session with the plan's price, the seats and the server's own addresses", async () => {
    await stripeApp();
    const ana = await signedUpBrowser(t, "ana@example.com");
    const userId = await userIdOf(ana);
    const res = await manage(ana, {
      mode: "create_checkout",
      plan_type: "agency",
      seats: 3,
      user_id: "not-ana",
      success_url: "https://evil.example/ok",
      cancel_url: "https://evil.example/no",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const [call] = fake.calls("POST", "/v1/checkout/sessions");
    expect(call?.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": PRICE.agency,
      "line_items[0][quantity]": "3",
      client_reference_id: userId,
      customer_email: "ana@example.com",
      success_url: "https://commentlens.test/account?success=true",
      cancel_url: "https://commentlens.test/pricing?canceled=true",
      "subscription_data[metadata][user_id]": userId,
      "subscription_data[metadata][plan_id]": "agency_monthly",
    });

    // Influencer is one seat whatever is sent; a Stripe failure reads "Failed to create checkout
    // session".
    await manage(ana, { mode: "create_checkout", plan_type: "influencer", seats: 9 });
    expect(fake.calls("POST", "/v1/checkout/sessions")[1]?.params).toMatchObject({
      "line_items[0][price]": PRICE.influencer,
      "line_items[0][quantity]": "1",
    });
    fake.failing.add("POST /v1/checkout/sessions");
    const failed = await manage(ana, { mode: "create_checkout", plan_type: "influencer" });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      error: BILLING_MESSAGES.checkoutFailed,
      code: "CHECKOUT_FAILED",
    });

    // The local provider's pages do not exist here.
    expect((await ana.get("/api/billing/local/checkout/lcs_x")).statusCode).toBe(404);
    expect((await ana.post("/api/billing/local/portal", { action: "cancel" })).statusCode).toBe(
      404,
    );
  });

  it("applies a completed checkout from the subscription Stripe holds", async () => {
    await stripeApp();
    const { b } = await subscribed("ana@example.com", { price: PRICE.agency, quantity: 3 });
    expect(await subscriptionOf(b)).toMatchObject({
      plan_id: "agency_monthly",
      plan_name: "Agency",
      subscription_status: "active",
      seats: 3,
      usage_limit: 999_999,
      provider: "stripe",
      cancel_at_period_end: false,
    });
    expect(fake.calls("GET", "/v1/subscriptions/sub_ana")).toHaveLength(1);
  });

  it("refuses webhooks whose signature does not verify (400) and changes nothing", async () => {
    await stripeApp();
    const { b, userId } = await subscribed("ana@example.com");
    fake.subscriptions.set(
      "sub_ana",
      stripeSubscription({ id: "sub_ana", customer: "cus_ana", userId, status: "canceled" }),
    );
    const payload = stripeEvent("customer.subscription.deleted", {
      id: "sub_ana",
      object: "subscription",
    });
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_someone_else",
    });
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: sec(new Date()) - 3600,
    });
    const answers = [
      await sendWebhook(t, payload, wrongSecret),
      await sendWebhook(t, payload.replace("sub_ana", "sub_bob"), signed),
      await sendWebhook(t, payload, stale),
      await sendWebhook(t, payload, "garbage"),
      await t.app.inject({
        method: "POST",
        url: "/api/webhooks/stripe",
        headers: { "content-type": "application/json" },
        payload,
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "WEBHOOK_SIGNATURE_INVALID" });
    }
    expect(await subscriptionOf(b)).toMatchObject({
      plan_id: "influencer",
      subscription_status: "active",
    });
    const events = await t.database.db.select().from(billingEvent);
    expect(events.map((e) => e.type)).toEqual(["checkout.session.completed"]);
  });

  it("applies an event once however often it is delivered, at once or one after another", async () => {
    await stripeApp();
    const { userId } = await subscribed("ana@example.com");
    const payload = stripeEvent(
      "invoice.paid",
      stripeInvoice({
        id: "in_1",
        customer: "cus_ana",
        subscription: "sub_ana",
        userId,
        status: "paid",
        amount: 499,
      }),
      "evt_invoice_paid_1",
    );
    const together = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(t, payload)));
    expect(together.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const fetches = fake.calls("GET", "/v1/subscriptions/sub_ana").length;
    for (let i = 0; i < 10; i++) expect((await sendWebhook(t, payload)).statusCode).toBe(200);
    // Replays after the first are recognised before Stripe is even asked again.
    expect(fake.calls("GET", "/v1/subscriptions/sub_ana")).toHaveLength(fetches);
    const recorded = await t.database.db
      .select()
      .from(billingEvent)
      .where(eq(billingEvent.id, "evt_invoice_paid_1"));
    expect(recorded).toHaveLength(1);
    expect(await t.database.db.select().from(invoice)).toHaveLength(1);
  });

  it("ends in Stripe's current state when subscription events arrive out of order", async () => {
    await stripeApp();
    const { b, userId } = await subscribed("ana@example.com");
    const created = stripeSubscription({ id: "sub_ana", customer: "cus_ana", userId });
    const latest = stripeSubscription({
      id: "sub_ana",
      customer: "cus_ana",
      userId,
      price: PRICE.agency,
      quantity: 5,
      cancelAtPeriodEnd: true,
    });
    fake.subscriptions.set("sub_ana", latest);
    // The newest event first, then the older ones carrying older states.
    for (const payload of [
      stripeEvent("customer.subscription.updated", latest),
      stripeEvent("customer.subscription.created", created),
      stripeEvent("customer.subscription.updated", { ...created, cancel_at_period_end: false }),
    ]) {
      expect((await sendWebhook(t, payload)).statusCode).toBe(200);
    }
    expect(await subscriptionOf(b)).toMatchObject({
      plan_id: "agency_monthly",
      seats: 5,
      subscription_status: "canceled",
      cancel_at_period_end: true,
    });
    // A late event of a subscription the user no longer has is ignored.
    fake.subscriptions.set(
      "sub_old",
      stripeSubscription({ id: "sub_old", customer: "cus_ana", userId, status: "canceled" }),
    );
    const old = await sendWebhook(
      t,
      stripeEvent("customer.subscription.deleted", { id: "sub_old", object: "subscription" }),
    );
    expect(old.statusCode).toBe(200);
    expect((await subscriptionOf(b)).plan_id).toBe("agency_monthly");
    // Events the app does not act on are acknowledged and not stored.
    const other = await sendWebhook(t, stripeEvent("customer.created", { id: "cus_x" }));
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ received: true });
    const types = (await t.database.db.select().from(billingEvent)).map((e) => e.type);
    expect(types).not.toContain("customer.created");
  });

  it("cancels at period end, reactivates, opens the portal and lists Stripe's invoices", async () => {
    await stripeApp();
    const { b, userId } = await subscribed("ana@example.com");
    const cancel = await manage(b, { mode: "cancel_subscription" });
    expect(cancel.json()).toEqual({ message: BILLING_MESSAGES.cancelScheduled });
    expect(fake.calls("POST", "/v1/subscriptions/sub_ana").at(-1)?.params).toEqual({
      cancel_at_period_end: "true",
    });
    // Shown at once, before Stripe's webhook arrives.
    expect(await subscriptionOf(b)).toMatchObject({
      subscription_status: "canceled",
      cancel_at_period_end: true,
      plan_id: "influencer",
    });
    const back = await manage(b, { mode: "reactivate_subscription" });
    expect(back.json()).toEqual({ message: BILLING_MESSAGES.reactivated });
    expect(fake.calls("POST", "/v1/subscriptions/sub_ana").at(-1)?.params).toEqual({
      cancel_at_period_end: "false",
    });
    expect((await subscriptionOf(b)).subscription_status).toBe("active");

    fake.failing.add("POST /v1/subscriptions/sub_ana");
    const failed = await manage(b, { mode: "cancel_subscription" });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe(BILLING_MESSAGES.cancelFailed);
    expect((await subscriptionOf(b)).subscription_status).toBe("active");

    const portal = await manage(b, { mode: "customer_portal", return_url: "https://evil.example" });
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(fake.calls("POST", "/v1/billing_portal/sessions").at(-1)?.params).toEqual({
      customer: "cus_ana",
      return_url: "https://commentlens.test/account",
    });

    // A subscriber picking another plan confirms it (with proration) in Stripe's portal.
    const change = await manage(b, { mode: "create_checkout", plan_type: "agency", seats: 2 });
    expect(change.json().checkout_url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.calls("POST", "/v1/billing_portal/sessions").at(-1)?.params).toMatchObject({
      customer: "cus_ana",
      "flow_data[type]": "subscription_update_confirm",
      "flow_data[subscription_update_confirm][subscription]": "sub_ana",
      "flow_data[subscription_update_confirm][items][0][id]": "si_sub_ana",
      "flow_data[subscription_update_confirm][items][0][price]": PRICE.agency,
      "flow_data[subscription_update_confirm][items][0][quantity]": "2",
    });

    fake.invoices.push(
      stripeInvoice({
        id: "in_9",
        customer: "cus_ana",
        subscription: "sub_ana",
        userId,
        status: "paid",
        amount: 499,
      }),
      stripeInvoice({
        id: "in_other",
        customer: "cus_bob",
        subscription: "sub_bob",
        userId: "bob",
        status: "paid",
        amount: 4999,
      }),
    );
    const list = invoicesResponseSchema.parse((await b.get("/api/billing/invoices")).json());
    expect(list).toEqual([
      expect.objectContaining({
        id: "in_9",
        amount_cents: 499,
        status: "paid",
        url: "https://invoice.stripe.test/i/in_9",
      }),
    ]);
    expect((await b.get("/api/billing/invoices/in_9/receipt")).statusCode).toBe(404);
  });

  it("dunning: a failed payment makes it past_due, unpaid at the period end it is Free, paid it is back", async () => {
    await stripeApp();
    const { b, userId } = await subscribed("ana@example.com");
    fake.subscriptions.set(
      "sub_ana",
      stripeSubscription({ id: "sub_ana", customer: "cus_ana", userId, status: "past_due" }),
    );
    const failedInvoice = stripeInvoice({
      id: "in_2",
      customer: "cus_ana",
      subscription: "sub_ana",
      userId,
      status: "open",
      amount: 499,
    });
    expect(
      (await sendWebhook(t, stripeEvent("invoice.payment_failed", failedInvoice))).statusCode,
    ).toBe(200);
    expect(await subscriptionOf(b)).toMatchObject({
      plan_id: "influencer",
      subscription_status: "past_due",
      usage_limit: 100,
    });

    // Still unpaid when the period is over: Free, marked expired.
    fake.subscriptions.set(
      "sub_ana",
      stripeSubscription({
        id: "sub_ana",
        customer: "cus_ana",
        userId,
        status: "past_due",
        start: new Date(Date.now() - 31 * DAY),
        end: new Date(Date.now() - 60_000),
      }),
    );
    await sendWebhook(t, stripeEvent("customer.subscription.updated", { id: "sub_ana" }));
    expect(await subscriptionOf(b)).toMatchObject({
      plan_id: "free",
      subscription_status: "expired",
      usage_limit: 5,
    });

    // A retry that succeeds brings the plan back for the new period.
    fake.subscriptions.set(
      "sub_ana",
      stripeSubscription({ id: "sub_ana", customer: "cus_ana", userId, status: "active" }),
    );
    await sendWebhook(
      t,
      stripeEvent("invoice.paid", { ...failedInvoice, status: "paid", amount_paid: 499 }),
    );
    expect(await subscriptionOf(b)).toMatchObject({
      plan_id: "influencer",
      subscription_status: "active",
    });
    const [stored] = await t.database.db.select().from(invoice).where(eq(invoice.id, "in_2"));
    expect(stored?.status).toBe("paid");
  });

  it("referral rewards: a month's credit on both customers at the friend's first payment, once", async () => {
    await stripeApp();
    const { b: ana } = await subscribed("ana@example.com");
    const code = (await ana.get("/api/referrals/code")).json().referral_code as string;
    // The friends sign up on their own browsers, from addresses of their own, and confirm
    // their email (a referred friend must have).
    let friendNo = 0;
    const friend = async (email: string) => {
      const b = await signedUpBrowser(t, email);
      const userId = await userIdOf(b);
      await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
      const res = await t.app.inject({
        method: "POST",
        url: "/api/referrals/process",
        payload: { referral_code: code },
        remoteAddress: `198.51.100.${++friendNo}`,
        headers: { origin: ORIGIN, cookie: b.cookie(), "user-agent": `Friend browser of ${email}` },
      });
      expect(res.json().status, res.body).toBe("pending");
      return { b, userId };
    };
    const statusOf = async (userId: string) =>
      (await t.database.db.select().from(referral).where(eq(referral.referredUserId, userId)))[0]
        ?.status;
    const credits = () =>
      fake.balanceTransactions.map((c) => [c.customer, c.amount, c.currency]).sort();

    // Bo's checkout completes, then its first invoice is paid, delivered again and again.
    const bo = await friend("bo@example.com");
    fake.subscriptions.set(
      "sub_bo",
      stripeSubscription({ id: "sub_bo", customer: "cus_bo", userId: bo.userId }),
    );
    await sendWebhook(
      t,
      stripeEvent("checkout.session.completed", {
        id: "cs_bo",
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: bo.userId,
        customer: "cus_bo",
        subscription: "sub_bo",
      }),
    );
    expect(await statusOf(bo.userId)).toBe("subscription_created");
    expect(fake.balanceTransactions).toEqual([]);
    const boPaid = stripeEvent(
      "invoice.paid",
      stripeInvoice({
        id: "in_bo_1",
        customer: "cus_bo",
        subscription: "sub_bo",
        userId: bo.userId,
        status: "paid",
        amount: 499,
      }),
      "evt_bo_paid_1",
    );
    await Promise.all([sendWebhook(t, boPaid), sendWebhook(t, boPaid), sendWebhook(t, boPaid)]);
    expect((await sendWebhook(t, boPaid)).statusCode).toBe(200);
    expect(await statusOf(bo.userId)).toBe("reward_granted");
    expect(credits()).toEqual([
      ["cus_ana", -499, "usd"],
      ["cus_bo", -499, "usd"],
    ]);
    expect(
      fake.balanceTransactions.every((c) => c.idempotencyKey?.startsWith("commentlens-reward-")),
    ).toBe(true);

    // Rewards tried again (as after a lost answer) find their credit and add none.
    await t.database.db.update(referralReward).set({ status: "owed" });
    const renewal = stripeInvoice({
      id: "in_bo_2",
      customer: "cus_bo",
      subscription: "sub_bo",
      userId: bo.userId,
      status: "paid",
      amount: 499,
    });
    expect((await sendWebhook(t, stripeEvent("invoice.paid", renewal))).statusCode).toBe(200);
    expect(credits()).toHaveLength(2);
    const rewards = await t.database.db.select().from(referralReward);
    expect(rewards.map((r) => r.status)).toEqual(["applied", "applied"]);

    // Cy's payment arrives before the checkout's event: the reward is not held back.
    const cy = await friend("cy@example.com");
    fake.subscriptions.set(
      "sub_cy",
      stripeSubscription({ id: "sub_cy", customer: "cus_cy", userId: cy.userId }),
    );
    await sendWebhook(
      t,
      stripeEvent(
        "invoice.paid",
        stripeInvoice({
          id: "in_cy_1",
          customer: "cus_cy",
          subscription: "sub_cy",
          userId: cy.userId,
          status: "paid",
          amount: 499,
        }),
      ),
    );
    expect(await statusOf(cy.userId)).toBe("reward_granted");
    await sendWebhook(
      t,
      stripeEvent("checkout.session.completed", {
        id: "cs_cy",
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: cy.userId,
        customer: "cus_cy",
        subscription: "sub_cy",
      }),
    );
    expect(await statusOf(cy.userId)).toBe("reward_granted");
    expect(credits()).toEqual([
      ["cus_ana", -499, "usd"],
      ["cus_ana", -499, "usd"],
      ["cus_bo", -499, "usd"],
      ["cus_cy", -499, "usd"],
    ]);
    expect((await ana.get("/api/referrals/stats")).json()).toMatchObject({
      total_referrals: 2,
      successful_referrals: 2,
      total_reward_months: 2,
    });
  });

  it("deleting the account cancels the Stripe subscription first, and keeps the account if that fails", async () => {
    await stripeApp();
    const { b } = await subscribed("ana@example.com");
    fake.failing.add("DELETE /v1/subscriptions/sub_ana");
    const refused = await b.send("DELETE", "/api/account");
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: "ACCOUNT_DELETE_FAILED" });
    expect(refused.json().error).toMatch(/^Failed to delete account/);
    expect(await t.database.db.select().from(user)).toHaveLength(1);

    fake.failing.clear();
    const res = await b.send("DELETE", "/api/account");
    expect(res.statusCode).toBe(200);
    expect(fake.calls("DELETE", "/v1/subscriptions/sub_ana")).toHaveLength(2);
    expect(fake.subscriptions.get("sub_ana")?.status).toBe("canceled");
    expect(await t.database.db.select().from(user)).toEqual([]);
    expect(await t.database.db.select().from(subscription)).toEqual([]);

    // Stripe's own deleted event for the gone account is accepted and changes nothing.
    const late = await sendWebhook(
      t,
      stripeEvent("customer.subscription.deleted", { id: "sub_ana", object: "subscription" }),
    );
    expect(late.statusCode).toBe(200);
    expect(await t.database.db.select().from(subscription)).toEqual([]);
  });
});
