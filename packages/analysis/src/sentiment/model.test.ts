import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { modelPath, readModelJson } from "../model-files.js";
import { loadSentimentModel, type ModelFile, SentimentModel, scoreComment } from "./model.js";

describe("sentiment model", () => {
  it("loads the shipped weights, which match their recorded checksum", () => {
    const meta = readModelJson<ModelFile>("sentiment.json");
    const bytes = readFileSync(modelPath(meta.hashed.file));
    expect(bytes.length).toBe(meta.hashed.bytes);
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(meta.hashed.sha256);
    expect(loadSentimentModel()).toBe(loadSentimentModel());
  });

  it("gives the same answer every time, also from a second copy of the model", () => {
    const meta = readModelJson<ModelFile>("sentiment.json");
    const buf = readFileSync(modelPath(meta.hashed.file));
    const copy = new SentimentModel(
      meta,
      new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength),
    );
    for (const text of ["love it 😍", "worst order ever", "where is this?", "meh", "🔥🔥🔥"]) {
      expect(scoreComment(text)).toEqual(scoreComment(text));
      expect(copy.score(text)).toEqual(scoreComment(text));
    }
  });

  it("returns a score in -1..1 that agrees with the probabilities", () => {
    for (const text of ["amazing!!!", "horrible", "ok", "", "😡😡😡"]) {
      const r = scoreComment(text);
      const { negative, neutral, positive } = r.probabilities;
      expect(r.score).toBeGreaterThanOrEqual(-1);
      expect(r.score).toBeLessThanOrEqual(1);
      expect(negative + neutral + positive).toBeCloseTo(1, 2);
      expect(r.score).toBeCloseTo(positive - negative, 2);
    }
  });

  it.each([
    ["I love this so much 😍", "positive"],
    ["this is the worst, total scam", "negative"],
    ["Que lindo!! amei", "positive"],
    ["Qué asco, horrible", "negative"],
    ["😍😍🔥", "positive"],
    ["😡🤮", "negative"],
    ["which hotel is this?", "neutral"],
  ])("%s is %s", (text, label) => {
    expect(scoreComment(text).label).toBe(label);
  });

  it("is small and loads fast", () => {
    const meta = readModelJson<ModelFile>("sentiment.json");
    expect(meta.hashed.bytes).toBeLessThanOrEqual(5 * 1024 * 1024);
    const t0 = performance.now();
    const buf = readFileSync(modelPath(meta.hashed.file));
    const fresh = new SentimentModel(
      readModelJson<ModelFile>("sentiment.json"),
      new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength),
    );
    fresh.score("warm-up 😍");
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it.each([
    ["this is a banger", "positive"],
    ["lowkey obsessed, so underrated", "positive"],
    ["رائع جدا، احببته", "positive"],
    ["سيء جدا للاسف", "negative"],
    ["bahut badhiya hai, shandaar", "positive"],
    ["bakwas hai ye", "negative"],
  ])("reads slang and more languages: %s is %s", (text, label) => {
    expect(scoreComment(text).label).toBe(label);
  });

  it.each([
    "ugh I'm probably gonna have to buy these",
    "no choice but to buy them now",
    "this brand is trying to make me broke",
    "so hard not to order a pair",
    "hands off, those are mine",
    "wow they're legit",
    "don't like it, love it",
    "I don't hate them. Not one bit @sam",
    "if these ain't heat I don't know what is",
    "ooooh shit 😍",
    "holy crap 🔥🔥 @kim",
    "holy freaking shit, these are so clean",
    "how do you not love these",
    "legit as fuck",
    "fresh af @sam",
    "how could anyone hate on this? 🙌",
  ])("reads launch talk about buying or liking it as positive: %s", (text) => {
    expect(scoreComment(text).label).toBe("positive");
  });

  it("reads one word it cannot place as no opinion rather than a guess at criticism", () => {
    for (const text of ["KZ9", "Zorvath!!", "Trelundi"]) {
      expect(scoreComment(text).label).not.toBe("negative");
    }
    // Words it knows keep their reading.
    expect(scoreComment("Boring").label).toBe("negative");
    expect(scoreComment("Terrific!").label).toBe("positive");
    expect(scoreComment("Badass").label).toBe("positive");
  });

  it("reads a swear of dismay and praise with a reservation as no praise", () => {
    expect(scoreComment("oh shit, sold out again").label).toBe("negative");
    expect(scoreComment("ugly as fuck").label).toBe("negative");
    expect(scoreComment("holy crap the price").label).not.toBe("positive");
    expect(scoreComment("holy crap these are ugly").label).toBe("negative");
  });

  it("reads a failed plan to buy and a question about authenticity as no praise", () => {
    expect(scoreComment("was going to order some but the site crashed").label).toBe("negative");
    expect(scoreComment("are these legit?").label).not.toBe("positive");
  });

  it("reads praise with eye-rolling or angry emoji as sarcasm", () => {
    expect(scoreComment("love that for us 🙃").label).toBe("negative");
    expect(scoreComment("cool cool cool 🙄🙄").label).toBe("negative");
    expect(scoreComment("love that for us 😍").label).toBe("positive");
  });

  it("reads an emoji after a few neutral words as the verdict, and both thumbs as a poll", () => {
    expect(scoreComment("the kitchen renovation 🔥").label).toBe("positive");
    expect(scoreComment("the chorus at the end 🤌").label).toBe("positive");
    expect(scoreComment("the second outfit 🤮").label).toBe("negative");
    expect(scoreComment("the price list 🗑️").label).toBe("negative");
    expect(scoreComment("the kitchen renovation").label).toBe("neutral");
    expect(scoreComment("blue or red? 👍 👎").label).not.toBe("negative");
  });

  it("reads wanting to go or to try as eagerness, in Spanish and Portuguese", () => {
    expect(scoreComment("necesito ir ya!!").label).toBe("positive");
    expect(scoreComment("preciso ir nesse lugar").label).toBe("positive");
  });

  it("reads praise of a failing as sarcasm, not sincere praise", () => {
    expect(scoreComment("love how you lot never answer anyone").label).toBe("negative");
    expect(scoreComment("gotta love that the app still doesn't work").label).toBe("negative");
    expect(scoreComment("love how you never give up").label).toBe("positive");
    expect(scoreComment("I love when you post a jacket that isn't available anywhere").label).toBe(
      "negative",
    );
    expect(scoreComment("love how nobody can buy these").label).toBe("negative");
    expect(scoreComment("I love how they don't crease").label).toBe("positive");
    expect(
      scoreComment("they hype this jacket like it's something special when it's really not").label,
    ).toBe("negative");
    expect(scoreComment("so you post a link to a style no one can buy.. ok 😒").label).not.toBe(
      "positive",
    );
  });

  it("reads the middle finger as hostility, alone, at someone, or after a word", () => {
    for (const text of ["🖕", "🖕🖕", "@sam 🖕🏻"])
      expect(scoreComment(text).label, text).toBe("negative");
    expect(scoreComment("ok 🖕").score).toBeLessThan(scoreComment("ok").score - 0.5);
  });

  it("lets the words decide what 😭 means", () => {
    expect(scoreComment("love this so much 😭").label).toBe("positive");
    expect(scoreComment("this price is ridiculous 😭").label).toBe("negative");
  });

  it("lets the emoji decide when the words only point at them", () => {
    expect(scoreComment("these are 🔥🔥🔥").label).toBe("positive");
    expect(scoreComment("this is 😡").label).toBe("negative");
    // Words with an opinion of their own still count.
    expect(scoreComment("these are so ugly 🔥").label).toBe("negative");
  });

  it("reads stretched words like the plain word", () => {
    expect(scoreComment("soooo gooood").label).toBe("positive");
    expect(scoreComment("amoooo").label).toBe("positive");
  });

  it.each([
    ["never give up, keep pushing", "positive"],
    ["don't ever stop dreaming", "positive"],
    ["ok I'm not crying, you're crying", "positive"],
    ["What. A. Comeback.", "positive"],
    ["what an incredible journey", "positive"],
    ["what a joke", "negative"],
    ["what a total waste of money", "negative"],
    ["Daaamn 🔥", "positive"],
    ["Damn Adidas", "positive"],
    ["damn this sucks", "negative"],
    ["you guys make sick stuff", "positive"],
    ["lets freakin gooo", "positive"],
    ["fuck yeah dude", "positive"],
    ["boooo, big fat boo for this drop", "negative"],
    ["love you boo", "positive"],
    ["this video is fucking awesome", "positive"],
    ["hell yeah!!", "positive"],
    ["never a doubt, told you all", "positive"],
    ["happy tears #happytears", "positive"],
    ["waited 40 minutes on the site and nothing", "negative"],
    ["you were late to this trend, get over it", "negative"],
    ["that ending got me right in the feels 😭", "positive"],
    ["imagine not owning a pair of these", "positive"],
    ["is there anything this kid can't do?", "positive"],
    ["haters gonna hate, he is back", "positive"],
    ["going to see the doubters go quiet now", "positive"],
    ["after everything she's been through, so proud of this win", "positive"],
    ["after all the pain these shoes gave me I want a refund", "negative"],
    ["this ad made me cry", "positive"],
    ["i dont get why people didnt like this one", "positive"],
    ["the sizing made me cry, worst purchase", "negative"],
    ["those kicks are bad ass", "positive"],
    ["how is this not fire?", "positive"],
    ["why would you do this to my wallet, need both colours", "positive"],
    ["well done, what a round", "positive"],
    ["just take my money already", "positive"],
    ["giving up was never an option for her", "positive"],
    ["hard work always pays", "positive"],
    ["I'd love this watch if the strap didn't snap every week", "negative"],
    ["I'd love it if you made a green one", "positive"],
    ["berbat bir tasarım olmuş", "negative"],
    ["harikasın, tebrikler", "positive"],
    ["Allah yardımcın olsun kardeşim", "positive"],
    ["semoga lancar acaranya", "positive"],
    ["honestly this style of jacket is hideous", "negative"],
    ["so tacky", "negative"],
    ["not tacky at all, love the style", "positive"],
    ["my grandpa shoes were the best, love these", "positive"],
  ])("reads encouragement and exclamations as people mean them: %s is %s", (text, label) => {
    expect(scoreComment(text).label).toBe(label);
  });

  it("keeps the words' verdict when encouragement words come with criticism", () => {
    expect(scoreComment("I will never stop hating this").label).toBe("negative");
    expect(scoreComment("got sick after eating it").label).toBe("negative");
    // A fashion word does not make a dated cut praise.
    expect(scoreComment("every jacket this year in old man style cut").label).not.toBe("positive");
  });
});
