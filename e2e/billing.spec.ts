import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { seriousA11yViolations, signUp, uniqueEmail } from "./helpers.js";

/*
 * Plans and billing on the built-in (local) provider: the limit, the checkout, the account's
 * Subscription tab, cancel and reactivate, a declined card, and a visitor's way to checkout.
 */

const PASSWORD = "billing-pass-1";

/** Creates an account through the sign-up form and answers its address. */
async function signUpNew(page: Page): Promise<string> {
  const email = uniqueEmail("billing");
  await signUp(page, email, PASSWORD);
  return email;
}

/** A small comments export, as a creator would import it. */
function commentsCsv(n: number): Buffer {
  const rows = [
    "username,text,likes,timestamp",
    `ana,Love this recipe ${n}! Where is the pan from?,12,2025-06-01T10:00:00Z`,
    "bob,Looks amazing 😍,4,2025-06-01T10:05:00Z",
    "cara,Too salty for me,1,2025-06-01T10:10:00Z",
    "dee,Can you do a vegan version?,7,2025-06-01T10:20:00Z",
    "eli,Made it yesterday and it was great,3,2025-06-01T11:00:00Z",
  ];
  return Buffer.from(`${rows.join("\n")}\n`);
}

function importComments(page: Page, n: number) {
  return page.request.post("/api/analyses", {
    multipart: {
      file: { name: `comments-${n}.csv`, mimeType: "text/csv", buffer: commentsCsv(n) },
    },
  });
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Test Person");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

test("a Free user at the limit upgrades to Influencer, cancels and reactivates", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpNew(page);

  // Five imports use up the Free plan; the sixth is refused with an upgrade on /app.
  for (let n = 1; n <= 5; n++) {
    const response = await importComments(page, n);
    expect(response.status(), await response.text()).toBe(202);
  }
  await page.goto("/app");
  await page.getByLabel("Import a comments file").setInputFiles({
    name: "comments-6.csv",
    mimeType: "text/csv",
    buffer: commentsCsv(6),
  });
  const upgrade = page.getByRole("main").getByRole("link", { name: "Upgrade" });
  await expect(upgrade).toBeVisible();
  await upgrade.click();

  // Pricing: Free is the current plan; Influencer goes to the test checkout.
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page).toHaveTitle("Pricing | CommentLens");
  const influencer = page.getByRole("region", { name: "Influencer" });
  await expect(page.getByRole("region", { name: "Free" })).toContainText("Current plan");
  await expect(influencer).toContainText("$4.99");
  // Nobody pays yet and no regular price is configured: no badge, no struck-through price.
  await expect(page.getByText("Most Popular")).toHaveCount(0);
  await expect(influencer.locator("s")).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await influencer.getByRole("button", { name: "Choose Influencer" }).click();

  await expect(page).toHaveURL(/\/billing\/checkout\/[^/]+$/);
  await expect(page.getByText("Test payment — no real card is charged")).toBeVisible();
  await expect(page.getByText("Influencer", { exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await payWith(page, "4242 4242 4242 4242");

  // Back on the account: the Subscription tab shows the new plan and its limit.
  await expect(page).toHaveURL(/\/account\?success=true$/);
  await expect(page.getByRole("tab", { name: "Subscription" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText("Welcome to Influencer! Your subscription is active.")).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByText(/of 100 analyses used/)).toBeVisible();
  await expect(page.getByText(/Next billing date:/)).toBeVisible();
  await expect(page.getByRole("cell", { name: "$4.99" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The plan's limit applies at once: the next import is accepted.
  expect((await importComments(page, 7)).status()).toBe(202);

  // Cancel behind a confirmation that starts on the safe choice.
  await page.getByRole("button", { name: "Cancel Subscription" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel your subscription?" });
  await expect(dialog).toContainText("until the end of the current billing period");
  await expect(dialog.getByRole("button", { name: "Keep Subscription" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(page.getByText("Active (Cancels at period end)")).toBeVisible();
  await expect(page.getByText(/^Cancels on /)).toBeVisible();

  // Reactivate: back to a renewing plan.
  await page.getByRole("button", { name: "Reactivate Subscription" }).click();
  await expect(page.getByText("Your subscription has been reactivated.")).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel Subscription" })).toBeVisible();

  // Manage Billing opens the test portal, which leads back here.
  await page.getByRole("button", { name: "Manage Billing" }).click();
  await expect(page).toHaveURL(/\/billing\/portal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Back to account" }).click();
  await expect(page.getByRole("tab", { name: "Subscription" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("a declined card shows the error, and Cancel goes back to pricing", async ({ page }) => {
  test.setTimeout(60_000);
  await signUpNew(page);
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Choose Influencer" }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\//);

  await payWith(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toContainText("Your card was declined.");
  await expect(page).toHaveURL(/\/billing\/checkout\//);
  await expect(page.getByRole("button", { name: "Pay $4.99" })).toBeEnabled();

  await page.getByRole("link", { name: "Cancel and go back" }).click();
  await expect(page).toHaveURL(/\/pricing\?canceled=true$/);
  await expect(page.getByText("Payment was canceled. You can try again anytime!")).toBeVisible();
  await expect(page.getByRole("region", { name: "Free" })).toContainText("Current plan");
});

test("a signed-out visitor picking Influencer signs in and lands on its checkout", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const email = await signUpNew(page);
  await context.clearCookies();

  await page.goto("/pricing");
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Choose Influencer" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(/\/billing\/checkout\/[^/]+$/);
  await expect(page.getByRole("button", { name: "Pay $4.99" })).toBeVisible();
  await expect(page.getByRole("main").getByText(email, { exact: true })).toBeVisible();
  // Back from the checkout does not start a second one.
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("region", { name: "Influencer" })).toBeVisible();
});
