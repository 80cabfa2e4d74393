import { describe, expect, it } from "vitest";
import { scoreComment } from "../sentiment/model.js";
import { modifiers } from "./negation.js";
import { tokenize } from "./tokenize.js";

function negatedWords(text: string): string[] {
  const tokens = tokenize(text);
  const { negated } = modifiers(tokens);
  return tokens.filter((_, i) => negated[i]).map((t) => t.text);
}

describe("negation", () => {
  it.each([
    ["not good", ["good"]],
    ["I don't like it", ["like", "it"]],
    ["no me gusta", ["me", "gusta"]],
    ["não gostei", ["gostei"]],
    ["pas bon", ["bon"]],
    ["ce n'est pas bon", ["est", "bon"]],
    ["nicht gut", ["gut"]],
    ["non mi piace", ["mi", "piace"]],
  ])("%s negates %j", (text, words) => {
    expect(negatedWords(text)).toEqual(words);
  });

  it("ends at punctuation and at a contrast word", () => {
    expect(negatedWords("not bad. great actually")).toEqual(["bad"]);
    expect(negatedWords("not cheap but amazing")).toEqual(["cheap"]);
  });

  it("strengthens words after an intensifier", () => {
    const tokens = tokenize("very good");
    expect(modifiers(tokens).weight[1]).toBeGreaterThan(1);
  });

  it.each([
    ["good", "not good"],
    ["me gusta", "no me gusta"],
    ["gostei", "não gostei"],
    ["c'est bon", "c'est pas bon"],
    ["das ist gut", "das ist nicht gut"],
    ["mi piace", "non mi piace"],
  ])("%s scores above %s", (plain, negated) => {
    expect(scoreComment(plain).score).toBeGreaterThan(scoreComment(negated).score);
    expect(scoreComment(negated).label).toBe("negative");
  });
});
