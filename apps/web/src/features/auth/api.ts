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
  EmailChangeUndoResponse,
} from "@commentlens/shared";

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

/** An error the server reported: `message` is shown to the user as given (spec §8). */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /**
   * True when the server gave no message and `message` is only our catch-all: screens whose
   * spec names their own fallback ("Failed to update email") show that instead.
   */
  readonly generic: boolean;

  constructor(message: string, status: number, code?: string, generic = false) {
    super(message);
    this.name = "AuthError";
    this.status = status;
    this.code = code;
    this.generic = generic;
  }
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
   * Our endpoint (ADR 0015): needs a recent sign-in, and mails an approval link to the CURRENT
   * address; answers that address.
   */
  changeEmail(input: { newEmail: string }): Promise<{ sentTo: string }>;
  /** Opens an email change's approval link (current address) or confirmation link (new one). */
  confirmEmailChange(token: string): Promise<EmailChangeConfirmResponse>;
  /** The old address takes the account back; every session ends, this one included. */
  undoEmailChange(token: string): Promise<EmailChangeUndoResponse>;
  /** Our endpoint (ADR 0006): no current password, but a recent sign-in is required. */
  changePassword(input: { newPassword: string }): Promise<void>;
  /** Deletes the account and all its data; the server also ends the session. */
  deleteAccount(): Promise<void>;
}

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";

async function errorFrom(response: Response): Promise<AuthError> {
  let message: string | undefined;
  let code: string | undefined;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object") {
      const record = body as Record<string, unknown>;
      // better-auth answers { message, code }; our own API { error, code }.
      if (typeof record.message === "string" && record.message) message = record.message;
      else if (typeof record.error === "string" && record.error) message = record.error;
      if (typeof record.code === "string") code = record.code;
    }
  } catch {
    // Not JSON (a proxy error page, say): fall back to a generic message below.
  }
  if (response.status === 429) message ??= RATE_LIMIT_MESSAGE;
  if (message) return new AuthError(message, response.status, code);
  return new AuthError("An unexpected error occurred", response.status, code, true);
}

export function createAuthClient(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): AuthClient {
  async function send(url: string, init: RequestInit): Promise<Response> {
    const response = await fetchImpl(url, { credentials: "same-origin", ...init });
    if (!response.ok) throw await errorFrom(response);
    return response;
  }

  function post(path: string, body?: unknown): Promise<Response> {
    return send(`/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body ?? {}),
    });
  }

  /** A POST to our own account endpoints, answering their JSON. */
  async function account<T>(path: string, body: unknown): Promise<T> {
    const response = await send(`/api/account${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as T;
  }

  return {
    async getSession() {
      const response = await fetchImpl("/api/auth/get-session", {
        credentials: "same-origin",
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw await errorFrom(response);
      const data = (await response.json()) as SessionData | null;
      return data?.user ? data : null;
    },
    async signIn(input) {
      await post("/sign-in/email", input);
    },
    async signUp(input) {
      await post("/sign-up/email", input);
    },
    async signOut() {
      await post("/sign-out");
    },
    async requestPasswordReset(input) {
      await post("/request-password-reset", input);
    },
    async resetPassword(input) {
      await post("/reset-password", input);
    },
    async sendVerificationEmail(input) {
      await post("/send-verification-email", input);
    },
    async verifyResetToken(token) {
      // The server answers with a redirect to our page: with ?token= when valid, ?error= when not.
      const callback = encodeURIComponent("/auth/reset-password");
      const response = await fetchImpl(
        `/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${callback}`,
        { credentials: "same-origin" },
      );
      return !new URL(response.url, window.location.href).searchParams.has("error");
    },
    async changeEmail(input) {
      const body: ChangeEmailRequest = { new_email: input.newEmail };
      const answer = await account<ChangeEmailResponse>("/email", body);
      return { sentTo: answer.sent_to };
    },
    confirmEmailChange: (token) => account("/email/confirm", { token }),
    undoEmailChange: (token) => account("/email/undo", { token }),
    async changePassword(input) {
      const body: ChangePasswordRequest = { new_password: input.newPassword };
      await account("/password", body);
    },
    async deleteAccount() {
      await send("/api/account", { method: "DELETE" });
    },
  };
}

/** Whether a server error means the reset link cannot be used any more. */
export function isInvalidTokenError(error: unknown): boolean {
  return (
    error instanceof AuthError &&
    (error.code === "INVALID_TOKEN" || /invalid token|expired/i.test(error.message))
  );
}

export const authClient: AuthClient = createAuthClient();
