import { describe, expect, it } from "vitest";
import { contextOf, ids, postBy, say } from "../test-helpers.js";
import { collaborationIdeas } from "./collaborations.js";

describe("collaboration ideas", () => {
  it("names accounts several people bring up warmly, but not the creator, friend tags or fights", () => {
    const a = say("you and @kiln.and.crumb should do a pop-up", {
      label: "positive",
      tags: ["suggestion"],
      likes: 3,
    });
    const b = say("@kiln.and.crumb plates + this bread = dream", { label: "positive" });
    const ideas = collaborationIdeas(
      contextOf(
        [
          a,
          b,
          say("@crumbhouse you two should team up with @kiln.and.crumb", { label: "positive" }),
          say("@sam.k @leo.m", { by: "tagger1" }),
          say("@sam.k @leo.m", { by: "tagger2" }),
          say("@mila.r you have to try this", { label: "positive", tags: ["friend_tag"] }),
          say("@mila.r come here saturday", { label: "positive", tags: ["friend_tag"] }),
          say("@crumbhouse.cafe the cafe is even better", { label: "positive" }),
          say("@crumbhouse.cafe same owners, same quality", { label: "positive" }),
          say("@troll.account you know nothing", { label: "negative", target: "commenter" }),
          say("@troll.account lol no", { label: "negative", target: "commenter" }),
          say("@crumbhouse what time tomorrow?", { tags: ["question"] }),
        ],
        { post: postBy("crumbhouse") },
      ),
    );
    expect(ideas.map((i) => i.text)).toEqual([
      "@kiln.and.crumb is brought up warmly by 3 people (“you and @kiln.and.crumb should do a pop-up”)",
      "1 comment asks for a collaboration (“@crumbhouse you two should team up with @kiln.and.crumb”)",
    ]);
    expect(ideas[0]?.evidence.slice(0, 2)).toEqual(ids(a, b));
  });

  it("does not take agreement written to someone in the thread for a lead", () => {
    const ideas = collaborationIdeas(
      contextOf(
        [
          say("the rye here is unreal", { by: "nina.bakes", label: "positive" }),
          say("@nina.bakes I agree, it is the best in town", { label: "positive" }),
          say("@nina.bakes so true, love it", { label: "positive" }),
        ],
        { post: postBy("crumbhouse") },
      ),
    );
    expect(ideas).toEqual([]);
  });

  it("does not suggest reaching out to the people the post features", () => {
    const featured = { ...postBy("crumbhouse"), caption: "Baking day with @chef.lou 🥖" };
    const ideas = collaborationIdeas(
      contextOf(
        [
          say("@chef.lou you are a legend", { label: "positive", target: "subject" }),
          say("so proud of you @chef.lou", { label: "positive", target: "subject" }),
          say("@oven.works makes the best ovens, team up!", { label: "positive" }),
          say("@oven.works would be a dream partner", { label: "positive" }),
        ],
        { post: featured },
      ),
    );
    expect(ideas.map((i) => i.text.split(" (")[0])).toEqual([
      "@oven.works is brought up warmly by 2 people",
      "1 comment asks for a collaboration",
    ]);
  });

  it("does not suggest reaching out to the account the complaints are about", () => {
    const ideas = collaborationIdeas(
      contextOf([
        ...["ana", "ben", "cai"].map((by) =>
          say("gorgeous photo, please credit the photographer @lens.lou", {
            by,
            label: "positive",
          }),
        ),
        say("wait, didn't @lens.lou take this? 🤔", { by: "dee", label: "positive" }),
        say("@lens.lou strikes again, stunning", { by: "eli", label: "positive" }),
        // The photographer speaks up too, so the handle is a commenter's, not a featured one.
        say("would appreciate a credit for this one", { by: "lens.lou", label: "positive" }),
      ]),
    );
    expect(ideas.map((i) => i.text).join("\n")).not.toContain("@lens.lou");
  });

  it("counts requests for a collaboration", () => {
    const ask = say("collab with a coffee roaster please!!", { tags: ["suggestion"] });
    expect(collaborationIdeas(contextOf([ask]))).toEqual([
      expect.objectContaining({
        text: "1 comment asks for a collaboration (“collab with a coffee roaster please!!”)",
        evidence: ids(ask),
        support: 1,
      }),
    ]);
  });
});
