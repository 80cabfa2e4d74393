import { describe, expect, it } from "vitest";
import { readComment } from "../record/comment-record.js";
import { extractTerms } from "./terms.js";

const terms = (text: string, lang = "en") => extractTerms(readComment(text), lang).terms;

describe("extractTerms", () => {
  it("keeps the phrases people use, across the function words inside them", () => {
    expect(terms("sold out in two minutes again")).toContain("sold out");
    expect(terms("still no UK release??")).toEqual(
      expect.arrayContaining(["no uk release", "uk release"]),
    );
    expect(terms("is there a size 15")).toContain("size 15");
    expect(terms("out of stock everywhere")).toContain("out of stock");
    expect(terms("el servicio al cliente tarda", "es")).toContain("servicio al cliente");
  });

  it("never gives a function word alone, in the comment's language or a short one of any", () => {
    expect(terms("I’m sure they don't ship")).not.toEqual(
      expect.arrayContaining(["i'm", "don't", "im", "dont"]),
    );
    expect(terms("yang ini bagus banget", "en")).not.toContain("yang");
    expect(terms("hahaha jajaja kkkkk wkwkwk lmaooo")).toEqual([]);
    expect(terms("ayyyye yooo ohhh sheeesh ugh")).toEqual([]);
    expect(terms("wow the yoke stitching")).toContain("yoke stitching");
    // "Long" alone is time or distance ("how long", "so long"), not what is talked about.
    expect(terms("took so long to ship")).not.toContain("long");
    expect(terms("bring back the long sleeve")).toContain("sleeve");
  });

  it("takes no filler, answer word or count of the product for a topic", () => {
    expect(terms("yup, getting a pair for sure")).not.toEqual(
      expect.arrayContaining(["yup", "pair", "getting"]),
    );
    expect(terms("me and the boys need two pairs")).not.toEqual(
      expect.arrayContaining(["boys", "pairs", "pair"]),
    );
  });

  it("gives variants one key and reports the form as written", () => {
    const one = extractTerms(readComment("Love the POCKETS"), "en");
    const two = extractTerms(readComment("the pocket is handy"), "en");
    expect(one.terms).toContain("pocket");
    expect(two.terms).toContain("pocket");
    expect(one.surface.get("pocket")).toBe("POCKETS");
    expect(terms("#Restock when")).toContain("restock");
    expect(terms("café crème")).toContain("cafe");
  });

  it("leaves links and mentions out without joining the words around them", () => {
    const found = terms("new drop @some.shop https://example.com/x sneakers");
    expect(found.some((t) => t.includes("shop") || t.includes("example"))).toBe(false);
    expect(found).toContain("drop sneaker");
  });

  it("reads the words the comment's record reads: hyphenated, elided, spelt out, possessive", () => {
    expect(terms("the t-shirt fades")).toContain("t-shirt");
    expect(terms("l'hôtel est loin", "fr")).toContain("hotel");
    expect(terms("la spiaggia dell'isola", "it")).toContain("isola");
    expect(terms("the chef's knife")).toContain("chef knife");
    // A chant spelt out letter by letter is the word it spells.
    expect(terms("M A N G O forever")).toContain("mango");
  });

  it("makes no phrase across the end of a sentence or a clause", () => {
    expect(terms("love the strap. ripped after a week")).not.toContain("strap ripped");
    expect(terms("new strap, ripped sole")).not.toContain("strap ripped");
    expect(terms("new strap (ripped sole)")).not.toContain("strap ripped");
    expect(terms("new strap\nripped sole")).not.toContain("strap ripped");
    expect(terms("the leather strap ripped")).toContain("strap ripped");
  });

  it("takes no verb for a topic, by its place after an auxiliary, 'to' or 'have'", () => {
    expect(terms("the checkout link doesn't even work")).not.toContain("work");
    expect(terms("the checkout link doesn't even work")).toContain("link");
    expect(terms("they get paid to wear this stuff")).not.toContain("wear");
    expect(terms("still haven't released the sizes")).not.toContain("released");
    expect(terms("I work from home")).toContain("work");
    // After a question's auxiliary a capitalised word is a name, not a verb.
    expect(terms("will Tiger play this week?")).toContain("tiger");
  });

  it("takes no greeting, call to look or word of wearing for a topic", () => {
    expect(terms("hey check this out, pretty wild tho")).toEqual(["wild"]);
    expect(terms("what is he wearing")).toEqual([]);
  });

  it("takes no 'day' of a phrase of time, and no praise of the work", () => {
    expect(terms("at the end of the day it's a polo")).not.toContain("day");
    expect(terms("leg day tomorrow")).toContain("leg day");
    expect(terms("great work on this one")).not.toContain("work");
    expect(terms("a bit dry this time")).not.toContain("bit");
    expect(terms("could you sell a bit of starter")).toContain("bit of starter");
  });

  it("takes no state at the end of a clause for a topic", () => {
    expect(terms("Refresh a few times. It's just very busy.")).not.toContain("busy");
    expect(terms("worked on the third try. Just super busy")).not.toContain("busy");
    expect(terms("she was so close 😂")).not.toContain("close");
    // The subject stays, and so do colours, opinions and what a phrase names.
    expect(terms("the checkout is down.")).toContain("checkout");
    expect(terms("the new ones are silver.")).toContain("silver");
    expect(terms("that's my kinda jacket!")).toEqual(["jacket"]);
    expect(terms("these are sick")).toContain("sick");
  });
});
