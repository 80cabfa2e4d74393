import { describe, expect, it } from "vitest";
import {
  ablate,
  commentFigures,
  leaveOnePostOut,
  type ReadComment,
  splitFigures,
  unitsThatHurt,
} from "./eval-ablation.js";

const TAGS = ["praise", "question"];

function comment(
  post: string,
  slice: ReadComment["slice"],
  gold: string,
  predicted: string,
  tags: { gold?: string[]; predicted?: string[] } = {},
): ReadComment {
  return {
    post,
    slice,
    sentiment: { gold, predicted },
    tags: { gold: tags.gold ?? [], predicted: tags.predicted ?? [] },
  };
}

describe("the figures the cue ablation compares", () => {
  it("scores sentiment and the tags' macro-F1 over the comments given", () => {
    const figures = commentFigures(
      [
        comment("a", "tune", "positive", "positive", { gold: ["praise"], predicted: ["praise"] }),
        comment("a", "tune", "negative", "positive", { gold: ["question"] }),
        comment("a", "tune", "neutral", "neutral", { predicted: ["question"] }),
        comment("a", "tune", "negative", "negative"),
      ],
      TAGS,
    );
    expect(figures.comments).toBe(4);
    expect(figures.sentimentAccuracy).toBe(0.75);
    // praise: P 1 R 1 → F1 1; question: one miss and one false alarm → F1 0.
    expect(figures.tagsMacroF1).toBe(0.5);
  });

  it("keeps the tune posts apart from the posts nobody tuned on", () => {
    const split = splitFigures(
      [
        comment("t", "tune", "positive", "positive"),
        comment("h", "holdout", "positive", "negative"),
        comment("f", "fresh", "negative", "negative"),
      ],
      TAGS,
    );
    expect(split.tuned.comments).toBe(1);
    expect(split.tuned.sentimentAccuracy).toBe(1);
    expect(split.unseen.comments).toBe(2);
    expect(split.unseen.sentimentAccuracy).toBe(0.5);
  });
});

describe("ablate", () => {
  // A reader with two units: "helps" makes the unseen comment right, "hurts" makes it wrong
  // and the tune comment right (a rule that fits the posts it was written from).
  function reader() {
    let left: readonly string[] = [];
    const calls: string[][] = [];
    return {
      calls,
      leaveOut: (units: readonly string[]) => {
        left = units;
        calls.push([...units]);
      },
      read: async () => {
        const helps = !left.includes("helps");
        const hurts = !left.includes("hurts");
        return [
          comment("t", "tune", "positive", hurts ? "positive" : "negative"),
          comment("u", "fresh", "positive", helps && !hurts ? "positive" : "negative"),
          comment("v", "holdout", "negative", "negative"),
        ];
      },
    };
  }

  it("gives each unit what it adds: with it minus without it, tuned and unseen", async () => {
    const r = reader();
    const figures = await ablate(["helps", "hurts"], TAGS, r.read, r.leaveOut);
    const byFile = Object.fromEntries(figures.files.map((f) => [f.file, f.delta]));
    // With both, the unseen comment is wrong ("hurts" spoils it): leaving "hurts" out helps.
    expect(byFile.hurts?.unseen.sentimentAccuracy).toBeCloseTo(-0.5);
    expect(byFile.hurts?.tuned.sentimentAccuracy).toBe(1);
    expect(byFile.helps?.unseen.sentimentAccuracy).toBe(0);
    // Sorted by what a unit adds on unseen posts, least first: the first to look at.
    expect(figures.files[0]?.file).toBe("hurts");
  });

  it("leaves the reader as it found it, every unit back in", async () => {
    const r = reader();
    await ablate(["helps", "hurts"], TAGS, r.read, r.leaveOut);
    expect(r.calls).toEqual([[], ["helps"], ["hurts"], []]);
  });
});

describe("leave-one-post-out of the keep-only-what-helps rule", () => {
  // Post "a" is where "rule" was written from: it helps there and hurts on "b" and "c".
  const right = (post: string, slice: ReadComment["slice"]) =>
    comment(post, slice, "positive", "positive");
  const wrong = (post: string, slice: ReadComment["slice"]) =>
    comment(post, slice, "positive", "negative");
  const readings = new Map<string, readonly ReadComment[]>([
    ["", [right("a", "tune"), wrong("b", "holdout"), wrong("c", "fresh")]],
    ["rule", [wrong("a", "tune"), right("b", "holdout"), right("c", "fresh")]],
  ]);

  it("drops a unit only where leaving it out raises accuracy on the posts given", () => {
    expect(unitsThatHurt(readings, new Set(["a"]))).toEqual([]);
    expect(unitsThatHurt(readings, new Set(["b"]))).toEqual(["rule"]);
    // Helps on one post, hurts on two: it goes.
    expect(unitsThatHurt(readings, new Set(["a", "b", "c"]))).toEqual(["rule"]);
  });

  it("reads each post with the choice made from the other posts, never from itself", async () => {
    const seen: Array<{ choice: string[]; posts: string[] }> = [];
    const pooled = await leaveOnePostOut(
      ["a", "b", "c"],
      (others) => unitsThatHurt(readings, others),
      async (choice, posts) => {
        seen.push({ choice, posts: [...posts] });
        return readings.get(choice[0] ?? "") ?? [];
      },
    );
    // Without "a", the rule only hurts: "a" is read without it. Without "b" (or "c"), it helps
    // on one post and hurts on one, no gain from dropping it: kept.
    expect(seen).toEqual([
      { choice: ["rule"], posts: ["a"] },
      { choice: [], posts: ["b", "c"] },
    ]);
    expect(pooled.map((r) => r.post)).toEqual(["a", "b", "c"]);
    const lopo = splitFigures(pooled, TAGS);
    expect(lopo.tuned.sentimentAccuracy).toBe(0);
    expect(lopo.unseen.sentimentAccuracy).toBe(0);
  });

  it("keeps only the held-out post's comments from each reading", async () => {
    const pooled = await leaveOnePostOut(
      ["b", "c"],
      (others) => [...others],
      async () => readings.get("") ?? [],
    );
    expect(pooled.map((r) => r.post).sort()).toEqual(["b", "c"]);
  });
});
