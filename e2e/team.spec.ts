import type { Page } from "@playwright/test";
import { asNewClient, expect, test } from "./fixtures.js";
import { fillSignUp, mailedLink, seriousA11yViolations, signUp, uniqueEmail } from "./helpers.js";

/*
 * Agency team seats: an owner buys Agency with 2 seats, invites a member from the account's
 * Team tab; the member signs up from the mailed link, accepts, shares the unlimited plan and
 * sees the team; the owner removes them and their access ends at once.
 */

const PASSWORD = "team-pass-1";

function importComments(page: Page, n: number) {
  const csv = `username,text,likes,timestamp\nana,Love this ${n}!,3,2026-06-01T10:00:00Z\nbob,Where is it from?,1,2026-06-01T10:05:00Z\n`;
  return page.request.post("/api/analyses", {
    multipart: {
      file: { name: `comments-${n}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) },
    },
  });
}

test("an Agency owner invites a member, who signs up from the mail, joins, and is removed", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const ownerEmail = uniqueEmail("team-owner");
  const memberEmail = uniqueEmail("team-member");
  const ownerContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: asNewClient(testInfo.workerIndex),
  });
  const memberContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: asNewClient(testInfo.workerIndex),
  });
  const owner = await ownerContext.newPage();
  const member = await memberContext.newPage();

  // The owner buys Agency with 2 seats on the pricing page and pays on the test checkout.
  await signUp(owner, ownerEmail, PASSWORD);
  await owner.goto("/pricing");
  const agency = owner.getByRole("region", { name: "Agency" });
  await agency.getByRole("button", { name: "Add a seat" }).click();
  await expect(agency.getByLabel("Seats")).toHaveValue("2");
  await agency.getByRole("button", { name: "Choose Agency" }).click();
  await expect(owner).toHaveURL(/\/billing\/checkout\/[^/]+$/);
  await owner.getByLabel("Card number").fill("4242 4242 4242 4242");
  await owner.getByLabel("Expiry (MM/YY)").fill("12/39");
  await owner.getByLabel("CVC").fill("123");
  await owner.getByLabel("Name on card").fill("Olga Owner");
  await owner.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(owner).toHaveURL(/\/account\?success=true$/);

  // The Team tab: one of two seats taken (the owner's), and an invitation to send.
  await owner.getByRole("tab", { name: "Team" }).click();
  await expect(owner.getByText("1 of 2 seats used")).toBeVisible();
  expect(await seriousA11yViolations(owner)).toEqual([]);
  await owner.getByLabel("Invite by email").fill(memberEmail.toUpperCase());
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByText(`Invitation sent to ${memberEmail}.`)).toBeVisible();
  await expect(owner.getByText("2 of 2 seats used")).toBeVisible();
  const pending = owner.getByRole("region", { name: "Pending invitations" });
  await expect(pending.getByText(memberEmail, { exact: true })).toBeVisible();
  // Every seat is taken now.
  await expect(owner.getByRole("button", { name: "Send invitation" })).toBeDisabled();
  expect(await seriousA11yViolations(owner)).toEqual([]);

  // The invitee opens the mailed link with no account: the page asks to sign in or sign up.
  await member.goto(await mailedLink(member, memberEmail, "/team/accept"));
  await expect(member).toHaveTitle("Join a team | CommentLens");
  await expect(member.getByRole("heading", { name: "Sign in to join the team" })).toBeVisible();
  expect(await seriousA11yViolations(member)).toEqual([]);
  await member.getByRole("link", { name: "Create an account" }).click();
  await fillSignUp(member, memberEmail, PASSWORD);
  await expect(member.getByText(`we sent a link to ${memberEmail}`)).toBeVisible();

  // The confirmation link brings them back to the invitation, where they accept.
  await member.goto(await mailedLink(member, memberEmail, "/verify-email"));
  await expect(member).toHaveURL(/\/team\/accept\?token=[\w-]+$/);
  await expect(member.getByRole("heading", { name: "Join a team" })).toBeVisible();
  await expect(member.getByRole("main").getByText(`Signed in as ${memberEmail}`)).toBeVisible();
  expect(await seriousA11yViolations(member)).toEqual([]);
  await member.getByRole("button", { name: "Accept invitation" }).click();
  await expect(member.getByRole("heading", { name: "Welcome to the team" })).toBeVisible();
  await expect(
    member.getByText(`You joined ${ownerEmail}'s team.`, { exact: false }),
  ).toBeVisible();
  expect(await seriousA11yViolations(member)).toEqual([]);

  // The member sees the team on their account, with a Leave button.
  await member.getByRole("link", { name: "See your team" }).click();
  await expect(member.getByRole("tab", { name: "Team" })).toHaveAttribute("aria-selected", "true");
  await expect(
    member.getByText(`You are a member of ${ownerEmail}`, { exact: false }),
  ).toBeVisible();
  await expect(member.getByRole("button", { name: "Leave team" })).toBeVisible();
  expect(await seriousA11yViolations(member)).toEqual([]);

  // They share the unlimited Agency plan: more analyses than Free's 5 go through.
  for (let n = 1; n <= 6; n++) {
    const response = await importComments(member, n);
    expect(response.status(), await response.text()).toBe(202);
  }

  // The owner sees the member and removes them, behind a confirmation.
  await owner.reload();
  await owner.getByRole("tab", { name: "Team" }).click();
  const members = owner.getByRole("region", { name: "Members" });
  await expect(members.getByText(memberEmail, { exact: true })).toBeVisible();
  await expect(owner.getByRole("region", { name: "Pending invitations" })).toHaveCount(0);
  await owner.getByRole("button", { name: `Remove ${memberEmail}` }).click();
  const dialog = owner.getByRole("dialog", { name: `Remove ${memberEmail}?` });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Remove member" }).click();
  await expect(owner.getByText(`${memberEmail} was removed from your team.`)).toBeVisible();
  await expect(owner.getByText("1 of 2 seats used")).toBeVisible();
  await expect(members.getByText(memberEmail, { exact: true })).toHaveCount(0);

  // Access ends at once: the member is in no team and back on Free's 5.
  const team = await member.request.get("/api/team");
  expect(await team.json()).toEqual({ role: null });
  for (let n = 7; n <= 11; n++) expect((await importComments(member, n)).status()).toBe(202);
  expect((await importComments(member, 12)).status()).toBe(402);
  await member.goto("/account");
  await expect(member.getByRole("tab", { name: "Subscription" })).toBeVisible();
  await expect(member.getByRole("tab", { name: "Team" })).toHaveCount(0);

  await ownerContext.close();
  await memberContext.close();
});

/** Pays for Agency with `seats` seats through the local provider's test checkout. */
async function buyAgencySeats(page: Page, seats: number) {
  const created = await page.request.post("/api/subscription-management", {
    data: { mode: "create_checkout", plan_type: "agency", seats },
  });
  expect(created.status(), await created.text()).toBe(200);
  const url = ((await created.json()) as { checkout_url: string }).checkout_url;
  const id = /\/billing\/checkout\/([^/?#]+)$/.exec(url)?.[1];
  const paid = await page.request.post(`/api/billing/local/checkout/${id}/pay`, {
    data: { card_number: "4242424242424242", expiry: "12/39", cvc: "123", name: "Olga Owner" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** Runs a profile analysis of the demo bakery to its end: its posts' report ids. */
async function analysedProfile(page: Page): Promise<string[]> {
  const fetched = await page.request.post("/api/profile-processing", {
    data: {
      mode: "fetch_profile",
      instagram_profile_url: "https://www.instagram.com/ovenbird.bakehouse/",
      user_id: "ignored",
    },
  });
  expect(fetched.status(), await fetched.text()).toBe(200);
  const id = ((await fetched.json()) as { profile_analysis_id: string }).profile_analysis_id;
  await page.request.post("/api/profile-processing", {
    data: { mode: "analyze_profile", profile_analysis_id: id },
  });
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`/api/progress?type=profile&profile_analysis_id=${id}`)
          ).json()) as { status: string }
        ).status,
      { timeout: 90_000 },
    )
    .toBe("completed");
  const detail = (await (await page.request.get(`/api/profile-analyses/${id}`)).json()) as {
    posts: Array<{ analysis_id: string | null }>;
  };
  return detail.posts.flatMap((p) => (p.analysis_id ? [p.analysis_id] : []));
}

test("a member assigns a question of the team's report to the owner, who opens it from the mail", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const ownerEmail = uniqueEmail("assign-owner");
  const memberEmail = uniqueEmail("assign-member");
  const contextFor = () =>
    browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: asNewClient(testInfo.workerIndex),
    });
  const ownerContext = await contextFor();
  const memberContext = await contextFor();
  const owner = await ownerContext.newPage();
  const member = await memberContext.newPage();

  await signUp(owner, ownerEmail, PASSWORD);
  await buyAgencySeats(owner, 2);
  const invited = await owner.request.post("/api/team/invitations", {
    data: { email: memberEmail, role: "member" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await signUp(member, memberEmail, PASSWORD);
  const accept = new URL(await mailedLink(member, memberEmail, "/team/accept"), "http://x.test");
  const joined = await member.request.post("/api/team/accept", {
    data: { token: accept.searchParams.get("token") },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  // A post of the team's profile with a question in it.
  let report: string | undefined;
  for (const id of await analysedProfile(owner)) {
    const page = await member.request.get(`/api/analyses/${id}/comments?tag=question&limit=1`);
    if (((await page.json()) as { total: number }).total > 0) report = id;
  }
  expect(report).toBeDefined();

  // The member gives the first question to the owner, with a note.
  await member.goto(`/app?analysis_id=${report}&tag=question`);
  const explorer = member.locator("section#all-comments");
  const assign = explorer.getByRole("button", { name: /^Assign @/ }).first();
  await expect(assign).toBeVisible({ timeout: 30_000 });
  await expect(explorer.getByRole("button", { name: /Wrong label\?/ })).toHaveCount(0);
  await assign.click();
  const dialog = member.getByRole("dialog", { name: "Assign this comment" });
  await dialog.getByLabel("Teammate").selectOption(ownerEmail);
  await dialog.getByLabel(/Note/).fill("Can you answer this one before noon?");
  expect(await seriousA11yViolations(member)).toEqual([]);
  await dialog.getByRole("button", { name: "Assign" }).click();
  await expect(member.getByText(`Assigned to ${ownerEmail}.`)).toBeVisible();
  await expect(explorer.getByText(`Assigned to ${ownerEmail}`, { exact: true })).toBeVisible();

  // The owner's mail opens the report on the comments assigned to them.
  await owner.goto(await mailedLink(owner, ownerEmail, `/app?analysis_id=${report}`));
  const mine = owner.locator("section#all-comments");
  await expect(mine.getByLabel("Assigned")).toHaveValue("me");
  await expect(mine.getByText("1 comment matches these filters")).toBeVisible({
    timeout: 30_000,
  });
  await expect(mine.getByText("Note: Can you answer this one before noon?")).toBeVisible();
  await expect(mine.getByRole("heading", { name: "All comments" })).toBeInViewport();

  await ownerContext.close();
  await memberContext.close();
});
