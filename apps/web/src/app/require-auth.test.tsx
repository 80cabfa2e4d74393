import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { type AuthClient, AuthProvider } from "../lib/session/session";
import { signInPath } from "../lib/session/sign-in-path";
import { fakeAuthClient, fakeSession } from "../lib/session/test-utils";
import { RequireAuth } from "./require-auth";

function AuthStub() {
  const { pathname, search } = useLocation();
  return <p>Auth page at {pathname + search}</p>;
}

function renderGuarded(client: AuthClient, path = "/dashboard?page=2") {
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard",
        element: (
          <RequireAuth
            prompt={{ title: "Sign in to see your analyses", description: "Sign in to open them." }}
          >
            <p>Your analyses</p>
          </RequireAuth>
        ),
      },
      { path: "/auth", Component: AuthStub },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider client={client}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
}

describe("RequireAuth", () => {
  it("shows a loading state, not the prompt, while the session is looked up", () => {
    renderGuarded(fakeAuthClient({ getSession: () => new Promise(() => {}) }));
    expect(screen.getByRole("status")).toHaveTextContent("Checking your sign-in...");
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.queryByText("Your analyses")).not.toBeInTheDocument();
  });

  it("shows the page to a signed-in user", async () => {
    renderGuarded(fakeAuthClient({ getSession: async () => fakeSession() }));
    expect(await screen.findByText("Your analyses")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
  });

  it("prompts a visitor to sign in, with a link that comes back to the page", async () => {
    const user = userEvent.setup();
    renderGuarded(fakeAuthClient());
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sign in to see your analyses" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Your analyses")).not.toBeInTheDocument();
    const link = screen.getByRole("link", { name: "Sign in" });
    expect(link).toHaveAttribute("href", "/auth?redirect=/dashboard%3Fpage%3D2");

    await user.click(link);
    expect(
      await screen.findByText("Auth page at /auth?redirect=/dashboard%3Fpage%3D2"),
    ).toBeVisible();
  });
});

describe("signInPath", () => {
  it("keeps slashes readable and encodes what would end the value", () => {
    expect(signInPath("/account")).toBe("/auth?redirect=/account");
    expect(signInPath("/app?analysis_id=a&x=1#top")).toBe(
      "/auth?redirect=/app%3Fanalysis_id%3Da%26x%3D1%23top",
    );
    expect(new URLSearchParams(signInPath("/a?b=c&d").split("?")[1]).get("redirect")).toBe(
      "/a?b=c&d",
    );
  });
});
