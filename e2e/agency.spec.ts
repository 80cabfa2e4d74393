import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { seriousA11yViolations, signUp, uniqueEmail } from "./helpers.js";

/*
 * Agency profile analysis: an Agency subscriber (bought on the local billing checkout)
 * analyses the bundled demo profile, watches the progress, reads all five tabs, exports
 * JSON, CSV and PDF, opens one post's report, and deletes the analysis; a Free user sees
 * the upgrade banner with the buttons disabled.
 */

const PASSWORD = "agency-pass-1";
const PROFILE = "https://www.instagram.com/ovenbird.bakehouse/";

// A half-hour zone, so the Engagement Clock's re-bucketing runs off whole hours.
test.use({ timezoneId: "Asia/Kolkata" });

/** Buys the Agency plan on the local test checkout. */
async function buyAgency(page: Page) {
  await page.goto("/pricing");
  await page
    .getByRole("region", { name: "Agency" })
    .getByRole("button", { name: "Choose Agency" })
    .click();
  await expect(page).toHaveURL(/\/billing\/checkout\/[^/]+$/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Ada Agency");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/account\?success=true$/);
}

test("an Agency subscriber analyses a profile, reads every tab, exports it, shares it and deletes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, uniqueEmail("agency-owner"), PASSWORD);
  await buyAgency(page);

  // The header's Agency link leads to an empty dashboard with the buttons enabled.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Agency" })
    .click();
  await expect(page).toHaveURL(/\/agency$/);
  await expect(page.getByRole("heading", { level: 1, name: "Agency Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Profile Analyses Yet" })).toBeVisible();
  await expect(page.getByText(/Agency subscription required/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Report branding" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Start: the URL is checked inline, then the two calls run and the progress opens.
  await page.getByRole("button", { name: "New Profile Analysis" }).click();
  const form = page.getByRole("dialog", { name: "New Profile Analysis" });
  await form.getByRole("button", { name: "Analyze Profile" }).click();
  await expect(form.getByText("Please enter an Instagram profile URL")).toBeVisible();
  await form.getByLabel("Instagram profile URL").fill(PROFILE);
  await form.getByRole("button", { name: "Analyze Profile" }).click();
  await expect(
    page.getByText("Profile analysis started successfully! Processing in background..."),
  ).toBeVisible();
  const progress = page.getByRole("dialog", { name: "Analyzing @ovenbird.bakehouse" });
  await expect(progress).toBeVisible();
  await expect(progress.getByRole("list", { name: "Steps" }).getByRole("listitem")).toHaveText([
    /Fetching comments/,
    /Analyzing comments/,
    /Generating insights/,
    /Complete/,
  ]);
  // A fast machine may finish the ten posts before a step is looked at: the counter, the
  // completion message and the detail view it opens 2 s later each end the wait.
  const opened = /\/agency\/[^/?]+$/;
  const shows = (text: string | RegExp) => async () => {
    // `first()`: while a step runs, its line can repeat the counter.
    const visible = await progress.getByText(text).first().isVisible();
    expect(visible || opened.test(page.url())).toBe(true);
  };
  // The first post is fetched and analysed before the counter shows: slow machines need time.
  await expect(shows(/of 10 posts analyzed/)).toPass({ timeout: 30_000 });
  if (!opened.test(page.url())) expect(await seriousA11yViolations(page)).toEqual([]);
  await expect(shows("Analysis complete! Opening the insights...")).toPass({ timeout: 90_000 });
  await expect(page).toHaveURL(opened, { timeout: 10_000 });
  const detailUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: "@ovenbird.bakehouse" })).toBeVisible();
  await expect(page.getByText(/^Analysis Complete/)).toBeVisible();

  // Overview: real figures.
  const tabs = page.getByRole("tablist", { name: "Profile insights" });
  await expect(tabs.getByRole("tab", { name: "Overview" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText("Posts Analyzed", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Profile Summary" })).toContainText(
    "@ovenbird.bakehouse",
  );
  await expect(page.getByRole("list", { name: "Sentiment breakdown" })).toContainText("Positive");
  expect(await seriousA11yViolations(page)).toEqual([]);

  await tabs.getByRole("tab", { name: "Audience" }).click();
  const audience = page.getByRole("tabpanel", { name: "Audience" });
  await expect(audience.getByRole("region", { name: "Audience size" })).toContainText(
    "Repeat commenters",
  );
  await expect(audience.getByRole("region", { name: "Audience behaviour" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await tabs.getByRole("tab", { name: "Content" }).click();
  const content = page.getByRole("tabpanel", { name: "Content" });
  await expect(content.getByRole("region", { name: "Best performing content" })).toContainText(
    "engagement rate",
  );
  // Chromium may name the zone by its older alias (Asia/Calcutta); the offset is the same.
  await expect(content.getByRole("region", { name: "Posting pattern" })).toContainText("UTC+5:30");
  expect(await seriousA11yViolations(page)).toEqual([]);

  await tabs.getByRole("tab", { name: "Engagement" }).click();
  const clock = page.getByRole("region", { name: "Engagement Clock" });
  await expect(
    clock.getByText(/^Most comments arrive \d\d:00–\d\d:00 \(your time\)$/),
  ).toBeVisible();
  await expect(clock).toContainText(/Asia\/(Kolkata|Calcutta) \(UTC\+5:30\)/);
  await expect(page.getByRole("region", { name: "Performance summary" })).toContainText(
    "Benchmark comparison",
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  await tabs.getByRole("tab", { name: "Strategy" }).click();
  const primary = page.getByRole("region", { name: /Primary recommendation/ });
  await expect(primary.getByText("High priority")).toBeVisible();
  await expect(primary.getByText(/^Based on \d+ (comments|posts?)$/)).toBeVisible();
  expect((await primary.locator("p").first().textContent())?.length ?? 0).toBeGreaterThan(20);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Exports: JSON parsed, CSV with a header row, PDF by its signature.
  const download = async (label: string) => {
    await page.getByRole("button", { name: "Export Report" }).click();
    const dialog = page.getByRole("dialog", { name: /Export Report/ });
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: `Download ${label}` }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(
      new RegExp(
        `^profile-analysis-ovenbird\\.bakehouse-\\d{4}-\\d{2}-\\d{2}\\.${label.toLowerCase()}$`,
      ),
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    return readFileSync((await file.path()) as string);
  };
  const json = JSON.parse((await download("JSON")).toString("utf8"));
  expect(JSON.stringify(json)).toContain("ovenbird.bakehouse");
  const csv = (await download("CSV")).toString("utf8").replace(/^\uFEFF/, "");
  const header = csv.split(/\r?\n/)[0] ?? "";
  expect(header.split(",").length).toBeGreaterThan(3);
  expect(csv.split(/\r?\n/).filter(Boolean).length).toBeGreaterThan(1);
  const pdf = await download("PDF");
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // One post's own report, then back.
  const posts = page.getByRole("region", { name: "Posts", exact: true });
  await expect(posts.getByRole("row")).toHaveCount(11);
  await posts
    .getByRole("link", { name: /^Open report of post / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\?analysis_id=/);
  await expect(page.getByRole("heading", { name: "Comment Sentiment Breakdown" })).toBeVisible();
  await page.goBack();
  // Back lands on the tab that was open.
  await expect(page).toHaveURL(`${detailUrl}?tab=strategy`);
  await expect(tabs.getByRole("tab", { name: "Strategy" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("heading", { level: 1, name: "@ovenbird.bakehouse" })).toBeVisible();

  // On a phone the posts stack as cards, each figure under its name: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const firstPost = posts.getByRole("row").nth(1);
  await expect(firstPost).toHaveCSS("display", "grid");
  const sideways = await page.evaluate(() => {
    const table = document.querySelector("table");
    return (table?.scrollWidth ?? 0) - (table?.clientWidth ?? 0);
  });
  expect(sideways).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A read-only link: a reader who is not signed in reads the insights, and nothing else.
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const share = page.getByRole("dialog", { name: "Share a read-only link" });
  await share.getByRole("button", { name: "Create link" }).click();
  const link = new URL(await share.getByRole("textbox").inputValue());
  expect(link.pathname).toMatch(/^\/r\/p[A-Za-z0-9_-]{32}$/);
  await page.keyboard.press("Escape");
  const reader = await browser.newContext();
  const shared = await reader.newPage();
  await shared.goto(link.pathname);
  // A fresh browser loads the app and the whole report: on a busy machine that is the slow step.
  await expect(shared.getByText("Shared report · read-only")).toBeVisible({ timeout: 30_000 });
  await expect(
    shared.getByRole("heading", { level: 1, name: "@ovenbird.bakehouse" }),
  ).toBeVisible();
  await expect(shared.getByRole("tablist", { name: "Profile insights" })).toBeVisible();
  await expect(
    shared.getByRole("region", { name: "Posts", exact: true }).getByRole("row"),
  ).toHaveCount(11);
  await expect(shared.getByRole("link", { name: /^Open report of post / })).toHaveCount(0);
  await expect(shared.getByRole("button", { name: "Export Report" })).toHaveCount(0);
  expect(await seriousA11yViolations(shared)).toEqual([]);
  await reader.close();

  // Back on the dashboard: the card, then delete behind the confirmation.
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/agency$/);
  const card = page.getByRole("article", { name: "@ovenbird.bakehouse" });
  await expect(card.getByText("Completed")).toBeVisible();
  await expect(card.getByRole("link", { name: "View Insights" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await card.getByRole("button", { name: "Delete analysis of @ovenbird.bakehouse" }).click();
  const confirm = page.getByRole("dialog", {
    name: "Delete Profile Analysis - This action cannot be undone.",
  });
  await expect(confirm).toContainText("permanently removed");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete Analysis" }).click();
  await expect(page.getByText("Profile analysis deleted successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Profile Analyses Yet" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});

test("an Agency owner re-runs a profile weekly: the due run is a new report of the team and a point on the profile's trend", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, uniqueEmail("agency-schedule"), PASSWORD);
  await buyAgency(page);
  // The profile's first report, started as the dashboard starts one.
  const headers = { origin: new URL(page.url()).origin };
  const started = await page.request.post("/api/profile-processing", {
    headers,
    data: { mode: "fetch_profile", instagram_profile_url: PROFILE },
  });
  expect(started.ok()).toBe(true);
  const { profile_analysis_id: id } = (await started.json()) as { profile_analysis_id: string };
  const done = async (analysisId: string) =>
    expect
      .poll(
        async () => {
          const res = await page.request.get(
            `/api/progress?type=profile&profile_analysis_id=${analysisId}`,
          );
          return ((await res.json()) as { status: string }).status;
        },
        { timeout: 120_000, intervals: [1_000] },
      )
      .toBe("completed");
  await page.request.post("/api/profile-processing", {
    headers,
    data: { mode: "analyze_profile", profile_analysis_id: id },
  });
  await done(id);

  await page.goto(`/agency/${id}`);
  const panel = page.getByRole("region", { name: "Re-runs of this profile" });
  await expect(panel.getByText(/Not scheduled/)).toBeVisible();
  await panel.getByRole("button", { name: "Schedule re-runs" }).click();
  const dialog = page.getByRole("dialog", { name: "Re-run this profile" });
  await expect(dialog.getByRole("radio", { name: "Every week" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Any new abusive comment" }).check();
  await dialog.getByRole("button", { name: "Save schedule" }).click();
  await expect(panel.getByText(/Re-runs every week/)).toBeVisible();

  // The week is up: the due run starts, as the minute's tick would, and finishes.
  // From this machine's own address (the tests' browsers each get another), as a developer.
  const runNow = await page.request.post("/api/dev/schedules/run-now", {
    headers: { ...headers, "x-forwarded-for": "127.0.0.1" },
  });
  expect(await runNow.json()).toMatchObject({ due: 1, runs: 1 });
  let runId = "";
  await expect
    .poll(
      async () => {
        const list = await page.request.get("/api/profile-analyses");
        const { analyses } = (await list.json()) as { analyses: { id: string }[] };
        runId = analyses.find((a) => a.id !== id)?.id ?? "";
        return runId;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  await done(runId);

  // The run's own report reads the same schedule, and the trend across both runs.
  await page.goto(`/agency/${runId}`);
  await expect(panel.getByText(/Re-runs every week/)).toBeVisible();
  await expect(panel.getByText(/over 2 runs since/)).toBeVisible();
  await panel.getByRole("button", { name: "Show as table" }).click();
  await expect(panel.getByRole("row")).toHaveCount(3);
  await expect(panel.getByRole("row").nth(2).getByText("(scheduled)")).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a Free user sees the upgrade banner, and the buttons are disabled", async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, uniqueEmail("agency-free"), PASSWORD);
  await page.goto("/agency");
  await expect(page.getByRole("heading", { level: 1, name: "Agency Dashboard" })).toBeVisible();
  await expect(
    page.getByText(
      "Agency subscription required: Profile analysis is only available for Agency subscribers.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "New Profile Analysis" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Start First Analysis" })).toBeDisabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Upgrade now" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
