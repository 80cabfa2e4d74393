import { footerRoutes, matchRoute } from "@commentlens/shared";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Footer, footerColumns } from "./footer";

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

  it("links every public marketing page that exists", () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const hrefs = within(screen.getByRole("navigation", { name: "Footer" }))
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    const wanted = [
      "/how-it-works",
      "/about",
      "/newsletter",
      "/privacy",
      "/terms",
      "/contact",
      "/demo",
      "/blog",
      "/help",
      "/pricing",
      "/methodology",
    ];

    for (const path of wanted.filter((p) => matchRoute(p))) expect(hrefs).toContain(path);
    for (const path of [
      "/how-it-works",
      "/about",
      "/newsletter",
      "/contact",
      "/demo",
      "/pricing",
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it("groups the links in columns and never drops one no column names", () => {
    const extra = {
      path: "/elsewhere",
      label: "Elsewhere",
      title: "x",
      description: "x",
      access: "public" as const,
    };
    const columns = footerColumns([...footerRoutes(), extra]);

    expect(columns.map((c) => c.title)).toContain("Product");
    expect(columns.at(-1)).toEqual({ title: "More", links: [extra] });
    expect(columns.flatMap((c) => c.links)).toHaveLength(footerRoutes().length + 1);
  });
});
