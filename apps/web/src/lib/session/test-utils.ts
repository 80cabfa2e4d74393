import { vi } from "vitest";
import type { AuthClient, SessionData } from "./session";

export function fakeSession(email = "ana@example.com"): SessionData {
  return {
    user: { id: "u1", email, emailVerified: true, name: email.split("@")[0] ?? email },
    session: { id: "s1", userId: "u1", expiresAt: "2099-01-01T00:00:00.000Z" },
  };
}

/** An AuthClient whose calls all succeed (signed out) unless a test overrides one. */
export function fakeAuthClient(overrides: Partial<AuthClient> = {}): AuthClient {
  return {
    getSession: vi.fn(async () => null),
    signIn: vi.fn(async () => {}),
    signUp: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    requestPasswordReset: vi.fn(async () => {}),
    resetPassword: vi.fn(async () => {}),
    sendVerificationEmail: vi.fn(async () => {}),
    verifyResetToken: vi.fn(async () => true),
    changeEmail: vi.fn(async () => ({ sentTo: "ana@example.com" })),
    describeEmailChange: vi.fn(async () => ({
      step: "approve" as const,
      from: "ana@example.com",
      to: "new@example.com",
    })),
    confirmEmailChange: vi.fn(async () => ({
      status: "approved" as const,
      email: "new@example.com",
    })),
    undoEmailChange: vi.fn(async () => ({
      status: "restored" as const,
      email: "ana@example.com",
      password_reset_needed: false,
    })),
    changePassword: vi.fn(async () => {}),
    deleteAccount: vi.fn(async () => {}),
    ...overrides,
  };
}
