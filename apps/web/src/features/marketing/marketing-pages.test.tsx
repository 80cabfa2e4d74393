import { matchRoute } from "@commentlens/shared";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { AuthClientProvider } from "../auth/auth-context";
import { fakeAuthClient } from "../auth/test-utils";

async function renderAt(path: string) {
  render(
    <AuthClientProvider value={fakeAuthClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AuthClientProvider>,
  );
  return screen.findByRole("heading", { level: 1 });
}

function internalLinks(): string[] {
  return screen
    .getAllByRole("link")
    .map((link) => link.getAttribute("href") ?? "")
    .filter((href) => href.startsWith("/"));
}

describe("marketing pages", () => {
  it("walks through Submit, Analyze and Understand in order on the landing page", async () => {
    await renderAt("/");
    const steps = screen.getByRole("heading", { name: "Three steps from link to answer" })
      .nextElementSibling as HTMLElement;

    expect(steps.tagName).toBe("OL");
    expect(
      within(steps)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Submit", "Analyze", "Understand"]);
  });

  it("lists every part of the report on the landing page", async () => {
    await renderAt("/");

    for (const name of [
      "Sentiment, with evidence",
      "Who is talking",
      "What they loved",
      "What annoys them",
      "Questions they ask",
      "What to post next",
    ]) {
      expect(screen.getByRole("heading", { name })).toBeInTheDocument();
    }
  });

  it.each(["/", "/how-it-works"])("links only to pages that exist from %s", async (path) => {
    await renderAt(path);
    const hrefs = internalLinks();

    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(matchRoute(href), `${href} has no page`).toBeDefined();
    }
  });

  it("gives every section of the how-it-works contents a target on the page", async () => {
    await renderAt("/how-it-works");
    const contents = screen.getByRole("navigation", { name: "On this page" });

    for (const link of within(contents).getAllByRole("link")) {
      const id = (link.getAttribute("href") ?? "").replace(/^#/, "");
      expect(document.getElementById(id), `#${id}`).not.toBeNull();
    }
  });
});
