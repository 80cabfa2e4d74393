import { describe, expect, it } from "vitest";
import { say } from "../../report/test-helpers.js";
import { type PostSpec, profileOf } from "../test-helpers.js";
import { captionQuestion } from "./caption-question.js";

const post = (caption: string, comments: number): PostSpec => ({
  said: [say("nice")],
  caption,
  comments,
});

describe("caption-question recommendations", () => {
  it("asks for a question in the caption when the posts that ask draw clearly more comments", () => {
    const { ctx, earlier } = profileOf([
      post("Which filling should we bake next?", 30),
      post("Sweet or savoury this weekend?", 34),
      post("Fresh out of the oven", 10),
    ]);
    const recs = captionQuestion(ctx, earlier);
    expect(recs.map((r) => [r.list, r.item.text])).toEqual([
      [
        "content_optimization",
        "Ask your audience something in the caption, as “Which filling should we bake next?” (P1) and “Sweet or savoury this weekend?” (P2) do: they average 32 comments vs 10 for the other 1 post",
      ],
    ]);
  });

  it("says nothing when asking makes little difference, or only one post asks", () => {
    const even = profileOf([
      post("Which filling next?", 12),
      post("Sweet or savoury?", 14),
      post("Fresh out of the oven", 11),
    ]);
    expect(captionQuestion(even.ctx, even.earlier)).toEqual([]);
    const once = profileOf([post("Which filling next?", 60), post("Fresh bread", 10)]);
    expect(captionQuestion(once.ctx, once.earlier)).toEqual([]);
  });
});
