import type { Comment } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { LocalAnalyzer } from "./analyzer.js";
import type { LabelCorrections } from "./corrections.js";

const comment = (id: string, text: string, extra: Partial<Comment> = {}): Comment => ({
  id,
  username: `user_${id}`,
  text,
  likes: 3,
  timestamp: "2026-05-01T10:00:00.000Z",
  replyCount: 0,
  parentId: null,
  isFromOwner: false,
  ...extra,
});

const comments = [
  comment("1", "I love this recipe, the crust looks perfect"),
  comment("2", "Beautiful photos, thank you for sharing"),
  comment("3", "Gorgeous colours in this one"),
  comment("4", "Thanks for reading everyone!", { isFromOwner: true, username: "owner" }),
];

const analyze = (corrections?: LabelCorrections) =>
  new LocalAnalyzer().analyze({
    comments,
    post: null,
    owner: "owner",
    repliesIncluded: true,
    corrections,
  });

describe("label corrections", () => {
  it("counts a corrected comment as the person read it, in figures and tags", async () => {
    const before = await analyze();
    expect(before.sentiment_breakdown.negative).toBe(0);
    expect(before.comments.some((c) => c.corrected)).toBe(false);

    const after = await analyze(
      new Map([["2", { label: "negative", target: "creator", tags: ["complaint", "toxic"] }]]),
    );
    expect(after.sentiment_breakdown.negative).toBeGreaterThan(0);
    expect(after.sentiment_score).toBeLessThan(before.sentiment_score);
    expect(after.toxic_count).toBe(before.toxic_count + 1);
    const corrected = after.comments.find((c) => c.id === "2");
    expect(corrected).toMatchObject({
      label: "negative",
      target: "creator",
      tags: ["complaint", "toxic"],
      corrected: true,
    });
    expect(corrected?.score).toBeLessThan(0);
    // The others keep the analyzer's reading.
    expect(after.comments.find((c) => c.id === "1")).toEqual(
      before.comments.find((c) => c.id === "1"),
    );
  });

  it("keeps a creator's reply a creator's reply whatever tags are set", async () => {
    const result = await analyze(
      new Map([["4", { label: "positive", target: "commenter", tags: ["praise"] }]]),
    );
    expect(result.comments.find((c) => c.id === "4")?.tags).toEqual(["praise", "creator_reply"]);
  });
});
