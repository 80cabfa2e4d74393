import { beforeAll, describe, expect, it } from "vitest";
import { analyzeComment } from "../analyze.js";
import { detectLanguage } from "../language/detect.js";
import { readComment } from "../record/comment-record.js";
import { isToxic } from "./toxicity.js";

function toxic(text: string): boolean {
  const record = readComment(text);
  return isToxic(record, detectLanguage(text, record.tokens));
}

// The first comment loads the lexicons, the language lists and the sentiment model.
beforeAll(() => analyzeComment("warm up"), 60_000);

describe("isToxic", () => {
  it.each([
    ["you are such an idiot"],
    ["shut up you fat pig"],
    ["nobody asked, loser"],
    ["she looks so ugly in that dress"],
    ["go kill yourself"],
    ["kys"],
    ["i'm gonna find you and kill you"],
    ["ima beat you up after school"],
    ["hope he breaks his leg next round"],
    ["go back to your country"],
    ["women belong back to the kitchen"],
    ["what a pathetic clown"],
    ["these hoes ain't loyal"],
    ["you run like a bitch"],
    ["you are so idiotic"],
  ])("flags the English insult or threat %j", (text) => {
    expect(toxic(text)).toBe(true);
  });

  it.each([
    ["this shoe is ugly"],
    ["worst design ever"],
    ["the colourway is so ugly, bring back the old one"],
    ["damn these are fire"],
    ["holy sh*t"],
    ["sick!!"],
    ["that session was brutal 🔥"],
    ["killer workout today"],
    ["you killed it"],
    ["insane swing"],
    ["you're an animal 💪"],
    ["this workout will kill you"],
    ["fat putt to win it"],
    ["you're not stupid for asking"],
    ["this sucks, sold out again"],
    ["gonna beat you by ten strokes on sunday @sam"],
    // An insult's word used for something else: sneakers, an intensifier, an idiom.
    ["@sam them hoes clean"],
    ["these bitches are fire @kim"],
    ["that thing hurts like a bitch"],
    ["we don't stand a snowflakes chance"],
    ["whoever decided this is idiotic"],
    ["kijk hoe vet @sam"],
  ])("does not flag criticism, swearing or slang praise: %j", (text) => {
    expect(toxic(text)).toBe(false);
  });

  it.each([
    ["eres un idiota, cállate", "es"],
    ["eres muy fea", "es"],
    ["você é um lixo", "pt"],
    ["cala a boca seu burro", "pt"],
    ["t'es vraiment moche", "fr"],
    ["ferme ta gueule, connard", "fr"],
    ["du bist so hässlich", "de"],
    ["halt die Fresse, du Idiot", "de"],
    ["sei un coglione", "it"],
    ["stai zitto, sei un fallito", "it"],
    ["sen tam bir aptalsın", "tr"],
    ["defol git şerefsiz", "tr"],
    ["dasar goblok lu", "id"],
    ["lu jelek banget sih", "id"],
  ])("flags the insult %j (%s)", (text) => {
    expect(toxic(text)).toBe(true);
  });

  it.each([
    ["qué feo este color", "es"],
    ["que tênis feio, não gostei", "pt"],
    ["ce modèle est moche", "fr"],
    ["der Schuh ist hässlich", "de"],
    ["che brutte scarpe", "it"],
    ["renkler çok kötü olmuş", "tr"],
    ["sepatunya jelek banget", "id"],
    ["çok güzel olmuş efsane", "tr"],
    ["keren banget kak", "id"],
  ])("does not flag criticism of a thing or praise: %j (%s)", (text) => {
    expect(toxic(text)).toBe(false);
  });

  it.each([
    ["look at those chicken legs lmao", "en"],
    ["ele tem braço de palito kkkk", "pt"],
    ["vaya piernas de pollo tiene", "es"],
  ])("flags body-shaming %j (%s)", (text) => {
    expect(toxic(text)).toBe(true);
  });

  it("asks every language's lists when a comment is too short to tell its language", () => {
    expect(detectLanguage("@deniz_k sçm")).toBe("und");
    expect(toxic("@deniz_k sçm")).toBe(true);
    expect(toxic("@ana_rj otária")).toBe(true);
    // A word that is an insult in one language and an everyday word in another is left out.
    expect(toxic("@lucia negro 🔥")).toBe(false);
    expect(toxic("@marco pack 💪")).toBe(false);
  });

  it("reads stretched and accented spellings", () => {
    expect(toxic("olha esse braço de palitoo")).toBe(true);
    expect(toxic("you're so stuuuupid")).toBe(true);
    expect(toxic("sen bir gerizekalısın gerizekali")).toBe(true);
  });
});

describe("analyzeComment", () => {
  it("tags an insult toxic and never praise, however it flatters", () => {
    const r = analyzeComment("great shoes, you moron 😍");
    expect(r.tags).toContain("toxic");
    expect(r.tags).not.toContain("praise");
  });

  it("leaves slang praise alone", () => {
    const r = analyzeComment("you killed it, insane swing 🔥");
    expect(r.tags).not.toContain("toxic");
    // "fuck ya" is "fuck yeah": cheering; "fuck you" is not.
    const cheer = analyzeComment("fuck ya dude, what a round");
    expect(cheer.tags).not.toContain("toxic");
    expect(cheer.label).toBe("positive");
    expect(analyzeComment("fuck you dude").tags).toContain("toxic");
  });
});
