import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const dir = mkdtempSync(path.join(tmpdir(), "sentiment-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(lines: string[] | null, name = "in.jsonl") {
  const file = path.join(dir, name);
  if (lines) writeFileSync(file, `${lines.join("\n")}\n`);
  return spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    ["--conditions=source", "packages/cli/src/sentiment.ts", file],
    { cwd: root, encoding: "utf8", maxBuffer: 1 << 26 },
  );
}

describe("sentiment CLI", { timeout: 60_000 }, () => {
  it("ends quietly, with success, when its reader stops early (| head)", () => {
    const file = path.join(dir, "long.jsonl");
    const line = (i: number) => JSON.stringify({ id: i, text: `comment number ${i} is lovely` });
    writeFileSync(file, `${Array.from({ length: 20_000 }, (_, i) => line(i)).join("\n")}\n`);
    const tsx = path.join(root, "node_modules/.bin/tsx");
    const r = spawnSync(
      "bash",
      [
        "-c",
        'set -o pipefail; "$0" --conditions=source packages/cli/src/sentiment.ts "$1" | head -n 1',
        tsx,
        file,
      ],
      { cwd: root, encoding: "utf8" },
    );
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ id: 0 });
  });

  it("writes one result line per input line, in input order", () => {
    const input = [
      { id: "a", text: "I love this 😍" },
      { id: 2, text: "worst service ever" },
      { id: "c", text: "Done ✅ @ana" },
      { id: "d", text: "" },
      { id: "e", text: "Cuánto cuesta?" },
      // A repeated comment (read once) still gets its own line with its own id.
      { id: "f", text: "I love this 😍" },
    ];
    const r = run(input.map((x) => JSON.stringify(x)));
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
    const out = r.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(out.map((o) => o.id)).toEqual(["a", 2, "c", "d", "e", "f"]);
    for (const o of out) {
      expect(Object.keys(o)).toEqual(["id", "label", "score", "lang", "target", "toxic", "tags"]);
      expect(o.tags).not.toContain("creator_reply");
      expect(o.toxic).toBe(o.tags.includes("toxic"));
    }
    expect(out[0].label).toBe("positive");
    expect(out[1].label).toBe("negative");
    expect(out[2].tags).toContain("friend_tag");
    expect(out[2].target).toBe("none");
    expect(out[4].lang).toBe("es");
    expect({ ...out[5], id: "a" }).toEqual(out[0]);
  });

  it("reads a comment in the thread and under the post its line describes", () => {
    const reply = "@ana thanks, we ship from Monday";
    const input = [
      // The post's account answering a question: its own reply, aimed at the commenter.
      {
        id: 1,
        text: reply,
        username: "MugShop",
        owner: "@mugshop",
        parent_text: "when do you ship?",
        caption: "New mugs",
      },
      // The same words from anyone else are not the creator's.
      { id: 2, text: reply, username: "bo", owner: "mugshop", parent_text: "when do you ship?" },
      { id: 3, text: reply },
    ];
    const r = run(
      input.map((x) => JSON.stringify(x)),
      "context.jsonl",
    );
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const [owner, other, alone] = r.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(owner.tags).toContain("creator_reply");
    expect(owner.target).toBe("commenter");
    expect(other.tags).not.toContain("creator_reply");
    expect(alone.tags).not.toContain("creator_reply");
    expect(alone.label).toBe(other.label);
  });

  it("reads each line under its own post, however many lines share the comment", () => {
    const tags = "@ana @bo";
    const giveaway = "GIVEAWAY! Tag two friends to win a pair";
    const input = [
      { id: 1, text: tags, caption: giveaway, owner: "shop" },
      { id: 2, text: tags, caption: "New colours today", owner: "shop" },
      { id: 3, text: tags },
      { id: 4, text: tags, caption: giveaway, owner: "shop" },
    ];
    const r = run(
      input.map((x) => JSON.stringify(x)),
      "posts.jsonl",
    );
    expect(r.stderr).toBe("");
    const out = r.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(out.map((o) => o.tags)).toEqual([
      ["giveaway_entry"],
      ["friend_tag"],
      ["friend_tag"],
      ["giveaway_entry"],
    ]);
  });

  it("reads a file saved on Windows: byte order mark, CRLF line ends, no final line end", () => {
    const file = path.join(dir, "windows.jsonl");
    const lines = [
      { id: 1, text: "love these 😍" },
      { id: 2, text: "where can I buy them?" },
      { id: 3, text: "ok" },
    ].map((x) => JSON.stringify(x));
    writeFileSync(file, `\uFEFF${lines.join("\r\n")}`);
    const r = run(null, "windows.jsonl");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const out = r.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(out.map((o) => o.id)).toEqual([1, 2, 3]);
    expect(out[0].label).toBe("positive");
    expect(out[1].tags).toContain("question");
  });

  it("rejects a context field that is not a string, with its line number", () => {
    const r = run(['{"id":1,"text":"ok"}', '{"id":2,"text":"ok","parent_text":5}'], "ctx.jsonl");
    expect(r.status).not.toBe(0);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/line 2: "parent_text" must be a string/);
  });

  it("streams 100,000 lines, one result per line, in order", () => {
    const texts = ["love it 😍", "meh", "where can I buy this?", "Qué asco", "🔥🔥🔥", "ok"];
    const lines = Array.from({ length: 100_000 }, (_, i) =>
      JSON.stringify({ id: i, text: `${texts[i % texts.length]} ${i % 97}` }),
    );
    const r = run(lines, "big.jsonl");
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
    const out = r.stdout.trimEnd().split("\n");
    expect(out).toHaveLength(100_000);
    expect(out.every((l, i) => l.startsWith(`{"id":${i},`))).toBe(true);
  }, 120_000);

  it("stops with the line number on a malformed line", () => {
    const r = run(
      ['{"id":1,"text":"ok"}', '{"id":2,"text":"fine"}', '{"id":3,"text":'],
      "bad.jsonl",
    );
    expect(r.status).not.toBe(0);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/line 3/);
  });

  it("rejects a line without text", () => {
    const r = run(['{"id":1,"text":"ok"}', '{"id":2}'], "notext.jsonl");
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/line 2/);
  });

  it("fails on a file it cannot read", () => {
    const r = run(null, "missing.jsonl");
    expect(r.status).not.toBe(0);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/cannot read/);
  });
});
