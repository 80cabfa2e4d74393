import { describe, expect, it } from "vitest";
import { contextOf, say } from "../test-helpers.js";
import { trendingTopics } from "./trending.js";

describe("trending topics", () => {
  it("lists the topics people talk about and how the most used emoji are meant", () => {
    const trending = trendingTopics(
      contextOf([
        say("the cardamom buns 😭", { label: "positive" }),
        say("cardamom buns are back 😭😭", { label: "positive" }),
        say("sold out of cardamom buns by 9 😭", { label: "negative" }),
        say("kouign-amann when?", { tags: ["question"] }),
      ]),
    );
    expect(trending.map((t) => [t.text, t.support])).toEqual([
      ["“cardamom buns” comes up in 3 comments", 3],
      ["😭 appears in 3 comments, 67% of them positive", 3],
    ]);
  });

  it("opens an emoji's evidence on the comments that use it as most do", () => {
    const sour = say("worst drop ever 🙌🤮", { label: "negative", likes: 40 });
    const warm = [
      say("yes chef 🙌", { label: "positive", likes: 2 }),
      say("finally 🙌🙌", { label: "positive", likes: 1 }),
      say("🙌", { label: "positive" }),
    ];
    const [emoji] = trendingTopics(contextOf([sour, ...warm]));
    expect(emoji?.text).toBe("🙌 appears in 4 comments, 75% of them positive");
    expect(emoji?.evidence).toEqual([...warm.map((w) => w.comment.id), sour.comment.id]);
  });

  it("shows abbreviations in capitals however people type them", () => {
    const [topic] = trendingTopics(
      contextOf([
        say("no uk release again"),
        say("when is the uk getting these"),
        say("uk stores never get them"),
      ]),
    );
    expect(topic?.text).toBe("“UK” comes up in 3 comments");
  });

  it("makes no topic of abuse: an insult repeated is for moderation", () => {
    const trending = trendingTopics(
      contextOf([
        say("what a clown, the coach", { label: "negative", tags: ["toxic"] }),
        say("the coach is a clown", { label: "negative", tags: ["toxic"] }),
        say("clown coach lol", { label: "negative", tags: ["toxic"] }),
        say("the sourdough is back", { label: "positive" }),
        say("sourdough every friday please", { label: "positive" }),
      ]),
    );
    expect(trending.map((t) => t.text)).toEqual(["“sourdough” comes up in 2 comments"]);
  });

  it("leaves out emoji fewer than three comments use", () => {
    const trending = trendingTopics(
      contextOf([say("🥐🥐", { label: "positive" }), say("yum 🥐", { label: "positive" })]),
    );
    expect(trending).toEqual([]);
  });
});
