import { SCHEDULE_MESSAGES } from "@commentlens/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { AlertsUnsubscribePage } from "./alerts-unsubscribe-page";

function renderPage(address: string, unsubscribe: (token: string) => Promise<{ message: string }>) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <AlertsUnsubscribePage unsubscribe={unsubscribe} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe("the alerts' unsubscribe page", () => {
  it("turns the post's alerts off only when asked, and says so", async () => {
    const unsubscribe = vi.fn(async () => ({ message: SCHEDULE_MESSAGES.unsubscribed }));
    const user = renderPage("/alerts/unsubscribe?token=abc", unsubscribe);
    expect(unsubscribe).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Turn alerts off" }));
    expect(unsubscribe).toHaveBeenCalledWith("abc");
    expect(await screen.findByText(SCHEDULE_MESSAGES.unsubscribed)).toBeVisible();
  });

  it("says a link is not valid, without a token or when the server refuses it", async () => {
    renderPage("/alerts/unsubscribe", vi.fn());
    expect(screen.getByText(SCHEDULE_MESSAGES.unsubscribeInvalid)).toBeVisible();
  });

  it("offers to try again when the server could not be reached", async () => {
    const unsubscribe = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(0, "network"))
      .mockRejectedValueOnce(new ApiError(400, "refused"));
    const user = renderPage("/alerts/unsubscribe?token=abc", unsubscribe);
    await user.click(screen.getByRole("button", { name: "Turn alerts off" }));
    expect(await screen.findByText(/could not be turned off just now/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Turn alerts off" }));
    expect(await screen.findByText(SCHEDULE_MESSAGES.unsubscribeInvalid)).toBeVisible();
  });
});
