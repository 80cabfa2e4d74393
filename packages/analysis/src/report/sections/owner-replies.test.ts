import { describe, expect, it } from "vitest";
import { contextOf, ids, postBy, say } from "../test-helpers.js";
import { ownerReplySummary } from "./owner-replies.js";

describe("how the creator replied", () => {
  it("counts what the creator answered and how fast, with the audience's comments as evidence", () => {
    const q1 = say("open on sunday?", { tags: ["question"] });
    const q2 = say("gluten free options?", { tags: ["question"] });
    const moan = say("the queue was 40 minutes", { label: "negative", tags: ["complaint"] });
    const love = say("best croissant ever", { label: "positive" });
    // Each `say` is one second after the previous one.
    const replies = [q1, q2, moan, love].map((parent) =>
      say("thank you!", { by: "crumbhouse", owner: true, replyTo: parent }),
    );
    const [summary] = ownerReplySummary(
      contextOf([q1, q2, moan, love, ...replies], { post: postBy("crumbhouse") }),
    );
    expect(summary?.text).toBe(
      "You replied to 4 comments (2 questions, 1 complaint, 1 other comment); half of the replies came within 1 minute",
    );
    expect(new Set(summary?.evidence)).toEqual(new Set(ids(q1, q2, moan, love)));
  });

  it("says nothing when the creator did not reply", () => {
    expect(ownerReplySummary(contextOf([say("nice")]))).toEqual([]);
  });
});
