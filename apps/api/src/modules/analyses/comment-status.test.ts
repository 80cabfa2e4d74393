import { analysisCommentsResponseSchema } from "@commentlens/shared";
import { afterEach, describe, expect, it } from "vitest";
import { finished } from "../../test/analyses.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser, signedUpBrowser } from "../../test/browser.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const SAMPLE = "https://www.instagram.com/p/DepHZOzvVEI/";

describe("answered and handled", () => {
  it("marks a question answered with a note, filters by it, keeps it in the next run and opens it again", async () => {
    t = await createTestApp();
    const owner = await signedUpBrowser(t, "owner@example.com");
    const first = await finished(
      owner,
      (await owner.post("/api/analyses", { url: SAMPLE })).json().id,
    );
    const questionId = first.result?.unanswered_questions.comment_ids[0] as string;
    expect(questionId).toBeDefined();
    const mark = (id: string, body: object) =>
      owner.send(
        "PUT",
        `/api/analyses/${id}/comments/${encodeURIComponent(questionId)}/status`,
        body,
      );

    const res = await mark(first.id, { status: "answered", note: "  Replied in stories " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().comment).toMatchObject({
      id: questionId,
      status: "answered",
      status_note: "Replied in stories",
    });
    const page = (id: string, status: string) =>
      owner
        .get(`/api/analyses/${id}/comments?status=${status}&limit=500`)
        .then((r) => analysisCommentsResponseSchema.parse(r.json()));
    expect((await page(first.id, "answered")).items.map((c) => c.id)).toEqual([questionId]);
    expect((await page(first.id, "open")).items.map((c) => c.id)).not.toContain(questionId);

    // A shared link shows the mark, not the team's note.
    const link = (await owner.post(`/api/analyses/${first.id}/share`, {})).json().url as string;
    const shared = await browser(t).get(
      `/api/shared/${new URL(link).pathname.split("/").at(-1)}/comments?status=answered`,
    );
    expect(shared.json().items).toEqual([
      expect.objectContaining({ id: questionId, status: "answered", status_note: null }),
    ]);

    // The next run of the post keeps the mark.
    const again = await finished(
      owner,
      (await owner.post("/api/analyses", { url: SAMPLE })).json().id,
    );
    expect((await page(again.id, "answered")).items.map((c) => c.id)).toEqual([questionId]);

    const reopened = await mark(again.id, { status: null });
    expect(reopened.json().comment).toMatchObject({ status: null, status_note: null });
    expect((await page(again.id, "answered")).items).toEqual([]);

    for (const body of [{ status: "done" }, { status: "handled", note: "x".repeat(501) }, {}]) {
      expect((await mark(again.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await owner.send("PUT", `/api/analyses/${again.id}/comments/nope/status`, {
      status: "handled",
    });
    expect(unknown.statusCode).toBe(404);
    const other = await signedUpBrowser(t, "other@example.com");
    expect(
      (
        await other.send("PUT", `/api/analyses/${again.id}/comments/${questionId}/status`, {
          status: "handled",
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await browser(t).send("PUT", `/api/analyses/${again.id}/comments/${questionId}/status`, {
          status: "handled",
        })
      ).statusCode,
    ).toBe(401);
  });
});
