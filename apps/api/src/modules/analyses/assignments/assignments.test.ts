import {
  analysisCommentsResponseSchema,
  analysisStateSchema,
  assigneesResponseSchema,
  errorCatalogue,
} from "@commentlens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyOwner, analysedProfile, teamMember, userIdOf } from "../../../test/agency.js";
import { finished } from "../../../test/analyses.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { type browser, mailsTo, signedUpBrowser } from "../../../test/browser.js";

/**
 * On an Agency team's reports (its profile analyses' posts) the owner and members give
 * comments to one another with a note: the assignee gets one mail and finds them under
 * "Assigned to me"; viewers, outsiders and reports of one person's own are refused.
 */

type Browser = ReturnType<typeof browser>;

let t: TestApp;
let owner: Browser;
let member: Browser;
let viewer: Browser;
let memberId: string;
let posts: string[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await agencyOwner(t, "olga@example.com", 3);
  member = await teamMember(t, owner, "mia@example.com", "member");
  viewer = await teamMember(t, owner, "vic@example.com", "viewer");
  memberId = await userIdOf(member);
  posts = await analysedProfile(owner);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const comments = async (b: Browser, id: string, query: string) => {
  const res = await b.get(`/api/analyses/${id}/comments?limit=500&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return analysisCommentsResponseSchema.parse(res.json()).items;
};

const assign = (b: Browser, id: string, commentId: string, body: object) =>
  b.send("PUT", `/api/analyses/${id}/comments/${encodeURIComponent(commentId)}/assignment`, body);

/** A post of the team's profile with a question, and that question. */
async function postWithQuestion(): Promise<{ id: string; questionId: string }> {
  for (const id of posts) {
    const [question] = await comments(owner, id, "tag=question");
    if (question) return { id, questionId: question.id };
  }
  throw new Error("no post of the profile has a question");
}

const assignmentMails = async (to: string) =>
  (await mailsTo(t, to)).filter((m) => m.subject.includes("assigned you a comment"));

describe("assigning a team report's comments", () => {
  it("offers the owner and members (not viewers) and says who may assign", async () => {
    const { id } = await postWithQuestion();
    const state = (b: Browser) =>
      b.get(`/api/analyses/${id}`).then((r) => analysisStateSchema.parse(r.json()));
    expect((await state(member)).can_assign).toBe(true);
    expect((await state(owner)).can_assign).toBe(true);
    expect((await state(viewer)).can_assign).toBe(false);
    // A profile's post re-runs with its profile, not on a schedule of its own.
    expect((await state(owner)).can_schedule).toBe(false);

    const res = await member.get(`/api/analyses/${id}/assignees`);
    expect(res.statusCode, res.body).toBe(200);
    expect(assigneesResponseSchema.parse(res.json()).items.map((a) => a.email)).toEqual([
      "olga@example.com",
      "mia@example.com",
    ]);
  });

  it("gives a question to a member with a note, mails them once and lists it under Assigned to me", async () => {
    const { id, questionId } = await postWithQuestion();
    const res = await assign(owner, id, questionId, {
      assignee_id: memberId,
      note: "  Can you answer with the opening hours? ",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().comment).toMatchObject({
      id: questionId,
      assignee: { user_id: memberId, email: "mia@example.com" },
      assignment_note: "Can you answer with the opening hours?",
    });

    const [mail, ...more] = await assignmentMails("mia@example.com");
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      "olga@example.com assigned you a comment on @ovenbird.bakehouse's post",
    );
    expect(mail?.text).toContain("Note: Can you answer with the opening hours?");
    expect(mail?.text).toContain(`/app?analysis_id=${id}&assignee=me#all-comments`);

    expect((await comments(member, id, "assignee=me")).map((c) => c.id)).toEqual([questionId]);
    expect(await comments(owner, id, "assignee=me")).toEqual([]);
    expect((await comments(owner, id, "assignee=anyone")).map((c) => c.id)).toEqual([questionId]);
    expect((await comments(owner, id, "assignee=nobody")).map((c) => c.id)).not.toContain(
      questionId,
    );

    // The comments file says who has each comment.
    const file = await member.get(`/api/analyses/${id}/export?format=json&columns=id,assigned_to`);
    expect(file.statusCode, file.body).toBe(200);
    const rows = file.json() as Array<{ id: string; assigned_to: string | null }>;
    expect(rows.filter((r) => r.assigned_to !== null)).toEqual([
      { id: questionId, assigned_to: "mia@example.com" },
    ]);

    // A new note to the same person is no new mail; taking it back empties it.
    await assign(owner, id, questionId, { assignee_id: memberId, note: "Before noon please" });
    expect(await assignmentMails("mia@example.com")).toHaveLength(1);
    const back = await assign(member, id, questionId, { assignee_id: null });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().comment).toMatchObject({ assignee: null, assignment_note: null });
    expect(await comments(member, id, "assignee=me")).toEqual([]);
  });

  it("refuses viewers, people off the team and reports that are not the team's", async () => {
    const { id, questionId } = await postWithQuestion();
    const viewerId = await userIdOf(viewer);
    const toViewer = await assign(owner, id, questionId, { assignee_id: viewerId });
    expect(toViewer.statusCode).toBe(400);
    expect(toViewer.json().error).toBe(errorCatalogue.ASSIGNEE_NOT_IN_TEAM);
    const outsider = await signedUpBrowser(t, "otto@example.com");
    const toOutsider = await assign(owner, id, questionId, {
      assignee_id: await userIdOf(outsider),
    });
    expect(toOutsider.statusCode).toBe(400);
    expect((await assign(viewer, id, questionId, { assignee_id: memberId })).statusCode).toBe(403);
    // Someone else's report is not found at all.
    expect((await assign(outsider, id, questionId, { assignee_id: null })).statusCode).toBe(404);
    expect((await outsider.get(`/api/analyses/${id}/assignees`)).statusCode).toBe(404);
    expect((await assign(owner, id, "no-such-comment", { assignee_id: memberId })).statusCode).toBe(
      404,
    );

    // The owner's own post report is read by them alone: nobody to give it to.
    const own = await finished(
      owner,
      (
        await owner.post("/api/analyses", { url: "https://www.instagram.com/p/DepHZOzvVEI/" })
      ).json().id,
    );
    expect(own.can_assign).toBe(false);
    const [first] = await comments(owner, own.id, "");
    const refused = await assign(owner, own.id, first?.id ?? "", { assignee_id: memberId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(errorCatalogue.ASSIGN_TEAM_ONLY);
  });

  it("keeps the assignment when the profile is analysed again", async () => {
    const { id, questionId } = await postWithQuestion();
    const ok = await assign(member, id, questionId, { assignee_id: memberId, note: "Mine" });
    expect(ok.statusCode, ok.body).toBe(200);
    const shortcode = analysisStateSchema.parse(
      (await owner.get(`/api/analyses/${id}`)).json(),
    ).shortcode;
    const again = await analysedProfile(member);
    let rerun: string | undefined;
    for (const next of again) {
      const state = analysisStateSchema.parse((await member.get(`/api/analyses/${next}`)).json());
      if (state.shortcode === shortcode) rerun = next;
    }
    expect(rerun).toBeDefined();
    expect(rerun).not.toBe(id);
    expect(await comments(member, rerun as string, "assignee=me")).toEqual([
      expect.objectContaining({ id: questionId, assignment_note: "Mine" }),
    ]);
  });
});
