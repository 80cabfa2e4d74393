import { readFileSync } from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "./fixtures.js";
import { mailedLink } from "./helpers.js";
import { RAPIDAPI_APP_URL } from "./ports.js";

const SAMPLE = "https://www.instagram.com/p/DepHZOzvVEI/";
const SECTIONS = [
  "Comment Sentiment Breakdown",
  "Sentiment over time",
  "Languages",
  "Know Your Audience",
  "Audience Personas",
  "User Feedback Analysis",
  "Engagement & Pain Points",
  "Unanswered questions",
  "Content Opportunities",
  "Actionable Strategies",
  "All comments",
];

async function analyse(page: Page, url: string) {
  await page.getByLabel("Instagram post or reel URL").fill(url);
  await page.getByRole("button", { name: "Analyze Post" }).click();
}

async function expectReport(page: Page) {
  // The first section waits for the whole analysis (700 comments saved): on a busy machine
  // that alone can take longer than an assertion's usual wait.
  const [first, ...rest] = SECTIONS;
  await expect(page.getByRole("heading", { name: first, exact: true })).toBeVisible({
    timeout: 30_000,
  });
  for (const title of rest) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
}

async function signUpAndIn(page: Page, email: string, password: string) {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(`we sent a link to ${email}`)).toBeVisible();
  // The mailed link confirms the address and signs in.
  await page.goto(await mailedLink(page, email, "/verify-email"));
  await expect(page.getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();
}

test("a visitor analyses a sample post and reads every section, with evidence and the explorer", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/app");
  await expect(page.getByText("Try a sample")).toBeVisible();
  await analyse(page, SAMPLE);
  await expect(page.getByRole("heading", { name: "Post Statistics" })).toBeVisible();
  await expect(page).toHaveURL(/analysis_id=/);
  await expectReport(page);
  await expect(page.getByText(/Analyzed 500 of 707 comments/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign up to save this report" })).toBeVisible();

  // Evidence: an insight's support opens the quoted comments.
  await page
    .getByRole("button", { name: /(?<!\d)\d+ comments?/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/@\w/).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The explorer searches the analysed comments.
  const explorer = page.locator("#all-comments");
  await explorer.getByRole("searchbox").fill("white");
  await expect(explorer.getByText(/white/i).first()).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

  // Reloading the address brings the same report back.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Comment Sentiment Breakdown" })).toBeVisible();
  await expect(page.getByLabel("Instagram post or reel URL")).toHaveValue(SAMPLE);
});

test("a sample click shows the work starting within 100 ms, by the page's own clock", async ({
  page,
}) => {
  // The page notes when the click lands and when the busy button and the progress region
  // first show; the difference is read from its clock, not from a sleep here. The browser
  // shares the machine with the other tests' servers and browsers, so the best of three
  // clicks (each on a fresh page) is what the app does, not what the machine was busy with.
  const timings: number[] = [];
  for (let attempt = 0; attempt < 3 && !timings.some((ms) => ms < 100); attempt++) {
    await page.goto("/app");
    const sample = page
      .getByRole("list")
      .filter({ hasText: "comments" })
      .getByRole("button")
      .first();
    await expect(sample).toBeVisible();
    await page.evaluate(() => {
      const w = window as unknown as { clicked?: number; shown?: number };
      document.addEventListener(
        "click",
        () => {
          w.clicked = performance.now();
        },
        { capture: true, once: true },
      );
      new MutationObserver((_, observer) => {
        const busy = document.querySelector('button[aria-busy="true"]');
        const panel = [...document.querySelectorAll("h2")].some(
          (h) => h.textContent === "Analyzing comments",
        );
        if (w.clicked !== undefined && busy && panel) {
          w.shown = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await sample.click();
    await expect(page.getByRole("heading", { name: "Analyzing comments" })).toBeVisible();
    timings.push(
      await page.evaluate(() => {
        const w = window as unknown as { clicked?: number; shown?: number };
        return (w.shown ?? Number.POSITIVE_INFINITY) - (w.clicked ?? 0);
      }),
    );
  }
  expect(Math.min(...timings)).toBeLessThan(100);
});

test("bad links get the link error messages, and a post outside the samples says what to do", async ({
  page,
}) => {
  await page.goto("/app");
  await page.getByLabel("Instagram post or reel URL").fill("https://example.com/p/abc/");
  await page.getByRole("button", { name: "Analyze Post" }).click();
  await expect(page.getByText("Please enter a valid Instagram post or reel URL")).toBeVisible();
  await analyse(page, "https://www.instagram.com/p/Abcdefghijk/");
  await expect(page.getByText(/only analyse the sample posts on this site/)).toBeVisible();
  await page.goto("/app?analysis_id=00000000-0000-0000-0000-000000000000");
  await expect(page.getByText("Analysis not found.")).toBeVisible();
});

test("a signed-in user analyses, finds it in My Analyses, reloads it, exports every format and deletes it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `e2e-an-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signUpAndIn(page, email, "analyst-pass-1");
  await page.goto("/app");
  await analyse(page, "https://www.instagram.com/p/Dee3pdTwSBt/");
  await expect(page.getByText("Analysis completed and saved automatically!")).toBeVisible({
    timeout: 20_000,
  });
  await expectReport(page);

  // Exports: CSV, XLSX, JSON and PDF, parsed.
  const download = async (label: string) => {
    await page.getByRole("button", { name: "Export" }).click();
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: new RegExp(label) }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^commentlens-Dee3pdTwSBt-\d{4}-\d{2}-\d{2}\.\w+$/);
    return readFileSync((await file.path()) as string);
  };
  const csv = (await download("CSV")).toString("utf8");
  expect(csv.split("\n")[0]).toContain("label");
  expect(csv.split("\n").length).toBeGreaterThan(100);
  const xlsx = new ExcelJS.Workbook();
  await xlsx.xlsx.load((await download("Excel")) as unknown as ArrayBuffer);
  expect(xlsx.getWorksheet("Comments")?.rowCount).toBeGreaterThan(100);
  const json = JSON.parse((await download("JSON")).toString("utf8"));
  expect(json.result.overall_sentiment).toBeTruthy();
  const pdf = await getDocumentProxy(new Uint8Array(await download("PDF")));
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain("CommentLens report");
  expect(text).toContain("Actionable Strategies");

  // My Analyses lists it; View Analysis reloads it by id.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "My Analyses" })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: "Dee3pdTwSBt" });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: "View Analysis" }).click();
  await expect(page).toHaveURL(/\/app\?analysis_id=/);
  await expect(page.getByRole("heading", { name: "Comment Sentiment Breakdown" })).toBeVisible();

  // Delete with confirmation.
  await page.goto("/dashboard");
  await card.getByRole("button", { name: /Delete/ }).click();
  const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await confirm.getByRole("button", { name: /Delete/ }).click();
  await expect(card).toBeHidden();
  await expect(page.getByText(/No analyses yet/i)).toBeVisible();
});

test("a CSV export of comments is imported and analysed", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/app");
  const rows = [
    "username,text,likes,timestamp",
    ...Array.from(
      { length: 40 },
      (_, i) =>
        `fan${i},"${i % 3 === 0 ? "where can I buy this?" : i % 3 === 1 ? "love it so much 😍" : "shipping was slow, not happy"}",${i},2026-11-${String((i % 20) + 1).padStart(2, "0")}T10:00:00Z`,
    ),
  ].join("\n");
  await page.getByLabel("Import a comments file").setInputFiles({
    name: "my-comments.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(rows),
  });
  await expect(page.getByRole("heading", { name: "Comment Sentiment Breakdown" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText("my-comments.csv").first()).toBeVisible();
});

test("the RapidAPI provider path: a post from the API, then a quota hit mid-fetch", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(`${RAPIDAPI_APP_URL}/app`);
  await analyse(page, "https://www.instagram.com/reel/DC-W8knSUuH/");
  await expect(page.getByRole("heading", { name: "Post Statistics" })).toBeVisible();
  await expect(page.getByText("harborlane_bakery_demo").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comment Sentiment Breakdown" })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole("button", { name: "Analyze Another Post" }).click();
  await expect(page).not.toHaveURL(/analysis_id=/);
  await analyse(page, "https://www.instagram.com/p/QuotaPost12/");
  await expect(
    page.getByText(/request quota of the Instagram data service is used up/),
  ).toBeVisible({
    timeout: 20_000,
  });
});

test("the report reads well on a phone", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app");
  await analyse(page, SAMPLE);
  await expect(page.getByRole("heading", { name: "All comments" })).toBeVisible({
    timeout: 20_000,
  });
  // Nothing scrolls the page sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // A long report on a phone: the jump menu stays in reach, and Top goes back up.
  const jump = page.getByRole("navigation", { name: "Jump to a report section" });
  await jump.getByLabel("Jump to section").selectOption({ label: "All comments" });
  const heading = page.getByRole("heading", { name: "All comments" });
  await expect(heading).toBeInViewport();
  await expect(jump).toBeInViewport();
  // The section's title lands below the sticky bar, not under it.
  await expect
    .poll(async () => {
      const [title, bar] = await Promise.all([heading.boundingBox(), jump.boundingBox()]);
      return title && bar ? title.y - (bar.y + bar.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
  await jump.getByRole("button", { name: "Top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the owner corrects a comment's label: the report's figures change, and stay after a reload", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `e2e-label-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signUpAndIn(page, email, "analyst-pass-1");
  await page.goto("/app");
  await analyse(page, SAMPLE);
  const explorer = page.locator("section#all-comments");
  const complaints = explorer.getByRole("button", { name: /^Complaints \d+/ });
  await expect(complaints).toBeVisible({ timeout: 20_000 });
  const count = async () => Number((await complaints.innerText()).replace(/\D+/g, ""));
  const before = await count();

  // The most liked comment is read as neutral with no tags; its owner reads a complaint.
  const row = explorer.getByRole("row").nth(1);
  await row.getByRole("button", { name: /Wrong label\?/ }).click();
  const dialog = page.getByRole("dialog", { name: "Correct this comment's labels" });
  await dialog.getByRole("radio", { name: "Negative" }).check();
  await dialog.getByRole("checkbox", { name: "Complaint" }).check();
  await dialog.getByRole("button", { name: "Save correction" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(count).toBe(before + 1);
  await expect(explorer.getByText("1 comment corrected by you", { exact: false })).toBeVisible();

  await page.reload();
  await expect.poll(count, { timeout: 20_000 }).toBe(before + 1);
  await expect(explorer.getByText("Corrected by you").first()).toBeVisible();

  // The corrections download as labelled lines.
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    explorer.getByRole("link", { name: "Download your corrections (.jsonl)" }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^commentlens-DepHZOzvVEI-.*-corrections\.jsonl$/);
  const lines = readFileSync((await file.path()) as string, "utf8")
    .trim()
    .split("\n");
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0] as string)).toMatchObject({
    sentiment: "negative",
    tags: ["complaint"],
    toxic: false,
  });
});

test("the owner shares a read-only link: a signed-out reader opens it, then it is revoked", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `e2e-share-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signUpAndIn(page, email, "analyst-pass-1");
  await page.goto("/app");
  await analyse(page, SAMPLE);
  await expect(page.getByRole("heading", { name: "Comment Sentiment Breakdown" })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share a read-only link" });
  await dialog.getByRole("button", { name: "Create link" }).click();
  const url = await dialog.getByRole("textbox").inputValue();
  expect(url).toMatch(/\/r\/a[A-Za-z0-9_-]{32}$/);
  const path = new URL(url).pathname;

  // Someone else, not signed in, reads it: the report and its comments, no exports.
  const reader = await browser.newContext();
  const shared = await reader.newPage();
  await shared.goto(path);
  // A fresh browser loads the app and the whole report: on a busy machine that is the slow step.
  await expect(shared.getByText("Shared report · read-only")).toBeVisible({ timeout: 30_000 });
  await expect(shared.getByRole("heading", { name: "Comment Sentiment Breakdown" })).toBeVisible();
  await expect(shared.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const explorer = shared.locator("section#all-comments");
  await expect(explorer.getByRole("row").nth(1)).toBeVisible();
  await explorer.getByRole("button", { name: "Negative" }).click();
  await expect(explorer.getByText(/^\d+ comments? match/)).toBeVisible();
  await expect(shared.getByRole("button", { name: "Export" })).toHaveCount(0);
  await expect(shared.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
  await expect(shared.getByRole("button", { name: /Wrong label/ })).toHaveCount(0);

  // Revoked, the link says so.
  await dialog.getByRole("button", { name: "Revoke link" }).click();
  await expect(dialog.getByText("No link is active: only you can open this report.")).toBeVisible();
  await shared.reload();
  await expect(shared.getByRole("heading", { name: "This link was revoked" })).toBeVisible();
  await reader.close();
});

test("the owner marks a question answered: it leaves the unanswered questions and the explorer finds it by status", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `e2e-reply-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signUpAndIn(page, email, "analyst-pass-1");
  await page.goto("/app");
  await analyse(page, SAMPLE);
  const unanswered = page.locator("section#unanswered-questions");
  const list = unanswered.getByRole("list", { name: "Unanswered questions" });
  await expect(list.getByRole("listitem").first()).toBeVisible({ timeout: 20_000 });
  const first = list.getByRole("listitem").first();
  const text = (await first.locator("blockquote").innerText()).trim();
  await first.getByRole("button", { name: /comment answered$/ }).click();
  await expect(unanswered.getByText(/marked answered or handled (is|are) left out/)).toBeVisible();
  await expect(list.getByText(text, { exact: true })).toHaveCount(0);

  // The explorer finds it by its status, and the address keeps the filter.
  const explorer = page.locator("section#all-comments");
  await explorer.getByLabel("Reply status").selectOption("answered");
  await expect(page).toHaveURL(/status=answered/);
  await expect(explorer.getByRole("row")).toHaveCount(2);
  await expect(
    explorer.getByRole("row").nth(1).getByText("Answered", { exact: true }),
  ).toBeVisible();
  await page.reload();
  await expect(page.locator("section#all-comments").getByRole("row")).toHaveCount(2, {
    timeout: 20_000,
  });
});

test("the owner schedules weekly re-runs with alerts: a due run adds a trend point and mails the alert", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const app = RAPIDAPI_APP_URL;
  const local = { "x-forwarded-for": "127.0.0.1" };
  const mails = async (to: string) => {
    const res = await page.request.get(`${app}/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
      headers: local,
    });
    expect(res.ok()).toBe(true);
    return (await res.json()) as Array<{ subject: string; text: string }>;
  };
  const email = `e2e-schedule-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto(`${app}/auth?mode=signup`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("analyst-pass-1");
  await page.getByLabel("Confirm password").fill("analyst-pass-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(`we sent a link to ${email}`)).toBeVisible();
  let verify = "";
  await expect
    .poll(async () => {
      verify =
        (await mails(email))
          .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
          .find((url) => url.includes("/verify-email")) ?? "";
      return verify;
    })
    .not.toBe("");
  const link = new URL(verify);
  await page.goto(`${app}${link.pathname}${link.search}`);
  await expect(page.getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();

  // A post that gains comments between reads.
  await page.goto(`${app}/app`);
  await analyse(page, "https://www.instagram.com/p/GrowingPostE2E/");
  const panel = page.getByRole("region", { name: "Re-runs of this post" });
  await expect(panel.getByText(/Not scheduled/)).toBeVisible({ timeout: 30_000 });
  await panel.getByRole("button", { name: "Schedule re-runs" }).click();
  const dialog = page.getByRole("dialog", { name: "Re-run this post" });
  await expect(dialog.getByRole("radio", { name: "Every week" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "New complaints: more than" }).check();
  await dialog.getByLabel("New complaints beyond which to mail").fill("0");
  await dialog.getByRole("button", { name: "Save schedule" }).click();
  await expect(panel.getByText(/Re-runs every week/)).toBeVisible();
  await expect(panel.getByText(/Mails you on any new complaint\./)).toBeVisible();

  // The week is up: the due run starts (as the minute's tick would), and finishes.
  const origin = new URL(app).origin;
  const runNow = async () => {
    const res = await page.request.post(`${app}/api/dev/schedules/run-now`, {
      headers: { ...local, origin },
    });
    expect(res.ok()).toBe(true);
    return (await res.json()) as { due: number; runs: number; alerts: number };
  };
  expect((await runNow()).runs).toBe(1);
  await expect
    .poll(
      async () => {
        await page.reload();
        await panel.getByText(/^Re-runs every week/).waitFor();
        return panel.getByText(/over 2 runs since/).count();
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBe(1);
  await panel.getByRole("button", { name: "Show as table" }).click();
  await expect(panel.getByRole("row")).toHaveCount(3);
  await expect(panel.getByRole("row").nth(2).getByText("(scheduled)")).toBeVisible();

  // The run's alerts are weighed: one mail, with the figures and the report's link.
  await expect
    .poll(
      async () => {
        await runNow();
        return (await mails(email)).filter((mail) => mail.subject.startsWith("Alert")).length;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  const [alert] = (await mails(email)).filter((mail) => mail.subject.startsWith("Alert"));
  expect(alert?.text).toContain("- 1 new complaint");
  expect(alert?.text).toMatch(/\/app\?analysis_id=[0-9a-f-]{36}/);
  expect(alert?.text).toMatch(/\/alerts\/unsubscribe\?token=/);
});
