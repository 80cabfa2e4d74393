import { describe, expect, it } from "vitest";
import { readComment } from "../record/comment-record.js";
import { asksForNothing, questionIntents } from "./question-intents.js";

describe("questionIntents", () => {
  it.each([
    ["how much is the small one?", "price"],
    ["where can I buy this in Lisbon?", "where_to_buy"],
    ["¿cuánto cuesta?", "price"],
  ])("%s asks about %s", (text, intent) => {
    expect(questionIntents(readComment(text))).toContain(intent);
  });
});

describe("asksForNothing", () => {
  const caption = "Meet our new head baker and her rye sourdough";

  it("takes a question that only sends the caption back for no request", () => {
    expect(asksForNothing(readComment("head baker?"), false, caption)).toBe(true);
    expect(asksForNothing(readComment("is the rye sourdough vegan?"), false, caption)).toBe(false);
  });

  it("takes a complaint put as a question that asks for nothing in particular for venting", () => {
    const venting = readComment("what is even the point of this bakery?");
    expect(asksForNothing(venting, true, caption)).toBe(true);
    // The same words without a complaint are a question like any other.
    expect(asksForNothing(venting, false, caption)).toBe(false);
  });

  it("keeps complaints that ask for something, and pain, waiting for an answer", () => {
    expect(asksForNothing(readComment("stale again, how much is a refund?"), true, caption)).toBe(
      false,
    );
    expect(
      asksForNothing(readComment("my knee hurts doing these, can I still do them?"), true, caption),
    ).toBe(false);
  });
});
