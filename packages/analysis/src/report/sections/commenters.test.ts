import { describe, expect, it } from "vitest";
import { contextOf, say } from "../test-helpers.js";
import { groupCommenters } from "./commenters.js";

describe("commenters", () => {
  it("groups comments by author; spam-only accounts and the creator are not active", () => {
    const q = say("any rye left?", { by: "nora", tags: ["question"] });
    const { all, active } = groupCommenters(
      contextOf([
        q,
        say("got the last one!", { by: "Nora", label: "positive" }),
        say("cheap followers here", { by: "promo.bot", tags: ["spam"] }),
        say("sorry, sold out!", { by: "crumbhouse", owner: true, replyTo: q }),
      ]),
    );
    expect(active.map((list) => list.map((r) => r.comment.text))).toEqual([
      ["any rye left?", "got the last one!"],
    ]);
    expect(all.filter((list) => list.length > 0)).toHaveLength(2);
  });
});
