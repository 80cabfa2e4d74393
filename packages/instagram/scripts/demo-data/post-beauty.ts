import {
  type Answers,
  answer,
  chorus,
  liked,
  mixedPraise,
  neutral,
  praise,
  reaction,
  sameQuestion,
  spam,
} from "./bank-common.js";
import { cat, e, type Node, PostBuilder } from "./engine.js";

/** A skincare reel: a loved routine, product questions, one sunscreen that fails darker skin. */

const beautyPraise = cat(["praise"], "positive", {
  en: [
    "your skin is unreal",
    "the glow is actually insane",
    "I tried this routine for a week and my skin has never looked better",
    "finally a routine that doesn't take 40 minutes",
    "your skin is literally glass",
    "love how you explain every step",
    "this is the only skincare account I trust",
    "ok the dewy finish at the end",
    "been following your routines for a year, my skin thanks you",
    "the texture of that serum 🤤",
    "my skin barrier needed this video",
    "love that you show real skin texture",
    "skin goals honestly",
    "simple and actually doable, love it",
    "the gel moisturiser step is so satisfying to watch",
    "started double cleansing because of you and wow",
    "you explain it better than any dermatologist I've seen",
    "that last shot though",
    "my 7am self needed this",
    "the calm voice + the glow = instant follow",
    "this is the most relaxing thing I've watched all week",
    "your routines are always so realistic, thank you",
    "no filter and still glowing?? teach me",
    "morning routine goals fr",
    "you make skincare feel like self care and not a chore",
  ],
  es: [
    "tu piel es de otro planeta",
    "qué glow por favor",
    "me encanta cómo explicas cada paso",
    "probé tu rutina y mi piel cambió muchísimo",
    "esa piel de cristal",
    "la textura del sérum 🤤",
    "rutina simple y efectiva, gracias",
    "tus videos son mi momento de paz",
  ],
  pt: [
    "sua pele é surreal",
    "que glow é esse",
    "fiz sua rotina e minha pele tá outra",
    "pele de vidro mesmo",
    "amo como você explica tudo",
  ],
  fr: [
    "ta peau est incroyable",
    "ce glow !!",
    "routine simple et efficace, merci",
    "j'ai testé et ma peau est top",
  ],
});

const PI = "purchase_intent" as const;
const whereToBuy = cat(["question"], "neutral", {
  en: [
    e.k("serum", "what serum is that?"),
    e.k("serum", "where can I buy the Dewdrop serum?", PI),
    e.k("serum", "I NEED that serum, where do I get it", PI),
    e.k("toner", "which toner is step 2?"),
    e.k("toner", "link to the toner please", PI),
    e.k("spf", "what SPF is that? it looks so light"),
    e.k("spf", "is the Sunveil SPF available in Canada?", PI),
    e.k("moist", "which moisturiser do you use?"),
    e.k("moist", "what's the gel moisturiser called?"),
    e.k("serum", "does the serum ship to Australia?", PI),
    e.k("all", "can you link everything? 🙏", PI),
    e.k("all", "where do you buy all of this?", PI),
    e.k("serum", "what's the name of the serum in step 3?"),
    e.k("toner", "toner name??"),
    e.k("moist", "moisturiser brand please!"),
    e.k("serum", "is the serum on sale anywhere? want to try it", PI),
    e.k("cleanser", "which cleanser is the milky one?"),
    e.k("cleanser", "where can I find the Cloud Milk cleanser in the UK?", PI),
  ],
  es: [
    e.k("serum", "¿dónde compro el sérum?", PI),
    e.k("spf", "¿qué protector solar es?"),
    e.k("moist", "¿cuál es la crema hidratante?"),
    e.k("all", "¿dónde consigo todo esto en México?", PI),
    e.k("serum", "nombre del sérum porfa"),
  ],
  pt: [
    e.k("serum", "onde compra esse sérum?", PI),
    e.k("moist", "qual é o hidratante?"),
    e.k("all", "tem pra vender no Brasil?", PI),
  ],
});

const productAnswers: Answers = {
  en: {
    serum: [
      "it's the Dewdrop serum! linked in my bio 💛",
      "Dewdrop serum, step 3 ✨ link in bio",
      "the Dewdrop one! it's on my shop page",
    ],
    toner: ["it's the Petalwell hydrating toner, linked in bio 🌸", "Petalwell hydrating toner!"],
    spf: ["Sunveil SPF 50! it's in my bio", "the Sunveil SPF 50 ☀️ they ship to most countries"],
    moist: ["it's the Petalwell gel cream ✨", "Petalwell gel moisturiser, linked!"],
    cleanser: ["Cloud Milk cleanser 🤍 linked in bio", "the Cloud Milk one! super gentle"],
    all: ["everything is linked in my bio 💛", "all linked in bio babe ✨"],
  },
  es: {
    serum: ["¡es el sérum Dewdrop! link en mi bio 💛"],
    spf: ["Sunveil SPF 50 ✨ link en bio"],
    moist: ["es el gel de Petalwell 💛"],
    any: ["¡todo está en el link de mi bio!"],
  },
  pt: {
    serum: ["é o sérum Dewdrop! link na bio 💛"],
    moist: ["é o gel da Petalwell ✨"],
    any: ["tá tudo no link da bio ✨"],
  },
};

const whiteCast = cat(["complaint"], "negative", {
  en: [
    "the SPF leaves a white cast on my skin tho",
    "wish the sunscreen didn't leave such a white cast on darker skin",
    "tried the SPF, white cast city on my brown skin",
    "love you but that sunscreen gives me a grey white cast",
    "white cast is real with that SPF, not for deep skin tones",
    "the SPF looks great on you but the white cast on me is awful",
    "please recommend a sunscreen with no white cast for dark skin, this one didn't work for me",
    "bought the SPF because of you and the white cast is so bad",
    "anyone darker than medium will get a white cast with this one, just saying",
    "the white cast on melanin skin though...",
    "returned it, the white cast was too much",
    "not the white cast 😭",
    "white cast on me is giving ghost",
    "every 'lightweight' SPF still leaves a white cast on me, this one too",
  ],
  es: [
    "ese protector deja un cast blanco horrible en piel morena",
    "a mí el protector me deja la cara blanca, no lo recomiendo",
    "deja un cast blanco en pieles oscuras, no sirve",
  ],
  pt: [
    "esse protetor deixa a pele esbranquiçada demais",
    "na minha pele negra ficou tudo esbranquiçado",
  ],
});

const oilySkin = cat(["suggestion"], "neutral", {
  en: [
    "please do one for oily skin next 🙏",
    "would love an oily skin version of this",
    "now do an acne-prone routine pls",
    "need this but for oily skin",
    e.as("oily skin girlies are waiting 🙏", "positive"),
    e.tag("can you do a routine for acne-prone skin?", "question"),
    "a night routine for oily skin would be a dream",
    "you should film an acne-safe version",
    "oily skin version please!!",
    "this would break out my acne, would love your take on an acne-prone routine",
    e.tag("part 2 for oily/combination skin?", "question"),
    "next one for oily skin in humid weather please",
    "would love to see what you'd change for oily skin",
    e.as("love this! an oily skin edit would be amazing too", "positive", "praise"),
    "do acne-prone skin next, we're begging",
    e.tag("what would you swap for oily skin? maybe a whole video on it?", "question"),
    "oily skin routine next!!",
    "pls make an acne version",
  ],
  es: [
    "haz una rutina para piel grasa porfa 🙏",
    e.tag("¿puedes hacer una para piel con acné?", "question"),
    "rutina para piel grasa la próxima!!",
    "faltaría una versión para piel grasa",
  ],
  pt: [
    "faz uma pra pele oleosa por favor",
    e.tag("rotina pra pele oleosa e com acne quando?", "question"),
  ],
});

const skinQuestions = cat(["question"], "neutral", {
  en: [
    "how long do you wait between steps?",
    "do you do the same routine at night?",
    "is this ok for sensitive skin?",
    "can I use the serum with retinol?",
    "how long did it take to see results?",
    "do you need toner if you already use a serum?",
    "what do you use to take off the SPF at night?",
    "is the toner alcohol free?",
    "does the order of the steps matter?",
  ],
  es: [
    "¿sirve para piel sensible?",
    "¿cuánto esperas entre cada paso?",
    "¿lo usas también de noche?",
  ],
  pt: ["serve pra pele sensível?", "quanto tempo esperar entre os passos?"],
});
const skinAnswers: Answers = {
  en: {
    any: [
      "about a minute between steps, no need to wait longer 🤍",
      "night is similar but I swap SPF for a richer cream!",
      "I have sensitive skin too and it's been fine for me, patch test first though 💛",
      "yes! thinnest to thickest texture is the rule ✨",
    ],
  },
  es: { any: ["¡un minuto entre pasos es suficiente! 🤍", "¡sí! y siempre haz prueba primero 💛"] },
  pt: { any: ["um minutinho entre os passos já basta 🤍"] },
};

const beautyGripes = cat(["complaint"], "negative", {
  en: [
    "skincare doesn't need 5 products, this is overconsumption",
    "too much product for one face honestly",
    "the music is way too loud",
    "another routine full of sponsored products 🙄",
    "everything you recommend is so expensive",
    "the serum broke me out, not for me",
    "this used to be a chill account, now it's ads",
  ],
  es: ["todo lo que recomiendas es carísimo", "demasiados productos para una rutina"],
  pt: ["muito produto pra uma rotina só", "tudo caro demais"],
});

const beautyBuy = cat([PI], "positive", {
  en: [
    "adding the serum to my cart rn",
    "just ordered the toner because of you",
    "ok I'm buying the moisturiser",
    "need the whole routine",
    "my wallet is crying but I'm getting the serum",
    "ordered the Dewdrop serum last week, can't wait",
    "bought everything in this video, no regrets",
  ],
  es: ["ya lo pedí!!", "me compro el sérum hoy mismo"],
  pt: ["comprei o sérum por sua causa", "vou comprar tudo"],
  fr: ["je commande le sérum direct"],
});

const beautyIdeas = cat(["suggestion"], "neutral", {
  en: [
    "do a night routine next!",
    "would love a budget version",
    "please review the rest of the Petalwell line",
    "a what-I-eat-for-my-skin video would be cool",
    "show us your routine on a bad skin day",
    "a dupes video next pls",
  ],
  es: ["haz la rutina de noche", "una versión económica estaría genial"],
  pt: ["faz a rotina da noite!", "faz uma versão baratinha"],
});

const tagFriend = cat([], "positive", {
  en: [
    "{f} we need this",
    "{f} look at her skin omg",
    "{f} this is the routine I told you about",
    "{f} 👀",
  ],
  es: ["{f} mira esto", "{f} necesitamos esta rutina"],
  pt: ["{f} olha isso", "{f} bora fazer essa rotina"],
});

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: data as code: the sample post's comments, one per line
export function beautyPost(): PostBuilder {
  const b = new PostBuilder({
    key: "beauty-glass-skin",
    title: "Glass-skin morning routine",
    niche: "beauty",
    language: "en",
    sample: true,
    owner: { username: "mara.glowlab", fullName: "Mara Quintero · skin & glow", isVerified: true },
    caption:
      "My 5-step morning routine for that glass-skin look ✨ 1. Cloud Milk cleanser 2. hydrating toner 3. Dewdrop serum 4. gel moisturiser 5. Sunveil SPF 50. Everything is linked in my bio! What should I film next? 💛 #skincare #glassskin #morningroutine",
    mediaType: "video",
    takenAt: "2026-10-18T16:30:00.000Z",
    likeCount: 41_870,
    viewCount: 612_400,
    band: "overwhelmingly positive",
    nicheEmoji: ["✨", "🌸", "😭", "💆‍♀️"],
    likeScale: 1.3,
    languages: [
      ["en", 78],
      ["es", 12],
      ["pt", 7],
      ["fr", 3],
    ],
  });
  const r = b.r;
  const fan = "dewy.dani";
  b.audience.reserve(fan);
  const castRe = b.reserve("white cast|cast blanco|cara blanca|esbranqui[çc]ad");
  const oilyRe = b.reserve("oily|acn[eé]|grasa|oleosa");

  // The comment everyone liked: happy tears, not sadness.
  const star = b.top(
    b.lit("the way your skin literally reflects the ring light 😭😭", "en", "positive", ["praise"]),
    { afterHours: 0.35 },
  );
  b.setMostLiked(star, 2146);
  chorus(b, star, 4);
  b.ownerReply(star, "stop it 😭🤍");
  b.fact(
    "most-liked-praise",
    "The most liked comment (2,146 likes) is praise with 😭 used as happy tears.",
    [star],
    { type: "most_liked" },
  );

  const asks = b.many(whereToBuy, [
    ["en", 30],
    ["es", 5],
    ["pt", 3],
  ]);
  const answered = b.pickEarly(asks, 27);
  for (const q of answered) answer(b, q, productAnswers, 0.4);
  for (const q of asks) {
    if (!answered.includes(q) && r.chance(0.3)) b.reply(q, b.deal(sameQuestion, q.lang));
  }
  b.questionFacts(
    "where-to-buy",
    "{n} comments ask which product is used or where to buy it; the creator answered 27.",
    asks,
    answered,
  );

  const cast = b.many(
    whiteCast,
    [
      ["en", 14],
      ["es", 3],
      ["pt", 2],
    ],
    castRe,
  );
  for (const c of r.shuffle(cast).slice(0, 5)) chorus(b, c, r.int(1, 3));
  b.textFact(
    "white-cast",
    "{n} complaints that the SPF leaves a white cast on darker skin (the main pain point).",
    cast,
    castRe,
  );

  const oily = b.many(
    oilySkin,
    [
      ["en", 18],
      ["es", 4],
      ["pt", 2],
    ],
    oilyRe,
  );
  for (const c of r.shuffle(oily).slice(0, 3)) {
    b.ownerReply(
      c,
      r.pick(["noted!! oily skin routine is coming next week 🙌", "it's on my list 💛"]),
    );
  }
  b.textFact(
    "oily-skin-requests",
    "{n} people ask for an oily or acne-prone skin version next (the top content request).",
    oily,
    oilyRe,
  );

  // A regular who keeps coming back.
  const fanComments: Node[] = [
    b.top(b.lit("first!! and already obsessed 😍", "en", "positive", ["praise"]), {
      user: fan,
      afterHours: 0.02,
    }),
    b.top(b.lit("ok step 3 is my favourite step", "en", "positive", ["praise"]), {
      user: fan,
      afterHours: 1.6,
    }),
    b.top(
      b.lit(
        "the Dewdrop serum is the only thing that fixed my dry patches, can confirm 🙌",
        "en",
        "positive",
        ["praise"],
      ),
      { user: fan, afterHours: 6.2 },
    ),
    b.top(b.lit("would watch you do skincare for hours honestly", "en", "positive", ["praise"]), {
      user: fan,
      afterHours: 20.5,
    }),
    b.top(b.lit("coming back to this every morning lol", "en", "positive", ["praise"]), {
      user: fan,
      afterHours: 70,
    }),
  ];
  const unansweredAsk = asks.find((q) => !answered.includes(q) && q.lang === "en");
  if (unansweredAsk) {
    fanComments.push(
      b.reply(unansweredAsk, b.lit("it's all linked in her bio!", "en", "neutral", []), {
        user: fan,
      }),
    );
  }
  fanComments.push(
    b.reply(star, b.lit("THE RING LIGHT 😭", "en", "positive", ["praise"]), { user: fan }),
  );
  b.fact("superfan", `@${fan} commented {n} times (a loyal fan worth thanking).`, fanComments, {
    type: "username",
    username: fan,
  });

  const questions = b.fill(26, [[skinQuestions, 1]]);
  for (const q of b.pickEarly(questions, 9)) answer(b, q, skinAnswers, 0.3);

  b.fill(14, [[spam, 1]]);
  b.fill(9, [[beautyGripes, 1]]);
  b.fill(16, [[beautyBuy, 1]]);
  b.fill(14, [[beautyIdeas, 1]]);
  b.fill(22, [[tagFriend, 1]]);
  const fans = b.fill(410, [
    [beautyPraise, 46],
    [praise, 22],
    [reaction, 22],
    [neutral, 6],
    [mixedPraise, 4],
  ]);
  for (const c of r.shuffle(liked(fans)).slice(0, 14)) {
    b.ownerReply(
      c,
      r.pick(["thank you love!! 🥹", "🤍🤍", "aww thank you 💛", "you're the sweetest", "🥹🤍"]),
    );
  }
  for (const c of r.shuffle(liked(fans)).slice(0, 20)) chorus(b, c, 1);

  b.fact(
    "happy-tears",
    "{n} positive comments use 😭 (happy tears, not sadness).",
    () =>
      b.nodes.filter((n) => !n.fromOwner && n.sentiment === "positive" && n.text.includes("😭")),
    { type: "text", pattern: "😭", flags: "u", exhaustive: false },
  );
  b.standardFacts();
  return b;
}
