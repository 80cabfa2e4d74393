import { describe, expect, it } from "vitest";
import { say } from "../../report/test-helpers.js";
import { profileOf, profileWith } from "../test-helpers.js";
import { openQuestions } from "./open-questions.js";

const ask = (text: string) => say(text, { tags: ["question"] });

describe("open-question recommendations", () => {
  it("asks to answer the questions on one subject open under several posts, quoting the bio", () => {
    const stock = ask("when is the sourdough back in stock?");
    const vegan = ask("is the sourdough vegan?");
    const ship = ask("can you ship sourdough to Leeds?");
    const questions = [stock, vegan, ship];
    const { ctx } = profileOf(
      [{ said: [stock, vegan] }, { said: [ship] }],
      profileWith({ biography: "Sourdough every Friday · Open daily" }),
    );
    const { recs, covered } = openQuestions(ctx);
    expect(recs).toHaveLength(1);
    expect(recs[0]?.list).toBe("engagement_improvement");
    expect(recs[0]?.item.text).toMatch(
      /^Answer the 3 questions about “sourdough” still open under 2 posts, e\.g\. “.+”: your bio already says “Sourdough every Friday”, so pin that answer under new posts$/,
    );
    expect([...covered].map((r) => r.comment.id).sort()).toEqual(
      questions.map((q) => q.comment.id).sort(),
    );
  });

  it("gathers open questions on different subjects into one, and leaves answered ones out", () => {
    const answered = ask("do you open on mondays?");
    const { ctx } = profileOf([
      {
        said: [
          ask("what flour do you use?"),
          ask("how long does the dough rest?"),
          answered,
          say("from 8am!", { owner: true, by: "crumbhouse", replyTo: answered }),
        ],
      },
      { said: [ask("where is the new shop?")] },
    ]);
    const { recs, covered } = openQuestions(ctx);
    expect(recs.map((r) => r.item.text)).toEqual([
      expect.stringMatching(
        /^Answer the 3 open questions, most of them under “Post number 1” \(P1, 2\)/,
      ),
    ]);
    expect(recs[0]?.item.comment_ids).not.toContain(answered.comment.id);
    expect(covered.size).toBe(0);
  });

  it("recommends nothing with fewer than three open questions", () => {
    const { ctx } = profileOf([{ said: [ask("is it vegan?")] }, { said: [ask("any gluten?")] }]);
    expect(openQuestions(ctx).recs).toEqual([]);
  });
});
