import {
  TEAM_INVITATIONS_PER_DAY,
  TEAM_MESSAGES,
  type TeamView,
  teamErrorCatalogue,
  teamResponseSchema,
  teamViewSchema,
} from "@commentlens/shared";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { subscription, teamInvitation, teamMembership, user } from "../../db/schema.js";
import { agencyOwner, subscribe, userIdOf } from "../../test/agency.js";
import { importComments } from "../../test/analyses.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser, lastMailLink, signedUpBrowser } from "../../test/browser.js";
import { createLocalProvider } from "../billing/providers/local.js";
import { createBillingService } from "../billing/service.js";
import type { Mailer } from "../mail/mailer.js";
import { addMonths } from "../usage/period.js";
import { inviteToTeam, teamOf as membershipOf, teamDeps } from "./service.js";

type Browser = ReturnType<typeof browser>;

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

async function teamOf(b: Browser) {
  const res = await b.get("/api/team");
  expect(res.statusCode, res.body).toBe(200);
  return teamResponseSchema.parse(res.json());
}

async function invite(owner: Browser, email: string) {
  return owner.post("/api/team/invitations", { email });
}

/** Invites `email` and answers the token of the mailed link. */
async function invited(owner: Browser, email: string): Promise<string> {
  const res = await invite(owner, email);
  expect(res.statusCode, res.body).toBe(201);
  const link = await lastMailLink(t, email);
  expect(link).toMatch(/^\/team\/accept\?token=[A-Za-z0-9_-]{43}$/);
  return new URL(link, "https://x.test").searchParams.get("token") ?? "";
}

function accept(b: Browser, token: string) {
  return b.post("/api/team/accept", { token });
}

/** Invites and signs up `email`, who accepts: a member of the owner's team. */
async function member(owner: Browser, email: string) {
  const token = await invited(owner, email);
  const b = await signedUpBrowser(t, email);
  const res = await accept(b, token);
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

/** Uses up the Free plan's 5 analyses: the next one is refused. */
async function useUpFree(b: Browser) {
  for (let i = 0; i < 5; i++) expect((await importComments(b)).statusCode).toBe(202);
  expect((await importComments(b)).statusCode).toBe(402);
}

/** Moves a user's paid period into the past, as if the month had gone by. */
async function endPeriod(userId: string) {
  const end = new Date(Date.now() - 60_000);
  await t.database.db
    .update(subscription)
    .set({ currentPeriodStart: addMonths(end, -1), currentPeriodEnd: end })
    .where(eq(subscription.userId, userId));
}

const ownerView = (team: unknown): TeamView => {
  const view = teamViewSchema.parse(team);
  expect(view.role).toBe("owner");
  return view;
};

describe("team calls", () => {
  it("answer 401 User not authenticated without a session, whatever the body", async () => {
    t = await createTestApp();
    const visitor = browser(t);
    const calls = [
      () => visitor.get("/api/team"),
      () => visitor.post("/api/team/invitations", { email: "not an email" }),
      () => visitor.post("/api/team/invitations/tinv_1/resend", {}),
      () => visitor.send("DELETE", "/api/team/invitations/tinv_1"),
      () => visitor.send("DELETE", "/api/team/members/u1"),
      () => visitor.post("/api/team/accept", {}),
      () => visitor.post("/api/team/leave", {}),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "User not authenticated", code: "NOT_AUTHENTICATED" });
    }
  });

  it("show no team to a Free or Influencer account, and refuse their invitations with 403", async () => {
    t = await createTestApp();
    const free = await signedUpBrowser(t, "fred@example.com");
    expect(await teamOf(free)).toEqual({ role: null });
    const refused = await invite(free, "bo@example.com");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: teamErrorCatalogue.TEAM_AGENCY_REQUIRED,
      code: "TEAM_AGENCY_REQUIRED",
    });

    const influencer = await signedUpBrowser(t, "ivy@example.com");
    await subscribe(influencer, "influencer");
    expect((await invite(influencer, "bo@example.com")).statusCode).toBe(403);
    expect(await teamOf(influencer)).toEqual({ role: null });
    // Nothing was mailed.
    await expect(lastMailLink(t, "bo@example.com")).rejects.toThrow();
  });
});

describe("inviting and accepting", () => {
  it("mails the invitation; the invitee signs up, accepts, and shares the unlimited plan", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 2);
    const empty = ownerView(await teamOf(olga));
    expect(empty).toMatchObject({
      owner_email: "olga@example.com",
      seats: 2,
      used_seats: 1,
      active: true,
      members: [],
      invitations: [],
      seats_change: null,
      ends_at: null,
    });

    // Addresses are trimmed and compared in lower case.
    const res = await invite(olga, "  Bo@Example.com ");
    expect(res.statusCode, res.body).toBe(201);
    const withInvite = ownerView(res.json());
    expect(withInvite.used_seats).toBe(2);
    expect(withInvite.invitations).toHaveLength(1);
    const [invitation] = withInvite.invitations;
    expect(invitation?.email).toBe("bo@example.com");
    expect(invitation?.role).toBe("member");
    const days = (Date.parse(invitation?.expires_at ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // The mail: branded, both parts, the accept link on the public URL, replies to the owner.
    const box = await t.app.inject({ method: "GET", url: "/api/dev/mailbox?to=bo@example.com" });
    const [mail] = box.json() as Array<{
      subject: string;
      text: string;
      html: string;
      headers?: Record<string, string>;
    }>;
    expect(mail?.subject).toBe("olga@example.com invited you to their CommentLens team");
    expect(mail?.text).toContain("olga@example.com invited you to their Agency team");
    expect(mail?.text).toMatch(/https:\/\/commentlens\.test\/team\/accept\?token=\S+/);
    expect(mail?.html).toContain("CommentLens");
    expect(mail?.html).toContain("Accept invitation");
    expect(mail?.headers?.["Reply-To"]).toBe("olga@example.com");
    const token = new URL(
      await lastMailLink(t, "bo@example.com"),
      "https://x.test",
    ).searchParams.get("token");
    // Only a hash of the token is stored.
    const [stored] = await t.database.db.select().from(teamInvitation);
    expect(stored?.tokenHash).not.toContain(token);

    // Bo signs up with the invited address and has used up the Free plan.
    const bo = await signedUpBrowser(t, "bo@example.com");
    expect(await teamOf(bo)).toEqual({ role: null });
    await useUpFree(bo);

    const accepted = await accept(bo, token ?? "");
    expect(accepted.statusCode, accepted.body).toBe(200);
    const joined = teamViewSchema.parse(accepted.json());
    expect(joined).toMatchObject({
      role: "member",
      owner_email: "olga@example.com",
      seats: 2,
      used_seats: 2,
      active: true,
      invitations: [],
    });
    expect(joined.members).toEqual([
      expect.objectContaining({ email: "bo@example.com", has_seat: true }),
    ]);

    // Bo now has the Agency plan: analyses beyond 5 go through.
    for (let i = 0; i < 3; i++) expect((await importComments(bo)).statusCode).toBe(202);

    const olgaTeam = ownerView(await teamOf(olga));
    expect(olgaTeam.invitations).toEqual([]);
    expect(olgaTeam.members).toEqual([
      {
        user_id: await userIdOf(bo),
        email: "bo@example.com",
        joined_at: expect.any(String),
        // Invited without a role: a member, who works on the team's reports.
        role: "member",
        has_seat: true,
      },
    ]);

    // The link is single use.
    const again = await accept(bo, token ?? "");
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("TEAM_INVITATION_INVALID");
  });

  it("refuses an invitation to someone signed in with another address, with a clear message", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 3);
    const token = await invited(olga, "bo@example.com");
    const carl = await signedUpBrowser(t, "carl@example.com");
    const res = await accept(carl, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error:
        "This invitation was sent to bo@example.com, but you are signed in as carl@example.com. Sign in with bo@example.com to accept it.",
      code: "TEAM_EMAIL_MISMATCH",
    });
    expect(await teamOf(carl)).toEqual({ role: null });
    // The invitation still works for Bo.
    const bo = await signedUpBrowser(t, "bo@example.com");
    expect((await accept(bo, token)).statusCode).toBe(200);
    // Nonsense tokens find nothing.
    const bogus = await accept(carl, "x".repeat(43));
    expect(bogus.statusCode).toBe(404);
    expect(bogus.json().error).toBe(teamErrorCatalogue.TEAM_INVITATION_INVALID);
  });

  it("validates the address and refuses the owner, members and duplicate invitations", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 4);
    const bad = await invite(olga, "not-an-address");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("VALIDATION_FAILED");
    expect(bad.json().error).toContain(TEAM_MESSAGES.invalidEmail);
    const self = await invite(olga, "OLGA@example.com");
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe("TEAM_SELF_INVITE");

    await member(olga, "bo@example.com");
    const twice = await invite(olga, "bo@example.com");
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: teamErrorCatalogue.TEAM_ALREADY_MEMBER,
      code: "TEAM_ALREADY_MEMBER",
    });
    expect((await invite(olga, "carl@example.com")).statusCode).toBe(201);
    const duplicate = await invite(olga, "Carl@example.com");
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe("TEAM_ALREADY_INVITED");
  });

  it("expires links after 7 days; Resend mails a new link and retires the old one", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 2);
    const first = await invited(olga, "bo@example.com");
    const [row] = await t.database.db.select().from(teamInvitation);
    const id = row?.id ?? "";

    // Too soon after the last mail.
    const soon = await olga.post(`/api/team/invitations/${id}/resend`, {});
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({ error: TEAM_MESSAGES.resendTooSoon, code: "RATE_LIMITED" });

    // A week later the link has expired.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000 - 1000);
    await t.database.db
      .update(teamInvitation)
      .set({ lastSentAt: weekAgo, expiresAt: new Date(Date.now() - 1000) });
    const bo = await signedUpBrowser(t, "bo@example.com");
    const expired = await accept(bo, first);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      error: teamErrorCatalogue.TEAM_INVITATION_EXPIRED,
      code: "TEAM_INVITATION_EXPIRED",
    });
    // An expired invitation holds no seat.
    expect(ownerView(await teamOf(olga)).used_seats).toBe(1);

    const resent = await olga.post(`/api/team/invitations/${id}/resend`, {});
    expect(resent.statusCode, resent.body).toBe(200);
    const view = ownerView(resent.json());
    expect(view.used_seats).toBe(2);
    expect(Date.parse(view.invitations[0]?.expires_at ?? "")).toBeGreaterThan(
      Date.now() + 6.9 * 86_400_000,
    );
    const second = new URL(
      await lastMailLink(t, "bo@example.com"),
      "https://x.test",
    ).searchParams.get("token");
    expect(second).not.toBe(first);
    expect((await accept(bo, first)).statusCode).toBe(404);
    expect((await accept(bo, second ?? "")).statusCode).toBe(200);
  });

  it(`limits invitation mails to ${TEAM_INVITATIONS_PER_DAY} a day per owner`, async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 30);
    for (let i = 0; i < TEAM_INVITATIONS_PER_DAY; i++) {
      expect((await invite(olga, `person${i}@example.com`)).statusCode).toBe(201);
    }
    const over = await invite(olga, "one-more@example.com");
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: TEAM_MESSAGES.invitationsLimit, code: "RATE_LIMITED" });
    expect(ownerView(await teamOf(olga)).invitations).toHaveLength(TEAM_INVITATIONS_PER_DAY);
  });
});

describe("seats", () => {
  it("enforces the seat limit with 409, counting the owner, members and pending invitations", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 3);
    await member(olga, "bo@example.com");
    const carlToken = await invited(olga, "carl@example.com");
    expect(ownerView(await teamOf(olga))).toMatchObject({ seats: 3, used_seats: 3 });

    const full = await invite(olga, "dee@example.com");
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      error: teamErrorCatalogue.TEAM_SEATS_FULL,
      code: "TEAM_SEATS_FULL",
    });

    // Revoking the pending invitation frees its seat, and its link stops working at once.
    const [row] = await t.database.db.select().from(teamInvitation);
    const revoked = await olga.send("DELETE", `/api/team/invitations/${row?.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(ownerView(revoked.json()).invitations).toEqual([]);
    const carl = await signedUpBrowser(t, "carl@example.com");
    const dead = await accept(carl, carlToken);
    expect(dead.statusCode).toBe(404);
    expect((await invite(olga, "dee@example.com")).statusCode).toBe(201);

    // More seats, more invitations.
    await olga.post("/api/billing/local/portal", {
      action: "change_plan",
      plan_type: "agency",
      seats: 4,
    });
    expect((await invite(olga, "carl@example.com")).statusCode).toBe(201);
  });

  it("after seats are lowered, the newest members beyond them lose the plan when it takes effect", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 3);
    const olgaId = await userIdOf(olga);
    const bo = await member(olga, "bo@example.com");
    const carl = await member(olga, "carl@example.com");
    const carlId = await userIdOf(carl);

    // 3 → 2 seats is a downgrade: scheduled for the period end, shown to the owner.
    const lowered = await olga.post("/api/billing/local/portal", {
      action: "change_plan",
      plan_type: "agency",
      seats: 2,
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const before = ownerView(await teamOf(olga));
    expect(before.seats).toBe(3);
    expect(before.seats_change).toEqual({ seats: 2, effective_at: expect.any(String) });
    expect(before.members.map((m) => m.has_seat)).toEqual([true, true]);
    for (const b of [bo, carl]) expect((await importComments(b)).statusCode).toBe(202);

    // The change takes effect: Carl, the newest, keeps his place but not the plan.
    await endPeriod(olgaId);
    const after = ownerView(await teamOf(olga));
    expect(after).toMatchObject({ seats: 2, used_seats: 3, seats_change: null });
    expect(after.members.map((m) => [m.email, m.has_seat])).toEqual([
      ["bo@example.com", true],
      ["carl@example.com", false],
    ]);
    expect(teamViewSchema.parse((await carl.get("/api/team")).json()).members).toEqual([
      expect.objectContaining({ user_id: carlId, has_seat: false }),
    ]);
    expect((await importComments(bo)).statusCode).toBe(202);
    // Carl is back on Free, where his earlier analysis counts for nothing (it was the team's).
    await useUpFree(carl);
    // No new invitation while the team is over its seats.
    expect((await invite(olga, "dee@example.com")).statusCode).toBe(409);

    // Bo leaves: Carl gets the seat back.
    const left = await bo.post("/api/team/leave", {});
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ role: null });
    expect((await importComments(carl)).statusCode).toBe(202);
    expect((await importComments(bo)).statusCode).toBe(202);
  });

  it("refuses an acceptance when seats were lowered below the pending invitations", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 3);
    const olgaId = await userIdOf(olga);
    const boToken = await invited(olga, "bo@example.com");
    const carlToken = await invited(olga, "carl@example.com");
    await olga.post("/api/billing/local/portal", {
      action: "change_plan",
      plan_type: "agency",
      seats: 2,
    });
    await endPeriod(olgaId);
    const bo = await signedUpBrowser(t, "bo@example.com");
    expect((await accept(bo, boToken)).statusCode).toBe(200);
    const carl = await signedUpBrowser(t, "carl@example.com");
    const full = await accept(carl, carlToken);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      error: teamErrorCatalogue.TEAM_NO_FREE_SEAT,
      code: "TEAM_NO_FREE_SEAT",
    });
  });
});

describe("removing, leaving and the end of the plan", () => {
  it("removing a member takes their plan away at once", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 2);
    const bo = await member(olga, "bo@example.com");
    const boId = await userIdOf(bo);
    for (let i = 0; i < 6; i++) expect((await importComments(bo)).statusCode).toBe(202);

    const removed = await olga.send("DELETE", `/api/team/members/${boId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(ownerView(removed.json())).toMatchObject({ members: [], used_seats: 1 });
    // The next analysis runs on Bo's own Free plan, untouched by the team's analyses.
    await useUpFree(bo);
    expect(await teamOf(bo)).toEqual({ role: null });
    // Removing again: no such member.
    const again = await olga.send("DELETE", `/api/team/members/${boId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: TEAM_MESSAGES.memberNotFound, code: "NOT_FOUND" });
  });

  it("a member leaves; an owner has no team to leave", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 2);
    const bo = await member(olga, "bo@example.com");
    expect((await bo.post("/api/team/leave", {})).json()).toEqual({ role: null });
    expect(ownerView(await teamOf(olga)).members).toEqual([]);
    const owner = await olga.post("/api/team/leave", {});
    expect(owner.statusCode).toBe(404);
    expect(owner.json().code).toBe("TEAM_NOT_IN_TEAM");
  });

  it("one team per user: members and owners can't join another team", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 3);
    const pia = await agencyOwner(t, "pia@example.com", 3);
    const bo = await member(olga, "bo@example.com");

    const boToPia = await invited(pia, "bo@example.com");
    const inTeam = await accept(bo, boToPia);
    expect(inTeam.statusCode).toBe(409);
    expect(inTeam.json().code).toBe("TEAM_ALREADY_IN_TEAM");

    const piaToOlga = await invited(pia, "olga@example.com");
    const owner = await accept(olga, piaToOlga);
    expect(owner.statusCode).toBe(409);
    expect(owner.json()).toEqual({
      error: teamErrorCatalogue.TEAM_OWNER_CANNOT_JOIN,
      code: "TEAM_OWNER_CANNOT_JOIN",
    });
    // A member who buys Agency themselves still can't invite before leaving.
    await subscribe(bo, "agency", 2);
    const memberInvites = await invite(bo, "dee@example.com");
    expect(memberInvites.statusCode).toBe(409);
    expect(memberInvites.json().code).toBe("TEAM_IN_OTHER_TEAM");
  });

  it("pauses the team when the owner's Agency plan ends, and resumes it with the plan", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 3);
    const olgaId = await userIdOf(olga);
    const bo = await member(olga, "bo@example.com");
    const pending = await invited(olga, "carl@example.com");

    // Canceled: everything holds to the period end, which the team shows.
    await olga.post("/api/subscription-management", { mode: "cancel_subscription" });
    const canceled = ownerView(await teamOf(olga));
    expect(canceled.active).toBe(true);
    expect(canceled.ends_at).toEqual(expect.any(String));
    expect((await importComments(bo)).statusCode).toBe(202);

    await endPeriod(olgaId);
    const paused = ownerView(await teamOf(olga));
    expect(paused).toMatchObject({ active: false, seats: 1 });
    expect(paused.members.map((m) => m.has_seat)).toEqual([false]);
    expect(teamViewSchema.parse((await bo.get("/api/team")).json())).toMatchObject({
      role: "member",
      active: false,
    });
    await useUpFree(bo);
    expect((await invite(olga, "dee@example.com")).statusCode).toBe(403);
    const carl = await signedUpBrowser(t, "carl@example.com");
    const inactive = await accept(carl, pending);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().code).toBe("TEAM_INACTIVE");

    // Subscribing again brings the team back.
    await subscribe(olga, "agency", 3);
    expect(ownerView(await teamOf(olga)).active).toBe(true);
    expect((await importComments(bo)).statusCode).toBe(202);
  });
});

describe("isolation between owners", () => {
  it("answers 404 to another owner's invitation and member ids, and changes nothing", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 3);
    const pia = await agencyOwner(t, "pia@example.com", 3);
    const bo = await member(olga, "bo@example.com");
    const boId = await userIdOf(bo);
    await invited(olga, "carl@example.com");
    const [invitation] = await t.database.db.select().from(teamInvitation);
    const id = invitation?.id ?? "";
    await t.database.db.update(teamInvitation).set({ lastSentAt: new Date(Date.now() - 3600_000) });

    for (const res of [
      await pia.post(`/api/team/invitations/${id}/resend`, {}),
      await pia.send("DELETE", `/api/team/invitations/${id}`),
      await pia.send("DELETE", `/api/team/members/${boId}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
    // A member can't act as the owner either.
    expect((await bo.send("DELETE", `/api/team/invitations/${id}`)).statusCode).toBe(404);

    const olgaTeam = ownerView(await teamOf(olga));
    expect(olgaTeam.members.map((m) => m.email)).toEqual(["bo@example.com"]);
    expect(olgaTeam.invitations.map((i) => i.email)).toEqual(["carl@example.com"]);
    expect(ownerView(await teamOf(pia))).toMatchObject({ members: [], invitations: [] });
    // Pia sees nothing of Olga's team, and a member sees no one else's address.
    const boView = teamViewSchema.parse((await bo.get("/api/team")).json());
    expect(boView.members.map((m) => m.email)).toEqual(["bo@example.com"]);
    expect(boView.invitations).toEqual([]);
  });
});

describe("account deletion", () => {
  it("deleting an owner deletes the team: members back on their own plan", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 3);
    const olgaId = await userIdOf(olga);
    const bo = await member(olga, "bo@example.com");
    await invited(olga, "carl@example.com");

    expect((await olga.send("DELETE", "/api/account")).statusCode).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(teamMembership)).toEqual([]);
    expect(await db.select().from(teamInvitation)).toEqual([]);
    expect(await db.select().from(user).where(eq(user.id, olgaId))).toEqual([]);
    expect(await teamOf(bo)).toEqual({ role: null });
    await useUpFree(bo);
  });

  it("deleting a member removes their membership and frees the seat", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 2);
    const bo = await member(olga, "bo@example.com");
    const boId = await userIdOf(bo);

    expect((await bo.send("DELETE", "/api/account")).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(teamMembership).where(eq(teamMembership.userId, boId)),
    ).toEqual([]);
    expect(ownerView(await teamOf(olga))).toMatchObject({ members: [], used_seats: 1 });
    expect((await invite(olga, "carl@example.com")).statusCode).toBe(201);
  });
});

describe("the team service", () => {
  async function service(mailer: Mailer = t.app.mailer) {
    const db = t.database.db;
    const publicUrl = t.config.publicUrl;
    const billing = createBillingService({
      db,
      provider: createLocalProvider({ db, publicUrl }),
      publicUrl,
    });
    return teamDeps({ db, billing, mailer, publicUrl });
  }

  it("teamOf names the owner for members with a seat and for the owner, else null", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 2);
    const olgaId = await userIdOf(olga);
    const bo = await member(olga, "bo@example.com");
    const boId = await userIdOf(bo);
    const fred = await signedUpBrowser(t, "fred@example.com");
    const team = await service();

    expect(await membershipOf(team, olgaId)).toEqual({ ownerId: olgaId, role: "owner" });
    expect(await membershipOf(team, boId)).toEqual({ ownerId: olgaId, role: "member" });
    expect(await membershipOf(team, await userIdOf(fred))).toBeNull();
    await olga.send("DELETE", `/api/team/members/${boId}`);
    expect(await membershipOf(team, boId)).toBeNull();
  });

  it("takes the invitation back when its mail can't be sent", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 2);
    const olgaId = await userIdOf(olga);
    const broken: Mailer = {
      kind: "smtp",
      send: async () => {
        throw new Error("SMTP down");
      },
      close: () => {},
    };
    const team = await service(broken);
    const owner = { id: olgaId, email: "olga@example.com", emailVerified: false };
    await expect(
      inviteToTeam(team, owner, { email: "bo@example.com", role: "member" }),
    ).rejects.toMatchObject({
      statusCode: 502,
      code: "TEAM_MAIL_FAILED",
    });
    expect(await t.database.db.select().from(teamInvitation)).toEqual([]);
  });
});
