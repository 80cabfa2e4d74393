import { describe, expect, it } from "vitest";
import { detectLanguage, languageOf } from "./detect.js";

describe("detectLanguage", () => {
  it.each([
    ["where did you get this jacket?", "en"],
    ["me encanta este color, dónde lo compro?", "es"],
    ["que lindo, quero muito esse batom", "pt"],
    ["c'est magnifique, merci pour la recette", "fr"],
    ["das sieht so lecker aus, danke für das Rezept", "de"],
    ["bellissima foto, complimenti per il lavoro", "it"],
    ["cantik banget kak, harganya berapa?", "id"],
    ["bahut sundar hai yaar", "hi"],
  ])("%s → %s", (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it.each([
    ["ما شاء الله جميل جدا 😍", "ar"],
    ["Очень красиво 😍", "ru"],
    ["Які гарні фото, дякую", "uk"],
    ["めっちゃかわいい！", "ja"],
    ["디자인 너무 예뻐요", "ko"],
    ["这个颜色真好看", "zh"],
    ["बहुत सुंदर है", "hi"],
    ["สวยมากค่ะ", "th"],
    ["Πολύ όμορφο", "el"],
    ["יפה מאוד", "he"],
  ])("decides %s by its script (%s)", (text, lang) => {
    expect(detectLanguage(text, undefined, { fallback: false })).toBe(lang);
  });

  it.each([["😍😍🔥"], ["👏🏽"], ["@anna @leo"], ["ok"], ["!!!"], [""], ["12345"]])(
    'says "und" for %j',
    (text) => {
      expect(detectLanguage(text)).toBe("und");
    },
  );

  it.each([
    ["obrigada, love it so much", "pt", "en"],
    ["me encanta, love it so much", "es", "en"],
    ["trop beau, love it", "fr", "en"],
    ["amo esto, so good for you", "es", "en"],
  ])("notices that %s mixes languages", (text, lang, other) => {
    const r = languageOf(text);
    expect(r.lang === lang || r.mixedWith === lang).toBe(true);
    expect([r.lang, r.mixedWith].sort()).toEqual([lang, other].sort());
  });

  it.each([
    ["stunning as always, no notes"],
    ["me encanta, quiero uno"],
    ["where did you get this jacket?"],
    ["got em, sold out in 2 min"],
    ["can't find it on nike.com"],
  ])("does not call %s mixed", (text) => {
    expect(languageOf(text).mixedWith).toBeUndefined();
  });

  it.each([
    ["mantap bgt kak, keren parah", "id"],
    ["gak nyangka sebagus ini dong", "id"],
    ["udah beli yg hitam, nyaman banget", "id"],
    ["aku suka banget sama warnanya sih", "id"],
    ["çok güzel olmuş, efsane", "tr"],
    ["helal olsun kardeşim", "tr"],
    ["bu ayakkabı nerede satılıyor?", "tr"],
    ["bunlar çok iyi mi?", "tr"],
    ["İyi ki varsın", "tr"],
    ["qué bonitas, las quiero ya", "es"],
    ["necesito estas zapatillas", "es"],
    ["que lindo, preciso desse tênis", "pt"],
    ["ficou muito bom, parabéns", "pt"],
    ["awesome", "en"],
    ["genius 👏", "en"],
    ["yesss 🔥", "en"],
  ])("tells %s → %s", (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it("reads a word spelt letter by letter as that word", () => {
    expect(detectLanguage("R E S P E C T 👊")).toBe("en");
    expect(detectLanguage("G Ü Z E L  O L M U Ş")).toBe("tr");
    expect(detectLanguage("K I N G 👑")).toBe("en");
  });

  it("reads fancy-font letters as the letters they imitate", () => {
    expect(detectLanguage("𝕘𝕠𝕠𝕕 𝕧𝕚𝕓𝕖𝕤 𝕠𝕟𝕝𝕪")).toBe("en");
    expect(detectLanguage("ｎｉｃｅ ｓｈｏｅｓ")).toBe("en");
  });

  it("knows Turkish words by their endings and forgives a doubled last letter", () => {
    expect(detectLanguage("ziplayarak 💪")).toBe("tr");
    expect(detectLanguage("yapabiliyorum 🔥")).toBe("tr");
    expect(detectLanguage("gorgeouss")).toBe("en");
  });

  it("does not let hashtags or mentions decide the language", () => {
    expect(detectLanguage("🔥🔥 #nikegolf #teamnike")).toBe("und");
    expect(detectLanguage("@maria_lopez @joao.silva @ayse_yilmaz")).toBe("und");
    expect(detectLanguage("çok güzel #justdoit #motivation")).toBe("tr");
  });

  it.each([["😍 @anna"], ["xx"], ["a b"], ["🔥🔥🔥 !!!"], ["@someone ok"]])(
    'keeps "und" for %j rather than guess',
    (text) => {
      expect(detectLanguage(text)).toBe("und");
    },
  );

  it("ignores the letters of mentions and links", () => {
    expect(detectLanguage("@the_best_page_ever 😍")).toBe("und");
    expect(detectLanguage("ما شاء الله @user_name https://example.com")).toBe("ar");
  });
});
