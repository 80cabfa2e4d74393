import { describe, expect, it } from "vitest";
import { insight, quoteOf, unquoted } from "./insight.js";
import { contextOf, ids, postBy, say } from "./test-helpers.js";

describe("insight", () => {
  it("lists the evidence most liked first and writes the sentence from the record", () => {
    const a = say("the glaze is lovely", { likes: 2 });
    const b = say("glaze on point", { likes: 9 });
    const { rows } = contextOf([a, b]);
    const found = insight(
      { kind: "loved-topic", topic: "glaze", figures: { people: 2, critics: 0 } },
      rows,
    );
    expect(found?.evidence).toEqual(ids(b, a));
    expect(found?.text).toBe("“glaze”: praised by 2 people");
  });

  it("opens the evidence on the comment the sentence quotes", () => {
    const liked = say("the glaze is lovely but the queue was long", { likes: 20 });
    const quoted = say("glaze on point", { likes: 3 });
    const other = say("that glaze!!", { likes: 1 });
    const { rows } = contextOf([liked, quoted, other]);
    const found = insight(
      {
        kind: "loved-topic",
        topic: "glaze",
        figures: { people: 3 },
        quote: { id: quoted.comment.id, text: "glaze on point" },
      },
      rows,
    );
    expect(found?.evidence).toEqual(ids(quoted, liked, other));
    expect(found?.text).toBe("“glaze”: praised by 3 people (“glaze on point”)");
  });

  it("stores no field the record leaves undefined, and gives nothing without comments", () => {
    const { rows } = contextOf([say("glaze on point")]);
    const found = insight({ kind: "debate", topic: undefined, figures: { comments: 1 } }, rows);
    expect(found && "topic" in found).toBe(false);
    expect(insight({ kind: "spam", figures: { comments: 0 } }, [])).toBeUndefined();
  });
});

describe("quoteOf", () => {
  it("quotes a comment that stands alone over a more liked reply, which needs its thread", () => {
    const top = say("sold out in two minutes again", { label: "negative", likes: 3 });
    const reply = say("@sam they never restocked it", {
      label: "negative",
      likes: 40,
      replyTo: top,
    });
    const { rows } = contextOf([top, reply]);
    expect(quoteOf(rows)?.id).toBe(top.comment.id);
    // With replies only, the most liked reply is still the example.
    const replyRow = rows.filter((r) => r.comment.id === reply.comment.id);
    expect(quoteOf(replyRow)?.id).toBe(reply.comment.id);
  });

  it("quotes a comment in the language most of the comments are in, over a more liked one in another", () => {
    const odd = say("enak banget", { label: "positive", lang: "id", likes: 9 });
    const main = say("the glaze is perfect", { label: "positive", lang: "en", likes: 2 });
    const also = say("best glaze ever", { label: "positive", lang: "en" });
    const { rows } = contextOf([odd, main, also, say("😍😍", { label: "positive", lang: "und" })]);
    expect(quoteOf(rows)?.id).toBe(main.comment.id);
    // With no language holding most of them, likes decide.
    const mixed = contextOf([
      say("enak banget", { label: "positive", lang: "id", likes: 9 }),
      say("the glaze is perfect", { label: "positive", lang: "en", likes: 2 }),
    ]);
    expect(quoteOf(mixed.rows)?.text).toBe("enak banget");
    // A theme's own example follows the same rule.
    expect(unquoted(rows, new Set())[0]?.comment.id).toBe(main.comment.id);
  });
});

describe("quoteOf, answers put as top-level comments", () => {
  it("prefers a comment that answers no one: opening on another commenter's handle answers them", () => {
    const sam = say("they never restock these", { by: "sam", label: "negative", likes: 0 });
    const plain = say("sold out in two minutes again", { label: "negative", likes: 1 });
    const answer = say("@sam they did, twice, and sold out again", {
      label: "negative",
      likes: 30,
    });
    // Opening on an account nobody here is answering is no answer.
    const brand = say("@kiln.and.crumb sold out everywhere", { label: "negative", likes: 20 });
    const { rows } = contextOf([sam, plain, answer]);
    expect(quoteOf(rows.filter((r) => r.comment.id !== sam.comment.id))?.id).toBe(plain.comment.id);
    const withBrand = contextOf([sam, plain, answer, brand]).rows;
    expect(quoteOf(withBrand.filter((r) => r.comment.id !== sam.comment.id))?.id).toBe(
      brand.comment.id,
    );
  });
});

describe("quoteOf, comments that open on the account's handle", () => {
  it("treats a comment that opens on the account's handle as standing alone, even after the account replied", () => {
    const ownerReply = say("thanks all!", { by: "kilnbakery", owner: true });
    const asks = say("@kilnbakery when do you restock the sourdough?", {
      label: "neutral",
      likes: 12,
    });
    const plain = say("restock the sourdough please", { label: "neutral", likes: 2 });
    const { rows } = contextOf([ownerReply, asks, plain], { post: postBy("kilnbakery") });
    expect(quoteOf(rows.filter((r) => r.comment.id !== ownerReply.comment.id))?.id).toBe(
      asks.comment.id,
    );
  });
});
