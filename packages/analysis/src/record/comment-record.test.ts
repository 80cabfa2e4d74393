import { describe, expect, it } from "vitest";
import { cueIn } from "../cues/cues.js";
import { handleKey, mentionsIn } from "../text/mentions.js";
import { passingTokens, readComment, readComments, releaseTokens } from "./comment-record.js";

describe("readComment", () => {
  it("reads each mention once, as a key, whatever the script or the sentence's dot", () => {
    const r = readComment("@Ana. look @ana and @josé_m, @bo.b.");
    expect(r.mentions).toEqual(["ana", "josé_m", "bo.b"]);
    expect(mentionsIn("no handles here")).toEqual([]);
    expect(handleKey("@Sam.")).toBe("sam");
  });

  it("knows the mention a comment opens with and the one it ends with", () => {
    expect(readComment("  @Sam are you going?")).toMatchObject({ opensWith: "sam" });
    expect(readComment("where did you get that paint @inkwell? 🎨").endsWith).toBe("inkwell");
    expect(readComment("is @rory here today").endsWith).toBeUndefined();
    expect(readComment("hi @rory").opensWith).toBeUndefined();
  });

  it("keeps the words without the mentions, lower case, a hashtag's word included", () => {
    const r = readComment("@ana Love the #GreenTea LATTE");
    expect(r.words).toEqual(["love", "the", "greentea", "latte"]);
    expect(r.hashtags).toEqual(["greentea"]);
    expect(r.wordCount).toBe(3);
  });

  it("folds emoji, keeps how each was first written, and tells emoji-only comments", () => {
    const r = readComment("👍🏽 👍 ❤️❤");
    expect(r.emoji).toEqual(["👍", "❤"]);
    expect(r.emojiForms).toEqual(["👍🏽", "❤️"]);
    expect(r.emojiOnly).toBe(true);
    expect(readComment("@ana 🔥").emojiOnly).toBe(false);
    expect(readComment("so good").emoji).toEqual([]);
  });

  it("marks the words a negation reaches", () => {
    const r = readComment("not good at all, love it");
    const negated = r.tokens.filter((_, i) => r.negated[i] === 1).map((t) => t.text);
    expect(negated).toContain("good");
    expect(negated).not.toContain("love");
  });

  it("reads a word chanted letter by letter as the word it spells", () => {
    const r = readComment("K I N G 👑 and R E S P E C T");
    expect(r.words).toEqual(["k", "i", "n", "g", "and", "r", "e", "s", "p", "e", "c", "t"]);
    expect(r.tokens.filter((t) => t.kind === "word").map((t) => t.text)).toEqual([
      "king",
      "and",
      "respect",
    ]);
    expect(readComment("a b").tokens.length).toBe(2);
  });

  it("tells where each token stands in the text it was read from, as written", () => {
    const r = readComment("Love l'hôtel’s SPA\u00a0🔥 #Paris");
    const written = r.tokens.map((t) => r.tokenText.slice(t.from, t.to));
    expect(written).toEqual(["Love", "l'", "hôtel’s", "SPA", "🔥", "#Paris"]);
    expect(r.tokens.map((t) => t.text)).toEqual(["love", "l'", "hôtel's", "spa", "🔥", "paris"]);
  });

  it("gives cues the words as they read them: lower case, mentions bare, runs cut to two", () => {
    expect(readComment("@Sam I NEEEED these’").cueText).toBe("@ i need these'");
  });

  it("is what every stage's cue test reads: words normalised, emoji as written", () => {
    expect(cueIn("asks-price", readComment("HOW MUCH??"))).toBe(true);
    expect(cueIn("wanting", readComment("i neeeed these"))).toBe(true);
    expect(cueIn("mourning-emoji", readComment("🙏🙏"))).toBe(true);
    expect(cueIn("asks-price", readComment("@howmuch love it"))).toBe(false);
  });
});

describe("passingTokens", () => {
  it("reads the tokens again for a late reader without keeping them", () => {
    const r = readComment("so good @ana");
    const held = r.tokens;
    releaseTokens(r);
    const passing = passingTokens(r);
    expect(passing.tokens.map((t) => t.text)).toEqual(held.map((t) => t.text));
    expect(passingTokens(r).tokens).not.toBe(passing.tokens);
  });
});

describe("releaseTokens", () => {
  it("lets the tokens go and reads them again the same when asked", () => {
    const r = readComment("not bad at all @ana");
    const before = r.tokens.map((t) => t.text);
    releaseTokens(r);
    expect(r.tokens.map((t) => t.text)).toEqual(before);
    expect(r.mentions).toEqual(["ana"]);
  });
});

describe("readComments", () => {
  it("reads each distinct text once, in order", () => {
    const [a, b, c] = readComments(["🔥🔥", "nice", "🔥🔥"]);
    expect(a).toBe(c);
    expect(b?.text).toBe("nice");
  });
});
