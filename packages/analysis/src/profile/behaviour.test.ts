import { describe, expect, it } from "vitest";
import { buildReport } from "../report/build-report.js";
import { inputOf, postBy, type Said, say } from "../report/test-helpers.js";
import { buildProfileInsights } from "./build-profile-insights.js";

/** The behaviour tiles of a one-post profile, by label. */
function tilesOf(said: Said[]) {
  const post = postBy("crumbhouse");
  const result = buildReport(inputOf(said, { post }));
  const insights = buildProfileInsights({
    username: "crumbhouse",
    profile: null,
    posts: [{ post, result, comments: said.map((s) => s.comment), error: null }],
  });
  return new Map(insights.audience_insights.behaviour.map((t) => [t.label, t]));
}

describe("profile behaviour tiles read comments as post reports do", () => {
  it("counts a polite question as asking, not as a fan's warm words", () => {
    const tiles = tilesOf([
      say("do you have oat milk for the coffee? thanks!", {
        by: "kira",
        label: "positive",
        tags: ["question"],
      }),
      say("best cinnamon knots ever", { by: "omar", label: "positive", tags: ["praise"] }),
    ]);
    expect(tiles.get("Fans")?.usernames).toEqual(["omar"]);
    expect(tiles.get("Question askers")?.usernames).toEqual(["kira"]);
  });

  it("does not make a critic of someone whose question reads negative", () => {
    const tiles = tilesOf([
      say("are you closed on sundays?", { by: "axel", label: "negative", tags: ["question"] }),
      say("the bread was burnt", { by: "tess", label: "negative", tags: ["complaint"] }),
    ]);
    expect(tiles.get("Critics")?.usernames).toEqual(["tess"]);
  });

  it("counts as critics those who criticise the creator, not the people in the post or a commenter", () => {
    const claim = say("best bakery in town", { by: "ana", label: "positive" });
    const tiles = tilesOf([
      claim,
      say("the guest baker is overrated", { by: "lou", label: "negative", target: "subject" }),
      say("@ana you have no taste", {
        by: "max",
        label: "negative",
        target: "commenter",
        replyTo: claim,
      }),
      say("the bread was burnt", { by: "tess", label: "negative", tags: ["complaint"] }),
    ]);
    expect(tiles.get("Critics")?.usernames).toEqual(["tess"]);
  });
});
