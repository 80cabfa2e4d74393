import { matchRoute, routes } from "@commentlens/shared";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type AuthClient, AuthProvider } from "../lib/session/session";
import { fakeAuthClient } from "../lib/session/test-utils";
import { AppRoutes } from "./routes";

function renderApp(path: string, client: AuthClient) {
  const router = createMemoryRouter([{ path: "*", element: <AppRoutes /> }], {
    initialEntries: [path],
  });
  render(
    <AuthProvider client={client}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
}

/** A concrete address of a route pattern, with a query the prompt must bring back. */
const addressOf = (pattern: string) => `${pattern.replaceAll(/:\w+/g, "x1")}?from=test`;

const guardedRoutes = routes.filter((route) => route.access === "protected");

describe("the pages of protected routes", () => {
  it("are the routes the table says, and no others", () => {
    expect(guardedRoutes.map((route) => route.path)).toEqual([
      "/dashboard",
      "/agency",
      "/agency/:id",
      "/account",
      "/billing/checkout/:id",
      "/billing/portal",
      "/invite",
      "/team/accept",
    ]);
    // Open to anyone with the link: the email-change mails and the deletion message.
    expect(matchRoute("/account/email")?.access).toBe("public");
    expect(matchRoute("/account/deleted")?.access).toBe("public");
  });

  for (const route of guardedRoutes) {
    if (route.access !== "protected") continue;
    const address = addressOf(route.path);

    it(`${route.path} asks a signed-out visitor to sign in and come back`, async () => {
      renderApp(address, fakeAuthClient());
      expect(
        await screen.findByRole("heading", { level: 1, name: route.signIn.title }),
      ).toBeInTheDocument();
      const page = within(screen.getByRole("main"));
      expect(page.getByText(route.signIn.description)).toBeInTheDocument();
      const back = `/auth?redirect=${encodeURIComponent(address).replaceAll("%2F", "/")}`;
      expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", back);
      const signUp = page.queryByRole("link", { name: "Create an account" });
      if (route.signIn.signUp) expect(signUp).toHaveAttribute("href", `${back}&mode=signup`);
      else expect(signUp).not.toBeInTheDocument();
    });

    it(`${route.path} shows a loading outline, not the prompt, while the session is looked up`, async () => {
      renderApp(address, fakeAuthClient({ getSession: () => new Promise(() => {}) }));
      expect(await screen.findByRole("status")).toBeInTheDocument();
      const page = within(screen.getByRole("main"));
      expect(page.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
      expect(page.queryByRole("heading", { name: route.signIn.title })).not.toBeInTheDocument();
    });
  }
});
