import type { TeamResponse, TeamView } from "@commentlens/shared";

/**
 * The typed client of the team calls (`/api/team…`). Components take a `TeamClient` from
 * context so tests can hand them a fake one; the real one talks to the server.
 */

/** A failed call: `serverMessage` is the server's `error` text, `status` 0 means no answer. */
export class TeamError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage?: string, code?: string) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = "TeamError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
  }
}

export interface TeamClient {
  team(signal?: AbortSignal): Promise<TeamResponse>;
  invite(email: string): Promise<TeamView>;
  resend(invitationId: string): Promise<TeamView>;
  revoke(invitationId: string): Promise<TeamView>;
  removeMember(userId: string): Promise<TeamView>;
  accept(token: string): Promise<TeamView>;
  leave(): Promise<TeamResponse>;
}

async function errorFrom(response: Response): Promise<TeamError> {
  try {
    const body = (await response.json()) as { error?: unknown; code?: unknown };
    const message = typeof body.error === "string" && body.error ? body.error : undefined;
    return new TeamError(
      response.status,
      message,
      typeof body.code === "string" ? body.code : undefined,
    );
  } catch {
    // Not JSON: the caller shows its own fallback text.
    return new TeamError(response.status);
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new TeamError(0);
  }
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

function send<T>(method: "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
  return request<T>(path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
}

const id = encodeURIComponent;

export function createTeamClient(): TeamClient {
  return {
    team: (signal) => request("/api/team", { signal }),
    invite: (email) => send("POST", "/api/team/invitations", { email }),
    resend: (invitationId) => send("POST", `/api/team/invitations/${id(invitationId)}/resend`, {}),
    revoke: (invitationId) => send("DELETE", `/api/team/invitations/${id(invitationId)}`),
    removeMember: (userId) => send("DELETE", `/api/team/members/${id(userId)}`),
    accept: (token) => send("POST", "/api/team/accept", { token }),
    leave: () => send("POST", "/api/team/leave", {}),
  };
}

/** The server's own text when it sent one, else the action's fallback. */
export function teamErrorMessage(error: unknown, fallback: string): string {
  return error instanceof TeamError && error.serverMessage ? error.serverMessage : fallback;
}
