import type { PostSchedule, TrendPoint } from "@commentlens/shared";
import { SCHEDULE_MESSAGES } from "@commentlens/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { fakeSchedulesClient } from "../../../components/schedules/fake-schedules-client";
import type { SchedulesClient } from "../api";
import { Report } from "./report";
import { fakeClient, fixtureAnalysis } from "./test-fixtures/fixture";

const point = (day: number, negative: number, comments: number): TrendPoint => ({
  analysis_id: `run-${day}`,
  created_at: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`,
  scheduled: day > 1,
  comments,
  positive: 100 - negative - 10,
  neutral: 10,
  negative,
  complaints: day,
  questions: 2,
  abusive: 0,
});

const fakeSchedules = fakeSchedulesClient;

function renderReport(schedules: SchedulesClient, canSchedule = true) {
  render(
    <MemoryRouter initialEntries={["/app?analysis_id=a1"]}>
      <Report
        analysis={fixtureAnalysis((a) => {
          a.can_schedule = canSchedule;
          a.source = "instagram";
        })}
        client={fakeClient()}
        schedules={schedules}
      />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const panel = async () =>
  (await screen.findByRole("heading", { level: 2, name: "Re-runs of this post" })).closest(
    "section",
  ) as HTMLElement;

describe("re-runs of a post", () => {
  it("schedules weekly re-runs with the alerts the owner ticks", async () => {
    const schedules = fakeSchedules();
    const user = renderReport(schedules);
    const section = await panel();
    expect(await within(section).findByText(/Not scheduled/)).toBeInTheDocument();

    await user.click(within(section).getByRole("button", { name: "Schedule re-runs" }));
    const dialog = await screen.findByRole("dialog", { name: "Re-run this post" });
    expect(within(dialog).getByText(SCHEDULE_MESSAGES.usage)).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Every week" })).toBeChecked();
    await user.click(within(dialog).getByRole("checkbox", { name: /Negative share rises/ }));
    const points = within(dialog).getByLabelText("Points the negative share must rise by");
    await user.clear(points);
    await user.type(points, "15");
    await user.click(within(dialog).getByRole("checkbox", { name: "Any new unanswered question" }));
    await user.click(within(dialog).getByRole("button", { name: "Save schedule" }));

    expect(schedules.set).toHaveBeenCalledWith(fixtureAnalysis().id, {
      frequency: "weekly",
      alerts: {
        negative_share_points: 15,
        new_complaints: null,
        new_abusive: false,
        new_unanswered: true,
      },
      paused: false,
    });
    expect(await within(section).findByText(/Re-runs every week/)).toBeInTheDocument();
    expect(
      within(section).getByText(
        /Mails you on negative share up more than 15 points, new unanswered questions\./,
      ),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole("button", { name: "Pause" }));
    expect(await within(section).findByText(/\(paused\)/)).toBeInTheDocument();
    expect(schedules.set).toHaveBeenLastCalledWith(
      fixtureAnalysis().id,
      expect.objectContaining({ paused: true }),
    );
  });

  it("says why a schedule stopped, and shows the runs as a trend with a table", async () => {
    const stopped: PostSchedule = {
      frequency: "daily",
      alerts: {
        negative_share_points: null,
        new_complaints: 3,
        new_abusive: true,
        new_unanswered: false,
      },
      paused: true,
      stopped: { reason: "usage_limit", message: SCHEDULE_MESSAGES.stopped.usage_limit },
      next_run_at: null,
      last_run_at: "2026-11-03T10:00:00.000Z",
      created_at: "2026-11-01T10:00:00.000Z",
    };
    const user = renderReport(
      fakeSchedules(stopped, [point(1, 10, 200), point(2, 12, 260), point(3, 25, 310)]),
    );
    const section = await panel();
    expect(await within(section).findByText(SCHEDULE_MESSAGES.stopped.usage_limit)).toBeVisible();
    expect(within(section).getByRole("button", { name: "Resume" })).toBeInTheDocument();
    expect(
      within(section).getByText(
        /The negative share went up from 10% to 25% over 3 runs since .*; comments went from 200 to 310\./,
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Show as table" }));
    const rows = within(section).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(within(rows[3] as HTMLElement).getByText("25%")).toBeVisible();
    expect(within(rows[3] as HTMLElement).getByText(/\(scheduled\)/)).toBeVisible();
  });

  it("is not offered to a reader who does not own the report", async () => {
    const schedules = fakeSchedules();
    renderReport(schedules, false);
    expect(await screen.findByRole("heading", { level: 2, name: "All comments" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Re-runs of this post" })).toBeNull();
    expect(schedules.get).not.toHaveBeenCalled();
  });
});
