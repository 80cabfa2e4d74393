import { describe, expect, it } from "vitest";
import type { Row } from "./rows.js";
import { contextOf, postBy, type Said, type SayOptions, say } from "./test-helpers.js";

const featuring = {
  post: { ...postBy("trailside"), caption: "Our new season film, shot by @nadia.frames" },
  repliesIncluded: true,
};

function readingOf(rows: Row[], said: Said) {
  const row = rows.find((r) => r.comment.id === said.comment.id) as Row;
  return { stance: row.stance, about: row.about };
}

describe("where each comment stands, and about whom", () => {
  it("reads support and attack towards the account, a featured person and another commenter", () => {
    const lovesIt = say("this film is gorgeous", { label: "positive", tags: ["praise"] });
    const complains = say("sound is way too loud in the second half", {
      label: "negative",
      tags: ["complaint"],
    });
    const cheersArtist = say("@nadia.frames your eye for light is unreal", {
      label: "positive",
      tags: ["praise"],
      target: "subject",
    });
    const knocksArtist = say("@nadia.frames has been coasting for years", {
      label: "negative",
      target: "subject",
    });
    const argues = say("@lou that is just wrong", {
      label: "negative",
      target: "commenter",
      replyTo: lovesIt,
    });
    const rows = contextOf(
      [lovesIt, complains, cheersArtist, knocksArtist, argues],
      featuring,
    ).rows;
    expect(readingOf(rows, lovesIt)).toEqual({ stance: "support", about: "@trailside" });
    expect(readingOf(rows, complains)).toEqual({ stance: "attack", about: "@trailside" });
    expect(readingOf(rows, cheersArtist)).toEqual({ stance: "support", about: "@nadia.frames" });
    expect(readingOf(rows, knocksArtist)).toEqual({ stance: "attack", about: "@nadia.frames" });
    expect(readingOf(rows, argues)).toEqual({
      stance: "attack",
      about: `@${lovesIt.comment.username}`,
    });
  });

  it("lets spam take no side, whatever its words feel", () => {
    const promoter = say("Gorgeous! #mybakery", {
      label: "positive",
      tags: ["spam"],
      target: "other",
    });
    const fan = say("gorgeous film", { label: "positive", tags: ["praise"] });
    const rows = contextOf([promoter, fan], featuring).rows;
    expect(readingOf(rows, promoter)).toEqual({ stance: "neutral", about: null });
    expect(readingOf(rows, fan).stance).toBe("support");
  });

  it("counts abuse as an attack whatever its words, and a plain question as no side", () => {
    const abuse = say("great film, shame about the clown who made it", {
      label: "positive",
      tags: ["toxic"],
    });
    const asks = say("which lens was this shot on?", { tags: ["question"] });
    const sharpQuestion = say("why is the sound so bad?", {
      label: "negative",
      tags: ["question"],
    });
    const rows = contextOf([abuse, asks, sharpQuestion], featuring).rows;
    expect(readingOf(rows, abuse).stance).toBe("attack");
    expect(readingOf(rows, asks).stance).toBe("neutral");
    expect(readingOf(rows, sharpQuestion).stance).toBe("neutral");
  });

  it("takes no side for comments aimed at no one and for the account's own replies", () => {
    const tags = say("@sam @kai look", { target: "none", tags: ["friend_tag"] });
    const reply = say("thank you so much!", { label: "positive", owner: true, by: "trailside" });
    const rows = contextOf([tags, reply], featuring).rows;
    expect(readingOf(rows, tags)).toEqual({ stance: "neutral", about: null });
    expect(readingOf(rows, reply)).toEqual({ stance: "neutral", about: null });
  });

  it("names a featured person by the name the comments use when no handle is written", () => {
    const post = { ...postBy("stagehall"), caption: "Tonight: Ilse Varga live in the main room" };
    const praise = say("so proud of Ilse, what a voice", {
      label: "positive",
      tags: ["praise"],
      target: "subject",
    });
    const rows = contextOf([praise], { post, repliesIncluded: true }).rows;
    expect(readingOf(rows, praise)).toEqual({ stance: "support", about: "Ilse" });
  });

  it("names a featured person once, by handle, whether a comment uses the handle or a name in it", () => {
    const post = { ...postBy("stagehall"), caption: "Tonight on stage: @ilsevarga" };
    const subject: SayOptions = { target: "subject" };
    const warm: SayOptions = { ...subject, label: "positive", tags: ["praise"] };
    const byHandle = say("@ilsevarga what a voice", warm);
    // Names count once several people write them: three write each here.
    const byFirstName = [
      say("so proud of Ilse tonight", warm),
      say("Ilse you were amazing", warm),
      say("we love you Ilse", warm),
    ];
    const bySurname = [
      say("Varga was off key in the second song", { ...subject, label: "negative" }),
      say("Varga forever", warm),
      say("long live Varga", warm),
    ];
    const all = [byHandle, ...byFirstName, ...bySurname];
    const rows = contextOf(all, { post, repliesIncluded: true }).rows;
    expect(all.map((s) => readingOf(rows, s).about)).toEqual(all.map(() => "@ilsevarga"));
    expect(readingOf(rows, bySurname[0] as Said).stance).toBe("attack");
  });

  it("reads sorrow under a post that mourns someone as support for the person mourned", () => {
    const post = { ...postBy("stagehall"), caption: "Rest in peace, Ilse Varga. 1961–2026" };
    const grief = say("rest in peace Ilse, gone too soon 💔", {
      label: "negative",
      target: "subject",
    });
    const rows = contextOf([grief], { post, repliesIncluded: true }).rows;
    expect(readingOf(rows, grief).stance).toBe("support");
  });
});
