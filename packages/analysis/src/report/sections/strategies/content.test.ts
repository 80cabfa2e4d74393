import { describe, expect, it } from "vitest";
import { contextOf, postBy, say } from "../../test-helpers.js";
import { questionIntentGroups } from "../content-gaps.js";
import { whatUsersLoved } from "../loved.js";
import { contentStrategy } from "./content.js";

describe("content strategy", () => {
  it("suggests answering the top question, building on what was loved, weighing suggestions", () => {
    const ctx = contextOf([
      say("what's the recipe for the rye?", { tags: ["question"] }),
      say("recipe please!!", { tags: ["question"] }),
      say("any chance of the recipe?", { tags: ["question"] }),
      say("the seeded crust is unreal", { label: "positive", tags: ["praise"] }),
      say("seeded crust forever", { label: "positive", tags: ["praise"] }),
      say("that seeded crust though", { label: "positive", tags: ["praise"] }),
      say("you should sell half loaves", { tags: ["suggestion"], likes: 2 }),
    ]);
    const intentGroups = questionIntentGroups(ctx);
    const items = contentStrategy(ctx, intentGroups, whatUsersLoved(ctx, 0.8));
    expect(items.map((i) => i?.text)).toEqual([
      "Make a post that answers for the recipe: 3 people asked",
      "Build on what was loved most: “seeded crust” drew 3 positive comments",
      "Consider the 1 suggestion. Asked for: “sell half loaves” (1)",
    ]);
    expect(items[1]?.support).toBe(3);
  });

  it("weighs no attack on the person the post features as a suggestion to the account", () => {
    const post = { ...postBy("trailco"), caption: "Congrats @runnerjo on the win!" };
    const ctx = contextOf(
      [
        say("should drop this loser, he ruins every race", {
          label: "negative",
          target: "subject",
          tags: ["suggestion"],
        }),
        say("you should sell the race shirt too", { tags: ["suggestion"] }),
      ],
      { post },
    );
    const items = contentStrategy(ctx, questionIntentGroups(ctx), whatUsersLoved(ctx, 0.8));
    expect(items.map((i) => i?.text).filter(Boolean)).toEqual([
      "Consider the 1 suggestion. Asked for: “sell the race shirt” (1)",
    ]);
  });

  it("plans no post for a question or a theme of only one or two people", () => {
    const ctx = contextOf([
      say("what's the recipe for the rye?", { tags: ["question"] }),
      say("recipe please!!", { tags: ["question"] }),
      say("the seeded crust is unreal", { label: "positive", tags: ["praise"] }),
      say("seeded crust forever", { label: "positive", tags: ["praise"] }),
    ]);
    const items = contentStrategy(ctx, questionIntentGroups(ctx), whatUsersLoved(ctx, 0.8));
    expect(items.filter((i) => i !== undefined)).toEqual([]);
  });
  it("never suggests building content on the tributes under a post that mourns someone", () => {
    const post = { ...postBy("trailco"), caption: "Rest in peace, coach. Our condolences." };
    const ctx = contextOf(
      [
        say("Coach Ray forever ❤️", { by: "a", label: "positive", tags: ["praise"] }),
        say("coach Ray was the best", { by: "b", label: "positive", tags: ["praise"] }),
        say("rest in peace 🙏", { by: "c", label: "negative" }),
      ],
      { post },
    );
    const items = contentStrategy(ctx, questionIntentGroups(ctx), whatUsersLoved(ctx, 0.8));
    expect(items.some((i) => i?.text.startsWith("Build on"))).toBe(false);
  });
  it("builds on the most praised topic, not on the line about people taking your side", () => {
    const ctx = contextOf([
      say("the seeded crust is unreal", { label: "positive", tags: ["praise"] }),
      say("seeded crust forever", { label: "positive", tags: ["praise"] }),
      say("that seeded crust though", { label: "positive", tags: ["praise"] }),
      say("you are doing great", { label: "positive" }),
      say("closing early again??", { label: "negative", tags: ["complaint"] }),
    ]);
    const loved = whatUsersLoved(ctx, 0.3);
    expect(loved[0]?.text).toMatch(/^Not everyone objects/);
    const items = contentStrategy(ctx, questionIntentGroups(ctx), loved);
    expect(items.map((i) => i?.text)).toContain(
      "Build on what was loved most: “seeded crust” drew 3 positive comments",
    );
  });

  it("names what several people ask for, then an example of the other suggestions", () => {
    const ctx = contextOf([
      say("please make the rye in half loaves", { by: "a", tags: ["suggestion"] }),
      say("Make the rye again!", { by: "b", tags: ["suggestion"] }),
      say("a sourdough class would be amazing", { by: "c", tags: ["suggestion"], likes: 3 }),
      say("open on sundays too?", { by: "d", tags: ["suggestion"] }),
      say("love this", { by: "e", label: "positive" }),
    ]);
    const items = contentStrategy(ctx, questionIntentGroups(ctx), whatUsersLoved(ctx, 0.8));
    expect(items.at(-1)?.text).toBe(
      "Consider the 4 suggestions. Most asked: “make the rye” (2); others, e.g. “a sourdough class would be amazing”",
    );
    expect(items.at(-1)?.evidence).toHaveLength(4);
  });

  it("names no lone request among many suggestions", () => {
    const ctx = contextOf([
      say("please make a spelt loaf", { by: "a", tags: ["suggestion"] }),
      say("sundays please", { by: "b", tags: ["suggestion"], likes: 5 }),
      say("more seeds on top", { by: "c", tags: ["suggestion"] }),
      say("bigger cafe tables", { by: "d", tags: ["suggestion"] }),
    ]);
    const items = contentStrategy(ctx, questionIntentGroups(ctx), whatUsersLoved(ctx, 0.8));
    expect(items.at(-1)?.text).toBe("Consider the 4 suggestions, e.g. “sundays please”");
  });
});
