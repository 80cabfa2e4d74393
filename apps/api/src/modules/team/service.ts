import { createHash, randomBytes } from "node:crypto";
import {
  type ErrorCode,
  planIncludes,
  TEAM_INVITATION_TTL_DAYS,
  TEAM_INVITATIONS_PER_DAY,
  TEAM_MESSAGES,
  TEAM_RESEND_COOLDOWN_SECONDS,
  type TeamErrorCode,
  type TeamMemberRole,
  type TeamResponse,
  type TeamRole,
  type TeamView,
  teamEmailMismatchMessage,
  teamErrorCatalogue,
} from "@commentlens/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { createRateLimiter, type RateLimiter } from "../../lib/rate-limit.js";
import type { SessionUser } from "../auth/session.js";
import type { Entitlement } from "../billing/service.js";
import type { Mailer } from "../mail/mailer.js";
import { teamInvitationMail } from "../mail/templates.js";
import type { PlanOf } from "../usage/service.js";
import {
  countMembers,
  deleteInvitation,
  deleteMembership,
  deleteTeamDataOf,
  findInvitationByTokenHash,
  findUserEmail,
  getInvitation,
  getMembership,
  hasTeamRows,
  INVITATION_LIMIT_NAME,
  type InvitationRow,
  insertInvitation,
  insertMembership,
  listInvitations,
  listMembers,
  lockTeam,
  type MembershipRow,
  replaceInvitationToken,
  restoreInvitation,
  roleOf,
  updateMemberRole,
} from "./repository.js";

/**
 * Agency teams. The owner is whoever holds an Agency subscription (active, or canceled with
 * the period still running: whatever billing's entitlement says); the team has the
 * subscription's seats, the owner's own included. Members share the owner's plan.
 *
 * Decisions:
 * - Seats are checked when inviting (the owner, members and unexpired invitations must fit)
 *   and again when accepting, both under a lock on the owner's row.
 * - Fewer seats than members (a downgrade reaching its period end) refuses nothing: members
 *   keep their place in joining order and the newest beyond the seats lose the plan from the
 *   moment the change takes effect, until a seat frees up or seats are added. Nothing has to
 *   run at that moment: access is worked out from the subscription on every lookup.
 * - When the owner's Agency plan ends the team is paused, not deleted: members go back to
 *   their own plan and get the team back if the owner subscribes again.
 * - A user is in one team at most (the membership's key is the user id); an owner, or a
 *   member of another team, can't join.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const AGENCY = "agency_monthly";

/** The team a user takes part in now, for features that share the team's data. */
export interface TeamMembershipInfo {
  ownerId: string;
  role: TeamRole;
}

export interface TeamServiceDeps {
  db: Db;
  billing: {
    entitlement(userId: string, now?: Date): Promise<Entitlement>;
    planOf: PlanOf;
  };
  mailer: Mailer;
  /** Public origin of the site: the invitation link is built from it. */
  publicUrl: string;
  log?: FastifyBaseLogger;
}

/** A team error; the codes and messages are the contract's (packages/shared/src/team.ts). */
export function teamError(status: number, code: TeamErrorCode, message?: string): AppError {
  // The shared catalogue does not list the team codes (yet): the envelope is the same.
  return new AppError(status, code as unknown as ErrorCode, message ?? teamErrorCatalogue[code]);
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
const newInvitationId = () => `tinv_${randomBytes(12).toString("hex")}`;

const invitationOut = (i: InvitationRow) => ({
  id: i.id,
  email: i.email,
  role: roleOf(i.role),
  created_at: i.createdAt.toISOString(),
  expires_at: i.expiresAt.toISOString(),
  last_sent_at: i.lastSentAt.toISOString(),
});

/** What the team functions run on: the service's inputs and the invitation mail counter. */
export interface TeamDeps extends TeamServiceDeps {
  mails: RateLimiter;
}

/** The team's dependencies, with the day's invitation mail counter, built once at start-up. */
export function teamDeps(input: TeamServiceDeps): TeamDeps {
  const mails = createRateLimiter(
    input.db,
    { name: INVITATION_LIMIT_NAME, max: TEAM_INVITATIONS_PER_DAY, windowMs: DAY_MS },
    { message: TEAM_MESSAGES.invitationsLimit },
  );
  return { ...input, mails };
}

/** The owner's plan as the team sees it: active only while it includes team seats. */
async function ownerPlan(deps: TeamDeps, ownerId: string, now: Date) {
  const e = await deps.billing.entitlement(ownerId, now);
  const active = planIncludes(e.planId, "team_seats");
  return { e, active, seats: active ? e.seats : 1 };
}

/** Whether the member holds one of the team's seats: the oldest members get them first. */
async function hasSeat(deps: TeamDeps, membership: MembershipRow, seats: number): Promise<boolean> {
  const members = await listMembers(deps.db, membership.ownerId);
  const index = members.findIndex((m) => m.userId === membership.userId);
  return index >= 0 && index < seats - 1;
}

/** The member's seat in an active team, with the owner's plan, or null. */
async function seatedMembership(deps: TeamDeps, userId: string, now: Date) {
  const membership = await getMembership(deps.db, userId);
  if (!membership) return null;
  const owner = await ownerPlan(deps, membership.ownerId, now);
  if (!owner.active || !(await hasSeat(deps, membership, owner.seats))) return null;
  return { membership, owner: owner.e };
}

/**
 * The team a user takes part in now: as a member holding a seat of an active team, or as
 * the owner of their own Agency plan; null otherwise. Profile-analysis sharing reads it.
 */
export async function teamOf(
  deps: TeamDeps,
  userId: string,
  now: Date = new Date(),
): Promise<TeamMembershipInfo | null> {
  const seated = await seatedMembership(deps, userId, now);
  if (seated) return { ownerId: seated.membership.ownerId, role: seated.membership.role };
  const own = await deps.billing.entitlement(userId, now);
  return planIncludes(own.planId, "team_seats") ? { ownerId: userId, role: "owner" } : null;
}

/**
 * Who on an active team takes on its reports' comments: the owner, then the seated members
 * with member access (a viewer reads reports but does not reply), oldest first. Empty when
 * the owner's plan has no team.
 */
export async function teamAssignees(
  deps: TeamDeps,
  ownerId: string,
  now: Date = new Date(),
): Promise<Array<{ user_id: string; email: string }>> {
  const plan = await ownerPlan(deps, ownerId, now);
  if (!plan.active) return [];
  const ownerEmail = await findUserEmail(deps.db, ownerId);
  const seated = (await listMembers(deps.db, ownerId)).slice(0, Math.max(0, plan.seats - 1));
  return [
    ...(ownerEmail ? [{ user_id: ownerId, email: ownerEmail }] : []),
    ...seated
      .filter((m) => m.role === "member")
      .map((m) => ({ user_id: m.userId, email: m.email })),
  ];
}

/**
 * The usage service's plan lookup: a seated member of an active team has the owner's Agency
 * plan, counted in the owner's period (what they ran for the team does not use up their
 * own plan); everyone else has their own.
 */
export async function teamPlanOf(deps: TeamDeps, userId: string, now: Date): ReturnType<PlanOf> {
  const own = await deps.billing.planOf(userId, now);
  if (own.planId === AGENCY) return own;
  const seated = await seatedMembership(deps, userId, now);
  if (!seated) return own;
  return { planId: AGENCY, key: seated.owner.key, end: seated.owner.period.end };
}

// ---- reading ------------------------------------------------------------------------

async function teamView(
  deps: TeamDeps,
  ownerId: string,
  ownerEmail: string,
  plan: Awaited<ReturnType<typeof ownerPlan>>,
  now: Date,
): Promise<TeamView> {
  const { e, active, seats } = plan;
  const [members, invitations] = await Promise.all([
    listMembers(deps.db, ownerId),
    listInvitations(deps.db, ownerId),
  ]);
  const pending = invitations.filter((i) => i.expiresAt > now).length;
  const scheduled = active ? e.scheduled : null;
  const endsAt =
    active && (e.status === "canceled" || (scheduled && scheduled.plan_id !== AGENCY))
      ? e.period.end.toISOString()
      : null;
  return {
    role: "owner",
    owner_email: ownerEmail,
    seats,
    used_seats: 1 + members.length + pending,
    active,
    members: members.map((m, index) => ({
      user_id: m.userId,
      email: m.email,
      joined_at: m.joinedAt.toISOString(),
      role: m.role,
      has_seat: active && index < seats - 1,
    })),
    invitations: invitations.map(invitationOut),
    seats_change:
      scheduled && scheduled.plan_id === AGENCY && scheduled.seats < seats && !endsAt
        ? { seats: scheduled.seats, effective_at: scheduled.effective_at }
        : null,
    ends_at: endsAt,
  };
}

/** The team as its owner sees it. */
async function ownerView(deps: TeamDeps, owner: SessionUser, now: Date): Promise<TeamView> {
  return teamView(deps, owner.id, owner.email, await ownerPlan(deps, owner.id, now), now);
}

/** `GET /api/team`: a member sees their own team, an owner (or past owner) theirs. */
export async function viewTeam(
  deps: TeamDeps,
  current: SessionUser,
  now: Date = new Date(),
): Promise<TeamResponse> {
  const membership = await getMembership(deps.db, current.id);
  if (membership) {
    const ownerEmail = (await findUserEmail(deps.db, membership.ownerId)) ?? "";
    const team = await teamView(
      deps,
      membership.ownerId,
      ownerEmail,
      await ownerPlan(deps, membership.ownerId, now),
      now,
    );
    // A member sees the owner and themselves, not the others' addresses.
    return {
      ...team,
      role: membership.role,
      members: team.members.filter((m) => m.user_id === current.id),
      invitations: [],
    };
  }
  const plan = await ownerPlan(deps, current.id, now);
  // A past owner still sees the team, to tidy it up or to know it comes back with the plan.
  if (!plan.active && !(await hasTeamRows(deps.db, current.id))) return { role: null };
  return teamView(deps, current.id, current.email, plan, now);
}

// ---- the owner's actions ------------------------------------------------------------

/** The owner's Agency plan, or the reason they can't manage a team now. */
async function requireOwner(deps: TeamDeps, owner: SessionUser, now: Date) {
  if (await getMembership(deps.db, owner.id)) throw teamError(409, "TEAM_IN_OTHER_TEAM");
  const plan = await ownerPlan(deps, owner.id, now);
  if (!plan.active) throw teamError(403, "TEAM_AGENCY_REQUIRED");
  return plan;
}

/** Seats taken by the owner, the members and unexpired invitations (except `except`). */
async function takenSeats(tx: Db, ownerId: string, now: Date, except?: string) {
  const members = await countMembers(tx, ownerId);
  const invitations = await listInvitations(tx, ownerId);
  const pending = invitations.filter((i) => i.id !== except && i.expiresAt > now).length;
  return 1 + members + pending;
}

async function countMail(deps: TeamDeps, ownerId: string) {
  const { allowed } = await deps.mails.hit(ownerId);
  if (!allowed) throw new AppError(429, "RATE_LIMITED", TEAM_MESSAGES.invitationsLimit);
}

async function mailInvitation(
  deps: TeamDeps,
  owner: SessionUser,
  invitee: { email: string; role: TeamMemberRole },
  token: string,
) {
  const url = `${deps.publicUrl}/team/accept?token=${token}`;
  await deps.mailer.send({
    to: invitee.email,
    replyTo: owner.email,
    ...teamInvitationMail(url, owner.email, TEAM_INVITATION_TTL_DAYS, invitee.role),
  });
}

export async function inviteToTeam(
  deps: TeamDeps,
  owner: SessionUser,
  invitee: { email: string; role: TeamMemberRole },
  now = new Date(),
): Promise<TeamView> {
  const { email, role } = invitee;
  const plan = await requireOwner(deps, owner, now);
  if (email === owner.email.toLowerCase()) throw teamError(400, "TEAM_SELF_INVITE");
  const members = await listMembers(deps.db, owner.id);
  if (members.some((m) => m.email.toLowerCase() === email)) {
    throw teamError(409, "TEAM_ALREADY_MEMBER");
  }
  // Checked before counting a mail, so a refused invitation uses none of the day's mails;
  // checked again under the lock below.
  const existing = await listInvitations(deps.db, owner.id);
  if (existing.some((i) => i.email === email)) throw teamError(409, "TEAM_ALREADY_INVITED");
  if ((await takenSeats(deps.db, owner.id, now)) >= plan.seats)
    throw teamError(409, "TEAM_SEATS_FULL");
  await countMail(deps, owner.id);

  const token = newToken();
  const id = newInvitationId();
  await deps.db.transaction(async (tx) => {
    await lockTeam(tx, owner.id);
    if ((await takenSeats(tx, owner.id, now)) >= plan.seats) {
      throw teamError(409, "TEAM_SEATS_FULL");
    }
    const inserted = await insertInvitation(tx, {
      id,
      ownerId: owner.id,
      email,
      role,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + TEAM_INVITATION_TTL_DAYS * DAY_MS),
    });
    if (!inserted) throw teamError(409, "TEAM_ALREADY_INVITED");
  });
  try {
    await mailInvitation(deps, owner, invitee, token);
  } catch (error) {
    deps.log?.error({ err: error }, "team invitation mail failed");
    // An invitation nobody received would hold a seat for a week.
    await deleteInvitation(deps.db, owner.id, id);
    throw teamError(502, "TEAM_MAIL_FAILED");
  }
  return ownerView(deps, owner, now);
}

export async function resendInvitation(
  deps: TeamDeps,
  owner: SessionUser,
  id: string,
  now = new Date(),
): Promise<TeamView> {
  const invitation = await getInvitation(deps.db, owner.id, id);
  if (!invitation) throw new AppError(404, "NOT_FOUND", TEAM_MESSAGES.invitationNotFound);
  const plan = await requireOwner(deps, owner, now);
  if (now.getTime() - invitation.lastSentAt.getTime() < TEAM_RESEND_COOLDOWN_SECONDS * 1000) {
    throw new AppError(429, "RATE_LIMITED", TEAM_MESSAGES.resendTooSoon);
  }
  // An expired invitation held no seat: sending it again takes one.
  if (
    invitation.expiresAt <= now &&
    (await takenSeats(deps.db, owner.id, now, invitation.id)) >= plan.seats
  ) {
    throw teamError(409, "TEAM_SEATS_FULL");
  }
  await countMail(deps, owner.id);
  // A new token: the old link stops working, so a resend also retires a forwarded link.
  const token = newToken();
  const claimed = await replaceInvitationToken(
    deps.db,
    { ownerId: owner.id, id, lastSentAt: invitation.lastSentAt },
    {
      tokenHash: hashToken(token),
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + TEAM_INVITATION_TTL_DAYS * DAY_MS),
    },
  );
  // Another resend (or an accept or revoke) got there first.
  if (!claimed) throw new AppError(429, "RATE_LIMITED", TEAM_MESSAGES.resendTooSoon);
  try {
    await mailInvitation(
      deps,
      owner,
      { email: invitation.email, role: roleOf(invitation.role) },
      token,
    );
  } catch (error) {
    deps.log?.error({ err: error }, "team invitation mail failed");
    await restoreInvitation(deps.db, invitation);
    throw teamError(502, "TEAM_MAIL_FAILED");
  }
  return ownerView(deps, owner, now);
}

/** Revokes an invitation: its link stops working at once. Allowed after the plan ended too. */
export async function revokeInvitation(
  deps: TeamDeps,
  owner: SessionUser,
  id: string,
  now = new Date(),
): Promise<TeamView> {
  if (!(await deleteInvitation(deps.db, owner.id, id))) {
    throw new AppError(404, "NOT_FOUND", TEAM_MESSAGES.invitationNotFound);
  }
  return ownerView(deps, owner, now);
}

/** Removes a member: their next request already runs on their own plan. */
export async function removeMember(
  deps: TeamDeps,
  owner: SessionUser,
  userId: string,
  now = new Date(),
): Promise<TeamView> {
  if (!(await deleteMembership(deps.db, { ownerId: owner.id, userId }))) {
    throw new AppError(404, "NOT_FOUND", TEAM_MESSAGES.memberNotFound);
  }
  return ownerView(deps, owner, now);
}

/** Makes a member a viewer or back: it applies from their next request. */
export async function setMemberRole(
  deps: TeamDeps,
  owner: SessionUser,
  change: { userId: string; role: TeamMemberRole },
  now = new Date(),
): Promise<TeamView> {
  if (
    !(await updateMemberRole(deps.db, { ownerId: owner.id, userId: change.userId }, change.role))
  ) {
    throw new AppError(404, "NOT_FOUND", TEAM_MESSAGES.memberNotFound);
  }
  return ownerView(deps, owner, now);
}

// ---- the invitee's and member's actions -----------------------------------------------

export async function acceptInvitation(
  deps: TeamDeps,
  current: SessionUser,
  token: string,
  now = new Date(),
): Promise<TeamView> {
  const invitation: InvitationRow | null = await findInvitationByTokenHash(
    deps.db,
    hashToken(token),
  );
  if (!invitation) throw teamError(404, "TEAM_INVITATION_INVALID");
  if (invitation.expiresAt <= now) throw teamError(410, "TEAM_INVITATION_EXPIRED");
  const email = current.email.toLowerCase();
  if (invitation.email !== email) {
    throw teamError(
      403,
      "TEAM_EMAIL_MISMATCH",
      teamEmailMismatchMessage(invitation.email, current.email),
    );
  }
  const membership = await getMembership(deps.db, current.id);
  if (membership && membership.ownerId !== invitation.ownerId) {
    throw teamError(409, "TEAM_ALREADY_IN_TEAM");
  }
  if (!membership) {
    if (invitation.ownerId === current.id) throw teamError(409, "TEAM_OWNER_CANNOT_JOIN");
    const own = await ownerPlan(deps, current.id, now);
    // An owner's seat stays with their own team, paused or not.
    if (own.active || (await hasTeamRows(deps.db, current.id))) {
      throw teamError(409, "TEAM_OWNER_CANNOT_JOIN");
    }
  }
  const owner = await ownerPlan(deps, invitation.ownerId, now);
  if (!owner.active) throw teamError(409, "TEAM_INACTIVE");

  await deps.db.transaction(async (tx) => {
    await lockTeam(tx, invitation.ownerId);
    // Single use: whoever deletes the invitation is the one who accepts it.
    if (!(await deleteInvitation(tx, invitation.ownerId, invitation.id))) {
      throw teamError(404, "TEAM_INVITATION_INVALID");
    }
    // Already a member (a second click on the link): the invitation is used up, nothing else.
    if (membership) return;
    // The invitation held a seat, but seats may have been lowered since.
    if (1 + (await countMembers(tx, invitation.ownerId)) >= owner.seats) {
      throw teamError(409, "TEAM_NO_FREE_SEAT");
    }
    const joined = await insertMembership(tx, {
      userId: current.id,
      ownerId: invitation.ownerId,
      role: roleOf(invitation.role),
      joinedAt: now,
    });
    if (!joined) throw teamError(409, "TEAM_ALREADY_IN_TEAM");
  });
  const team = await viewTeam(deps, current, now);
  if (team.role === null) throw teamError(404, "TEAM_NOT_IN_TEAM");
  return team;
}

/** Leaves the team: the member is back on their own plan at once. */
export async function leaveTeam(
  deps: TeamDeps,
  current: SessionUser,
  now = new Date(),
): Promise<TeamResponse> {
  const membership = await getMembership(deps.db, current.id);
  if (!membership) throw teamError(404, "TEAM_NOT_IN_TEAM");
  await deleteMembership(deps.db, { ownerId: membership.ownerId, userId: current.id });
  return viewTeam(deps, current, now);
}

/** For account deletion: the team the user owns, their own membership, their mail counter. */
export function deleteTeamDataOfAccount(db: Db, userId: string): Promise<void> {
  return deleteTeamDataOf(db, userId);
}
