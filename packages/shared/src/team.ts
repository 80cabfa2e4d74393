import { z } from "./zod.js";

/**
 * Agency team seats: an Agency subscriber owns a team whose
 * size is the subscription's seats, the owner's own seat included. Members share the owner's
 * Agency plan while they have a seat. Every team call answers the team as it is afterwards.
 */

/** How long an invitation link works. */
export const TEAM_INVITATION_TTL_DAYS = 7;
/** Invitation mails (new or resent) one owner may send per day. */
export const TEAM_INVITATIONS_PER_DAY = 20;
/** The shortest wait between two mails of the same invitation. */
export const TEAM_RESEND_COOLDOWN_SECONDS = 60;

export const TEAM_ROLES = ["owner", "member", "viewer"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * The roles an owner gives: a member works on the team's reports (analyses, exports, share
 * links, statuses); a viewer reads them only. Seats, billing and branding are the owner's.
 */
export const TEAM_MEMBER_ROLES = ["member", "viewer"] as const;
export type TeamMemberRole = (typeof TEAM_MEMBER_ROLES)[number];
export const teamMemberRoleSchema = z.enum(TEAM_MEMBER_ROLES, {
  error: "Choose member or viewer.",
});

/** How the roles read on the team screen. */
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: "Owner",
  member: "Member",
  viewer: "Viewer (read-only)",
};

/**
 * Error codes of the team calls, with the message users see. Kept beside the contract until
 * the shared error catalogue takes them in; the envelope is the catalogue's own.
 */
export const teamErrorCatalogue = {
  TEAM_AGENCY_REQUIRED:
    "Team seats come with the Agency plan. Upgrade to Agency to invite team members.",
  TEAM_SEATS_FULL:
    "All seats of your Agency plan are taken. Add seats in Manage Billing, or remove a member or a pending invitation first.",
  TEAM_NO_FREE_SEAT:
    "This team has no free seat left. Ask the team owner to add a seat, then open the link again.",
  TEAM_ALREADY_INVITED:
    "This address already has a pending invitation. Use Resend to send it again.",
  TEAM_ALREADY_MEMBER: "This person is already a member of your team.",
  TEAM_SELF_INVITE: "You already hold the owner's seat. Invite someone else.",
  TEAM_IN_OTHER_TEAM:
    "You are a member of another team. Leave it before inviting members of your own.",
  TEAM_INVITATION_INVALID:
    "This invitation link is not valid: it was revoked, already used, or replaced by a newer one. Ask the team owner to send it again.",
  TEAM_INVITATION_EXPIRED: "This invitation has expired. Ask the team owner to send it again.",
  TEAM_EMAIL_MISMATCH:
    "This invitation was sent to another email address. Sign in with that address to accept it.",
  TEAM_ALREADY_IN_TEAM: "You are already in a team. Leave it before joining another one.",
  TEAM_OWNER_CANNOT_JOIN:
    "You own an Agency team, so you can't join another one. An owner's seat stays with their own team.",
  TEAM_INACTIVE:
    "This team's Agency plan has ended, so it can't take new members. Ask the team owner.",
  TEAM_NOT_IN_TEAM: "You are not a member of a team.",
  TEAM_MAIL_FAILED: "The invitation email could not be sent. Please try again.",
  TEAM_VIEWER_READ_ONLY:
    "You have view-only access to this team's reports. Ask the team owner for member access to start analyses, export, share or change them.",
} as const;
export type TeamErrorCode = keyof typeof teamErrorCatalogue;

/** Texts of the team screens beyond the error catalogue. */
export const TEAM_MESSAGES = {
  invalidEmail: "Please enter a valid email address.",
  invitationsLimit: `You have sent ${TEAM_INVITATIONS_PER_DAY} team invitations today. You can send more tomorrow.`,
  resendTooSoon:
    "This invitation was sent less than a minute ago. Please wait a moment before sending it again.",
  invitationNotFound: "Invitation not found.",
  memberNotFound: "Team member not found.",
  loadFailed: "Could not load your team. Please try again.",
} as const;

/** The mismatch message naming both addresses (the link's holder got it by mail). */
export function teamEmailMismatchMessage(invited: string, signedIn: string): string {
  return `This invitation was sent to ${invited}, but you are signed in as ${signedIn}. Sign in with ${invited} to accept it.`;
}

/** An address as typed: trimmed and lower-cased (addresses are compared that way). */
export const teamEmailSchema = z
  .string({ error: TEAM_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, TEAM_MESSAGES.invalidEmail)
  .pipe(z.email({ error: TEAM_MESSAGES.invalidEmail }));

/** `POST /api/team/invitations`. */
export const teamInviteRequestSchema = z.object({
  email: teamEmailSchema,
  role: teamMemberRoleSchema.default("member"),
});
export type TeamInviteRequest = z.input<typeof teamInviteRequestSchema>;

/** `PATCH /api/team/members/:userId`: the owner changes a member's role. */
export const teamRoleRequestSchema = z.object({ role: teamMemberRoleSchema });
export type TeamRoleRequest = z.infer<typeof teamRoleRequestSchema>;

/** `POST /api/team/accept`: the token of the mailed link. */
export const teamAcceptRequestSchema = z.object({ token: z.string().trim().min(1).max(200) });
export type TeamAcceptRequest = z.infer<typeof teamAcceptRequestSchema>;

export const teamMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  joined_at: z.iso.datetime(),
  role: z.enum(TEAM_MEMBER_ROLES),
  /**
   * False when the team has more members than seats (seats were lowered): the newest members
   * beyond the seats keep their place but not the plan until a seat frees up.
   */
  has_seat: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(TEAM_MEMBER_ROLES),
  created_at: z.iso.datetime(),
  /** The link stops working then; Resend sends a new link valid for another 7 days. */
  expires_at: z.iso.datetime(),
  last_sent_at: z.iso.datetime(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/**
 * The team of the signed-in user. An owner sees every member and pending invitation; a
 * member sees the owner and their own membership only.
 */
export const teamViewSchema = z.object({
  role: z.enum(TEAM_ROLES),
  owner_email: z.string(),
  /** Seats of the owner's subscription, the owner's own included. */
  seats: z.number().int().min(1),
  /**
   * The owner, every member and the invitations that have not expired: more than `seats`
   * when seats were lowered below the members (the newest then have no seat).
   */
  used_seats: z.number().int().min(1),
  /** False when the owner's Agency plan has ended: nobody shares it until it is back. */
  active: z.boolean(),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
  /** Fewer seats from `effective_at` on (a downgrade waiting for the period end). */
  seats_change: z
    .object({ seats: z.number().int().min(1), effective_at: z.iso.datetime() })
    .nullable(),
  /** When the Agency plan ends (canceled, or a plan change away from Agency), if it does. */
  ends_at: z.iso.datetime().nullable(),
});
export type TeamView = z.infer<typeof teamViewSchema>;

export const noTeamSchema = z.object({ role: z.null() });

/** `GET /api/team`, and the answer of every team call. */
export const teamResponseSchema = z.union([teamViewSchema, noTeamSchema]);
export type TeamResponse = z.infer<typeof teamResponseSchema>;
