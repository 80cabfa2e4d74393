import { describe, expect, it } from "vitest";
import { contextOf, ids, postBy, say } from "../test-helpers.js";
import { collaborationIdeas } from "./collaborations.js";

describe("collaboration ideas", () => {
  it("names accounts several people bring up, but not the creator or bare friend tags", () => {
    const a = say("you and @kiln.and.crumb should do a pop-up", { likes: 3 });
    const b = say("@kiln.and.crumb plates + this bread = dream");
    const ideas = collaborationIdeas(
      contextOf(
        [
          a,
          b,
          say("@crumbhouse you two should team up with @kiln.and.crumb"),
          say("@sam.k @leo.m", { by: "tagger1" }),
          say("@sam.k @leo.m", { by: "tagger2" }),
          say("@crumbhouse what time tomorrow?", { tags: ["question"] }),
        ],
        { post: postBy("crumbhouse") },
      ),
    );
    expect(ideas.map((i) => i.text)).toEqual([
      "@kiln.and.crumb is brought up by 3 people (“you and @kiln.and.crumb should do a pop-up”)",
    ]);
    expect(ideas[0]?.evidence.slice(0, 2)).toEqual(ids(a, b));
  });

  it("counts requests for a collaboration", () => {
    const ask = say("collab with a coffee roaster please!!", { tags: ["suggestion"] });
    expect(collaborationIdeas(contextOf([ask]))).toEqual([
      {
        text: "1 comment asks for a collaboration (“collab with a coffee roaster please!!”)",
        evidence: ids(ask),
        support: 1,
      },
    ]);
  });
});
