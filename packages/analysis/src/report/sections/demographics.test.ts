import { describe, expect, it } from "vitest";
import { contextOf, type Said, say } from "../test-helpers.js";
import { groupCommenters } from "./commenters.js";
import { primaryDemographics } from "./demographics.js";
import { languages } from "./sentiment.js";

function demographicsOf(said: Said[]) {
  const ctx = contextOf(said);
  return primaryDemographics(ctx, languages(ctx), groupCommenters(ctx)).map((i) => i.text);
}

describe("primary demographics", () => {
  it("reports the main languages, repeat commenters and the most active one", () => {
    expect(
      demographicsOf([
        say("first time trying the rye", { by: "olly" }),
        say("now hooked", { by: "olly", label: "positive" }),
        say("third loaf this week", { by: "olly", label: "positive" }),
        say("que delícia", { by: "caio", lang: "pt", label: "positive" }),
      ]),
    ).toEqual([
      "75% of comments are in English",
      "25% of comments are in Portuguese",
      "50% of commenters (1) commented more than once",
      "The most active commenter, @olly, left 3 comments",
    ]);
  });

  it("notices comments that mix two languages", () => {
    const mixed = ["esse pão is insane", "a crosta is everything", "so good, muito bom"].map(
      (text) => say(text, { lang: "pt", mixedWith: "en", label: "positive" }),
    );
    expect(demographicsOf(mixed)).toContain(
      "3 comments mix English and Portuguese in one sentence (“esse pão is insane”)",
    );
  });
});
