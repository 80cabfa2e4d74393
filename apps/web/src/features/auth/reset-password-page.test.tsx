import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import type { AuthClient } from "../../lib/session/auth-client";
import { AuthProvider } from "../../lib/session/session";
import { fakeAuthClient } from "../../lib/session/test-utils";
import { MESSAGES } from "./messages";
import { REDIRECT_DELAY_MS, ResetPasswordPage } from "./reset-password-page";

afterEach(() => {
  vi.useRealTimers();
});

function renderReset(path: string, client: AuthClient = fakeAuthClient()) {
  const router = createMemoryRouter(
    [
      { path: "/auth/reset-password", Component: ResetPasswordPage },
      { path: "/", Component: () => <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider client={client}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { router, client };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function fillAndSubmit(password: string, confirm = password) {
  // Some tests run with fake timers; user-event must then advance them itself.
  const user = vi.isFakeTimers()
    ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    : userEvent.setup();
  await user.type(field("New password"), password);
  await user.type(field("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Update Password" }));
}

describe("ResetPasswordPage", () => {
  it("says the link is invalid when it carries no token, with a Go to Home button", () => {
    renderReset("/auth/reset-password");
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.resetInvalid);
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  });

  it("says the link is invalid when the server sent the visitor back with an error", () => {
    renderReset("/auth/reset-password?error=INVALID_TOKEN");
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.resetInvalid);
  });

  it("verifies the token first, then offers the form with a Back to home button", async () => {
    let answer: (valid: boolean) => void = () => {};
    const verifyResetToken = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    );
    renderReset("/auth/reset-password?token=abc", fakeAuthClient({ verifyResetToken }));

    expect(screen.getByText("Checking your reset link...")).toBeInTheDocument();
    expect(verifyResetToken).toHaveBeenCalledWith("abc");
    await act(async () => answer(true));
    expect(field("New password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  it("shows the invalid state when verification says the token is unknown or expired", async () => {
    renderReset(
      "/auth/reset-password?token=old",
      fakeAuthClient({ verifyResetToken: vi.fn(async () => false) }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.resetInvalid);
  });

  it("validates the new password before calling the server", async () => {
    const { client } = renderReset("/auth/reset-password?token=abc");
    await screen.findByLabelText("New password");

    await fillAndSubmit("secret1", "secret2");
    expect(screen.getByText(MESSAGES.mismatch)).toBeInTheDocument();

    await userEvent.clear(field("New password"));
    await userEvent.clear(field("Confirm new password"));
    await fillAndSubmit("abc");
    expect(screen.getByText(MESSAGES.tooShort)).toBeInTheDocument();
    expect(client.resetPassword).not.toHaveBeenCalled();
  });

  it("updates the password, shows the success text and goes home after 3 s", async () => {
    const { router, client } = renderReset("/auth/reset-password?token=abc");
    await screen.findByLabelText("New password");
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await fillAndSubmit("secret12");
    expect(client.resetPassword).toHaveBeenCalledWith({ newPassword: "secret12", token: "abc" });
    expect(await screen.findByRole("status")).toHaveTextContent(MESSAGES.resetDone);
    expect(router.state.location.pathname).toBe("/auth/reset-password");

    await act(async () => {
      vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    });
    expect(await screen.findByText("Home page")).toBeInTheDocument();
  });

  it("switches to the invalid state when the server rejects the token", async () => {
    renderReset(
      "/auth/reset-password?token=abc",
      fakeAuthClient({
        resetPassword: vi.fn(async () => {
          throw new ApiError(400, "Invalid token", "INVALID_TOKEN");
        }),
      }),
    );
    await screen.findByLabelText("New password");
    await fillAndSubmit("secret12");
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.resetInvalid);
    expect(screen.getByRole("link", { name: "Go to Home" })).toBeInTheDocument();
  });

  it.each([
    [new ApiError(400, "Password too long", "PASSWORD_TOO_LONG"), "Password too long"],
    [new TypeError("Failed to fetch"), MESSAGES.unexpected],
  ])("shows other failures on the form (%s)", async (failure, text) => {
    renderReset(
      "/auth/reset-password?token=abc",
      fakeAuthClient({
        resetPassword: vi.fn(async () => {
          throw failure;
        }),
      }),
    );
    await screen.findByLabelText("New password");
    await fillAndSubmit("secret12");
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(field("New password")).toBeInTheDocument();
  });
});
