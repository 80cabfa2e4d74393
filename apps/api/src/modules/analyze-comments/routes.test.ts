import { analysisResultSchema } from "@commentlens/shared";
import { startFakeServer } from "@commentlens/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { signedUpBrowser } from "../../test/browser.js";

let t: TestApp;
let user: Awaited<ReturnType<typeof signedUpBrowser>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await signedUpBrowser(t, "analyst@example.com");
});
afterAll(() => t.close());

const comment = (text: string, extra: Record<string, unknown> = {}) => ({
  username: "fan",
  text,
  likes: 2,
  timestamp: "2026-11-01T10:00:00Z",
  ...extra,
});

function post(payload: unknown) {
  return user.post("/api/analyze-comments", payload as object);
}

describe("POST /api/analyze-comments", () => {
  it("analyses the comments it is sent and answers with the full report", async () => {
    const res = await post({
      comments: [
        comment("I love this so much 😍🔥"),
        comment("where can I buy it??", { username: "shopper" }),
        comment("the shipping took forever, really disappointed 😡", {
          username: "critic",
          likes: 0,
        }),
        comment("¡me encanta! 💖", { username: "ana", timestamp: undefined }),
      ],
      post_caption: "New drop",
      post_likes: 120,
      post_url: "https://www.instagram.com/p/DC-W8knSUuH/",
    });
    expect(res.statusCode).toBe(200);
    const report = analysisResultSchema.parse(res.json());
    expect(report.total_comments).toBe(4);
    expect(report.engine).toBe("local");
    expect(report.comments.map((c) => c.label)).toEqual([
      "positive",
      "neutral",
      "negative",
      "positive",
    ]);
    expect(report.comments[1]?.tags).toContain("question");
    expect(report.comments[3]?.language).toBe("es");
    // Sent comments carry no replies, so unanswered questions cannot be known.
    expect(report.unanswered_questions.available).toBe(false);
  });

  it("refuses an empty list with the no-comments message", async () => {
    const res = await post({ comments: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      error: "comments: No comments found for this post",
    });
  });

  it("refuses more than 20,000 comments, and comments over 2,200 characters", async () => {
    const many = await post({ comments: Array.from({ length: 20_001 }, () => comment("ok")) });
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toBe("comments: At most 20,000 comments can be analysed at once");
    const long = await post({ comments: [comment("ok"), comment("x".repeat(2201))] });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(
      "comments.1.text: A comment can be at most 2,200 characters long",
    );
  });

  it("accepts the largest allowed request, well over the default 1 MB body limit", async () => {
    const text = "🔥".repeat(1100);
    const res = await post({ comments: Array.from({ length: 2_000 }, () => comment(text)) });
    expect(res.statusCode).toBe(200);
    expect(res.json().total_comments).toBe(2_000);
  });

  it("refuses a bad timestamp and a negative like count", async () => {
    const res = await post({ comments: [comment("hi", { timestamp: "yesterday" })] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      "comments.0.timestamp: A timestamp must be an ISO 8601 date and time",
    );
    const likes = await post({ comments: [comment("hi", { likes: -3 })] });
    expect(likes.statusCode).toBe(400);
  });
});

describe("POST /api/analyze-comments with ANALYZER=llm", () => {
  it("returns the LLM's findings on the local figures, from any OpenAI-compatible endpoint", async () => {
    const llm = await startFakeServer(() => ({
      body: {
        id: "x",
        object: "chat.completion",
        created: 1,
        model: "m",
        choices: [
          {
            index: 0,
            finish_reason: "stop",
            message: {
              role: "assistant",
              content: JSON.stringify({
                overall_sentiment: "positive",
                sentiment_score: 0.8,
                what_users_loved: [{ text: "The colour wins people over", evidence: ["c1"] }],
              }),
            },
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      },
    }));
    const app = await createTestApp({
      ANALYZER: "llm",
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_MODEL: "m",
    });
    try {
      const signedIn = await signedUpBrowser(app, "llm@example.com");
      const res = await signedIn.post("/api/analyze-comments", {
        comments: [comment("love the colour 😍"), comment("nice")],
      });
      expect(res.statusCode).toBe(200);
      const report = analysisResultSchema.parse(res.json());
      expect(report.engine).toBe("llm+local");
      expect(report.what_users_loved[0]?.text).toBe("The colour wins people over");
    } finally {
      await app.close();
      await llm.close();
    }
  });

  it("needs a session: 401 User not authenticated", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/analyze-comments",
      headers: { origin: "https://commentlens.test" },
      payload: { comments: [comment("hello")] },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe("User not authenticated");
  });

  it("is metered like post analyses: a Free account gets 5 a month, then 402", async () => {
    const metered = await signedUpBrowser(t, "metered@example.com");
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await metered.post("/api/analyze-comments", { comments: [comment("nice")] })).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 402]);
    const over = await metered.post("/api/analyze-comments", { comments: [comment("nice")] });
    expect(over.json().code).toBe("USAGE_LIMIT");
  });
});
