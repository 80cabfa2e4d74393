import { teamEmailMismatchMessage, teamErrorCatalogue } from "@commentlens/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { type AuthClient, AuthProvider } from "../../lib/session/session";
import { fakeAuthClient, fakeSession } from "../../lib/session/test-utils";
import { AcceptInvitePage } from "./accept-invite-page";
import type { TeamClient } from "./api";
import { TeamClientProvider } from "./client-context";
import { fakeMemberTeam, fakeTeamClient } from "./test-utils";

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {pathname + search}</p>;
}

const signedIn = (email = "bo@example.com") =>
  fakeAuthClient({ getSession: vi.fn(async () => fakeSession(email)) });

function renderPage({
  auth = signedIn(),
  team = fakeTeamClient(),
  path = "/team/accept?token=abc123",
}: {
  auth?: AuthClient;
  team?: TeamClient;
  path?: string;
} = {}) {
  const router = createMemoryRouter(
    [
      { path: "/team/accept", Component: AcceptInvitePage },
      { path: "*", Component: Landed },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider client={auth}>
      <TeamClientProvider value={team}>
        <RouterProvider router={router} />
      </TeamClientProvider>
    </AuthProvider>,
  );
  return { auth, team, router, user: userEvent.setup() };
}

describe("AcceptInvitePage", () => {
  it("accepts with one click and welcomes the new member", async () => {
    const { team, user, router } = renderPage();
    expect(await screen.findByRole("heading", { name: "Join a team" })).toBeInTheDocument();
    expect(screen.getByText("bo@example.com")).toBeInTheDocument();
    // Nothing happens until the invitee says so.
    expect(team.accept).not.toHaveBeenCalled();
    expect(screen.queryByRole("link", { name: "Create an account" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Accept invitation" }));
    expect(team.accept).toHaveBeenCalledWith("abc123");
    expect(await screen.findByRole("heading", { name: "Welcome to the team" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "You joined olga@example.com's team. You now share their Agency plan: unlimited post analyses.",
    );
    await user.click(screen.getByRole("link", { name: "See your team" }));
    expect(router.state.location.pathname + router.state.location.search).toBe("/account?tab=team");
  });

  it("welcomes a viewer with what they can do", async () => {
    const team = fakeTeamClient({ accept: vi.fn(async () => fakeMemberTeam({ role: "viewer" })) });
    const { user } = renderPage({ team });
    await user.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "You joined olga@example.com's team as a viewer. You can read the team's reports and their comments.",
    );
  });

  it("explains an address mismatch and offers to switch account", async () => {
    const message = teamEmailMismatchMessage("bo@example.com", "carl@example.com");
    const auth = signedIn("carl@example.com");
    const team = fakeTeamClient({
      accept: vi.fn(async () => {
        throw new ApiError(403, message, "TEAM_EMAIL_MISMATCH");
      }),
    });
    const { user } = renderPage({ auth, team });
    await user.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("button", { name: "Accept invitation" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Sign out to switch account" }));
    expect(auth.signOut).toHaveBeenCalled();
  });

  it("says when the link has expired, without a button that can't work", async () => {
    const team = fakeTeamClient({
      accept: vi.fn(async () => {
        throw new ApiError(
          410,
          teamErrorCatalogue.TEAM_INVITATION_EXPIRED,
          "TEAM_INVITATION_EXPIRED",
        );
      }),
    });
    const { user } = renderPage({ team });
    await user.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      teamErrorCatalogue.TEAM_INVITATION_EXPIRED,
    );
    expect(screen.queryByRole("button", { name: "Accept invitation" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the app" })).toBeInTheDocument();
  });

  it("lets the invitee try again when the server could not be reached", async () => {
    let offline = true;
    const team = fakeTeamClient({
      accept: vi.fn(async () => {
        if (offline) throw new ApiError(0);
        return (await fakeTeamClient().accept("x")) as never;
      }),
    });
    const { user } = renderPage({ team });
    await user.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to accept the invitation. Please try again.",
    );
    offline = false;
    await user.click(screen.getByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByRole("heading", { name: "Welcome to the team" })).toBeInTheDocument();
  });

  it("says so when the link has no token", async () => {
    renderPage({ path: "/team/accept" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This invitation link is incomplete.",
    );
    expect(screen.queryByRole("button", { name: "Accept invitation" })).not.toBeInTheDocument();
  });
});
