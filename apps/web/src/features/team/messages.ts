import type { TeamRole } from "@commentlens/shared";

/** Texts of the team screens (errors from the server are shown as it words them). */
export const TEAM_TEXTS = {
  invited: (email: string) => `Invitation sent to ${email}.`,
  resent: (email: string) => `Invitation sent to ${email} again, with a new link.`,
  revoked: (email: string) => `Invitation to ${email} revoked: its link no longer works.`,
  removed: (email: string) => `${email} was removed from your team.`,
  roleChanged: (email: string, role: string) => `${email} is now a ${role}.`,
  roleFailed: "Failed to change the role",
  left: (owner: string) => `You left ${owner}'s team. You're back on your own plan.`,
  joined: (owner: string, role: TeamRole) =>
    role === "viewer"
      ? `You joined ${owner}'s team as a viewer. You can read the team's reports and their comments.`
      : `You joined ${owner}'s team. You now share their Agency plan: unlimited post analyses.`,
  inviteFailed: "Failed to send the invitation",
  resendFailed: "Failed to resend the invitation",
  revokeFailed: "Failed to revoke the invitation",
  removeFailed: "Failed to remove the member",
  leaveFailed: "Failed to leave the team",
  acceptFailed: "Failed to accept the invitation. Please try again.",
  missingToken:
    "This invitation link is incomplete. Open the link from the invitation email again, or ask the team owner to resend it.",
} as const;
