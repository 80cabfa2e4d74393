import type { Comment, CommentResult } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { buildTimeline } from "./timeline.js";

const BASE = Date.parse("2026-03-01T10:00:00.000Z");
const HOUR = 3_600_000;

function at(hours: number, label: CommentResult["label"] = "positive", owner = false) {
  const id = `c${hours}-${Math.random()}`;
  const comment: Comment = {
    id,
    username: owner ? "shop" : `fan${hours}`,
    text: "x",
    likes: 0,
    timestamp: new Date(BASE + hours * HOUR).toISOString(),
    replyCount: 0,
    parentId: null,
    isFromOwner: owner,
  };
  const result: CommentResult = {
    id,
    score: 0,
    label,
    language: "en",
    target: "none",
    stance: "neutral",
    tags: [],
  };
  return { comment, result };
}

function timelineOf(items: Array<ReturnType<typeof at>>) {
  return buildTimeline(
    items.map((i) => i.comment),
    items.map((i) => i.result),
  );
}

describe("buildTimeline", () => {
  it("charts the dense part and puts a long tail into one later bucket", () => {
    const launch = Array.from({ length: 100 }, (_, i) =>
      at(i * 0.4, i % 5 === 0 ? "negative" : "positive"),
    );
    const stragglers = [at(24 * 200), at(24 * 210, "neutral"), at(24 * 230)];
    const timeline = timelineOf([...launch, ...stragglers]);
    expect(timeline.bucket).toBe("hour");
    expect(timeline.points.length).toBeLessThanOrEqual(41);
    expect(timeline.points[0]?.start).toBe("2026-03-01T10:00:00.000Z");
    const charted = timeline.points.reduce((n, p) => n + p.positive + p.neutral + p.negative, 0);
    expect(charted).toBe(100);
    expect(timeline.later).toEqual({
      from: new Date(BASE + 24 * 200 * HOUR).toISOString(),
      to: new Date(BASE + 24 * 230 * HOUR).toISOString(),
      positive: 2,
      neutral: 1,
      negative: 0,
    });
  });

  it("keeps a short tail on the chart and leaves the creator's replies out", () => {
    const timeline = timelineOf([at(0), at(1), at(2, "negative"), at(3, "positive", true)]);
    expect(timeline.later).toBeNull();
    expect(timeline.points.map((p) => p.positive + p.neutral + p.negative)).toEqual([1, 1, 1]);
  });

  it("counts days over a long dense span", () => {
    const timeline = timelineOf(Array.from({ length: 90 }, (_, i) => at(i * 24)));
    expect(timeline.bucket).toBe("day");
    expect(timeline.points).toHaveLength(90);
    expect(timeline.later).toBeNull();
  });

  it("ends the chart where the busy days end when a quarter of the comments trickle in for months", () => {
    // A launch: 700 comments the first day, 80 the next, then about one every other day
    // for two years (a heavy tail that holds over a quarter of the comments).
    const launchDay = Array.from({ length: 700 }, (_, i) => at(i * 0.03));
    const nextDay = Array.from({ length: 80 }, (_, i) => at(24 + i * 0.25));
    const trickle = Array.from({ length: 300 }, (_, i) => at(48 + i * 58, "neutral"));
    const timeline = timelineOf([...launchDay, ...nextDay, ...trickle]);
    expect(timeline.bucket).toBe("hour");
    const charted = timeline.points.reduce((n, p) => n + p.positive + p.neutral + p.negative, 0);
    expect(charted).toBe(780);
    expect(timeline.points.length).toBeLessThanOrEqual(48);
    expect(timeline.later?.neutral).toBe(300);
    expect(timeline.later?.to).toBe(new Date(BASE + (48 + 299 * 58) * HOUR).toISOString());
  });

  it("keeps a long span on the chart when comments keep coming at a steady pace", () => {
    const steady = Array.from({ length: 60 }, (_, d) =>
      Array.from({ length: 5 + (d % 3) }, (_, k) => at(d * 24 + k)),
    ).flat();
    const timeline = timelineOf(steady);
    expect(timeline.bucket).toBe("day");
    expect(timeline.later).toBeNull();
  });
});
