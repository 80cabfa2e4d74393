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
import { cat, PostBuilder } from "./engine.js";

/** A Spanish travel carousel with hidden likes: friends tag friends, people ask what it cost. */

const tagTrip = cat([], "positive", {
  es: [
    "{f} vamos??",
    "{f} tenemos que ir YA",
    "{f} nuestro próximo viaje 🙏",
    "{f} te dije que Mazunte era lo máximo",
    "{f} {f} viaje de amigas 2027",
    "{f} mira ese atardecer",
    "{f} empecemos a ahorrar desde hoy",
    "{f} para tu cumple??",
    "{f} esto es lo que te conté",
    "{f} agregando a la lista",
    "{f} aquí nos vemos en diciembre",
    "{f} ¿y si nos escapamos en puente?",
    "{f} necesitamos esto después de este año",
    "{f} la foto 3 somos nosotras",
    "{f} {f} ¿quién se apunta?",
    "{f} ya sé a dónde vamos de luna de miel",
  ],
  en: [
    "{f} we're going next year",
    "{f} add to the list",
    "{f} honeymoon??",
    "{f} this is the place I told you about",
    "{f} {f} girls trip 2027",
  ],
  pt: [
    "{f} bora??",
    "{f} próxima viagem",
    "{f} {f} férias de janeiro resolvidas",
    "{f} olha que lugar",
  ],
});

const cost = cat(["question"], "neutral", {
  es: [
    "¿cuánto gastaste en total?",
    "¿presupuesto aproximado para 3 días?",
    "¿es caro comer ahí?",
    "¿cuánto cuesta el tour a Punta Cometa?",
    "¿cuánto dinero llevo para 4 días?",
    "¿me pasas un presupuesto aprox?",
    "¿está barato Zipolite o ya se puso caro?",
    "¿cuánto te costó el vuelo desde CDMX?",
    "¿qué presupuesto recomiendas para mochileros?",
    "¿cuánto cuesta la entrada a la playa?",
    "¿cuánto sale el transporte desde Oaxaca?",
    "¿en pesos cuánto sería todo el viaje?",
    "¿cuánto cobran las lanchas para ver tortugas?",
    "¿es muy caro en temporada alta?",
  ],
  en: [
    "how much did the whole trip cost?",
    "rough budget for 3 days?",
    "is it expensive to eat there?",
    "how much was the flight from Mexico City?",
    "budget breakdown please!",
    "how much cash should I bring?",
  ],
  pt: ["quanto gastou mais ou menos?", "quanto custa a viagem toda?", "é caro comer lá?"],
});
const costAnswers: Answers = {
  es: {
    any: [
      "¡unos 6.500 MXN en total sin vuelo! el desglose está en mis historias destacadas 🌊",
      "la comida es súper accesible, unos 150-250 MXN por comida 💛",
      "¡todo el presupuesto está en mis destacadas! 💛",
      "el transporte desde Oaxaca ronda los 400 MXN en van 🚐",
    ],
  },
  en: { any: ["about 6,500 MXN for 3 days without flights, full breakdown in my highlights 🌊"] },
  pt: { any: ["uns 6.500 pesos mexicanos sem o voo, tá tudo nos destaques 💛"] },
};

const stay = cat(["question"], "neutral", {
  es: [
    "¿dónde te quedaste?",
    "¿nombre del hostal?",
    "¿cómo se llama la posada de la foto 3?",
    "¿recomiendas hospedaje en Mazunte o en Zipolite?",
    "¿el hotel de la hamaca cómo se llama?",
    "¿hospedaje con vista al mar que recomiendes?",
    "¿qué alojamiento me recomiendas para ir en pareja?",
    "¿la cabaña de la foto 4 es un hotel?",
  ],
  en: [
    "where did you stay??",
    "name of the hotel with the hammock?",
    "any place to stay you'd recommend in Mazunte?",
  ],
  pt: ["onde você ficou hospedada? qual pousada?"],
});
const stayAnswers: Answers = {
  es: {
    any: [
      "¡en la Posada Brisa Azul en Mazunte! súper recomendada 🌊",
      "me quedé en una cabaña en Mazunte, la dejé en mis destacadas 💛",
      "¡Posada Brisa Azul! pide la habitación de arriba 🌅",
    ],
  },
  en: { any: ["Posada Brisa Azul in Mazunte! highly recommend 🌊"] },
  pt: { any: ["Posada Brisa Azul em Mazunte! recomendo demais 🌊"] },
};

const travelPraise = cat(["praise"], "positive", {
  es: [
    "qué paraíso",
    "necesito ir ya",
    "mi lugar favorito del mundo",
    "ese atardecer en Punta Cometa es otra cosa",
    "qué fotos tan lindas",
    "tus fotos me transportan",
    "fui el año pasado y es tal cual",
    "Oaxaca tiene mi corazón",
    "la foto 5 es de postal",
    "esos colores!!",
    "qué envidia más sana",
    "me dieron ganas de renunciar e irme a la playa jaja",
    "el mar de Oaxaca no tiene comparación",
    "la mejor guía, gracias por compartir",
    "extraño tanto Mazunte 😭",
    "fui en 2019 y todavía lo sueño 😭",
    "me encanta cómo viajas, sin prisa",
    "tus recomendaciones nunca fallan",
    "qué lugar tan mágico",
    "la luz de esas fotos 😍",
    "quiero vivir ahí",
  ],
  en: [
    "this looks like paradise",
    "adding this to my bucket list",
    "the sunset pic 😍",
    "your photos are unreal",
    "I was there in May and it's exactly like this",
    "Oaxaca coast is so underrated",
    "slow travel content is the best content",
  ],
  pt: ["que paraíso", "quero muito ir", "que fotos lindas", "sonho conhecer", "que lugar incrível"],
  fr: ["c'est le paradis", "magnifiques photos", "ça donne envie de partir"],
});

const travelGripes = cat(["complaint"], "negative", {
  es: [
    "ojalá no se llene de turistas como otros pueblos de la costa",
    "Zipolite ya no es lo que era, mucha basura",
    "no promocionen tanto estos lugares, se arruinan",
    "el camino desde Oaxaca es una tortura, 7 horas de curvas",
    "todo se puso carísimo por los extranjeros",
    "cuidado que las corrientes en Zipolite son peligrosas y nadie lo dice",
  ],
  en: [
    "please don't turn it into the next overcrowded beach town",
    "the road there is brutal, nobody mentions that",
  ],
});

const safety = cat(["question"], "neutral", {
  es: [
    "¿es seguro viajar sola?",
    "¿se puede nadar en Zipolite?",
    "¿qué época recomiendas para ir?",
  ],
  en: ["is it safe to travel solo there?", "best time of year to go?"],
  pt: ["é seguro pra ir sozinha?"],
});
const safetyAnswers: Answers = {
  es: {
    any: [
      "yo fui sola y me sentí muy tranquila, con las precauciones de siempre 💛",
      "en Zipolite solo en la orilla, las corrientes son fuertes ⚠️",
      "¡noviembre a marzo es ideal! 🌞",
    ],
  },
  en: {
    any: ["I went solo and felt safe, usual precautions 💛", "November to March is perfect 🌞"],
  },
};

export function travelPost(): PostBuilder {
  const b = new PostBuilder({
    key: "travel-oaxaca-coast",
    title: "3 días en la costa de Oaxaca",
    niche: "travel",
    language: "es",
    sample: true,
    owner: { username: "lia.enruta", fullName: "Lía | viajes lentos", isVerified: false },
    caption:
      "3 días en la costa de Oaxaca 🌊 Mazunte, Zipolite y el atardecer en Punta Cometa. Guía completa (presupuesto incluido) en mis historias destacadas. ¿Quién se anima? 🌅",
    mediaType: "carousel",
    takenAt: "2026-10-25T23:30:00.000Z",
    // The creator hides like counts on this post.
    likeCount: null,
    viewCount: null,
    band: "overwhelmingly positive",
    nicheEmoji: ["🌊", "🌅", "🏝️", "😭"],
    likeScale: 1,
    languages: [
      ["es", 70],
      ["en", 16],
      ["pt", 9],
      ["fr", 5],
    ],
  });
  const r = b.r;
  const tagRe = b.reserve("@[a-z0-9._]+");
  const costRe = b.reserve(
    "cu[aá]nto|presupuesto|how much|budget|quanto|\\bcaro\\b|barato|expensive|\\bcost\\b|cuesta|cobran|\\bcash\\b|custa",
  );
  const stayRe = b.reserve(
    "hotel|hostal|hospedaje|quedaste|posada|pousada|alojamiento|cabaña|\\bstay\\b|hospedada",
  );

  const tags = b.many(
    tagTrip,
    [
      ["es", 26],
      ["en", 6],
      ["pt", 4],
    ],
    tagRe,
  );
  b.textFact(
    "tag-a-friend-trip",
    "{n} comments tag friends to plan a trip: enthusiasm, not giveaway entries (there is no giveaway).",
    tags,
    tagRe,
  );

  const costs = b.many(
    cost,
    [
      ["es", 20],
      ["en", 6],
      ["pt", 3],
    ],
    costRe,
  );
  const costAnswered = b.pickEarly(costs, 12);
  for (const q of costAnswered) answer(b, q, costAnswers, 0.4);
  for (const q of costs)
    if (!costAnswered.includes(q) && r.chance(0.3)) b.reply(q, b.deal(sameQuestion, q.lang));
  b.textFact("budget-questions", "{n} comments ask what the trip costs.", costs, costRe);
  b.questionFacts(
    "budget-answers",
    "Of the {n} budget questions, Lía answered 12.",
    costs,
    costAnswered,
  );

  const stays = b.many(
    stay,
    [
      ["es", 10],
      ["en", 4],
      ["pt", 1],
    ],
    stayRe,
  );
  const stayAnswered = b.pickEarly(stays, 9);
  for (const q of stayAnswered) answer(b, q, stayAnswers, 0.4);
  b.textFact("where-to-stay", "{n} comments ask where she stayed.", stays, stayRe);
  b.questionFacts(
    "where-to-stay-answers",
    "Of the {n} where-to-stay questions, 9 were answered.",
    stays,
    stayAnswered,
  );

  const safe = b.fill(9, [[safety, 1]]);
  for (const q of b.pickEarly(safe, 4)) answer(b, q, safetyAnswers, 0.3);
  b.fill(5, [[spam, 1]]);
  const gripes = b.fill(14, [[travelGripes, 1]]);
  for (const g of r.shuffle(gripes).slice(0, 3)) chorus(b, g, 1);
  const fans = b.fill(215, [
    [travelPraise, 60],
    [praise, 12],
    [reaction, 18],
    [neutral, 5],
    [mixedPraise, 5],
  ]);
  for (const c of r.shuffle(liked(fans)).slice(0, 9)) {
    b.ownerReply(
      c,
      r.pick(["¡gracias! 🌊💛", "🥹🌅", "¡ve, no te vas a arrepentir!", "gracias por leerme 💛"]),
    );
  }
  b.fact(
    "nostalgia-tears",
    "{n} positive comments use 😭 for nostalgia or longing (not sadness).",
    () =>
      b.nodes.filter((n) => !n.fromOwner && n.sentiment === "positive" && n.text.includes("😭")),
    { type: "text", pattern: "😭", flags: "u", exhaustive: false },
  );
  b.standardFacts();
  return b;
}
