import { describe, expect, it } from "vitest";
import { collapseElongation, squeeze, tokenize } from "./tokenize.js";

const texts = (s: string) => tokenize(s).map((t) => t.text);
const kinds = (s: string) => tokenize(s).map((t) => t.kind);

describe("tokenize", () => {
  it("lower-cases words and cuts stretched letters to two", () => {
    const [w] = tokenize("SOOOOO");
    expect(w?.text).toBe("soo");
    expect(w?.elongated).toBe(true);
    expect(collapseElongation("goooood")).toBe("good");
    expect(squeeze("soo")).toBe("so");
    expect(texts("Amoooo")).toEqual(["amoo"]);
  });

  it("cuts stretched letters outside the basic plane too, and leaves emoji runs and pairs", () => {
    expect(collapseElongation("𝐬𝐨𝐨𝐨𝐨 good")).toBe("𝐬𝐨𝐨 good");
    expect(collapseElongation("so good 🔥🔥🔥")).toBe("so good 🔥🔥🔥");
    expect(collapseElongation("too good")).toBe("too good");
    expect(collapseElongation("ok 🔥 sooo")).toBe("ok 🔥 soo");
  });

  it("does not treat numbers as stretched words", () => {
    expect(tokenize("2000")[0]?.kind).toBe("number");
  });

  it("turns URLs, mentions and hashtags into their own tokens", () => {
    expect(texts("@anna.b look https://x.co/a #OOTD")).toEqual(["<user>", "look", "<url>", "ootd"]);
    expect(kinds("@anna.b look https://x.co/a #OOTD")).toEqual([
      "mention",
      "word",
      "url",
      "hashtag",
    ]);
  });

  it("reads emoticons and emoji as tokens", () => {
    expect(kinds("nice :) <3 :-(")).toEqual(["word", "emoticon", "emoticon", "emoticon"]);
    expect(texts("wow😍😍")).toEqual(["wow", "😍", "😍"]);
  });

  it("splits French and Italian elisions", () => {
    expect(texts("n'est pas l'amour")).toEqual(["n'", "est", "pas", "l'", "amour"]);
    expect(texts("don't")).toEqual(["don't"]);
  });

  it("writes Arabic words one way: no vowel marks or tatweel, one alef, ي for ى, ه for ة", () => {
    expect(texts("أحلى")).toEqual(["احلي"]);
    expect(texts("جميلة")).toEqual(["جميله"]);
    expect(texts("جمـــيل")).toEqual(["جميل"]);
    expect(texts("مَرْحَبًا")).toEqual(["مرحبا"]);
  });

  it("reads plain ASCII words, links, emoticons and apostrophes the same way", () => {
    expect(kinds("xD so funny http://a.co/x don't")).toEqual([
      "emoticon",
      "word",
      "word",
      "url",
      "word",
    ]);
    expect(texts("Café WOW,nice!!!")).toEqual(["café", "wow", ",", "nice", "!!!"]);
  });

  it("marks words in capitals unless the whole comment shouts", () => {
    expect(tokenize("this is REALLY good")[2]?.shouted).toBe(true);
    expect(tokenize("THIS IS REALLY GOOD")[2]?.shouted).toBe(false);
  });
});
