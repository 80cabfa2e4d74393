import { describe, expect, it } from "vitest";
import { contextOf, say } from "../../test-helpers.js";
import { actionableStrategies } from "./index.js";

describe("actionable strategies", () => {
  it("keeps the categories in order and leaves out those with nothing to do", () => {
    const ctx = contextOf([
      say("open on mondays?", { tags: ["question"] }),
      say("follow back for follow", { tags: ["spam"] }),
    ]);
    const strategies = actionableStrategies(ctx, {
      loved: [],
      themes: [],
      intentGroups: [],
      collaborations: [],
    });
    expect(strategies.map((s) => [s.category, s.recommendations.length])).toEqual([
      ["Community Management", 1],
      ["Moderation", 1],
    ]);
  });
});
