import { describe, expect, it } from "vitest";
import { onlyEchoesPost } from "./echo-question.js";

const caption = "Our new vegan brownies with sea salt, baked by head chef @mira.bakes";

describe("onlyEchoesPost", () => {
  it("reads the post's own words sent back with a question mark as no request", () => {
    expect(onlyEchoesPost("Vegan brownies?", caption)).toBe(true);
    expect(onlyEchoesPost("Head chef??? lol", caption)).toBe(true);
    expect(onlyEchoesPost("@friend sea salt?", caption)).toBe(true);
  });

  it("keeps questions that open like one or say what the caption does not", () => {
    expect(onlyEchoesPost("Are the brownies vegan?", caption)).toBe(false);
    expect(onlyEchoesPost("Where can I buy them?", caption)).toBe(false);
    expect(onlyEchoesPost("Gluten free?", caption)).toBe(false);
    expect(onlyEchoesPost("Sea salt? Which brand?", caption)).toBe(false);
  });

  it("needs a question and a caption", () => {
    expect(onlyEchoesPost("vegan brownies", caption)).toBe(false);
    expect(onlyEchoesPost("Vegan brownies?", "")).toBe(false);
    expect(onlyEchoesPost("???", caption)).toBe(false);
  });
});
