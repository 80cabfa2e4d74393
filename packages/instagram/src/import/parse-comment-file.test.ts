import { commentSchema } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { fixtureText } from "../test/fixtures.js";
import { IMPORT_MAX_ROWS, parseCommentFile } from "./parse-comment-file.js";

const apifyJson = fixtureText("apify-comments.json");

function ok(result: ReturnType<typeof parseCommentFile>) {
  if (!result.ok) throw new Error(result.error);
  for (const c of result.comments) expect(commentSchema.parse(c)).toEqual(c);
  return result;
}

describe("parseCommentFile", () => {
  it("reads Apify comment-scraper JSON with ids, authors, likes, times and the post", () => {
    const result = ok(
      parseCommentFile({ name: "dataset_instagram-comment-scraper.json", content: apifyJson }),
    );
    expect(result.source).toBe("apify");
    expect(result.postUrl).toBe("https://www.instagram.com/p/DC-W8knSUuH/");
    expect(result.comments[0]).toMatchObject({
      id: "18072345678901201",
      username: "crumb_chaser_91",
      text: "The cardamom buns!!! please bring them back 🙏",
      likes: 56,
      timestamp: "2024-06-16T10:00:00.000Z",
      replyCount: 3,
    });
  });

  it("reads Apify CSV exports with flattened owner columns", () => {
    const csv = [
      "id,text,ownerUsername,owner/username,timestamp,likesCount,repliesCount,postUrl",
      '18072345678901201,"The buns!!! 🙏",crumb_chaser_91,crumb_chaser_91,2024-06-16T10:00:00.000Z,56,3,https://www.instagram.com/p/DC-W8knSUuH/',
    ].join("\n");
    const result = ok(parseCommentFile({ name: "export.csv", content: csv }));
    expect(result.source).toBe("apify");
    expect(result.comments[0]).toMatchObject({ id: "18072345678901201", likes: 56, replyCount: 3 });
  });

  it("reads ExportComments-style columns", () => {
    const csv = [
      "Name,Profile URL,Date,Likes,Comment",
      'Mira,https://instagram.com/mira,2024-06-16 10:00:00,"1,204",Best bakery in town ❤️',
    ].join("\r\n");
    const result = ok(parseCommentFile({ name: "exportcomments.csv", content: csv }));
    expect(result.source).toBe("exportcomments");
    expect(result.comments[0]).toMatchObject({
      username: "Mira",
      text: "Best bakery in town ❤️",
      likes: 1204,
      timestamp: "2024-06-16T10:00:00.000Z",
    });
  });

  it("reads a plain CSV with a BOM, semicolons, quoted newlines and emoji", () => {
    const csv =
      '\uFEFFusername;text;likes;timestamp\nana;"so good 😍\nreally";3;1718532000\n@bo;"a; b";;2024-06-16T11:00:00+02:00\n';
    const result = ok(parseCommentFile({ name: "comments.csv", content: csv }));
    expect(result.source).toBe("plain");
    expect(result.comments.map((c) => [c.username, c.text, c.likes, c.timestamp])).toEqual([
      ["ana", "so good 😍\nreally", 3, "2024-06-16T10:00:00.000Z"],
      ["bo", "a; b", null, "2024-06-16T09:00:00.000Z"],
    ]);
  });

  it("reports every malformed row with its line number and imports nothing", () => {
    const csv =
      'username,text,likes,timestamp\nana,"two\nlines",1,2024-06-16\nbob,ok,lots,2024-06-16\ncarl,,1,yesterday\ndee,fine,2,2024-06-17\n';
    const result = parseCommentFile({ name: "c.csv", content: csv });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.rows).toEqual([
      { line: 4, message: 'the likes "lots" are not a whole number' },
      { line: 5, message: 'the comment text is empty; the timestamp "yesterday" is not a date' },
    ]);
    expect(result.error).toContain("nothing was imported");
  });

  it("rejects duplicate comment ids", () => {
    const csv = "id,username,text,likes,timestamp\n1,a,x,1,2024-06-16\n1,b,y,1,2024-06-16\n";
    const result = parseCommentFile({ name: "c.csv", content: csv });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.rows).toEqual([{ line: 3, message: "the comment id 1 appears twice" }]);
  });

  it.each([
    [{ name: "e.csv", content: "" }, "The file is empty."],
    [{ name: "h.csv", content: "username,text\n" }, "The file has no comments."],
    [
      { name: "n.csv", content: "a,b,c\n1,2,3\n" },
      "needs a header row with at least a text (or comment) column",
    ],
    [{ name: "bad.json", content: '{"items": [1, 2' }, "The JSON file could not be read"],
    [{ name: "obj.json", content: '{"hello": "world"}' }, "must be a list of comments"],
    [{ name: "str.json", content: '["just text"]' }, "Item 1 of the JSON file is not an object."],
  ])("explains a file it cannot use: %s", (file, message) => {
    const result = parseCommentFile(file);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });

  it("refuses files over 20 MB and over the row limit", () => {
    const huge = new Uint8Array(20 * 1024 * 1024 + 1);
    const big = parseCommentFile({ name: "big.csv", content: huge });
    expect(big.ok).toBe(false);
    if (!big.ok)
      expect(big.error).toBe("The file is larger than 20 MB. Split it, or export fewer comments.");
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `u${i},t,1,2024-06-16`);
    const many = parseCommentFile({
      name: "many.csv",
      content: `username,text,likes,timestamp\n${rows.join("\n")}`,
    });
    expect(many.ok).toBe(false);
    if (!many.ok) expect(many.error).toContain("at most 100,000 can be imported");
  });

  it("reads exactly the row limit", () => {
    const rows = Array.from(
      { length: IMPORT_MAX_ROWS },
      (_, i) => `u${i},comment ${i},${i % 7},2024-06-16T10:00:00Z`,
    );
    const result = ok(
      parseCommentFile({
        name: "max.csv",
        content: `username,text,likes,timestamp\n${rows.join("\n")}`,
      }),
    );
    expect(result.comments.length).toBe(IMPORT_MAX_ROWS);
  });
});
