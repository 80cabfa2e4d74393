import { commentSchema } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { parseJsonLossless } from "./http.js";
import { normaliseRapidApiComment } from "./rapidapi-comment.js";
import { fixtureText } from "./test/fixtures.js";

const fixture = parseJsonLossless(fixtureText("rapidapi-comments-page1.json")) as {
  data: { items: unknown[] };
};

describe("normaliseRapidApiComment", () => {
  it("turns every item of a real page into a valid comment", () => {
    const comments = fixture.data.items.map((item) => normaliseRapidApiComment(item));
    expect(comments.length).toBeGreaterThan(0);
    for (const comment of comments) expect(commentSchema.parse(comment)).toEqual(comment);
  });

  it("reads id, author, text, likes, time and replies from the item", () => {
    expect(normaliseRapidApiComment(fixture.data.items[0])).toMatchObject({
      id: "18072345678901201",
      username: "crumb_chaser_91",
      text: "The cardamom buns!!! please bring them back 🙏",
      likes: 56,
      timestamp: "2024-06-16T10:00:00.000Z",
      replyCount: 3,
      parentId: null,
      isFromOwner: false,
    });
  });

  it("marks the post owner's own comments", () => {
    const item = { id: "1", created_at_utc: 1, user: { username: "owner" }, text: "thanks!" };
    expect(normaliseRapidApiComment(item, "owner")?.isFromOwner).toBe(true);
    expect(normaliseRapidApiComment(item, "someone_else")?.isFromOwner).toBe(false);
  });

  it("keeps hidden like counts as null and a missing author as unknown", () => {
    const c = normaliseRapidApiComment({ pk: "9", created_at: 1_700_000_000, text: "hi" });
    expect(c?.likes).toBeNull();
    expect(c?.username).toBe("unknown");
  });

  it("skips items without an id or a time, and numeric ids that lost digits", () => {
    expect(normaliseRapidApiComment({ text: "no id", created_at_utc: 1 })).toBeUndefined();
    expect(normaliseRapidApiComment({ id: "5", text: "no time" })).toBeUndefined();
    expect(normaliseRapidApiComment({ id: 2 ** 60, created_at_utc: 1 })).toBeUndefined();
    expect(normaliseRapidApiComment("garbage")).toBeUndefined();
    expect(normaliseRapidApiComment(null)).toBeUndefined();
  });
});
