import { describe, expect, it } from "vitest";
import {
  type ContextOptions,
  contextOf,
  ids,
  type Said,
  type SayOptions,
  say,
} from "../test-helpers.js";
import { concernThemes, painPoints } from "./pain-points.js";

function painOf(said: Said[], o?: ContextOptions) {
  const ctx = contextOf(said, o);
  const { themes, concerns } = concernThemes(ctx);
  return { themes, items: painPoints(ctx, themes, concerns) };
}

describe("pain points", () => {
  const late = say("my order still hasn't arrived", { label: "negative", tags: ["complaint"] });
  const lost = say("still waiting on my package, 3 weeks now", {
    label: "negative",
    tags: ["complaint"],
    likes: 3,
  });
  const pricey = say("way too expensive now", { label: "negative", tags: ["complaint"] });
  const reply = say("so sorry! sending a new one today", {
    owner: true,
    by: "crumbhouse",
    replyTo: late,
  });

  it("groups complaints by what they are about, the biggest group first", () => {
    const { themes, items } = painOf([late, lost, pricey, reply]);
    expect(themes.map(([theme, rs]) => [theme, rs.length])).toEqual([
      ["shipping and delivery", 2],
      ["the price", 1],
    ]);
    expect(items[0]).toEqual(
      expect.objectContaining({
        text: "2 people raise concerns about shipping and delivery, 1 without a reply (“still waiting on my package, 3 weeks now”)",
        evidence: ids(lost, late),
        support: 2,
        kind: "concern-theme",
        topic: "shipping and delivery",
        open: 1,
      }),
    );
    expect(items[1]?.text).toBe(
      "1 person raises concerns about the price, 1 without a reply (“way too expensive now”)",
    );
  });

  it("quotes a different comment for each theme when one rant touches several", () => {
    const rant = say("my order never arrived and it was way too expensive anyway", {
      label: "negative",
      tags: ["complaint"],
      likes: 9,
    });
    const { items } = painOf([rant, late, pricey]);
    const quotes = items.map((i) => i.text.slice(i.text.indexOf("(“")));
    expect(quotes).toHaveLength(2);
    expect(new Set(quotes).size).toBe(2);
    // The rant is still the evidence of both.
    for (const i of items) expect(i.evidence).toContain(rant.comment.id);
  });

  it("says nothing about replies when the source has none", () => {
    const { items } = painOf([late, lost], { repliesIncluded: false });
    expect(items[0]?.text).toBe(
      "2 people raise concerns about shipping and delivery (“still waiting on my package, 3 weeks now”)",
    );
  });

  it("counts a question as a concern only when it complains", () => {
    const { themes } = painOf([
      say("do you ship to Porto?", { label: "negative", tags: ["question"] }),
    ]);
    expect(themes).toEqual([]);
  });

  it("counts no purchase made as a concern when the model only leans negative", () => {
    const bought: SayOptions = { label: "negative", score: -0.3, tags: ["purchase_intent"] };
    const { themes, items } = painOf([
      say("just ordered mine, delivery friday", bought),
      say("ordered two pairs already", bought),
      // Wanting it while the price puts one off is a concern about the price.
      say("price is the problem for me, I'll wait", bought),
      say("the price is the problem, not buying till a sale", bought),
    ]);
    expect(themes.map(([theme, rs]) => [theme, rs.length])).toEqual([["the price", 2]]);
    expect(items).toHaveLength(1);
  });

  it("falls back to complaints on no common theme only when many people make them", () => {
    const meh = say("not impressed at all", { label: "negative", tags: ["complaint"] });
    expect(painOf([meh, say("lovely", { label: "positive" })]).items).toEqual([]);
    const more = [
      meh,
      say("meh, expected better", { label: "negative", tags: ["complaint"] }),
      say("honestly underwhelming", { label: "negative", tags: ["complaint"] }),
    ];
    expect(painOf(more).items).toEqual([
      expect.objectContaining({
        text: "3 comments complain about you or the product, on no common theme (“not impressed at all”)",
        evidence: ids(...more),
        support: 3,
        kind: "scattered-complaints",
        figures: { comments: 3 },
      }),
    ]);
  });

  it("on a large post, names scattered complaints once one commenter in fifty makes them", () => {
    const complaints = [
      "your ads are a disgrace",
      "worst campaign you ever ran",
      "terrible choice for an ambassador",
      "boycotting you from now on",
      "you lost a customer today",
    ].map((text, i) =>
      say(text, { by: `c${i}`, label: "negative", score: -0.8, tags: ["complaint"] }),
    );
    const fans = Array.from({ length: 195 }, (_, i) =>
      say(`great shot number ${i}`, { by: `f${i}`, label: "positive" }),
    );
    const [line] = painOf([...complaints, ...fans]).items;
    expect(line?.text).toMatch(/^5 comments complain about you or the product, on no common theme/);
  });

  it("is not fed by insults of the people in the post, friend tags or a mourning post", () => {
    const { items } = painOf([
      say("he should retire, the shipping of his team is slow", {
        label: "negative",
        tags: ["complaint"],
        target: "subject",
      }),
      say("@mila.r the delivery here is slow lol", {
        label: "negative",
        tags: ["complaint", "friend_tag"],
      }),
      say("shipping took three weeks", { label: "negative", tags: ["complaint", "toxic"] }),
    ]);
    expect(items).toEqual([]);
  });
  it("counts a defect or the look named in a warm comment or one shared with friends, not when negated", () => {
    const look = [
      say("@sam these are so ugly", { label: "negative", tags: ["friend_tag"], target: "none" }),
      say("ugly colour, sorry", { label: "neutral" }),
    ];
    const defect = [
      say("love them but the sole ripped after a week", { label: "positive", tags: ["praise"] }),
      say("mine ripped at the toe", { label: "neutral" }),
    ];
    const { items } = painOf([
      ...look,
      ...defect,
      say("not ugly at all, love them", { label: "positive" }),
      say("@ana ugly? you are", { label: "negative", target: "commenter", replyTo: look[1] }),
    ]);
    expect(items.map((i) => i.text)).toEqual([
      "2 people raise concerns about the look, 2 without a reply (most mention “ugly”) (“@sam these are so ugly”)",
      "2 people raise concerns about quality and durability, 2 without a reply (most mention “ripped”) (“love them but the sole ripped after a week”)",
    ]);
  });

  it("counts a request to credit the photographer as a concern, however kindly put", () => {
    const { items } = painOf([
      say("stunning shot, please credit the photographer", { label: "positive", tags: ["praise"] }),
      say("no photo credit again?", { label: "neutral", tags: ["question"] }),
      say("give credit where it's due, what a round", { label: "positive", tags: ["praise"] }),
      say("don't tag me in these, I'll want them all", { label: "positive" }),
    ]);
    expect(items.map((i) => i.text)).toEqual([
      "2 people raise concerns about crediting the photographer or artist, 2 without a reply (“stunning shot, please credit the photographer”)",
    ]);
  });

  it("names resellers and bots as a concern about how a launch is sold", () => {
    const { items } = painOf([
      say("bots got every pair again", { label: "negative", tags: ["complaint"] }),
      say("scalpers flipping them for double", { label: "negative", tags: ["complaint"] }),
      say("resellers win again", { label: "negative" }),
    ]);
    expect(items[0]?.text).toMatch(/^3 people raise concerns about resellers and bots/);
  });

  it("does not report a topic again when a theme already holds its comments", () => {
    const said = [
      "sold out in minutes",
      "sold out already",
      "sold out again, no restock",
      "sold out before I could even click",
    ].map((text, i) => say(text, { by: `fan${i}`, label: "negative", tags: ["complaint"] }));
    const { items } = painOf(said);
    expect(items.map((i) => i.text.split(" (")[0])).toEqual([
      "4 people raise concerns about availability, 4 without a reply",
    ]);
  });

  it("names a link, checkout or app that fails as a concern about the website and app", () => {
    const { items } = painOf([
      say("the link doesn't work for me", { label: "negative", tags: ["complaint"] }),
      say("app keeps crashing at checkout", { label: "negative", tags: ["complaint"] }),
      say("it won't let me add them to my bag", { label: "negative" }),
    ]);
    expect(items[0]?.text).toMatch(/^3 people raise concerns about the website and app/);
  });

  it("takes a hole in one for golf, not for a defect", () => {
    const { themes } = painOf([
      say("two holes in one, unreal", { label: "negative" }),
      say("hole in one again?!", { label: "negative" }),
    ]);
    expect(themes.map(([theme]) => theme)).not.toContain("quality and durability");
  });

  it("leaves out the words people used when they are the whole example quoted", () => {
    const { items } = painOf([
      say("Link doesn't work", { by: "a", label: "negative", likes: 4 }),
      say("link doesn't work", { by: "b", label: "negative" }),
    ]);
    expect(items[0]?.text).toBe(
      "2 people raise concerns about the website and app, 2 without a reply (“Link doesn't work”)",
    );
  });

  it("quotes a comment whose visible words show the theme, however liked the others are", () => {
    const long = say(
      "Been a loyal customer for ten years and I have to say this is the last time, my order never arrived",
      { by: "a", label: "negative", tags: ["complaint"], likes: 40 },
    );
    const { items } = painOf([long, late]);
    expect(items[0]?.text).toMatch(
      /^2 people raise concerns about shipping and delivery.*\(“my order still hasn't arrived”\)$/,
    );
    // The long one is still evidence, after the one quoted: the evidence opens on the example.
    expect(items[0]?.evidence).toEqual(ids(late, long));
  });
});
