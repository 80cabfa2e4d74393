import { describe, expect, it } from "vitest";
import type { Row } from "./rows.js";
import { contextOf, say } from "./test-helpers.js";
import { groupTerms, topicInsights } from "./topics.js";

const FILLER = [
  "love the colour",
  "nice one",
  "see you sunday",
  "what a day",
  "great photo",
  "so happy",
  "my favourite",
  "beautiful light",
  "amazing work",
  "congrats team",
  "keep going",
  "well done",
  "big fan",
];

describe("naming what a group of comments is about", () => {
  it("shows the phrase most people used rather than a word cut out of it", () => {
    const group = [
      say("sold out again", { by: "ana" }),
      say("SOLD OUT in a minute", { by: "ben" }),
      say("sold out, no restock", { by: "cai" }),
      say("they sold it to bots", { by: "dee" }),
    ];
    const elsewhere = ["sold out everywhere", "sold out sadly", "sold out, as usual"].map(
      (text, i) => say(text, { by: `x${i}` }),
    );
    const ctx = contextOf([
      ...group,
      ...elsewhere,
      ...FILLER.map((text, i) => say(text, { by: `f${i}` })),
    ]);
    const [first] = groupTerms(ctx.real.slice(0, group.length), ctx.scope, 1);
    expect(first?.toLowerCase()).toBe("sold out");
  });

  it("never names comments by a swear word", () => {
    const ctx = contextOf([
      say("lets fucking go", { by: "ana" }),
      say("fucking finally", { by: "ben" }),
      say("fucking legend", { by: "cai" }),
    ]);
    const named = groupTerms(ctx.real, ctx.scope, 3).map((t) => t.toLowerCase());
    expect(named).not.toContain("fucking");
  });
});

describe("topics named as people write them", () => {
  it("names a person in full when most who name them write the full name", () => {
    const said = [
      say("where can I get the hat Darnell Quist wore today?", { by: "a" }),
      say("Darnell Quist is the best on tour", { by: "b" }),
      say("nobody swings like Darnell Quist", { by: "c" }),
      say("Quist for the win", { by: "d" }),
      say("go Quist", { by: "e" }),
      ...FILLER.map((text, i) => say(text, { by: `f${i}` })),
    ];
    const labels = contextOf(said).topics.map((t) => t.label);
    expect(labels).toContain("Darnell Quist");
    expect(labels).not.toContain("Quist");
  });

  it("does not take a sentence's capitalised first word for part of a name", () => {
    const said = [
      "Funktioniert Bluetooth?",
      "Funktioniert Bluetooth mit dem Handy?",
      "Funktioniert Bluetooth auch im Auto?",
      "bluetooth pairing is quick",
      "my bluetooth dropped once",
    ].map((text, i) => say(text, { by: `p${i}` }));
    const ctx = contextOf([...said, ...FILLER.map((text, i) => say(text, { by: `f${i}` }))]);
    const labels = ctx.topics.map((t) => t.label.toLowerCase());
    expect(labels).toContain("bluetooth");
    expect(labels).not.toContain("funktioniert bluetooth");
  });
});

/** The criticised topics among `topics` ("label": rows), as their labels. */
function criticised(
  ctx: ReturnType<typeof contextOf>,
  topics: Array<[string, Array<Row | undefined>]>,
) {
  const list = topics.map(([label, rows]) => ({
    term: label.toLowerCase(),
    label,
    rows: rows.filter((r): r is Row => r !== undefined),
    opinion: false,
  }));
  return topicInsights(
    list,
    (r) => r.analysis.label === "negative",
    0.5,
    (_, rows) => ({ kind: "criticised-topic", figures: { people: ctx.peopleIn(rows) } }),
    ctx.peopleIn,
  ).map((i) => i.topic);
}

describe("topic findings", () => {
  it("says once what two topics name in the very same matching comments", () => {
    const ctx = contextOf([
      say("nothing for Europe, USA only", { by: "a", label: "negative" }),
      say("Europe skipped, USA again", { by: "b", label: "negative" }),
      say("Europe is lovely", { by: "c", label: "positive" }),
      say("USA fans are loud", { by: "d", label: "positive" }),
    ]);
    const [a, b, c, d] = ctx.real;
    expect(
      criticised(ctx, [
        ["Europe", [a, b, c]],
        ["USA", [a, b, d]],
      ]),
    ).toEqual(["Europe"]);
  });

  it("says once what two topics would quote the same comment for, when they share half their comments", () => {
    const ctx = contextOf([
      say("nothing for Europe, USA only", { by: "a", label: "negative", likes: 9 }),
      say("Europe skipped again", { by: "b", label: "negative" }),
      say("USA only, again", { by: "c", label: "negative" }),
      say("Canada skipped again", { by: "d", label: "negative", likes: 5 }),
      say("Canada and USA only?", { by: "e", label: "negative" }),
    ]);
    const [a, b, c, d, e] = ctx.real;
    // "Europe" would quote the comment "USA" quotes; "Canada" has its own.
    expect(
      criticised(ctx, [
        ["Europe", [a, b]],
        ["USA", [a, c, e]],
        ["Canada", [d, e]],
      ]),
    ).toEqual(["USA", "Canada"]);
  });
});
