import { describe, expect, it } from "vitest";
import { contextOf, say } from "../../test-helpers.js";
import { questionIntentGroups } from "../content-gaps.js";
import { whatUsersLoved } from "../loved.js";
import { contentStrategy } from "./content.js";

describe("content strategy", () => {
  it("suggests answering the top question, building on what was loved, weighing suggestions", () => {
    const ctx = contextOf([
      say("what's the recipe for the rye?", { tags: ["question"] }),
      say("recipe please!!", { tags: ["question"] }),
      say("the seeded crust is unreal", { label: "positive", tags: ["praise"] }),
      say("seeded crust forever", { label: "positive", tags: ["praise"] }),
      say("you should sell half loaves", { tags: ["suggestion"], likes: 2 }),
    ]);
    const intentGroups = questionIntentGroups(ctx);
    const items = contentStrategy(ctx, intentGroups, whatUsersLoved(ctx, 0.8));
    expect(items.map((i) => i?.text)).toEqual([
      "Make a post that answers for the recipe: 2 people asked",
      "Build on what was loved most: “seeded crust” drew 2 positive comments",
      "Consider the 1 suggestion, e.g. “you should sell half loaves”",
    ]);
    expect(items[1]?.support).toBe(2);
  });
});
