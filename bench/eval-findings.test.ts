import { describe, expect, it } from "vitest";
import { isFunctionTerm, mentionsKeyword, readFinding } from "./eval-findings.js";

describe("reading a finding for the evaluation", () => {
  it("takes topic names as theme terms and leaves example comments out of the prose", () => {
    const read = readFinding("“sold out”: criticised by 4 people (“gone in two minutes, again”)");
    expect(read.themes).toEqual(["sold out"]);
    expect(read.prose).toBe("“sold out”: criticised by 4 people ()");
    expect(
      readFinding("3 people raise concerns about “the strap”, 2 without a reply").themes,
    ).toEqual(["the strap"]);
    expect(readFinding("Also praised: “colour” (3), “fit” (2)").themes).toEqual(["colour", "fit"]);
    expect(
      readFinding("3 people raise concerns about quality (they mention “ripped”, “tear”) (“ugh”)")
        .themes,
    ).toEqual(["ripped", "tear"]);
    expect(readFinding("Reply to the 3 concerns about sizing, e.g. “runs small”").themes).toEqual(
      [],
    );
  });

  it("calls a term a function term only when every word is a stopword", () => {
    expect(isFunctionTerm("I’m")).toBe(true);
    expect(isFunctionTerm("don't")).toBe(true);
    expect(isFunctionTerm("yang")).toBe(true);
    expect(isFunctionTerm("design")).toBe(false);
    expect(isFunctionTerm("UK")).toBe(false);
    expect(isFunctionTerm("para todos", ["es"])).toBe(true);
    expect(isFunctionTerm("sold out")).toBe(false);
    expect(isFunctionTerm("🔥")).toBe(false);
  });

  it("matches keywords as whole words, emoji anywhere", () => {
    expect(mentionsKeyword("People ask about the UK release", "UK")).toBe(true);
    expect(mentionsKeyword("shipping to Ukraine", "UK")).toBe(false);
    expect(mentionsKeyword("🔥🔥 appears in 40 comments", "🔥")).toBe(true);
    expect(mentionsKeyword("“size 15”: asked by 3", "size 15")).toBe(true);
  });
});
