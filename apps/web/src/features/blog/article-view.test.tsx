import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { ArticleView } from "./article-view";
import { fakeArticle, fakeBody } from "./test-fixtures";

function Where() {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

const article = fakeArticle(3, {
  slug: "reading-sentiment",
  title: "How to Read Comment Sentiment",
  category: "Analytics",
  date: "2026-09-08",
  tags: ["sentiment", "reporting"],
  readingMinutes: 7,
});

function renderArticle(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: "/blog/:slug", element: <ArticleView article={article} body={fakeBody} /> },
      { path: "*", element: <Where /> },
    ],
    { initialEntries: [{ pathname: "/blog/reading-sentiment", state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  document.head.innerHTML = "";
});

describe("blog article", () => {
  it("shows the article with full date, category, read time, author, tags and the waitlist link", () => {
    renderArticle();

    expect(
      screen.getByRole("heading", { level: 1, name: "How to Read Comment Sentiment" }),
    ).toBeInTheDocument();
    expect(screen.getByText("September 8, 2026")).toHaveAttribute("datetime", "2026-09-08");
    expect(screen.getByText("Analytics")).toBeInTheDocument();
    expect(screen.getByText("7 min read")).toBeInTheDocument();
    expect(screen.getByText("Maya Okafor")).toBeInTheDocument();
    const tags = screen.getByRole("heading", { name: "Tags" }).nextElementSibling as HTMLElement;
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["sentiment", "reporting"]);
    expect(screen.getByRole("link", { name: /Join Beta Waitlist/ })).toHaveAttribute(
      "href",
      "/newsletter",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Start here" })).toHaveAttribute(
      "id",
      "start",
    );
  });

  it("goes back to the blog list, filtered as the reader left it", async () => {
    const user = userEvent.setup();
    renderArticle({ blogSearch: "?category=Analytics" });
    const [back] = screen.getAllByRole("link", { name: "Back to Blog" });
    expect(back).toHaveAttribute("href", "/blog?category=Analytics");
    await user.click(back as HTMLElement);
    expect(screen.getByText("Now at /blog?category=Analytics")).toBeInTheDocument();
  });

  it("follows links inside the article without reloading the page", async () => {
    const user = userEvent.setup();
    renderArticle();
    await user.click(screen.getByRole("link", { name: "link to the method" }));
    expect(screen.getByText("Now at /methodology")).toBeInTheDocument();
  });

  it("names the article in the document head as an article", () => {
    renderArticle();
    const meta = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute("content") ?? null;

    expect(document.title).toBe("How to Read Comment Sentiment | CommentLens");
    expect(meta('meta[name="description"]')).toBe(article.excerpt);
    expect(meta('meta[property="og:type"]')).toBe("article");
    expect(meta('meta[property="article:published_time"]')).toBe("2026-09-08");
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${window.location.origin}/blog/reading-sentiment`,
    );
  });
});
