import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { mailedLink } from "./helpers.js";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
}

test("sign up, confirm, sign in and out, then reset the password", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const accountMenu = page.getByRole("button", { name: `Account menu for ${email}` });

  // Sign up.
  await page.goto("/auth");
  await expect(page).toHaveTitle("Sign in | CommentLens");
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("first-pass-1");
  await page.getByLabel("Confirm password").fill("first-pass-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  // Sign-up signs nobody in (it answers alike for an address already in use).
  await expect(page.getByText(`we sent a link to ${email}`)).toBeVisible();
  await expect(accountMenu).toHaveCount(0);
  // Signed in with the password but unconfirmed: the banner offers to send the link again.
  await signIn(page, email, "first-pass-1");
  await expect(
    page.getByText(`Please confirm your email address: we sent a link to ${email}.`),
  ).toBeVisible();

  // Confirm the address with the mailed link: it lands on /app and says so, once.
  await page.goto(await mailedLink(page, email, "/verify-email"));
  await expect(page.getByText("Email confirmed: you are signed in.")).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);

  // Signed in: the header shows the account menu with the email, and the sign-in page has
  // no form for them (it sends them on).
  await expect(accountMenu).toBeVisible();
  await page.goto("/auth?mode=signup");
  await expect(page).toHaveURL(/\/app$/);
  await expect(accountMenu).toContainText(email);
  await expect(page.getByText("Please confirm your email address", { exact: false })).toHaveCount(
    0,
  );

  // Sign out from the menu: back home, signed out.
  await accountMenu.click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(accountMenu).toHaveCount(0);

  // Ask for a reset email.
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByText("Password reset email sent! Check your inbox.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();

  // Open the mailed link and choose a new password.
  await page.goto(await mailedLink(page, email, "/reset-password/"));
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel("New password", { exact: true }).fill("second-pass-2");
  await page.getByLabel("Confirm new password").fill("second-pass-2");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(
    page.getByText("Password updated successfully! You can now sign in with your new password."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  // The new password works.
  await signIn(page, email, "second-pass-2");
  await expect(accountMenu).toBeVisible();
});

test("a reset link with an unknown token ends on the invalid-link message", async ({ page }) => {
  // The server itself sends a bad mailed link back with ?error=INVALID_TOKEN.
  await page.goto("/auth/reset-password?error=INVALID_TOKEN");
  await expect(
    page.getByText("Invalid or expired reset link. Please request a new password reset."),
  ).toBeVisible();

  // A token that passes the page but not the server is caught when it is used.
  await page.goto("/auth/reset-password?token=not-a-real-token");
  await page.getByLabel("New password", { exact: true }).fill("whatever-1");
  await page.getByLabel("Confirm new password").fill("whatever-1");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(
    page.getByText("Invalid or expired reset link. Please request a new password reset."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the sign-in form is accessible in each of its modes", async ({ page }) => {
  const { AxeBuilder } = await import("@axe-core/playwright");
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help}`);
  await page.goto("/auth");
  expect(await serious()).toEqual([]);
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.getByRole("button", { name: "Already have an account? Sign in" }).click();
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  expect(await serious()).toEqual([]);
  // Labels make every field reachable by name.
  await expect(page.getByLabel("Email")).toBeVisible();
});
