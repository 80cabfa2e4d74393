import { describe, expect, it } from "vitest";
import { addMonths, freePeriod, freePeriodKey, monthlyPeriod, paidPeriodKey } from "./period.js";

const d = (iso: string) => new Date(iso);

describe("usage periods", () => {
  it("adds calendar months, keeping the day or taking the month's last one", () => {
    expect(addMonths(d("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(d("2026-01-31T10:00:00Z"), 2).toISOString()).toBe("2026-03-31T10:00:00.000Z");
    expect(addMonths(d("2028-01-31T00:00:00Z"), 1).toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(addMonths(d("2026-11-15T00:00:00Z"), 3).toISOString()).toBe("2027-02-15T00:00:00.000Z");
    expect(addMonths(d("2026-03-15T00:00:00Z"), -3).toISOString()).toBe("2025-12-15T00:00:00.000Z");
  });

  it("finds the monthly period around a moment, from the anchor", () => {
    const anchor = d("2026-01-31T12:00:00Z");
    expect(monthlyPeriod(anchor, d("2026-03-01T00:00:00Z"))).toEqual({
      start: d("2026-02-28T12:00:00Z"),
      end: d("2026-03-31T12:00:00Z"),
    });
    expect(monthlyPeriod(anchor, d("2026-03-31T12:00:00Z")).start).toEqual(
      d("2026-03-31T12:00:00Z"),
    );
    expect(monthlyPeriod(anchor, d("2026-03-31T11:59:59Z")).start).toEqual(
      d("2026-02-28T12:00:00Z"),
    );
    expect(monthlyPeriod(anchor, d("2026-01-31T12:00:00Z")).start).toEqual(anchor);
  });

  it("resets a Free account on its sign-up day each month, named by the month it starts in", () => {
    const signedUp = d("2026-05-14T18:30:00Z");
    const may = freePeriod(signedUp, d("2026-06-13T23:59:59Z"));
    expect(may).toEqual({ start: d("2026-05-14T00:00:00Z"), end: d("2026-06-14T00:00:00Z") });
    expect(freePeriodKey(may)).toBe("2026-05");
    const june = freePeriod(signedUp, d("2026-06-14T00:00:00Z"));
    expect(freePeriodKey(june)).toBe("2026-06");
    expect(paidPeriodKey(june)).toBe("2026-06-14T00:00:00.000Z");
  });
});
