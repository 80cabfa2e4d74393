import { describe, expect, it } from "vitest";
import { contextOf, ids, postBy, say } from "../test-helpers.js";
import { whatUsersLoved } from "./loved.js";

describe("what users loved", () => {
  it("names a praised topic with how many people praise it, evidence most liked first", () => {
    const a = say("the crust on this loaf is unreal", { label: "positive", likes: 5 });
    const b = say("that crust!! perfect every time", { label: "positive", likes: 9 });
    const loved = whatUsersLoved(
      contextOf([a, b, say("what time do you open?", { tags: ["question"] })]),
      0.8,
    );
    expect(loved[0]).toEqual({
      text: "“crust”: praised by 2 people (“that crust!! perfect every time”)",
      evidence: ids(b, a),
      support: 2,
      kind: "loved-topic",
      topic: "crust",
      figures: { people: 2, critics: 0 },
      quote: { id: b.comment.id, text: "that crust!! perfect every time" },
    });
  });

  it("quotes praise without a reservation, even when a mixed comment has more likes", () => {
    const mixed = say("haha the crust is great but too dark for me, idk", {
      label: "positive",
      tags: ["praise"],
      likes: 40,
    });
    const plain = say("that crust, perfect every time", {
      label: "positive",
      tags: ["praise"],
      likes: 2,
    });
    const loved = whatUsersLoved(contextOf([mixed, plain]), 0.8);
    expect(loved[0]?.text).toBe("“crust”: praised by 2 people (“that crust, perfect every time”)");
  });

  it("does not make one comment praising two topics the example of both", () => {
    const both = say("the crust and the crumb are perfect", {
      label: "positive",
      tags: ["praise"],
      likes: 30,
    });
    const others = [
      say("that crust is unreal", { label: "positive", tags: ["praise"], likes: 3 }),
      say("best crust in town", { label: "positive", tags: ["praise"] }),
      say("such an airy crumb", { label: "positive", tags: ["praise"], likes: 2 }),
      say("the crumb is so soft", { label: "positive", tags: ["praise"] }),
    ];
    const quotes = whatUsersLoved(contextOf([both, ...others]), 0.8)
      .filter((i) => i.kind === "loved-topic")
      .map((i) => i.quote?.id);
    expect(quotes).toHaveLength(2);
    expect(new Set(quotes).size).toBe(2);
    expect(quotes).toContain(both.comment.id);
  });

  it("does not quote praise of the baker that sets it against the bakery", () => {
    const jab = say("we love the baker not the bakery. crust is still great", {
      label: "positive",
      tags: ["praise"],
      likes: 30,
    });
    const plain = say("the crust, wow", { label: "positive", tags: ["praise"], likes: 1 });
    const loved = whatUsersLoved(contextOf([jab, plain]), 0.8);
    expect(loved[0]?.text).toBe("“crust”: praised by 2 people (“the crust, wow”)");
  });

  it("counts warmth towards the post, not agreement with another commenter", () => {
    const a = say("the crust on this loaf is unreal", { label: "positive" });
    const b = say("that crust!! perfect every time", { label: "positive" });
    const agrees = say("@sam you're right, the crust thing is a fair point", {
      label: "positive",
      target: "commenter",
      replyTo: a,
    });
    const rival = say("the crust at the market stall down the road is great too", {
      label: "positive",
      target: "other",
    });
    const loved = whatUsersLoved(contextOf([a, b, agrees, rival]), 0.8);
    expect(loved[0]?.text).toBe(
      "“crust”: praised by 2 people (“the crust on this loaf is unreal”)",
    );
    expect(loved[0]?.evidence).toEqual(ids(a, b));
  });

  it("needs two people for a praised topic: one person saying it twice is no pattern", () => {
    const loved = whatUsersLoved(
      contextOf([
        say("the crust on this loaf is unreal", { by: "sam", label: "positive" }),
        say("honestly that crust", { by: "sam", label: "positive" }),
      ]),
      0.8,
    );
    expect(loved.some((i) => i.text.startsWith("“crust”"))).toBe(false);
  });

  it("tells praise words apart from what was praised", () => {
    const praise = [
      say("these jackets are sick", { by: "p1", label: "positive" }),
      say("sick jackets honestly", { by: "p2", label: "positive" }),
      say("sick!!", { by: "p3", label: "positive" }),
      say("the jackets look sick", { by: "p4", label: "positive" }),
    ];
    const loved = whatUsersLoved(contextOf(praise), 0.9).map((i) => i.text);
    expect(loved[0]).toMatch(/^“jackets”: praised by 3 people/);
    expect(loved).toContain("How they praise it: “sick” (4)");
    expect(loved.some((t) => t.startsWith("“sick”"))).toBe(false);
  });

  it("does not count a polite question about the topic as praise", () => {
    const praise = [
      say("that crust is perfection", { label: "positive", tags: ["praise"] }),
      say("crust so crackly 😍", { label: "positive", tags: ["praise"] }),
    ];
    const asks = [
      say("how long do you bake it for that crust? thanks!", {
        label: "positive",
        tags: ["question"],
      }),
      say("crust tips please? 🙏", { label: "positive", tags: ["question"] }),
    ];
    const [crust] = whatUsersLoved(contextOf([...praise, ...asks]), 0.8);
    expect(crust?.support).toBe(2);
    expect(crust?.evidence.sort()).toEqual(ids(...praise).sort());
  });

  it("notes critics of a topic only some people praise", () => {
    const loved = whatUsersLoved(
      contextOf([
        say("the sourdough is so tangy, love it", { label: "positive" }),
        say("sourdough is my weekly treat", { label: "positive" }),
        say("best sourdough in town", { label: "positive" }),
        say("is the sourdough baked daily?", { tags: ["question"] }),
        say("sourdough was way too sour for me", { label: "negative", tags: ["complaint"] }),
        say("sourdough too dense this time", { label: "negative", tags: ["complaint"] }),
      ]),
      0.5,
    );
    // The quote is praise, so it stands beside "praised", not after the critics.
    expect(loved[0]?.text).toMatch(
      /^“sourdough”: praised by 3 people \(“[^”]+”\), though 2 people criticise it$/,
    );
  });

  it("quotes praise that shows the topic within the words quoted", () => {
    const loved = whatUsersLoved(
      contextOf([
        say(
          "ok everyone, the shop on the corner still has a few left in sizes 9 and 10, all in white",
          {
            label: "positive",
            tags: ["praise"],
            likes: 12,
          },
        ),
        say("love my white pair!", { label: "positive", tags: ["praise"], likes: 1 }),
      ]),
      0.9,
    );
    expect(loved[0]?.text).toBe("“white”: praised by 2 people (“love my white pair!”)");
  });

  it("does not call loved a topic as many people criticise as praise", () => {
    const loved = whatUsersLoved(
      contextOf([
        say("the sourdough is so tangy, love it", { label: "positive" }),
        say("sourdough is my weekly treat", { label: "positive" }),
        say("sourdough was way too sour for me", { label: "negative", tags: ["complaint"] }),
        say("sourdough too dense this time", { label: "negative", tags: ["complaint"] }),
      ]),
      0.5,
    );
    expect(loved.map((i) => i.text).join("\n")).not.toContain("“sourdough”");
  });

  it("does not call loved what warm comments only want or ask about", () => {
    const loved = whatUsersLoved(
      contextOf([
        say("these in a size 13 please 😍", { label: "positive", tags: ["suggestion"] }),
        say("kids sizes too? my daughter would go crazy", { label: "positive" }),
        say("happy to pay any price for the pink ones", { label: "positive" }),
        say("the price is fair for once 🙌", { label: "positive" }),
        say("need that tote for my market runs 😩", {
          label: "positive",
          tags: ["purchase_intent"],
        }),
        say("gotta get that tote", { label: "positive", tags: ["purchase_intent"] }),
        say("the tote is so roomy, love it", { label: "positive", tags: ["praise"] }),
      ]),
      0.8,
    );
    const text = loved.map((i) => i.text).join("\n");
    expect(text).not.toContain("“size”");
    expect(text).not.toContain("“price”");
    // Two of the three people warm about the tote want one: it is wanted, not yet loved.
    expect(text).not.toContain("“tote”");
  });

  it("sums up comments that react with emoji alone", () => {
    const loved = whatUsersLoved(
      contextOf([
        say("😍😍", { label: "positive" }),
        say("🔥", { label: "positive" }),
        say("😍 🙌", { label: "positive" }),
      ]),
      0.9,
    );
    expect(loved.map((i) => i.text)).toEqual([
      "3 comments react with emoji alone, mostly 😍 🔥 🙌",
    ]);
  });

  it("puts the people who take the creator's side first on a criticised post", () => {
    const loved = whatUsersLoved(
      contextOf([
        say("prices went up again, not ok", { label: "negative", tags: ["complaint"] }),
        say("used to be affordable", { label: "negative", tags: ["complaint"] }),
        say("flour costs more for everyone, fair enough", { label: "positive" }),
        say("worth every cent honestly", { label: "positive", tags: ["praise"] }),
        say("still the best bread around", { label: "positive", tags: ["praise"] }),
      ]),
      0.3,
    );
    expect(loved[0]?.text).toMatch(/^Not everyone objects: 3 people take your side \(“/);
    expect(loved[0]?.support).toBe(3);
  });
  it("quotes praise for the people on the creator's side, not the most liked warm comment", () => {
    const wish = say("i wish the other bakery had won", { label: "positive", likes: 30 });
    const praise = say("still the best bread around", {
      label: "positive",
      tags: ["praise"],
      likes: 2,
    });
    const loved = whatUsersLoved(
      contextOf([
        say("prices went up again, not ok", { label: "negative", tags: ["complaint"] }),
        say("used to be affordable", { label: "negative", tags: ["complaint"] }),
        say("too expensive now", { label: "negative", tags: ["complaint"] }),
        wish,
        say("fair enough, flour costs more", { label: "positive" }),
        praise,
      ]),
      0.3,
    );
    expect(loved[0]?.text).toBe(
      "Not everyone objects: 3 people take your side (“still the best bread around”)",
    );
  });

  it("does not count a wish read as positive without a word of praise as love of the topic", () => {
    const loved = whatUsersLoved(
      contextOf([
        say("i wish the sourdough had won", { label: "positive", likes: 20 }),
        say("if only the sourdough came back", { label: "positive" }),
        say("the sourdough is perfect", { label: "positive", tags: ["praise"] }),
      ]),
      0.8,
    );
    expect(loved.map((i) => i.text)).not.toContainEqual(expect.stringMatching(/sourdough/));
  });

  it("says how many people the post moved, with the words they used, but not laughing tears", () => {
    const moved = [
      say("goosebumps watching this 😭", { label: "positive", likes: 2 }),
      say("I'm in tears, what a moment", { label: "positive" }),
      say("literally goosebumps", { label: "positive" }),
    ];
    const loved = whatUsersLoved(
      contextOf([
        ...moved,
        say("😭😂 he fell over", { label: "positive" }),
        say("sold out already 😭", { label: "negative" }),
      ]),
      0.8,
    );
    expect(loved.map((i) => i.text)).toContain(
      "3 people react emotionally (most mention “goosebumps”) (“goosebumps watching this 😭”)",
    );
  });

  it("reads tears under a post that mourns someone as grief, not as being moved", () => {
    const loved = whatUsersLoved(
      contextOf(
        [
          say("rest in peace legend 😭", { label: "positive" }),
          say("in tears, rest easy", { label: "positive" }),
          say("crying all day, rip", { label: "positive" }),
        ],
        {
          post: {
            ...postBy("coachbakery"),
            caption: "Rest in peace, coach. Forever in our hearts.",
          },
        },
      ),
      0.8,
    );
    expect(loved.some((i) => i.text.includes("emotionally"))).toBe(false);
  });

  it("does not call sorrow under a post that mourns someone criticism of what was loved", () => {
    const loved = whatUsersLoved(
      contextOf(
        [
          say("his sourdough forever ❤️", { label: "positive" }),
          say("his sourdough was the best", { label: "positive" }),
          say("his sourdough, gone too soon 💔", { label: "negative" }),
          say("rip, his sourdough lives on", { label: "negative" }),
        ],
        { post: { ...postBy("coachbakery"), caption: "Rest in peace, coach Mo." } },
      ),
      0.5,
    );
    expect(loved.map((i) => i.text)).toContain(
      "“sourdough”: praised by 2 people (“his sourdough forever ❤️”)",
    );
  });
});
