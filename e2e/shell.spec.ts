import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";

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
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test("the landing page loads with its title, hero and three steps, without errors", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/CommentLens/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const step of ["Submit", "Analyze", "Understand"]) {
    await expect(page.getByRole("heading", { name: step, exact: true })).toBeVisible();
  }
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Instagram/);
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test("desktop navigation moves between pages, updates the title and scrolls to the top", async ({
  page,
}) => {
  // It renders and scans the sample report, the longest page of the site.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.mouse.wheel(0, 2000);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Demo" }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page).toHaveTitle(/^Demo.* \| CommentLens$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/demo$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole("link", { name: /CommentLens/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test("on a phone the menu opens, navigates and closes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.getByRole("link", { name: "How it works" }).last().click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  // Nothing sticks out sideways at phone width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("hash-style addresses from old links land on the real path before the first render", async ({
  page,
}) => {
  await page.goto("/#/app?ref=ABC");
  await expect(page).toHaveURL(/\/app\?ref=ABC$/);
  await page.goto("/#/how-it-works");
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page).toHaveTitle("How it works | CommentLens");
});

test("a hash-style address typed while the site is open goes where a fresh load of it goes", async ({
  page,
}) => {
  const at = (path: string) => (url: URL) => url.pathname + url.search + url.hash === path;
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Typing /#/agency into the address bar of the open page only changes its fragment.
  await page.goto("/#/agency");
  await expect(page).toHaveURL(at("/agency"));
  await expect(page).toHaveTitle("Agency Dashboard | CommentLens");
  await expect(
    page.getByRole("heading", { name: "Sign in to use the Agency Dashboard" }),
  ).toBeVisible();

  await page.goto("/agency#/how-it-works?from=mail");
  await expect(page).toHaveURL(at("/how-it-works?from=mail"));
  await expect(page.getByRole("heading", { level: 1, name: "How it works" })).toBeVisible();

  // Each typed address is one step of history, as a fresh load would be.
  await page.goBack();
  await expect(page).toHaveURL(at("/agency"));
  await page.goBack();
  await expect(page).toHaveURL(at("/"));
  await expect(page.getByRole("link", { name: /Analyze a post/ }).first()).toBeVisible();

  // Ordinary fragments still just point into the page.
  await page.goto("/how-it-works");
  await page.goto("/how-it-works#limits");
  await expect(page).toHaveURL(at("/how-it-works#limits"));
});

test("an unknown path shows the 404 page with HTTP 404 and a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found | CommentLens");
  await page.getByRole("main").getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the page is keyboard reachable: skip link first, then visible focus", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeVisible();
});
