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
