import {
  type AnalysisState,
  analysisCommentsResponseSchema,
  analysisStateSchema,
  errorCatalogue,
  labelCorrectionResponseSchema,
} from "@commentlens/shared";
import { afterEach, describe, expect, it } from "vitest";
import { finished } from "../../test/analyses.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser, signedUpBrowser } from "../../test/browser.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

type Browser = ReturnType<typeof browser>;

const SAMPLE = "https://www.instagram.com/p/DepHZOzvVEI/";

async function analysed(b: Browser): Promise<AnalysisState> {
  const res = await b.post("/api/analyses", { url: SAMPLE });
  expect(res.statusCode, res.body).toBe(202);
  const state = await finished(b, res.json().id as string);
  expect(state.status).toBe("completed");
  return state;
}

/** The most liked positive comment of the audience: the one a test reads as negative. */
async function positiveComment(b: Browser, id: string) {
  const res = await b.get(`/api/analyses/${id}/comments?label=positive&sort=likes&limit=50`);
  const comment = analysisCommentsResponseSchema
    .parse(res.json())
    .items.find((c) => !c.is_from_owner);
  if (!comment) throw new Error("the sample has no positive comment");
  return comment;
}

const label = (b: Browser, id: string, commentId: string, body: object) =>
  b.send("PUT", `/api/analyses/${id}/comments/${encodeURIComponent(commentId)}/label`, body);

const AS_COMPLAINT = { label: "negative", target: "creator", tags: ["complaint"] };

describe("label corrections", () => {
  it("the owner corrects a comment: the report is rebuilt with it, it outlives re-analysis and downloads as a labelled line", async () => {
    t = await createTestApp();
    const owner = await signedUpBrowser(t, "owner@example.com");
    const before = await analysed(owner);
    expect(before.can_correct).toBe(true);
    const comment = await positiveComment(owner, before.id);

    const res = await label(owner, before.id, comment.id, AS_COMPLAINT);
    expect(res.statusCode, res.body).toBe(200);
    expect(labelCorrectionResponseSchema.parse(res.json()).comment).toMatchObject({
      id: comment.id,
      label: "negative",
      target: "creator",
      tags: ["complaint"],
      corrected: true,
    });

    // Figures and findings are rebuilt: one more negative comment, a lower score.
    const after = analysisStateSchema.parse((await owner.get(`/api/analyses/${before.id}`)).json());
    const b = before.result;
    const a = after.result;
    if (!a || !b) throw new Error("no report");
    expect(a.sentiment_score).toBeLessThan(b.sentiment_score);
    expect(a.comments.find((c) => c.id === comment.id)).toMatchObject({
      label: "negative",
      corrected: true,
    });
    const negatives = analysisCommentsResponseSchema.parse(
      (await owner.get(`/api/analyses/${before.id}/comments?label=negative&limit=500`)).json(),
    );
    expect(negatives.items.map((c) => c.id)).toContain(comment.id);

    // The report's exports say which comments the owner corrected.
    const csv = (await owner.get(`/api/analyses/${before.id}/export?format=csv`)).body;
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header?.split(",").at(-1)).toBe("corrected_by_owner");
    const flagged = rows.filter((r) => r.endsWith(",true"));
    expect(flagged).toHaveLength(1);
    expect(flagged[0]?.startsWith(`${comment.id},`)).toBe(true);

    // The labelled file: one line per correction, with the comment's text (the owner's own).
    const file = await owner.get(`/api/analyses/${before.id}/corrections`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("application/x-ndjson");
    expect(file.headers["content-disposition"]).toMatch(
      /attachment; filename="commentlens-DepHZOzvVEI-\d{4}-\d{2}-\d{2}-corrections\.jsonl"/,
    );
    const lines = file.body
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      {
        post: "DepHZOzvVEI",
        id: comment.id,
        sentiment: "negative",
        target: "creator",
        toxic: false,
        tags: ["complaint"],
        language: comment.language,
        text: comment.text,
      },
    ]);

    // Analysing the post again keeps the correction, and the new run carries it on.
    const again = await analysed(owner);
    expect(again.id).not.toBe(before.id);
    expect(again.result?.comments.find((c) => c.id === comment.id)).toMatchObject({
      label: "negative",
      corrected: true,
    });
    const carried = await owner.get(`/api/analyses/${again.id}/corrections`);
    expect(carried.body).toContain(comment.id);

    // Undoing it brings the analyzer's reading and the figures back.
    const undo = await owner.send(
      "DELETE",
      `/api/analyses/${again.id}/comments/${encodeURIComponent(comment.id)}/label`,
    );
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().comment).toMatchObject({ label: "positive", corrected: false });
    const restored = analysisStateSchema.parse(
      (await owner.get(`/api/analyses/${again.id}`)).json(),
    );
    expect(restored.result?.sentiment_score).toBe(b.sentiment_score);
    expect((await owner.get(`/api/analyses/${again.id}/corrections`)).body).toBe("");
  });

  it("refuses invalid labels, unknown comments, visitors and other accounts", async () => {
    t = await createTestApp();
    const owner = await signedUpBrowser(t, "owner@example.com");
    const state = await analysed(owner);
    const comment = await positiveComment(owner, state.id);

    for (const body of [
      {},
      { label: "great", target: "creator", tags: [] },
      { label: "positive", target: "brand", tags: [] },
      { label: "positive", target: "creator", tags: ["praise", "praise"] },
      { label: "positive", target: "creator", tags: ["creator_reply"] },
      { label: "positive", target: "creator", tags: "praise" },
    ]) {
      const res = await label(owner, state.id, comment.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    }
    const unknown = await label(owner, state.id, "no-such-comment", AS_COMPLAINT);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: "COMMENT_NOT_FOUND",
      error: errorCatalogue.COMMENT_NOT_FOUND,
    });

    // Someone else's report does not exist for them; a visitor is asked to sign in.
    const other = await signedUpBrowser(t, "other@example.com");
    expect((await label(other, state.id, comment.id, AS_COMPLAINT)).statusCode).toBe(404);
    expect((await other.get(`/api/analyses/${state.id}/corrections`)).statusCode).toBe(404);
    const visitor = browser(t);
    expect((await label(visitor, state.id, comment.id, AS_COMPLAINT)).statusCode).toBe(401);

    // A visitor's own report is not saved to an account: nothing to correct.
    const res = await visitor.post("/api/analyses", { url: SAMPLE });
    const visitorState = await finished(visitor, res.json().id as string);
    expect(visitorState.can_correct).toBe(false);

    // Nothing was changed by any of it.
    const after = analysisStateSchema.parse((await owner.get(`/api/analyses/${state.id}`)).json());
    expect(after.result?.sentiment_score).toBe(state.result?.sentiment_score);
  });

  it("limits corrections per hour", async () => {
    t = await createTestApp({ LABEL_CORRECTIONS_PER_HOUR: "2" });
    const owner = await signedUpBrowser(t, "owner@example.com");
    const state = await analysed(owner);
    const comment = await positiveComment(owner, state.id);
    expect((await label(owner, state.id, comment.id, AS_COMPLAINT)).statusCode).toBe(200);
    expect((await label(owner, state.id, comment.id, AS_COMPLAINT)).statusCode).toBe(200);
    const limited = await label(owner, state.id, comment.id, AS_COMPLAINT);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});
