import { BILLING_MESSAGES, CARD_MESSAGES, LOCAL_TEST_CARDS } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { ApiError, serverMessageOr } from "../../lib/api-client";
import { fieldErrorsFrom, formatCardNumber, formatExpiry, validateCard } from "./card-validation";
import { formatAmount, formatPrice } from "./format";
import { checkoutErrorMessage, checkoutTarget } from "./messages";
import { statusView } from "./subscription-status";
import { fakeInfluencer, fakeSubscription } from "./test-utils";

const NOW = Date.parse("2026-03-10T00:00:00.000Z");
const LATER = "2026-04-05T00:00:00.000Z";
const EARLIER = "2026-03-01T00:00:00.000Z";

describe("statusView", () => {
  it.each([
    [fakeInfluencer({ current_period_end: LATER }), "Active"],
    [
      fakeInfluencer({ current_period_end: LATER, cancel_at_period_end: true }),
      "Active (Cancels at period end)",
    ],
    [
      fakeInfluencer({ current_period_end: LATER, subscription_status: "canceled" }),
      "Active (Cancels at period end)",
    ],
    [fakeInfluencer({ current_period_end: EARLIER, subscription_status: "canceled" }), "Canceled"],
    [fakeInfluencer({ subscription_status: "past_due" }), "Past due"],
    [fakeSubscription(), "Free"],
    [fakeSubscription({ subscription_status: "expired" }), "Expired"],
  ])("labels %o as %s", (sub, label) => {
    expect(statusView(sub, NOW).label).toBe(label);
  });
});

describe("checkout messages", () => {
  it("prefers the server's text, then the fixed fallback messages", () => {
    expect(checkoutErrorMessage(new ApiError(400, "Unknown plan"))).toBe("Unknown plan");
    expect(checkoutErrorMessage(new ApiError(500))).toBe(BILLING_MESSAGES.checkoutFailed);
    expect(checkoutErrorMessage(new ApiError(0))).toBe(BILLING_MESSAGES.checkoutStartFailed);
    expect(checkoutErrorMessage(new TypeError("boom"))).toBe(BILLING_MESSAGES.checkoutStartFailed);
    expect(checkoutTarget({})).toEqual({ error: BILLING_MESSAGES.noCheckoutUrl });
    expect(checkoutTarget({ checkout_url: "/billing/checkout/x" })).toEqual({
      url: "/billing/checkout/x",
    });
    expect(serverMessageOr(new ApiError(500), "fallback")).toBe("fallback");
  });
});

describe("card checks", () => {
  const card = {
    card_number: LOCAL_TEST_CARDS.success,
    expiry: "12/30",
    cvc: "123",
    name: "Ana",
  };

  it("accepts both test cards and a future expiry", () => {
    expect(validateCard(card, new Date(NOW))).toEqual({});
    expect(
      validateCard({ ...card, card_number: LOCAL_TEST_CARDS.declined }, new Date(NOW)),
    ).toEqual({});
  });

  it("names every empty field at once, in the server's words", () => {
    expect(validateCard({ card_number: "", expiry: "", cvc: "", name: "" }, new Date(NOW))).toEqual(
      {
        card_number: CARD_MESSAGES.numberIncomplete,
        expiry: CARD_MESSAGES.expiryIncomplete,
        cvc: CARD_MESSAGES.cvcIncomplete,
        name: CARD_MESSAGES.nameMissing,
      },
    );
  });

  it("refuses typos, past or malformed dates and short codes", () => {
    expect(validateCard({ ...card, card_number: "4242 4242 4242 4243" }, new Date(NOW))).toEqual({
      card_number: CARD_MESSAGES.numberInvalid,
    });
    expect(validateCard({ ...card, expiry: "02/26" }, new Date(NOW)).expiry).toBe(
      CARD_MESSAGES.expiryPast,
    );
    // Valid through the end of its month.
    expect(validateCard({ ...card, expiry: "03/26" }, new Date(NOW)).expiry).toBeUndefined();
    expect(validateCard({ ...card, expiry: "13/30" }, new Date(NOW)).expiry).toBe(
      CARD_MESSAGES.expiryInvalid,
    );
    expect(validateCard({ ...card, cvc: "12" }, new Date(NOW)).cvc).toBe(
      CARD_MESSAGES.cvcIncomplete,
    );
    expect(validateCard({ ...card, name: "  " }, new Date(NOW)).name).toBe(
      CARD_MESSAGES.nameMissing,
    );
  });

  it("formats the number and expiry as typed", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242 42x")).toBe("4242 42");
    expect(formatExpiry("1230")).toBe("12/30");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("12/")).toBe("12");
  });

  it("puts a 400's message under the field its details name", () => {
    expect(fieldErrorsFrom(new ApiError(400, "Too old", "INVALID_CARD_DETAILS", "expiry"))).toEqual(
      { expiry: "Too old" },
    );
    expect(fieldErrorsFrom(new ApiError(402, "Declined", "CARD_DECLINED", "Use 4242"))).toEqual({});
  });
});

describe("money", () => {
  it("shows price tags without needless cents and amounts with them", () => {
    expect(formatPrice(0)).toBe("$0");
    expect(formatPrice(1000)).toBe("$10");
    expect(formatPrice(499)).toBe("$4.99");
    expect(formatAmount(14_997)).toBe("$149.97");
  });
});
