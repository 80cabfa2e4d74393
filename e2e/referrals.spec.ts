import type { Browser, Page } from "@playwright/test";
import { asNewClient, expect, test } from "./fixtures.js";
import { mailedLink, seriousA11yViolations } from "./helpers.js";

/*
 * The referral programme end to end on the local billing provider: Ana copies her link, Bo
 * (another browser, on an address of his own: the same address would be the same device) signs
 * up through it, confirms his address from the dev mailbox (only then is he a referred friend)
 * and buys Influencer; both then see the month in /invite and in their billing. Screenshots of
 * /invite and the Referrals tab at 1280 and 390 px are kept with the test's output.
 */

const PASSWORD = "referral-pass-1";
const FRIEND_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0 CommentLensE2EFriend";

function uniqueEmail(who: string): string {
  return `e2e-ref-${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function fillSignUp(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Test Person");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

/** A browser of another person, on an address of their own. */
async function newPage(
  browser: Browser,
  workerIndex: number,
  options: Parameters<Browser["newContext"]>[0] = {},
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: asNewClient(workerIndex),
    ...options,
  });
  return context.newPage();
}

/** The number on a stat tile of /invite. */
function tile(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a friend signs up through the link, upgrades, and both get a month free", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);

  // Ana signs up and copies her link from /invite.
  const ana = await newPage(browser, testInfo.workerIndex, {
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const anaEmail = uniqueEmail("ana");
  await ana.goto("/auth?mode=signup");
  await fillSignUp(ana, anaEmail);
  await expect(ana.getByText(`we sent a link to ${anaEmail}`)).toBeVisible();
  await ana.goto(await mailedLink(ana, anaEmail, "/verify-email"));
  await expect(ana.getByRole("button", { name: `Account menu for ${anaEmail}` })).toBeVisible();
  await ana.getByRole("button", { name: `Account menu for ${anaEmail}` }).click();
  await ana.getByRole("menuitem", { name: "Invite Friends" }).click();
  await expect(ana).toHaveURL(/\/invite$/);
  await expect(ana).toHaveTitle("Invite Friends | CommentLens");
  await expect(
    ana.getByRole("heading", { level: 1, name: "Invite Friends & Earn Rewards" }),
  ).toBeVisible();
  await expect(ana.getByText("No referrals yet")).toBeVisible();
  await expect(tile(ana, "Total Referrals")).toHaveText("0");
  expect(await seriousA11yViolations(ana)).toEqual([]);
  await ana.getByRole("button", { name: "Copy Link" }).click();
  await expect(ana.getByRole("button", { name: "Copied!" })).toBeVisible();
  const link = await ana.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${baseURL}/app\\?ref=[A-Z2-9]{8}$`));
  await expect(ana.getByLabel("Your referral link")).toHaveValue(link);
  await expect(ana.getByRole("button", { name: "Copy Link" })).toBeVisible({ timeout: 4000 });
  const code = new URL(link).searchParams.get("ref") ?? "";

  // Bo opens the link in his own browser: invited on /app, then on the sign-up form.
  const bo = await newPage(browser, testInfo.workerIndex, { userAgent: FRIEND_AGENT });
  const boEmail = uniqueEmail("bo");
  await bo.goto(link.replace(baseURL ?? "", ""));
  const invite = bo.getByRole("region", { name: "A friend invited you to CommentLens" });
  await expect(invite).toContainText("You and your friend will both get 1 month free");
  // The code is kept while he looks around.
  await bo.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
  await expect(bo).toHaveURL(/\/pricing$/);
  await bo.goBack();
  await invite.getByRole("link", { name: "Create your free account" }).click();
  await expect(bo.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expect(
    bo.getByText(
      "You've been invited! You and your friend will both get 1 month free when you upgrade to Influencer.",
    ),
  ).toBeVisible();
  await fillSignUp(bo, boEmail);
  await expect(bo.getByText(`we sent a link to ${boEmail}`)).toBeVisible();

  // Bo confirms his address: the mailed link still carries the code, and only a confirmed
  // account is a referred friend, so the referral is made now.
  const verify = await mailedLink(bo, boEmail, "/verify-email");
  expect(decodeURIComponent(verify)).toContain(`ref=${code}`);
  await bo.goto(verify);
  await expect(bo).toHaveURL(new RegExp(`/app\\?ref=${code}$`));
  await expect(
    bo.getByText(
      "Referral processed successfully! You and your friend will both get rewards when you upgrade.",
    ),
  ).toBeVisible();

  // Ana's link has a pending friend.
  await ana.reload();
  await expect(tile(ana, "Pending")).toHaveText("1");
  await expect(ana.getByRole("row").nth(1)).toContainText("Pending");

  // Bo buys Influencer with the test card.
  await bo.goto("/pricing");
  await bo
    .getByRole("region", { name: "Influencer" })
    .getByRole("button", { name: "Choose Influencer" })
    .click();
  await expect(bo).toHaveURL(/\/billing\/checkout\/[^/]+$/);
  await payWith(bo, "4242 4242 4242 4242");
  await expect(bo).toHaveURL(/\/account\?success=true$/);

  // Bo's billing: paid for one month, the next bill is two months away, and it says why.
  const inTwoMonths = new Date();
  inTwoMonths.setMonth(inTwoMonths.getMonth() + 2);
  const twoMonthsLabel = new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(
    inTwoMonths,
  );
  await expect(bo.getByText(`Next billing date: ${twoMonthsLabel}`)).toBeVisible();
  await expect(
    bo.getByText(/1 free month from referrals added to your subscription/),
  ).toBeVisible();
  await expect(bo.getByRole("cell", { name: "$4.99" })).toBeVisible();
  await expect(bo.getByRole("cell", { name: "$0.00" })).toBeVisible();
  await bo.goto("/invite");
  await expect(tile(bo, "Months Earned")).toHaveText("1");

  // Ana's /invite: one successful referral and a month earned.
  const boId = await bo.evaluate(async () => {
    const response = await fetch("/api/auth/get-session");
    return ((await response.json()) as { user: { id: string } }).user.id;
  });
  await ana.reload();
  await expect(tile(ana, "Total Referrals")).toHaveText("1");
  await expect(tile(ana, "Pending")).toHaveText("0");
  await expect(tile(ana, "Successful")).toHaveText("1");
  await expect(tile(ana, "Months Earned")).toHaveText("1");
  const row = ana.getByRole("row").nth(1);
  await expect(row).toContainText(`Friend #${boId.slice(-8)}`);
  await expect(row).toContainText("Completed");
  await expect(row).toContainText("1 month free");
  expect(await seriousA11yViolations(ana)).toEqual([]);
  await shoot(ana, "invite");

  // Ana is on Free: her billing shows the month waiting for her subscription.
  await ana.goto("/account?tab=subscription");
  await expect(
    ana.getByText("1 free month from referrals waiting: added to your plan when you subscribe."),
  ).toBeVisible();

  // The account's Referrals tab.
  await ana.getByRole("tab", { name: "Referrals" }).click();
  const panel = ana.getByRole("tabpanel", { name: "Referrals" });
  await expect(panel.getByText("Months Earned")).toBeVisible();
  await expect(panel.locator("dd").nth(1)).toHaveText("1");
  await expect(panel).toContainText("no limit on the number of friends");
  expect(await seriousA11yViolations(ana)).toEqual([]);
  await shoot(ana, "account-referrals");
  await panel.getByRole("link", { name: "Invite a Friend" }).click();
  await expect(ana).toHaveURL(/\/invite$/);
});

test("an invalid code is refused where the link lands and on the sign-in page; /invite needs a signed-in user", async ({
  page,
}) => {
  await page.goto("/#/app?ref=NOTACODE");
  await expect(page).toHaveURL(/\/app\?ref=NOTACODE$/);
  await expect(page.getByRole("alert")).toHaveText("Invalid referral code");
  await expect(page.getByRole("region", { name: /invited you/ })).toHaveCount(0);
  await page.goto("/app?ref=BADCODE");
  await expect(page.getByRole("alert")).toHaveText("Invalid referral code");
  await page.goto("/auth?ref=NOTACODE");
  await expect(page.getByRole("alert")).toHaveText("Invalid referral code");

  await page.goto("/invite");
  await expect(page.getByRole("heading", { name: "Sign in to invite friends" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" }).last()).toHaveAttribute(
    "href",
    "/auth?redirect=/invite",
  );
});
