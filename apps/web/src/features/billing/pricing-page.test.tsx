import { BILLING_MESSAGES, PLAN_FEATURES, PLANS, planIncludes } from "@commentlens/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { fakeAuthClient } from "../../lib/session/test-utils";
import type { BillingClient, CheckoutAnswer } from "./api";
import { PricingPage } from "./pricing-page";
import { renderBilling } from "./test-render";
import { fakeBillingClient, fakeInfluencer } from "./test-utils";

const signedOut = () => fakeAuthClient();
const card = (name: string) => screen.getByRole("region", { name });
const landed = (path: string) => screen.findByText(`Landed on ${path}`);

function renderPricing(
  path = "/pricing",
  options: { auth?: ReturnType<typeof fakeAuthClient>; billing?: BillingClient } = {},
) {
  return renderBilling(PricingPage, { path, ...options });
}

beforeEach(() => {
  // Checkout failures are logged; keep the test output quiet.
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("PricingPage", () => {
  it("shows the three plans from PLANS, claiming nothing the site's data does not back", async () => {
    renderPricing("/pricing", { auth: signedOut() });
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();

    const free = card("Free");
    expect(free).toHaveTextContent("$0");
    expect(free).toHaveTextContent(`${PLANS.free.usageLimit} post analyses per month`);

    const influencer = card("Influencer");
    expect(influencer).toHaveTextContent("$4.99");
    expect(influencer).toHaveTextContent(`${PLANS.influencer.usageLimit} post analyses per month`);
    // No subscribers counted and no regular price configured: no badge, nothing struck through.
    expect(screen.queryByText("Most Popular")).not.toBeInTheDocument();
    expect(influencer.querySelector("s")).toBeNull();
    expect(influencer).not.toHaveTextContent("off");

    const agency = card("Agency");
    expect(agency).toHaveTextContent("$49.99");
    expect(agency).toHaveTextContent("per seat / month");
    expect(agency).toHaveTextContent("Unlimited post analyses");
    expect(within(agency).getByLabelText("Seats")).toHaveValue(1);
  });

  it("marks the plan most people pay for, and a configured regular price, with what it saves", async () => {
    const billing = fakeBillingClient({
      catalogue: vi.fn(async () => ({
        provider: "stripe" as const,
        popular_plan: "agency_monthly" as const,
        regular_price_cents: { influencer: 1000 },
      })),
    });
    renderPricing("/pricing", { auth: signedOut(), billing });
    expect(await within(card("Agency")).findByText("Most Popular")).toBeInTheDocument();
    const influencer = card("Influencer");
    expect(influencer).not.toHaveTextContent("Most Popular");
    expect(within(influencer).getByText("$10").tagName).toBe("S");
    expect(influencer).toHaveTextContent("50% off");
    // Cards are handled as the configured provider handles them.
    expect(screen.getByText(/handled by Stripe/)).toBeInTheDocument();
  });

  it("says plainly in the FAQ that the test checkout takes no money", async () => {
    renderPricing("/pricing", { auth: signedOut() });
    expect(await screen.findByText(/This site takes no payments/)).toBeInTheDocument();
    expect(screen.queryByText(/handled by Stripe/)).not.toBeInTheDocument();
  });

  it("lists on each card what its plan includes, each paid plan only what the one below lacks", async () => {
    renderPricing("/pricing", { auth: signedOut() });
    await screen.findByRole("heading", { level: 1 });
    const listed = (name: string) =>
      within(card(name))
        .getAllByRole("listitem")
        .map((item) => item.textContent);

    expect(listed("Free")).toEqual([
      "5 post analyses per month",
      PLAN_FEATURES.full_report,
      PLAN_FEATURES.exports,
      PLAN_FEATURES.reanalysis,
      PLAN_FEATURES.email_support,
    ]);
    // Free already exports and re-analyses: Influencer sells only what Free lacks.
    expect(card("Influencer")).toHaveTextContent("Everything in Free, plus:");
    expect(listed("Influencer")).toEqual(["100 post analyses per month", "Priority support"]);
    expect(card("Agency")).toHaveTextContent("Everything in Influencer, plus:");
    expect(listed("Agency")).toEqual([
      "Unlimited post analyses",
      "Profile analysis: the latest 10 posts of a profile, analysed together",
      "The Agency dashboard, with the Engagement Clock and exportable reports",
      "Team seats: invite your team by email to share the analyses",
      "White-label PDF reports with your agency's name and logo",
      "Dedicated support",
    ]);
    // What a card sells is what the server's plan checks give.
    expect(planIncludes("agency_monthly", "team_seats")).toBe(true);
    expect(planIncludes("influencer", "profile_analysis")).toBe(false);
  });

  it("answers FAQ questions on cancelling, security, methods and billing date", async () => {
    renderPricing("/pricing", { auth: signedOut() });
    for (const question of [
      "Can I cancel anytime?",
      "Is my payment secure?",
      "Which payment methods do you accept?",
      "When am I billed?",
    ]) {
      expect(await screen.findByText(question)).toBeInTheDocument();
    }
  });

  describe("Free", () => {
    it("goes to /app when signed out", async () => {
      const { user, billing } = renderPricing("/pricing", { auth: signedOut() });
      await user.click(await within(card("Free")).findByRole("link", { name: "Get Started" }));
      expect(await landed("/app")).toBeInTheDocument();
      expect(billing.createCheckout).not.toHaveBeenCalled();
    });

    it("goes to /dashboard when signed in, and is marked as the current plan", async () => {
      const { user } = renderPricing();
      const free = card("Free");
      expect(await within(free).findByText("Current plan")).toBeInTheDocument();
      await user.click(within(free).getByRole("link", { name: "Go to Dashboard" }));
      expect(await landed("/dashboard")).toBeInTheDocument();
    });
  });

  describe("signed out", () => {
    it("sends a paid plan to sign-in, to come back to that plan's checkout", async () => {
      const { user, router, billing } = renderPricing("/pricing", { auth: signedOut() });
      await user.click(
        await within(card("Influencer")).findByRole("button", { name: "Choose Influencer" }),
      );
      expect(router.state.location.pathname).toBe("/auth");
      expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe(
        "/pricing?plan=influencer",
      );
      expect(billing.createCheckout).not.toHaveBeenCalled();
    });

    it("keeps the Agency seats in the way back", async () => {
      const { user, router } = renderPricing("/pricing", { auth: signedOut() });
      const agency = card("Agency");
      await user.click(await within(agency).findByRole("button", { name: "Add a seat" }));
      await user.click(within(agency).getByRole("button", { name: "Add a seat" }));
      expect(agency).toHaveTextContent("Total: $149.97 per month for 3 seats");
      await user.click(within(agency).getByRole("button", { name: "Choose Agency" }));
      expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe(
        "/pricing?plan=agency&seats=3",
      );
    });
  });

  describe("checkout", () => {
    it("marks the clicked plan Processing..., blocks a second click, then goes to the checkout", async () => {
      let answer: (value: CheckoutAnswer) => void = () => {};
      const createCheckout = vi.fn(
        () => new Promise<CheckoutAnswer>((resolve) => (answer = resolve)),
      );
      const { user } = renderPricing("/pricing", {
        billing: fakeBillingClient({ createCheckout }),
      });
      const button = await within(card("Influencer")).findByRole("button", {
        name: "Choose Influencer",
      });
      await user.click(button);

      expect(button).toHaveTextContent("Processing...");
      expect(button).toBeDisabled();
      expect(within(card("Agency")).getByRole("button", { name: "Choose Agency" })).toBeDisabled();
      await user.click(button);
      expect(createCheckout).toHaveBeenCalledTimes(1);
      expect(createCheckout).toHaveBeenCalledWith("influencer", undefined);

      answer({ checkout_url: "/billing/checkout/cs_9" });
      expect(await landed("/billing/checkout/cs_9")).toBeInTheDocument();
    });

    it("sends the chosen seats for Agency", async () => {
      const { user, billing } = renderPricing();
      const agency = card("Agency");
      const seats = await within(agency).findByLabelText("Seats");
      await user.clear(seats);
      await user.type(seats, "12");
      expect(agency).toHaveTextContent("Total: $599.88 per month for 12 seats");
      await user.click(within(agency).getByRole("button", { name: "Choose Agency" }));
      expect(billing.createCheckout).toHaveBeenCalledWith("agency", 12);
    });

    it.each([
      [
        "the server's error text",
        () => Promise.reject(new ApiError(400, "Unknown plan")),
        "Unknown plan",
      ],
      [
        "'Failed to create checkout session' for a refusal without text",
        () => Promise.reject(new ApiError(500)),
        BILLING_MESSAGES.checkoutFailed,
      ],
      [
        "'No checkout URL received' for an answer without one",
        () => Promise.resolve({}),
        BILLING_MESSAGES.noCheckoutUrl,
      ],
      [
        "an error field of the answer",
        () => Promise.resolve({ error: "Billing is off" }),
        "Billing is off",
      ],
      [
        "'Failed to start checkout process' without an answer",
        () => Promise.reject(new ApiError(0)),
        BILLING_MESSAGES.checkoutStartFailed,
      ],
    ])("shows %s in red and lets the user try again", async (_, result, text) => {
      const createCheckout = vi.fn(result as () => Promise<CheckoutAnswer>);
      const { user } = renderPricing("/pricing", {
        billing: fakeBillingClient({ createCheckout }),
      });
      const button = await within(card("Influencer")).findByRole("button", {
        name: "Choose Influencer",
      });
      await user.click(button);
      expect(await screen.findByRole("alert")).toHaveTextContent(text);
      expect(button).toBeEnabled();
      expect(button).toHaveTextContent("Choose Influencer");
    });
  });

  describe("back from sign-in with ?plan=", () => {
    it("starts that checkout once and drops the query", async () => {
      const { billing, router } = renderPricing("/pricing?plan=influencer");
      expect(await landed("/billing/checkout/cs_1")).toBeInTheDocument();
      expect(billing.createCheckout).toHaveBeenCalledTimes(1);
      expect(billing.createCheckout).toHaveBeenCalledWith("influencer", undefined);
      router.navigate(-1);
      expect(await screen.findByRole("region", { name: "Influencer" })).toBeInTheDocument();
      expect(router.state.location.search).toBe("");
      expect(billing.createCheckout).toHaveBeenCalledTimes(1);
    });

    it("takes the Agency seats from the query", async () => {
      const { billing } = renderPricing("/pricing?plan=agency&seats=4");
      expect(await landed("/billing/checkout/cs_1")).toBeInTheDocument();
      expect(billing.createCheckout).toHaveBeenCalledWith("agency", 4);
    });

    it("does nothing while signed out", async () => {
      const { billing } = renderPricing("/pricing?plan=influencer", { auth: signedOut() });
      expect(await screen.findByRole("region", { name: "Influencer" })).toBeInTheDocument();
      expect(billing.createCheckout).not.toHaveBeenCalled();
    });

    it("does not check out the plan the user already has", async () => {
      const billing = fakeBillingClient({ subscription: vi.fn(async () => fakeInfluencer()) });
      const { router } = renderPricing("/pricing?plan=influencer", { billing });
      expect(await within(card("Influencer")).findByText("Current plan")).toBeInTheDocument();
      await vi.waitFor(() => expect(router.state.location.search).toBe(""));
      expect(billing.createCheckout).not.toHaveBeenCalled();
    });
  });

  describe("a paid subscriber", () => {
    it("sees the current plan, and switching goes where the server says (the plan change)", async () => {
      const billing = fakeBillingClient({
        subscription: vi.fn(async () => fakeInfluencer()),
        createCheckout: vi.fn(async () => ({
          checkout_url: "http://127.0.0.1:3000/billing/portal?plan_type=agency&seats=1",
        })),
      });
      const { user } = renderPricing("/pricing", { billing });
      const influencer = card("Influencer");
      expect(await within(influencer).findByText("Current plan")).toBeInTheDocument();
      expect(within(influencer).getByRole("link", { name: "Manage subscription" })).toHaveAttribute(
        "href",
        "/account?tab=subscription",
      );
      expect(within(card("Free")).queryByText("Current plan")).not.toBeInTheDocument();

      await user.click(within(card("Agency")).getByRole("button", { name: "Switch to Agency" }));
      expect(billing.createCheckout).toHaveBeenCalledWith("agency", 1);
      // The server's public URL may name another loopback host than the page: same site.
      expect(await landed("/billing/portal?plan_type=agency&seats=1")).toBeInTheDocument();
    });
  });

  describe("banners", () => {
    it("welcomes after a successful checkout", async () => {
      renderPricing("/pricing?success=true", { auth: signedOut() });
      expect(await screen.findByRole("status")).toHaveTextContent("Your subscription is active");
    });

    it("says a canceled payment can be tried again", async () => {
      renderPricing("/pricing?canceled=true", { auth: signedOut() });
      expect(await screen.findByRole("status")).toHaveTextContent(
        "Payment was canceled. You can try again anytime!",
      );
    });
  });
});
