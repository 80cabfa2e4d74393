/**
 * A small typed client for the better-auth endpoints under /api/auth, and for the account
 * endpoints under /api/account that complete them. Cookies are httpOnly and same-origin, so
 * there is no token handling here: fetch sends them itself.
 */

import type {
  ChangeEmailRequest,
  ChangeEmailResponse,
  ChangePasswordRequest,
  EmailChangeConfirmResponse,
  EmailChangeLinkInfo,
  EmailChangeUndoResponse,
} from "@commentlens/shared";
import { ApiError, createApiClient, textOf } from "../api-client";

export interface AuthUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface AuthSessionInfo {
  id: string;
  userId: string;
  expiresAt: string;
}

export interface SessionData {
  user: AuthUser;
  session: AuthSessionInfo;
}

export interface AuthClient {
  getSession(): Promise<SessionData | null>;
  signIn(input: { email: string; password: string }): Promise<void>;
  signUp(input: { email: string; password: string; callbackURL: string }): Promise<void>;
  signOut(): Promise<void>;
  requestPasswordReset(input: { email: string; redirectTo: string }): Promise<void>;
  resetPassword(input: { newPassword: string; token: string }): Promise<void>;
  sendVerificationEmail(input: { email: string; callbackURL: string }): Promise<void>;
  /** Whether a reset token is still valid, without using it up. */
  verifyResetToken(token: string): Promise<boolean>;
  /**
   * Our endpoint: needs a recent sign-in, and mails an approval link to the CURRENT
   * address; answers that address.
   */
  changeEmail(input: { newEmail: string }): Promise<{ sentTo: string }>;
  /** What an email change's link would do, read without using it up. */
  describeEmailChange(token: string): Promise<EmailChangeLinkInfo>;
  /** Uses an email change's approval link (current address) or confirmation link (new one). */
  confirmEmailChange(token: string): Promise<EmailChangeConfirmResponse>;
  /** The old address takes the account back; every session ends, this one included. */
  undoEmailChange(token: string): Promise<EmailChangeUndoResponse>;
  /** Our endpoint (ADR 0006): no current password, but a recent sign-in is required. */
  changePassword(input: { newPassword: string }): Promise<void>;
  /** Deletes the account and all its data; the server also ends the session. */
  deleteAccount(): Promise<void>;
}

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";
const UNEXPECTED = "An unexpected error occurred";

export function createAuthClient(fetchImpl?: typeof fetch): AuthClient {
  const api = createApiClient({
    fetch: fetchImpl,
    networkMessage: UNEXPECTED,
    unexpectedMessage: () => UNEXPECTED,
    // better-auth answers { message, code }, our own API { error, code }. A rate limit without
    // a message is explained as if the server had said it.
    serverMessageOf: (body, status) =>
      textOf(body.message) ??
      textOf(body.error) ??
      (status === 429 ? RATE_LIMIT_MESSAGE : undefined),
  });

  /** A POST to better-auth, whose answer the screens do not read. */
  async function post(path: string, body?: unknown): Promise<void> {
    await api.send(`/api/auth${path}`, { method: "POST", json: body ?? {} });
  }

  /** A POST to our own account endpoints, answering their JSON. */
  function account<T>(path: string, body: unknown): Promise<T> {
    return api.request<T>(`/api/account${path}`, { method: "POST", json: body });
  }

  return {
    async getSession() {
      const data = await api.request<SessionData | null>("/api/auth/get-session", {
        headers: { accept: "application/json" },
      });
      return data?.user ? data : null;
    },
    signIn: (input) => post("/sign-in/email", input),
    signUp: (input) => post("/sign-up/email", input),
    signOut: () => post("/sign-out"),
    requestPasswordReset: (input) => post("/request-password-reset", input),
    resetPassword: (input) => post("/reset-password", input),
    sendVerificationEmail: (input) => post("/send-verification-email", input),
    async verifyResetToken(token) {
      // The server answers with a redirect to our page: with ?token= when valid, ?error= when not.
      const callback = encodeURIComponent("/auth/reset-password");
      const response = await api.fetch(
        `/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${callback}`,
      );
      return !new URL(response.url, window.location.href).searchParams.has("error");
    },
    async changeEmail(input) {
      const body: ChangeEmailRequest = { new_email: input.newEmail };
      const answer = await account<ChangeEmailResponse>("/email", body);
      return { sentTo: answer.sent_to };
    },
    describeEmailChange: (token) => account("/email/link", { token }),
    confirmEmailChange: (token) => account("/email/confirm", { token }),
    undoEmailChange: (token) => account("/email/undo", { token }),
    async changePassword(input) {
      const body: ChangePasswordRequest = { new_password: input.newPassword };
      await account("/password", body);
    },
    async deleteAccount() {
      await api.send("/api/account", { method: "DELETE" });
    },
  };
}

/** Whether a server error means the reset link cannot be used any more. */
export function isInvalidTokenError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === "INVALID_TOKEN" || /invalid token|expired/i.test(error.message))
  );
}

export const authClient: AuthClient = createAuthClient();
