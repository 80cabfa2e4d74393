import type { ProfileDriver } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { driverTitle, formatMix } from "./content-tab";

const driver = (dimension: ProfileDriver["dimension"], value: string): ProfileDriver => ({
  dimension,
  value,
  posts: 3,
  average_comments: 120,
  average_engagement_rate: 2.5,
  average_sentiment: 0.7,
  text: "…",
  post_shortcodes: [],
});

describe("content tab helpers", () => {
  it("names a posting window in the viewer's time too, across midnight", () => {
    expect(driverTitle(driver("posting_hour", "16:00–21:00 UTC"), 330)).toBe(
      "16:00–21:00 UTC (21:30–02:30 your time)",
    );
    expect(driverTitle(driver("posting_hour", "06:00–12:00 UTC"), -210)).toBe(
      "06:00–12:00 UTC (02:30–08:30 your time)",
    );
    expect(driverTitle(driver("posting_hour", "06:00–12:00 UTC"), 0)).toBe("06:00–12:00 UTC");
    expect(driverTitle(driver("format", "reel"), 330)).toBe("Reel");
  });

  it("writes the mix of formats, commonest first", () => {
    expect(formatMix(["photo", "video", "photo", "carousel", "photo"])).toBe(
      "3 × Photo, 1 × Reel / video, 1 × Carousel",
    );
  });
});
