import { describe, expect, it } from "vitest";
import { contextOf, say } from "../test-helpers.js";
import { languages, sentiment } from "./sentiment.js";

describe("sentiment", () => {
  const comments = () => [
    say("this focaccia is everything", { label: "positive" }),
    say("best bakery in town", { label: "positive" }),
    say("open on sundays?", { tags: ["question"] }),
    say("the croissants were stale today", { label: "negative", tags: ["complaint"] }),
    say("FREE followers at my page!!", { label: "negative", tags: ["spam"] }),
  ];

  it("scores the share of positive comments, neutral ones counting half, spam left out", () => {
    const s = sentiment(contextOf(comments()));
    expect(s.score).toBe((2 + 0.5) / 4);
    expect(s.breakdown).toEqual({ positive: 50, neutral: 25, negative: 25 });
  });

  it("counts spam when asked to", () => {
    const s = sentiment(contextOf(comments(), { includeSpamInSentiment: true }));
    expect(s.score).toBe((2 + 0.5) / 5);
    expect(s.breakdown).toEqual({ positive: 40, neutral: 20, negative: 40 });
  });

  it("is neutral with nothing to count", () => {
    expect(sentiment(contextOf([])).score).toBe(0.5);
  });
});

describe("languages", () => {
  it("lists the audience's languages, most used first, without the creator's replies", () => {
    const q = say("que horas abre amanhã?", { lang: "pt", tags: ["question"] });
    const { breakdown, byLanguage } = languages(
      contextOf([
        say("love the rye", { lang: "en", label: "positive" }),
        q,
        say("crust goals", { lang: "en" }),
        say("so good", { lang: "en", label: "positive" }),
        say("abrimos às 8h!", { lang: "pt", owner: true, by: "crumbhouse", replyTo: q }),
      ]),
    );
    expect(breakdown).toEqual([
      { language: "en", count: 3, percentage: 75 },
      { language: "pt", count: 1, percentage: 25 },
    ]);
    expect(byLanguage.get("pt")?.map((r) => r.comment.id)).toEqual([q.comment.id]);
  });
});
