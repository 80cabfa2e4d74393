import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { mailedLink, mailsTo, seriousA11yViolations } from "./helpers.js";

function uniqueEmail(): string {
  return `e2e-account-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function fillSignIn(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a signed-out visitor on /account gets a sign-in prompt that leads back", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveTitle("Account Settings | CommentLens");
  await expect(
    page.getByRole("heading", { level: 1, name: "Sign in to manage your account" }),
  ).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=\/account$/);
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
});

test("sign up, change email (and undo it) and password, sign in again, then delete the account", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail();
  const accountMenu = page.getByRole("button", { name: `Account menu for ${email}` });

  // Sign up and confirm the address.
  await page.goto("/auth");
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("first-pass-1");
  await page.getByLabel("Confirm password").fill("first-pass-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(`we sent a link to ${email}`)).toBeVisible();
  await page.goto(await mailedLink(page, email, "/verify-email"));
  await expect(page).toHaveURL(/\/app$/);

  // The user menu leads to the account page.
  await accountMenu.click();
  await page.getByRole("menuitem", { name: "Account Settings" }).click();
  await expect(page).toHaveURL(/\/account$/);
  // The account page's code is fetched on this first visit; the Agency spec running beside
  // this one analyses a whole profile on the same server, which can hold that up a while.
  await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("tab", { name: "Profile Settings" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByLabel("Current email")).toHaveValue(email);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Ask for an email change: the current address approves it first, nothing goes to the new one.
  const newEmail = uniqueEmail();
  await page.getByLabel("New email").fill(newEmail);
  await page.getByRole("button", { name: "Update Email" }).click();
  // The request sends a mail before it answers: on a busy machine that takes a while.
  await expect(
    page.getByText(`Email update sent! Check your current email, ${email}, to approve the change.`),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel("Current email")).toHaveValue(email);
  expect(await mailsTo(page, newEmail)).toEqual([]);
  // Opening the link shows the change; only the click approves it (mail scanners open links).
  await page.goto(await mailedLink(page, email, "/account/email?token="));
  await expect(page.getByText(`from ${email} to ${newEmail}`)).toBeVisible();
  expect(await mailsTo(page, newEmail)).toEqual([]);
  await page.getByRole("button", { name: "Approve the change" }).click();
  await expect(
    page.getByText(
      `Change approved. We sent a confirmation link to ${newEmail}: open it to finish.`,
    ),
  ).toBeVisible();

  // The new address confirms: the account moves to it.
  await page.goto(await mailedLink(page, newEmail, "/account/email?token="));
  await page.getByRole("button", { name: "Confirm my new address" }).click();
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Account menu for ${newEmail}` })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Account settings" }).click();
  await expect(page.getByLabel("Current email")).toHaveValue(newEmail);

  // The old address was told, with a link that undoes it: it asks first, then signs out.
  await page.goto(await mailedLink(page, email, "/account/email?undo="));
  await expect(
    page.getByRole("heading", { level: 1, name: "Undo the email change" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Undo email change" }).click();
  await expect(page.getByText(`Your email address is ${email} again`)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Account menu for / })).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await fillSignIn(page, email, "first-pass-1");
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel("Current email")).toHaveValue(email);

  // Change the password with the new one only.
  await page.getByLabel("New password", { exact: true }).fill("second-pass-2");
  await page.getByLabel("Confirm new password").fill("second-pass-2");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password updated successfully!")).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveValue("");

  // Still signed in here; sign out from the menu.
  await page.reload();
  await expect(page.getByLabel("Current email")).toHaveValue(email);
  await accountMenu.click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);

  // Back on /account: the prompt's link signs in and returns here. The old password is refused.
  await page.goto("/account");
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await fillSignIn(page, email, "first-pass-1");
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
  await page.getByLabel("Password", { exact: true }).fill("second-pass-2");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel("Current email")).toHaveValue(email);

  // Delete: the dialog names what is lost and starts on Cancel.
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText(email);
  await expect(dialog).toContainText("cannot be undone");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);
  // The button waits for the account's address to be typed.
  await expect(dialog.getByRole("button", { name: "Delete account" })).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(
    page.getByText("Account deleted successfully. Redirecting to home page..."),
  ).toBeVisible();
  await expect(accountMenu).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  // The account is gone: its credentials no longer sign in.
  await page.goto("/auth");
  await fillSignIn(page, email, "second-pass-2");
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
  await expect(page).toHaveURL(/\/auth$/);
});
