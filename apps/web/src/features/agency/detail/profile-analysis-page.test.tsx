import {
  formatNumber,
  NO_ALERTS,
  PROFILE_MESSAGES,
  type ProfileAnalysisDetail,
  profileAnalysisDetailSchema,
  SCHEDULE_MESSAGES,
  sentimentTitle,
} from "@commentlens/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  hourlyCommentCounts,
  peakSentence,
  viewerOffsetMinutes,
  viewerTimeZoneLabel,
} from "../engagement-clock";
import {
  fakeAgencyClient,
  fakeProgress,
  fixtureDetail,
  likesHiddenDetail,
  notFound,
  PROFILE_FIXTURE,
  renderAgency,
} from "../test-utils";
import { ProfileAnalysisPage } from "./profile-analysis-page";

afterEach(() => {
  vi.useRealTimers();
});

function openDetail(detail: ProfileAnalysisDetail | (() => Promise<ProfileAnalysisDetail>)) {
  const fake = fakeAgencyClient({
    get: vi.fn(typeof detail === "function" ? detail : async () => detail),
  });
  const rendered = renderAgency(ProfileAnalysisPage, {
    path: `/agency/pa_fixture`,
    pattern: "/agency/:id",
    client: fake.client,
  });
  return { ...rendered, ...fake };
}

function insightsOf(detail: ProfileAnalysisDetail) {
  if (!detail.profile_insights) throw new Error("no insights");
  return detail.profile_insights;
}

const panel = (name: string) => within(screen.getByRole("region", { name }));
const rate = (x: number) => `${x.toFixed(1)}%`;
/** Fixed placeholder figures: none may ever show up, every figure is computed. */
const PLACEHOLDERS = ["652", "248", "65.2", "24.8", "0.72", "0.176", "1,203", "145 commenters"];

describe("the fixture", () => {
  it("is a valid ProfileAnalysisDetail", () => {
    const parsed = profileAnalysisDetailSchema.safeParse(PROFILE_FIXTURE);
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(parsed.data?.posts).toHaveLength(10);
  });
});

describe("ProfileAnalysisPage, completed", () => {
  it("heads the page with the way back, the username and the state", async () => {
    const { client } = openDetail(fixtureDetail());
    expect(
      await screen.findByRole("heading", { level: 1, name: "@ovenbird.bakehouse" }),
    ).toBeVisible();
    expect(client.get).toHaveBeenCalledWith("pa_fixture", expect.any(AbortSignal));
    expect(screen.getByText(/^Analysis Complete/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
      "href",
      "/agency",
    );
    const profile = screen.getByRole("link", { name: /View Profile/ });
    expect(profile).toHaveAttribute("target", "_blank");
    expect(profile.getAttribute("rel")).toContain("noopener");
  });

  it("shows the fixture's own figures on Overview, and no placeholder", async () => {
    const detail = fixtureDetail();
    const m = insightsOf(detail).metrics;
    openDetail(detail);
    await screen.findByRole("tab", { name: "Overview", selected: true });

    const figure = (label: string) =>
      screen.getByText(label, { selector: "dt, dt *" }).closest("div") as HTMLElement;
    // Followers known: the usual rate, likes and comments per post per 100 followers; the
    // comments-per-likes ratio is named for what it is, beside the totals.
    const followers = detail.follower_count ?? 0;
    expect(followers).toBeGreaterThan(0);
    expect(figure("Engagement Rate")).toHaveTextContent(
      rate(((m.average_engagement ?? -1) / followers) * 100),
    );
    expect(figure("Engagement Rate")).toHaveTextContent(`${formatNumber(followers)} followers`);
    expect(figure("Comments per 100 likes")).toHaveTextContent(rate(m.engagement_rate ?? -1));
    expect(figure("Posts Analyzed")).toHaveTextContent(String(m.posts_analyzed));
    expect(figure("Active Commenters")).toHaveTextContent(formatNumber(m.active_commenters));
    // One scale everywhere: a percentage, as on the post report.
    expect(figure("Sentiment Score")).toHaveTextContent(`${Math.round(m.sentiment_score * 100)}%`);
    expect(figure("Sentiment Score")).toHaveTextContent(sentimentTitle(m.overall_sentiment));

    const engagement = panel("Engagement Overview");
    expect(engagement.getByText("Total comments").closest("div")).toHaveTextContent(
      formatNumber(m.total_comments),
    );
    expect(engagement.getByText("Total likes").closest("div")).toHaveTextContent(
      formatNumber(m.total_likes ?? -1),
    );
    expect(engagement.getByText("Average engagement per post").closest("div")).toHaveTextContent(
      formatNumber(Math.round(m.average_engagement ?? -1)),
    );

    const sentiment = within(screen.getByRole("list", { name: "Sentiment breakdown" }));
    for (const label of ["positive", "neutral", "negative"] as const) {
      const row = sentiment.getByText(label[0]?.toUpperCase() + label.slice(1)).closest("li");
      expect(row).toHaveTextContent(`${m.sentiment_breakdown[label]}%`);
      expect(row).toHaveTextContent(`${formatNumber(m.sentiment_counts[label])} comments`);
    }
    expect(panel("Profile Summary").getByText(insightsOf(detail).summary)).toBeInTheDocument();

    const text = document.body.textContent ?? "";
    for (const placeholder of PLACEHOLDERS) expect(text).not.toContain(placeholder);
  });

  it("explains the sentiment score in a tooltip reachable from the keyboard", async () => {
    const { user } = openDetail(fixtureDetail());
    const info = await screen.findByRole("button", { name: "About the sentiment score" });
    await user.tab();
    while (document.activeElement !== info) await user.tab();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(PROFILE_MESSAGES.sentimentTooltip);
  });

  it("moves between the five tabs with the arrow keys, each with its content", async () => {
    const detail = fixtureDetail();
    const insights = insightsOf(detail);
    const { user, router } = openDetail(detail);
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "Overview",
      "Audience",
      "Content",
      "Engagement",
      "Strategy",
    ]);
    expect(screen.getByRole("tablist", { name: "Profile insights" })).toBeInTheDocument();

    act(() => (tabs[0] as HTMLElement).focus());
    await user.keyboard("{ArrowRight}");
    expect(await screen.findByRole("tab", { name: "Audience", selected: true })).toHaveFocus();
    const audience = within(await screen.findByRole("tabpanel", { name: "Audience" }));
    expect(audience.getByRole("heading", { name: "Audience size" })).toBeVisible();
    const size = panel("Audience size");
    expect(size.getByText("Repeat commenters").closest("div")).toHaveTextContent(
      formatNumber(insights.metrics.repeat_commenters),
    );
    expect(size.getByText(`@${insights.regulars[0]?.username}`, { exact: false })).toBeVisible();
    for (const tile of insights.audience_insights.behaviour) {
      expect(audience.getByRole("heading", { name: tile.label })).toBeVisible();
    }
    expect(router.state.location.search).toBe("?tab=audience");

    await user.keyboard("{ArrowRight}");
    const content = within(await screen.findByRole("tabpanel", { name: "Content" }));
    expect(
      content.getByText(insights.content_strategy.best_performing_content.text),
    ).toBeInTheDocument();
    expect(content.getByText(insights.content_strategy.posting_frequency.text)).toBeVisible();
    for (const driver of insights.drivers) {
      expect(content.getByText(driver.text)).toBeInTheDocument();
    }

    await user.keyboard("{ArrowRight}");
    const engagement = within(await screen.findByRole("tabpanel", { name: "Engagement" }));
    const hours = hourlyCommentCounts(insights.comment_quarter_hours, viewerOffsetMinutes());
    expect(engagement.getByText(/^Most comments arrive/)).toHaveTextContent(peakSentence(hours));
    expect(engagement.getByText(viewerTimeZoneLabel())).toBeVisible();
    expect(
      engagement.getByText(insights.performance_metrics.benchmark_comparison.text),
    ).toBeVisible();
    expect(engagement.getByText("Questions asked").closest("div")).toHaveTextContent(
      formatNumber(insights.metrics.questions),
    );

    await user.keyboard("{End}");
    const strategy = within(await screen.findByRole("tabpanel", { name: "Strategy" }));
    expect(strategy.getByText("High priority")).toBeVisible();
    expect(strategy.getByText(insights.recommendations.primary_recommendation.text)).toBeVisible();
    for (const item of insights.recommendations.content_optimization) {
      expect(strategy.getByText(item.text)).toBeVisible();
    }

    await user.keyboard("{Home}");
    expect(await screen.findByRole("tab", { name: "Overview", selected: true })).toHaveFocus();
    expect(router.state.location.search).toBe("");
  });

  it("shows the engagement trend as a table on request, one row per post", async () => {
    const detail = fixtureDetail();
    const { user } = openDetail(detail);
    await user.click(await screen.findByRole("tab", { name: "Content" }));
    const content = within(await screen.findByRole("tabpanel", { name: "Content" }));
    await user.click(content.getByRole("button", { name: "Show as table" }));
    const table = content.getByRole("table", { name: /per post, oldest first/ });
    expect(table).toBeVisible();
    expect(within(table).getAllByRole("rowheader")).toHaveLength(insightsOf(detail).trend.length);
    await user.click(content.getByRole("button", { name: "Show as chart" }));
    expect(content.getByRole("button", { name: "Show as table" })).toBeInTheDocument();
  });

  it("shows the support of a finding and the posts behind it, each opening its report", async () => {
    const detail = fixtureDetail();
    const primary = insightsOf(detail).recommendations.primary_recommendation;
    const { user } = openDetail(detail);
    await user.click(await screen.findByRole("tab", { name: "Strategy" }));
    await screen.findByRole("tabpanel", { name: "Strategy" });
    const section = within(screen.getByRole("region", { name: /Primary recommendation/ }));
    expect(section.getByText(`Based on ${primary.support} comments`)).toBeVisible();
    const toggle = section.getByRole("button", {
      name: `Show ${primary.post_shortcodes.length} posts`,
    });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const chips = within(section.getByRole("list", { name: "Posts behind this finding" }));
    const links = chips.getAllByRole("link");
    expect(links).toHaveLength(primary.post_shortcodes.length);
    const first = detail.posts.find((p) => p.shortcode === primary.post_shortcodes[0]);
    expect(links[0]).toHaveAttribute("href", `/app?analysis_id=${first?.analysis_id}`);
  });

  it("lists the posts, each with a way into its own report", async () => {
    const detail = fixtureDetail();
    const { user, router } = openDetail(detail);
    const table = within(
      await screen
        .findByRole("table", { name: "" })
        .catch(() => screen.getAllByRole("table").at(-1) as HTMLElement),
    );
    const rows = table.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(10);
    const newest = [...detail.posts].sort((a, b) => b.taken_at.localeCompare(a.taken_at))[0];
    if (!newest) throw new Error("no posts");
    const row = within(rows[0] as HTMLElement);
    expect(row.getByText(newest.shortcode)).toBeInTheDocument();
    expect(row.getByText(formatNumber(newest.likes ?? -1))).toBeInTheDocument();
    expect(row.getByText("Analyzed")).toBeInTheDocument();
    await user.click(row.getByRole("link", { name: `Open report of post ${newest.shortcode}` }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/app?analysis_id=${newest.analysis_id}`,
    );
  });

  it("says Likes hidden where likes are hidden, never a made-up number", async () => {
    const detail = likesHiddenDetail();
    const { user } = openDetail(detail);
    await screen.findByRole("tab", { name: "Overview", selected: true });
    const figure = (label: string) =>
      screen.getByText(label, { selector: "dt, dt *" }).closest("div") as HTMLElement;
    expect(figure("Comments per 100 likes")).toHaveTextContent("Likes hidden");
    expect(screen.queryByText("Engagement Rate", { selector: "dt, dt *" })).toBeNull();
    const engagement = panel("Engagement Overview");
    expect(engagement.getByText("Total likes").closest("div")).toHaveTextContent("Likes hidden");
    expect(engagement.getByText("Average engagement per post").closest("div")).toHaveTextContent(
      "Likes hidden",
    );
    expect(engagement.getByText(/Not available/)).toBeInTheDocument();
    expect(screen.getAllByRole("row").slice(1)[0]).toHaveTextContent("Likes hidden");
    expect(document.body.textContent).not.toContain("42,270");

    await user.click(screen.getByRole("tab", { name: "Engagement" }));
    expect(
      panel("Engagement metrics").getByText("Comments per 100 likes").closest("div"),
    ).toHaveTextContent("Likes hidden");
  });
});

describe("ProfileAnalysisPage, other states", () => {
  function running(): ProfileAnalysisDetail {
    const detail = fixtureDetail();
    return {
      ...detail,
      analysis_status: "in_progress",
      completed_posts: 4,
      profile_insights: null,
      progress: fakeProgress(),
    };
  }

  it("shows a running analysis live, then its insights once it completes", async () => {
    let finished = false;
    const get = vi.fn(async () => (finished ? fixtureDetail() : running()));
    const fake = openDetail(get);
    expect(await screen.findByText(/^Analysis in Progress/, { selector: "p" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Analysis in Progress" })).toBeVisible();
    expect(screen.getByText("4 of 10 posts analyzed")).toBeInTheDocument();
    expect(screen.getByText("40%")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();

    act(() => fake.emit("pa_fixture", fakeProgress({ progress: 80, completed_posts: 8 })));
    expect(screen.getByText("8 of 10 posts analyzed")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "80");
    // Each finished post reloads the analysis, so the posts table shows it.
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(screen.getByText("8 of 10 posts analyzed")).toBeInTheDocument();

    finished = true;
    act(() =>
      fake.emit(
        "pa_fixture",
        fakeProgress({ status: "completed", progress: 100, completed_posts: 10 }),
      ),
    );
    expect(await screen.findByRole("tab", { name: "Overview" })).toBeVisible();
    expect(screen.getByText(/^Analysis Complete/)).toBeInTheDocument();
  });

  it("says why an analysis failed and what to do", async () => {
    openDetail({
      ...running(),
      analysis_status: "failed",
      error: PROFILE_MESSAGES.commentsUnavailable,
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      PROFILE_MESSAGES.commentsUnavailable,
    );
    expect(screen.getByText(/start a\s+new analysis/)).toBeInTheDocument();
    expect(screen.getByText(/^Analysis Failed/)).toBeInTheDocument();
  });

  it("says so when the analysis does not exist", async () => {
    openDetail(async () => {
      throw notFound();
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Profile analysis not found");
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  });

  it("exports the report from the header", async () => {
    URL.createObjectURL = vi.fn(() => "blob:report");
    URL.revokeObjectURL = vi.fn();
    const { user, client } = openDetail(fixtureDetail());
    await user.click(await screen.findByRole("button", { name: "Export Report" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.click(dialog.getByRole("button", { name: "Download JSON" }));
    await waitFor(() =>
      expect(client.exportReport).toHaveBeenCalledWith("pa_fixture", "json", "ovenbird.bakehouse"),
    );
  });
});

describe("a team viewer's profile report", () => {
  it("reads like anyone's, without Share or Export", async () => {
    openDetail({ ...fixtureDetail(), read_only: true });
    expect(
      await screen.findByRole("heading", { level: 1, name: "@ovenbird.bakehouse" }),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Export Report" })).not.toBeInTheDocument();
  });
});

describe("sharing a profile report", () => {
  it("offers a read-only link on a completed report", async () => {
    const { client, user } = openDetail(fixtureDetail());
    await user.click(await screen.findByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share a read-only link" });
    await user.click(await within(dialog).findByRole("button", { name: "Create link" }));
    expect(client.share).toHaveBeenCalledWith("pa_fixture");
    expect(
      await within(dialog).findByDisplayValue("https://commentlens.test/r/pabc"),
    ).toBeInTheDocument();
  });
});

describe("re-runs of a profile", () => {
  const section = async () =>
    (await screen.findByRole("heading", { level: 2, name: "Re-runs of this profile" })).closest(
      "section",
    ) as HTMLElement;

  it("a member schedules the profile weekly from its report", async () => {
    const { client, user } = openDetail(fixtureDetail());
    const panel = within(await section());
    expect(await panel.findByText(/Not scheduled\. Re-run it daily or weekly/)).toBeVisible();
    expect(panel.getByText(/from the second run of this profile/)).toBeVisible();

    await user.click(panel.getByRole("button", { name: "Schedule re-runs" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Re-run this profile" }));
    expect(dialog.getByText(SCHEDULE_MESSAGES.profileUsage)).toBeVisible();
    await user.click(dialog.getByRole("checkbox", { name: "Any new abusive comment" }));
    await user.click(dialog.getByRole("button", { name: "Save schedule" }));
    expect(client.schedules.set).toHaveBeenCalledWith("pa_fixture", {
      frequency: "weekly",
      alerts: { ...NO_ALERTS, new_abusive: true },
      paused: false,
    });
    expect(await panel.findByText(/Re-runs every week/)).toBeVisible();
    expect(panel.getByText(/Mails the team's owner on new abusive comments\./)).toBeVisible();
  });

  it("a viewer reads the schedule and the runs' trend, with nothing to change", async () => {
    const fake = fakeAgencyClient({
      get: vi.fn(async () => ({ ...fixtureDetail(), read_only: true })),
    });
    fake.client.schedules.get = vi.fn(async () => ({
      frequency: "daily" as const,
      alerts: NO_ALERTS,
      paused: false,
      stopped: null,
      next_run_at: "2026-12-01T10:00:00.000Z",
      last_run_at: "2026-11-30T10:00:00.000Z",
      created_at: "2026-11-20T10:00:00.000Z",
    }));
    const run = (day: number, negative: number) => ({
      analysis_id: `pa_${day}`,
      created_at: `2026-11-${day}T10:00:00.000Z`,
      scheduled: day > 28,
      comments: 400 + day,
      positive: 80 - negative,
      neutral: 20,
      negative,
      complaints: 3,
      questions: 5,
      abusive: 0,
    });
    fake.client.schedules.trend = vi.fn(async () => [run(28, 10), run(29, 12), run(30, 18)]);
    renderAgency(ProfileAnalysisPage, {
      path: "/agency/pa_fixture",
      pattern: "/agency/:id",
      client: fake.client,
    });
    const panel = within(await section());
    expect(await panel.findByText(/Re-runs every day/)).toBeVisible();
    expect(
      await panel.findByText(/The negative share went up from 10% to 18% over 3 runs/),
    ).toBeVisible();
    expect(panel.queryByRole("button", { name: /schedule|Pause|Stop re-runs/i })).toBeNull();
  });
});
