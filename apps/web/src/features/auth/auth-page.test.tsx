import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import type { AuthClient } from "../../lib/session/auth-client";
import { AuthProvider } from "../../lib/session/session";
import { fakeAuthClient, fakeSession } from "../../lib/session/test-utils";
import { AuthPage } from "./auth-page";
import { MESSAGES } from "./messages";

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed at {pathname + search}</p>;
}

function renderAuth(client: AuthClient = fakeAuthClient(), path = "/auth") {
  const router = createMemoryRouter(
    [
      { path: "/auth", Component: AuthPage },
      { path: "*", Component: Landed },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider client={client}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { user: userEvent.setup(), client };
}

const title = () => screen.getByRole("heading", { level: 1 });
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe("AuthPage", () => {
  it("starts in sign-in mode with an email field, a password field and the mode links", () => {
    renderAuth();
    expect(title()).toHaveTextContent("Sign in to your account");
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(field("Email")).toBeRequired();
    expect(field("Password")).toHaveAttribute("type", "password");
    expect(screen.queryByLabelText("Confirm password")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("button", { name: "Forgot your password?" })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Don't have an account? Sign up" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Secure sign-in/)).toBeInTheDocument();
  });

  it("switches between the three modes, clearing fields and messages each time", async () => {
    const { user } = renderAuth(
      fakeAuthClient({
        signIn: vi.fn(async () => {
          throw new ApiError(401, "Invalid email or password");
        }),
      }),
    );
    await user.type(field("Email"), "ana@example.com");
    await user.type(field("Password"), "wrong-one");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");

    await user.click(screen.getByRole("button", { name: "Don't have an account? Sign up" }));
    expect(title()).toHaveTextContent("Create your account");
    expect(field("Email")).toHaveValue("");
    expect(field("Password")).toHaveValue("");
    expect(field("Confirm password")).toHaveValue("");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Account" })).toBeInTheDocument();

    await user.type(field("Email"), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Already have an account? Sign in" }));
    expect(title()).toHaveTextContent("Sign in to your account");
    expect(field("Email")).toHaveValue("");

    await user.click(screen.getByRole("button", { name: "Forgot your password?" }));
    expect(title()).toHaveTextContent("Reset your password");
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Reset Email" })).toBeInTheDocument();
    expect(field("Email")).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(title()).toHaveTextContent("Sign in to your account");
  });

  it("checks that sign-up passwords match and are long enough before calling the server", async () => {
    const { user, client } = renderAuth();
    await user.click(screen.getByRole("button", { name: "Don't have an account? Sign up" }));
    await user.type(field("Email"), "ana@example.com");
    await user.type(field("Password"), "secret1");
    await user.type(field("Confirm password"), "secret2");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByText(MESSAGES.mismatch)).toBeInTheDocument();
    expect(field("Confirm password")).toHaveAttribute("aria-invalid", "true");

    await user.clear(field("Password"));
    await user.clear(field("Confirm password"));
    await user.type(field("Password"), "abc");
    await user.type(field("Confirm password"), "abc");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByText(MESSAGES.tooShort)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.mismatch)).not.toBeInTheDocument();
    expect(client.signUp).not.toHaveBeenCalled();
  });

  it("creates the account, then goes back to the page that asked, never to a cleared form", async () => {
    const { user, client } = renderAuth();
    await user.click(screen.getByRole("button", { name: "Don't have an account? Sign up" }));
    await user.type(field("Email"), "ana@example.com");
    await user.type(field("Password"), "secret1");
    await user.type(field("Confirm password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    // The mailed link opens /app and says the address is confirmed there.
    expect(client.signUp).toHaveBeenCalledWith({
      email: "ana@example.com",
      password: "secret1",
      callbackURL: "/app?email_confirmed=1",
    });
    expect(await screen.findByText("Landed at /app")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Create your account" })).toBeNull();
  });

  it("says to check the inbox in place of the form when the page that asked needs signing in", async () => {
    const { user } = renderAuth(fakeAuthClient(), "/auth?redirect=/dashboard&mode=signup");
    await user.type(field("Email"), "ana@example.com");
    await user.type(field("Password"), "secret1");
    await user.type(field("Confirm password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.signUpDone("ana@example.com"));
    expect(screen.queryByLabelText("Confirm password")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Use another address" }));
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeInTheDocument();
  });

  it("sends someone already signed in on to where they were going", async () => {
    const client = fakeAuthClient({ getSession: async () => fakeSession("ana@example.com") });
    renderAuth(client, "/auth?mode=signup&redirect=/dashboard");
    expect(await screen.findByText("Landed at /dashboard")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Create your account" })).toBeNull();
  });

  it("reads Processing... and ignores further submits while busy", async () => {
    let finish: () => void = () => {};
    const signIn = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = renderAuth(fakeAuthClient({ signIn }));
    await user.type(field("Email"), "ana@example.com");
    await user.type(field("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const busy = screen.getByRole("button", { name: "Processing..." });
    expect(busy).toBeDisabled();
    await user.type(field("Password"), "{Enter}");
    expect(signIn).toHaveBeenCalledTimes(1);

    finish();
    expect(await screen.findByText("Landed at /app")).toBeInTheDocument();
  });

  it("sends the reset email, then returns to sign-in with the success banner", async () => {
    const { user, client } = renderAuth();
    await user.click(screen.getByRole("button", { name: "Forgot your password?" }));
    await user.type(field("Email"), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Email" }));

    expect(await screen.findByRole("status")).toHaveTextContent(MESSAGES.resetSent);
    expect(title()).toHaveTextContent("Sign in to your account");
    expect(client.requestPasswordReset).toHaveBeenCalledWith({
      email: "ana@example.com",
      redirectTo: "/auth/reset-password",
    });
  });

  it("shows An unexpected error occurred when the call itself fails", async () => {
    const { user } = renderAuth(
      fakeAuthClient({
        signIn: vi.fn(async () => {
          throw new TypeError("Failed to fetch");
        }),
      }),
    );
    await user.type(field("Email"), "ana@example.com");
    await user.type(field("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.unexpected);
  });

  it.each([
    ["/auth", "/app"],
    ["/auth?redirect=%2Fhow-it-works%3Fx%3D1", "/how-it-works?x=1"],
    ["/auth?redirect=%2F%2Fevil.example", "/app"],
    ["/auth?redirect=https%3A%2F%2Fevil.example", "/app"],
  ])("after signing in at %s goes to %s", async (start, target) => {
    const client = fakeAuthClient();
    const { user } = renderAuth(client, start);
    await user.type(field("Email"), "ana@example.com");
    await user.type(field("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByText(`Landed at ${target}`)).toBeInTheDocument();
    // The shared sign-in state was refreshed after the sign-in.
    expect(client.getSession).toHaveBeenCalledTimes(2);
  });

  it("opens in create-account mode from a sign-up link, and the mailed link returns to the page", async () => {
    const client = fakeAuthClient();
    renderAuth(client, "/auth?redirect=/app%3Fanalysis_id%3Da1&mode=signup");
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Email"), "new@example.com");
    await userEvent.type(screen.getByLabelText("Password", { exact: true }), "secret1");
    await userEvent.type(screen.getByLabelText("Confirm password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(client.signUp).toHaveBeenCalledWith({
      email: "new@example.com",
      password: "secret1",
      callbackURL: "/app?analysis_id=a1&email_confirmed=1",
    });
  });
});
