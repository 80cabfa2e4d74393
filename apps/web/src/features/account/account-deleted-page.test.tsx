import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../../lib/session/session";
import { fakeAuthClient, fakeSession } from "../../lib/session/test-utils";
import { AccountDeletedPage } from "./account-deleted-page";
import { ACCOUNT_MESSAGES } from "./messages";

function renderAt(entry: { pathname: string; state?: unknown }) {
  const client = fakeAuthClient({ getSession: vi.fn(async () => fakeSession()) });
  const router = createMemoryRouter(
    [
      { path: "/account/deleted", Component: AccountDeletedPage },
      { path: "/", Component: () => <p>Home page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AuthProvider client={client}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return client;
}

describe("AccountDeletedPage", () => {
  it("says the account is gone and forgets the session, right after a deletion", async () => {
    const client = renderAt({ pathname: "/account/deleted", state: { deleted: true } });
    expect(await screen.findByText(ACCOUNT_MESSAGES.deleted)).toBeInTheDocument();
    expect(client.signOut).toHaveBeenCalledTimes(1);
  });

  it("goes home when opened any other way, signing nobody out", async () => {
    const client = renderAt({ pathname: "/account/deleted" });
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_MESSAGES.deleted)).not.toBeInTheDocument();
    expect(client.signOut).not.toHaveBeenCalled();
  });
});
