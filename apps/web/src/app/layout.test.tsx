import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthClientProvider } from "../lib/session/session";
import { fakeAuthClient } from "../lib/session/test-utils";
import { AppRoutes } from "./routes";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Layout", () => {
  it("offers a skip link to the main content as the first focusable element", async () => {
    const user = userEvent.setup();
    render(
      <AuthClientProvider value={fakeAuthClient()}>
        <MemoryRouter initialEntries={["/"]}>
          <AppRoutes />
        </MemoryRouter>
      </AuthClientProvider>,
    );
    await screen.findByRole("heading", { level: 1 });

    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#main");
    expect(document.getElementById("main")?.tagName).toBe("MAIN");
  });

  it("scrolls to the top when the page changes", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <AuthClientProvider value={fakeAuthClient()}>
        <MemoryRouter initialEntries={["/"]}>
          <AppRoutes />
        </MemoryRouter>
      </AuthClientProvider>,
    );
    await screen.findByRole("heading", { level: 1 });
    scrollTo.mockClear();

    await user.click(screen.getAllByRole("link", { name: "See how it works" })[0] as HTMLElement);
    await screen.findByRole("heading", { level: 1, name: "How it works" });

    // The scroll runs in a passive effect, which may land just after the heading is found.
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it("shows the 404 page with a way back home for unknown paths", async () => {
    const user = userEvent.setup();
    render(
      <AuthClientProvider value={fakeAuthClient()}>
        <MemoryRouter initialEntries={["/pricing-old"]}>
          <AppRoutes />
        </MemoryRouter>
      </AuthClientProvider>,
    );

    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    expect(screen.getByText("/pricing-old")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Back to the home page" }));
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Understand what your audience said under your Instagram post",
      }),
    ).toBeVisible();
  });
});
