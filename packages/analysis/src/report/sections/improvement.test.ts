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
        kind: "criticised-topic",
        topic: "glaze",
        figures: { people: 2 },
        quote: { id: a.comment.id, text: "the glaze was too sweet" },
      },
    ]);
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

  it("is empty when nobody criticises anything, suggestions and requests included", () => {
    expect(
      areasForImprovement(
        contextOf([
          say("yum", { label: "positive" }),
          say("please make a rye loaf", { tags: ["suggestion"] }),
          say("you should make rye loaves on fridays", { tags: ["suggestion"] }),
        ]),
      ),
    ).toEqual([]);
  });
});
