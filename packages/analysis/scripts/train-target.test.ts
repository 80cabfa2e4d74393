import { describe, expect, it } from "vitest";
import { TARGET_FEATURES } from "../src/target/target-facts.js";
import type { TargetExample } from "../src/target/train-target.js";
import { targetLeaveOnePostOut } from "./train-target.js";

const at = (feature: string): number[] =>
  TARGET_FEATURES.map(([name]) => (name === feature ? 1 : 0));
const ex = (feature: string, target: TargetExample["target"]): TargetExample => ({
  x: at(feature),
  target,
  withSubject: true,
});

describe("targetLeaveOnePostOut", () => {
  const options = { steps: 200, learningRate: 0.5, l2: 0.001 };

  it("predicts each post with a classifier that never saw it", () => {
    // Post "c" alone teaches that a reply is aimed at the creator: left out, its reply is
    // predicted from the other posts, which say "commenter".
    const byPost = new Map<string, TargetExample[]>([
      ["a", [ex("reply", "commenter"), ex("no-words", "none")]],
      ["b", [ex("reply", "commenter"), ex("addresses-owner", "creator")]],
      ["c", [ex("reply", "creator"), ex("reply", "creator"), ex("reply", "creator")]],
    ]);
    const c = targetLeaveOnePostOut(byPost, ["c"], options);
    expect(c).toEqual({ right: 0, comments: 3, accuracy: 0 });
    const ab = targetLeaveOnePostOut(byPost, ["a", "b"], options);
    expect(ab.comments).toBe(4);
  });

  it("scores every post when none is named", () => {
    const byPost = new Map<string, TargetExample[]>([
      ["a", [ex("no-words", "none"), ex("addresses-owner", "creator")]],
      ["b", [ex("no-words", "none"), ex("addresses-owner", "creator")]],
    ]);
    expect(targetLeaveOnePostOut(byPost, undefined, options)).toEqual({
      right: 4,
      comments: 4,
      accuracy: 1,
    });
  });
});
