import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToasterHost } from "../../components/ui/toaster-host";
import { ApiError } from "../../lib/api-client";
import { AuthProvider } from "../../lib/session/session";
import { fakeAuthClient, fakeSession } from "../../lib/session/test-utils";
import type { AnalysesClient } from "./api";
import { AnalysesClientProvider } from "./client-context";
import { DashboardPage, SEARCH_DEBOUNCE_MS } from "./dashboard-page";
import { fakeAnalysesClient, fakeSummary } from "./test-utils";

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {pathname + search}</p>;
}

function renderDashboard(client: AnalysesClient, signedIn = true) {
  const auth = fakeAuthClient({ getSession: async () => (signedIn ? fakeSession() : null) });
  const router = createMemoryRouter(
    [
      { path: "/dashboard", Component: DashboardPage },
      { path: "*", Component: Landed },
    ],
    { initialEntries: ["/dashboard"] },
  );
  render(
    <AuthProvider client={auth}>
      <AnalysesClientProvider value={client}>
        <RouterProvider router={router} />
        {/* The app's layout mounts the toaster; the page alone needs one to show its toasts. */}
        <ToasterHost />
      </AnalysesClientProvider>
    </AuthProvider>,
  );
  return userEvent.setup();
}

const cards = () => screen.queryAllByRole("article");

afterEach(() => {
  vi.useRealTimers();
});

describe("DashboardPage", () => {
  it("shows skeletons, then the cards with their details and links", async () => {
    let answer: (value: Awaited<ReturnType<AnalysesClient["list"]>>) => void = () => {};
    const list = vi.fn(
      () =>
        new Promise<Awaited<ReturnType<AnalysesClient["list"]>>>((resolve) => {
          answer = resolve;
        }),
    );
    const { client } = fakeAnalysesClient({ list });
    renderDashboard(client);
    expect(
      await screen.findByRole("heading", { level: 1, name: "My Analyses" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Loading your analyses...")).toBeInTheDocument();

    await act(async () =>
      answer({
        items: [
          fakeSummary({ id: "a1" }),
          fakeSummary({
            id: "a2",
            shortcode: "Reel1234",
            status: "analyzing",
            overall_sentiment: null,
            sentiment_score: null,
            total_comments: null,
            owner_username: null,
            caption: null,
          }),
          fakeSummary({
            id: "a3",
            source: "import",
            shortcode: null,
            file_name: "export.csv",
            post_url: "",
            owner_username: null,
            caption: null,
          }),
          fakeSummary({
            id: "a4",
            shortcode: "Fail1234",
            post_url: "https://www.instagram.com/p/Fail1234/",
            status: "failed",
            overall_sentiment: null,
            sentiment_score: null,
            caption: null,
            error: "Post not found",
          }),
        ],
        next_cursor: null,
      }),
    );
    expect(cards()).toHaveLength(4);

    // A card is called by what the post says; the shortcode is shown beside, in small.
    const first = within(screen.getByRole("article", { name: "Sourdough day" }));
    expect(first.getByRole("heading", { name: "Sourdough day" })).toBeInTheDocument();
    expect(first.getByText("DeuGrzTl6DY")).toBeInTheDocument();
    expect(first.getByText("@ana.bakes")).toBeInTheDocument();
    expect(first.getByText(/Positive/)).toHaveTextContent("Positive· 73%");
    expect(first.getByText("3 days ago")).toHaveAttribute("datetime");
    expect(first.getByRole("link", { name: /View Analysis/ })).toHaveAttribute(
      "href",
      "/app?analysis_id=a1",
    );
    const post = first.getByRole("link", { name: /View Post/ });
    expect(post).toHaveAttribute("href", "https://www.instagram.com/p/DeuGrzTl6DY/");
    expect(post).toHaveAttribute("target", "_blank");

    const running = within(screen.getByRole("article", { name: "Reel1234" }));
    expect(running.getByText("In progress")).toBeInTheDocument();

    const imported = within(screen.getByRole("article", { name: "export.csv" }));
    expect(imported.getByText("Imported")).toBeInTheDocument();
    expect(imported.queryByRole("link", { name: /View Post/ })).not.toBeInTheDocument();

    // No caption: whose post it is. A failed run offers Retry and Delete, nothing to view.
    const failed = within(screen.getByRole("article", { name: "Post by @ana.bakes" }));
    expect(failed.getByText("Failed")).toBeInTheDocument();
    expect(failed.getByText("Post not found")).toBeInTheDocument();
    expect(failed.queryByRole("link", { name: /View Analysis/ })).toBeNull();
    expect(failed.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(failed.getByRole("button", { name: /Delete/ })).toBeInTheDocument();

    // What is left of the plan this month.
    expect(screen.getByText("2 of 5 analyses used")).toBeInTheDocument();
  });

  it("shows a post analysed again as one card with its runs and their sentiment trend", async () => {
    const day = 24 * 3600 * 1000;
    const run = (id: string, daysAgo: number, score: number) =>
      fakeSummary({
        id,
        sentiment_score: score,
        created_at: new Date(Date.now() - daysAgo * day).toISOString(),
      });
    const { client } = fakeAnalysesClient({
      list: vi.fn(async () => ({
        items: [
          run("new", 1, 0.71),
          fakeSummary({ id: "other", shortcode: "Other123", caption: "Other post" }),
          run("mid", 5, 0.68),
          run("old", 9, 0.62),
        ],
        next_cursor: null,
      })),
    });
    const user = renderDashboard(client);
    const card = within(await screen.findByRole("article", { name: "Sourdough day" }));
    expect(cards()).toHaveLength(2);
    expect(card.getByRole("link", { name: /View Analysis/ })).toHaveAttribute(
      "href",
      "/app?analysis_id=new",
    );
    await user.click(card.getByText("Analysed 3 times · sentiment 62% → 68% → 71%"));
    const runs = within(card.getByRole("list", { name: "Earlier runs" }));
    expect(runs.getAllByRole("listitem")).toHaveLength(2);
    expect(runs.getAllByRole("link", { name: "View" }).map((l) => l.getAttribute("href"))).toEqual([
      "/app?analysis_id=mid",
      "/app?analysis_id=old",
    ]);
  });

  it("runs a failed post analysis again and opens it", async () => {
    const { client } = fakeAnalysesClient({
      list: vi.fn(async () => ({
        items: [
          fakeSummary({
            id: "a4",
            post_url: "https://www.instagram.com/p/Fail1234/",
            status: "failed",
            overall_sentiment: null,
            sentiment_score: null,
            error: "Post not found",
          }),
        ],
        next_cursor: null,
      })),
      create: vi.fn(async () => ({ id: "a9" })),
    });
    const user = renderDashboard(client);
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    expect(client.create).toHaveBeenCalledWith("https://www.instagram.com/p/Fail1234/");
    expect(await screen.findByText("Landed on /app?analysis_id=a9")).toBeInTheDocument();
  });

  it("says there is nothing yet and links to the analysis page", async () => {
    const { client } = fakeAnalysesClient();
    renderDashboard(client);
    expect(
      await screen.findByText("No analyses yet — analyse your first post."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Analyze a post" })).toHaveAttribute("href", "/app");
  });

  it("says when the list cannot load, and tries again", async () => {
    const list = vi.fn<AnalysesClient["list"]>(async () => {
      throw new ApiError(500, "Something went wrong on our side.");
    });
    const { client } = fakeAnalysesClient({ list });
    const user = renderDashboard(client);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to load your analyses. Please try again later.",
    );
    list.mockResolvedValueOnce({ items: [fakeSummary()], next_cursor: null });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article")).toBeInTheDocument();
  });

  it("deletes after confirmation: focus on Cancel, Deleting... while busy, the card goes", async () => {
    let finish: () => void = () => {};
    const remove = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { client } = fakeAnalysesClient({
      list: vi.fn(async () => ({
        items: [
          fakeSummary({ id: "a1" }),
          fakeSummary({ id: "a2", shortcode: "Other123", caption: "Other post" }),
        ],
        next_cursor: null,
      })),
      remove,
    });
    const user = renderDashboard(client);
    await user.click(await screen.findByRole("button", { name: "Delete analysis Sourdough day" }));

    const dialog = screen.getByRole("dialog", { name: "Delete analysis?" });
    expect(dialog).toHaveTextContent("cannot be undone");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete analysis Sourdough day" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(remove).toHaveBeenCalledWith("a1");
    expect(screen.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();

    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole("article", { name: "Other post" })).toBeInTheDocument();
    expect(await screen.findByText("Analysis deleted")).toBeInTheDocument();
  });

  it("keeps the card and says so when deleting fails", async () => {
    const { client } = fakeAnalysesClient({
      list: vi.fn(async () => ({ items: [fakeSummary()], next_cursor: null })),
      remove: vi.fn(async () => {
        throw new ApiError(500, "Something went wrong on our side.");
      }),
    });
    const user = renderDashboard(client);
    await user.click(await screen.findByRole("button", { name: /Delete analysis/ }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to delete analysis.",
    );
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();
    await user.keyboard("{Escape}");
    expect(cards()).toHaveLength(1);
  });

  it("loads more with the cursor", async () => {
    const list = vi.fn(async (params?: { cursor?: string }) =>
      params?.cursor
        ? {
            items: [fakeSummary({ id: "a2", shortcode: "Second12", caption: "Second post" })],
            next_cursor: null,
          }
        : { items: [fakeSummary({ id: "a1" })], next_cursor: "c1" },
    );
    const { client } = fakeAnalysesClient({ list });
    const user = renderDashboard(client);
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("article", { name: "Second post" })).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: "c1" }));
    expect(cards()).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("searches once typing pauses", async () => {
    const list = vi.fn(async (params?: { q?: string }) =>
      params?.q ? { items: [], next_cursor: null } : { items: [fakeSummary()], next_cursor: null },
    );
    const { client } = fakeAnalysesClient({ list });
    const user = renderDashboard(client);
    await screen.findByRole("article");
    await user.type(screen.getByRole("searchbox", { name: "Search analyses" }), "cake");
    // One request for the whole word, not one per key.
    await waitFor(
      () =>
        expect(list).toHaveBeenLastCalledWith(
          expect.objectContaining({ q: "cake" }),
          expect.anything(),
        ),
      {
        timeout: SEARCH_DEBOUNCE_MS * 4,
      },
    );
    expect(list.mock.calls.filter(([params]) => params?.q)).toHaveLength(1);
    expect(await screen.findByText("No analyses match “cake”.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByRole("article")).toBeInTheDocument();
  });
});
