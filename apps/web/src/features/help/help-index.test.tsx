import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { HelpArticleView } from "./help-article-view";
import { HelpIndex } from "./help-index";
import { createHelpSearch } from "./search-engine";
import { articles, documents, faq } from "./test-fixtures";

function Where() {
  const { pathname, hash } = useLocation();
  return <p>Now at {pathname + hash}</p>;
}

function renderHelp(loadSearch = async () => createHelpSearch(documents)) {
  const router = createMemoryRouter(
    [
      {
        path: "/help",
        element: <HelpIndex articles={articles} faq={faq} loadSearch={loadSearch} />,
      },
      { path: "*", element: <Where /> },
    ],
    { initialEntries: ["/help"] },
  );
  render(<RouterProvider router={router} />);
}

const box = () => screen.getByRole("combobox", { name: "Search the help center" });

describe("help index", () => {
  it("links to every article and to the other places to get help", () => {
    renderHelp();
    const list = screen.getByRole("heading", { name: "Articles" })
      .nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/help/getting-started", "/help/billing-plans"]);
    for (const href of ["/app", "/demo", "/pricing", "/contact"]) {
      expect(
        screen.getAllByRole("link").some((a) => a.getAttribute("href") === href),
        href,
      ).toBe(true);
    }
  });

  it("shows results as the user types, with the matched words highlighted", async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(box(), "refund");

    const results = await screen.findByRole("listbox", { name: "Search results" });
    const options = within(results).getAllByRole("option");
    expect(options.length).toBeGreaterThanOrEqual(2);
    expect(box()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("status")).toHaveTextContent(`${options.length} results`);
    const marks = results.querySelectorAll("mark");
    expect([...marks].map((m) => m.textContent?.toLowerCase())).toContain("refund");
  });

  it("moves through the results with the arrow keys and opens one with Enter", async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(box(), "stories");
    const option = await screen.findByRole("option", { name: /Which links work/ });

    await user.keyboard("{ArrowDown}");
    expect(option).toHaveAttribute("aria-selected", "true");
    expect(box()).toHaveAttribute("aria-activedescendant", option.id);
    await user.keyboard("{Enter}");

    expect(screen.getByText("Now at /help/getting-started#which-links-work")).toBeInTheDocument();
  });

  it("wraps around at both ends of the list", async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(box(), "refund");
    const options = await screen.findAllByRole("option");
    await user.keyboard("{ArrowUp}");
    expect(options.at(-1)).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
  });

  it("says when nothing matches, and Escape clears the box", async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(box(), "zzqqxx");

    expect(await screen.findByText("No results for “zzqqxx”")).toBeInTheDocument();
    expect(box()).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Escape}");
    expect(box()).toHaveValue("");
  });

  it("opens a FAQ result in place and puts focus on its question", async () => {
    const user = userEvent.setup();
    renderHelp();
    const question = screen.getByRole("button", { name: "Can I get a refund?" });
    expect(question).toHaveAttribute("aria-expanded", "false");

    await user.type(box(), "get a refund");
    await user.click(await screen.findByRole("option", { name: /Can I get a refund/ }));

    expect(question).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/within 30 days/)).toBeVisible();
    await waitFor(() => expect(question).toHaveFocus());
  });

  it("opens and closes FAQ answers as disclosures", async () => {
    const user = userEvent.setup();
    renderHelp();
    const question = screen.getByRole("button", {
      name: "Do I need to connect my Instagram account?",
    });
    const answer = document.getElementById(question.getAttribute("aria-controls") ?? "");
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute("aria-expanded", "true");
    expect(answer).toBeVisible();
    await user.keyboard("{Enter}");
    expect(question).toHaveAttribute("aria-expanded", "false");
  });

  it("says so if the search cannot be loaded", async () => {
    const user = userEvent.setup();
    renderHelp(() => Promise.reject(new Error("chunk failed")));
    await user.type(box(), "refund");
    expect(
      await screen.findByText("Search could not be loaded. Reload the page to try again."),
    ).toBeInTheDocument();
  });
});

describe("help article", () => {
  it("shows the article with the other articles beside it, the current one marked", () => {
    const [first] = articles;
    if (!first) throw new Error("no fixture");
    const router = createMemoryRouter(
      [
        {
          path: "/help/:slug",
          element: (
            <HelpArticleView
              article={first}
              body={{ html: "<p>Paste a link.</p>", headings: [] }}
              articles={articles}
            />
          ),
        },
      ],
      { initialEntries: ["/help/getting-started"] },
    );
    render(<RouterProvider router={router} />);

    expect(screen.getByRole("heading", { level: 1, name: "Getting Started" })).toBeInTheDocument();
    expect(screen.getByText("Paste a link.")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Help articles" });
    expect(within(nav).getByRole("link", { name: "Getting Started" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Billing & Plans" })).toHaveAttribute(
      "href",
      "/help/billing-plans",
    );
    expect(screen.getByRole("link", { name: "Help Center" })).toHaveAttribute("href", "/help");
    expect(document.title).toBe("Getting Started | CommentLens");
  });
});
