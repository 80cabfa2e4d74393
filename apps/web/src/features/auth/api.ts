/**
 * A small typed client for the better-auth endpoints under /api/auth. Cookies are httpOnly and
 * same-origin, so there is no token handling here: fetch sends them itself.
 */

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

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = "AuthError";
    this.status = status;
    this.code = code;
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
}

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";

async function errorFrom(response: Response): Promise<AuthError> {
  let message: string | undefined;
  let code: string | undefined;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object") {
      const record = body as Record<string, unknown>;
      if (typeof record.message === "string" && record.message) message = record.message;
      if (typeof record.code === "string") code = record.code;
    }
  } catch {
    // Not JSON (a proxy error page, say): fall back to a generic message below.
  }
  if (response.status === 429) message ??= RATE_LIMIT_MESSAGE;
  return new AuthError(message ?? "An unexpected error occurred", response.status, code);
}

export function createAuthClient(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): AuthClient {
  async function post(path: string, body?: unknown): Promise<Response> {
    const response = await fetchImpl(`/api/auth${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok) throw await errorFrom(response);
    return response;
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
