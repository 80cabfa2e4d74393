import { type AnalysisComment, errorCatalogue } from "@commentlens/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import type { AssignmentsClient, LabelsClient } from "../api";
import { Report } from "./report";
import { fakeClient, fixtureAnalysis, fixtureComments } from "./test-fixtures/fixture";

/** A question of the fixture: the reply work a team gives out. */
const question = fixtureComments.find(
  (c) => c.tags.includes("question") && !c.is_from_owner,
) as AnalysisComment;

const TEAM = [
  { user_id: "u-olga", email: "olga@example.com" },
  { user_id: "u-mia", email: "mia@example.com" },
];

function fakeAssignments(overrides: Partial<AssignmentsClient> = {}) {
  return {
    assignees: vi.fn(async () => TEAM),
    assign: vi.fn(
      async (
        _a: string,
        _c: string,
        input: { assignee_id: string | null; note?: string | null },
      ): Promise<AnalysisComment> => ({
        ...question,
        assignee: TEAM.find((m) => m.user_id === input.assignee_id) ?? null,
        assignment_note: input.note ?? null,
      }),
    ),
    ...overrides,
  };
}

const labels = {
  correct: vi.fn(),
  reset: vi.fn(),
  downloadUrl: () => "",
  mark: vi.fn(),
} as unknown as LabelsClient;

function renderTeamReport(canAssign: boolean, assignments = fakeAssignments()) {
  const analysis = fixtureAnalysis((a) => {
    a.can_correct = false;
    a.can_assign = canAssign;
  });
  // The explorer shows only the question under test.
  const client = fakeClient({}, [question]);
  render(
    <Report
      analysis={analysis}
      client={client}
      labels={{ client: labels, onChanged: async () => {} }}
      assignments={assignments}
    />,
  );
  return { user: userEvent.setup(), assignments, client, analysis };
}

const explorer = () =>
  screen.getByRole("heading", { level: 2, name: "All comments" }).closest("section") as HTMLElement;

describe("assigning comments on a team's report", () => {
  it("a teammate gives a question to another with a note, and the row says who has it", async () => {
    const { user, assignments, analysis } = renderTeamReport(true);
    const section = explorer();
    await within(section).findByText(question.text, { exact: false });
    // Team readers mark replies and assign them; labels are the owner's to correct.
    expect(
      within(section).getByRole("button", {
        name: `Mark @${question.username}'s comment answered`,
      }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: /Wrong label\?/ })).toBeNull();

    await user.click(
      within(section).getByRole("button", { name: `Assign @${question.username}'s comment` }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Assign this comment" });
    const teammate = within(dialog).getByLabelText("Teammate");
    await waitFor(() => expect(teammate).toBeEnabled());
    expect(
      within(teammate)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a teammate", "olga@example.com", "mia@example.com"]);
    expect(within(dialog).getByRole("button", { name: "Assign" })).toBeDisabled();
    await user.selectOptions(teammate, "mia@example.com");
    await user.type(within(dialog).getByLabelText(/Note/), "  Opening hours, please ");
    await user.click(within(dialog).getByRole("button", { name: "Assign" }));

    expect(assignments.assign).toHaveBeenCalledWith(analysis.id, question.id, {
      assignee_id: "u-mia",
      note: "Opening hours, please",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await within(section).findByText("Assigned to mia@example.com")).toBeInTheDocument();
    expect(within(section).getByText("Note: Opening hours, please")).toBeInTheDocument();
    expect(
      within(section).getByRole("button", { name: `Reassign @${question.username}'s comment` }),
    ).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's words when the teammate can't take it", async () => {
    const assignments = fakeAssignments({
      assign: vi.fn(async () => {
        throw new ApiError(400, errorCatalogue.ASSIGNEE_NOT_IN_TEAM, "ASSIGNEE_NOT_IN_TEAM");
      }),
    });
    const { user } = renderTeamReport(true, assignments);
    const section = explorer();
    await user.click(
      await within(section).findByRole("button", {
        name: `Assign @${question.username}'s comment`,
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Assign this comment" });
    const teammate = within(dialog).getByLabelText("Teammate");
    await waitFor(() => expect(teammate).toBeEnabled());
    await user.selectOptions(teammate, "olga@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Assign" }));
    expect(
      await within(dialog).findByText(errorCatalogue.ASSIGNEE_NOT_IN_TEAM),
    ).toBeInTheDocument();
    expect(within(section).queryByText(/^Assigned to .+@/)).toBeNull();
  });

  it("filters the explorer to the reader's own assignments", async () => {
    const { user, client } = renderTeamReport(true);
    const section = explorer();
    await user.selectOptions(within(section).getByLabelText("Assigned"), "Assigned to me");
    await waitFor(() =>
      expect(client.comments).toHaveBeenLastCalledWith(
        expect.any(String),
        expect.objectContaining({ assignee: "me" }),
        expect.anything(),
      ),
    );
    expect(await within(section).findByText("1 comment matches these filters")).toBeInTheDocument();
  });

  it("offers no assignment on a report that is not a team's", async () => {
    renderTeamReport(false);
    const section = explorer();
    await within(section).findByText(question.text, { exact: false });
    expect(within(section).queryByRole("button", { name: /Assign @/ })).toBeNull();
    expect(within(section).queryByLabelText("Assigned")).toBeNull();
  });
});
