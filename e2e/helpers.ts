import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Shared steps of the journeys. */

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The mails the dev mailbox holds for `to`, newest first. The mailbox answers only this
 * machine, so the request is one from this machine's own address, not the test's client one.
 */
export async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
    headers: { "x-forwarded-for": "127.0.0.1" },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}

/** The newest link to `pathPart` mailed to `to`, as a path on the site under test. */
export async function mailedLink(page: Page, to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(page, to))
        .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
        .find((url) => url.includes(pathPart));
      return link;
    })
    .toBeDefined();
  // Open it on the test's own host, so the session cookie lands where the page reads it.
  const url = new URL(link ?? "");
  return url.pathname + url.search + url.hash;
}

/** axe's serious and critical findings on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help}`);
}

/** A fresh address for one test run, named after the suite and the person. */
export function uniqueEmail(prefix: string): string {
  return `e2e-${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Fills and sends the create-account form (the page must show it). */
export async function fillSignUp(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

/**
 * Creates an account through the sign-up form and opens the confirmation link it mails, which
 * signs it in (sign-up itself signs nobody in: it answers alike for an address already in
 * use). Password hashing is deliberately slow, so a busy machine gets more than the default wait.
 */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth?mode=signup");
  await fillSignUp(page, email, password);
  await expect(page.getByText(`we sent a link to ${email}`)).toBeVisible({ timeout: 15_000 });
  await page.goto(await mailedLink(page, email, "/verify-email"));
  await expect(page.getByRole("button", { name: `Account menu for ${email}` })).toBeVisible({
    timeout: 15_000,
  });
}
