import { describe, expect, it } from "vitest";
import { contextOf, ids, say } from "../test-helpers.js";
import { areasForImprovement } from "./improvement.js";

describe("areas for improvement", () => {
  it("names a criticised topic with how many people criticise it", () => {
    const a = say("the glaze was too sweet", { label: "negative", tags: ["complaint"], likes: 2 });
    const b = say("glaze way too sweet for me", { label: "negative", tags: ["complaint"] });
    const areas = areasForImprovement(contextOf([a, b, say("lovely shop", { label: "positive" })]));
    expect(areas).toEqual([
      {
        text: "“glaze”: criticised by 2 people (“the glaze was too sweet”)",
        evidence: ids(a, b),
        support: 2,
      },
    ]);
  });

  it("groups suggestions by what they are about, then counts them all", () => {
    const rye = [
      say("you should bake a rye version", { tags: ["suggestion"] }),
      say("please add rye bread to the menu", { tags: ["suggestion"], likes: 4 }),
      say("a rye loaf on saturdays would be amazing", { tags: ["suggestion"] }),
    ];
    const other = say("maybe open earlier on weekdays", { tags: ["suggestion"] });
    const areas = areasForImprovement(contextOf([...rye, other]));
    expect(areas.map((i) => i.text)).toEqual([
      "3 people suggest something about “rye” (“please add rye bread to the menu”)",
    ]);
    expect(areas[0]?.support).toBe(3);
  });

  it("names what people ask you to make, grouped by the thing asked for", () => {
    const asks = [
      say("please make the linen shirt in navy", { tags: ["suggestion"], likes: 3 }),
      say("bring back the linen shirts!", { label: "positive" }),
      say("you should make shirts for kids too"),
    ];
    const areas = areasForImprovement(
      contextOf([...asks, say("make sure you wash it cold"), say("love the fit")]),
    );
    expect(areas.map((i) => i.text)).toEqual([
      "3 people ask you to make shirts (“please make the linen shirt in navy”)",
    ]);
    expect(areas[0]?.evidence).toEqual(ids(asks[0] as never, asks[1] as never, asks[2] as never));
  });

  it("leaves out criticism of the people in the post and arguments between commenters", () => {
    const areas = areasForImprovement(
      contextOf([
        say("his swing is so slow now", {
          label: "negative",
          tags: ["complaint"],
          target: "subject",
        }),
        say("slow swing, past his best", {
          label: "negative",
          tags: ["complaint"],
          target: "subject",
        }),
        say("@ana your take on the swing is wrong", { label: "negative", target: "commenter" }),
        say("@ana swing talk again, stop", { label: "negative", target: "commenter" }),
      ]),
    );
    expect(areas).toEqual([]);
  });

  it("is empty when nobody criticises or suggests anything", () => {
    expect(areasForImprovement(contextOf([say("yum", { label: "positive" })]))).toEqual([]);
  });
});
