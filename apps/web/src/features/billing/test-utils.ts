import type { Invoice, LocalCheckout, Subscription } from "@commentlens/shared";
import { vi } from "vitest";
import type { BillingClient } from "./api";

const IN_A_MONTH = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

export function fakeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan_name: "Free",
    plan_id: "free",
    subscription_status: "free",
    current_period_end: IN_A_MONTH,
    cancel_at_period_end: false,
    current_usage: 3,
    usage_limit: 5,
    seats: 1,
    provider: null,
    ...overrides,
  };
}

export function fakeInfluencer(overrides: Partial<Subscription> = {}): Subscription {
  return fakeSubscription({
    plan_name: "Influencer",
    plan_id: "influencer",
    subscription_status: "active",
    current_usage: 12,
    usage_limit: 100,
    provider: "local",
    ...overrides,
  });
}

export function fakeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: "in_1",
    number: "CL-0001",
    amount_cents: 499,
    currency: "usd",
    status: "paid",
    created_at: "2026-03-05T10:00:00.000Z",
    period_start: "2026-03-05T10:00:00.000Z",
    period_end: "2026-04-05T10:00:00.000Z",
    url: "/api/billing/invoices/in_1/receipt",
    ...overrides,
  };
}

export function fakeCheckout(overrides: Partial<LocalCheckout> = {}): LocalCheckout {
  return {
    id: "cs_1",
    plan_id: "influencer",
    plan_name: "Influencer",
    seats: 1,
    amount_cents: 499,
    currency: "usd",
    status: "open",
    email: "ana@example.com",
    cancel_url: "/pricing?canceled=true",
    ...overrides,
  };
}

/** A BillingClient whose calls all succeed (a Free user) unless a test overrides one. */
export function fakeBillingClient(overrides: Partial<BillingClient> = {}): BillingClient {
  return {
    catalogue: vi.fn(async () => ({
      provider: "local" as const,
      popular_plan: null,
      regular_price_cents: { influencer: null },
    })),
    subscription: vi.fn(async () => fakeSubscription()),
    createCheckout: vi.fn(async () => ({ checkout_url: "/billing/checkout/cs_1" })),
    cancelSubscription: vi.fn(async () => ({ message: "Subscription will cancel at period end" })),
    reactivateSubscription: vi.fn(async () => ({ message: "Subscription reactivated" })),
    customerPortal: vi.fn(async () => ({ url: "/billing/portal" })),
    invoices: vi.fn(async () => []),
    localCheckout: vi.fn(async (id: string) => fakeCheckout({ id })),
    payLocalCheckout: vi.fn(async () => ({ redirect_url: "/account?success=true" })),
    localPortal: vi.fn(async () => fakeInfluencer()),
    ...overrides,
  };
}
