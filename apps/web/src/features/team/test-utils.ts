import type { TeamView } from "@commentlens/shared";
import { vi } from "vitest";
import type { TeamClient } from "./api";

const IN_A_WEEK = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
const NOW = new Date().toISOString();

/** An Agency owner's team with 3 seats: one member and one pending invitation. */
export function fakeOwnerTeam(overrides: Partial<TeamView> = {}): TeamView {
  return {
    role: "owner",
    owner_email: "ana@example.com",
    seats: 3,
    used_seats: 3,
    active: true,
    members: [
      {
        user_id: "u2",
        email: "bo@example.com",
        joined_at: "2026-11-02T10:00:00.000Z",
        role: "member",
        has_seat: true,
      },
    ],
    invitations: [
      {
        id: "tinv_1",
        email: "cy@example.com",
        role: "member",
        created_at: NOW,
        expires_at: IN_A_WEEK,
        last_sent_at: NOW,
      },
    ],
    seats_change: null,
    ends_at: null,
    ...overrides,
  };
}

/** The same team as its member Bo sees it. */
export function fakeMemberTeam(overrides: Partial<TeamView> = {}): TeamView {
  return fakeOwnerTeam({
    role: "member",
    owner_email: "olga@example.com",
    invitations: [],
    ...overrides,
  });
}

/** A TeamClient of a user in no team whose calls all succeed, unless a test overrides one. */
export function fakeTeamClient(overrides: Partial<TeamClient> = {}): TeamClient {
  return {
    team: vi.fn(async () => ({ role: null })),
    invite: vi.fn(async () => fakeOwnerTeam()),
    resend: vi.fn(async () => fakeOwnerTeam()),
    revoke: vi.fn(async () => fakeOwnerTeam({ invitations: [], used_seats: 2 })),
    setRole: vi.fn(async (_userId, role) => {
      const team = fakeOwnerTeam();
      return { ...team, members: team.members.map((m) => ({ ...m, role })) };
    }),
    removeMember: vi.fn(async () => fakeOwnerTeam({ members: [], used_seats: 2 })),
    accept: vi.fn(async () => fakeMemberTeam()),
    leave: vi.fn(async () => ({ role: null })),
    ...overrides,
  };
}
