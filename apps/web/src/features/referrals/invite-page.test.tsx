import { REFERRAL_COPIED_MS } from "@commentlens/shared";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../../lib/session/session";
import { fakeAuthClient, fakeSession } from "../../lib/session/test-utils";
import type { ReferralsClient } from "./api";
import { ReferralsClientProvider } from "./client-context";
import { copyToClipboard, InvitePage, type InvitePageProps, openSharePopup } from "./invite-page";
import { fakeReferral, fakeReferralsClient, fakeStats } from "./test-utils";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderInvite(
  referrals: ReferralsClient = fakeReferralsClient(),
  props: InvitePageProps = {},
  signedIn = true,
) {
  const auth = fakeAuthClient({
    getSession: vi.fn(async () => (signedIn ? fakeSession("ana@example.com") : null)),
  });
  const router = createMemoryRouter([{ path: "/invite", element: <InvitePage {...props} /> }], {
    initialEntries: ["/invite"],
  });
  render(
    <AuthProvider client={auth}>
      <ReferralsClientProvider value={referrals}>
        <RouterProvider router={router} />
      </ReferralsClientProvider>
    </AuthProvider>,
  );
  const user = vi.isFakeTimers()
    ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    : userEvent.setup();
  return { user };
}

const heading = () =>
  screen.findByRole("heading", { level: 1, name: "Invite Friends & Earn Rewards" });

describe("InvitePage", () => {
  it("shows the four tiles, the link, How It Works and the history", async () => {
    const referrals = fakeReferralsClient({
      stats: vi.fn(async () =>
        fakeStats({
          referral_code: "WXYZ2345",
          total_referrals: 3,
          pending_referrals: 1,
          successful_referrals: 1,
          total_reward_months: 2,
        }),
      ),
      list: vi.fn(async () => [
        fakeReferral({
          id: "r1",
          referred_user_id: "user_aaaaaaaa12345678",
          status: "reward_granted",
        }),
        fakeReferral({ id: "r2", referred_user_id: "user_bbbbbbbbPENDING1", status: "pending" }),
        fakeReferral({ id: "r3", referred_user_id: null, status: "fraud_detected" }),
        fakeReferral({ id: "r4", status: "something_new" }),
      ]),
    });
    renderInvite(referrals);
    await heading();
    await screen.findByText("Total Referrals", { selector: "dt" });
    const tile = (label: string) =>
      screen.getByText(label, { selector: "dt" }).parentElement?.querySelector("dd")?.textContent;
    expect(tile("Total Referrals")).toBe("3");
    expect(tile("Pending")).toBe("1");
    expect(tile("Successful")).toBe("1");
    expect(tile("Months Earned")).toBe("2");

    const link = screen.getByLabelText("Your referral link") as HTMLInputElement;
    expect(link).toHaveValue(`${window.location.origin}/app?ref=WXYZ2345`);
    expect(link).toHaveAttribute("readonly");

    const steps = within(screen.getByRole("region", { name: "How It Works" })).getAllByRole(
      "listitem",
    );
    expect(steps.map((s) => s.querySelector("h3")?.textContent)).toEqual([
      "Share your link",
      "Your friend subscribes",
      "You both get 1 month free",
    ]);

    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Friend", "Referred Date", "Status", "Reward"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ["Friend #12345678", "Mar 5, 2026", "Completed", "1 month free"],
      ["Friend #PENDING1", "Mar 5, 2026", "Pending", "-"],
      ["Deleted account", "Mar 5, 2026", "Issue", "-"],
      ["Friend #89abcdef", "Mar 5, 2026", "Unknown", "-"],
    ]);
  });

  it("says No referrals yet when there are none", async () => {
    renderInvite();
    expect(await screen.findByText("No referrals yet")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("reads Copied! for 2 seconds after copying the link", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const copy = vi.fn(async () => true);
    const { user } = renderInvite(fakeReferralsClient(), { copy });
    await heading();
    await user.click(await screen.findByRole("button", { name: "Copy Link" }));
    expect(copy).toHaveBeenCalledWith(`${window.location.origin}/app?ref=ABCD2345`);
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(REFERRAL_COPIED_MS - 100);
    });
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeInTheDocument();
  });

  it("selects the link and says how to copy it when copying fails", async () => {
    const { user } = renderInvite(fakeReferralsClient(), { copy: vi.fn(async () => false) });
    await user.click(await screen.findByRole("button", { name: "Copy Link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/press Ctrl\+C/);
    const field = screen.getByLabelText("Your referral link") as HTMLInputElement;
    expect(field.selectionEnd).toBe(field.value.length);
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeInTheDocument();
  });

  it("shares by email with a written message, and in popups on the social sites", async () => {
    const share = vi.fn();
    const { user } = renderInvite(fakeReferralsClient(), { share });
    const group = await screen.findByRole("group", { name: "Share your link" });
    const link = `${window.location.origin}/app?ref=ABCD2345`;

    const email = within(group).getByRole("link", { name: "Email" });
    const mail = new URL(email.getAttribute("href") ?? "");
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe("Get 1 month free of CommentLens Influencer");
    expect(mail.searchParams.get("body")).toContain(link);

    for (const [name, host, param] of [
      ["Twitter", "twitter.com", "url"],
      ["Facebook", "www.facebook.com", "u"],
      ["LinkedIn", "www.linkedin.com", "url"],
    ] as const) {
      await user.click(within(group).getByRole("button", { name }));
      const opened = new URL(share.mock.lastCall?.[0] as string);
      expect(opened.host).toBe(host);
      expect(opened.searchParams.get(param)).toBe(link);
    }
    expect(share).toHaveBeenCalledTimes(3);
  });

  it("says Failed to load referral information, and loads again on request", async () => {
    const stats = vi
      .fn<ReferralsClient["stats"]>()
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValue(fakeStats({ total_referrals: 7 }));
    const { user } = renderInvite(fakeReferralsClient({ stats }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load referral information");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Total Referrals")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the user's earned months", async () => {
    renderInvite(
      fakeReferralsClient({
        rewards: vi.fn(async () => [
          {
            id: "w1",
            months: 1,
            state: "applied" as const,
            granted_at: "2026-03-05T12:00:00.000Z",
            applied_at: "2026-03-05T12:00:00.000Z",
          },
        ]),
      }),
    );
    expect(
      await screen.findByText(
        "1 free month from referrals added to your subscription (latest on Mar 5, 2026).",
      ),
    ).toBeInTheDocument();
  });
});

describe("copyToClipboard", () => {
  it("uses the Clipboard API, and the select-and-copy fallback when it is refused", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    expect(await copyToClipboard("hello")).toBe(true);
    expect(writeText).toHaveBeenCalledWith("hello");

    writeText.mockRejectedValueOnce(new Error("denied"));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    expect(await copyToClipboard("again")).toBe(true);
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(document.querySelector("textarea")).toBeNull();

    writeText.mockRejectedValueOnce(new Error("denied"));
    execCommand.mockReturnValueOnce(false);
    expect(await copyToClipboard("no way")).toBe(false);
  });
});

describe("openSharePopup", () => {
  it("opens a 600x400 window", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    openSharePopup("https://twitter.com/intent/tweet?url=x");
    expect(open).toHaveBeenCalledWith(
      "https://twitter.com/intent/tweet?url=x",
      "commentlens-share",
      expect.stringMatching(/^width=600,height=400,/),
    );
  });
});
