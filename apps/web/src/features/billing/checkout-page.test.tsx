import { CARD_MESSAGES, LOCAL_TEST_CARDS, type LocalPaymentRequest } from "@commentlens/shared";
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import type { AuthClient } from "../../lib/session/session";
import type { BillingClient } from "./api";
import { CheckoutPage } from "./checkout-page";
import { BILLING_TEXTS } from "./messages";
import { renderBilling } from "./test-render";
import { fakeBillingClient, fakeCheckout } from "./test-utils";

function renderCheckout(overrides: Partial<BillingClient> = {}, auth?: AuthClient) {
  return renderBilling(CheckoutPage, {
    path: "/billing/checkout/cs_1",
    pattern: "/billing/checkout/:id",
    billing: fakeBillingClient(overrides),
    ...(auth ? { auth } : {}),
  });
}

const ready = () => screen.findByRole("form", { name: "Card payment" });

async function fillCard(user: UserEvent, number: string = LOCAL_TEST_CARDS.success) {
  await user.type(screen.getByLabelText("Card number"), number);
  await user.type(screen.getByLabelText("Expiry (MM/YY)"), "1234");
  await user.type(screen.getByLabelText("CVC"), "123");
  await user.type(screen.getByLabelText("Name on card"), "Ana Test");
}

describe("CheckoutPage", () => {
  it("is clearly a test payment and shows the plan, seats, amount and account", async () => {
    renderCheckout({
      localCheckout: vi.fn(async () =>
        fakeCheckout({
          plan_id: "agency_monthly",
          plan_name: "Agency",
          seats: 3,
          amount_cents: 14_997,
        }),
      ),
    });
    await ready();
    expect(screen.getByText("Test payment — no real card is charged")).toBeInTheDocument();
    const summary = screen.getByRole("heading", { name: "Order summary" }).parentElement
      ?.parentElement as HTMLElement;
    expect(summary).toHaveTextContent("Agency");
    expect(summary).toHaveTextContent("3 seats");
    expect(summary).toHaveTextContent("$149.97");
    expect(summary).toHaveTextContent("ana@example.com");
    expect(screen.getByRole("button", { name: "Pay $149.97" })).toBeInTheDocument();
    expect(screen.getByText(LOCAL_TEST_CARDS.success)).toBeInTheDocument();
    expect(screen.getByText(LOCAL_TEST_CARDS.declined)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cancel and go back" })).toHaveAttribute(
      "href",
      "/pricing?canceled=true",
    );
  });

  it("checks every field before sending anything", async () => {
    const { user, billing } = renderCheckout();
    await ready();
    await user.click(screen.getByRole("button", { name: "Pay $4.99" }));
    expect(screen.getByText(CARD_MESSAGES.numberIncomplete)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.expiryIncomplete)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.cvcIncomplete)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.nameMissing)).toBeInTheDocument();
    expect(screen.getByLabelText("Card number")).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByLabelText("Card number"), "4242 4242 4242 4241");
    await user.click(screen.getByRole("button", { name: "Pay $4.99" }));
    expect(screen.getByText(CARD_MESSAGES.numberInvalid)).toBeInTheDocument();
    expect(billing.payLocalCheckout).not.toHaveBeenCalled();
  });

  it("pays, shows Processing... once, and follows the redirect", async () => {
    let finish: (value: { redirect_url: string }) => void = () => {};
    const payLocalCheckout = vi.fn(
      (_id: string, _card: LocalPaymentRequest) =>
        new Promise<{ redirect_url: string }>((resolve) => (finish = resolve)),
    );
    const { user } = renderCheckout({ payLocalCheckout });
    await ready();
    await fillCard(user);
    const pay = screen.getByRole("button", { name: "Pay $4.99" });
    await user.click(pay);

    expect(pay).toHaveTextContent("Processing...");
    expect(pay).toBeDisabled();
    await user.click(pay);
    expect(payLocalCheckout).toHaveBeenCalledTimes(1);
    expect(payLocalCheckout).toHaveBeenCalledWith("cs_1", {
      card_number: LOCAL_TEST_CARDS.success,
      expiry: "12/34",
      cvc: "123",
      name: "Ana Test",
    });

    finish({ redirect_url: "/account?success=true" });
    expect(await screen.findByText("Landed on /account?success=true")).toBeInTheDocument();
  });

  it("shows a declined card in red, as the server said, and lets the user try again", async () => {
    const { user } = renderCheckout({
      payLocalCheckout: vi.fn(async () => {
        throw new ApiError(402, "Your card was declined.", "CARD_DECLINED", "Test mode.");
      }),
    });
    await ready();
    await fillCard(user, LOCAL_TEST_CARDS.declined);
    await user.click(screen.getByRole("button", { name: "Pay $4.99" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your card was declined.");
    expect(alert).toHaveTextContent("Test mode.");
    expect(screen.getByRole("button", { name: "Pay $4.99" })).toBeEnabled();
  });

  it("puts the server's field messages under their fields", async () => {
    const { user } = renderCheckout({
      payLocalCheckout: vi.fn(async () => {
        throw new ApiError(400, "Use a date in the future", "INVALID_CARD_DETAILS", "expiry");
      }),
    });
    await ready();
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $4.99" }));
    expect(await screen.findByText("Use a date in the future")).toBeInTheDocument();
    expect(screen.getByLabelText("Expiry (MM/YY)")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says when the session does not exist", async () => {
    renderCheckout({
      localCheckout: vi.fn(async () => {
        throw new ApiError(404, "Not found", "NOT_FOUND");
      }),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(BILLING_TEXTS.checkoutNotFound);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("does not offer to pay a paid session again", async () => {
    renderCheckout({ localCheckout: vi.fn(async () => fakeCheckout({ status: "paid" })) });
    const banner = (await screen.findByText(BILLING_TEXTS.checkoutPaid)).closest(
      "[role=status]",
    ) as HTMLElement;
    expect(within(banner).getByRole("link")).toHaveAttribute("href", "/account?tab=subscription");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });
});
