import { describe, expect, it } from "vitest";
import { contextOf, ids, postBy, say } from "../test-helpers.js";
import { debates, subjectReactions } from "./conversation.js";

describe("conversation between commenters", () => {
  it("reports a reply fight once, as a debate, with its sides and evidence", () => {
    const start = say("best player of his generation, no debate", {
      label: "positive",
      tags: ["praise"],
      target: "subject",
    });
    const replies = [
      say("@fan1 not even top five", {
        by: "kai",
        label: "negative",
        target: "commenter",
        replyTo: start,
      }),
      say("@kai you clearly never watched him", {
        by: "ria",
        label: "negative",
        target: "commenter",
        replyTo: start,
      }),
      say("@ria facts, he carried the team", {
        by: "lou",
        label: "positive",
        target: "commenter",
        replyTo: start,
      }),
      say("@lou stats say otherwise", {
        by: "kai",
        label: "negative",
        target: "commenter",
        replyTo: start,
      }),
    ];
    const found = debates(contextOf([start, ...replies]));
    expect(found).toHaveLength(1);
    expect(found[0]?.text).toBe(
      "A debate between commenters in reply to “best player of his generation, no debate”: 5 comments from 4 people, 1 agreeing, 3 pushing back. It is their argument, not a complaint to you",
    );
    expect(new Set(found[0]?.evidence)).toEqual(new Set(ids(start, ...replies)));
  });

  it("sees a conversation, not a debate, when only two people go back and forth", () => {
    const start = say("@sam these would look awful on you", { by: "ana", label: "negative" });
    const back = ["@ana says you lol", "@sam worse on you", "@ana never, mine are cleaner"].map(
      (text, i) =>
        say(text, {
          by: i % 2 === 0 ? "sam" : "ana",
          label: "negative",
          target: "commenter",
          replyTo: start,
        }),
    );
    expect(debates(contextOf([start, ...back]))).toEqual([]);
  });

  it("sees no debate when many people each answer one comment once", () => {
    const q = say("where do I get these?", { tags: ["question"] });
    const answers = ["sold out already", "gone in a minute, sadly", "nowhere, bots got them"].map(
      (text, i) =>
        say(text, { by: `answer${i}`, label: "negative", target: "commenter", replyTo: q }),
    );
    expect(debates(contextOf([q, ...answers]))).toEqual([]);
    // The same replies with one person answering back are an exchange.
    const back = say("@answer0 you are wrong, the site still has them", {
      by: "fan1",
      label: "negative",
      target: "commenter",
      replyTo: q,
    });
    expect(debates(contextOf([q, ...answers, back]))).toHaveLength(1);
  });

  it("sees no debate in friendly replies or in the creator's own answers", () => {
    const q = say("is the blue one back?", { tags: ["question"] });
    const calm = [
      say("@fan1 yes since monday", { by: "a1", target: "commenter", replyTo: q }),
      say("@fan1 got mine yesterday!", {
        by: "a2",
        label: "positive",
        target: "commenter",
        replyTo: q,
      }),
      say("@fan1 it is!", { by: "shop", owner: true, replyTo: q }),
    ];
    expect(debates(contextOf([q, ...calm], { post: postBy("shop") }))).toEqual([]);
  });

  it("counts reactions to the people in the post apart from the creator", () => {
    const about = [
      ...Array.from({ length: 4 }, (_, i) =>
        say(`what a swing ${i}`, { label: "positive", target: "subject" }),
      ),
      say("overrated, retire", { label: "negative", target: "subject" }),
      say("never liked him", { label: "negative", target: "subject" }),
    ];
    const [reaction] = subjectReactions(contextOf(about));
    expect(reaction?.text).toBe(
      "Reactions to the people in the post: 4 supportive, 2 critical (most mention “swing”). This is about the people in the post, not about you",
    );
    expect(reaction?.support).toBe(6);
    expect(subjectReactions(contextOf(about.slice(0, 3)))).toEqual([]);
  });

  it("gives a third party the audience argues about a finding of its own, named", () => {
    const post = { ...postBy("lumen.cafe"), caption: "Our new spring menu is here" };
    const aboutRival = [
      say("@beanhaus does this better and cheaper", { label: "negative", target: "other" }),
      say("@beanhaus lost its charm years ago", { label: "negative", target: "other" }),
      say("@beanhaus is overpriced now", { label: "negative", target: "other" }),
      say("still miss the old @beanhaus scones", { label: "positive", target: "other" }),
      say("@beanhaus staff are lovely though", { label: "positive", target: "other" }),
    ];
    const [reaction] = subjectReactions(contextOf(aboutRival, { post }));
    expect(reaction?.text).toMatch(
      /^Reactions to @beanhaus: 2 supportive, 3 critical.*This is about @beanhaus, not about you$/,
    );
    // One person saying it five times is no reaction of the audience.
    const onePerson = aboutRival.map((r) => ({
      ...r,
      comment: { ...r.comment, username: "solo" },
    }));
    expect(subjectReactions(contextOf(onePerson, { post }))).toEqual([]);
  });
});
