import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api-client";
import { createAuthClient, isInvalidTokenError, RATE_LIMIT_MESSAGE } from "./auth-client";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

describe("auth api client", () => {
  it("posts JSON to the better-auth endpoint with same-origin cookies", async () => {
    const fetchImpl = vi.fn(async () => json({ token: "t" }));
    await createAuthClient(fetchImpl).signIn({ email: "a@b.co", password: "secret1" });

    expect(fetchImpl).toHaveBeenCalledWith("/api/auth/sign-in/email", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@b.co", password: "secret1" }),
    });
  });

  it("reads the session, or null when signed out", async () => {
    const session = {
      user: { id: "u", email: "a@b.co", emailVerified: false, name: "a" },
      session: { id: "s", userId: "u", expiresAt: "2099-01-01" },
    };
    expect(await createAuthClient(async () => json(session)).getSession()).toEqual(session);
    expect(await createAuthClient(async () => json(null)).getSession()).toBeNull();
  });

  it("turns an error response into an ApiError with the server's message and code", async () => {
    const client = createAuthClient(async () =>
      json({ message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD" }, 401),
    );
    const error = await client.signIn({ email: "a@b.co", password: "x" }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: "Invalid email or password",
      status: 401,
      code: "INVALID_EMAIL_OR_PASSWORD",
    });
  });

  it("explains a rate limit that comes without a message", async () => {
    const client = createAuthClient(async () => new Response("", { status: 429 }));
    await expect(
      client.signUp({ email: "a@b.co", password: "x", callbackURL: "/app" }),
    ).rejects.toThrow(RATE_LIMIT_MESSAGE);
  });

  it("recognises an invalid or expired token", () => {
    expect(isInvalidTokenError(new ApiError(400, "Invalid token", "INVALID_TOKEN"))).toBe(true);
    expect(isInvalidTokenError(new ApiError(400, "Password too short", "PASSWORD_TOO_SHORT"))).toBe(
      false,
    );
    expect(isInvalidTokenError(new Error("Invalid token"))).toBe(false);
  });
});

describe("account calls", () => {
  it("asks our account endpoint for an email change, and answers where the approval went", async () => {
    const fetchImpl = vi.fn(async () => json({ success: true, sent_to: "a@b.co" }));
    const answer = await createAuthClient(fetchImpl).changeEmail({ newEmail: "b@c.co" });
    expect(answer).toEqual({ sentTo: "a@b.co" });
    expect(fetchImpl).toHaveBeenCalledWith("/api/account/email", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ new_email: "b@c.co" }),
    });
  });

  it("posts the links' tokens of an email change, and answers the server's outcome", async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(json({ status: "changed", email: "b@c.co" }))
      .mockResolvedValueOnce(json({ status: "restored", email: "a@b.co" }));
    const client = createAuthClient(fetchImpl);
    expect(await client.confirmEmailChange("tok1")).toEqual({ status: "changed", email: "b@c.co" });
    expect(await client.undoEmailChange("tok2")).toEqual({ status: "restored", email: "a@b.co" });
    expect(fetchImpl).toHaveBeenNthCalledWith(1, "/api/account/email/confirm", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: "tok1" }),
    });
    expect(fetchImpl).toHaveBeenNthCalledWith(2, "/api/account/email/undo", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: "tok2" }),
    });
  });

  it("posts the new password to our account endpoint and deletes the account there", async () => {
    const fetchImpl = vi.fn(async () => json({ success: true }));
    const client = createAuthClient(fetchImpl);
    await client.changePassword({ newPassword: "secret22" });
    await client.deleteAccount();
    expect(fetchImpl).toHaveBeenNthCalledWith(1, "/api/account/password", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ new_password: "secret22" }),
    });
    expect(fetchImpl).toHaveBeenNthCalledWith(2, "/api/account", {
      method: "DELETE",
      credentials: "same-origin",
    });
  });

  it("reads our API's { error, code } envelope, and tells a missing message apart", async () => {
    const stale = createAuthClient(async () =>
      json({ error: "Sign in again, please.", code: "SESSION_NOT_FRESH" }, 403),
    );
    const error = await stale.changePassword({ newPassword: "secret22" }).catch((e) => e);
    expect(error).toMatchObject({
      message: "Sign in again, please.",
      code: "SESSION_NOT_FRESH",
      status: 403,
      serverMessage: "Sign in again, please.",
    });

    const silent = createAuthClient(async () => new Response("", { status: 500 }));
    expect(await silent.deleteAccount().catch((e) => e)).toMatchObject({
      serverMessage: undefined,
    });
  });
});
