import type { DemoLanguage } from "../../src/demo/dataset.js";
import { cat, draw, e, type Node, type PostBuilder } from "./engine.js";

/** Phrases that fit under almost any post. Niche banks add the specific ones. */

export const praise = cat(["praise"], "positive", {
  en: [
    "this is so good",
    "obsessed with this",
    "you never miss",
    "ok this is actually amazing",
    "literally the best content on my feed",
    "love this so much",
    "needed this today",
    "the quality of your posts lately 🙌",
    "how are you this talented",
    "yesss finally",
    "this made my day",
    "the way I watched this 5 times",
    "you're so underrated",
    "can't stop watching",
    "perfection",
    "absolutely love it",
    "been waiting for this one",
    "best thing I've seen all week",
    "not me watching this on repeat",
    "this is the content I'm here for",
    "chef's kiss",
    "10/10 no notes",
    "ugh I love this",
    "so so good",
    "this is gorgeous",
    "stunning as always",
    "you make it look so easy",
    "this popped up on my feed and I'm so glad it did",
    "immediately sent this to my sister",
    "how does this only have a few comments, it's so good",
    "ok I'm obsessed",
    "every single post is a banger",
    "love love love",
    "this deserves way more attention",
    "this is why I follow you",
    "top tier content honestly",
    "wow.",
    "so inspiring",
    "beautiful work",
    "you outdid yourself",
  ],
  es: [
    "qué lindo",
    "me encanta",
    "increíble",
    "lo amé",
    "qué buen contenido",
    "sos lo más",
    "eres la mejor",
    "justo lo que necesitaba",
    "qué hermoso todo",
    "me fascinó",
    "brutal",
    "divino",
    "cada vez mejor",
    "amo tu contenido",
    "qué maravilla",
    "esto es arte",
    "no puedo dejar de verlo",
    "te quedó precioso",
    "me alegraste el día",
    "lo mejor que vi hoy",
    "qué talento por favor",
    "simplemente perfecto",
  ],
  pt: [
    "amei demais",
    "que lindo",
    "perfeito",
    "maravilhoso",
    "você arrasa",
    "melhor conteúdo",
    "que incrível",
    "ameiii",
    "tô apaixonada",
    "sensacional",
    "top demais",
    "que coisa mais linda",
    "você é incrível",
    "conteúdo de qualidade demais",
    "assisti mil vezes",
    "simplesmente perfeito",
    "obcecada por isso",
    "mds que lindo",
  ],
  fr: [
    "trop beau",
    "j'adore",
    "magnifique",
    "incroyable",
    "c'est génial",
    "trop bien",
    "superbe",
    "tu gères",
    "je valide à 100%",
    "sublime",
    "quelle merveille",
    "toujours au top",
    "ça fait plaisir à voir",
  ],
  de: [
    "richtig gut",
    "mega",
    "sehr cool",
    "wie immer top",
    "stark",
    "super Video",
    "danke dafür",
    "genial",
    "einfach nur schön",
    "bester Content",
  ],
});

/** Emoji-only and near-empty reactions: no language. */
export const reaction = cat(["praise"], "positive", {
  und: [
    "😍😍😍",
    "🔥🔥",
    "❤️",
    "🙌🙌",
    "😍🔥",
    "👏👏👏",
    "💯",
    "🥹🥹",
    "✨✨",
    "❤️❤️❤️",
    "🔥",
    "😍",
    "🙌",
    "🥰",
    "❤️🔥",
    "🤍🤍",
    "🫶",
    "😻",
    "👏🔥",
    "💛💛",
  ],
});

export const neutral = cat([], "neutral", {
  en: [
    "first",
    "early gang",
    "👀",
    "who's here after the story",
    "commenting for the algorithm",
    "here before this blows up",
    "watching this at 3am",
    "following for more",
    "me rn",
    "lol the cat in the background",
    "this showed up on my explore page",
    "ok",
    "hm",
    "interesting",
    "bookmarking for later",
    "noted",
    "my algorithm knows me",
    "happy Friday everyone",
  ],
  es: ["primero", "👀", "aquí desde explorar", "jaja", "comentando para el algoritmo", "ok"],
  pt: ["primeira", "👀", "apareceu no meu explorar", "kkkk", "comentando pro algoritmo", "hmm"],
  fr: ["premier", "👀", "je découvre ton compte", "ok", "je note"],
  de: ["erster", "👀", "interessant", "ok"],
  und: ["👀", "👀👀", "🤔", "😶", "🙂"],
});

/** Friendly positive comments that switch language mid-sentence. */
export const mixedPraise = cat(["praise"], "positive", {
  es: [
    e.mix("qué lindo!! obsessed"),
    e.mix("me encanta, literally the best"),
    e.mix("amo esto, so good"),
    e.mix("increíble como siempre, love you"),
    e.mix("necesito esto en mi vida, omg"),
  ],
  pt: [
    e.mix("amei demais, thank you!!"),
    e.mix("perfeito, obsessed"),
    e.mix("que lindo, I need it"),
    e.mix("mds, so good"),
    e.mix("você arrasa, always"),
  ],
  fr: [e.mix("trop beau, love it"), e.mix("j'adore, so good"), e.mix("magnifique, obsessed")],
  de: [e.mix("mega gut, love it"), e.mix("richtig stark, so good")],
});

export const spam = cat(
  ["spam"],
  "neutral",
  {
    en: [
      "Follow me for free followers 💯",
      "🔥 grow your page fast, check my bio 🔥",
      "DM to collab 💰",
      "Nice post! Send it to @promo.hub.daily to get featured 🚀",
      "I made $3,850 this week trading with @fxmentor.calvin 📈 thank you sir!!",
      "Investing with @crypto.wealth.anna changed my life, she's legit 🙏",
      "Want more followers? Visit my profile ✨",
      "Hey! Love your content 😍 we'd love to collaborate, DM us 💌",
      "Promote it on @viralboost.page 🚀🚀",
      "💸💸 earn $500/day from your phone, link in bio",
      "check out my page for 50% off everything 🔥🔥",
      "Buy followers cheap, real & fast ✅ DM",
      "Your page has potential! DM me for a free growth plan 📈",
      "I recovered my hacked account thanks to @recover.help.desk 🙏 contact them",
      "Who needs a brand ambassador? 👀 DM",
      "Turned $200 into $5,600 in 2 weeks with @bitwealth.mentor 🤑",
      "pretty 😍 check my last post 👆",
      "Great content! We want to feature you, DM our page 📩",
    ],
    es: [
      "Sígueme y te sigo 🔥",
      "Gana dinero desde casa, info en mi perfil 💰",
      "Manda DM para colaborar 💸",
      "Aumenta tus seguidores YA ✅ mira mi perfil",
    ],
    pt: [
      "Sigam meu perfil que eu sigo de volta 💯",
      "Ganhei R$ 2.000 essa semana com @invest.prof.lucas, recomendo 🙏",
      "Chama no direct pra parceria 💰",
      "Quer mais seguidores? Link na bio 🚀",
    ],
    fr: ["Abonne-toi à mon compte, je te suis en retour 🔥", "Envoie un DM pour une collab 💰"],
  },
  true,
);

/** A thank-you to the creator under their answer. */
export const thanks = cat(["reply_to_creator"], "positive", {
  en: [
    "thank you!!",
    "omg thank you for answering 🥹",
    "ahh thanks so much",
    "you're the best ❤️",
    "perfect, thanks!",
    "amazing thank you",
    "thank youuu",
    "thanks for replying!!",
    "ok noted, thank you 🙏",
  ],
  es: ["¡gracias!! ❤️", "mil gracias 🙏", "gracias por responder 🥹", "genial, gracias"],
  pt: ["obrigadaaa ❤️", "valeu!!", "obrigada por responder 🥹", "perfeito, obrigado"],
  fr: ["merci beaucoup !", "merci pour la réponse 🙏", "top merci"],
  de: ["danke dir!", "danke für die Antwort 🙏", "super, danke"],
});

/** Other people agreeing under a comment. */
export const agree = cat([], "positive", {
  en: [
    "right?!",
    "literally",
    "same",
    "this 👆",
    "facts",
    "so true",
    "exactly what I thought",
    "yesss",
  ],
  es: ["literal", "totalmente", "jajaja sí", "lo mismo pensé"],
  pt: ["né?!", "exatamente", "sim!!", "pensei a mesma coisa"],
  fr: ["grave", "exactement", "trop vrai"],
  de: ["genau", "so wahr", "same"],
});

/** Someone asking the same question under another person's question. */
export const sameQuestion = cat(["question"], "neutral", {
  en: ["same question!!", "also wondering", "need to know this too", "+1 on this"],
  es: ["misma pregunta", "yo también quiero saber", "+1"],
  pt: ["mesma dúvida", "também quero saber", "+1"],
  fr: ["même question", "je me demandais aussi"],
  de: ["gleiche Frage", "würde mich auch interessieren"],
});

export type Answers = Partial<Record<DemoLanguage, Record<string, readonly string[]>>>;

/**
 * The owner answers a question (in its language when there is a text for it); the asker
 * sometimes thanks them under the answer.
 */
export function answer(b: PostBuilder, q: Node, answers: Answers, thanksChance = 0.35): Node {
  const key = q.key ?? "any";
  const inLang = answers[q.lang];
  const texts = inLang?.[key] ??
    inLang?.any ??
    answers.en?.[key] ??
    answers.en?.any ?? ["thank you!"];
  const reply = b.ownerReply(q, b.r.pick(texts));
  if (b.r.chance(thanksChance)) {
    b.reply(q, b.deal(thanks, q.lang === "und" ? "en" : q.lang), {
      user: q.username,
      after: reply,
    });
  }
  return reply;
}

/** Replies from other people under a comment: agreement takes the comment's mood. */
export function chorus(b: PostBuilder, parent: Node, count: number): Node[] {
  const out: Node[] = [];
  for (let i = 0; i < count; i++) {
    const lang = b.r.chance(0.8) && parent.lang !== "und" ? parent.lang : b.fillerLang();
    // The mood is set before variation so a "same" under a complaint gets no heart-eyes.
    const d = b.make(() => ({ ...draw(b.r, agree, lang), sentiment: parent.sentiment }));
    const thread = new Set([parent.username, ...parent.replies.map((x) => x.username)]);
    let user = b.audience.person(d.lang);
    for (let k = 0; k < 10 && thread.has(user); k++) user = b.audience.person(d.lang);
    out.push(b.reply(parent, d, { meanHours: 3, user }));
  }
  return out;
}

/** The comments worth a thank-you or a "same!": praise, not a bare "hm" or a "first". */
export function liked(nodes: readonly Node[]): Node[] {
  return nodes.filter((n) => n.sentiment === "positive" && n.tags.includes("praise"));
}
