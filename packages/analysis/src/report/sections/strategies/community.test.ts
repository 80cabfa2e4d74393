import { describe, expect, it } from "vitest";
import { type ContextOptions, contextOf, ids, type Said, say } from "../../test-helpers.js";
import { concernThemes } from "../pain-points.js";
import { communityManagement } from "./community.js";

function communityOf(said: Said[], o?: ContextOptions) {
  const ctx = contextOf(said, o);
  return communityManagement(ctx, concernThemes(ctx).themes);
}

describe("community management strategy", () => {
  it("asks to answer the open questions, quoting the most liked", () => {
    const liked = say("do you do gluten-free on fridays?", { tags: ["question"], likes: 8 });
    const other = say("what time do you close?", { tags: ["question"] });
    const [answer] = communityOf([liked, other]);
    expect(answer).toEqual(
      expect.objectContaining({
        text: "Answer the 2 unanswered questions, starting with the most liked: “do you do gluten-free on fridays?”",
        evidence: ids(liked, other),
        support: 2,
      }),
    );
  });

  it("quotes, among equally liked questions, one about the product, and leaves a jab out", () => {
    const jab = say("did the chef forget the salt again, did he?", {
      tags: ["question", "complaint"],
      label: "negative",
    });
    const joke = say("pancakes vs waffles?", { tags: ["question"] });
    const real = say("do you ship to Canada?", { tags: ["question"] });
    const [answer] = communityOf([jab, joke, real]);
    expect(answer?.text).toBe(
      "Answer the 2 unanswered questions, starting with the most liked: “do you ship to Canada?”",
    );
  });

  it("asks to reply to a large group of concerns nobody has answered", () => {
    const late = ["order never arrived", "my parcel is lost", "still no delivery after 2 weeks"];
    const items = communityOf(
      late.map((text) => say(text, { label: "negative", tags: ["complaint"] })),
    ).map((i) => i?.text);
    expect(items).toContain(
      "Reply to the 3 concerns about shipping and delivery that have no answer yet, e.g. “order never arrived”",
    );
  });

  it("asks to reply publicly to complaints about the most criticised topic", () => {
    const items = communityOf([
      say("the glaze was too sweet", { label: "negative", tags: ["complaint"] }),
      say("glaze way too sweet for me", { label: "negative", tags: ["complaint"] }),
    ]).map((i) => i?.text);
    expect(items).toContain(
      "Reply publicly to the 2 complaints about “glaze” and say what you will change",
    );
  });

  it("does not tell the complaints behind an open concern twice, and names the account they name", () => {
    const late = ["order never arrived", "my parcel is lost", "still no delivery after 2 weeks"];
    const items = communityOf([
      ...late.map((text) => say(`${text} @courier.co`, { label: "negative", tags: ["complaint"] })),
      say("the glaze was too sweet", { label: "negative", tags: ["complaint"] }),
    ]).map((i) => i?.text);
    expect(items).toContain(
      "Reply to the 3 concerns about shipping and delivery that have no answer yet (most name @courier.co), e.g. “order never arrived @courier.co”",
    );
    expect(items).toContain("Reply to the 1 other complaint before it sets the tone of the thread");
  });

  it("does not name a topic everyone praises because a few complaints mention it too", () => {
    const praise = [
      "Marta is a legend",
      "go Marta!!",
      "Marta the goat",
      "so proud of Marta",
      "Marta forever",
      "Marta 🔥",
      "what a run by Marta",
    ];
    const items = communityOf([
      ...praise.map((text, i) => say(text, { by: `fan${i}`, label: "positive", tags: ["praise"] })),
      say("you stopped making the trail shoe and still post Marta", {
        by: "x",
        label: "negative",
        tags: ["complaint"],
      }),
      say("bring back the trail shoe instead of posting Marta", {
        by: "y",
        label: "negative",
        tags: ["complaint"],
      }),
    ]).map((i) => i?.text);
    expect(items.some((t) => t?.includes("complaints about “Marta”"))).toBe(false);
  });

  it("has nothing to suggest for a calm, answered thread", () => {
    const q = say("open sunday?", { tags: ["question"] });
    const a = say("yes, 8 to 2!", { owner: true, by: "crumbhouse", replyTo: q });
    expect(communityOf([q, a, say("yum", { label: "positive" })]).filter(Boolean)).toEqual([]);
  });
});
