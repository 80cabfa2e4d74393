import { describe, expect, it } from "vitest";
import { say } from "../../report/test-helpers.js";
import { profileOf } from "../test-helpers.js";
import { friendTags } from "./friend-tags.js";

describe("friend-tag recommendations", () => {
  it("invites tagging a friend when people already do under several posts", () => {
    const { ctx, earlier } = profileOf([
      { said: [say("@mia we need these"), say("@leo saturday?"), say("@kai look")] },
      { said: [say("@zoe!!"), say("@ines this one")] },
    ]);
    const recs = friendTags(ctx, earlier);
    expect(recs.map((r) => [r.list, r.item.text])).toEqual([
      [
        "audience_growth",
        "Invite people to tag a friend: 5 comments under 2 posts already do, most under “Post number 1” (P1, 3)",
      ],
    ]);
  });

  it("does not count mentions of the creator's own handle", () => {
    const { ctx, earlier } = profileOf([
      { said: [say("@crumbhouse yes"), say("@crumbhouse please"), say("@crumbhouse more")] },
      { said: [say("@crumbhouse!!"), say("@crumbhouse wow")] },
    ]);
    expect(friendTags(ctx, earlier)).toEqual([]);
  });
});
