import { describe, expect, it } from "vitest";
import { say } from "../../report/test-helpers.js";
import { profileOf } from "../test-helpers.js";
import { recommendations } from "./recommendations.js";

describe("the Strategy tab's recommendations", () => {
  it("leads with the most pressing one and lists each of the others once, under its kind", () => {
    const ask = (text: string) => say(text, { tags: ["question", "purchase_intent"] });
    const { ctx, earlier } = profileOf([
      {
        said: [
          ask("how do I order the rye?"),
          ask("can I preorder rye?"),
          say("hi", { by: "ana" }),
        ],
      },
      { said: [ask("where do I buy the rye?"), say("hello", { by: "ana" })] },
    ]);
    const recs = recommendations(ctx, earlier.metrics);
    // Open questions where most are about buying come first.
    expect(recs.primary_recommendation.text).toMatch(/^Answer the 3 questions about “rye”/);
    expect(recs.engagement_improvement).toEqual([]);
    expect(recs.audience_growth.map((i) => i.text)).toEqual([
      expect.stringMatching(/^Thank or feature your 1 regular/),
    ]);
    // Already covered by the primary: no second "reply to the buying questions".
    expect(recs.monetization_opportunities.map((i) => i.text)).toEqual([
      expect.stringMatching(/^Show the 3 comments that want to buy/),
    ]);
  });

  it("says plainly when nothing calls for a change", () => {
    const { ctx, earlier } = profileOf([{ said: [say("nice")] }, { said: [say("good")] }]);
    const recs = recommendations(ctx, earlier.metrics);
    expect(recs.primary_recommendation).toMatchObject({
      text: "Nothing in these posts' comments calls for a change: no open questions, no post taken badly, no format or publication time clearly ahead.",
      post_shortcodes: ["P1", "P2"],
    });
    expect([
      ...recs.content_optimization,
      ...recs.audience_growth,
      ...recs.engagement_improvement,
      ...recs.monetization_opportunities,
    ]).toEqual([]);
  });
});
