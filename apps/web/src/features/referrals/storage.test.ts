import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  captureReferralCode,
  forgetReferralCode,
  referralCodeFrom,
  storedReferralCode,
  storeReferralCode,
  withReferral,
} from "./storage";

beforeEach(() => {
  forgetReferralCode();
});
afterEach(() => {
  forgetReferralCode();
});

describe("referral code storage", () => {
  it("reads codes from addresses, upper-cased, and only code-shaped ones", () => {
    expect(referralCodeFrom("?ref=abcd2345&x=1")).toBe("ABCD2345");
    expect(referralCodeFrom(new URLSearchParams("ref=%20abcd2345%20"))).toBe("ABCD2345");
    expect(referralCodeFrom("?ref=abc")).toBeNull();
    expect(referralCodeFrom("?ref=<script>")).toBeNull();
    expect(referralCodeFrom("?x=1")).toBeNull();
    expect(captureReferralCode("?ref=wxyz2345")).toBe("WXYZ2345");
    expect(storedReferralCode()).toBe("WXYZ2345");
  });

  it("forgets a code after 30 days", () => {
    storeReferralCode("ABCD2345", Date.now() - 31 * 24 * 3600 * 1000);
    expect(storedReferralCode()).toBeNull();
  });

  it("adds the code to a path, keeping its query", () => {
    expect(withReferral("/app", "ABCD2345")).toBe("/app?ref=ABCD2345");
    expect(withReferral("/app?analysis_id=a1", "ABCD2345")).toBe(
      "/app?analysis_id=a1&ref=ABCD2345",
    );
    expect(withReferral("/app", null)).toBe("/app");
  });
});
