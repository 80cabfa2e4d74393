import { matchRoute } from "@commentlens/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { UserMenu } from "./user-menu";

describe("ways to the Agency Dashboard", () => {
  it("lists Agency Dashboard in the user menu between Dashboard and Account Settings", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <UserMenu email="ana@example.com" onSignOut={vi.fn()} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Account menu for ana@example.com" }));
    const labels = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
    const at = labels.indexOf("Agency Dashboard");
    expect(labels.slice(at - 1, at + 2)).toEqual([
      "Dashboard",
      "Agency Dashboard",
      "Account Settings",
    ]);
    expect(screen.getByRole("menuitem", { name: "Agency Dashboard" })).toHaveAttribute(
      "href",
      "/agency",
    );
  });

  it("has /agency and its detail view in the route table (the header's Agency link)", () => {
    expect(matchRoute("/agency")?.access).toBe("protected");
    expect(matchRoute("/agency/pa_1")?.title).toBe("Profile analysis");
  });
});
