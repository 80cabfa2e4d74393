import { describe, expect, it } from "vitest";
import { namesAfterCue, namesBeforeCue } from "./cues.js";

describe("names read around a cue", () => {
  it("finds the name a cheer opens on, as written, and in a hashtag", () => {
    expect(namesAfterCue("cheer", "What a match. Go Hawks!! #goLions")).toEqual([
      { phrase: "Go Hawks", name: "Hawks" },
      { phrase: "#goLions", name: "Lions" },
    ]);
    expect(namesAfterCue("cheer", "vamos Rafa")).toEqual([{ phrase: "vamos Rafa", name: "Rafa" }]);
  });

  it("needs the cheer to open a sentence and the name to be capitalised or end the phrase", () => {
    expect(namesAfterCue("cheer", "you have to go lower next time")).toEqual([]);
    expect(namesAfterCue("cheer", "let's go to the store")).toEqual([]);
    expect(namesAfterCue("cheer", "go hawks")).toEqual([{ phrase: "go hawks", name: "hawks" }]);
  });

  it("finds the name a jeer follows", () => {
    expect(namesBeforeCue("jeer", "honestly the lions are trash")).toEqual([
      { phrase: "lions are trash", name: "lions" },
    ]);
    expect(namesBeforeCue("jeer", "this suction cup")).toEqual([]);
  });
});
