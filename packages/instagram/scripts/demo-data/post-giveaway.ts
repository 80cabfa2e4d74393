import { type Answers, answer, chorus, liked, neutral, reaction, spam } from "./bank-common.js";
import { cat, e, mentionCount, type Node, PostBuilder } from "./engine.js";

/** A roaster's giveaway: hundreds of tag-a-friend entries, rule breakers, and fake "winner" scams. */

const twoFriends = cat(["giveaway"], "positive", {
  en: [
    "{f} {f}",
    "{f} {f} 🤞",
    "{f} {f} let's win this",
    "{f} {f} we need this",
    "{f} {f} coffee dates on me if I win",
    "{f} {f} ☕☕",
    "{f} {f} {f}",
    "done ✅ {f} {f}",
    "{f} {f} fingers crossed",
    "{f} {f} pick me pls 🙏",
    "{f} {f} one more try",
    "{f} {f} manifesting",
    "{f} {f} good luck to us",
    "{f} {f} 🍀",
    "{f} & {f}",
    e.tag("{f} {f} their Ethiopian roast is unreal", "praise"),
    e.tag("{f} {f} best beans in town honestly", "praise"),
  ],
  pt: [
    "{f} {f} participando!",
    "{f} {f} bora ganhar",
    "{f} {f} quero muito 🙏",
    "{f} {f} vamos!!",
    "{f} {f} 🤞🤞",
    e.tag("{f} {f} o café deles é maravilhoso", "praise"),
  ],
  es: [
    "{f} {f} participando 🤞",
    "{f} {f} ojalá ganemos",
    "{f} {f} suerte a todos",
    "{f} {f} vamos!!",
    "{f} {f} ☕",
  ],
  fr: ["{f} {f} on tente !", "{f} {f} je participe", "{f} {f} croisons les doigts"],
  de: ["{f} {f} ich mach mit", "{f} {f} Daumen drücken"],
});

const oneFriend = cat(["giveaway"], "positive", {
  en: ["{f}", "{f} 🤞", "{f} let's go", "{f} look!!", "{f} for our mornings", "{f} pls", "{f} ☕"],
  pt: ["{f} participando", "{f} bora"],
  es: ["{f} vamos!!", "{f} participando"],
  fr: ["{f} on tente"],
});

const noFriends = cat(["giveaway"], "positive", {
  en: [
    "done ✅",
    "done!",
    "done 🤞",
    "all done 🙏",
    "entered!!",
    "done, following and liked ✅",
    "I want it 🙋‍♀️",
    "pick me ☕",
    "participating!",
    "me me me",
  ],
  pt: ["feito ✅", "participando", "eu quero 🙋‍♀️", "participandooo"],
  es: ["hecho ✅", "listo ✅", "me apunto 🙋‍♀️", "participando!"],
  fr: ["fait ✅", "je participe !"],
  de: ["erledigt ✅", "bin dabei"],
});

const eligibility = cat(["question"], "neutral", {
  en: [
    "is this open to Canada?",
    "does Portugal count as EU? 😅",
    "can I enter from Mexico?",
    "when do you announce the winner?",
    "do I have to tag 2 different people each time?",
    "can I enter more than once?",
    "is it whole bean or ground?",
    "does the UK include Northern Ireland?",
  ],
  pt: ["vale pra todo o Brasil?", "o frete é grátis pro Brasil?"],
  es: ["¿puedo participar desde Argentina?", "¿es solo para Europa?"],
  fr: ["ça marche pour la Suisse ?"],
  de: ["Gilt das auch für die Schweiz?"],
});
const eligibilityAnswers: Answers = {
  en: {
    any: [
      "Only EU, UK, US and Brazil this time, sorry 💛 the next one will be wider!",
      "Winner announced Monday in our stories 🎉",
      "Each comment is one entry, tag 2 different friends each time ✨",
      "You choose, whole bean or ground ☕",
      "Yes! 🎉",
    ],
  },
  pt: { any: ["Vale sim, todo o Brasil e com frete grátis 🇧🇷☕"] },
  es: { any: ["Esta vez solo UE, Reino Unido, EE. UU. y Brasil 💛 ¡el próximo será más amplio!"] },
  fr: { any: ["Cette fois seulement UE, Royaume-Uni, États-Unis et Brésil 💛"] },
  de: { any: ["Diesmal nur EU, UK, USA und Brasilien 💛"] },
};

const coffeePraise = cat(["praise"], "positive", {
  en: [
    "your Ethiopian roast is the best I've had",
    "the decaf changed my mornings",
    "best coffee subscription I've tried",
    "your packaging is so pretty",
    "the pour-over kit is gorgeous",
    "your Colombian blend is my daily",
    "been a subscriber for 2 years, worth every cent",
    "good luck everyone!",
    "love that you roast in small batches",
    "your baristas are the nicest",
    "the natural process one tastes like blueberries, wild",
    "you got me into pour-over, thank you",
  ],
  pt: ["o café de vocês é maravilhoso", "boa sorte a todos!", "amo a embalagem"],
  es: ["su café es buenísimo", "¡suerte a todos!", "el tueste es perfecto"],
  fr: ["votre café est délicieux", "bonne chance à tous !"],
  de: ["Euer Kaffee ist der beste", "Viel Glück allen!"],
});

const skeptic = cat(["complaint"], "negative", {
  en: [
    "never win these",
    "is this even real?",
    "these giveaways are always rigged",
    "another tag-2-friends giveaway, my friends hate me now",
    "why not Canada again",
    "entered the last 5 and never won lol",
    "shipping to Brazil took 3 weeks last time",
    "the follow-like-tag thing is so tired",
    "you only do giveaways when sales are slow",
  ],
  pt: ["nunca ganho nada", "isso é sorteio de verdade?"],
  es: ["siempre excluyen Latinoamérica"],
  fr: ["jamais gagné un seul concours"],
});

const scam = cat(
  ["spam"],
  "neutral",
  {
    en: [
      "Congratulations 🎉 you've been selected as a winner! DM us to claim your prize 🎁",
      "You won!! 🎁 Message this account within 24h to claim",
      "Congrats! You're one of our winners 🎉 check your DMs",
    ],
  },
  true,
);

export function giveawayPost(): PostBuilder {
  const b = new PostBuilder({
    key: "giveaway-slowpour",
    title: "Giveaway: a year of coffee",
    niche: "giveaway",
    language: "en",
    sample: true,
    owner: { username: "slowpour.coffee", fullName: "Slowpour Coffee Roasters", isVerified: false },
    caption:
      "GIVEAWAY ☕🎁 Win a year of coffee (12 bags, one a month) + our ceramic pour-over set! To enter: 1) follow @slowpour.coffee 2) like this post 3) tag 2 friends below. Each comment is one entry. Open to the EU, UK, US and Brazil. Ends Sunday Nov 1 at 20:00 CET. Good luck! 🤞",
    mediaType: "photo",
    takenAt: "2026-10-27T12:00:00.000Z",
    likeCount: 14_902,
    viewCount: null,
    band: "positive",
    nicheEmoji: ["☕", "🤞", "🍀"],
    likeScale: 0.6,
    returnRate: 0.28,
    languages: [
      ["en", 55],
      ["pt", 18],
      ["es", 16],
      ["fr", 7],
      ["de", 4],
    ],
  });
  const r = b.r;
  const topEntrant = "mari.cafezinho";
  b.audience.reserve(topEntrant);

  const fanEntries: Node[] = [];
  for (let i = 0; i < 11; i++) {
    fanEntries.push(b.top(b.deal(twoFriends, "pt"), { user: topEntrant }));
  }
  const entries2 = [...fanEntries, ...b.fill(419, [[twoFriends, 1]])];
  const entries1 = b.fill(82, [[oneFriend, 1]]);
  const entries0 = b.fill(96, [[noFriends, 1]]);
  b.fact("entries-two-friends", "{n} valid entries tag at least two friends.", entries2, {
    type: "mentions",
    min: 2,
    max: null,
  });
  b.fact(
    "entries-one-friend",
    "{n} entries tag only one friend (the rules ask for two).",
    entries1,
    { type: "mentions", min: 1, max: 1 },
  );
  b.fact("entries-no-friend", "{n} entries tag nobody ('done ✅', 'participando').", entries0, {
    type: "mentions",
    min: 0,
    max: 0,
  });
  b.fact("top-entrant", `@${topEntrant} entered {n} times, more than anyone else.`, fanEntries, {
    type: "username",
    username: topEntrant,
  });

  const asks = b.fill(18, [[eligibility, 1]]);
  const answered = b.pickEarly(asks, 10);
  for (const q of answered) answer(b, q, eligibilityAnswers, 0.4);
  b.questionFacts(
    "eligibility-questions",
    "{n} questions about eligibility and rules (countries, multiple entries, announcement); 10 answered.",
    asks,
    answered,
  );

  // Accounts dressed up as the roaster tell entrants they won: a classic giveaway scam.
  const fakes = [
    "slowpour.coffee.giveaway",
    "slowpour_coffee.official",
    "slowpour.coffee_winners",
    "slowpourcoffee.prize",
  ];
  const scams: Node[] = [];
  for (const target of r.shuffle(entries2).slice(0, 12)) {
    const d = b.deal(scam, "en");
    scams.push(b.reply(target, d, { user: r.pick(fakes), meanHours: 1 }));
  }
  b.fact(
    "impersonation-scams",
    "{n} replies from fake look-alike accounts tell entrants they won and should DM them (scam).",
    scams,
    { type: "ids" },
  );

  b.fill(27, [[spam, 1]]);
  const skeptics = b.fill(30, [[skeptic, 1]]);
  for (const s of r.shuffle(skeptics).slice(0, 4)) chorus(b, s, 1);
  const fans = b.fill(145, [
    [coffeePraise, 60],
    [reaction, 20],
    [neutral, 20],
  ]);
  for (const c of r.shuffle(liked(fans)).slice(0, 8)) {
    b.ownerReply(c, r.pick(["thank you!! ☕🤍", "good luck! 🤞", "🤎🤎", "so glad you love it!"]));
  }
  b.fact(
    "all-entries",
    "{n} giveaway entries in total (to leave out of sentiment).",
    () => b.nodes.filter((n) => n.tags.includes("giveaway")),
    { type: "ids" },
  );
  b.standardFacts();
  // Entries are checked by their mentions; make sure no variation added or lost one.
  for (const n of entries1) if (mentionCount(n.text) !== 1) throw new Error(`bad entry: ${n.text}`);
  return b;
}
