import { describe, expect, it } from "vitest";
import { readComment } from "../record/comment-record.js";
import { requestGroups, requestPhrase } from "./requests.js";
import { contextOf, say } from "./test-helpers.js";

describe("reading what a comment asks the creator to make", () => {
  it("takes the verb and the head of its object, after a cue or at a sentence start", () => {
    expect(requestPhrase(readComment("please make the linen shirt in navy"))).toEqual({
      key: "shirt",
      phrase: "make the linen shirt",
    });
    expect(requestPhrase(readComment("Love these. Bring back the old tote!"))).toEqual({
      key: "tote",
      phrase: "bring back the old tote",
    });
    expect(requestPhrase(readComment("you guys should bring the striped mugs back"))).toEqual({
      key: "mug",
      phrase: "bring back the striped mugs",
    });
    expect(requestPhrase(readComment("restock!!"))).toEqual({ key: "restock", phrase: "restock" });
    expect(requestPhrase(readComment("make more of these pls"))?.phrase).toBe("make more");
  });

  it("does not read a statement, a question about a release or a figure of speech as a request", () => {
    expect(requestPhrase(readComment("the release was a mess"))).toBeUndefined();
    expect(requestPhrase(readComment("Release date?"))).toBeUndefined();
    expect(requestPhrase(readComment("this will make my day"))).toBeUndefined();
    expect(requestPhrase(readComment("make sure you stretch first"))).toBeUndefined();
    expect(requestPhrase(readComment("share the code...make millions"))).toBeUndefined();
    expect(requestPhrase(readComment("can you release the playlist?"))?.phrase).toBe(
      "release the playlist",
    );
  });

  it("groups requests by what they ask for and names each as most people wrote it", () => {
    const rows = [
      say("please make more", { by: "ana" }),
      say("Make more!!", { by: "ben" }),
      say("make more of the blue ones", { by: "cai" }),
      say("please make the blue ones again", { by: "dee" }),
      say("lovely", { by: "eve" }),
    ];
    const ctx = contextOf(rows);
    const groups = requestGroups(ctx.real, ctx.peopleIn);
    expect(groups.map((g) => [g.phrase, g.rows.length])).toEqual([
      ["make more", 3],
      ["make the blue ones", 1],
    ]);
  });
});

describe("requests written as hopes, needs and pointers", () => {
  it("reads a hope that the brand will release something as a request", () => {
    expect(requestPhrase(readComment("hopefully they will release the mesh caps"))?.phrase).toBe(
      "release the mesh caps",
    );
    expect(requestPhrase(readComment("I wish I could make it to the launch"))).toBeUndefined();
  });

  it("reads 'we need' and 'give us' as asking the creator to make something", () => {
    expect(requestPhrase(readComment("We need a green version made for trail runs"))).toEqual({
      key: "version",
      phrase: "make a green version",
    });
    expect(requestPhrase(readComment("give us the winter jacket!!"))?.phrase).toBe(
      "give us the winter jacket",
    );
    // Wanting the product in the post asks for nothing new.
    expect(requestPhrase(readComment("we need these @sam.k"))).toBeUndefined();
    expect(requestPhrase(readComment("ok we want them"))).toBeUndefined();
  });

  it("ends the object where a clause starts", () => {
    expect(requestPhrase(readComment("Release the colourway she is wearing today"))?.phrase).toBe(
      "release the colourway she",
    );
  });

  it("groups requests that only point at the product, whatever pointer they use", () => {
    const rows = [
      say("please drop these", { by: "ana" }),
      say("Release em!", { by: "ben" }),
      say("you should release them", { by: "cai" }),
      say("why not make a lot of them?", { by: "dee" }),
      say("please release them soon!!", { by: "eli" }),
    ];
    const ctx = contextOf(rows);
    const groups = requestGroups(ctx.real, ctx.peopleIn);
    expect(groups.map((g) => [g.phrase, g.rows.length])).toEqual([["release these", 5]]);
  });
});
