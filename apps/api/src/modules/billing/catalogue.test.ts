import { POPULAR_PLAN_MIN_SUBSCRIBERS, pricingCatalogueSchema } from "@commentlens/shared";
import { afterEach, describe, expect, it } from "vitest";
import { subscription, user } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { mostPopular } from "./service.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** `n` people on `planId` with `status`, stored as the providers' events would leave them. */
async function subscribers(app: TestApp, planId: string, n: number, status = "active") {
  const now = new Date();
  const later = new Date(now.getTime() + 30 * 24 * 3600 * 1000);
  for (let i = 0; i < n; i++) {
    const id = `${planId}-${status}-${i}`;
    await app.database.db.insert(user).values({ id, name: id, email: `${id}@example.com` });
    await app.database.db.insert(subscription).values({
      userId: id,
      provider: "local",
      customerId: `cus_${id}`,
      subscriptionId: `sub_${id}`,
      planId,
      status,
      currentPeriodStart: now,
      currentPeriodEnd: later,
      providerUpdatedAt: now,
    });
  }
}

async function catalogue(app: TestApp) {
  const res = await app.app.inject({ method: "GET", url: "/api/billing/catalogue" });
  expect(res.statusCode).toBe(200);
  return pricingCatalogueSchema.parse(res.json());
}

describe("GET /api/billing/catalogue", () => {
  it("claims nothing by default: no popular plan, no reference price, the provider named", async () => {
    t = await createTestApp();
    expect(await catalogue(t)).toEqual({
      provider: "local",
      popular_plan: null,
      regular_price_cents: { influencer: null },
    });
  });

  it("names the most popular plan only once enough people pay for it", async () => {
    t = await createTestApp();
    await subscribers(t, "influencer", POPULAR_PLAN_MIN_SUBSCRIBERS - 1);
    await subscribers(t, "agency_monthly", 2);
    // Ended subscriptions do not count.
    await subscribers(t, "influencer", 5, "canceled");
    expect((await catalogue(t)).popular_plan).toBeNull();
    await subscribers(t, "influencer", 1, "trialing");
    expect((await catalogue(t)).popular_plan).toBe("influencer");
  });

  it("shows a regular price only when the operator sets one above the plan's price", async () => {
    t = await createTestApp({ INFLUENCER_REGULAR_PRICE_CENTS: "1000" });
    expect((await catalogue(t)).regular_price_cents).toEqual({ influencer: 1000 });
  });
});

describe("mostPopular", () => {
  it("needs a clear leader with enough subscribers", () => {
    const n = POPULAR_PLAN_MIN_SUBSCRIBERS;
    expect(mostPopular(new Map())).toBeNull();
    expect(mostPopular(new Map([["agency_monthly", n]]))).toBe("agency_monthly");
    expect(
      mostPopular(
        new Map([
          ["influencer", n],
          ["agency_monthly", n],
        ]),
      ),
    ).toBeNull();
  });
});
