import {
  analysisCommentsResponseSchema,
  errorCatalogue,
  sharedReportSchema,
  shareLinkSchema,
  shareStatusSchema,
} from "@commentlens/shared";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { analysisShare } from "../../db/schema.js";
import { finished } from "../../test/analyses.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser, signedUpBrowser } from "../../test/browser.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const SAMPLE = "https://www.instagram.com/p/DepHZOzvVEI/";

async function ownReport(email = "owner@example.com") {
  const owner = await signedUpBrowser(t, email);
  const res = await owner.post("/api/analyses", { url: SAMPLE });
  const state = await finished(owner, res.json().id as string);
  expect(state.can_share).toBe(true);
  return { owner, id: state.id };
}

const tokenOf = (url: string) => new URL(url).pathname.split("/").at(-1) as string;

describe("share links", () => {
  it("the owner shares a report; anyone with the link reads it and its comments, until it is revoked", async () => {
    t = await createTestApp();
    const { owner, id } = await ownReport();
    expect(shareStatusSchema.parse((await owner.get(`/api/analyses/${id}/share`)).json())).toEqual({
      active: false,
      created_at: null,
    });

    const created = await owner.post(`/api/analyses/${id}/share`, {});
    expect(created.statusCode, created.body).toBe(201);
    const { url } = shareLinkSchema.parse(created.json());
    expect(url).toMatch(/^https:\/\/commentlens\.test\/r\/a[A-Za-z0-9_-]{32}$/);
    expect((await owner.get(`/api/analyses/${id}/share`)).json().active).toBe(true);
    // Only the token's hash is stored.
    const stored = await t.database.db.select().from(analysisShare);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(tokenOf(url));

    // A stranger, signed out, reads the report read-only, without the owner's account data.
    const stranger = browser(t);
    const shared = await stranger.get(`/api/shared/${tokenOf(url)}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers["x-robots-tag"]).toContain("noindex");
    const report = sharedReportSchema.parse(shared.json());
    if (report.kind !== "post") throw new Error("a post report was expected");
    const { analysis } = report;
    expect(analysis.id).toBe(id);
    expect(analysis.result?.analyzed).toBeGreaterThan(0);
    expect(analysis).toMatchObject({ can_correct: false, can_share: false, visitor: false });
    const comments = await stranger.get(
      `/api/shared/${tokenOf(url)}/comments?label=positive&limit=5`,
    );
    expect(comments.statusCode).toBe(200);
    const page = analysisCommentsResponseSchema.parse(comments.json());
    expect(page.items.every((c) => c.label === "positive")).toBe(true);
    // The link opens this report only: not its exports, not the owner's list.
    expect((await stranger.get(`/api/analyses/${id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/analyses/${id}/export?format=csv`)).statusCode).toBe(404);

    // A new link replaces the old one; revoking ends the new one too.
    const second = shareLinkSchema.parse(
      (await owner.post(`/api/analyses/${id}/share`, {})).json(),
    );
    const old = await stranger.get(`/api/shared/${tokenOf(url)}`);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({
      code: "SHARE_REVOKED",
      error: errorCatalogue.SHARE_REVOKED,
    });
    expect((await stranger.get(`/api/shared/${tokenOf(second.url)}`)).statusCode).toBe(200);
    expect((await owner.send("DELETE", `/api/analyses/${id}/share`)).statusCode).toBe(204);
    expect((await stranger.get(`/api/shared/${tokenOf(second.url)}`)).statusCode).toBe(410);
    expect((await stranger.get(`/api/shared/${tokenOf(second.url)}/comments`)).statusCode).toBe(
      410,
    );
    expect((await owner.get(`/api/analyses/${id}/share`)).json().active).toBe(false);

    // Deleting the report ends every link to it.
    const third = shareLinkSchema.parse((await owner.post(`/api/analyses/${id}/share`, {})).json());
    expect((await owner.send("DELETE", `/api/analyses/${id}`)).statusCode).toBe(204);
    expect((await stranger.get(`/api/shared/${tokenOf(third.url)}`)).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(analysisShare).where(eq(analysisShare.analysisId, id)),
    ).toEqual([]);
  });

  it("refuses unknown links, other accounts and visitors", async () => {
    t = await createTestApp();
    const { id } = await ownReport();
    const stranger = browser(t);
    for (const token of [
      "nope",
      `a${"A".repeat(32)}`,
      `p${"A".repeat(32)}`,
      "a.b-c",
      "x".repeat(90),
    ]) {
      const res = await stranger.get(`/api/shared/${encodeURIComponent(token)}`);
      expect(res.statusCode, token).toBe(404);
      expect(res.json().code).toBe("SHARE_NOT_FOUND");
    }
    const other = await signedUpBrowser(t, "other@example.com");
    expect((await other.post(`/api/analyses/${id}/share`, {})).statusCode).toBe(404);
    expect((await other.send("DELETE", `/api/analyses/${id}/share`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/analyses/${id}/share`, {})).statusCode).toBe(401);

    // A visitor's own report is not saved to an account: it has no link to give.
    const visitor = browser(t);
    const res = await visitor.post("/api/analyses", { url: SAMPLE });
    const state = await finished(visitor, res.json().id as string);
    expect(state.can_share).toBe(false);
    expect((await visitor.post(`/api/analyses/${state.id}/share`, {})).statusCode).toBe(401);
  });
});
