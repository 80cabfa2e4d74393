import { commentPeak, peakText, windowContrast, windowsText } from "../context.js";
import { item } from "../model.js";
import { type RecommendationKind, rec } from "./kind.js";

/** When to publish: the window whose posts draw clearly more comments than every other. */
export const publishTime: RecommendationKind = (ctx) => {
  const contrast = windowContrast(ctx);
  if (!contrast) return [];
  const peak = commentPeak(ctx);
  return [
    rec(
      "audience_growth",
      3,
      item(
        `Publish between ${contrast.best.value.replace("–", " and ")}: ${windowsText(contrast)}${peak ? `; comments peak ${peakText(peak)}` : ""}`,
        [],
        contrast.best.entries,
      ),
    ),
  ];
};
