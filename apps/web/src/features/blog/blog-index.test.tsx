import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { BlogArticleMeta } from "../../../vite-plugins/content/types";
import { BlogIndex } from "./blog-index";
import { type NewsletterClient, NewsletterClientProvider } from "./newsletter-client";
import { CATEGORIES, fakeArticle, fourArticles } from "./test-fixtures";

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

function renderBlog(
  articles: readonly BlogArticleMeta[] = fourArticles,
  {
    path = "/blog",
    client = { subscribe: vi.fn(async () => ({ message: "Check your inbox." })) },
  }: { path?: string; client?: NewsletterClient } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: "/blog",
        element: (
          <>
            <BlogIndex articles={articles} categories={CATEGORIES} />
            <Where />
          </>
        ),
      },
      { path: "*", element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <NewsletterClientProvider value={client}>
      <RouterProvider router={router} />
    </NewsletterClientProvider>,
  );
  return { client, router };
}

const cards = () => screen.getAllByRole("article");
const address = () => screen.getByRole("status", { name: "Address" }).textContent;

describe("blog list", () => {
  it("shows each article as a card: category, read time, title link, excerpt, author initials, short date", () => {
    renderBlog([fakeArticle(1, { title: "Reading sentiment", author: "Maya Okafor" })]);
    const card = within(cards()[0] as HTMLElement);

    expect(card.getByText("Analytics")).toBeInTheDocument();
    expect(card.getByText("3 min read")).toBeInTheDocument();
    expect(card.getByRole("link", { name: "Reading sentiment" })).toHaveAttribute(
      "href",
      "/blog/article-1",
    );
    expect(card.getByText("What article 1 is about, in one sentence.")).toBeInTheDocument();
    expect(card.getByText("MO")).toBeInTheDocument();
    expect(card.getByText("Maya Okafor")).toBeInTheDocument();
    const date = card.getByText("Jan 15, 2026");
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("datetime", "2026-01-15");
  });

  it("filters by category from the keyboard and keeps the choice in ?category=", async () => {
    const user = userEvent.setup();
    renderBlog();
    const filters = screen.getByRole("group", { name: "Filter articles by category" });
    const buttons = within(filters).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual(["All", ...CATEGORIES]);
    expect(within(filters).getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    within(filters).getByRole("button", { name: "All" }).focus();
    await user.tab();
    await user.tab();
    expect(within(filters).getByRole("button", { name: "Engagement" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(cards()).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Article number 2" })).toBeInTheDocument();
    expect(within(filters).getByRole("button", { name: "Engagement" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(address()).toBe("/blog?category=Engagement");
    expect(screen.getByText("Showing 1 of 1 article in Engagement")).toBeInTheDocument();

    await user.click(within(filters).getByRole("button", { name: "All" }));
    expect(cards()).toHaveLength(4);
    expect(address()).toBe("/blog");
  });

  it("opens on the category the address names, and on All for an unknown one", () => {
    renderBlog(fourArticles, { path: "/blog?category=Community" });
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Community" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("treats an unknown category in the address as All", () => {
    renderBlog(fourArticles, { path: "/blog?category=Gossip" });
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  });

  it("has no Load More button when every article is shown", () => {
    renderBlog();
    expect(screen.getByText("Showing 4 of 4 articles")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load More Posts" })).not.toBeInTheDocument();
  });

  it("pages six at a time, and moves focus to the first article Load More revealed", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 8 }, (_, i) => fakeArticle(i + 1, { category: "Strategy" }));
    renderBlog(many);
    expect(cards()).toHaveLength(6);
    expect(screen.getByText("Showing 6 of 8 articles")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Load More Posts" }));

    expect(cards()).toHaveLength(8);
    expect(screen.queryByRole("button", { name: "Load More Posts" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Article number 7" })).toHaveFocus();
  });

  it("starts a new category at its first page", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 14 }, (_, i) =>
      fakeArticle(i + 1, { category: i < 13 ? "Strategy" : "Analytics" }),
    );
    renderBlog(many);
    await user.click(screen.getByRole("button", { name: "Load More Posts" }));
    expect(cards()).toHaveLength(12);

    await user.click(screen.getByRole("button", { name: "Strategy" }));
    expect(cards()).toHaveLength(6);
    expect(screen.getByText("Showing 6 of 13 articles in Strategy")).toBeInTheDocument();
  });

  it("says so when a category has no articles, with a way back to all", async () => {
    const user = userEvent.setup();
    renderBlog([fakeArticle(1)], { path: "/blog?category=Strategy" });
    expect(screen.getByText("No articles in Strategy yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show all articles" }));
    expect(cards()).toHaveLength(1);
  });
});

describe("subscribe block", () => {
  it("sends the trimmed address and shows the server's message", async () => {
    const user = userEvent.setup();
    const { client } = renderBlog();
    const input = screen.getByLabelText("Email address");
    const button = screen.getByRole("button", { name: "Subscribe" });
    expect(button).toBeDisabled();

    await user.type(input, "  ana@example.com ");
    await user.click(button);

    expect(client.subscribe).toHaveBeenCalledWith("ana@example.com");
    expect(await screen.findByText("Check your inbox.")).toBeInTheDocument();
    expect(input).toHaveValue("");
  });

  it("checks the address before calling the server", async () => {
    const user = userEvent.setup();
    const { client } = renderBlog();
    const input = screen.getByLabelText("Email address");
    await user.type(input, "not-an-email{Enter}");

    expect(client.subscribe).not.toHaveBeenCalled();
    expect(screen.getByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's error and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderBlog(fourArticles, {
      client: {
        subscribe: vi.fn(async () => {
          throw new Error(
            "Too many sign-up attempts from your network. Please try again in an hour.",
          );
        }),
      },
    });
    const input = screen.getByLabelText("Email address");
    await user.type(input, "ana@example.com{Enter}");

    expect(
      await screen.findByText(
        "Too many sign-up attempts from your network. Please try again in an hour.",
      ),
    ).toBeInTheDocument();
    expect(input).toHaveValue("ana@example.com");
  });

  it("reads Processing... and cannot submit twice while the call runs", async () => {
    const user = userEvent.setup();
    let finish: (value: { message: string }) => void = () => {};
    const subscribe = vi.fn(
      () =>
        new Promise<{ message: string }>((resolve) => {
          finish = resolve;
        }),
    );
    renderBlog(fourArticles, { client: { subscribe } });
    await user.type(screen.getByLabelText("Email address"), "ana@example.com{Enter}");

    const busy = screen.getByRole("button", { name: /Processing/ });
    expect(busy).toBeDisabled();
    await user.type(screen.getByLabelText("Email address"), "{Enter}");
    expect(subscribe).toHaveBeenCalledTimes(1);

    finish({ message: "Almost there!" });
    expect(await screen.findByText("Almost there!")).toBeInTheDocument();
  });
});
