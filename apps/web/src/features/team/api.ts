import type { TeamMemberRole, TeamResponse, TeamView } from "@commentlens/shared";

import { createApiClient } from "../../lib/api-client";

/**
 * The typed client of the team calls (`/api/team…`). Components take a `TeamClient` from
 * context so tests can hand them a fake one; the real one talks to the server.
 */

export interface TeamClient {
  team(signal?: AbortSignal): Promise<TeamResponse>;
  invite(email: string, role: TeamMemberRole): Promise<TeamView>;
  setRole(userId: string, role: TeamMemberRole): Promise<TeamView>;
  resend(invitationId: string): Promise<TeamView>;
  revoke(invitationId: string): Promise<TeamView>;
  removeMember(userId: string): Promise<TeamView>;
  accept(token: string): Promise<TeamView>;
  leave(): Promise<TeamResponse>;
}

const api = createApiClient();

function send<T>(method: "POST" | "PATCH" | "DELETE", path: string, json?: unknown): Promise<T> {
  return api.request<T>(path, { method, json });
}

const id = encodeURIComponent;

export function createTeamClient(): TeamClient {
  return {
    team: (signal) => api.request("/api/team", { signal }),
    invite: (email, role) => send("POST", "/api/team/invitations", { email, role }),
    setRole: (userId, role) => send("PATCH", `/api/team/members/${id(userId)}`, { role }),
    resend: (invitationId) => send("POST", `/api/team/invitations/${id(invitationId)}/resend`, {}),
    revoke: (invitationId) => send("DELETE", `/api/team/invitations/${id(invitationId)}`),
    removeMember: (userId) => send("DELETE", `/api/team/members/${id(userId)}`),
    accept: (token) => send("POST", "/api/team/accept", { token }),
    leave: () => send("POST", "/api/team/leave", {}),
  };
}
