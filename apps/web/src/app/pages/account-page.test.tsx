import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AccountDeletedPage,
  DELETED_REDIRECT_MS,
} from "../../features/account/account-deleted-page";
import { ACCOUNT_MESSAGES } from "../../features/account/messages";
import { BillingClientProvider } from "../../features/billing/client-context";
import { fakeBillingClient, fakeInfluencer } from "../../features/billing/test-utils";
import type { ReferralsClient } from "../../features/referrals/api";
import { ReferralsClientProvider } from "../../features/referrals/client-context";
import { fakeReferralsClient, fakeStats } from "../../features/referrals/test-utils";
import type { TeamClient } from "../../features/team/api";
import { TeamClientProvider } from "../../features/team/client-context";
import { fakeMemberTeam, fakeOwnerTeam, fakeTeamClient } from "../../features/team/test-utils";
import { ApiError } from "../../lib/api-client";
import { type AuthClient, AuthProvider } from "../../lib/session/session";
import { fakeAuthClient, fakeSession } from "../../lib/session/test-utils";
import { AccountPage } from "./account-page";

afterEach(() => {
  vi.useRealTimers();
});

const signedIn = (overrides: Partial<AuthClient> = {}) =>
  fakeAuthClient({ getSession: vi.fn(async () => fakeSession("ana@example.com")), ...overrides });

function renderAccount(
  client: AuthClient = signedIn(),
  path = "/account",
  team: TeamClient = fakeTeamClient(),
  referrals: ReferralsClient = fakeReferralsClient(),
) {
  const router = createMemoryRouter(
    [
      { path: "/account", Component: AccountPage },
      { path: "/account/deleted", Component: AccountDeletedPage },
      { path: "/", Component: () => <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  const billing = fakeBillingClient({ subscription: vi.fn(async () => fakeInfluencer()) });
  render(
    <AuthProvider client={client}>
      <BillingClientProvider value={billing}>
        <TeamClientProvider value={team}>
          <ReferralsClientProvider value={referrals}>
            <RouterProvider router={router} />
          </ReferralsClientProvider>
        </TeamClientProvider>
      </BillingClientProvider>
    </AuthProvider>,
  );
  // Some tests run with fake timers; user-event must then advance them itself.
  const user = vi.isFakeTimers()
    ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    : userEvent.setup();
  return { router, client, user };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const ready = () => screen.findByRole("heading", { level: 1, name: "Account Settings" });

describe("AccountPage", () => {
  it("opens on the Profile Settings tab showing the current email read-only", async () => {
    renderAccount();
    await ready();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Profile Settings",
      "Subscription",
      "Referrals",
    ]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(field("Current email")).toHaveValue("ana@example.com");
    expect(field("Current email")).toHaveAttribute("readonly");
    expect(screen.getByRole("heading", { name: "Danger Zone" })).toBeInTheDocument();
  });

  describe("subscription tab", () => {
    it("shows the plan when opened", async () => {
      const { user } = renderAccount();
      await ready();
      await user.click(screen.getByRole("tab", { name: "Subscription" }));
      expect(await screen.findByText("12 of 100 analyses used")).toBeInTheDocument();
      expect(screen.queryByLabelText("New email")).not.toBeInTheDocument();
    });

    it.each(["/account?success=true", "/account?tab=subscription"])(
      "is selected on %s",
      async (path) => {
        renderAccount(signedIn(), path);
        await ready();
        expect(screen.getByRole("tab", { name: "Subscription" })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        expect(await screen.findByRole("button", { name: "Manage Billing" })).toBeInTheDocument();
      },
    );

    it("welcomes back from checkout", async () => {
      renderAccount(signedIn(), "/account?success=true");
      expect(
        await screen.findByText("Welcome to Influencer! Your subscription is active."),
      ).toBeInTheDocument();
    });
  });

  describe("referrals tab", () => {
    it("loads the figures when opened, links to /invite and states the terms", async () => {
      const stats = vi.fn(async () =>
        fakeStats({ total_referrals: 4, successful_referrals: 2, total_reward_months: 3 }),
      );
      const { user } = renderAccount(
        signedIn(),
        "/account",
        fakeTeamClient(),
        fakeReferralsClient({ stats }),
      );
      await ready();
      expect(stats).not.toHaveBeenCalled();
      await user.click(screen.getByRole("tab", { name: "Referrals" }));
      const panel = screen.getByRole("tabpanel");
      expect(await within(panel).findByText("Months Earned")).toBeInTheDocument();
      const figure = (label: string) =>
        within(panel).getByText(label).closest("div")?.querySelector("dd")?.textContent;
      expect(figure("Total Referrals")).toBe("4");
      expect(figure("Successful")).toBe("2");
      expect(figure("Months Earned")).toBe("3");
      expect(stats).toHaveBeenCalledTimes(1);
      expect(within(panel).getByRole("link", { name: "Invite a Friend" })).toHaveAttribute(
        "href",
        "/invite",
      );
      expect(panel).toHaveTextContent(/no limit on the number of friends/i);
      expect(panel).toHaveTextContent(/within 24 hours of your friend's first successful payment/);
    });

    it("is opened by ?tab=referrals and says when the figures could not be loaded", async () => {
      const stats = vi
        .fn<ReferralsClient["stats"]>()
        .mockRejectedValueOnce(new Error("down"))
        .mockResolvedValueOnce(fakeStats({ total_referrals: 1 }));
      const { user } = renderAccount(
        signedIn(),
        "/account?tab=referrals",
        fakeTeamClient(),
        fakeReferralsClient({ stats }),
      );
      await ready();
      expect(screen.getByRole("tab", { name: "Referrals" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("Failed to load referral information");
      await user.click(within(alert).getByRole("button", { name: "Try again" }));
      expect(await screen.findByText("Total Referrals")).toBeInTheDocument();
    });

    it("shows the referral months where the subscription is", async () => {
      const rewards = vi.fn(async () => [
        {
          id: "r1",
          months: 1,
          state: "waiting" as const,
          granted_at: "2026-03-05T12:00:00.000Z",
          applied_at: null,
        },
      ]);
      const { user } = renderAccount(
        signedIn(),
        "/account",
        fakeTeamClient(),
        fakeReferralsClient({ rewards }),
      );
      await ready();
      await user.click(screen.getByRole("tab", { name: "Subscription" }));
      expect(
        await screen.findByText(
          "1 free month from referrals waiting: added to your plan when you subscribe.",
        ),
      ).toBeInTheDocument();
    });
  });

  describe("team tab", () => {
    it("is there for an Agency owner, with the team's seats and members", async () => {
      const team = fakeTeamClient({ team: vi.fn(async () => fakeOwnerTeam()) });
      const { user } = renderAccount(signedIn(), "/account", team);
      await ready();
      const tab = await screen.findByRole("tab", { name: "Team" });
      expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
        "Profile Settings",
        "Subscription",
        "Team",
        "Referrals",
      ]);
      await user.click(tab);
      expect(await screen.findByText("3 of 3 seats used")).toBeInTheDocument();
      expect(screen.getByText("bo@example.com")).toBeInTheDocument();
      // Change seats leads to the Subscription tab, where seats are bought.
      await user.click(screen.getByRole("button", { name: "Change seats" }));
      expect(screen.getByRole("tab", { name: "Subscription" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
    });

    it("shows a member whose team they are in, opened by ?tab=team", async () => {
      const team = fakeTeamClient({ team: vi.fn(async () => fakeMemberTeam()) });
      renderAccount(signedIn(), "/account?tab=team", team);
      await ready();
      expect(screen.getByRole("tab", { name: "Team" })).toHaveAttribute("aria-selected", "true");
      expect(await screen.findByText(/You are a member of/)).toHaveTextContent("olga@example.com");
      expect(screen.getByRole("button", { name: "Leave team" })).toBeInTheDocument();
    });

    it("is not there for someone in no team", async () => {
      const team = fakeTeamClient();
      renderAccount(signedIn(), "/account", team);
      await ready();
      await vi.waitFor(() => expect(team.team).toHaveBeenCalled());
      expect(screen.queryByRole("tab", { name: "Team" })).not.toBeInTheDocument();
    });
  });

  describe("email", () => {
    it("asks for the change and says the approval went to the current address", async () => {
      const { user, client } = renderAccount();
      await ready();
      await user.type(field("New email"), "  new@example.com ");
      await user.click(screen.getByRole("button", { name: "Update Email" }));

      expect(client.changeEmail).toHaveBeenCalledWith({ newEmail: "new@example.com" });
      const sent = await screen.findByText(ACCOUNT_MESSAGES.emailSent("ana@example.com"));
      expect(sent).toHaveTextContent(
        "Email update sent! Check your current email, ana@example.com, to approve the change.",
      );
      expect(field("New email")).toHaveValue("");
      // The address changes only once both links are opened.
      expect(field("Current email")).toHaveValue("ana@example.com");
    });

    it("asks to sign in again when the sign-in is too old, and links there", async () => {
      const changeEmail = vi.fn<AuthClient["changeEmail"]>(async () => {
        throw new ApiError(
          403,
          "For your security, please sign in again before changing your email address.",
          "SESSION_NOT_FRESH",
        );
      });
      const { user } = renderAccount(signedIn({ changeEmail }));
      await ready();
      await user.type(field("New email"), "new@example.com");
      await user.click(screen.getByRole("button", { name: "Update Email" }));

      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(
        "For your security, please sign in again before changing your email address.",
      );
      expect(within(alert).getByRole("link", { name: "Sign in again" })).toHaveAttribute(
        "href",
        "/auth?redirect=/account",
      );
    });

    it("shows the server's message, else 'Failed to update email'", async () => {
      const changeEmail = vi
        .fn<AuthClient["changeEmail"]>()
        .mockRejectedValueOnce(new ApiError(400, "This is already your email address."))
        .mockRejectedValueOnce(new ApiError(500))
        .mockRejectedValueOnce(new TypeError("Failed to fetch"));
      const { user } = renderAccount(signedIn({ changeEmail }));
      await ready();
      await user.type(field("New email"), "ana@example.com");
      const submit = screen.getByRole("button", { name: "Update Email" });

      await user.click(submit);
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "This is already your email address.",
      );
      expect(screen.queryByRole("link", { name: "Sign in again" })).not.toBeInTheDocument();
      await user.click(submit);
      expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.emailFailed);
      await user.click(submit);
      expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.emailFailed);
    });

    it("sends nothing for an empty email", async () => {
      const { user, client } = renderAccount();
      await ready();
      await user.type(field("New email"), "   ");
      await user.click(screen.getByRole("button", { name: "Update Email" }));
      expect(client.changeEmail).not.toHaveBeenCalled();
    });
  });

  describe("password", () => {
    async function submitPassword(user: ReturnType<typeof userEvent.setup>, a: string, b = a) {
      await user.type(field("New password"), a);
      await user.type(field("Confirm new password"), b);
      await user.click(screen.getByRole("button", { name: "Update Password" }));
    }

    it("has only the new password and its confirmation", async () => {
      renderAccount();
      await ready();
      const form = screen.getByRole("form", { name: "Change password" });
      expect(within(form).getAllByLabelText(/password/i)).toHaveLength(2);
      expect(field("New password")).toHaveAttribute("autocomplete", "new-password");
    });

    it("checks the match first, then the length, before calling the server", async () => {
      const { user, client } = renderAccount();
      await ready();
      await submitPassword(user, "secret12", "secret13");
      expect(screen.getByText(ACCOUNT_MESSAGES.mismatch)).toBeInTheDocument();
      expect(field("Confirm new password")).toHaveAttribute("aria-invalid", "true");

      await user.clear(field("New password"));
      await user.clear(field("Confirm new password"));
      await submitPassword(user, "abc");
      expect(screen.getByText(ACCOUNT_MESSAGES.tooShort)).toBeInTheDocument();
      expect(screen.queryByText(ACCOUNT_MESSAGES.mismatch)).not.toBeInTheDocument();
      expect(client.changePassword).not.toHaveBeenCalled();
    });

    it("updates the password, says so and clears the fields", async () => {
      const { user, client } = renderAccount();
      await ready();
      await submitPassword(user, "secret12");
      expect(client.changePassword).toHaveBeenCalledWith({ newPassword: "secret12" });
      expect(await screen.findByText(ACCOUNT_MESSAGES.passwordUpdated)).toBeInTheDocument();
      expect(field("New password")).toHaveValue("");
      expect(field("Confirm new password")).toHaveValue("");
    });

    it("shows the server's message, else 'Failed to update password'", async () => {
      const changePassword = vi
        .fn<AuthClient["changePassword"]>()
        .mockRejectedValueOnce(new ApiError(429, "Too many requests"))
        .mockRejectedValueOnce(new TypeError("Failed to fetch"));
      const { user } = renderAccount(signedIn({ changePassword }));
      await ready();
      await submitPassword(user, "secret12");
      expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests");
      await submitPassword(user, "secret12");
      expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.passwordFailed);
    });

    it("offers to sign in again when the sign-in is too old for this change", async () => {
      const message = "For your security, please sign in again before changing your password.";
      const { user } = renderAccount(
        signedIn({
          changePassword: vi.fn(async () => {
            throw new ApiError(403, message, "SESSION_NOT_FRESH");
          }),
        }),
      );
      await ready();
      await submitPassword(user, "secret12");
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(message);
      expect(within(alert).getByRole("link", { name: "Sign in again" })).toHaveAttribute(
        "href",
        "/auth?redirect=/account",
      );
    });
  });

  describe("danger zone", () => {
    it("confirms in a dialog that names what is lost, with focus on Cancel", async () => {
      const { user, client } = renderAccount();
      await ready();
      await user.click(screen.getByRole("button", { name: "Delete account" }));

      const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
      expect(dialog).toHaveAccessibleDescription(
        /ana@example\.com.*saved analysis.*paid plan ends today.*team.*confirmation.*cannot be undone/,
      );
      // Nothing is deleted until the account's email is typed.
      expect(within(dialog).getByRole("button", { name: "Delete account" })).toBeDisabled();
      const cancel = within(dialog).getByRole("button", { name: "Cancel" });
      expect(cancel).toHaveFocus();

      await user.keyboard("{Enter}");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(client.deleteAccount).not.toHaveBeenCalled();
      expect(screen.getByRole("button", { name: "Delete account" })).toHaveFocus();

      // Part of the address is not the address.
      await user.click(screen.getByRole("button", { name: "Delete account" }));
      const again = await screen.findByRole("dialog");
      await user.type(within(again).getByLabelText("Type ana@example.com to confirm"), "ana@exa");
      expect(within(again).getByRole("button", { name: "Delete account" })).toBeDisabled();
      expect(client.deleteAccount).not.toHaveBeenCalled();
    });

    it("deletes, signs out, says so and goes home after 3 seconds", async () => {
      const client = signedIn();
      renderAccount(client);
      await ready();
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });

      await user.click(screen.getByRole("button", { name: "Delete account" }));
      const dialog = await screen.findByRole("dialog");
      await user.type(
        within(dialog).getByLabelText("Type ana@example.com to confirm"),
        "ANA@example.com ",
      );
      await user.click(within(dialog).getByRole("button", { name: "Delete account" }));

      expect(client.deleteAccount).toHaveBeenCalledTimes(1);
      expect(await screen.findByText(ACCOUNT_MESSAGES.deleted)).toBeInTheDocument();
      expect(screen.getByText(/We sent a confirmation/)).toBeInTheDocument();
      expect(client.signOut).toHaveBeenCalledTimes(1);
      // Signed out now, yet the message stays in place of the sign-in prompt.
      expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
      expect(screen.queryByText("Home page")).not.toBeInTheDocument();

      await act(async () => {
        vi.advanceTimersByTime(DELETED_REDIRECT_MS);
      });
      expect(await screen.findByText("Home page")).toBeInTheDocument();
    });

    it("keeps the dialog open with the server's message, else 'Failed to delete account'", async () => {
      const deleteAccount = vi
        .fn<AuthClient["deleteAccount"]>()
        .mockRejectedValueOnce(new ApiError(401, "User not authenticated", "NOT_AUTHENTICATED"))
        .mockRejectedValueOnce(new TypeError("Failed to fetch"));
      const { user, client } = renderAccount(signedIn({ deleteAccount }));
      await ready();
      await user.click(screen.getByRole("button", { name: "Delete account" }));
      const dialog = await screen.findByRole("dialog");
      await user.type(
        within(dialog).getByLabelText("Type ana@example.com to confirm"),
        "ana@example.com",
      );
      const confirm = within(dialog).getByRole("button", { name: "Delete account" });

      await user.click(confirm);
      expect(await within(dialog).findByRole("alert")).toHaveTextContent("User not authenticated");
      await user.click(confirm);
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(
        ACCOUNT_MESSAGES.deleteFailed,
      );
      expect(client.signOut).not.toHaveBeenCalled();
      expect(screen.getByRole("dialog")).toBeInTheDocument();
    });
  });
});
