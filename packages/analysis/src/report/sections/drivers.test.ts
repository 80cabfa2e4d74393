import { describe, expect, it } from "vitest";
import { contextOf, ids, postBy, say } from "../test-helpers.js";
import { engagementDrivers } from "./drivers.js";

describe("engagement drivers", () => {
  it("reports saves, questions, buyers, friends tagged and the most liked comment", () => {
    const top = say("saving this for the weekend bake", { label: "positive", likes: 12 });
    const drivers = engagementDrivers(
      contextOf([
        top,
        say("saved it, making this sunday", { label: "positive" }),
        say("what flour do you use?", { tags: ["question"] }),
        say("ordering two loaves for friday", { label: "positive", tags: ["purchase_intent"] }),
        say("@mila.r we need to go here", { label: "positive", tags: ["friend_tag"] }),
        say("@tom_b @jo.k look!!", { label: "positive", tags: ["friend_tag"] }),
        // A friend tag with more likes is not the comment to build on.
        say("@lea_m 😍😍", { tags: ["friend_tag"], likes: 30 }),
      ]),
    );
    expect(drivers.map((d) => d.text)).toEqual([
      "2 comments say they saved the post for later (“saving this for the weekend bake”)",
      "1 comment (14%) asks a question",
      "1 person says they will buy (“ordering two loaves for friday”)",
      "3 people tagged friends, sharing the post onward (43% of comments)",
      "The most liked comment (12 likes): “saving this for the weekend bake”",
    ]);
    expect(drivers[4]?.evidence).toEqual(ids(top));
  });

  it("counts as buyers only those who say they want it, not those who talk about the price", () => {
    const drivers = engagementDrivers(
      contextOf([
        say("need these in my life", { label: "positive", tags: ["purchase_intent"] }),
        say("@sam yeah the price is whatever they say", { tags: ["purchase_intent"] }),
        say("that link though", { tags: ["purchase_intent"] }),
      ]),
    );
    expect(drivers.map((d) => d.text)).toContain(
      "1 person says they will buy (“need these in my life”)",
    );
  });

  it("names what buyers want, not the words they buy with", () => {
    const buy = (text: string, by: string) =>
      say(text, { by, label: "positive", tags: ["purchase_intent"] });
    const drivers = engagementDrivers(
      contextOf([
        buy("need the olive loaf in my life", "a"),
        buy("buying the olive loaf tomorrow", "b"),
        buy("need these in my life", "c"),
        buy("i want the olive loaf, buying two", "d"),
        ...["lovely bakery", "so cosy in here", "best coffee in town", "the staff are so kind"].map(
          (text, i) => say(text, { by: `fan${i}`, label: "positive" }),
        ),
        say("what time do you open", { by: "f", tags: ["question"] }),
      ]),
    );
    const willBuy = drivers.find((d) => d.kind === "buying");
    expect(willBuy?.text).toMatch(/^4 people say they will buy \(most mention “olive loaf”\)/);
  });

  it("does not count asking the price as deciding to buy", () => {
    const drivers = engagementDrivers(
      contextOf([say("how much to buy a whole cake?", { tags: ["question", "purchase_intent"] })]),
    );
    expect(drivers.map((d) => d.text)).toEqual(["1 comment (100%) asks a question"]);
  });

  it("shows how giveaway entries measure up to the usual tagging rule", () => {
    const entries = Array.from({ length: 10 }, (_, i) =>
      say(i < 6 ? `@friend${i}a @friend${i}b` : i < 9 ? `@friend${i}` : "done", {
        tags: ["giveaway_entry"],
      }),
    );
    const texts = engagementDrivers(contextOf(entries)).map((d) => d.text);
    expect(texts).toContain("10 comments are giveaway entries (tagging friends, “done”)");
    expect(texts).toContain("6 giveaway entries tag two or more friends");
    expect(texts).toContain("3 giveaway entries tag only one friend");
    expect(texts).toContain("1 giveaway entry tags nobody");
  });
  it("tells those who already bought from those who will, with the words they used", () => {
    const drivers = engagementDrivers(
      contextOf([
        say("got mine this morning!", { label: "positive", tags: ["purchase_intent"], by: "ana" }),
        say("Got mine, can't wait", { label: "positive", tags: ["purchase_intent"], by: "ben" }),
        say("buying two for my brother", { label: "positive", tags: ["purchase_intent"] }),
        say("might buy a pair friday", { label: "positive", tags: ["purchase_intent"] }),
        say("ugh want these", { label: "negative", tags: ["purchase_intent", "complaint"] }),
        say("sold out already, need these 😍", {
          label: "positive",
          tags: ["purchase_intent"],
          by: "cai",
        }),
        say("I almost bought them yesterday lol", {
          label: "positive",
          tags: ["purchase_intent"],
          by: "dee",
        }),
      ]),
    );
    expect(drivers.map((d) => d.text).filter((t) => /bought|will buy/.test(t))).toEqual([
      "2 people say they already bought it (most mention “got mine”) (“got mine this morning!”)",
      "2 people say they will buy (“buying two for my brother”)",
    ]);
  });
  it("never calls a reply that only names whom it answers the most liked comment", () => {
    const ana = say("the oat loaf is back!!", { by: "ana", likes: 2 });
    const drivers = engagementDrivers(
      contextOf([ana, say("@ana", { replyTo: ana, likes: 9 }), say("so good", { likes: 3 })]),
    );
    expect(drivers.map((d) => d.text)).toContain("The most liked comment (3 likes): “so good”");
  });

  it("names the words of a purchase done, not what was bought", () => {
    const drivers = engagementDrivers(
      contextOf([
        say("i ordered two pairs!", { label: "positive", tags: ["purchase_intent"], by: "ana" }),
        say("just ordered mine", { label: "positive", tags: ["purchase_intent"], by: "ben" }),
        say("ordered them this morning", {
          label: "positive",
          tags: ["purchase_intent"],
          by: "cai",
        }),
      ]),
    );
    expect(drivers.map((d) => d.text).find((t) => t.includes("already bought"))).toMatch(
      /^3 people say they already bought it \(most mention “ordered”/,
    );
  });
  it("reports tributes under a post that mourns someone, with a worded example", () => {
    const drivers = engagementDrivers(
      contextOf(
        [
          say("🙏🙏", { label: "negative", likes: 30 }),
          say("rest easy coach, gone too soon", { label: "negative", likes: 4 }),
          say("thank you for everything 💔", { label: "positive" }),
          say("what time is the service?", { tags: ["question"] }),
        ],
        { post: { ...postBy("riverside_fc"), caption: "Rest in peace, coach." } },
      ),
    );
    expect(drivers.map((d) => d.text)).toContain(
      "3 people pay tribute or send condolences (“rest easy coach, gone too soon”)",
    );
    expect(drivers.find((d) => d.kind === "tributes")?.support).toBe(3);
  });

  it("marks a single mourner's tribute as tributes too, whatever its wording", () => {
    const drivers = engagementDrivers(
      contextOf([say("rest easy Mara", { label: "negative", likes: 2 })], {
        post: { ...postBy("lumi.studio"), caption: "Rest in peace, Mara." },
      }),
    );
    const tribute = drivers.find((d) => d.kind === "tributes");
    expect(tribute?.text).toMatch(/^1 person pays tribute or sends condolences/);
  });
});
