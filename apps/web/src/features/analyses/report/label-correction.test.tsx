import { type AnalysisComment, type LabelCorrection, TAG_NAMES } from "@commentlens/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import type { LabelsClient } from "../api";
import { Report } from "./report";
import { fakeClient, fixtureAnalysis, fixtureComments } from "./test-fixtures/fixture";

/** The most liked positive comment: the explorer lists it first. */
const first = [...fixtureComments]
  .filter((c) => c.label === "positive")
  .sort((a, b) => (b.likes ?? -1) - (a.likes ?? -1))[0] as AnalysisComment;

function fakeLabels(overrides: Partial<LabelsClient> = {}) {
  return {
    correct: vi.fn(
      async (
        _analysis: string,
        _comment: string,
        c: LabelCorrection,
      ): Promise<AnalysisComment> => ({
        ...first,
        label: c.label,
        target: c.target,
        tags: c.tags,
        corrected: true,
      }),
    ),
    reset: vi.fn(async () => ({ ...first, corrected: false })),
    downloadUrl: (id: string) => `/api/analyses/${id}/corrections`,
    mark: vi.fn(
      async (_a: string, _c: string, input: { status: "answered" | "handled" | null }) => ({
        ...first,
        status: input.status,
        status_note: null,
      }),
    ),
    ...overrides,
  };
}

function renderReport(canCorrect: boolean, labels = fakeLabels()) {
  const onChanged = vi.fn(async () => {});
  const analysis = fixtureAnalysis((a) => {
    a.can_correct = canCorrect;
  });
  // The explorer shows only the comment under test, as most liked.
  const client = fakeClient({}, [first]);
  render(<Report analysis={analysis} client={client} labels={{ client: labels, onChanged }} />);
  return { user: userEvent.setup(), labels, onChanged, analysis };
}

const explorer = () => {
  const heading = screen.getByRole("heading", { level: 2, name: "All comments" });
  return heading.closest("section") as HTMLElement;
};

describe("correcting a label", () => {
  it("the owner sets a comment's sentiment, target and tags; the row says so and the report is read again", async () => {
    const { user, labels, onChanged, analysis } = renderReport(true);
    const open = await within(explorer()).findByRole("button", { name: /Wrong label\?/ });
    await user.click(open);

    const dialog = await screen.findByRole("dialog", { name: "Correct this comment's labels" });
    expect(within(dialog).getByText(first.text, { exact: false })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "Negative" }));
    await user.selectOptions(within(dialog).getByLabelText("Who it is about"), "creator");
    // The analyzer's tags come ticked: untick them.
    for (const tag of first.tags) {
      if (tag !== "creator_reply") {
        await user.click(within(dialog).getByRole("checkbox", { name: TAG_NAMES[tag] }));
      }
    }
    await user.click(within(dialog).getByRole("checkbox", { name: "Complaint" }));
    await user.click(within(dialog).getByRole("button", { name: "Save correction" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(labels.correct).toHaveBeenCalledWith(analysis.id, first.id, {
      label: "negative",
      target: "creator",
      tags: ["complaint"],
    });
    expect(onChanged).toHaveBeenCalledTimes(1);
    const row = explorer();
    expect(within(row).getByText("Corrected by you")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: /Edit labels/ })).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when saving fails", async () => {
    const labels = fakeLabels({
      correct: vi.fn(async () => {
        throw new ApiError(
          429,
          "Too many requests. Please wait a moment and try again.",
          "RATE_LIMITED",
        );
      }),
    });
    const { user, onChanged } = renderReport(true, labels);
    await user.click(await within(explorer()).findByRole("button", { name: /Wrong label\?/ }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Save correction" }));
    expect(
      await within(dialog).findByText("Too many requests. Please wait a moment and try again."),
    ).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("button", { name: "Save correction" })).toBeEnabled();
  });

  it("offers no correction to a reader who does not own the report", async () => {
    renderReport(false);
    await within(explorer()).findByText(first.text, { exact: false });
    expect(screen.queryByRole("button", { name: /Wrong label\?/ })).not.toBeInTheDocument();
  });

  it("counts the owner's corrections and links their labelled file", () => {
    const labels = fakeLabels();
    const onChanged = vi.fn(async () => {});
    const analysis = fixtureAnalysis((a) => {
      a.can_correct = true;
      for (const c of a.result.comments.slice(0, 2)) c.corrected = true;
    });
    render(
      <Report analysis={analysis} client={fakeClient()} labels={{ client: labels, onChanged }} />,
    );
    expect(
      within(explorer()).getByText(/2 comments corrected by you/, { exact: false }),
    ).toBeInTheDocument();
    expect(
      within(explorer()).getByRole("link", { name: "Download your corrections (.jsonl)" }),
    ).toHaveAttribute("href", `/api/analyses/${analysis.id}/corrections`);
  });
});

describe("marking questions answered", () => {
  it("takes a question marked answered out of the unanswered questions", async () => {
    const analysis = fixtureAnalysis((a) => {
      a.can_correct = true;
    });
    const questionId = analysis.result.unanswered_questions.comment_ids[0] as string;
    const question = fixtureComments.find((c) => c.id === questionId) as AnalysisComment;
    const labels = fakeLabels({
      mark: vi.fn(async () => ({ ...question, status: "answered" as const, status_note: null })),
    });
    const onChanged = vi.fn(async () => {});
    render(
      <Report analysis={analysis} client={fakeClient()} labels={{ client: labels, onChanged }} />,
    );
    const section = screen
      .getByRole("heading", { level: 2, name: "Unanswered questions" })
      .closest("section") as HTMLElement;
    const list = await within(section).findByRole("list", { name: "Unanswered questions" });
    const before = within(list).getAllByRole("listitem").length;
    const user = userEvent.setup();
    await user.click(
      within(list).getByRole("button", {
        name: `Mark @${question.username}'s comment answered`,
      }),
    );
    expect(labels.mark).toHaveBeenCalledWith(analysis.id, questionId, { status: "answered" });
    await waitFor(() =>
      expect(within(section).queryByText(question.text, { exact: false })).not.toBeInTheDocument(),
    );
    expect(
      within(section).getByText(/1 you marked answered or handled is left out/),
    ).toBeInTheDocument();
    expect(within(section).queryAllByRole("listitem").length).toBe(before - 1);
  });
});
