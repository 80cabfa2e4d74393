import { BILLING_MESSAGES, type Subscription, UNLIMITED_USAGE } from "@commentlens/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import type { BillingClient } from "./api";
import { formatDate } from "./format";
import { BILLING_TEXTS } from "./messages";
import { changeKind } from "./plan-change";
import { PortalPage } from "./portal-page";
import { renderBilling } from "./test-render";
import { fakeBillingClient, fakeInfluencer, fakeSubscription } from "./test-utils";

const agency = (seats: number, overrides: Partial<Subscription> = {}) =>
  fakeInfluencer({
    plan_name: "Agency",
    plan_id: "agency_monthly",
    usage_limit: UNLIMITED_USAGE,
    seats,
    ...overrides,
  });

function renderPortal(
  sub: Subscription,
  overrides: Partial<BillingClient> = {},
  path = "/billing/portal",
) {
  return renderBilling(PortalPage, {
    path,
    billing: fakeBillingClient({ subscription: vi.fn(async () => sub), ...overrides }),
  });
}

const ready = () => screen.findByRole("heading", { level: 1, name: "Billing" });

describe("changeKind", () => {
  it("calls a dearer plan or more seats an upgrade, and the reverse a downgrade", () => {
    const influencer = { plan: "influencer", seats: 1 } as const;
    expect(changeKind(influencer, { plan: "agency", seats: 1 })).toBe("upgrade");
    expect(changeKind({ plan: "agency", seats: 3 }, influencer)).toBe("downgrade");
    expect(changeKind({ plan: "agency", seats: 3 }, { plan: "agency", seats: 4 })).toBe("upgrade");
    expect(changeKind({ plan: "agency", seats: 3 }, { plan: "agency", seats: 2 })).toBe(
      "downgrade",
    );
    expect(changeKind(influencer, { plan: "influencer", seats: 5 })).toBe("none");
  });
});

describe("PortalPage", () => {
  it("is labelled a test portal and leads back to the account's Subscription tab", async () => {
    renderPortal(fakeInfluencer());
    await ready();
    expect(screen.getByText(BILLING_TEXTS.testPortal)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to account" })).toHaveAttribute(
      "href",
      "/account?tab=subscription",
    );
  });

  it("upgrades now, and says so before and after", async () => {
    const localPortal = vi.fn(async () => agency(1));
    const { user } = renderPortal(fakeInfluencer(), { localPortal });
    await ready();
    expect(screen.getByRole("button", { name: "Change plan" })).toBeDisabled();

    await user.click(screen.getByRole("radio", { name: /Agency/ }));
    expect(screen.getByText(/Upgrade: takes effect now/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upgrade now" }));

    expect(localPortal).toHaveBeenCalledWith({
      action: "change_plan",
      plan_type: "agency",
      seats: 1,
    });
    expect(await screen.findByText("Your plan is now Agency.")).toBeInTheDocument();
  });

  it("downgrades at the period end, naming the date", async () => {
    const sub = agency(3);
    const localPortal = vi.fn(async () => sub);
    const { user } = renderPortal(sub, { localPortal });
    await ready();
    const date = formatDate(sub.current_period_end);

    await user.click(screen.getByRole("button", { name: "Remove a seat" }));
    expect(
      screen.getByText(new RegExp(`Downgrade: takes effect .* on ${date}`)),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /Influencer/ }));
    await user.click(screen.getByRole("button", { name: "Downgrade at period end" }));

    expect(localPortal).toHaveBeenCalledWith({ action: "change_plan", plan_type: "influencer" });
    expect(
      await screen.findByText(`Your plan changes to Influencer on ${date}.`),
    ).toBeInTheDocument();
  });

  it("starts from the plan chosen on the pricing page, and shows a scheduled downgrade", async () => {
    const sub = agency(2);
    const date = formatDate(sub.current_period_end);
    const localPortal = vi.fn(async () => ({
      ...sub,
      scheduled_change: {
        plan_id: "influencer" as const,
        plan_name: "Influencer",
        seats: 1,
        effective_at: sub.current_period_end,
      },
    }));
    const { user, router } = renderPortal(
      sub,
      { localPortal },
      "/billing/portal?plan_type=influencer&seats=1",
    );
    await ready();
    expect(screen.getByRole("radio", { name: /Influencer/ })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Downgrade at period end" }));
    expect(
      await screen.findByText(`Your plan changes to Influencer on ${date}.`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Changes to Influencer on .* You keep your current plan until then\./),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    // The router renders the cleared address in a transition: the form follows a moment later.
    await waitFor(() => expect(screen.getByRole("radio", { name: /Agency/ })).toBeChecked());
  });

  it("shows the server's message when a change fails, else its own", async () => {
    const localPortal = vi
      .fn<BillingClient["localPortal"]>()
      .mockRejectedValueOnce(new ApiError(400, "Too many seats"))
      .mockRejectedValueOnce(new ApiError(0));
    const { user } = renderPortal(fakeInfluencer(), { localPortal });
    await ready();
    await user.click(screen.getByRole("radio", { name: /Agency/ }));
    await user.click(screen.getByRole("button", { name: "Upgrade now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many seats");
    await user.click(screen.getByRole("button", { name: "Upgrade now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(BILLING_TEXTS.planChangeFailed);
  });

  it("cancels after confirmation, then offers to reactivate", async () => {
    const sub = fakeInfluencer();
    const localPortal = vi
      .fn<BillingClient["localPortal"]>()
      .mockResolvedValueOnce({ ...sub, cancel_at_period_end: true })
      .mockResolvedValueOnce(sub);
    const { user } = renderPortal(sub, { localPortal });
    await ready();
    await user.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel Subscription" }));

    expect(localPortal).toHaveBeenCalledWith({ action: "cancel" });
    expect(await screen.findByText("Active (Cancels at period end)")).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.cancelScheduled)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reactivate Subscription" }));
    expect(localPortal).toHaveBeenLastCalledWith({ action: "reactivate" });
    expect(await screen.findByText(BILLING_MESSAGES.reactivated)).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
  });

  it("sends a Free user to the pricing page", async () => {
    renderPortal(fakeSubscription());
    await ready();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });
});
