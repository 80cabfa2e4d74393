import type {
  AnalysisComment,
  CommentResult,
  CommentStance,
  CommentTag,
  CommentTarget,
} from "@commentlens/shared";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { CommentExplorer } from "./comment-explorer";
import { aboutCounts, stanceCounts, tagCounts, targetCounts } from "./derive";
import { DEFAULT_FILTERS, type ExplorerFilters } from "./report-context";
import { fakeClient, fixtureAnalysis, fixtureComments } from "./test-fixtures/fixture";

const { result } = fixtureAnalysis();

function Harness({
  client,
  initial = DEFAULT_FILTERS,
  comments = result.comments,
}: {
  client: ReturnType<typeof fakeClient>;
  initial?: ExplorerFilters;
  comments?: readonly CommentResult[];
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <CommentExplorer
      analysisId="an_fixture"
      client={client}
      filters={filters}
      onFiltersChange={setFilters}
      tagOptions={tagCounts(comments)}
      targetOptions={targetCounts(comments)}
      stanceOptions={stanceCounts(comments)}
      aboutOptions={aboutCounts(comments)}
      languageOptions={result.language_breakdown}
    />
  );
}

function renderExplorer(client = fakeClient(), initial?: ExplorerFilters) {
  render(<Harness client={client} initial={initial} />);
  return { user: userEvent.setup(), client };
}

const TARGETS: CommentTarget[] = ["creator", "subject", "commenter", "other", "none"];
const NEWER_TAGS: CommentTag[] = ["friend_tag", "toxic", "giveaway_entry"];

/** The fixture's comments read as each target in turn, some with the newer tags. */
const aimedComments: AnalysisComment[] = fixtureComments.map((c, i) => ({
  ...c,
  target: TARGETS[i % TARGETS.length] as CommentTarget,
  tags: i % 7 === 0 ? [NEWER_TAGS[(i / 7) % NEWER_TAGS.length] as CommentTag] : c.tags,
}));

function renderAimed() {
  const client = fakeClient({}, aimedComments);
  render(<Harness client={client} comments={aimedComments} />);
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

  it("filters by whom the comments are aimed at, beside the other filters", async () => {
    const { user, client } = renderAimed();
    await screen.findByText("150 comments");
    const aimedAt = screen.getByLabelText("Aimed at");
    const count = (target: CommentTarget) =>
      aimedComments.filter((c) => c.target === target).length;
    expect(
      within(aimedAt)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Anyone",
      `The creator (${count("creator")})`,
      `The subject of the post (${count("subject")})`,
      `Other commenters (${count("commenter")})`,
      `Someone else (${count("other")})`,
      `No one in particular (${count("none")})`,
    ]);

    await user.selectOptions(aimedAt, "commenter");
    await waitFor(() =>
      expect(lastQuery(client)).toEqual({ sort: "likes", target: "commenter", limit: 100 }),
    );
    expect(
      await screen.findByText(`${count("commenter")} comments match these filters`),
    ).toBeInTheDocument();
    for (const row of rows()) expect(row).toHaveTextContent("Reply to a commenter");

    await user.click(screen.getByRole("button", { name: "Negative" }));
    await waitFor(() =>
      expect(lastQuery(client)).toEqual({
        sort: "likes",
        label: "negative",
        target: "commenter",
        limit: 100,
      }),
    );

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(lastQuery(client)).toEqual({ sort: "likes", limit: 100 }));
    expect(screen.getByLabelText("Aimed at")).toHaveValue("");
  });

  it("filters by stance and by whom comments are about, and says it on each row", async () => {
    const STANCES: CommentStance[] = ["support", "attack", "neutral"];
    const sided: AnalysisComment[] = fixtureComments.map((c, i) => ({
      ...c,
      stance: STANCES[i % 3] as CommentStance,
      about: i % 3 === 2 ? null : i % 2 === 0 ? "@trailhead" : "@nadia.frames",
    }));
    const client = fakeClient({}, sided);
    render(<Harness client={client} comments={sided} />);
    const user = userEvent.setup();
    await screen.findByText("150 comments");
    const count = (stance: CommentStance) => sided.filter((c) => c.stance === stance).length;
    const stance = screen.getByLabelText("Stance");
    expect(
      within(stance)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Any stance",
      `Supportive (${count("support")})`,
      `Critical (${count("attack")})`,
      `No side (${count("neutral")})`,
    ]);

    await user.selectOptions(stance, "attack");
    await waitFor(() =>
      expect(lastQuery(client)).toEqual({ sort: "likes", stance: "attack", limit: 100 }),
    );
    expect(
      await screen.findByText(`${count("attack")} comments match these filters`),
    ).toBeInTheDocument();
    for (const row of rows()) expect(row).toHaveTextContent(/Against @(trailhead|nadia\.frames)/);

    const about = screen.getByLabelText("About");
    await user.selectOptions(about, "@nadia.frames");
    await waitFor(() =>
      expect(lastQuery(client)).toEqual({
        sort: "likes",
        stance: "attack",
        about: "@nadia.frames",
        limit: 100,
      }),
    );
    const both = sided.filter((c) => c.stance === "attack" && c.about === "@nadia.frames");
    expect(
      await screen.findByText(`${both.length} comments match these filters`),
    ).toBeInTheDocument();
    for (const row of rows()) expect(row).toHaveTextContent("Against @nadia.frames");
  });

  it("labels each row with whom it is aimed at and its tags by their names", async () => {
    const { user } = renderAimed();
    await screen.findByText("150 comments");
    const label: Record<CommentTarget, string | null> = {
      creator: "To the creator",
      subject: "About the subject",
      commenter: "Reply to a commenter",
      other: "About someone else",
      none: null,
    };
    const shown = rows();
    expect(shown.length).toBeGreaterThan(5);
    for (const row of shown) {
      const author = within(row).getAllByRole("cell")[0]?.textContent?.slice(1);
      const comment = aimedComments.find((c) => c.username === author);
      if (!comment) throw new Error(`no comment by ${author}`);
      const expected = label[comment.target];
      for (const text of Object.values(label)) {
        if (text && text !== expected) expect(row).not.toHaveTextContent(text);
      }
      if (expected) expect(row).toHaveTextContent(expected);
    }

    // The tag filter lists the newer tags, and rows name them.
    await user.click(screen.getByRole("button", { name: /^Friend tags/ }));
    expect(await within(rows()[0] as HTMLElement).findByText("Friend tag")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Giveaway entries/ }));
    expect(await within(rows()[0] as HTMLElement).findByText("Giveaway entry")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Toxic/ }));
    const toxic = await within(rows()[0] as HTMLElement).findByText("Toxic");
    expect(toxic.querySelector("svg")).not.toBeNull();
  });

  it("leaves out the Aimed at filter when no comment has a target", async () => {
    renderExplorer();
    await screen.findByText("150 comments");
    expect(screen.queryByLabelText("Aimed at")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Language")).toBeInTheDocument();
    for (const text of ["To the creator", "About the subject", "Reply to a commenter"]) {
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    }
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
    client.comments.mockRejectedValueOnce(new ApiError(429, "Too many requests. Try again later."));
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
