import { teamErrorCatalogue, teamResponseSchema, teamViewSchema } from "@commentlens/shared";
import type { HTTPMethods, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyOwner, teamMember, userIdOf } from "../../test/agency.js";
import { finished, importComments } from "../../test/analyses.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { type browser, lastMailLink, mailsTo, signedUpBrowser } from "../../test/browser.js";
import { collectRoutes } from "../../test/routes.js";

/**
 * Team viewers read the team's reports and nothing else, on the server: every route that
 * starts, changes, shares or exports something answers them 403 with the read-only message,
 * whatever the body. Their own account (sign-in, password, plan, mail preferences, their saved
 * views) stays theirs.
 */

type Browser = ReturnType<typeof browser>;

/** The non-GET routes a viewer may still call: their own business, not the team's. */
const PERSONAL = [
  "DELETE /api/account",
  "POST /api/account/password",
  "POST /api/account/email",
  "POST /api/account/email/link",
  "POST /api/account/email/confirm",
  "POST /api/account/email/undo",
  "POST /api/alerts/unsubscribe",
  "POST /api/analyses/:id/views",
  "DELETE /api/analyses/:id/views/:viewId",
  "POST /api/auth/*",
  "POST /api/billing/local/checkout/:id/pay",
  "POST /api/billing/local/portal",
  "POST /api/contact",
  // A developer's own schedules, on this machine (a viewer's stop rather than run).
  "POST /api/dev/schedules/run-now",
  "POST /api/newsletter",
  "POST /api/newsletter/confirm",
  "POST /api/newsletter/unsubscribe",
  "POST /api/referrals/process",
  "POST /api/subscription-management",
  "POST /api/team/accept",
  "POST /api/team/leave",
  "POST /api/webhooks/stripe",
];
/** GET routes that hand the team's data out of the product: refused like writes. */
const EXPORTS = ["GET /api/analyses/:id/export"];

const READ_ONLY = teamErrorCatalogue.TEAM_VIEWER_READ_ONLY;

let t: TestApp;
let routes: RouteOptions[];
let owner: Browser;
let viewer: Browser;
let viewerId: string;

beforeAll(async () => {
  const collected = collectRoutes();
  try {
    t = await createTestApp();
  } finally {
    collected.stop();
  }
  routes = collected.routes;
  owner = await agencyOwner(t, "olga@example.com", 3);
  viewer = await teamMember(t, owner, "vic@example.com", "viewer");
  viewerId = await userIdOf(viewer);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const endpoints = () =>
  routes.flatMap((route) =>
    ([] as HTTPMethods[])
      .concat(route.method as HTTPMethods)
      .filter((method) => method !== "HEAD")
      .map((method) => ({ method, url: route.url, key: `${method} ${route.url}` })),
  );

const concrete = (url: string) => url.replace(/:(\w+)/g, "x").replace("*", "sign-in/email");

async function call(b: Browser, method: HTTPMethods, url: string) {
  const res = await t.app.inject({
    method,
    url: concrete(url),
    headers: { origin: "https://commentlens.test", cookie: b.cookie() },
    ...(method === "GET" ? {} : { payload: {} }),
  });
  return res;
}

const refusedAsViewer = (res: { statusCode: number; body: string }) =>
  res.statusCode === 403 && res.body.includes("TEAM_VIEWER_READ_ONLY");

describe("a team viewer", () => {
  it("is told their role on the team screen and the owner sees it beside their address", async () => {
    const mine = teamResponseSchema.parse((await viewer.get("/api/team")).json());
    expect(mine.role).toBe("viewer");
    const access = (await viewer.get("/api/agency/access")).json();
    expect(access).toMatchObject({ allowed: true, role: "viewer" });
    const team = teamViewSchema.parse((await owner.get("/api/team")).json());
    const mail = (await mailsTo(t, "vic@example.com")).find((m) => m.subject.includes("invited"));
    expect(mail?.text).toContain("As a viewer you can read the team's reports");
    expect(team.members).toEqual([
      expect.objectContaining({ email: "vic@example.com", role: "viewer" }),
    ]);
  });

  it("is refused on every route that writes, whatever the body, with the read-only message", async () => {
    const writes = endpoints().filter(
      (e) => (e.method !== "GET" && !PERSONAL.includes(e.key)) || EXPORTS.includes(e.key),
    );
    // The analyses, profile analyses, exports, shares, statuses, branding and seats.
    expect(writes.length).toBeGreaterThan(20);
    const let_through: string[] = [];
    for (const e of writes) {
      const res = await call(viewer, e.method, e.url);
      if (!refusedAsViewer(res)) let_through.push(`${e.key} → ${res.statusCode}`);
      else expect(res.json().error).toBe(READ_ONLY);
    }
    expect(let_through).toEqual([]);
  });

  it("still reads the team's reports and runs their own account", async () => {
    const reads = endpoints().filter(
      (e) => e.method === "GET" && !EXPORTS.includes(e.key) && !e.url.includes("stream"),
    );
    const refused: string[] = [];
    for (const e of reads) {
      const res = await call(viewer, e.method, e.url);
      if (refusedAsViewer(res)) refused.push(e.key);
    }
    expect(refused).toEqual([]);
    // Each personal route exists and says so (what the guard reads), and a harmless one
    // answers on its merits (here: bad input).
    const keys = new Set(endpoints().map((e) => e.key));
    expect(PERSONAL.filter((k) => !keys.has(k))).toEqual([]);
    const unmarked = routes
      .filter((r) =>
        ([] as string[]).concat(r.method).some((m) => PERSONAL.includes(`${m} ${r.url}`)),
      )
      .filter((r) => r.config?.teamAccess !== "personal")
      .map((r) => r.url);
    expect(unmarked).toEqual([]);
    const saved = await call(viewer, "POST", "/api/newsletter");
    expect(saved.statusCode).toBe(400);
    expect((await viewer.get("/api/profile-analyses")).statusCode).toBe(200);
  });

  it("may write again from the next request once the owner makes them a member, and not after", async () => {
    const share = () => viewer.post("/api/profile-analyses/pa_missing/share", {});
    expect(refusedAsViewer(await share())).toBe(true);

    const promoted = await owner.send("PATCH", `/api/team/members/${viewerId}`, { role: "member" });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(teamViewSchema.parse(promoted.json()).members[0]?.role).toBe("member");
    expect((await share()).statusCode).toBe(404);

    await owner.send("PATCH", `/api/team/members/${viewerId}`, { role: "viewer" });
    expect(refusedAsViewer(await share())).toBe(true);
  });

  it("opens their own earlier report read-only: no corrections, share link or export", async () => {
    const wes = await signedUpBrowser(t, "wes@example.com");
    const started = await importComments(wes);
    expect(started.statusCode, started.body).toBe(202);
    const id = started.json().id as string;
    expect((await finished(wes, id)).can_export).toBe(true);

    await owner.post("/api/team/invitations", { email: "wes@example.com", role: "viewer" });
    const link = await lastMailLink(t, "wes@example.com");
    const token = new URL(link, "https://x.test").searchParams.get("token") ?? "";
    expect((await wes.post("/api/team/accept", { token })).statusCode).toBe(200);

    const state = await finished(wes, id);
    expect(state).toMatchObject({ can_export: false, can_share: false, can_correct: false });
    expect(refusedAsViewer(await wes.get(`/api/analyses/${id}/export?format=csv`))).toBe(true);
    // Leaving the team gives them their own account back in full.
    expect((await wes.post("/api/team/leave", {})).statusCode).toBe(200);
    expect((await finished(wes, id)).can_export).toBe(true);
    expect((await wes.get(`/api/analyses/${id}/export?format=csv`)).statusCode).toBe(200);
  });

  it("cannot change roles: only the owner can, and only of their own members", async () => {
    const other = await agencyOwner(t, "oscar@example.com", 2);
    const res = await other.send("PATCH", `/api/team/members/${viewerId}`, { role: "member" });
    expect(res.statusCode).toBe(404);
    const bad = await owner.send("PATCH", `/api/team/members/${viewerId}`, { role: "owner" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("Choose member or viewer.");
    const self = await viewer.send("PATCH", `/api/team/members/${viewerId}`, { role: "member" });
    expect(refusedAsViewer(self)).toBe(true);
  });
});
