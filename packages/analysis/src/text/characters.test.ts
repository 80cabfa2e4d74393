import { describe, expect, it } from "vitest";
import {
  capitalisedRuns,
  joinSpeltOutWords,
  letterDigitRuns,
  linkHostParts,
  linksIn,
  sentencesOf,
  withoutLinks,
} from "./characters.js";

describe("capitalisedRuns", () => {
  it("finds capitalised words in a row, and whether a sentence opens with them", () => {
    const runs = capitalisedRuns("so proud of Mara Lind! Congrats to the team");
    expect(runs.map((r) => [r.text, r.opensSentence])).toEqual([
      ["Mara Lind", false],
      ["Congrats", true],
    ]);
  });

  it("leaves handles, hashtags and capitals inside a word out", () => {
    expect(capitalisedRuns("@Mara #Lind iPhone").map((r) => r.text)).toEqual([]);
  });

  it("tells what follows a name: a possessive, a model number", () => {
    const [kobe, serum] = capitalisedRuns("for Kobe's family, and Serum 2");
    expect(kobe?.text).toBe("Kobe's");
    expect(serum?.after).toBe(" 2");
  });
});

describe("joinSpeltOutWords", () => {
  it("writes a chant spelt out letter by letter as one word, and leaves other text alone", () => {
    expect(joinSpeltOutWords("G O A T forever")).toBe("GOAT forever");
    const text = "a b and more";
    expect(joinSpeltOutWords(text)).toBe(text);
  });
});

describe("letterDigitRuns and sentencesOf", () => {
  it("split a text into runs of letters and digits, and into sentences with their marks", () => {
    expect(letterDigitRuns("size-15 café")).toEqual(["size", "15", "café"]);
    expect(sentencesOf("where is it? so pretty!")).toEqual(["where is it?", " so pretty!"]);
  });
});

describe("links", () => {
  it("finds links with a scheme or starting with www., not a word that runs into www.", () => {
    expect(linksIn("see https://shop.example.com/mugs?ref=ig and www.example.org")).toEqual([
      "https://shop.example.com/mugs?ref=ig",
      "www.example.org",
    ]);
    expect(linksIn("awwww.. so cute")).toEqual([]);
    // Punctuation right after a link ends the sentence, not the link.
    expect(linksIn("still on www.example.org/shop?")).toEqual(["www.example.org/shop"]);
    expect(withoutLinks("still on www.example.org/shop?")).toBe("still on  ?");
    expect(withoutLinks("awwww.. so cute")).toBe("awwww.. so cute");
  });

  it("names a link's host by its parts, without path, query or port", () => {
    expect(linkHostParts("https://Shop.Example.com:8080/a?b")).toEqual(["shop", "example", "com"]);
    expect(linkHostParts("www.lumikitchen.com/menu")).toEqual(["www", "lumikitchen", "com"]);
  });
});
