import { ANALYSIS_COMPLETE_MESSAGE } from "@commentlens/shared";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fetchedSummary, ProgressPanel } from "./progress-panel";
import { fakeState } from "./test-utils";

const TITLES = [
  "Fetching Post Data",
  "Sentiment Analysis",
  "Audience Insights",
  "Engagement Analysis",
  "Strategic Recommendations",
];

/** Each step's title with its status, as a screen reader hears it. */
function steps(): string[] {
  return screen.getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent ?? "");
}

function current(): string | undefined {
  return (
    screen
      .getAllByRole("listitem")
      .find((item) => item.getAttribute("aria-current") === "step")
      ?.querySelector("p")?.firstChild?.textContent ?? undefined
  );
}

describe("ProgressPanel", () => {
  it("follows the server's states through the fetch phase and the four steps", () => {
    const { rerender } = render(
      <ProgressPanel state={fakeState({ status: "queued", message: "Queued..." })} />,
    );
    expect(steps()).toEqual(TITLES.map((title) => `${title} (not started)`));
    expect(screen.getByRole("status")).toHaveTextContent("Queued...");
    // Nothing known yet: an honest indeterminate bar, no percentage.
    expect(screen.getByRole("progressbar", { name: "Analysis progress" })).not.toHaveAttribute(
      "aria-valuenow",
    );

    rerender(
      <ProgressPanel
        state={fakeState({
          status: "fetching",
          step: "fetching",
          progress: 10,
          message: "Fetching post data...",
          fetched: { pages: 2, comments: 100, total: 400 },
        })}
      />,
    );
    expect(current()).toBe("Fetching Post Data");
    expect(screen.getByRole("status")).toHaveTextContent("Fetching post data...");
    expect(screen.getByText("100 of 400 comments fetched (page 2)")).toBeInTheDocument();
    const fetchBar = screen.getByRole("progressbar", { name: "Comments fetched" });
    expect(fetchBar).toHaveAttribute("aria-valuenow", "100");
    expect(fetchBar).toHaveAttribute("aria-valuemax", "400");
    expect(screen.getByText("10%")).toBeInTheDocument();

    const sequence = [
      ["sentiment", 35, "Initializing analysis..."],
      ["audience", 55, "Understanding your audience..."],
      ["engagement", 70, "Analyzing engagement patterns..."],
      ["strategy", 90, "Generating strategic recommendations..."],
    ] as const;
    sequence.forEach(([step, progress, message], index) => {
      rerender(
        <ProgressPanel
          state={fakeState({
            status: "analyzing",
            step,
            progress,
            message,
            fetched: { pages: 4, comments: 400, total: 400 },
          })}
        />,
      );
      expect(current()).toBe(TITLES[index + 1]);
      expect(screen.getByRole("status")).toHaveTextContent(message);
      expect(screen.getByRole("progressbar", { name: "Analysis progress" })).toHaveAttribute(
        "aria-valuenow",
        String(progress),
      );
      const statuses = steps();
      expect(statuses.slice(0, index + 1).every((text) => text.endsWith("(done)"))).toBe(true);
      expect(statuses.slice(index + 2).every((text) => text.endsWith("(not started)"))).toBe(true);
    });
    expect(screen.getByText("400 of 400 comments fetched (page 4)")).toBeInTheDocument();

    rerender(
      <ProgressPanel
        state={fakeState({
          status: "completed",
          step: "strategy",
          progress: 100,
          message: ANALYSIS_COMPLETE_MESSAGE,
          fetched: { pages: 4, comments: 400, total: 400 },
        })}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Analysis complete!");
  });

  it("shows an indeterminate fetch bar when the post does not say how many comments it has", () => {
    render(
      <ProgressPanel
        state={fakeState({
          status: "fetching",
          step: "fetching",
          progress: 5,
          fetched: { pages: 1, comments: 50, total: null },
        })}
      />,
    );
    expect(screen.getByText("50 comments fetched (page 1)")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Comments fetched" })).not.toHaveAttribute(
      "aria-valuenow",
    );
  });

  it("says a file import reads its file, with no pages, and counts the same five steps once done", () => {
    const { rerender } = render(
      <ProgressPanel
        state={fakeState({
          status: "fetching",
          step: "fetching",
          progress: 10,
          source: "import",
          fetched: { pages: 1, comments: 1204, total: 1204 },
        })}
      />,
    );
    expect(current()).toBe("Reading File");
    expect(screen.getByText("Reading file: 1,204 comments")).toBeInTheDocument();
    expect(screen.queryByText(/fetched|page/)).toBeNull();
    rerender(
      <ProgressPanel
        state={fakeState({
          status: "completed",
          step: "strategy",
          progress: 100,
          source: "import",
          fetched: { pages: 1, comments: 1204, total: 1204 },
        })}
      />,
    );
    expect(
      screen.getByText("1,204 comments read from the file; all five steps done."),
    ).toBeInTheDocument();
    expect(TITLES).toHaveLength(5);
  });

  it("formats large counts", () => {
    expect(fetchedSummary({ pages: 0, comments: 1234, total: 5678 })).toBe(
      "1,234 of 5,678 comments fetched",
    );
  });
});
