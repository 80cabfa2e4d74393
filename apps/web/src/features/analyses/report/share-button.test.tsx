import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import type { SharesClient } from "../api";
import { Report } from "./report";
import { fakeClient, fixtureAnalysis } from "./test-fixtures/fixture";

function fakeShares(
  active = false,
): SharesClient & { [K in keyof SharesClient]: ReturnType<typeof vi.fn> } {
  return {
    status: vi.fn(async () => ({
      active,
      created_at: active ? "2026-11-20T10:00:00.000Z" : null,
    })),
    create: vi.fn(async () => ({ url: "https://commentlens.test/r/abc123" })),
    revoke: vi.fn(async () => {}),
  };
}

function renderReport(canShare: boolean, shares: SharesClient, exports = true) {
  const analysis = fixtureAnalysis((a) => {
    a.can_share = canShare;
  });
  render(<Report analysis={analysis} client={fakeClient()} shares={shares} exports={exports} />);
  return { user: userEvent.setup(), analysis };
}

describe("sharing a report", () => {
  it("the owner makes a link, sees it once with a copy button, and can revoke it", async () => {
    const shares = fakeShares(false);
    const { user, analysis } = renderReport(true, shares);
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share a read-only link" });
    expect(
      await within(dialog).findByText("No link is active: only you can open this report."),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Create link" }));
    expect(shares.create).toHaveBeenCalledWith(analysis.id);
    expect(
      await within(dialog).findByDisplayValue("https://commentlens.test/r/abc123"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Copy link" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Revoke link" }));
    expect(shares.revoke).toHaveBeenCalledWith(analysis.id);
    expect(
      await within(dialog).findByText("No link is active: only you can open this report."),
    ).toBeInTheDocument();
  });

  it("says when a link is already active, and that making another replaces it", async () => {
    const { user } = renderReport(true, fakeShares(true));
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText(/A link has been active since/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Make a new link" })).toBeInTheDocument();
  });

  it("shows the server's message when the link cannot be made", async () => {
    const shares = fakeShares(false);
    shares.create.mockRejectedValueOnce(
      new ApiError(409, "The analysis is not finished yet. Share it once it is complete."),
    );
    const { user } = renderReport(true, shares);
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(await within(dialog).findByRole("button", { name: "Create link" }));
    await waitFor(() =>
      expect(
        within(dialog).getByText("The analysis is not finished yet. Share it once it is complete."),
      ).toBeInTheDocument(),
    );
  });

  it("offers no Share to a reader who does not own the report, and no Export on a shared one", () => {
    renderReport(false, fakeShares(), false);
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Export" })).not.toBeInTheDocument();
  });
});
