import { describe, expect, it } from "vitest";
import { contextOf, ids, say } from "../../test-helpers.js";
import { engagementStrategy } from "./engagement.js";

describe("engagement strategy", () => {
  it("suggests pinning the most liked positive comment and making buying easy", () => {
    const pin = say("this bakery saved my mornings", { label: "positive", likes: 15 });
    const items = engagementStrategy(
      contextOf([
        say("the line is too long", { label: "negative", likes: 40 }),
        pin,
        say("do you sell gift cards?", { tags: ["question", "purchase_intent"] }),
        say("buying a box for my mum", { label: "positive", tags: ["purchase_intent"] }),
      ]),
    );
    expect(items.map((i) => i?.text)).toEqual([
      "Pin the most liked positive comment (15 likes): “this bakery saved my mornings”",
      "Put a clear way to buy in the caption or bio: 2 people want to buy or ask how",
    ]);
    expect(items[0]?.evidence).toEqual(ids(pin));
  });

  it("suggests no pin when no positive comment has likes", () => {
    const items = engagementStrategy(contextOf([say("nice", { label: "positive", likes: 0 })]));
    expect(items.filter(Boolean)).toEqual([]);
  });
});
