import { PROFILE_MESSAGES } from "@commentlens/shared";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { AGENCY_TEXT } from "./messages";
import { COMPLETE_DELAY_MS, ProgressModal } from "./progress-modal";
import { fakeAgencyClient, fakeProgress, notFound, renderAgency } from "./test-utils";
import { PROGRESS_POLL_MS } from "./use-profile-progress";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderModal(client: ReturnType<typeof fakeAgencyClient>["client"]) {
  const onClose = vi.fn();
  const onComplete = vi.fn();
  function Page() {
    return (
      <ProgressModal
        target={{ id: "pa1", username: "ovenbird.bakehouse" }}
        onClose={onClose}
        onComplete={onComplete}
      />
    );
  }
  const rendered = renderAgency(Page, { path: "/agency", client });
  return { ...rendered, onClose, onComplete };
}

const dialog = () => within(screen.getByRole("dialog", { name: "Analyzing @ovenbird.bakehouse" }));

describe("ProgressModal", () => {
  it("follows the stream: steps, percent, posts done, step text, failed posts", async () => {
    const fake = fakeAgencyClient();
    renderModal(fake.client);
    await screen.findByRole("dialog");
    expect(fake.client.streamProgress).toHaveBeenCalledWith("pa1", expect.anything());
    expect(dialog().getByText("Connecting...")).toBeInTheDocument();
    expect(dialog().getByText(AGENCY_TEXT.backgroundNote)).toBeInTheDocument();

    act(() => fake.emit("pa1", fakeProgress({ failed_posts: 1 })));
    const steps = dialog().getAllByRole("listitem");
    expect(steps.map((s) => s.textContent)).toEqual([
      "Fetching comments (done)",
      "Analyzing comments (in progress)",
      "Generating insights (not started)",
      "Complete (not started)",
    ]);
    expect(steps[1]).toHaveAttribute("aria-current", "step");
    expect(dialog().getByText("40%")).toBeInTheDocument();
    expect(dialog().getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    expect(dialog().getByText("4 of 10 posts analyzed")).toBeInTheDocument();
    expect(dialog().getByText("Analyzing post 5 of 10...")).toBeInTheDocument();
    expect(dialog().getByText(/1 post could not be analysed/)).toBeInTheDocument();

    // An older record arriving late never moves the bar back.
    act(() => fake.emit("pa1", fakeProgress({ progress: 70, status: "aggregating" })));
    act(() => fake.emit("pa1", fakeProgress({ progress: 55, status: "aggregating" })));
    expect(dialog().getByText("70%")).toBeInTheDocument();
    expect(dialog().getAllByRole("listitem")[2]).toHaveAttribute("aria-current", "step");
  });

  it("polls every 2 s when the stream fails, and only logs failed lookups", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const progress = vi
      .fn()
      .mockResolvedValueOnce(fakeProgress({ progress: 20, completed_posts: 2 }))
      .mockRejectedValueOnce(new ApiError(500))
      .mockResolvedValue(fakeProgress({ progress: 60, completed_posts: 6 }));
    const fake = fakeAgencyClient({ progress });
    renderModal(fake.client);
    await screen.findByRole("dialog");
    act(() => fake.failStream("pa1"));
    expect(await dialog().findByText("20%")).toBeInTheDocument();
    expect(progress).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS));
    expect(progress).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalled();
    expect(dialog().getByText("20%")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS));
    expect(progress).toHaveBeenCalledTimes(3);
    expect(dialog().getByText("60%")).toBeInTheDocument();
    expect(dialog().getByText("6 of 10 posts analyzed")).toBeInTheDocument();
  });

  it("takes a 404 as completed and calls onComplete 2 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const progress = vi.fn(async () => {
      throw notFound();
    });
    const fake = fakeAgencyClient({ progress });
    const { onComplete } = renderModal(fake.client);
    await screen.findByRole("dialog");
    act(() => fake.emit("pa1", fakeProgress({ progress: 90, completed_posts: 9 })));
    act(() => fake.failStream("pa1"));

    expect(await dialog().findByText(/Analysis complete!/)).toBeInTheDocument();
    expect(dialog().getByText("100%")).toBeInTheDocument();
    expect(dialog().getByText("10 of 10 posts analyzed")).toBeInTheDocument();
    expect(
      dialog()
        .getAllByRole("listitem")
        .map((s) => s.textContent),
    ).toEqual([
      "Fetching comments (done)",
      "Analyzing comments (done)",
      "Generating insights (done)",
      "Complete (done)",
    ]);
    expect(dialog().getByRole("link", { name: "View Insights" })).toHaveAttribute(
      "href",
      "/agency/pa1",
    );
    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS - 100));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onComplete).toHaveBeenCalledWith("pa1");
    // Finished: no more lookups.
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS * 3));
    expect(progress).toHaveBeenCalledTimes(1);
  });

  it("calls onComplete 2 s after the stream reports completed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = fakeAgencyClient();
    const { onComplete } = renderModal(fake.client);
    await screen.findByRole("dialog");
    act(() =>
      fake.emit("pa1", fakeProgress({ status: "completed", progress: 100, completed_posts: 10 })),
    );
    expect(fake.streams[0]?.close).toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("shows the error of a failed analysis, or Analysis failed", async () => {
    const fake = fakeAgencyClient();
    const { onComplete } = renderModal(fake.client);
    await screen.findByRole("dialog");
    act(() =>
      fake.emit(
        "pa1",
        fakeProgress({ status: "failed", error: PROFILE_MESSAGES.noComments, progress: 30 }),
      ),
    );
    expect(dialog().getByRole("alert")).toHaveTextContent(PROFILE_MESSAGES.noComments);
    expect(dialog().queryByText(AGENCY_TEXT.backgroundNote)).not.toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("says Analysis failed when a failure carries no text", async () => {
    const fake = fakeAgencyClient({
      streamProgress: vi.fn(() => null),
      progress: vi.fn(async () => fakeProgress({ status: "failed", error: null })),
    });
    renderModal(fake.client);
    expect(await screen.findByRole("alert")).toHaveTextContent(PROFILE_MESSAGES.analysisFailed);
  });

  it("closes on Close and leaves the job running", async () => {
    const fake = fakeAgencyClient();
    const { user, onClose } = renderModal(fake.client);
    await screen.findByRole("dialog");
    await user.click(dialog().getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
    // Nothing is cancelled on the server; the page only stops listening once the modal goes.
    expect(fake.client.remove).not.toHaveBeenCalled();
  });
});
