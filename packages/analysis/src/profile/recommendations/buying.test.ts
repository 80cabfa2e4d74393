import { describe, expect, it } from "vitest";
import { type Said, say } from "../../report/test-helpers.js";
import { profileOf, profileWith } from "../test-helpers.js";
import { buying } from "./buying.js";

const buyer = (text: string, question = false): Said =>
  say(text, { tags: question ? ["purchase_intent", "question"] : ["purchase_intent"] });

describe("buying recommendations", () => {
  it("shows buyers where to buy, asks to answer their open questions and offers what they want", () => {
    const { ctx, earlier } = profileOf(
      [
        {
          said: [
            buyer("how do I order the cinnamon knots?", true),
            buyer("can I preorder cinnamon knots?", true),
          ],
        },
        { said: [buyer("where can I buy the cinnamon knots?", true), say("cute")] },
      ],
      profileWith({ externalUrl: "https://crumb.example/order" }),
    );
    const texts = buying(ctx, earlier).map((r) => [r.list, r.item.text]);
    expect(texts).toEqual([
      [
        "monetization_opportunities",
        "Show the 3 comments that want to buy (under 2 posts) where to do it: put https://crumb.example/order in the captions, starting with posts like “Post number 1” (P1, 2)",
      ],
      [
        "monetization_opportunities",
        expect.stringMatching(
          /^Reply to the 3 questions about buying still open under 2 posts: each is a sale waiting on an answer, e\.g\. “.+”$/,
        ),
      ],
      [
        "monetization_opportunities",
        expect.stringMatching(
          /^Offer more “cinnamon knots”: 3 comments about it under 2 posts want to buy, e\.g\. “.+”$/,
        ),
      ],
    ]);
  });

  it("leaves out questions and themes the open-question recommendations already cover", () => {
    const { ctx, earlier } = profileOf([
      {
        said: [
          buyer("how do I order the cinnamon knots?", true),
          buyer("cinnamon knots preorder?", true),
        ],
      },
      { said: [buyer("where can I buy the cinnamon knots?", true)] },
    ]);
    const covered = new Set(ctx.real);
    const usedKeys = new Set(ctx.themes.map((t) => t.key));
    const recs = buying(ctx, { ...earlier, covered, usedKeys });
    expect(recs.map((r) => r.item.text)).toEqual([
      "Show the 3 comments that want to buy (under 2 posts) where to do it: say in the caption how to order, starting with posts like “Post number 1” (P1, 2)",
    ]);
  });

  it("says nothing with fewer than three buyers", () => {
    const { ctx, earlier } = profileOf([{ said: [buyer("want one"), buyer("me too")] }]);
    expect(buying(ctx, earlier)).toEqual([]);
  });
});
