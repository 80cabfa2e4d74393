import type { Insight, Strategy } from "@commentlens/shared";
import type { ReportContext } from "../../context.js";
import { compact } from "../../lists.js";
import type { IntentGroups } from "../content-gaps.js";
import type { ConcernThemes } from "../pain-points.js";
import { communityManagement } from "./community.js";
import { contentStrategy } from "./content.js";
import { engagementStrategy } from "./engagement.js";
import { moderationStrategy } from "./moderation.js";
import { partnershipStrategy } from "./partnerships.js";

/** The sections strategies build on. */
export interface StrategyInputs {
  loved: Insight[];
  themes: ConcernThemes;
  intentGroups: IntentGroups;
  collaborations: Insight[];
}

/** Strategies, each resting on the comments that call for it; a category with none is left out. */
export function actionableStrategies(ctx: ReportContext, from: StrategyInputs): Strategy[] {
  const categories: Array<[string, Array<Insight | undefined>]> = [
    ["Community Management", communityManagement(ctx, from.themes)],
    ["Content Strategy", contentStrategy(ctx, from.intentGroups, from.loved)],
    ["Engagement", engagementStrategy(ctx)],
    ["Moderation", moderationStrategy(ctx)],
    ["Partnerships", partnershipStrategy(ctx, from.collaborations)],
  ];
  const strategies: Strategy[] = [];
  for (const [category, items] of categories) {
    const recommendations = compact(items);
    if (recommendations.length > 0) strategies.push({ category, recommendations });
  }
  return strategies;
}
