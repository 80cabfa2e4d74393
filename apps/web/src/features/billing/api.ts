import type {
  Invoice,
  LocalCheckout,
  LocalPaymentRequest,
  Subscription,
} from "@commentlens/shared";

/**
 * The typed client of the subscription and billing calls (spec-2 §7), including the local
 * provider's checkout and portal. Components take a `BillingClient` so tests can hand them a
 * fake one; the real one talks to the server.
 */

/**
 * A failed call. `serverMessage` is the `error` text the server answered with, if any: the
 * spec shows it as given and falls back to its own text otherwise. `status` 0 = no answer.
 */
export class BillingError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly details: unknown;

  constructor(status: number, serverMessage?: string, code?: string, details?: unknown) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = "BillingError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.details = details;
  }
}

export type CheckoutPlanType = "influencer" | "agency";

/** The answer of `create_checkout` as sent: the spec reads `error` and `checkout_url`. */
export interface CheckoutAnswer {
  checkout_url?: string;
  error?: string;
}

export type PortalAction =
  | { action: "change_plan"; plan_type: CheckoutPlanType; seats?: number }
  | { action: "cancel" }
  | { action: "reactivate" };

export interface BillingClient {
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

async function errorFrom(response: Response): Promise<BillingError> {
  try {
    const body = (await response.json()) as { error?: unknown; code?: unknown; details?: unknown };
    const message = typeof body.error === "string" && body.error ? body.error : undefined;
    const code = typeof body.code === "string" ? body.code : undefined;
    return new BillingError(response.status, message, code, body.details);
  } catch {
    // Not JSON: the caller shows its own fallback text.
    return new BillingError(response.status);
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new BillingError(0);
  }
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

function post<T>(path: string, body: unknown): Promise<T> {
  return request<T>(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

const MANAGE = "/api/subscription-management";

export function createBillingClient(): BillingClient {
  return {
    subscription: (signal) => request("/api/subscription", { signal }),
    createCheckout: (plan, seats) =>
      post(MANAGE, { mode: "create_checkout", plan_type: plan, ...(seats ? { seats } : {}) }),
    cancelSubscription: () => post(MANAGE, { mode: "cancel_subscription" }),
    reactivateSubscription: () => post(MANAGE, { mode: "reactivate_subscription" }),
    customerPortal: () => post(MANAGE, { mode: "customer_portal" }),
    invoices: (signal) => request("/api/billing/invoices", { signal }),
    localCheckout: (id, signal) =>
      request(`/api/billing/local/checkout/${encodeURIComponent(id)}`, { signal }),
    payLocalCheckout: (id, card) =>
      post(`/api/billing/local/checkout/${encodeURIComponent(id)}/pay`, card),
    localPortal: (action) => post("/api/billing/local/portal", action),
  };
}
