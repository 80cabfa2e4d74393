import { BILLING_MESSAGES, type Subscription, UNLIMITED_USAGE } from "@commentlens/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import type { BillingClient } from "./api";
import { formatDate, formatShortDate } from "./format";
import { SubscriptionSettings } from "./subscription-settings";
import { renderBilling } from "./test-render";
import { fakeBillingClient, fakeInfluencer, fakeInvoice, fakeSubscription } from "./test-utils";

function renderTab(billing: BillingClient, path = "/account") {
  return renderBilling(SubscriptionSettings, { path, billing });
}

const withSub = (sub: Subscription, overrides: Partial<BillingClient> = {}) =>
  fakeBillingClient({ subscription: vi.fn(async () => sub), ...overrides });

const ready = () => screen.findByRole("heading", { name: "Subscription" });
const scheduled = () => fakeInfluencer({ cancel_at_period_end: true });

describe("SubscriptionSettings", () => {
  it("shows a Free user's plan, usage bar and reset date, with an upgrade card to /pricing", async () => {
    const sub = fakeSubscription();
    renderTab(withSub(sub));
    await ready();
    expect(screen.getByText("Free", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByText("3 of 5 analyses used")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Usage this period" })).toHaveAttribute(
      "aria-valuenow",
      "3",
    );
    expect(
      screen.getByText(`Usage resets on ${formatDate(sub.current_period_end)}`),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("button", { name: "Manage Billing" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
  });

  it("shows an active plan with its next billing date, Manage Billing and Cancel", async () => {
    const sub = fakeInfluencer();
    renderTab(withSub(sub));
    await ready();
    expect(screen.getByText("Active")).toBeInTheDocument();
    expect(screen.getByText("12 of 100 analyses used")).toBeInTheDocument();
    expect(
      screen.getByText(`Next billing date: ${formatDate(sub.current_period_end)}`),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Manage Billing" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel Subscription" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Upgrade Plan" })).not.toBeInTheDocument();
  });

  it("says Unlimited for an Agency plan, without a bar", async () => {
    renderTab(
      withSub(
        fakeInfluencer({
          plan_name: "Agency",
          plan_id: "agency_monthly",
          usage_limit: UNLIMITED_USAGE,
          current_usage: 40,
          seats: 3,
        }),
      ),
    );
    await ready();
    expect(screen.getByText("40 analyses used · Unlimited")).toBeInTheDocument();
    expect(screen.getByText("3 seats")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("shows a scheduled cancellation with its date, and reactivates", async () => {
    const sub = scheduled();
    const subscription = vi
      .fn<BillingClient["subscription"]>()
      .mockResolvedValueOnce(sub)
      .mockResolvedValue(fakeInfluencer());
    const billing = fakeBillingClient({ subscription });
    const { user } = renderTab(billing);
    await ready();
    expect(screen.getByText("Active (Cancels at period end)")).toBeInTheDocument();
    expect(
      screen.getByText(`Cancels on ${formatDate(sub.current_period_end)}`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/will be canceled at the end of the current billing period/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reactivate Subscription" }));
    expect(billing.reactivateSubscription).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Subscription reactivated")).toBeInTheDocument();
    expect(subscription).toHaveBeenCalledTimes(2);
    expect(await screen.findByText("Active")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel Subscription" })).toBeInTheDocument();
  });

  it("warns a past-due subscriber to update the payment method", async () => {
    const billing = withSub(fakeInfluencer({ subscription_status: "past_due" }));
    const { user } = renderTab(billing);
    await ready();
    expect(screen.getByText("Past due")).toBeInTheDocument();
    const warning = screen.getByText(/Update your payment method/).closest("[role=alert]");
    if (!(warning instanceof HTMLElement)) throw new Error("no warning banner");
    await user.click(within(warning).getByRole("button", { name: "Update payment method" }));
    expect(billing.customerPortal).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Landed on /billing/portal")).toBeInTheDocument();
  });

  describe("cancel", () => {
    it("confirms in a dialog that access lasts to the period end, with focus on keeping it", async () => {
      const sub = fakeInfluencer();
      const billing = withSub(sub);
      const { user } = renderTab(billing);
      await ready();
      await user.click(screen.getByRole("button", { name: "Cancel Subscription" }));

      const dialog = await screen.findByRole("dialog", { name: "Cancel your subscription?" });
      expect(dialog).toHaveAccessibleDescription(
        new RegExp(`keep Influencer .* until the end .*${formatDate(sub.current_period_end)}`),
      );
      const keep = within(dialog).getByRole("button", { name: "Keep Subscription" });
      expect(keep).toHaveFocus();
      await user.keyboard("{Enter}");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(billing.cancelSubscription).not.toHaveBeenCalled();
    });

    it("cancels, says so and reloads the status", async () => {
      const subscription = vi
        .fn<BillingClient["subscription"]>()
        .mockResolvedValueOnce(fakeInfluencer())
        .mockResolvedValue(scheduled());
      const billing = fakeBillingClient({ subscription });
      const { user } = renderTab(billing);
      await ready();
      await user.click(screen.getByRole("button", { name: "Cancel Subscription" }));
      const dialog = await screen.findByRole("dialog");
      await user.click(within(dialog).getByRole("button", { name: "Cancel Subscription" }));

      expect(billing.cancelSubscription).toHaveBeenCalledTimes(1);
      expect(await screen.findByText("Active (Cancels at period end)")).toBeInTheDocument();
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(
        screen.getByText(/will be canceled at the end of the current billing period/),
      ).toBeInTheDocument();
      expect(subscription).toHaveBeenCalledTimes(2);
    });

    it("keeps the dialog open with the server's message, else 'Failed to cancel subscription'", async () => {
      const cancelSubscription = vi
        .fn<BillingClient["cancelSubscription"]>()
        .mockRejectedValueOnce(new ApiError(409, "Nothing to cancel"))
        .mockRejectedValueOnce(new ApiError(0));
      const { user } = renderTab(withSub(fakeInfluencer(), { cancelSubscription }));
      await ready();
      await user.click(screen.getByRole("button", { name: "Cancel Subscription" }));
      const dialog = await screen.findByRole("dialog");
      const confirm = within(dialog).getByRole("button", { name: "Cancel Subscription" });

      await user.click(confirm);
      expect(await within(dialog).findByRole("alert")).toHaveTextContent("Nothing to cancel");
      await user.click(confirm);
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(
        BILLING_MESSAGES.cancelFailed,
      );
      expect(screen.getByRole("dialog")).toBeInTheDocument();
    });
  });

  it("shows 'Failed to reactivate subscription' when reactivation fails", async () => {
    const { user } = renderTab(
      withSub(scheduled(), {
        reactivateSubscription: vi.fn(async () => {
          throw new ApiError(500);
        }),
      }),
    );
    await ready();
    await user.click(screen.getByRole("button", { name: "Reactivate Subscription" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(BILLING_MESSAGES.reactivateFailed);
  });

  it("opens the billing portal, or says 'Failed to open billing portal'", async () => {
    const customerPortal = vi
      .fn<BillingClient["customerPortal"]>()
      .mockRejectedValueOnce(new ApiError(502))
      .mockRejectedValueOnce(new ApiError(400, "No billing account yet"))
      .mockResolvedValueOnce({ url: "/billing/portal" });
    const { user } = renderTab(withSub(fakeInfluencer(), { customerPortal }));
    await ready();
    const manage = screen.getByRole("button", { name: "Manage Billing" });

    await user.click(manage);
    expect(await screen.findByRole("alert")).toHaveTextContent(BILLING_MESSAGES.portalFailed);
    await user.click(manage);
    expect(await screen.findByRole("alert")).toHaveTextContent("No billing account yet");
    await user.click(manage);
    expect(await screen.findByText("Landed on /billing/portal")).toBeInTheDocument();
  });

  it("says 'Unable to load subscription status' and tries again on request", async () => {
    const subscription = vi
      .fn<BillingClient["subscription"]>()
      .mockRejectedValueOnce(new ApiError(500))
      .mockResolvedValue(fakeSubscription());
    const { user } = renderTab(fakeBillingClient({ subscription }));
    expect(await screen.findByRole("alert")).toHaveTextContent(BILLING_MESSAGES.unableToLoad);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await ready()).toBeInTheDocument();
  });

  it("welcomes back from checkout with ?success=true, until the next action", async () => {
    const { user, router } = renderTab(withSub(scheduled()), "/account?success=true");
    await ready();
    const welcome = "Welcome to Influencer! Your subscription is active.";
    expect(screen.getByText(welcome)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reactivate Subscription" }));
    expect(await screen.findByText("Subscription reactivated")).toBeInTheDocument();
    // The welcome goes with the query string, on the router's next transition.
    await waitFor(() => expect(screen.queryByText(welcome)).not.toBeInTheDocument());
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("lists invoices with date, amount, status and a link", async () => {
    const invoice = fakeInvoice();
    renderTab(withSub(fakeInfluencer(), { invoices: vi.fn(async () => [invoice]) }));
    const table = await screen.findByRole("table");
    const cells = within(table)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual([formatShortDate(invoice.created_at), "$4.99", "Paid"]);
    expect(within(table).getByRole("link", { name: "View invoice CL-0001" })).toHaveAttribute(
      "href",
      invoice.url,
    );
  });

  it("says when there are no invoices yet", async () => {
    renderTab(withSub(fakeSubscription()));
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
  });
});
