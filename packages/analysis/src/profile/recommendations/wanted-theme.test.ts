import { describe, expect, it } from "vitest";
import { say } from "../../report/test-helpers.js";
import { profileOf } from "../test-helpers.js";
import { wantedTheme } from "./wanted-theme.js";

const wish = (text: string) => say(text, { tags: ["suggestion"] });

describe("wanted-theme recommendations", () => {
  const posts = () => [
    { said: [wish("please bake pistachio buns"), wish("pistachio buns next please")] },
    {
      said: [
        wish("more pistachio buns!"),
        say("are the pistachio buns vegan?", { tags: ["question"] }),
      ],
    },
    { said: [say("nice")], caption: "Our pistachio buns are back", comments: 40 },
  ];

  it("asks to give a subject people keep requesting a regular place, with the post about it", () => {
    const { ctx, earlier } = profileOf(posts());
    const recs = wantedTheme(ctx, earlier);
    expect(recs).toHaveLength(1);
    expect(recs[0]?.list).toBe("content_optimization");
    expect(recs[0]?.item.text).toBe(
      "Give “pistachio buns” a regular place: it comes up under 2 of 3 posts (4 comments by 4 people), 3 asking for it and 1 more with questions about it; “Our pistachio buns are back” (P3), the post about it, drew 40 comments against a median of 2",
    );
  });

  it("leaves out a subject the open-question recommendations already cover", () => {
    const { ctx, earlier } = profileOf(posts());
    const keys = new Set(ctx.themes.map((t) => t.key));
    expect(wantedTheme(ctx, { ...earlier, usedKeys: keys })).toEqual([]);
  });
});
