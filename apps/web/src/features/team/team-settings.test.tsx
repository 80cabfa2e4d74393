import { teamErrorCatalogue } from "@commentlens/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import type { TeamClient } from "./api";
import { TeamClientProvider } from "./client-context";
import { TeamSettings } from "./team-settings";
import { fakeMemberTeam, fakeOwnerTeam, fakeTeamClient } from "./test-utils";
import { useTeam } from "./use-team";

function Tab({ onManageSeats }: { onManageSeats?: () => void }) {
  const team = useTeam();
  return <TeamSettings team={team} onManageSeats={onManageSeats} />;
}

function renderTab(client: TeamClient, onManageSeats?: () => void) {
  const router = createMemoryRouter(
    [{ path: "/account", element: <Tab onManageSeats={onManageSeats} /> }],
    {
      initialEntries: ["/account"],
    },
  );
  render(
    <TeamClientProvider value={client}>
      <RouterProvider router={router} />
    </TeamClientProvider>,
  );
  return { client, user: userEvent.setup() };
}

const owner = (overrides = {}) =>
  fakeTeamClient({ team: vi.fn(async () => fakeOwnerTeam(overrides)) });

describe("TeamSettings, an owner", () => {
  it("shows the seats, the owner, members and pending invitations", async () => {
    renderTab(owner());
    expect(await screen.findByRole("heading", { name: "Your team" })).toBeInTheDocument();
    expect(screen.getByText("3 of 3 seats used")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Seats" })).toHaveAttribute(
      "aria-valuetext",
      "3 of 3 seats used",
    );
    const members = within(screen.getByRole("region", { name: "Members" }));
    expect(members.getByText("ana@example.com")).toBeInTheDocument();
    expect(members.getByText("Owner (you)")).toBeInTheDocument();
    expect(members.getByText("bo@example.com")).toBeInTheDocument();
    expect(members.getByText("Joined Nov 2, 2026")).toBeInTheDocument();
    const invitations = within(screen.getByRole("region", { name: "Pending invitations" }));
    expect(invitations.getByText("cy@example.com")).toBeInTheDocument();
    expect(invitations.getByText(/^Sent .* · Expires /)).toBeInTheDocument();
  });

  it("says when every seat is taken and offers to change seats", async () => {
    const onManageSeats = vi.fn();
    const { user } = renderTab(owner(), onManageSeats);
    await screen.findByRole("heading", { name: "Your team" });
    expect(screen.getByRole("button", { name: "Send invitation" })).toBeDisabled();
    expect(screen.getByText(/All seats are taken/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Change seats" }));
    expect(onManageSeats).toHaveBeenCalled();
  });

  it("invites by email, trimmed and lower-cased, and shows the new invitation", async () => {
    const after = fakeOwnerTeam({
      used_seats: 2,
      invitations: [
        {
          id: "tinv_2",
          email: "dee@example.com",
          role: "viewer",
          created_at: new Date().toISOString(),
          expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          last_sent_at: new Date().toISOString(),
        },
      ],
    });
    const client = fakeTeamClient({
      team: vi.fn(async () => fakeOwnerTeam({ used_seats: 1, members: [], invitations: [] })),
      invite: vi.fn(async () => after),
    });
    const { user } = renderTab(client);
    await screen.findByText("No members yet", { exact: false });
    expect(screen.getByText(/it works for 7 days/)).toBeInTheDocument();

    await user.type(screen.getByLabelText("Invite by email"), "nope");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(client.invite).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Invite by email"));
    await user.type(screen.getByLabelText("Invite by email"), "  Dee@Example.com ");
    // Read-only access is chosen with the invitation, and the hint says what it allows.
    expect(screen.getByLabelText("Role")).toHaveValue("member");
    await user.selectOptions(screen.getByLabelText("Role"), "viewer");
    expect(screen.getByText(/can't start analyses, export or share/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(client.invite).toHaveBeenCalledWith("dee@example.com", "viewer");
    expect(await screen.findByText("Invitation sent to dee@example.com.")).toBeInTheDocument();
    expect(screen.getByLabelText("Invite by email")).toHaveValue("");
    expect(
      within(screen.getByRole("region", { name: "Pending invitations" })).getByText(
        "dee@example.com",
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's reason under the field when an invitation is refused", async () => {
    const client = fakeTeamClient({
      team: vi.fn(async () => fakeOwnerTeam({ used_seats: 2, invitations: [] })),
      invite: vi.fn(async () => {
        throw new ApiError(409, teamErrorCatalogue.TEAM_ALREADY_MEMBER, "TEAM_ALREADY_MEMBER");
      }),
    });
    const { user } = renderTab(client);
    await user.type(await screen.findByLabelText("Invite by email"), "bo@example.com");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText(teamErrorCatalogue.TEAM_ALREADY_MEMBER)).toBeInTheDocument();
    expect(screen.getByLabelText("Invite by email")).toHaveAttribute("aria-invalid", "true");
  });

  it("resends and revokes an invitation", async () => {
    const client = owner();
    const { user } = renderTab(client);
    await user.click(
      await screen.findByRole("button", { name: "Resend the invitation to cy@example.com" }),
    );
    expect(client.resend).toHaveBeenCalledWith("tinv_1");
    expect(
      await screen.findByText("Invitation sent to cy@example.com again, with a new link."),
    ).toBeInTheDocument();

    await user.click(
      screen.getByRole("button", { name: "Revoke the invitation to cy@example.com" }),
    );
    expect(client.revoke).toHaveBeenCalledWith("tinv_1");
    expect(
      await screen.findByText("Invitation to cy@example.com revoked: its link no longer works."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Pending invitations" })).not.toBeInTheDocument();
    expect(screen.getByText("2 of 3 seats used")).toBeInTheDocument();
  });

  it("shows a refused resend (too soon) as the server words it", async () => {
    const client = fakeTeamClient({
      team: vi.fn(async () => fakeOwnerTeam()),
      resend: vi.fn(async () => {
        throw new ApiError(429, "This invitation was sent less than a minute ago.", "RATE_LIMITED");
      }),
    });
    const { user } = renderTab(client);
    await user.click(
      await screen.findByRole("button", { name: "Resend the invitation to cy@example.com" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This invitation was sent less than a minute ago.",
    );
  });

  it("removes a member behind a confirmation that starts on Cancel", async () => {
    const client = owner();
    const { user } = renderTab(client);
    await user.click(await screen.findByRole("button", { name: "Remove bo@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove bo@example.com?" });
    expect(dialog).toHaveTextContent("They lose your team's Agency plan at once");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Remove member" }));
    expect(client.removeMember).toHaveBeenCalledWith("u2");
    expect(
      await screen.findByText("bo@example.com was removed from your team."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText(/No members yet/)).toBeInTheDocument();
  });

  it("changes a member's role to viewer and back, and says so", async () => {
    const client = owner();
    const { user } = renderTab(client);
    const select = await screen.findByLabelText("Role of bo@example.com");
    expect(select).toHaveValue("member");
    await user.selectOptions(select, "viewer");
    expect(client.setRole).toHaveBeenCalledWith("u2", "viewer");
    expect(
      await screen.findByText("bo@example.com is now a viewer (read-only)."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Role of bo@example.com")).toHaveValue("viewer");
  });

  it("marks members without a seat and explains why", async () => {
    renderTab(
      owner({
        seats: 2,
        used_seats: 3,
        invitations: [],
        members: [
          {
            user_id: "u2",
            email: "bo@example.com",
            joined_at: "2026-11-02T10:00:00Z",
            has_seat: true,
          },
          {
            user_id: "u3",
            email: "cy@example.com",
            joined_at: "2026-11-03T10:00:00Z",
            has_seat: false,
          },
        ],
      }),
    );
    expect(await screen.findByText("No seat")).toBeInTheDocument();
    expect(screen.getByText(/1 member has no seat/)).toBeInTheDocument();
  });

  it("announces fewer seats to come and the end of the plan", async () => {
    renderTab(
      owner({
        seats_change: { seats: 2, effective_at: "2026-12-23T10:00:00.000Z" },
      }),
    );
    expect(await screen.findByText(/your plan has 2 seats/)).toHaveTextContent(
      "From December 23, 2026",
    );
  });

  it("shows a paused team without the invitation form", async () => {
    renderTab(owner({ active: false, seats: 1 }));
    expect(await screen.findByText(/Your Agency plan has ended/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Invite by email")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Resend/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Revoke/ })).toBeInTheDocument();
  });
});

describe("TeamSettings, a member", () => {
  const member = (overrides = {}) =>
    fakeTeamClient({ team: vi.fn(async () => fakeMemberTeam(overrides)) });

  it("shows whose team it is, and leaves behind a confirmation", async () => {
    const client = member();
    const { user } = renderTab(client);
    expect(await screen.findByText(/You are a member of/)).toHaveTextContent(
      "You are a member of olga@example.com's Agency team since November 2, 2026.",
    );
    expect(screen.getByText(/unlimited post analyses/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Invite by email")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Leave team" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave olga@example.com's team?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Leave team" }));
    expect(client.leave).toHaveBeenCalled();
    expect(
      await screen.findByText("You left olga@example.com's team. You're back on your own plan."),
    ).toBeInTheDocument();
    expect(screen.getByText("You are not in a team.")).toBeInTheDocument();
  });

  it("tells a viewer what view-only access allows and whom to ask for more", async () => {
    renderTab(member({ role: "viewer" }));
    expect(await screen.findByText(/You are a viewer of/)).toBeInTheDocument();
    expect(screen.getByText(/You have view-only access/)).toHaveTextContent(
      "Ask olga@example.com for member access",
    );
    expect(screen.queryByText(/unlimited post analyses/)).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the error when leaving fails", async () => {
    const client = fakeTeamClient({
      team: vi.fn(async () => fakeMemberTeam()),
      leave: vi.fn(async () => {
        throw new ApiError(0);
      }),
    });
    const { user } = renderTab(client);
    await user.click(await screen.findByRole("button", { name: "Leave team" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Leave team" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to leave the team");
  });

  it("says when the member has no seat or the team's plan ended", async () => {
    renderTab(
      member({
        members: [
          {
            user_id: "u2",
            email: "bo@example.com",
            joined_at: "2026-11-02T10:00:00Z",
            has_seat: false,
          },
        ],
      }),
    );
    expect(await screen.findByText(/more members than seats/)).toBeInTheDocument();
    expect(screen.queryByText(/You share the team's Agency plan/)).not.toBeInTheDocument();
  });
});

describe("TeamSettings, loading", () => {
  it("shows a skeleton, then a retry after a failed load", async () => {
    let fail = true;
    const client = fakeTeamClient({
      team: vi.fn(async () => {
        if (fail) throw new ApiError(500);
        return fakeOwnerTeam();
      }),
    });
    const { user } = renderTab(client);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your team...");
    expect(
      await screen.findByText("Could not load your team. Please try again."),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Your team" })).toBeInTheDocument();
  });
});
