import { describe, expect, it } from "vitest";
import { say } from "../../report/test-helpers.js";
import { profileOf } from "../test-helpers.js";
import { regulars } from "./regulars.js";

describe("regulars recommendations", () => {
  it("asks to thank the people who comment on most posts, by handle", () => {
    const { ctx, earlier } = profileOf([
      { said: [say("first!", { by: "ana" }), say("yum", { by: "bo" })] },
      { said: [say("again", { by: "ana" }), say("ok", { by: "cy" })] },
    ]);
    expect(regulars(ctx, earlier).map((r) => [r.list, r.item.text])).toEqual([
      [
        "audience_growth",
        "Thank or feature your 1 regular, who commented on at least 2 of the 2 posts: @ana (2)",
      ],
    ]);
  });

  it("names no regular from a single post", () => {
    const { ctx, earlier } = profileOf([
      { said: [say("first!", { by: "ana" }), say("again", { by: "ana" })] },
    ]);
    expect(regulars(ctx, earlier)).toEqual([]);
  });
});
