import { errorCatalogue, SAVED_VIEWS_MAX, savedViewsResponseSchema } from "@commentlens/shared";
import { afterEach, describe, expect, it } from "vitest";
import { finished } from "../../test/analyses.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser, signedUpBrowser } from "../../test/browser.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const SAMPLE = "https://www.instagram.com/p/DepHZOzvVEI/";

describe("saved views of the comment explorer", () => {
  it("each reader keeps named views of a report, validated and limited", async () => {
    t = await createTestApp();
    const owner = await signedUpBrowser(t, "owner@example.com");
    const res = await owner.post("/api/analyses", { url: SAMPLE });
    const { id } = await finished(owner, res.json().id as string);

    const saved = await owner.post(`/api/analyses/${id}/views`, {
      name: "  Angry questions ",
      filters: { sentiment: "negative", tag: "question", sort: "newest" },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      name: "Angry questions",
      filters: { sentiment: "negative", tag: "question", sort: "newest" },
    });
    const list = savedViewsResponseSchema.parse(
      (await owner.get(`/api/analyses/${id}/views`)).json(),
    );
    expect(list.views.map((v) => v.name)).toEqual(["Angry questions"]);

    for (const body of [
      { name: "", filters: {} },
      { name: "x".repeat(61), filters: {} },
      { name: "Bad", filters: { sentiment: "furious" } },
      { name: "Bad", filters: { lang: "<script>" } },
      { name: "Bad" },
    ]) {
      const bad = await owner.post(`/api/analyses/${id}/views`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }

    // Another account neither sees nor reaches them; a visitor is asked to sign in.
    const other = await signedUpBrowser(t, "other@example.com");
    expect((await other.get(`/api/analyses/${id}/views`)).statusCode).toBe(404);
    expect((await browser(t).get(`/api/analyses/${id}/views`)).statusCode).toBe(401);

    for (let i = 1; i < SAVED_VIEWS_MAX; i++) {
      const ok = await owner.post(`/api/analyses/${id}/views`, { name: `View ${i}`, filters: {} });
      expect(ok.statusCode).toBe(201);
    }
    const full = await owner.post(`/api/analyses/${id}/views`, { name: "One more", filters: {} });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(errorCatalogue.SAVED_VIEWS_FULL);

    const viewId = list.views[0]?.id as string;
    expect((await owner.send("DELETE", `/api/analyses/${id}/views/${viewId}`)).statusCode).toBe(
      204,
    );
    expect((await owner.send("DELETE", `/api/analyses/${id}/views/${viewId}`)).statusCode).toBe(
      404,
    );
    const after = savedViewsResponseSchema.parse(
      (await owner.get(`/api/analyses/${id}/views`)).json(),
    );
    expect(after.views).toHaveLength(SAVED_VIEWS_MAX - 1);
    expect(after.views.some((v) => v.id === viewId)).toBe(false);
  });
});
