import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api";
import { CommentExplorer } from "./comment-explorer";
import { tagCounts } from "./derive";
import { DEFAULT_FILTERS, type ExplorerFilters } from "./report-context";
import { fakeClient, fixtureAnalysis, fixtureComments } from "./test-fixtures/fixture";

const { result } = fixtureAnalysis();

function Harness({
  client,
  initial = DEFAULT_FILTERS,
}: {
  client: ReturnType<typeof fakeClient>;
  initial?: ExplorerFilters;
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <CommentExplorer
      analysisId="an_fixture"
      client={client}
      filters={filters}
      onFiltersChange={setFilters}
      tagOptions={tagCounts(result.comments)}
      languageOptions={result.language_breakdown}
    />
  );
}

function renderExplorer(client = fakeClient(), initial?: ExplorerFilters) {
  render(<Harness client={client} initial={initial} />);
  return { user: userEvent.setup(), client };
}

const rows = () => within(screen.getByRole("table")).queryAllByRole("row").slice(1);
const lastQuery = (client: ReturnType<typeof fakeClient>) => client.comments.mock.lastCall?.[1];

describe("CommentExplorer", () => {
  it("lists the most liked comments first, a window of rows at a time", async () => {
    const { client } = renderExplorer();
    expect(await screen.findByText("150 comments")).toBeInTheDocument();
    expect(client.comments).toHaveBeenCalledWith(
      "an_fixture",
      { sort: "likes", limit: 100 },
      expect.any(AbortSignal),
    );
    const table = screen.getByRole("table", { name: "Analysed comments" });
    expect(
      within(table)
        .getAllByRole("columnheader", { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(["Author", "Comment", "Likes", "Time", "Label", "Tags", "Language"]);

    const mostLiked = [...fixtureComments].sort((a, b) => (b.likes ?? 0) - (a.likes ?? 0))[0];
    if (!mostLiked) throw new Error("fixture is empty");
    const first = rows()[0] as HTMLElement;
    expect(first).toHaveTextContent(`@${mostLiked.username}`);
    expect(first).toHaveTextContent(mostLiked.text);
    expect(first).toHaveTextContent((mostLiked.likes ?? 0).toLocaleString("en-US"));
    expect(within(first).getByText(/Positive|Neutral|Negative/)).toBeInTheDocument();
    // Virtualised: far fewer rows in the DOM than the 100 loaded.
    expect(rows().length).toBeGreaterThan(5);
    expect(rows().length).toBeLessThan(40);
  });

  it("sends the label, tag, language and sort filters and shows the matching rows", async () => {
    const { user, client } = renderExplorer();
    await screen.findByText("150 comments");

    await user.click(screen.getByRole("button", { name: "Negative" }));
    await waitFor(() =>
      expect(lastQuery(client)).toEqual({ sort: "likes", label: "negative", limit: 100 }),
    );
    const negatives = fixtureComments.filter((c) => c.label === "negative").length;
    expect(
      await screen.findByText(`${negatives} comments match these filters`),
    ).toBeInTheDocument();
    for (const row of rows()) expect(row).toHaveTextContent("Negative");

    await user.click(screen.getByRole("button", { name: /^Complaints/ }));
    await waitFor(() =>
      expect(lastQuery(client)).toEqual({
        sort: "likes",
        label: "negative",
        tag: "complaint",
        limit: 100,
      }),
    );
    for (const row of rows()) expect(row).toHaveTextContent("Complaint");

    await user.selectOptions(screen.getByLabelText("Language"), "en");
    await user.selectOptions(screen.getByLabelText("Sort by"), "newest");
    await waitFor(() =>
      expect(lastQuery(client)).toEqual({
        sort: "newest",
        label: "negative",
        tag: "complaint",
        lang: "en",
        limit: 100,
      }),
    );
    for (const row of rows()) expect(row).toHaveTextContent("English");

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(lastQuery(client)).toEqual({ sort: "newest", limit: 100 }));
    expect(await screen.findByText("150 comments")).toBeInTheDocument();
  });

  it("searches once typing pauses", async () => {
    const { user, client } = renderExplorer();
    await screen.findByText("150 comments");
    const calls = client.comments.mock.calls.length;
    await user.type(screen.getByRole("searchbox", { name: "Search comments" }), "Moss");
    await waitFor(() =>
      expect(lastQuery(client)).toEqual({ sort: "likes", q: "Moss", limit: 100 }),
    );
    // One request for the search, not one per key press.
    expect(client.comments.mock.calls.length).toBe(calls + 1);
    const matching = fixtureComments.filter((c) => c.text.toLowerCase().includes("moss")).length;
    expect(await screen.findByText(`${matching} comments match these filters`)).toBeInTheDocument();
    for (const row of rows()) expect(row.textContent?.toLowerCase()).toContain("moss");
  });

  it("loads the next page when scrolled near the end", async () => {
    const { client } = renderExplorer();
    await screen.findByText("150 comments");
    expect(client.comments).toHaveBeenCalledTimes(1);
    const box = screen.getByRole("table");
    act(() => {
      box.scrollTop = 100 * 72;
      fireEvent.scroll(box);
    });
    await waitFor(() =>
      expect(lastQuery(client)).toEqual({ sort: "likes", limit: 100, cursor: "100" }),
    );
    await waitFor(() =>
      expect(screen.queryByText("Loading more comments…")).not.toBeInTheDocument(),
    );
    const last = [...fixtureComments].sort(
      (a, b) => (b.likes ?? 0) - (a.likes ?? 0) || a.timestamp.localeCompare(b.timestamp),
    )[149];
    act(() => {
      box.scrollTop = 150 * 72;
      fireEvent.scroll(box);
    });
    expect(await screen.findByText(`@${last?.username}`)).toBeInTheDocument();
    expect(client.comments).toHaveBeenCalledTimes(2);
  });

  it("says when nothing matches and offers to clear the filters", async () => {
    const { user } = renderExplorer();
    await screen.findByText("150 comments");
    await user.type(screen.getByRole("searchbox"), "zzzz-nothing");
    expect(
      await screen.findByText(
        "No comments match these filters. Try another search or clear the filters.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("0 comments match these filters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("150 comments")).toBeInTheDocument();
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });

  it("shows an error with a retry when a page cannot be loaded", async () => {
    const client = fakeClient();
    client.comments.mockRejectedValueOnce(new ApiError("Too many requests. Try again later.", 429));
    const { user } = renderExplorer(client);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many requests. Try again later.",
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("150 comments")).toBeInTheDocument();
  });

  it("shows only the comments behind a finding when opened from one", async () => {
    const ids = fixtureComments.slice(0, 3).map((c) => c.id);
    const { user, client } = renderExplorer(fakeClient(), {
      ...DEFAULT_FILTERS,
      evidence: { title: "Moss comes up in 5 comments", ids },
    });
    expect(
      await screen.findByText("Showing the comments behind “Moss comes up in 5 comments”"),
    ).toBeInTheDocument();
    expect(await screen.findByText("3 comments match these filters")).toBeInTheDocument();
    expect(lastQuery(client)).toEqual({ sort: "likes", ids: ids.join(","), limit: 100 });
    await user.click(screen.getByRole("button", { name: "Show all comments" }));
    expect(await screen.findByText("150 comments")).toBeInTheDocument();
  });
});
