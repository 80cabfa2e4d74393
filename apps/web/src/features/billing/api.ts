import type {
  Invoice,
  LocalCheckout,
  LocalPaymentRequest,
  PricingCatalogue,
  Subscription,
} from "@commentlens/shared";

import { createApiClient } from "../../lib/api-client";

/**
 * The typed client of the subscription and billing calls, including the local provider's
 * checkout and portal. Components take a `BillingClient` so tests can hand them a fake one;
 * the real one talks to the server.
 */

export type CheckoutPlanType = "influencer" | "agency";

/** The answer of `create_checkout` as sent: the screen reads `error` and `checkout_url`. */
export interface CheckoutAnswer {
  checkout_url?: string;
  error?: string;
}

export type PortalAction =
  | { action: "change_plan"; plan_type: CheckoutPlanType; seats?: number }
  | { action: "cancel" }
  | { action: "reactivate" };

export interface BillingClient {
  /** What the pricing page may claim (public). */
  catalogue(signal?: AbortSignal): Promise<PricingCatalogue>;
  subscription(signal?: AbortSignal): Promise<Subscription>;
  createCheckout(plan: CheckoutPlanType, seats?: number): Promise<CheckoutAnswer>;
  cancelSubscription(): Promise<{ message?: string }>;
  reactivateSubscription(): Promise<{ message?: string }>;
  /** The provider's billing portal address. */
  customerPortal(): Promise<{ url?: string }>;
  invoices(signal?: AbortSignal): Promise<Invoice[]>;
  localCheckout(id: string, signal?: AbortSignal): Promise<LocalCheckout>;
  payLocalCheckout(id: string, card: LocalPaymentRequest): Promise<{ redirect_url: string }>;
  localPortal(action: PortalAction): Promise<Subscription>;
}

const api = createApiClient();

function post<T>(path: string, body: unknown): Promise<T> {
  return api.request<T>(path, { method: "POST", json: body });
}

const MANAGE = "/api/subscription-management";

export function createBillingClient(): BillingClient {
  return {
    catalogue: (signal) => api.request("/api/billing/catalogue", { signal }),
    subscription: (signal) => api.request("/api/subscription", { signal }),
    createCheckout: (plan, seats) =>
      post(MANAGE, { mode: "create_checkout", plan_type: plan, ...(seats ? { seats } : {}) }),
    cancelSubscription: () => post(MANAGE, { mode: "cancel_subscription" }),
    reactivateSubscription: () => post(MANAGE, { mode: "reactivate_subscription" }),
    customerPortal: () => post(MANAGE, { mode: "customer_portal" }),
    invoices: (signal) => api.request("/api/billing/invoices", { signal }),
    localCheckout: (id, signal) =>
      api.request(`/api/billing/local/checkout/${encodeURIComponent(id)}`, { signal }),
    payLocalCheckout: (id, card) =>
      post(`/api/billing/local/checkout/${encodeURIComponent(id)}/pay`, card),
    localPortal: (action) => post("/api/billing/local/portal", action),
  };
}
