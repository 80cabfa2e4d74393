import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";

/*
 * Blog, help centre and documents, on the real content of apps/web/src/content: journeys a
 * reader makes, the server's meta tags and status codes, and axe on every kind of page.
 */

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(" ")})`)).toEqual([]);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The first blog article's address, read from the list. */
async function firstArticlePath(page: Page): Promise<string> {
  await page.goto("/blog");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  const href = await page
    .getByRole("main")
    .getByRole("article")
    .first()
    .getByRole("link")
    .getAttribute("href");
  if (!href) throw new Error("the blog list has no article link");
  return href;
}

const AXE_PAGES = [
  "/blog",
  "first blog article",
  "/help",
  "/help/getting-started",
  "/privacy",
  "/terms",
  "/methodology",
] as const;

test.describe("content pages pass axe with no serious or critical violations", () => {
  for (const width of [1280, 390]) {
    for (const target of AXE_PAGES) {
      test(`${target} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const errors = collectErrors(page);
        const path = target === "first blog article" ? await firstArticlePath(page) : target;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await noSidewaysScroll(page);
        expect(errors).toEqual([]);
      });
    }
  }
});

test("filter the blog by category, keep it in the address, and page honestly", async ({ page }) => {
  await page.goto("/blog");
  await expect(page).toHaveTitle("Blog | CommentLens");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();
  expect(total).toBeGreaterThan(0);
  await expect(page.getByText(`Showing ${Math.min(total, 6)} of ${total} articles`)).toBeVisible();
  // Six or fewer articles: nothing more to load, so no button.
  if (total <= 6)
    await expect(page.getByRole("button", { name: "Load More Posts" })).toHaveCount(0);

  const filters = page.getByRole("group", { name: "Filter articles by category" });
  await filters.getByRole("button", { name: "All" }).focus();
  await page.keyboard.press("Tab");
  await expect(filters.getByRole("button", { name: "Analytics" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/blog\?category=Analytics$/);
  await expect(filters.getByRole("button", { name: "Analytics" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  for (const badge of await cards
    .locator("span", { hasText: /^(Analytics|Engagement|Community|Strategy)$/ })
    .allTextContents()) {
    expect(badge).toBe("Analytics");
  }

  // The filter survives a reload: it is in the address.
  await page.reload();
  await expect(filters.getByRole("button", { name: "Analytics" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("open an article, read it in place and go back to the filtered list", async ({ page }) => {
  await page.goto("/blog?category=Strategy");
  const card = page.getByRole("main").getByRole("article").first();
  const title = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
  await card.getByRole("link").click();

  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | CommentLens`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
  await expect(page.getByText(/Published [A-Z][a-z]+ \d{1,2}, \d{4}/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tags" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Join Beta Waitlist" })).toHaveAttribute(
    "href",
    "/newsletter",
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole("link", { name: "Back to Blog" }).first().click();
  await expect(page).toHaveURL(/\/blog\?category=Strategy$/);
  await expect(page.getByRole("button", { name: "Strategy" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("the server writes each article's meta, and answers an unknown article with 404", async ({
  page,
  request,
}) => {
  const path = await firstArticlePath(page);
  await page.goto(path);
  const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  // The HTML as a crawler gets it, before any script runs.
  const html = await (await request.get(path)).text();
  const escaped = heading.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  expect(html).toContain(`<title>${escaped} | CommentLens</title>`);
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path}" />`));
  expect(html).toContain('<meta name="twitter:card" content="summary" />');

  const response = await page.goto("/blog/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found | CommentLens");
});

test("search help as you type and open a result with the keyboard", async ({ page }) => {
  await page.goto("/help");
  await expect(page).toHaveTitle("Help Center | CommentLens");
  const box = page.getByRole("combobox", { name: "Search the help center" });
  await box.fill("refund");

  const results = page.getByRole("listbox", { name: "Search results" });
  await expect(results).toBeVisible();
  await expect(results.locator("mark").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /(?<!\d)\d+ results?/ })).toBeVisible();

  await box.press("ArrowDown");
  const first = results.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute(
    "aria-activedescendant",
    (await first.getAttribute("id")) ?? "",
  );
  await box.press("Enter");

  // A section of an article (its address names the section), or a FAQ entry opened in place.
  await expect(async () => {
    const url = page.url();
    const faqOpen = await page.locator('button[aria-expanded="true"]').count();
    expect(/\/help\/[a-z-]+/.test(url) || faqOpen > 0).toBe(true);
  }).toPass();

  await page.goto("/help");
  await box.fill("qqqzzzxxy");
  await expect(page.getByText("No results for “qqqzzzxxy”")).toBeVisible();
});

test("a help article shows the others beside it; unknown help addresses show the index", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/help/billing-plans");
  const nav = page.getByRole("navigation", { name: "Help articles" });
  await expect(nav.getByRole("link")).toHaveCount(6);
  await expect(nav.getByRole("link", { name: "Billing & Plans" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await nav.getByRole("link", { name: "Troubleshooting" }).click();
  await expect(page).toHaveURL(/\/help\/troubleshooting$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Troubleshooting");

  const response = await page.goto("/help/no-such-article");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help Center");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/help$/);
});

test("the FAQ opens and closes from the keyboard", async ({ page }) => {
  await page.goto("/help");
  const question = page.getByRole("button", { name: "Do you offer refunds?" });
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "true");
  const answer = page.locator(`#${await question.getAttribute("aria-controls")}`);
  await expect(answer).toBeVisible();
  await page.keyboard.press("Space");
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();
});

test("legal pages say when they were last updated; the methodology is rendered", async ({
  page,
}) => {
  for (const [path, heading] of [
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText(/^Last updated [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  }
  await page.goto("/methodology");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "How CommentLens reads comments",
  );
  await expect(page.getByRole("heading", { level: 2, name: "The headline figures" })).toBeVisible();
  // Links inside documents stay in the app (no full reload).
  await page.goto("/terms");
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test("robots.txt and sitemap.xml describe the public site", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>[^<]+\/blog\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  expect(xml).toContain("/help/getting-started</loc>");
  expect(xml).not.toContain("/dashboard");
});
