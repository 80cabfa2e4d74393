import {
  type Answers,
  answer,
  chorus,
  liked,
  neutral,
  praise,
  reaction,
  sameQuestion,
  spam,
} from "./bank-common.js";
import { cat, e, type Node, PostBuilder } from "./engine.js";

/** An earbuds review after 90 days: people love the sound, the battery update split the room. */

const battery = cat(["complaint"], "negative", {
  en: [
    "since the 2.1 update my battery dies in 3 hours",
    "the battery drain after the update is unreal, mine went from 7h to 4h",
    "same battery issue here, left bud dies first every time",
    "glad someone finally talks about the battery, Orvio support ignored me",
    "I returned mine because of the battery, not worth it at that price",
    "battery was fine for two months then the update killed it",
    "the case battery also drains overnight for me",
    e.tag("is the battery fixed in 2.2 or still bad?", "question"),
    e.tag("anyone rolled back the firmware to fix the battery?", "question"),
    "my battery barely lasts a commute now",
    "battery life went to trash after the update, ANC on or off doesn't matter",
    "the battery thing is a dealbreaker for long flights",
    "I'd love these if the battery didn't die mid workout",
    "battery percentage jumps from 40 to 5 randomly",
    "they should pull the update, battery is a mess",
    "love the sound but the battery is embarrassing for a 2026 product",
    e.tag("did they say anything about the battery problem?", "question"),
    "the battery is the only reason I'm not recommending them",
    "can confirm the battery drain, 3.5h with ANC",
    "battery issues on both of mine (bought a second pair, same thing)",
    "battery anxiety is back lol",
    "the battery drain was worse on Android for me",
    e.tag("does the battery get better after a few charge cycles?", "question"),
    "my right bud battery is always 20% lower",
  ],
  de: [
    "Seit dem Update hält der Akku bei mir nur noch 3 Stunden",
    "Akku ist leider eine Katastrophe seit 2.1",
    "Hab meine wegen dem Akku zurückgeschickt",
    e.tag("Ist das Akku-Problem mit 2.2 behoben?", "question"),
    "Der Akku vom Case entlädt sich über Nacht",
    "Klang top, Akku flop",
    "Bei mir genau das gleiche mit dem Akku, linker Stöpsel zuerst leer",
    "Für 179 € darf der Akku nicht so schlecht sein",
  ],
  es: [
    "desde la actualización la batería me dura nada",
    "la batería es un desastre, los devolví",
    e.tag("¿ya arreglaron lo de la batería?", "question"),
    "la batería del estuche se descarga sola",
  ],
  fr: [
    "depuis la mise à jour la batterie tient 3h max",
    "la batterie c'est vraiment le point noir",
    e.tag("la batterie est corrigée avec la 2.2 ?", "question"),
  ],
});
const batteryAnswers: Answers = {
  en: {
    any: [
      "Orvio told me a fix is planned for 2.2, I'll test it the day it drops",
      "mine improved a bit after a full reset, but not back to launch levels",
      "rolling back isn't possible yet sadly, I asked",
    ],
  },
  de: { any: ["Orvio sagt, 2.2 soll das beheben. Ich teste es sofort 👍"] },
  es: { any: ["Orvio dice que la 2.2 lo arregla, lo pruebo en cuanto salga 👍"] },
  fr: { any: ["Orvio annonce un correctif dans la 2.2, je testerai 👍"] },
};

const upgrade = cat(["question"], "neutral", {
  en: [
    "worth upgrading from the Buds 1?",
    "how do they compare to the Buds 1 for calls?",
    "I have the first gen, is the ANC that much better?",
    "should I upgrade or wait for a sale?",
    "Buds 1 owner here, is the fit better now?",
    "is the upgrade worth it if I mostly use them at the gym?",
    "do the Buds 1 tips fit the Buds 2?",
    "compared to the first gen, is the mic any better?",
    "how's the latency vs the Buds 1 for gaming?",
    "upgrade from the Buds 1 or switch brands?",
    "first gen still fine or upgrade now?",
    "is the case smaller than the Buds 1 case?",
    "I lost one of my Buds 1, upgrade or replace?",
    "does the upgrade make sense with the battery issue?",
  ],
  de: [
    "Lohnt sich das Upgrade von den Buds 1?",
    "Ist ANC deutlich besser als beim Vorgänger?",
    "Vom Vorgänger umsteigen oder warten?",
  ],
  es: [
    "¿vale la pena el upgrade desde los Buds 1?",
    "¿mejoran mucho respecto a la primera generación?",
  ],
  fr: ["ça vaut le coup de passer des Buds 1 aux Buds 2 ?"],
});
const upgradeAnswers: Answers = {
  en: {
    any: [
      "ANC and fit are a real step up. If your Buds 1 still work, I'd wait for the battery fix or a sale",
      "calls are noticeably better, the mic handles wind much better now",
      "if the battery gets fixed, yes. Right now I'd wait",
      "the tips are the same size, they fit 👍",
    ],
  },
  de: { any: ["ANC ist klar besser, aber ich würde auf den Akku-Fix warten."] },
  es: { any: ["El ANC mejora mucho, pero esperaría al arreglo de la batería."] },
  fr: { any: ["L'ANC est bien meilleure, mais j'attendrais le correctif batterie."] },
};

const soundPraise = cat(["praise"], "positive", {
  en: [
    "the ANC on these is scary good",
    "sound quality is honestly incredible for the size",
    "I got them after your first video and the ANC is amazing on the train",
    "bass is punchy without being muddy, love them",
    "best fit I've had in earbuds, they never fall out",
    "the transparency mode sounds so natural",
    "mine have been great, ANC blocks my whole open office",
    "call quality is way better than I expected",
    "the spatial audio on movies is wild",
    "comfiest buds I've owned",
  ],
  de: ["ANC ist wirklich beeindruckend", "Klang ist top für den Preis", "Sitzen super bequem"],
  es: ["el ANC es increíble", "suenan buenísimo"],
  fr: ["la réduction de bruit est bluffante", "le son est top"],
});

const price = cat(["complaint"], "negative", {
  en: [
    "179 is too much for earbuds with this battery",
    "way overpriced for what they are",
    "at €179 I expect a battery that works",
    "price is the problem for me, I'll wait for a sale",
    "too expensive, the Buds 1 were half the price",
    "€179?? no thanks",
  ],
  de: ["179 € ist einfach zu teuer", "Zu teuer für das, was sie können"],
  es: ["179 € es carísimo", "demasiado caros"],
  fr: ["179 € c'est beaucoup trop cher"],
});

const reviewPraise = cat(["praise"], "positive", {
  en: [
    "finally an honest review",
    "love that you waited 90 days before reviewing",
    "this is why I trust your reviews",
    "the only tech reviewer who mentions the bad stuff",
    "great breakdown, super clear",
    "long term reviews are so underrated, thank you",
    "appreciate you not just reading the spec sheet",
    "this channel is gold",
    "no sponsor fluff, love it",
    "your reviews saved me so much money",
  ],
  de: ["Endlich mal ein ehrliches Review", "Danke für den Langzeittest", "Super erklärt wie immer"],
  es: ["por fin una review honesta", "me encanta que pruebes 90 días"],
  fr: ["enfin un test honnête", "merci pour le test longue durée"],
});

const techQuestions = cat(["question"], "neutral", {
  en: [
    "what phone are you pairing them with?",
    "do they support multipoint?",
    "are they good for running?",
    "how do they do with glasses?",
    "any issues with connection drops?",
    "what ear tips size are you using?",
    "is the app any good?",
    "do they work well with laptops?",
  ],
  de: ["Funktioniert Multipoint?", "Wie ist die App?"],
  es: ["¿tienen multipunto?", "¿sirven para correr?"],
});
const techAnswers: Answers = {
  en: {
    any: [
      "yes, multipoint works well with two devices 👍",
      "they stayed in fine on runs with the medium tips",
      "app is basic but does the job",
      "no drops for me after the first week",
    ],
  },
  de: { any: ["Ja, Multipoint klappt gut 👍"] },
  es: { any: ["sí, el multipunto funciona bien 👍"] },
};

const fitGripe = cat(["complaint"], "negative", {
  en: [
    "they fall out of my ears every time I run",
    "the touch controls are way too sensitive",
    "case scratches if you look at it",
    "the app keeps logging me out",
    "mine hiss with ANC on in quiet rooms",
    "connection drops every time I put my phone in my back pocket",
    "the left bud disconnects randomly, super annoying",
    "the mic makes me sound like I'm in a tunnel",
    "wind noise on calls is terrible",
    "mine started crackling after a month",
    "customer support took 3 weeks to answer me",
    "the case lid feels cheap for the price",
    "pressure feeling with ANC gives me headaches",
    "the ear tips that come with them are too big for me and there's no XS",
    "transparency mode makes my own voice sound weird",
    "they keep pausing my music when I touch my hair",
    "the charging case won't close properly on mine",
    "firmware updates take forever and fail half the time",
    "honestly disappointed after the hype",
    "mine broke after 2 months and the warranty process is a nightmare",
  ],
  de: [
    "Die Touch-Steuerung nervt",
    "Fallen beim Joggen raus",
    "Verbindung bricht ständig ab",
    "Das Mikro ist echt schlecht bei Wind",
    "Der Support antwortet nie",
  ],
  es: ["se me caen al correr", "se desconectan todo el tiempo", "el micrófono es malísimo"],
  fr: ["la connexion saute tout le temps", "le micro est vraiment moyen"],
});

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: data as code: the sample post's comments, one per line
export function techPost(): PostBuilder {
  const b = new PostBuilder({
    key: "tech-orvio-buds",
    title: "Orvio Buds 2 after 90 days",
    niche: "tech review",
    language: "en",
    sample: true,
    owner: {
      username: "tomas.tests.tech",
      fullName: "Tomás | honest tech reviews",
      isVerified: true,
    },
    caption:
      "Orvio Buds 2 after 90 days 🎧 Great ANC, comfy fit… but the battery since the 2.1 update 😬 Full breakdown in the video. Would you buy them at €179?",
    mediaType: "video",
    takenAt: "2026-10-08T18:00:00.000Z",
    likeCount: 22_510,
    viewCount: 388_000,
    band: "mixed",
    nicheEmoji: ["🎧", "🔥", "👏"],
    likeScale: 1.2,
    languages: [
      ["en", 66],
      ["de", 17],
      ["es", 10],
      ["fr", 4],
      ["pt", 3],
    ],
  });
  const r = b.r;
  const batteryRe = b.reserve("battery|akku|batería|bateria|batterie");
  const upgradeRe = b.reserve("buds 1|first gen|upgrade|vorgänger|primera generación");

  const top = b.top(
    b.lit(
      "Honest question: are they worth upgrading from the Buds 1, or should I wait for the next one?",
      "en",
      "neutral",
      ["question"],
    ),
    { afterHours: 0.25 },
  );
  b.setMostLiked(top, 1874);
  const topAnswer = b.ownerReply(
    top,
    "If your Buds 1 still hold a charge, wait. ANC and fit are better, but not €179-better until the battery is fixed.",
    1210,
  );
  b.reply(top, b.lit("thank you, saved me €179 😂", "en", "positive", ["reply_to_creator"]), {
    user: top.username,
    after: topAnswer,
  });
  chorus(b, top, 5);
  b.fact(
    "most-liked-question",
    "The most liked comment (1,874 likes) asks whether to upgrade from the Buds 1; the creator's answer under it got 1,210.",
    [top],
    { type: "most_liked" },
  );

  const drains = b.many(
    battery,
    [
      ["en", 42],
      ["de", 12],
      ["es", 6],
      ["fr", 4],
    ],
    batteryRe,
  );
  for (const d of r.shuffle(drains).slice(0, 14)) chorus(b, d, r.int(1, 3));
  const drainQuestions = drains.filter((n) => n.tags.includes("question"));
  const drainAnswered = b.pickEarly(drainQuestions, 5);
  for (const q of drainAnswered) answer(b, q, batteryAnswers, 0.3);
  b.textFact(
    "battery-drain",
    "{n} comments report battery drain since the 2.1 update, in 4 languages (the dominant pain point).",
    drains,
    batteryRe,
  );

  const upgrades: Node[] = [
    top,
    ...b.many(
      upgrade,
      [
        ["en", 30],
        ["de", 5],
        ["es", 3],
        ["fr", 2],
      ],
      upgradeRe,
    ),
  ];
  const upAnswered = [top, ...b.pickEarly(upgrades.slice(1), 13)];
  for (const q of upAnswered.slice(1)) answer(b, q, upgradeAnswers, 0.3);
  for (const q of upgrades)
    if (!upAnswered.includes(q) && r.chance(0.3)) b.reply(q, b.deal(sameQuestion, q.lang));
  b.textFact(
    "upgrade-questions",
    "{n} comments ask whether to upgrade from the first generation (Buds 1).",
    upgrades,
    upgradeRe,
  );
  b.questionFacts(
    "upgrade-answers",
    "Of the {n} upgrade questions, the creator answered 14.",
    upgrades,
    upAnswered,
  );

  const sound = b.many(soundPraise, [
    ["en", 38],
    ["de", 10],
    ["es", 6],
    ["fr", 4],
  ]);
  b.fact("sound-praise", "{n} comments praise the sound, ANC or fit (what people love).", sound, {
    type: "ids",
  });
  const prices = b.many(price, [
    ["en", 17],
    ["de", 5],
    ["es", 3],
    ["fr", 2],
  ]);
  b.fact("price-complaints", "{n} comments say €179 is too expensive.", prices, { type: "ids" });

  const questions = b.fill(40, [[techQuestions, 1]]);
  for (const q of b.pickEarly(questions, 11)) answer(b, q, techAnswers, 0.25);
  b.fill(20, [[spam, 1]]);
  const gripes = b.fill(120, [[fitGripe, 1]]);
  for (const g of r.shuffle(gripes).slice(0, 12)) chorus(b, g, 1);
  const fans = b.fill(440, [
    [reviewPraise, 40],
    [praise, 12],
    [reaction, 12],
    [neutral, 26],
  ]);
  for (const c of r.shuffle(liked(fans)).slice(0, 8)) {
    b.ownerReply(c, r.pick(["thanks for watching 🙏", "appreciate it!", "🙌", "thank you!"]));
  }
  b.standardFacts();
  return b;
}
