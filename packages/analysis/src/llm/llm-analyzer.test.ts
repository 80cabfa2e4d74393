import type { Comment } from "@commentlens/shared";
import {
  type FakeRequest,
  type FakeResponse,
  type FakeServer,
  startFakeServer,
} from "@commentlens/shared/testing";
import { afterEach, describe, expect, it } from "vitest";
import { LocalAnalyzer } from "../analyzer.js";
import { INCOMPLETE_RESPONSE, INVALID_RESPONSE, LlmAnalyzer } from "./llm-analyzer.js";

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const comments: Comment[] = [
  ["c1", "The cardamom buns are incredible 😍"],
  ["c2", "where can I buy these??"],
  ["c3", "shipping took three weeks, not happy"],
  ["c4", "best bakery in town ❤️"],
  ["c5", "please make a vegan version!"],
].map(([id, text], i) => ({
  id: id as string,
  username: `u${i}`,
  text: text as string,
  likes: i,
  timestamp: `2026-11-01T10:0${i}:00.000Z`,
  replyCount: 0,
  parentId: null,
  isFromOwner: false,
}));

/** An OpenAI-compatible chat completion whose message is `content`. */
function completion(content: string): FakeResponse {
  return {
    body: {
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 1_700_000_000,
      model: "test-model",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

const good = JSON.stringify({
  overall_sentiment: "positive",
  sentiment_score: 0.7,
  what_users_loved: [
    { text: "People rave about the cardamom buns", evidence: ["c1", "[c4]", "c999"] },
    { text: "Made up", evidence: ["nope"] },
  ],
  content_gaps: [{ text: "Several ask where to buy", evidence: ["c2"] }],
  actionable_strategies: [
    { category: "Content", recommendations: [{ text: "Share a vegan recipe", evidence: ["c5"] }] },
  ],
});

async function analyzerFor(
  handler: (r: FakeRequest) => FakeResponse,
  extra: { timeoutMs?: number; chunkSize?: number } = {},
) {
  server = await startFakeServer(handler);
  return new LlmAnalyzer({
    baseUrl: `${server.url}/v1`,
    apiKey: "sk-test",
    model: "test-model",
    timeoutMs: extra.timeoutMs ?? 5000,
    chunkSize: extra.chunkSize,
    local: new LocalAnalyzer(),
  });
}

const run = (a: LlmAnalyzer) => a.analyze({ comments, post: null, repliesIncluded: false });

describe("LlmAnalyzer", () => {
  it("uses the model's findings, keeping only evidence ids that exist", async () => {
    const analyzer = await analyzerFor(() => completion(good));
    const r = await run(analyzer);
    expect(r.engine).toBe("llm+local");
    expect(r.model).toBe("test-model + commentlens-local-1");
    expect(r.what_users_loved).toEqual([
      { text: "People rave about the cardamom buns", evidence: ["c1", "c4"], support: 2 },
    ]);
    expect(r.content_opportunities.content_gaps[0]?.evidence).toEqual(["c2"]);
    expect(r.actionable_strategies).toEqual([
      {
        category: "Content",
        recommendations: [{ text: "Share a vegan recipe", evidence: ["c5"], support: 1 }],
      },
    ]);
    // The figures stay the local analyzer's.
    expect(r.comments).toHaveLength(5);
    expect(server?.requests[0]?.path).toBe("/v1/chat/completions");
    expect(server?.requests[0]?.headers.authorization).toBe("Bearer sk-test");
  });

  it("falls back to the local report after a malformed answer and one retry", async () => {
    const analyzer = await analyzerFor(() => completion("Sure! Here is your analysis: great post"));
    const r = await run(analyzer);
    expect(r.engine).toBe("local");
    expect(r.model).toContain(INVALID_RESPONSE);
    expect(server?.requests.length).toBe(2);
    expect(r.what_users_loved.every((i) => i.evidence.length > 0)).toBe(true);
  });

  it("says the answer was incomplete when the score is missing", async () => {
    const analyzer = await analyzerFor(() =>
      completion(JSON.stringify({ overall_sentiment: "positive" })),
    );
    const r = await run(analyzer);
    expect(r.engine).toBe("local");
    expect(r.model).toContain(INCOMPLETE_RESPONSE);
  });

  it("gives up on a model that does not answer in time", async () => {
    const analyzer = await analyzerFor(() => ({ ...completion(good), delayMs: 2000 }), {
      timeoutMs: 300,
    });
    const r = await run(analyzer);
    expect(r.engine).toBe("local");
    expect(r.model).toContain("did not answer in time");
  });

  it("retries a rate-limited request", async () => {
    let calls = 0;
    const analyzer = await analyzerFor(() =>
      ++calls === 1
        ? {
            status: 429,
            headers: { "retry-after": "0" },
            body: { error: { message: "Rate limit reached" } },
          }
        : completion(good),
    );
    const r = await run(analyzer);
    expect(r.engine).toBe("llm+local");
    expect(calls).toBe(2);
  });

  it("summarises many comments in chunks, then merges them", async () => {
    const analyzer = await analyzerFor(() => completion(good), { chunkSize: 2 });
    const r = await run(analyzer);
    expect(r.engine).toBe("llm+local");
    // 5 comments in chunks of 2: three summaries and one merge.
    expect(server?.requests.length).toBe(4);
  });
});
