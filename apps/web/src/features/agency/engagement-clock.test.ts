import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatOffset,
  hourlyCommentCounts,
  hourRange,
  localTimeOfUtcHour,
  peakHour,
  peakSentence,
  viewerOffsetMinutes,
} from "./engagement-clock";

/** 96 empty quarter-hours with `count` comments in the quarter starting at hh:mm UTC. */
function oneQuarter(hh: number, mm: number, count = 1): number[] {
  const quarters = new Array<number>(96).fill(0);
  quarters[hh * 4 + mm / 15] = count;
  return quarters;
}

const hourOf = (hours: number[]) => hours.findIndex((count) => count > 0);

describe("hourlyCommentCounts", () => {
  it("sums the four quarters of each hour at UTC", () => {
    const quarters = Array.from({ length: 96 }, (_, i) => i);
    const hours = hourlyCommentCounts(quarters, 0);
    expect(hours).toHaveLength(24);
    expect(hours[0]).toBe(0 + 1 + 2 + 3);
    expect(hours[23]).toBe(92 + 93 + 94 + 95);
  });

  it("shifts whole-hour offsets both ways, wrapping around midnight", () => {
    expect(hourOf(hourlyCommentCounts(oneQuarter(23, 0), 60))).toBe(0);
    expect(hourOf(hourlyCommentCounts(oneQuarter(0, 0), -300))).toBe(19);
  });

  it("splits an hour's quarters across two local hours at +5:30 (India)", () => {
    // 11:00 and 11:15 UTC are 16:30 and 16:45; 11:30 and 11:45 UTC are 17:00 and 17:15.
    const quarters = new Array<number>(96).fill(0);
    quarters[44] = 1;
    quarters[45] = 2;
    quarters[46] = 4;
    quarters[47] = 8;
    const hours = hourlyCommentCounts(quarters, 330);
    expect(hours[16]).toBe(3);
    expect(hours[17]).toBe(12);
    expect(hourOf(hourlyCommentCounts(oneQuarter(18, 30), 330))).toBe(0);
    expect(hourOf(hourlyCommentCounts(oneQuarter(18, 15), 330))).toBe(23);
  });

  it("places quarters by their local start at +5:45 (Nepal)", () => {
    expect(hourOf(hourlyCommentCounts(oneQuarter(0, 0), 345))).toBe(5); // 05:45
    expect(hourOf(hourlyCommentCounts(oneQuarter(0, 15), 345))).toBe(6); // 06:00
    expect(hourOf(hourlyCommentCounts(oneQuarter(18, 0), 345))).toBe(23); // 23:45
    expect(hourOf(hourlyCommentCounts(oneQuarter(18, 15), 345))).toBe(0); // 00:00
  });

  it("goes back across midnight at −3:30 (Newfoundland)", () => {
    expect(hourOf(hourlyCommentCounts(oneQuarter(0, 0), -210))).toBe(20); // 20:30 the day before
    expect(hourOf(hourlyCommentCounts(oneQuarter(3, 15), -210))).toBe(23); // 23:45
    expect(hourOf(hourlyCommentCounts(oneQuarter(3, 30), -210))).toBe(0); // 00:00
    expect(hourOf(hourlyCommentCounts(oneQuarter(21, 0), -210))).toBe(17); // 17:30
  });

  it("never loses or invents a comment, whatever the offset", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(1_000), { minLength: 96, maxLength: 96 }),
        fc.integer({ min: -12 * 4, max: 14 * 4 }).map((q) => q * 15),
        (quarters, offset) => {
          const hours = hourlyCommentCounts(quarters, offset);
          const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
          expect(sum(hours)).toBe(sum(quarters));
        },
      ),
    );
  });

  it("rotates the hours exactly for whole-hour offsets", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(50), { minLength: 96, maxLength: 96 }),
        fc.integer({ min: -12, max: 14 }),
        (quarters, shift) => {
          const utc = hourlyCommentCounts(quarters, 0);
          const local = hourlyCommentCounts(quarters, shift * 60);
          utc.forEach((count, hour) => {
            expect(local[(((hour + shift) % 24) + 24) % 24]).toBe(count);
          });
        },
      ),
    );
  });

  it("refuses anything but 96 buckets", () => {
    expect(() => hourlyCommentCounts(new Array(24).fill(0), 0)).toThrow(RangeError);
  });
});

describe("peak hour", () => {
  it("names the busiest hour, the earliest on a tie, none without comments", () => {
    const hours = new Array<number>(24).fill(0);
    expect(peakHour(hours)).toBeNull();
    expect(peakSentence(hours)).toMatch(/^No audience comments/);
    hours[9] = 5;
    hours[17] = 12;
    hours[20] = 12;
    expect(peakHour(hours)).toBe(17);
    expect(peakSentence(hours)).toBe("Most comments arrive 17:00–18:00 (your time)");
    expect(hourRange(23)).toBe("23:00–00:00");
  });
});

describe("time zone helpers", () => {
  it("reads the viewer's offset east-positive from getTimezoneOffset", () => {
    const at = (minutes: number) => ({ getTimezoneOffset: () => minutes }) as Date;
    expect(viewerOffsetMinutes(at(-330))).toBe(330);
    expect(viewerOffsetMinutes(at(-345))).toBe(345);
    expect(viewerOffsetMinutes(at(210))).toBe(-210);
    expect(Object.is(viewerOffsetMinutes(at(0)), 0)).toBe(true);
  });

  it("writes offsets and converts UTC hours to local times", () => {
    expect(formatOffset(0)).toBe("UTC");
    expect(formatOffset(330)).toBe("UTC+5:30");
    expect(formatOffset(345)).toBe("UTC+5:45");
    expect(formatOffset(-210)).toBe("UTC−3:30");
    expect(formatOffset(-300)).toBe("UTC−5");
    expect(localTimeOfUtcHour(16, 330)).toBe("21:30");
    expect(localTimeOfUtcHour(1, -210)).toBe("21:30");
    expect(localTimeOfUtcHour(23, 345)).toBe("04:45");
  });
});
