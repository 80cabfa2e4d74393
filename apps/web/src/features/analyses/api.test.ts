import { type AnalysisCommentsQuery, analysisCommentsQuerySchema } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { commentsPath } from "./api";

describe("commentsPath", () => {
  it("sends every filter the comments endpoint takes, whom comments are aimed at included", () => {
    const query: Required<AnalysisCommentsQuery> = {
      limit: 50,
      cursor: "100",
      label: "negative",
      tag: "toxic",
      target: "commenter",
      stance: "attack",
      about: "@mara.glowlab",
      lang: "en",
      q: "serum & spf",
      sort: "newest",
      ids: "a,b",
      status: "answered",
      assignee: "me",
    };
    const path = commentsPath("an 1", query);
    expect(path.startsWith("/api/analyses/an%201/comments?")).toBe(true);
    const sent = Object.fromEntries(new URLSearchParams(path.split("?")[1]));
    // The endpoint reads back exactly what the explorer asked for.
    expect(analysisCommentsQuerySchema.parse(sent)).toEqual(
      analysisCommentsQuerySchema.parse(query),
    );
    expect(Object.keys(sent).sort()).toEqual(Object.keys(analysisCommentsQuerySchema.shape).sort());
  });

  it("leaves out filters that are not set", () => {
    expect(commentsPath("an_1", { sort: "likes" })).toBe("/api/analyses/an_1/comments?sort=likes");
  });
});
