// @vitest-environment node
/*
 * The /demo report and the landing excerpt must be what the analyzer makes of the sample post
 * today, as /app would show it: the test analyses the post again, here, and compares it with
 * the modules the pages import.
 */

import excerpt from "virtual:demo/sample-excerpt";
import sample from "virtual:demo/sample-report";
import { LocalAnalyzer } from "@commentlens/analysis";
import { DemoProvider } from "@commentlens/instagram";
import type { AnalysisResult } from "@commentlens/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { keyFindings } from "../report/derive";

/** The report without the one figure that differs between two runs: how long it took. */
function timeless(result: AnalysisResult | undefined) {
  return JSON.parse(JSON.stringify({ ...result, analysis_time: 0 }));
}

let fresh: AnalysisResult;

beforeAll(async () => {
  const provider = new DemoProvider();
  const shortcode = sample.analysis.shortcode ?? "";
  const post = await provider.getPost(shortcode);
  const comments = [];
  for await (const page of provider.commentPages(shortcode, { maxPages: 10 })) {
    comments.push(...page);
  }
  fresh = await new LocalAnalyzer().analyze({
    comments,
    post,
    available: post.commentCount,
    repliesIncluded: comments.some((c) => c.parentId !== null || c.isFromOwner),
  });
}, 60_000);

describe("the sample report the pages show", () => {
  it("is today's analysis of the sample post, comment by comment", () => {
    expect(timeless(sample.analysis.result)).toEqual(timeless(fresh));
    expect(sample.comments.map((c) => [c.id, c.label, c.score, c.tags])).toEqual(
      fresh.comments.map((c) => [c.id, c.label, c.score, c.tags]),
    );
  });

  it("gives the landing page today's figures and key findings", () => {
    expect(excerpt).toMatchObject({
      analyzed: fresh.analyzed,
      available: fresh.available,
      overall_sentiment: fresh.overall_sentiment,
      sentiment_score: fresh.sentiment_score,
      sentiment_breakdown: fresh.sentiment_breakdown,
    });
    expect(excerpt.findings.map((f) => f.text)).toEqual(keyFindings(fresh).map((f) => f.text));
  });
});
