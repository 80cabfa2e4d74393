import {
  documentTitle,
  matchRoute,
  notFoundRoute,
  routes as routeTable,
} from "@commentlens/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { AuthClientProvider } from "../features/auth/auth-context";
import { fakeAuthClient } from "../features/auth/test-utils";
import { routes } from "./routes";

function head() {
  const meta = (selector: string) =>
    document.head.querySelector(selector)?.getAttribute("content") ?? null;
  return {
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    ogUrl: meta('meta[property="og:url"]'),
  };
}

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AuthClientProvider value={fakeAuthClient()}>
      <RouterProvider router={router} />
    </AuthClientProvider>,
  );
  return router;
}

const origin = window.location.origin;

beforeEach(() => {
  document.head.innerHTML = "";
  document.title = "";
});

describe("HeadManager", () => {
  it("writes the home page's title, description, canonical and Open Graph tags", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const home = matchRoute("/");
    if (!home) throw new Error("the route table has no home page");

    expect(head()).toEqual({
      title: documentTitle(home),
      description: home.description,
      canonical: `${origin}/`,
      ogTitle: documentTitle(home),
      ogDescription: home.description,
      ogUrl: `${origin}/`,
    });
  });

  it("updates the tags the server injected when the user navigates", async () => {
    document.head.innerHTML = [
      "<title>Server title</title>",
      '<meta name="description" content="server description">',
      '<link rel="canonical" href="https://example.test/">',
      '<meta property="og:title" content="server">',
      '<meta property="og:description" content="server">',
      '<meta property="og:url" content="https://example.test/">',
    ].join("");
    const user = userEvent.setup();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });

    const target = routeTable.find((route) => route.path === "/how-it-works");
    if (!target) throw new Error("the route table has no /how-it-works");
    await user.click(
      screen.getAllByRole("link", { name: target.nav?.main ?? target.title })[0] as HTMLElement,
    );
    await screen.findByRole("heading", { level: 1, name: "How it works" });

    expect(head()).toEqual({
      title: "How it works | CommentLens",
      description: target.description,
      canonical: `${origin}/how-it-works`,
      ogTitle: "How it works | CommentLens",
      ogDescription: target.description,
      ogUrl: `${origin}/how-it-works`,
    });
    for (const selector of [
      "title",
      'meta[name="description"]',
      'link[rel="canonical"]',
      'meta[property="og:title"]',
      'meta[property="og:description"]',
      'meta[property="og:url"]',
    ]) {
      expect(document.head.querySelectorAll(selector)).toHaveLength(1);
    }
  });

  it("uses the not-found meta for an unknown path", async () => {
    renderApp("/no-such-page");
    await screen.findByRole("heading", { level: 1, name: "Page not found" });

    expect(head()).toMatchObject({
      title: documentTitle(notFoundRoute),
      description: notFoundRoute.description,
      canonical: null,
    });
  });
});
