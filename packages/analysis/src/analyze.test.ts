import { beforeAll, describe, expect, it } from "vitest";
import { analyzeComment, analyzeComments } from "./analyze.js";
import { TAGS } from "./tags/tagger.js";

// The first comment loads the model, the language lists and the toxicity lexicon.
beforeAll(() => analyzeComment("warm up"), 60_000);

describe("analyzeComment", () => {
  it("gives score, label, language and tags from the vocabulary", () => {
    const r = analyzeComment("where can I buy this? 😍");
    expect(r).toEqual({
      score: expect.any(Number),
      label: expect.any(String),
      lang: "en",
      target: "creator",
      tags: ["question", "purchase_intent"],
    });
    expect(r.score).toBeGreaterThan(0);
    for (const t of analyzeComment("amazing! follow me").tags) expect(TAGS).toContain(t);
  });

  it("reads everyday Turkish as no opinion unless it criticises", () => {
    // The Turkish training text is nearly all praise or criticism, so plain talk read alone
    // leans negative; with the language known it is neutral.
    for (const text of [
      "yarın sabah erkenden koşuya gidiyorum",
      "bu ayakkabılar hangi mağazada var",
    ]) {
      const a = analyzeComment(text);
      expect(a.lang).toBe("tr");
      expect(a.label).toBe("neutral");
      expect(a.tags).not.toContain("complaint");
    }
    expect(analyzeComment("hiç beğenmedim bu rengi, berbat").label).toBe("negative");
    expect(analyzeComment("çok güzel olmuş kral").label).toBe("positive");
  });

  it("reads a compliment the model only leans towards as positive, not as no opinion", () => {
    for (const text of ["that colour tho 🔥", "squad goals 🔥🔥🔥", "fresh"]) {
      const a = analyzeComment(text);
      expect(a.tags, text).toContain("praise");
      expect(a.label, text).toBe("positive");
    }
    // Without a word or emoji of praise, a slight lean stays no opinion.
    expect(analyzeComment("decent").label).toBe("neutral");
  });

  it("says und for comments that are only emoji", () => {
    expect(analyzeComment("😍😍😍").lang).toBe("und");
  });
});

describe("analyzeComments", () => {
  it("returns one result per comment, in order, equal to one-by-one analysis", () => {
    const texts = [
      "love it",
      "done ✅ @ana",
      "love it",
      "precio?",
      { text: "thanks!", isFromOwner: true },
    ];
    const batch = analyzeComments(texts);
    expect(batch).toHaveLength(5);
    expect(batch[0]).toEqual(analyzeComment("love it"));
    expect(batch[2]).toEqual(batch[0]);
    expect(batch[3]).toEqual(analyzeComment("precio?"));
    expect(batch[4]?.tags).toEqual(["creator_reply"]);
  });

  it("shows each distinct comment's record and language to a later reader before letting go", () => {
    const seen: Array<[string, string, number]> = [];
    analyzeComments(["merci beaucoup, c'est magnifique", "love it", "love it"], {
      onRead: (record, lang) => seen.push([record.text, lang, record.tokens.length]),
    });
    expect(seen).toEqual([
      ["merci beaucoup, c'est magnifique", "fr", 6],
      ["love it", "en", 2],
    ]);
  });

  it("hands out independent results for repeated texts", () => {
    const [a, b] = analyzeComments(["nice 😍", "nice 😍"]);
    a?.tags.push("spam");
    expect(b?.tags).not.toContain("spam");
  });

  it("reads a batch larger than one block like one comment at a time, owners apart", () => {
    const kinds = [
      "these are fire 🔥",
      "where can I buy them?",
      "ugly, returning mine",
      "@sam look!!",
      "Precio? 😍",
      "you idiot",
    ];
    const batch = Array.from({ length: 1300 }, (_, i) => ({
      text: i % 7 === 0 ? (kinds[i % kinds.length] as string) : `${kinds[i % kinds.length]} ${i}`,
      isFromOwner: i % 11 === 0,
    }));
    const results = analyzeComments(batch);
    expect(results).toHaveLength(batch.length);
    batch.forEach((c, i) => {
      expect(results[i]).toEqual(analyzeComment(c.text, { isFromOwner: c.isFromOwner }));
    });
  });
});
