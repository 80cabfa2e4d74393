import {
  documentTitle,
  matchRoute,
  notFoundRoute,
  routes as routeTable,
} from "@commentlens/shared";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { HeadManager, usePageHead } from "../lib/head-manager";
import { AuthClientProvider } from "../lib/session/session";
import { fakeAuthClient } from "../lib/session/test-utils";
import { AppRoutes } from "./routes";

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
  // The app's routes under a memory router the test can navigate.
  const router = createMemoryRouter([{ path: "*", element: <AppRoutes /> }], {
    initialEntries: [path],
  });
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

  it("keeps protected pages out of search engines, and only those", async () => {
    const router = renderApp("/dashboard");
    await screen.findByRole("heading", { level: 1 });
    const robots = () =>
      document.head.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null;
    expect(robots()).toBe("noindex");

    await act(() => router.navigate("/how-it-works"));
    await screen.findByRole("heading", { level: 1, name: "How it works" });
    expect(robots()).toBeNull();
  });
});

describe("usePageHead", () => {
  function Article({ title }: { title: string }) {
    usePageHead({ title, description: `About ${title}.`, type: "article" });
    return <h1>{title}</h1>;
  }

  function renderPages() {
    const shell = () => (
      <>
        <HeadManager />
        <Outlet />
      </>
    );
    const router = createMemoryRouter(
      [
        {
          Component: shell,
          children: [
            { path: "/blog/a", element: <Article title="Article A" /> },
            { path: "/blog/b", element: <Article title="Article B" /> },
            { path: "/how-it-works", element: <h1>How</h1> },
          ],
        },
      ],
      { initialEntries: ["/blog/a"] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  const meta = (selector: string) =>
    document.head.querySelector(selector)?.getAttribute("content") ?? null;

  it("puts a page's own title and article type over the route table's tags", async () => {
    const router = renderPages();
    await screen.findByRole("heading", { name: "Article A" });
    expect(document.title).toBe("Article A | CommentLens");
    expect(meta('meta[property="og:type"]')).toBe("article");
    expect(meta('meta[name="twitter:title"]')).toBe("Article A | CommentLens");

    await act(() => router.navigate("/blog/b"));
    await screen.findByRole("heading", { name: "Article B" });
    expect(document.title).toBe("Article B | CommentLens");
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${origin}/blog/b`,
    );

    await act(() => router.navigate("/how-it-works"));
    await screen.findByRole("heading", { name: "How" });
    expect(document.title).toBe("How it works | CommentLens");
    expect(meta('meta[property="og:type"]')).toBe("website");
  });
});
