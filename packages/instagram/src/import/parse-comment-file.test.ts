import {
  ANALYZE_MAX_COMMENT_LENGTH,
  commentSchema,
  IMPORT_MAX_COMMENTS,
} from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { fixtureText } from "../test/fixtures.js";
import { parseCommentFile, readOwnerName } from "./parse-comment-file.js";

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

  it("refuses, by line, what could not be stored or analysed as it is", () => {
    const long = "é".repeat(ANALYZE_MAX_COMMENT_LENGTH + 1);
    // Characters as people count them: 2,200 emoji are 4,400 UTF-16 units, and fine.
    const emoji = "😍".repeat(ANALYZE_MAX_COMMENT_LENGTH);
    const csv = [
      "username,text,likes,timestamp,replies",
      "ana,fine,1,2024-06-16,0",
      `bo,${long},1,2024-06-16,0`,
      `cy,${emoji},1,2024-06-16,0`,
      "dee,old,1,2009-12-31T23:59:59Z,0",
      "eli,soon,1,2026-03-03T00:00:00Z,0",
      "fay,many,2147483648,2024-06-16,0",
      "gus,most,2147483647,2024-06-16,2147483648",
      "hal,nul\u0000inside,1,2024-06-16,0",
      "iva,late,1,2026-03-01T23:00:00Z,0",
    ].join("\n");
    const result = parseCommentFile(
      { name: "c.csv", content: csv },
      { now: new Date("2026-03-01T00:00:00Z") },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.rows).toEqual([
      { line: 3, message: "a comment can be at most 2,200 characters long" },
      { line: 5, message: 'the timestamp "2009-12-31T23:59:59Z" is before 2010' },
      { line: 6, message: 'the timestamp "2026-03-03T00:00:00Z" is in the future' },
      { line: 7, message: 'the likes "2147483648" are more than 2,147,483,647' },
      { line: 8, message: 'the replies "2147483648" are more than 2,147,483,647' },
      { line: 9, message: "the row contains a NUL character (\\0), which no comment holds" },
    ]);
    expect(result.error).toBe(
      "6 row(s) could not be read, nothing was imported. Line 3: a comment can be at most 2,200 characters long. " +
        'Line 5: the timestamp "2009-12-31T23:59:59Z" is before 2010. ' +
        'Line 6: the timestamp "2026-03-03T00:00:00Z" is in the future. ' +
        'Line 7: the likes "2147483648" are more than 2,147,483,647. ' +
        'Line 8: the replies "2147483648" are more than 2,147,483,647. ' +
        "Line 9: the row contains a NUL character (\\0), which no comment holds.",
    );
  });

  it("refuses, by line, usernames over 100 characters and comment ids over 200", () => {
    const csv = [
      "id,username,text,likes,timestamp,parent_id",
      `1,${"a".repeat(100)},fine,1,2024-06-16,`,
      `2,${"b".repeat(101)},long name,1,2024-06-16,`,
      `${"9".repeat(201)},cy,long id,1,2024-06-16,`,
      `4,dee,long parent,1,2024-06-16,${"8".repeat(201)}`,
    ].join("\n");
    const result = parseCommentFile({ name: "c.csv", content: csv });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.rows).toEqual([
      {
        line: 3,
        message: "the username is longer than 100 characters (Instagram's are at most 30)",
      },
      { line: 4, message: "the comment id is longer than 200 characters" },
      { line: 5, message: "the reply-to id is longer than 200 characters" },
    ]);
  });

  it("answers JSON nested too deep to be an export in plain words, without parsing it", () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const result = parseCommentFile({ name: "c.json", content: deep });
    expect(result).toEqual({
      ok: false,
      error:
        "The JSON file nests its data more than 64 levels deep, which no comment export does. Export the comments again, or as CSV.",
      rows: [],
    });
    // Brackets inside the text of a comment are text, not nesting.
    const bracketed = JSON.stringify([
      { username: "ana", text: "[".repeat(500), timestamp: "2024-06-16T10:00:00Z" },
    ]);
    expect(ok(parseCommentFile({ name: "c.json", content: bracketed })).comments).toHaveLength(1);
  });

  it("keeps a post address only on Instagram's own host, in its canonical form", () => {
    const rows = (url: string) =>
      ["username,text,likes,timestamp,post_url", `ana,hi,1,2024-06-16,${url}`].join("\n");
    for (const url of [
      "https://evil.example/instagram.com/p/DC-W8knSUuH/",
      "https://instagram.com.evil.example/p/DC-W8knSUuH/",
      "javascript:alert('instagram.com')",
    ]) {
      expect(ok(parseCommentFile({ name: "c.csv", content: rows(url) })).postUrl).toBeNull();
    }
    expect(
      ok(
        parseCommentFile({ name: "c.csv", content: rows("instagram.com/reel/DC-W8knSUuH?igsh=x") }),
      ).postUrl,
    ).toBe("https://www.instagram.com/p/DC-W8knSUuH/");
  });

  it("refuses a NUL character escaped in JSON, in the text or the name", () => {
    const json = JSON.stringify([
      { username: "ana", text: "ok", timestamp: "2024-06-16T10:00:00Z" },
      { username: "b\u0000o", text: "ok too", timestamp: "2024-06-16T10:00:00Z" },
      { username: "cy", text: "x\u0000", timestamp: "2024-06-16T10:00:00Z" },
    ]);
    const result = parseCommentFile({ name: "c.json", content: json });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.rows.map((r) => r.line)).toEqual([2, 3]);
  });

  it("caps the comments of a file, replies included, and says what to do about it", () => {
    const item = (i: number, replies: object[] = []) => ({
      id: String(i),
      ownerUsername: `u${i}`,
      text: "nice",
      timestamp: "2024-06-16T10:00:00.000Z",
      replies,
    });
    const reply = {
      id: "r1",
      ownerUsername: "r",
      text: "thanks",
      timestamp: "2024-06-16T11:00:00Z",
    };
    const file = (items: object[]) => ({ name: "a.json", content: JSON.stringify(items) });
    const two = [item(1), item(2)];
    expect(parseCommentFile(file(two), { maxComments: 2 }).ok).toBe(true);
    const nested = parseCommentFile(file([item(1), item(2, [reply])]), {
      maxComments: 2,
      tooManyHint: "Sign up to import more.",
    });
    expect(nested.ok).toBe(false);
    if (!nested.ok)
      expect(nested.error).toBe(
        "The file has 3 comments; at most 2 can be imported at once. Sign up to import more.",
      );
  });

  it("drops rows repeating a comment id and counts them, keeping the first", () => {
    const csv = [
      "id,username,text,likes,timestamp",
      "1,mia,first words,1,2024-06-16",
      "2,leo,other words,0,2024-06-16",
      "1,mia,first words,1,2024-06-16",
      "1,mia,first words,1,2024-06-16",
    ].join("\n");
    const result = ok(parseCommentFile({ name: "c.csv", content: csv }));
    expect(result.comments.map((c) => c.id)).toEqual(["1", "2"]);
    expect(result.duplicates).toBe(2);
    // A nested reply seen again at the top level counts once too.
    const json = JSON.stringify([
      {
        id: "10",
        ownerUsername: "ana",
        text: "love it",
        timestamp: "2024-06-16T10:00:00Z",
        replies: [
          { id: "11", ownerUsername: "bo", text: "same", timestamp: "2024-06-16T11:00:00Z" },
        ],
      },
      { id: "11", ownerUsername: "bo", text: "same", timestamp: "2024-06-16T11:00:00Z" },
    ]);
    const nested = ok(parseCommentFile({ name: "c.json", content: json }));
    expect(nested.comments.map((c) => [c.id, c.parentId])).toEqual([
      ["10", null],
      ["11", "10"],
    ]);
    expect(nested.duplicates).toBe(1);
  });

  it("reads reply links and the post's account, from the file or the person importing", () => {
    const csv = [
      "comment_id,username,text,likes,timestamp,parent_comment_id,post_owner",
      "1,mia,where can I buy this?,3,2024-06-16 10:00,,@Studio.Kaya",
      "2,studio.kaya,in our shop from Friday,5,2024-06-16 11:00,1,@Studio.Kaya",
      "3,leo,need it,0,2024-06-16 12:00,,@Studio.Kaya",
    ].join("\n");
    const read = ok(parseCommentFile({ name: "c.csv", content: csv }));
    expect(read.owner).toBe("studio.kaya");
    expect(read.comments.map((c) => [c.id, c.parentId, c.isFromOwner])).toEqual([
      ["1", null, false],
      ["2", "1", true],
      ["3", null, false],
    ]);

    const plain =
      "username,text,likes,timestamp\nmia,nice,1,2024-06-16\nKAYA,thank you!,0,2024-06-16\n";
    const named = ok(parseCommentFile({ name: "p.csv", content: plain }, { owner: "kaya" }));
    expect(named.owner).toBe("kaya");
    expect(named.comments.map((c) => c.isFromOwner)).toEqual([false, true]);
    const unnamed = ok(parseCommentFile({ name: "p.csv", content: plain }));
    expect(unnamed.owner).toBeNull();
    expect(unnamed.comments.every((c) => !c.isFromOwner)).toBe(true);
  });

  it("names the first data row as line 2, after the header", () => {
    const csv = "username,text,likes,timestamp\r\nfan,great\u0000bread,1,2026-11-01T10:00:00Z\r\n";
    const result = parseCommentFile({ name: "c.csv", content: csv });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.rows.map((r) => r.line)).toEqual([2]);
  });

  it("reads our own export's is_from_owner column back", () => {
    const csv = [
      "id,username,text,likes,timestamp,is_from_owner",
      "1,mia,so good,1,2024-06-16,false",
      "2,kaya,thanks!,0,2024-06-16,true",
    ].join("\n");
    const read = ok(parseCommentFile({ name: "e.csv", content: csv }));
    expect(read.comments.map((c) => c.isFromOwner)).toEqual([false, true]);
    expect(readOwnerName("https://www.instagram.com/studio.kaya/")).toBe("studio.kaya");
    expect(readOwnerName("not a name!")).toBeNull();
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
    const rows = Array.from({ length: IMPORT_MAX_COMMENTS + 1 }, (_, i) => `u${i},t,1,2024-06-16`);
    const many = parseCommentFile({
      name: "many.csv",
      content: `username,text,likes,timestamp\n${rows.join("\n")}`,
    });
    expect(many.ok).toBe(false);
    if (!many.ok) expect(many.error).toContain("at most 100,000 can be imported");
  });

  it("reads exactly the row limit", () => {
    const rows = Array.from(
      { length: IMPORT_MAX_COMMENTS },
      (_, i) => `u${i},comment ${i},${i % 7},2024-06-16T10:00:00Z`,
    );
    const result = ok(
      parseCommentFile({
        name: "max.csv",
        content: `username,text,likes,timestamp\n${rows.join("\n")}`,
      }),
    );
    expect(result.comments.length).toBe(IMPORT_MAX_COMMENTS);
  });
});
