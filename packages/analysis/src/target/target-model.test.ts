import { describe, expect, it } from "vitest";
import { TARGET_FEATURES, type TargetFacts, targetVector } from "./target-facts.js";
import { TargetModel, type TargetModelFile, targetModel } from "./target-model.js";
import { TARGET_CLASSES, type TargetExample, trainTarget } from "./train-target.js";

const NONE: TargetFacts = {
  reply: false,
  replyToOwner: false,
  replyOpensWithOwner: false,
  noWords: false,
  fewWords: false,
  friendTag: false,
  opensWithMention: false,
  addressesOwner: false,
  namesOwner: false,
  aboutProduct: false,
  captionWord: false,
  namesSubject: false,
  personWords: false,
  featuresSomeone: false,
  secondPerson: false,
  youAll: false,
  question: false,
  praise: false,
  complaint: false,
  purchase: false,
  suggestion: false,
  toxic: false,
  negative: false,
  grief: false,
};
const facts = (on: Partial<TargetFacts>): TargetFacts => ({ ...NONE, ...on });

describe("the shipped target classifier", () => {
  const model = targetModel();

  it("loads, with the five targets in order", () => {
    expect(model.classes).toEqual(TARGET_CLASSES);
  });

  it("reads emoji alone as aimed at no one, and a question about the product as the creator's", () => {
    expect(model.predict(facts({ noWords: true, fewWords: true }))).toBe("none");
    expect(
      model.predict(
        facts({ question: true, purchase: true, aboutProduct: true, addressesOwner: true }),
      ),
    ).toBe("creator");
  });

  it("reads a reply that takes up no product or person as said to the other commenter", () => {
    expect(model.predict(facts({ reply: true, opensWithMention: true, secondPerson: true }))).toBe(
      "commenter",
    );
  });

  it("answers 'subject' only where the post features someone the comment speaks of", () => {
    const praiseOfAName = { namesSubject: true, personWords: true, praise: true };
    expect(model.predict(facts({ ...praiseOfAName, featuresSomeone: true }))).toBe("subject");
    // The same words under a post that features no one: never "subject".
    expect(model.predict(facts(praiseOfAName))).not.toBe("subject");
    expect(model.predict(facts({ featuresSomeone: true, negative: true }))).not.toBe("subject");
  });

  it("refuses a model file that lacks a feature's weights", () => {
    const file: TargetModelFile = {
      format: 1,
      classes: [...TARGET_CLASSES],
      bias: [0, 0, 0, 0, 0],
      weights: {},
      training: {},
    };
    expect(() => new TargetModel(file)).toThrow(/no weights for feature/);
  });
});

describe("trainTarget", () => {
  const example = (on: Partial<TargetFacts>, target: TargetExample["target"]): TargetExample => ({
    x: targetVector(facts(on)),
    target,
    withSubject: true,
  });
  const examples = [
    ...Array.from({ length: 6 }, () => example({ noWords: true }, "none")),
    ...Array.from({ length: 6 }, () => example({ addressesOwner: true }, "creator")),
    ...Array.from({ length: 6 }, () => example({ reply: true }, "commenter")),
  ];

  it("learns what separates the classes, and is the same on every run", () => {
    const a = trainTarget(examples, { steps: 300, learningRate: 0.5, l2: 0.001 });
    const b = trainTarget(examples, { steps: 300, learningRate: 0.5, l2: 0.001 });
    expect(a).toEqual(b);
    const model = new TargetModel({ format: 1, ...a, training: {} });
    expect(model.predict(facts({ noWords: true }))).toBe("none");
    expect(model.predict(facts({ addressesOwner: true }))).toBe("creator");
    expect(model.predict(facts({ reply: true }))).toBe("commenter");
    expect(Object.keys(a.weights)).toEqual(TARGET_FEATURES.map(([name]) => name));
  });

  it("learns nothing from a 'subject' label where subject is no answer", () => {
    const masked = [
      ...examples,
      ...Array.from({ length: 6 }, () => ({
        ...example({ negative: true }, "subject"),
        withSubject: false,
      })),
    ];
    expect(trainTarget(masked, { steps: 50, learningRate: 0.5, l2: 0.001 })).toEqual(
      trainTarget(examples, { steps: 50, learningRate: 0.5, l2: 0.001 }),
    );
  });
});
