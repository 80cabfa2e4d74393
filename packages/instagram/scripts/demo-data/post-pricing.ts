import { type Answers, answer, chorus, neutral, reaction } from "./bank-common.js";
import { cat, e, type Node, PostBuilder } from "./engine.js";

/** A studio announces a price increase in English and French: the comments turn against it. */

const cancel = cat(["complaint"], "negative", {
  en: [
    "I'll be cancelling in December",
    "cancelling. $149 is more than my phone bill",
    "that's it, I'm cancelling my membership",
    "cancelled this morning. sad, I loved this place",
    "unless there's a cheaper option I have to cancel",
    "I'll cancel and just buy class packs",
    "cancelling and going back to the community centre",
    "hate to cancel but I can't afford $149",
    "been here 4 years, cancelling now",
    "my whole friend group is cancelling",
    "cancelling before Dec 1 so I'm not charged",
    e.tag("how do I cancel before Dec 1?", "question"),
    "I'm cancelling, it's just not sustainable for me",
    "you just made me cancel after 3 years",
    "cancelling and I know I'm not the only one",
  ],
  fr: [
    "je vais annuler mon abonnement",
    "j'annule en décembre",
    "désolée mais j'annule",
    "je résilie, 149 $ c'est trop",
    "annulé ce matin, triste",
    "je vais résilier et prendre des cartes de cours",
    e.tag("comment on résilie avant le 1er décembre ?", "question"),
    "4 ans membre et je résilie",
  ],
});

const defend = cat(["praise"], "positive", {
  en: [
    "honestly worth every penny, best instructors in the city",
    "instructors deserve fair pay, I support this",
    "still cheaper than the studios downtown",
    "thank you for explaining why instead of just doing it",
    "love this studio, I'm staying",
    "$149 for unlimited is fair if you go 3 times a week",
    "people forget rent went up for everyone",
    "I'd rather pay more than see my favourite teachers leave",
    "you've been at $119 since 2021, this was coming",
    "staying! see you all at the 7am",
    "appreciate the transparency",
  ],
  fr: [
    "ça reste moins cher qu'ailleurs",
    "je reste, l'équipe le mérite",
    "merci pour la transparence",
    "les profs le méritent",
  ],
});

const grandfather = cat(["question"], "neutral", {
  en: [
    "will current members keep the old price?",
    "any grandfathering for founding members?",
    "can we lock in $119 if we pay for the year?",
    "does this apply to existing members too?",
    "I signed up in 2021, do I get grandfathered?",
    "is there a grace period for existing members?",
    "do current members get any notice period at the old price?",
    "will founding members keep their rate?",
  ],
  fr: [
    "les membres actuels gardent le tarif ?",
    "est-ce que ça s'applique aux abonnements en cours ?",
    "on peut garder l'ancien tarif si on paie à l'année ?",
    "les membres fondateurs gardent leur prix ?",
  ],
});
const grandfatherAnswers: Answers = {
  en: {
    any: [
      "Current members keep $119 until February 28, then move to $149. Annual plans are honoured until renewal 🤍",
    ],
  },
  fr: {
    any: [
      "Les membres actuels gardent 119 $ jusqu'au 28 février, puis passent à 149 $. Les forfaits annuels sont honorés jusqu'au renouvellement 🤍",
    ],
  },
};

const tiers = cat(["suggestion"], "neutral", {
  en: [
    "please add a student rate",
    "an off-peak membership at $99 would keep a lot of us",
    e.tag("what about a 2x/week tier?", "question"),
    "a sliding scale or student tier would help so much",
    "off-peak pricing for the midday classes please",
    "a student discount would keep me here",
    "offer a cheaper tier without the reformer classes",
  ],
  fr: [
    "un tarif étudiant svp",
    "une formule heures creuses serait top",
    "pensez à une formule 2 cours par semaine",
  ],
});

const sarcasm = cat(["complaint"], "negative", {
  en: [
    "love that for us 🙃",
    "cool cool cool",
    "great, another thing I can't afford. thanks 🙂",
    "wow so excited to pay more 🙃",
    "amazing news for my bank account",
    "can't wait to pay $149 to be told to engage my core 🙃",
    "perfect timing right before the holidays, love it",
    "thrilled. truly.",
  ],
  fr: ["super nouvelle 🙃", "génial, vraiment 🙃", "trop bien, merci 🙂"],
});

const gripes = cat(["complaint"], "negative", {
  en: [
    "disappointed",
    "this is not okay",
    "you're pricing out the regulars",
    "no notice at all?",
    "first the 6am class is cut, now this",
    "classes are always overbooked anyway",
    "a 25% jump is a lot",
    "this is how you lose your community",
    "$149 😭",
    "my wallet 😭😭",
    "the reformers aren't even new",
    "I get it, but a month's notice isn't enough",
    "so the renovation was for this",
    "a newsletter would have been nicer than an Instagram post",
    "this feels greedy",
    "and the showers still don't work",
    "pricing out students and young people, nice",
    "I can't justify this anymore",
  ],
  fr: [
    "c'est beaucoup trop",
    "déçue",
    "30 $ de plus par mois, ouch",
    "mon portefeuille 😭",
    "vous perdez vos habitués",
    "un mois de préavis, c'est court",
    "pas cool",
    "les cours sont déjà complets tout le temps",
  ],
});

const keepers = cat(["praise"], "positive", {
  en: [
    "still love you guys",
    "see you Tuesday!",
    "best studio in Montréal regardless",
    "Anna's class is worth it alone",
    "the 7am crew isn't going anywhere",
    "you fixed my back pain, thank you",
    "best teachers, no question",
    "this place got me through a rough year",
  ],
  fr: [
    "je vous aime quand même",
    "à mardi !",
    "meilleur studio de Montréal",
    "les cours de Léa valent tout",
    "merci pour tout ce que vous faites",
  ],
});

const packs = cat(["question"], "neutral", {
  en: [
    "what about class packs?",
    "is the 10-class pack changing?",
    "is the drop-in price going up too?",
  ],
  fr: ["et les cartes de 10 cours ?", "le cours à l'unité augmente aussi ?"],
});

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: data as code: the sample post's comments, one per line
export function pricingPost(): PostBuilder {
  const b = new PostBuilder({
    key: "pricing-coreloop",
    title: "Studio price increase: $119 to $149",
    niche: "divisive",
    language: "en",
    sample: true,
    owner: {
      username: "coreloop.pilates",
      fullName: "Coreloop Pilates Montréal",
      isVerified: false,
    },
    caption:
      "A note on pricing 🤍 From December 1, the unlimited membership goes from $119 to $149/month. Rent, instructor pay and equipment costs went up, and we want to keep paying our team fairly. Class packs stay the same. We're reading every comment.\n\nUne note sur nos tarifs : à partir du 1er décembre, l'abonnement illimité passe de 119 $ à 149 $ par mois.",
    mediaType: "photo",
    takenAt: "2026-10-29T13:00:00.000Z",
    likeCount: 2_184,
    viewCount: null,
    band: "negative",
    nicheEmoji: ["🤍"],
    likeScale: 1.4,
    languages: [
      ["en", 63],
      ["fr", 37],
    ],
  });
  const r = b.r;
  const cancelRe = b.reserve("cancel|annul|résili");
  const grandRe = b.reserve(
    "current members|existing members|grandfather|lock in|founding|membres actuels|en cours|ancien tarif|membres fondateurs",
  );
  const tierRe = b.reserve("student|étudiant|off-peak|heures creuses|tier|formule|sliding");

  const top = b.top(
    b.lit(
      "$30 more a month with one month's notice?? I love this studio but that's a 25% jump. Members deserved an email, not an Instagram post.",
      "en",
      "negative",
      ["complaint"],
    ),
    { afterHours: 0.6 },
  );
  b.setMostLiked(top, 1436);
  b.ownerReply(
    top,
    "You're right that members should have heard from us first, and we're sorry. An email with all the details goes out tonight, and current members keep $119 until February 28.",
    212,
  );
  chorus(b, top, 14);
  for (let i = 0; i < 4; i++) {
    b.reply(top, b.deal(defend, r.chance(0.7) ? "en" : "fr"), { meanHours: 5 });
  }
  b.fact(
    "most-liked-complaint",
    "The most liked comment (1,436 likes) is a complaint about the price and the lack of notice.",
    [top],
    { type: "most_liked" },
  );

  const cancels = b.many(
    cancel,
    [
      ["en", 38],
      ["fr", 20],
    ],
    cancelRe,
  );
  for (const c of r.shuffle(cancels).slice(0, 2)) {
    b.ownerReply(
      c,
      r.pick([
        "We're sorry to see you go, and we hear you 🤍",
        "We understand. Thank you for being part of the studio 🤍",
      ]),
    );
  }
  for (const c of r.shuffle(cancels).slice(0, 10)) chorus(b, c, r.int(1, 2));
  b.textFact(
    "cancel-threats",
    "{n} comments say they will cancel their membership.",
    cancels,
    cancelRe,
  );

  const defenders = b.many(defend, [
    ["en", 28],
    ["fr", 12],
  ]);
  for (const c of r.shuffle(defenders).slice(0, 2))
    b.ownerReply(c, "Thank you for your support 🤍");
  b.fact("defenders", "{n} comments defend the studio and the increase.", defenders, {
    type: "ids",
  });

  const grands = b.many(
    grandfather,
    [
      ["en", 19],
      ["fr", 8],
    ],
    grandRe,
  );
  const grandAnswered = b.pickEarly(grands, 4);
  for (const q of grandAnswered) answer(b, q, grandfatherAnswers, 0.4);
  b.textFact(
    "grandfather-questions",
    "{n} comments ask whether current members keep the old price.",
    grands,
    grandRe,
  );
  b.questionFacts(
    "grandfather-answers",
    "Only 4 of the {n} 'do current members keep $119?' questions got an answer, though the answer exists (in the reply to the top comment).",
    grands,
    grandAnswered,
  );

  const tierAsks = b.many(
    tiers,
    [
      ["en", 13],
      ["fr", 6],
    ],
    tierRe,
  );
  b.textFact(
    "tier-suggestions",
    "{n} suggestions for a cheaper tier (student rate, off-peak, twice a week).",
    tierAsks,
    tierRe,
  );

  const sarcastic: Node[] = b.many(sarcasm, [
    ["en", 8],
    ["fr", 3],
  ]);
  b.fact(
    "sarcasm",
    "{n} sarcastic comments ('love that for us 🙃') read positive word by word but are negative.",
    sarcastic,
    { type: "ids" },
  );

  const complaints = b.fill(230, [[gripes, 1]]);
  for (const c of r.shuffle(complaints).slice(0, 30)) chorus(b, c, 1);
  for (const c of r.shuffle(complaints).slice(0, 6)) {
    b.reply(c, b.deal(defend, c.lang === "fr" ? "fr" : "en"), { meanHours: 3 });
  }
  b.fill(14, [[packs, 1]]);
  b.fill(110, [
    [keepers, 50],
    [reaction, 10],
    [neutral, 40],
  ]);
  b.fact(
    "sad-emoji-negative",
    "{n} negative comments use 😭 (here it means real dismay, unlike on the beauty post).",
    () =>
      b.nodes.filter((n) => !n.fromOwner && n.sentiment === "negative" && n.text.includes("😭")),
    { type: "text", pattern: "😭", flags: "u", exhaustive: false },
  );
  b.standardFacts();
  return b;
}
