import { PROFILE_MESSAGES, PROFILE_URL_MESSAGES } from "@commentlens/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { AgencyPage } from "./agency-page";
import { AGENCY_TEXT, SUCCESS_MESSAGE_MS } from "./messages";
import { fakeAgencyClient, fakeProgress, fakeSummary, NO_AGENCY, renderAgency } from "./test-utils";
import { LIST_POLL_MS } from "./use-agency-data";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const open = (client: ReturnType<typeof fakeAgencyClient>["client"]) =>
  renderAgency(AgencyPage, { path: "/agency", client });

const newButton = () => screen.getByRole("button", { name: AGENCY_TEXT.newAnalysis });

describe("AgencyPage access", () => {
  it("shows a non-agency user the yellow banner with Upgrade now, and disabled buttons", async () => {
    const { client } = fakeAgencyClient({ access: vi.fn(async () => NO_AGENCY) });
    open(client);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Agency Dashboard" }),
    ).toBeVisible();
    expect(await screen.findByText(/Profile analysis is only available/)).toBeInTheDocument();
    const banner = screen.getByText(/Profile analysis is only available/).closest("[role=status]");
    expect(banner).toHaveTextContent(PROFILE_MESSAGES.subscriptionRequired);
    expect(
      within(banner as HTMLElement).getByRole("link", { name: "Upgrade now" }),
    ).toHaveAttribute("href", "/pricing");
    expect(newButton()).toBeDisabled();
    expect(await screen.findByRole("heading", { name: AGENCY_TEXT.emptyTitle })).toBeVisible();
    expect(screen.getByRole("button", { name: AGENCY_TEXT.startFirst })).toBeDisabled();
    expect(screen.queryByRole("heading", { name: "Report branding" })).not.toBeInTheDocument();
  });

  it("treats a list refused for lack of Agency as empty", async () => {
    const { client } = fakeAgencyClient({
      access: vi.fn(async () => NO_AGENCY),
      list: vi.fn(async () => {
        throw new ApiError(403, "Agency plan required", "AGENCY_REQUIRED");
      }),
    });
    open(client);
    expect(await screen.findByRole("heading", { name: AGENCY_TEXT.emptyTitle })).toBeVisible();
    expect(screen.queryByText(PROFILE_MESSAGES.loadFailed)).not.toBeInTheDocument();
  });

  it("enables the buttons for an Agency owner", async () => {
    const { client } = fakeAgencyClient();
    open(client);
    expect(await screen.findByRole("button", { name: AGENCY_TEXT.startFirst })).toBeEnabled();
    expect(newButton()).toBeEnabled();
    expect(screen.queryByText(/Profile analysis is only available/)).not.toBeInTheDocument();
  });

  it("tells a team member whose analyses they share", async () => {
    const { client } = fakeAgencyClient({
      access: vi.fn(async () => ({
        allowed: true,
        role: "member" as const,
        team_owner_email: "olga@example.com",
      })),
    });
    open(client);
    expect(await screen.findByText(/team analyses/)).toHaveTextContent(
      "You share olga@example.com's team analyses",
    );
  });

  it("offers a member Delete only on the analyses they started", async () => {
    const { client } = fakeAgencyClient({
      access: vi.fn(async () => ({
        allowed: true,
        role: "member" as const,
        team_owner_email: "olga@example.com",
      })),
      list: vi.fn(async () => [
        fakeSummary({ id: "mine", instagram_username: "mine.shop", created_by: "ana@example.com" }),
        fakeSummary({
          id: "olgas",
          instagram_username: "olgas.shop",
          created_by: "olga@example.com",
        }),
      ]),
    });
    open(client);
    expect(
      await screen.findByRole("button", { name: "Delete analysis of @mine.shop" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Delete analysis of @olgas.shop" }),
    ).not.toBeInTheDocument();
  });

  it("shows a viewer the team's reports to open, with nothing to start, export or delete", async () => {
    const { client } = fakeAgencyClient({
      access: vi.fn(async () => ({
        allowed: true,
        role: "viewer" as const,
        team_owner_email: "olga@example.com",
      })),
      list: vi.fn(async () => [
        fakeSummary({
          id: "olgas",
          instagram_username: "olgas.shop",
          created_by: "olga@example.com",
        }),
      ]),
    });
    open(client);
    expect(await screen.findByText(/view-only access/)).toHaveTextContent(
      "You have view-only access to olga@example.com's team",
    );
    expect(await screen.findByText("@olgas.shop")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: AGENCY_TEXT.newAnalysis })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Export Report/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Delete analysis/ })).not.toBeInTheDocument();
  });
});

describe("AgencyPage cards", () => {
  it("shows a spinner first, then one card per analysis in each state", async () => {
    let answer: (value: ReturnType<typeof fakeSummary>[]) => void = () => {};
    const { client } = fakeAgencyClient({
      list: vi.fn(
        () =>
          new Promise<ReturnType<typeof fakeSummary>[]>((resolve) => {
            answer = resolve;
          }),
      ),
    });
    open(client);
    await screen.findByRole("heading", { level: 1, name: "Agency Dashboard" });
    expect(screen.getByText("Loading profile analyses...")).toBeInTheDocument();

    await act(async () =>
      answer([
        fakeSummary({ id: "done" }),
        fakeSummary({
          id: "running",
          instagram_username: "kiln.and.clay",
          profile_url: "https://www.instagram.com/kiln.and.clay/",
          analysis_status: "in_progress",
          completed_posts: 4,
          total_posts: 10,
          engagement_rate: null,
          sentiment_score: null,
          overall_sentiment: null,
        }),
        fakeSummary({
          id: "empty",
          instagram_username: "no.posts.yet",
          analysis_status: "in_progress",
          completed_posts: 0,
          total_posts: 0,
        }),
        fakeSummary({
          id: "failed",
          instagram_username: "private.account",
          analysis_status: "failed",
          completed_posts: 0,
          error: "This profile is private.",
        }),
        fakeSummary({
          id: "odd",
          instagram_username: "odd.one",
          analysis_status: "paused" as "failed",
        }),
      ]),
    );
    expect(screen.getAllByRole("article")).toHaveLength(5);

    const done = within(screen.getByRole("article", { name: "@ovenbird.bakehouse" }));
    expect(done.getByText("Completed")).toBeInTheDocument();
    expect(done.getByText("2 days ago")).toHaveAttribute("datetime");
    expect(done.getByText("3.5%")).toBeInTheDocument();
    expect(done.getByText(/Positive/)).toHaveTextContent("Positive· 71%");
    expect(done.getByRole("link", { name: "View Insights" })).toHaveAttribute(
      "href",
      "/agency/done",
    );
    expect(
      done.getByRole("button", { name: "Export Report of @ovenbird.bakehouse" }),
    ).toBeVisible();
    expect(done.queryByRole("progressbar")).not.toBeInTheDocument();
    const profile = done.getByRole("link", { name: /View Profile/ });
    expect(profile).toHaveAttribute("href", "https://www.instagram.com/ovenbird.bakehouse/");
    expect(profile).toHaveAttribute("target", "_blank");
    expect(profile.getAttribute("rel")).toContain("noopener");

    const running = within(screen.getByRole("article", { name: "@kiln.and.clay" }));
    expect(running.getByText("In progress")).toBeInTheDocument();
    expect(
      running.getByRole("progressbar", { name: "Progress of @kiln.and.clay" }),
    ).toHaveAttribute("aria-valuenow", "40");
    expect(running.getByText("40%")).toBeInTheDocument();
    expect(running.getByRole("button", { name: "View Progress" })).toBeVisible();
    expect(running.queryByRole("link", { name: "View Insights" })).not.toBeInTheDocument();
    expect(running.queryByText("Engagement rate")).not.toBeInTheDocument();

    const empty = within(screen.getByRole("article", { name: "@no.posts.yet" }));
    expect(empty.getByText("0%")).toBeInTheDocument();

    const failed = within(screen.getByRole("article", { name: "@private.account" }));
    expect(failed.getByText("Failed")).toBeInTheDocument();
    expect(failed.getByText("This profile is private.")).toBeInTheDocument();

    const odd = within(screen.getByRole("article", { name: "@odd.one" }));
    expect(odd.getByText("paused")).toBeInTheDocument();
  });

  it("says when the list fails to load, and tries again", async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500))
      .mockResolvedValue([fakeSummary()]);
    const { client } = fakeAgencyClient({ list });
    const { user } = open(client);
    expect(await screen.findByText(PROFILE_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "@ovenbird.bakehouse" })).toBeVisible();
    expect(screen.queryByText(PROFILE_MESSAGES.loadFailed)).not.toBeInTheDocument();
  });

  it("asks for the list again every few seconds while an analysis runs", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const list = vi
      .fn()
      .mockResolvedValueOnce([
        fakeSummary({ analysis_status: "in_progress", completed_posts: 2, engagement_rate: null }),
      ])
      .mockResolvedValue([fakeSummary()]);
    const { client } = fakeAgencyClient({ list });
    open(client);
    const card = await screen.findByRole("article", { name: "@ovenbird.bakehouse" });
    expect(within(card).getByText("20%")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LIST_POLL_MS));
    await waitFor(() => expect(within(card).getByText("Completed")).toBeInTheDocument());
    expect(list).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(LIST_POLL_MS * 3));
    expect(list).toHaveBeenCalledTimes(2);
  });
});

describe("New Profile Analysis", () => {
  async function openDialog(client: ReturnType<typeof fakeAgencyClient>["client"]) {
    const rendered = open(client);
    await waitFor(() => expect(newButton()).toBeEnabled());
    await rendered.user.click(newButton());
    const dialog = await screen.findByRole("dialog", { name: AGENCY_TEXT.newAnalysis });
    return { ...rendered, dialog: within(dialog) };
  }

  it("checks the URL inline before calling anything", async () => {
    const { client } = fakeAgencyClient();
    const { user, dialog } = await openDialog(client);
    const field = dialog.getByLabelText("Instagram profile URL");
    await user.click(dialog.getByRole("button", { name: "Analyze Profile" }));
    expect(dialog.getByText(PROFILE_URL_MESSAGES.empty)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining(PROFILE_URL_MESSAGES.empty));

    await user.type(field, "https://www.instagram.com/p/DeuGrzTl6DY/");
    expect(dialog.queryByText(PROFILE_URL_MESSAGES.empty)).not.toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Analyze Profile" }));
    expect(dialog.getByText(PROFILE_URL_MESSAGES.invalid)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(PROFILE_URL_MESSAGES.invalid),
    );
    expect(client.fetchProfile).not.toHaveBeenCalled();
  });

  it("fetches, then analyses, then reloads, says so for 5 s and opens the progress", async () => {
    const { client, emit } = fakeAgencyClient();
    const { user, dialog } = await openDialog(client);
    await user.type(
      dialog.getByLabelText("Instagram profile URL"),
      "instagram.com/Ovenbird.Bakehouse",
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(dialog.getByRole("button", { name: "Analyze Profile" }));

    expect(client.fetchProfile).toHaveBeenCalledWith(
      "https://www.instagram.com/ovenbird.bakehouse/",
    );
    await waitFor(() => expect(client.analyzeProfile).toHaveBeenCalledWith("pa_new"));
    expect(await screen.findByText(PROFILE_MESSAGES.started)).toBeInTheDocument();
    expect(client.list).toHaveBeenCalledTimes(2);
    const progress = await screen.findByRole("dialog", { name: "Analyzing @ovenbird.bakehouse" });
    expect(screen.queryByRole("dialog", { name: AGENCY_TEXT.newAnalysis })).not.toBeInTheDocument();
    act(() => emit("pa_new", fakeProgress()));
    expect(within(progress).getByText("4 of 10 posts analyzed")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_MESSAGE_MS));
    expect(screen.queryByText(PROFILE_MESSAGES.started)).not.toBeInTheDocument();
  });

  it("offers the site's sample profile as a button that starts its analysis", async () => {
    const { client } = fakeAgencyClient();
    const { user, dialog } = await openDialog(client);
    const sample = await dialog.findByRole("button", {
      name: "Analyze @ovenbird.bakehouse (14 posts)",
    });
    await user.click(sample);
    expect(client.fetchProfile).toHaveBeenCalledWith(
      "https://www.instagram.com/ovenbird.bakehouse/",
    );
    await waitFor(() => expect(client.analyzeProfile).toHaveBeenCalledWith("pa_new"));
    expect(
      await screen.findByRole("dialog", { name: "Analyzing @ovenbird.bakehouse" }),
    ).toBeInTheDocument();
  });

  it("offers no sample where the site reads live data", async () => {
    const { client } = fakeAgencyClient({ sampleProfiles: vi.fn(async () => null) });
    const { dialog } = await openDialog(client);
    await waitFor(() => expect(client.sampleProfiles).toHaveBeenCalled());
    expect(dialog.queryByRole("button", { name: /Analyze @/ })).not.toBeInTheDocument();
    expect(dialog.getByLabelText("Instagram profile URL")).toBeInTheDocument();
  });

  it("blocks a second submit while the start runs", async () => {
    let finish: () => void = () => {};
    const { client } = fakeAgencyClient({
      fetchProfile: vi.fn(
        () =>
          new Promise<{ profile_analysis_id: string; total_posts: number }>((resolve) => {
            finish = () => resolve({ profile_analysis_id: "pa_new", total_posts: 10 });
          }),
      ),
    });
    const { user, dialog } = await openDialog(client);
    await user.type(dialog.getByLabelText("Instagram profile URL"), "ovenbird.bakehouse");
    await user.click(dialog.getByRole("button", { name: "Analyze Profile" }));
    const busy = dialog.getByRole("button", { name: "Processing..." });
    expect(busy).toBeDisabled();
    await user.keyboard("{Enter}");
    expect(client.fetchProfile).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(await screen.findByText(PROFILE_MESSAGES.started)).toBeInTheDocument();
  });

  it.each([
    [
      "the server's text",
      "fetch",
      new ApiError(404, "Profile not found or private"),
      "Profile not found or private",
    ],
    ["the fetch fallback", "fetch", new ApiError(500), PROFILE_MESSAGES.startFailed],
    [
      "the server's text of step two",
      "analyze",
      new ApiError(409, "Already running"),
      "Already running",
    ],
    ["the analyse fallback", "analyze", new ApiError(500), PROFILE_MESSAGES.analyzeFailed],
    [
      "the unknown-error text without an answer",
      "fetch",
      new ApiError(0),
      PROFILE_MESSAGES.startUnknown,
    ],
    [
      "the unknown-error text on an exception",
      "analyze",
      new TypeError("boom"),
      PROFILE_MESSAGES.startUnknown,
    ],
  ] as const)("shows %s when the %s step fails", async (_name, step, error, text) => {
    const fail = vi.fn(async () => {
      throw error;
    });
    const { client } = fakeAgencyClient(
      step === "fetch" ? { fetchProfile: fail } : { analyzeProfile: fail },
    );
    const { user, dialog } = await openDialog(client);
    await user.type(
      dialog.getByLabelText("Instagram profile URL"),
      "https://instagram.com/ovenbird.bakehouse/",
    );
    await user.click(dialog.getByRole("button", { name: "Analyze Profile" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(text);
    expect(dialog.getByRole("button", { name: "Analyze Profile" })).toBeEnabled();
    expect(screen.queryByText(PROFILE_MESSAGES.started)).not.toBeInTheDocument();
    // The first step created the analysis even when the second failed: the list shows it.
    expect(client.list).toHaveBeenCalledTimes(step === "analyze" ? 2 : 1);
  });
});

describe("Delete Profile Analysis", () => {
  async function openDelete(client: ReturnType<typeof fakeAgencyClient>["client"]) {
    const rendered = open(client);
    await rendered.user.click(
      await screen.findByRole("button", { name: "Delete analysis of @ovenbird.bakehouse" }),
    );
    const dialog = await screen.findByRole("dialog", { name: PROFILE_MESSAGES.deleteTitle });
    return { ...rendered, dialog: within(dialog) };
  }

  it("confirms, shows Deleting..., then removes the card and says so for 5 s", async () => {
    let finish: () => void = () => {};
    const list = vi.fn().mockResolvedValueOnce([fakeSummary()]).mockResolvedValue([]);
    const { client } = fakeAgencyClient({
      list,
      remove: vi.fn(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      ),
    });
    const { user, dialog } = await openDelete(client);
    expect(dialog.getByText(/permanently removed/)).toHaveTextContent(
      "The analysis of @ovenbird.bakehouse will be permanently removed: its 10 posts, their comments and all profile insights.",
    );
    expect(dialog.getByRole("button", { name: "Cancel" })).toHaveFocus();

    await user.click(dialog.getByRole("button", { name: "Delete Analysis" }));
    expect(dialog.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(client.remove).toHaveBeenCalledWith("pa1");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => finish());

    expect(await screen.findByText(PROFILE_MESSAGES.deleted)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: AGENCY_TEXT.emptyTitle })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_MESSAGE_MS));
    expect(screen.queryByText(PROFILE_MESSAGES.deleted)).not.toBeInTheDocument();
  });

  it("leaves everything as it was on Cancel", async () => {
    const { client } = fakeAgencyClient({ list: vi.fn(async () => [fakeSummary()]) });
    const { user, dialog } = await openDelete(client);
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(client.remove).not.toHaveBeenCalled();
    expect(screen.getByRole("article", { name: "@ovenbird.bakehouse" })).toBeVisible();
  });

  it.each([
    [
      "the server's text",
      new ApiError(403, "Only the team owner can delete it"),
      "Only the team owner can delete it",
    ],
    ["the fallback", new ApiError(500), PROFILE_MESSAGES.deleteFailed],
    ["the unknown-error text", new TypeError("boom"), PROFILE_MESSAGES.deleteUnknown],
  ] as const)("shows %s when deleting fails", async (_name, error, text) => {
    const { client } = fakeAgencyClient({
      list: vi.fn(async () => [fakeSummary()]),
      remove: vi.fn(async () => {
        throw error;
      }),
    });
    const { user, dialog } = await openDelete(client);
    await user.click(dialog.getByRole("button", { name: "Delete Analysis" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(text);
    expect(dialog.getByRole("button", { name: "Delete Analysis" })).toBeEnabled();
    expect(screen.queryByText(PROFILE_MESSAGES.deleted)).not.toBeInTheDocument();
  });
});

describe("Export Report", () => {
  it("downloads the chosen format, or shows why it failed", async () => {
    URL.createObjectURL = vi.fn(() => "blob:report");
    URL.revokeObjectURL = vi.fn();
    const exportReport = vi
      .fn()
      .mockResolvedValueOnce({
        blob: new Blob(["a,b"]),
        fileName: "profile-analysis-ovenbird.bakehouse-2026-03-02.csv",
      })
      .mockRejectedValueOnce(new ApiError(500))
      .mockRejectedValueOnce(new ApiError(403, "Export is for Agency subscribers"));
    const { client } = fakeAgencyClient({ list: vi.fn(async () => [fakeSummary()]), exportReport });
    const { user } = open(client);
    await user.click(
      await screen.findByRole("button", { name: "Export Report of @ovenbird.bakehouse" }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: /Export Report/ }));

    await user.click(dialog.getByRole("button", { name: "Download CSV" }));
    expect(exportReport).toHaveBeenCalledWith("pa1", "csv", "ovenbird.bakehouse");
    expect(
      await dialog.findByText("Downloaded profile-analysis-ovenbird.bakehouse-2026-03-02.csv"),
    ).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Download PDF" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(PROFILE_MESSAGES.exportFailed);
    await user.click(dialog.getByRole("button", { name: "Download JSON" }));
    await waitFor(() =>
      expect(dialog.getByRole("alert")).toHaveTextContent("Export is for Agency subscribers"),
    );
  });
});

describe("Report branding", () => {
  it("lets the owner set a name and logo, and save them", async () => {
    const { client } = fakeAgencyClient();
    const { user } = open(client);
    const section = within(await screen.findByRole("region", { name: "Report branding" }));
    expect(section.getByText(/PDF reports/)).toBeInTheDocument();
    const name = await section.findByLabelText("Agency name");
    expect(name).toHaveValue("Harbour Social");
    expect(name).toHaveAttribute("maxLength", "80");
    await user.clear(name);
    await user.type(name, "  Tidewater Studio ");

    const png = new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });
    await user.upload(section.getByLabelText("Logo"), png);
    const preview = await section.findByRole("img", { name: /logo/ });
    expect(preview.getAttribute("src")).toMatch(/^data:image\/png;base64,/);

    await user.click(section.getByRole("button", { name: "Save branding" }));
    await waitFor(() =>
      expect(client.saveBranding).toHaveBeenCalledWith({
        agency_name: "Tidewater Studio",
        logo_data_url: preview.getAttribute("src"),
      }),
    );
    expect(await section.findByText(AGENCY_TEXT.brandingSaved)).toBeInTheDocument();

    await user.click(section.getByRole("button", { name: "Remove logo" }));
    expect(section.queryByRole("img")).not.toBeInTheDocument();
  });

  it("refuses logos that are not PNG or JPEG, or too large", async () => {
    const { client } = fakeAgencyClient();
    open(client);
    // The picker's own filter would drop the GIF before the page could say why.
    const user = userEvent.setup({ applyAccept: false });
    const section = within(await screen.findByRole("region", { name: "Report branding" }));
    const input = await section.findByLabelText("Logo");
    await user.upload(input, new File(["GIF89a"], "logo.gif", { type: "image/gif" }));
    expect(await section.findByText("The logo must be a PNG or JPEG image.")).toBeInTheDocument();
    await user.upload(
      input,
      new File([new Uint8Array(200 * 1024 + 1)], "big.jpg", { type: "image/jpeg" }),
    );
    expect(await section.findByText("The logo must be 200 KB or smaller.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a member the branding read-only", async () => {
    const { client } = fakeAgencyClient({
      access: vi.fn(async () => ({
        allowed: true,
        role: "member" as const,
        team_owner_email: "olga@example.com",
      })),
      branding: vi.fn(async () => ({
        agency_name: "Harbour Social",
        logo_data_url: null,
        can_edit: false,
      })),
    });
    open(client);
    const section = within(await screen.findByRole("region", { name: "Report branding" }));
    expect(await section.findByText("Harbour Social")).toBeInTheDocument();
    expect(section.getByText("Only the team owner can change the branding.")).toBeInTheDocument();
    expect(section.queryByRole("button", { name: "Save branding" })).not.toBeInTheDocument();
    expect(section.queryByRole("textbox")).not.toBeInTheDocument();
  });
});
