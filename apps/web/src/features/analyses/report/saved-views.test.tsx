import type { SavedView, SavedViewInput } from "@commentlens/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ViewsClient } from "../api";
import { Report } from "./report";
import { fakeClient, fixtureAnalysis } from "./test-fixtures/fixture";

function fakeViews(initial: SavedView[] = []) {
  let n = 0;
  return {
    list: vi.fn(async () => initial),
    save: vi.fn(
      async (_id: string, input: SavedViewInput): Promise<SavedView> => ({
        ...input,
        id: `v${++n}`,
        created_at: "2026-11-29T10:00:00.000Z",
      }),
    ),
    remove: vi.fn(async () => {}),
  } satisfies ViewsClient;
}

function renderReport(views: ViewsClient, address = "/app?analysis_id=a1") {
  const client = fakeClient();
  render(
    <MemoryRouter initialEntries={[address]}>
      <Report analysis={fixtureAnalysis()} client={client} views={views} />
    </MemoryRouter>,
  );
  const explorer = screen
    .getByRole("heading", { level: 2, name: "All comments" })
    .closest("section") as HTMLElement;
  return { user: userEvent.setup(), explorer, client };
}

describe("saved views", () => {
  it("saves the filters shown under a name, and applies or deletes a saved view", async () => {
    const views = fakeViews();
    const { user, explorer, client } = renderReport(
      views,
      "/app?analysis_id=a1&sentiment=negative",
    );
    expect(await within(explorer).findByText(/None yet/)).toBeInTheDocument();

    await user.click(within(explorer).getByRole("button", { name: "Save this view" }));
    await user.type(within(explorer).getByLabelText("Name of the view"), "Angry ones");
    await user.click(within(explorer).getByRole("button", { name: "Save view" }));
    const analysisId = fixtureAnalysis().id;
    expect(views.save).toHaveBeenCalledWith(analysisId, {
      name: "Angry ones",
      filters: { sentiment: "negative" },
    });
    const chip = await within(explorer).findByRole("button", { name: "Angry ones" });
    expect(chip).toHaveAttribute("aria-pressed", "true");

    // Another filter, then the view again.
    await user.click(within(explorer).getByRole("button", { name: "Positive" }));
    expect(chip).toHaveAttribute("aria-pressed", "false");
    await user.click(chip);
    await waitFor(() =>
      expect(within(explorer).getByRole("button", { name: "Negative" })).toHaveAttribute(
        "aria-pressed",
        "true",
      ),
    );
    expect(client.comments).toHaveBeenLastCalledWith(
      analysisId,
      expect.objectContaining({ label: "negative" }),
      expect.anything(),
    );

    await user.click(within(explorer).getByRole("button", { name: "Delete the view Angry ones" }));
    expect(views.remove).toHaveBeenCalledWith(analysisId, "v1");
    await waitFor(() =>
      expect(
        within(explorer).queryByRole("button", { name: "Angry ones" }),
      ).not.toBeInTheDocument(),
    );
  });

  it("has nothing to save before the comments are filtered", async () => {
    const { explorer } = renderReport(fakeViews());
    expect(await within(explorer).findByRole("button", { name: "Save this view" })).toBeDisabled();
  });
});
