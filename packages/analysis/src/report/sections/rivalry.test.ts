import { describe, expect, it } from "vitest";
import { contextOf, postBy, say } from "../test-helpers.js";
import { rivalries } from "./rivalry.js";

describe("fans taking sides", () => {
  it("reports cheers for rival sides and jeers once, as rivalry among fans", () => {
    const said = [
      say("Go Hawks!!", { by: "a" }),
      say("what a season. go hawks 🔥", { by: "b" }),
      say("#gohawks", { by: "c" }),
      say("Go Lions.", { by: "d" }),
      say("hawks suck", { by: "e" }),
      say("love the polo", { by: "f" }),
    ];
    const [found] = rivalries(contextOf(said));
    expect(found?.text).toMatch(
      /^Fans take sides: 3 people cheer for Hawks, 1 for another side, 1 jeers them \(most mention “Go Hawks”, “Go Lions”, “hawks suck”\)\. It is rivalry among fans, not about you/,
    );
    expect(found?.support).toBe(5);
  });

  it("sees no rivalry in one side's cheers, in 'go get one' or in the brand's own name", () => {
    const said = [
      say("Go Hawks!!", { by: "a" }),
      say("go hawks", { by: "b" }),
      say("go get one, you need it", { by: "c" }),
      say("let's go to the store", { by: "d" }),
      say("Go Trailco!", { by: "e" }),
      say("Go Lions.", { by: "g" }),
      say("you have to go lower", { by: "f" }),
    ];
    expect(rivalries(contextOf(said, { post: postBy("trailco") }))).toEqual([]);
  });
});
