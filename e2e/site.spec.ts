import { AxeBuilder } from "@axe-core/playwright";
import { CONTACT_MESSAGES, NEWSLETTER_MESSAGES } from "@commentlens/shared";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { mailsTo } from "./helpers.js";

/** The marketing pages and what each shows once it has loaded. */
const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  {
    path: "/",
    ready: (page) => expect(page.getByText(/^Sample report/)).toBeVisible(),
  },
  {
    path: "/demo",
    // The whole sample report renders here: on a busy machine that alone takes seconds.
    ready: (page) =>
      expect(page.getByRole("heading", { name: "All comments" })).toBeVisible({ timeout: 40_000 }),
  },
  {
    path: "/about",
    ready: (page) => expect(page.getByRole("heading", { name: "What we value" })).toBeVisible(),
  },
  {
    path: "/contact",
    ready: (page) => expect(page.getByRole("link", { name: /@/ })).toBeVisible(),
  },
  {
    path: "/newsletter",
    ready: (page) => expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible(),
  },
  {
    path: "/how-it-works",
    ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
  },
  {
    path: "/pricing",
    ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
  },
];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** The path and query of the first link in `text` to `pathname` (the mail's origin may differ). */
function linkTo(text: string, pathname: string): string {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link to ${pathname} in the mail`);
}

for (const { path, ready } of PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    // The sample report is the longest page to render and to scan.
    test.slow(path === "/demo");
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(err.message));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("the signed-out bar has Demo, App, Blog, Pricing, Contact, Help and a Get Started button to /app", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const bar = page.getByRole("navigation", { name: "Main" }).first();
  await expect(bar.getByRole("link")).toHaveText([
    "Demo",
    "App",
    "Blog",
    "Pricing",
    "Contact",
    "Help",
  ]);
  await page.getByRole("link", { name: "Get Started" }).first().click();
  await expect(page).toHaveURL(/\/app$/);
});

test("the demo shows the sample report's sections and reads its comments in the browser", async ({
  page,
}) => {
  await page.goto("/demo");
  for (const title of [
    "Comment Sentiment Breakdown",
    "Know Your Audience",
    "Audience Personas",
    "User Feedback Analysis",
    "Content Opportunities",
    "Actionable Strategies",
    "All comments",
  ]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 15_000 });
  }
  await expect(
    page.getByRole("heading", { name: /^Positive$|Overwhelmingly Positive/ }),
  ).toBeVisible();
  const explorer = page
    .getByRole("heading", { name: "All comments" })
    .locator("xpath=ancestor::section[1]");
  await expect(explorer.getByText(/^\d[\d,]* comments$/)).toBeVisible();
  // No video placeholder: the page is the report itself.
  await expect(page.getByRole("button", { name: /3:45|video/i })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Compare plans" })).toHaveAttribute(
    "href",
    "/pricing",
  );
});

test("the contact form shows its errors, sends, and the message reaches the support inbox", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your first name.")).toBeVisible();
  await expect(page.getByText("Please enter your last name.")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();

  const marker = `e2e contact ${Date.now()}`;
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Silva");
  await page.getByLabel("Email", { exact: true }).fill("ana.silva@example.com");
  await page.getByLabel("Subject").selectOption("partnership");
  await page.getByLabel("Message").fill(`Hello! ${marker}: could we talk about a partnership?`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(CONTACT_MESSAGES.sent)).toBeVisible();

  const details = (await (await page.request.get("/api/contact/details")).json()) as {
    email: string;
  };
  await expect
    .poll(async () => (await mailsTo(page, details.email)).some((m) => m.text.includes(marker)))
    .toBe(true);
  const mail = (await mailsTo(page, details.email)).find((m) => m.text.includes(marker));
  expect(mail?.subject).toContain("Ana Silva");
});

test("newsletter: sign up, confirm from the mailed link, then unsubscribe with the button", async ({
  page,
}) => {
  const email = `e2e-news-${Date.now()}@example.com`;
  await page.goto("/newsletter");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(NEWSLETTER_MESSAGES.checkInbox)).toBeVisible();

  await expect.poll(async () => (await mailsTo(page, email)).length).toBeGreaterThan(0);
  const [mail] = await mailsTo(page, email);
  const text = mail?.text ?? "";

  await page.goto(linkTo(text, "/newsletter/confirm"));
  await expect(page.getByText(NEWSLETTER_MESSAGES.confirmed)).toBeVisible();

  // Opening the unsubscribe page asks first; only the button unsubscribes.
  await page.goto(linkTo(text, "/newsletter/unsubscribe"));
  await expect(
    page.getByRole("heading", { name: "Unsubscribe from the newsletter" }),
  ).toBeVisible();
  await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribed)).toHaveCount(0);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribed)).toBeVisible();
});

test("a newsletter link without a valid token says so", async ({ page }) => {
  await page.goto("/newsletter/confirm?token=not-a-real-token");
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe again" })).toHaveAttribute(
    "href",
    "/newsletter",
  );
});
