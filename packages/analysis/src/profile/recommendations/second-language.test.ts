import { describe, expect, it } from "vitest";
import { type Said, say } from "../../report/test-helpers.js";
import { profileOf } from "../test-helpers.js";
import { secondLanguage } from "./second-language.js";

const inLang = (lang: string, n: number): Said[] =>
  Array.from({ length: n }, () => say("hola", { lang }));

describe("second-language recommendations", () => {
  it("asks for a caption line in the language a tenth or more of the audience writes in", () => {
    const { ctx, earlier } = profileOf([
      { said: inLang("en", 4) },
      { said: [...inLang("en", 3), ...inLang("es", 3)] },
    ]);
    const recs = secondLanguage(ctx, earlier);
    expect(recs.map((r) => [r.list, r.item.text])).toEqual([
      [
        "audience_growth",
        "Add a line in Spanish to captions: 30% of audience comments (3) are in Spanish",
      ],
    ]);
    expect(recs[0]?.item.comment_ids).toHaveLength(3);
  });

  it("says nothing for a language under a tenth of the comments", () => {
    const { ctx, earlier } = profileOf([{ said: [...inLang("en", 19), ...inLang("es", 1)] }]);
    expect(secondLanguage(ctx, earlier)).toEqual([]);
  });
});
