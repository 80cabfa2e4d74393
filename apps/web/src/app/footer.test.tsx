import { footerRoutes } from "@commentlens/shared";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Footer } from "./footer";

afterEach(() => {
  vi.useRealTimers();
});

describe("Footer", () => {
  it("shows the current year in the copyright line", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-15T12:00:00Z"));
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );

    expect(screen.getByText("© 2031 CommentLens")).toBeInTheDocument();
  });

  it("links the footer pages of the route table and nothing else", () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "Footer" });

    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(footerRoutes().map((route) => [route.label, route.path]));
  });
});
