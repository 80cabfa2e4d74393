import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { analysisResultSchema } from "@commentlens/shared";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const dir = mkdtempSync(path.join(tmpdir(), "report-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const p = path.join(dir, name);
  writeFileSync(p, content);
  return p;
}

function run(...args: string[]) {
  return spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    ["--conditions=source", "packages/cli/src/report.ts", ...args],
    { cwd: root, encoding: "utf8", maxBuffer: 1 << 26 },
  );
}

const at = (minute: number) => new Date(Date.UTC(2024, 4, 1, 10, minute)).toISOString();

/** A made-up post in the scraped posts' line format: questions, owner replies, friend tags. */
const post = {
  account: "trailrunco",
  shortcode: "C1aBcDeFgHi",
  url: "https://www.instagram.com/p/C1aBcDeFgHi/",
  caption: "Our new trail shoe is out today. Which colour is your favourite?",
  taken_at: at(0),
  media_type: 8,
  like_count: 420,
  comment_count: 9,
  owner: { username: "trailrunco", full_name: "Trail Run Co" },
  comments: [
    {
      id: "101",
      parent_id: null,
      username: "mira",
      text: "Love the green one! Where can I buy it in Canada?",
      likes: 4,
      timestamp: at(1),
    },
    {
      id: "102",
      parent_id: "101",
      username: "TrailRunCo",
      text: "@mira our Toronto shop has it from Friday!",
      likes: null,
      timestamp: at(2),
    },
    {
      id: "103",
      parent_id: "101",
      username: "jonas",
      text: "@mira same question, shipping to Europe would be great",
      likes: 1,
      timestamp: at(3),
    },
    {
      id: "104",
      parent_id: null,
      username: "pat",
      text: "@lee_runs @sam.k",
      likes: 0,
      timestamp: at(4),
    },
    {
      id: "105",
      parent_id: null,
      username: "lee_runs",
      text: "These look so comfortable 🔥🔥",
      likes: 2,
      timestamp: at(5),
    },
    {
      id: "106",
      parent_id: null,
      username: "kim",
      text: "My last pair fell apart after two months, really disappointed",
      likes: 7,
      timestamp: at(6),
    },
    {
      id: "107",
      parent_id: "106",
      username: "trailrunco",
      text: "@kim sorry to hear that, please send us a message",
      likes: null,
      timestamp: at(7),
    },
    {
      id: "108",
      parent_id: null,
      username: "dani",
      text: "@alex_trail we need these",
      likes: null,
      timestamp: at(8),
    },
  ],
};
const second = {
  ...post,
  shortcode: "C2zYxWvUtSr",
  url: "https://www.instagram.com/p/C2zYxWvUtSr/",
  caption: "Rest day",
  comments: post.comments.slice(3, 6),
};

function report(stdout: string) {
  return analysisResultSchema.parse(JSON.parse(stdout));
}

describe("report CLI", () => {
  it("prints the stored analysis result of a post, with the thread and the owner known", () => {
    const r = run(file("post.json", `${JSON.stringify(post)}\n`));
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout.trimEnd().split("\n")).toHaveLength(1);
    const result = report(r.stdout);
    expect(result.comments.map((c) => c.id)).toEqual(post.comments.map((c) => c.id));
    const byId = new Map(result.comments.map((c) => [c.id, c]));
    // The account's replies are the creator's, whatever the case of the name.
    expect(byId.get("102")?.tags).toContain("creator_reply");
    expect(byId.get("107")?.tags).toContain("creator_reply");
    expect(byId.get("103")?.tags).not.toContain("creator_reply");
    expect(byId.get("104")?.tags).toContain("friend_tag");
    expect(byId.get("101")?.tags).toContain("question");
    expect(result.post_data).toMatchObject({
      shortcode: "C1aBcDeFgHi",
      url: "https://www.instagram.com/p/C1aBcDeFgHi/",
      mediaType: "carousel",
      caption: post.caption,
      owner: { username: "trailrunco", fullName: "Trail Run Co" },
      likeCount: 420,
      commentCount: 9,
    });
    expect(result.available).toBe(9);
    // Replies are in the file, so the report can tell answered questions from unanswered ones.
    expect(result.unanswered_questions.available).toBe(true);
    expect(result.unanswered_questions.comment_ids).not.toContain("101");
    expect(result.engine).toBe("local");
  }, 60_000);

  it("takes the first post of a file of posts, or the one --post names, and applies overrides", () => {
    const posts = file("posts.jsonl", `${JSON.stringify(post)}\n${JSON.stringify(second)}\n`);
    const first = run(posts);
    expect(first.status).toBe(0);
    expect(report(first.stdout).post_data?.shortcode).toBe("C1aBcDeFgHi");

    const picked = run(posts, "--post", "C2zYxWvUtSr", "--owner", "@pat", "--caption", "Giveaway!");
    expect(picked.stderr).toBe("");
    expect(picked.status).toBe(0);
    const result = report(picked.stdout);
    expect(result.comments.map((c) => c.id)).toEqual(["104", "105", "106"]);
    expect(result.post_data).toMatchObject({ caption: "Giveaway!", owner: { username: "pat" } });
    expect(result.comments[0]?.tags).toContain("creator_reply");
  }, 60_000);

  it("reads a comment export the import accepts", () => {
    const csv = file(
      "export.csv",
      "username,text,likes,timestamp\nmira,Where can I buy this?,3,2024-05-01 10:00:00\nshop,@mira in our store,0,2024-05-01 10:05:00\n",
    );
    const r = run(csv, "--owner", "shop");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const result = report(r.stdout);
    expect(result.comments).toHaveLength(2);
    expect(result.comments[1]?.tags).toContain("creator_reply");
    expect(result.post_data?.owner.username).toBe("shop");
  }, 60_000);

  it.each([
    [
      "a missing file",
      () => path.join(dir, "nope.json"),
      /^cannot read .*nope\.json: no such file$/,
    ],
    [
      "malformed JSON",
      () => file("broken.json", '{"caption": "x", "owner": {'),
      /broken\.json is not valid JSON \(/,
    ],
    [
      "JSON that is not a post",
      () => file("other.json", '{"title": "not a post"}'),
      /other\.json is neither a post .* nor a comment export/,
    ],
    [
      "a post with a bad comment",
      () =>
        file(
          "badcomment.json",
          JSON.stringify({ ...post, comments: [{ id: "1", username: "a", timestamp: at(1) }] }),
        ),
      /badcomment\.json: comments\[0\]\.text: expected a string$/,
    ],
    [
      "a file of posts with a broken line",
      () => file("badline.jsonl", `${JSON.stringify(second)}\n{"owner":\n`),
      /badline\.jsonl, line 2 is not valid JSON/,
    ],
  ])(
    "fails with one line on %s",
    (_name, make, message) => {
      const target = make();
      const r = target.endsWith("badline.jsonl") ? run(target, "--post", "missing") : run(target);
      expect(r.status).toBe(1);
      expect(r.stdout).toBe("");
      const lines = r.stderr.trimEnd().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(message);
    },
    60_000,
  );

  it("exits 2 on a wrong command line", () => {
    const r = run();
    expect(r.status).toBe(2);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^usage: npm run --silent report -- <file>/);
  }, 60_000);
});
