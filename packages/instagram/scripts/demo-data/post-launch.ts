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

/**
 * A brand's product launch with thousands of comments: buyers, colour requests, practical
 * questions the brand only half answers, and Spanish-speaking customers still waiting for orders.
 */

const shipping = cat(["complaint"], "negative", {
  es: [
    "llevo 3 semanas esperando mi pedido de la mochila anterior y nadie responde",
    "mi pedido sigue 'en preparación' desde hace un mes",
    e.tag("antes de lanzar algo nuevo, ¿qué pasa con los pedidos atrasados?", "question"),
    "el envío a Chile tarda una eternidad",
    "pagué envío exprés y tardó 19 días",
    "mi paquete lleva 2 semanas en aduana y soporte no contesta",
    e.tag("¿alguien más con el pedido atrasado? el mío no llega", "question"),
    "el número de rastreo no funciona desde hace 10 días",
    "hice un pedido en septiembre y todavía nada",
    "no vuelvo a comprar hasta que me llegue lo que ya pagué",
    "el envío a Argentina es carísimo y encima tarda",
    "me llegó la mochila equivocada y nadie me responde el correo",
    e.tag("¿y mi pedido?", "question"),
    "lindísima la mochila pero el envío a Colombia es un desastre",
    "pedido #48213 sin noticias, por favor respondan",
    "tres correos y ninguna respuesta sobre mi envío",
    "cuando arreglen los envíos a Latinoamérica hablamos",
    "el paquete dice entregado y nunca llegó",
    "esperando mi pedido desde el 2 de octubre 🙃",
    "ojalá los envíos a México fueran tan rápidos como los lanzamientos",
    "mi pedido lleva 25 días y el chat solo me manda respuestas automáticas",
    e.tag("¿por qué el envío a Uruguay tarda más que el de Europa?", "question"),
  ],
});

const buy = cat(["purchase_intent"], "positive", {
  en: [
    "take my money",
    "need this for my Japan trip",
    "adding to cart the second it drops",
    "setting an alarm for Nov 3",
    "instant buy",
    "ok I'm buying two",
    "my old pack is retiring, this is the one",
    "joined the early access list!",
    "need it in my life",
    "shut up and take my money",
    "buying this for my partner's birthday",
    "finally a pack that fits my laptop, sold",
    "I'll be first in line",
    "signing up for early access rn",
    "this is going straight on my Christmas list",
    "already on the early access list 🙋‍♀️",
    "my wallet is ready",
    "buying the Slate one as soon as it's live",
    "sold. just sold.",
    "need this for commuting",
    "ok this is the one I've been waiting for",
    "me and my bank account on Nov 3 👀",
    "getting the Moss one for sure",
    "my brother and I are both getting one",
  ],
  es: [
    "la quiero ya",
    "necesito esta mochila para mi viaje",
    "me la compro sí o sí",
    "ya me apunté a la lista",
    "la quiero en todos los colores",
    "comprada en cuanto salga",
  ],
  pt: [
    "quero muito",
    "preciso dessa mochila",
    "vou comprar com certeza",
    "já tô na lista",
    "compro no dia 3!",
  ],
  fr: ["je la veux", "je commande dès le 3", "inscrite sur la liste !"],
  de: ["Brauch ich", "Wird gekauft", "Bin auf der Liste!"],
});

const practical = cat(["question"], "neutral", {
  en: [
    e.k("price", "how much in GBP?"),
    e.k("price", "what's the price in CAD?"),
    e.k("price", "will there be a launch discount?"),
    e.k("fit", "is 28L enough for a 5 day trip?"),
    e.k("fit", "does it come in different torso sizes?"),
    e.k("fit", "will it fit someone who's 5'2?"),
    e.k("ship", "do you ship to Australia?"),
    e.k("ship", "will it be available in the UK at launch?"),
    e.k("ship", "shipping to Canada?"),
    e.k("water", "is it waterproof or just water resistant?"),
    e.k("water", "does it come with a rain cover?"),
    e.k("laptop", "does a 16 inch laptop really fit with a case on?"),
    e.k("laptop", "is the laptop sleeve padded at the bottom?"),
    e.k("weight", "890 g with or without the hip belt?"),
    e.k("carry", "is it carry-on size for budget airlines?"),
    e.k("carry", "will it fit under the seat on a plane?"),
    e.k("warranty", "what's the warranty?"),
    e.k("colors", "what colours at launch?"),
  ],
  es: [
    e.k("price", "¿precio en pesos mexicanos?"),
    e.k("ship", "¿venden en Perú?"),
    e.k("water", "¿es impermeable?"),
    e.k("laptop", "¿cabe una laptop de 16 pulgadas?"),
    e.k("fit", "¿sirve para personas bajitas?"),
    e.k("carry", "¿sirve como equipaje de mano?"),
  ],
  pt: [
    e.k("price", "quanto em reais?"),
    e.k("ship", "vai vender no Brasil?"),
    e.k("water", "é impermeável?"),
    e.k("carry", "serve como bagagem de mão?"),
  ],
  fr: [e.k("ship", "vous livrez en Belgique ?"), e.k("water", "elle est imperméable ?")],
  de: [e.k("ship", "Versand nach Österreich?"), e.k("water", "Ist der wasserdicht?")],
});
const practicalAnswers: Answers = {
  en: {
    price: ["Launch price is €139 / $149 / £125, and early access gets free shipping 🌲"],
    fit: ["One size with an adjustable back panel: fits torsos from 40 to 52 cm 🙌"],
    ship: ["We ship to 30+ countries at launch, including Australia, the UK and Canada 🌍"],
    water: ["Water resistant (recycled ripstop + taped zips) and a rain cover is included ☔"],
    laptop: ['Yes! Tested with 16" laptops in a slim case 💻'],
    weight: ["890 g with the hip belt; it's removable (820 g without)"],
    carry: ["Yes, 45×30×20 cm fits most carry-on limits ✈️"],
    warranty: ["Lifetime warranty on materials and workmanship 🌲"],
    colors: ["Three at launch: Moss, Slate and Sand!"],
  },
  es: {
    price: ["€139 / $149 USD; el precio en MXN estará en la web el día 3 🌲"],
    ship: ["¡Sí! Perú está en la lista de países desde el lanzamiento 🌍"],
    water: ["Resistente al agua e incluye cubierta para lluvia ☔"],
    laptop: ['¡Sí! Cabe una de 16" con funda delgada 💻'],
    any: ["¡Toda la info estará en la web el 3 de noviembre! 🌲"],
  },
  pt: {
    water: ["Resistente à água e vem com capa de chuva ☔"],
    any: ["Vai sim! Todas as infos no site dia 3 🌲"],
  },
  fr: { any: ["Oui ! Toutes les infos sur le site le 3 novembre 🌲"] },
  de: { any: ["Ja! Alle Infos ab 3. November auf der Website 🌲"] },
};

const olive = cat(["suggestion"], "neutral", {
  en: [
    "please make it in olive green",
    e.as("olive colourway and I'm sold", "positive", "purchase_intent"),
    "need an olive version asap",
    "olive green would be perfect",
    "drop an olive one!!",
    e.as("would buy instantly in olive", "positive", "purchase_intent"),
    "olive please, moss is too bright for me",
    e.tag("who else is waiting for an olive one?", "question"),
    "olive drab version for the hikers pls",
    "an olive + black combo would go hard",
    "olive or nothing",
    "begging for olive",
    "olive green would match literally everything I own",
    e.tag("any chance of olive later?", "question"),
    "the Moss is nice but olive would be perfect",
    "make an olive one for autumn",
    "olive green + the reflective bits = dream pack",
    "I'd wait months for an olive version",
    "olive, please and thank you",
    "imagine this in a dark olive 🤤",
    "my whole kit is olive, need this to match",
    e.tag("olive green when?", "question"),
  ],
  es: ["en verde oliva sería perfecta", "¡saquen una verde oliva!", "verde oliva porfa"],
  pt: ["faz em verde oliva por favor", "verde oliva seria perfeita"],
  fr: ["en vert olive svp", e.tag("une version vert olive ?", "question")],
  de: ["Bitte in Olivgrün!", "Olivgrün wäre top"],
});

const priceGripe = cat(["complaint"], "negative", {
  en: [
    "€139 for a backpack?? no thanks",
    "every brand is 'sustainable' and €140 now",
    "beautiful but way out of my budget",
    "used to be affordable, now it's luxury pricing",
    "$149 is crazy for 28L",
    "I'll wait for the sale, too pricey",
    "love it but that price hurts",
  ],
  es: ["carísima para ser una mochila", "muy cara para Latinoamérica con el tipo de cambio"],
  pt: ["caro demais em reais", "lindo mas caro"],
  fr: ["trop chère"],
  de: ["Zu teuer"],
});

const brandGripe = cat(["complaint"], "negative", {
  en: [
    "the zips on my old Fernloop broke after a year",
    "stop making new products and restock the sling",
    "the video is all music and no specs",
    "another backpack? I thought you were a jacket company now",
    "the Sand colour will look dirty in a week",
    "no chest strap pocket? pass",
    "why is the hip belt not padded",
    "your customer service has been awful lately",
    "the last launch sold out in 4 minutes, good luck everyone 🙄",
    "looks exactly like the last one",
    "recycled or not, nobody needs a new backpack every year",
    "my Trailhead 24 strap ripped in month 3, not buying again",
    "early access list is pointless, it sold out for members last time too",
    "the straps look thin for 10 kg",
  ],
  es: ["igual a la anterior", "el servicio al cliente es pésimo últimamente"],
  pt: ["igualzinha à anterior", "o atendimento de vocês tá péssimo"],
  fr: ["le service client est nul en ce moment"],
  de: ["Sieht aus wie das alte Modell", "Kundenservice ist eine Katastrophe"],
});

const brandPraise = cat(["praise"], "positive", {
  en: [
    "the colours are so good",
    "890 g is crazy light",
    "love that it's recycled",
    "the laptop sleeve is a game changer",
    "the side pocket for a bottle 👌",
    "clean design, no dangling straps",
    "this looks so well made",
    "finally a pack for both commuting and hiking",
    "the Slate one is gorgeous",
    "Moss colour 😍",
    "been using my old Fernloop for 6 years, still going strong",
    "love the minimal look",
    "the video is so beautifully shot",
    "this brand never misses",
    "the attention to detail 🙌",
    "ok the hip belt pockets are genius",
    "the Sand colourway is so clean",
    "love that you kept the magnetic sternum clip",
    "the way it stands up on its own 👏",
    "my Trailhead 24 survived 3 continents, this will be a great upgrade",
    "best looking pack on the market right now",
    "those reflective details for night rides 🔥",
  ],
  es: [
    "qué diseño tan limpio",
    "me encanta que sea reciclada",
    "el color Moss está precioso",
    "uso la versión anterior todos los días y es indestructible",
    "qué bonita",
  ],
  pt: [
    "que design lindo",
    "amei que é reciclada",
    "a cor Sand é linda",
    "a anterior durou anos, confio",
  ],
  fr: ["le design est superbe", "j'adore la couleur Slate", "super légère"],
  de: ["Schlichtes Design, gefällt mir", "Endlich ein leichter Rucksack", "Die Farbe Moss ist top"],
});

/** "love the {feature}" style praise: many distinct comments from a few parts. */
function featurePraise() {
  const en = {
    features: [
      "laptop sleeve",
      "side pockets",
      "hip belt pockets",
      "Moss colour",
      "Slate colourway",
      "Sand one",
      "weight",
      "fabric",
      "zips",
      "magnetic clip",
      "back panel",
      "reflective details",
      "bottle pocket",
      "shape",
      "straps",
      "top pocket",
      "rain cover",
      "recycled fabric",
      "little logo",
      "grab handle",
    ],
    templates: [
      "the {x} 😍",
      "love the {x}",
      "ok the {x} is genius",
      "the {x} though",
      "obsessed with the {x}",
      "that {x} 🔥",
      "the {x} looks so good",
      "the {x} is everything",
      "the {x} is so well thought out",
      "10/10 for the {x}",
      "big fan of the {x}",
      "the {x}!!",
      "whoever designed the {x} deserves a raise",
    ],
  };
  const es = {
    features: [
      "el bolsillo de la laptop",
      "el color Moss",
      "el Slate",
      "el diseño",
      "el cinturón",
      "el tamaño",
    ],
    templates: ["me encanta {x}", "{x} 😍", "qué bien pensado {x}", "amo {x}"],
  };
  const pt = {
    features: [
      "o bolso do notebook",
      "a cor Moss",
      "o Slate",
      "o design",
      "o tamanho",
      "os bolsos laterais",
    ],
    templates: ["amei {x}", "{x} 😍", "que perfeito {x}", "apaixonada n{x}"],
  };
  const fr = {
    features: ["la poche ordinateur", "la couleur Moss", "le Slate", "le design", "les poches"],
    templates: ["j'adore {x}", "{x} 😍", "trop bien pensé, {x}"],
  };
  const de = {
    features: ["das Laptopfach", "die Farbe Moss", "das Design", "die Seitentaschen"],
    templates: ["{x} ist mega", "{x} 😍", "Top: {x}"],
  };
  const expand = (p: { features: string[]; templates: string[] }) =>
    p.templates.flatMap((t) => p.features.map((x) => t.replace("{x}", x)));
  return cat(["praise"], "positive", {
    en: expand(en),
    es: expand(es),
    pt: expand(pt).map((t) =>
      t.replace("no o ", "no ").replace("na a ", "na ").replace("nos os ", "nos "),
    ),
    fr: expand(fr),
    de: expand(de).map((t) => t.charAt(0).toUpperCase() + t.slice(1)),
  });
}
const features = featurePraise();

const tagFriend = cat([], "neutral", {
  en: [
    "{f} for your birthday 👀",
    "{f} you need this for the commute",
    "{f} {f} matching packs for the trip?",
    "{f} look",
    "{f} this one",
    "{f} 👀",
    "{f} the one I told you about",
  ],
  es: ["{f} para el viaje", "{f} mira"],
  pt: ["{f} olha essa", "{f} 👀"],
  fr: ["{f} regarde"],
  de: ["{f} guck mal"],
});

const launchNeutral = cat([], "neutral", {
  en: [
    "notifications on 🔔",
    "Nov 3 🗓️",
    "🔔",
    "here from the newsletter",
    "who else got the email?",
    "setting a reminder",
    "the ad brought me here",
    "3 colours only",
    "waiting for the reviews first",
    "let's see the real-world tests",
    "saw this on a friend's story",
    "November 3rd, noted",
    "my feed is all backpacks now lol",
    "will wait for a long term review",
    "interesting drop",
    "the music in this 🎶",
    "28L, 890g. noted",
    "calendar marked",
    "curious to see it in person",
    "here before it sells out",
  ],
  es: [
    "3 de noviembre 🗓️",
    "a ver las reseñas primero",
    "anotado el 3",
    "esperando reseñas",
    "me llegó el correo jaja",
    "activé las notificaciones 🔔",
    "a ver qué tal en persona",
  ],
  pt: [
    "dia 3 🗓️",
    "esperando as reviews",
    "anotado",
    "ativei o sininho 🔔",
    "vamos ver os testes",
    "quero ver pessoalmente",
  ],
  fr: ["le 3 novembre 🗓️", "noté", "j'attends les tests", "notifs activées 🔔", "à voir en vrai"],
  de: ["3. November 🗓️", "notiert", "Warte auf Tests", "Glocke ist an 🔔"],
});

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: data as code: the sample post's comments, one per line
export function launchPost(): PostBuilder {
  const b = new PostBuilder({
    key: "launch-trailhead-28",
    title: "Trailhead 28 backpack launch",
    niche: "product launch",
    language: "en",
    sample: true,
    owner: { username: "fernloop.gear", fullName: "Fernloop", isVerified: true },
    caption:
      'Meet the Trailhead 28 🌲 Our lightest pack yet: 28 L, 890 g, recycled ripstop, and a sleeve that fits a 16" laptop. Three colours: Moss, Slate, Sand. Launching Nov 3 at €139 / $149. Early access list: link in bio.',
    mediaType: "video",
    takenAt: "2026-10-20T15:00:00.000Z",
    likeCount: 96_480,
    viewCount: 1_284_300,
    band: "positive",
    nicheEmoji: ["🌲", "🎒", "🏔️", "🔥"],
    likeScale: 1.8,
    returnRate: 0.05,
    languages: [
      ["en", 56],
      ["es", 17],
      ["pt", 11],
      ["fr", 7],
      ["de", 5],
    ],
  });
  const r = b.r;
  const shipRe = b.reserve("pedido|env[ií]o|paquete|\\bllega|\\bllegue|\\bllegó|rastreo");
  const oliveRe = b.reserve("oliv");

  const star = b.top(
    b.lit("finally a pack that doesn't look like a tactical vest 😂🙌", "en", "positive", [
      "praise",
    ]),
    { afterHours: 0.12 },
  );
  b.setMostLiked(star, 2961);
  b.ownerReply(star, "😂🌲 that was literally the brief", 1420);
  chorus(b, star, 9);
  b.fact(
    "most-liked-joke",
    "The most liked comment (2,961 likes) is a joke that praises the design (😂 here is positive).",
    [star],
    { type: "most_liked" },
  );

  const late = b.many(shipping, [["es", 31]], shipRe);
  const lateAnswered = b.pickEarly(late, 5);
  for (const c of lateAnswered) {
    b.ownerReply(
      c,
      r.pick([
        "Hola, lo sentimos mucho 🙏 escríbenos por DM con tu número de pedido y lo revisamos hoy.",
        "¡Perdón por la espera! Mándanos un DM con tu número de pedido y lo vemos ya 🙏",
      ]),
    );
  }
  for (const c of r.shuffle(late).slice(0, 12)) chorus(b, c, r.int(1, 2));
  b.textFact(
    "shipping-delays-es",
    "A cluster of {n} shipping-delay complaints, all in Spanish (Latin American customers waiting for earlier orders).",
    late,
    shipRe,
  );
  b.fact(
    "shipping-delays-es-unanswered",
    "The brand replied to only 5 of them; {n} have no reply.",
    late.filter((c) => !lateAnswered.includes(c)),
    { type: "unanswered" },
  );

  const buyers = b.many(buy, [
    ["en", 68],
    ["es", 16],
    ["pt", 14],
    ["fr", 8],
    ["de", 6],
  ]);
  b.fact("purchase-intent", "{n} comments say they will buy it (purchase intent).", buyers, {
    type: "ids",
  });

  const asks = b.many(practical, [
    ["en", 36],
    ["es", 9],
    ["pt", 7],
    ["fr", 3],
    ["de", 3],
  ]);
  const asksAnswered = b.pickEarly(asks, 21);
  for (const q of asksAnswered) answer(b, q, practicalAnswers, 0.35);
  for (const q of asks) {
    if (!asksAnswered.includes(q) && r.chance(0.3)) b.reply(q, b.deal(sameQuestion, q.lang));
  }
  b.questionFacts(
    "practical-questions",
    "{n} practical questions (price in other currencies, fit, shipping countries, waterproofing, laptop size); the brand answered 21.",
    asks,
    asksAnswered,
  );

  const oliveAsks = b.many(
    olive,
    [
      ["en", 30],
      ["es", 5],
      ["pt", 4],
      ["fr", 3],
      ["de", 2],
    ],
    oliveRe,
  );
  for (const c of r.shuffle(oliveAsks).slice(0, 6)) {
    b.ownerReply(
      c,
      r.pick(["👀 olive might be closer than you think", "noted, olive fans 🫒", "👀👀"]),
    );
  }
  for (const c of r.shuffle(oliveAsks).slice(0, 10)) chorus(b, c, 1);
  b.textFact(
    "olive-requests",
    "{n} comments ask for an olive green colourway (the top product request).",
    oliveAsks,
    oliveRe,
  );

  const pricey = b.many(priceGripe, [
    ["en", 17],
    ["es", 4],
    ["pt", 3],
    ["fr", 2],
    ["de", 1],
  ]);
  b.fact("price-complaints", "{n} comments find the price too high.", pricey, { type: "ids" });

  b.fill(46, [[spam, 1]]);
  const gripes = b.fill(300, [[brandGripe, 1]]);
  for (const g of r.shuffle(gripes).slice(0, 20)) chorus(b, g, 1);
  b.fill(150, [[tagFriend, 1]]);
  const fans: Node[] = b.fill(2130, [
    [brandPraise, 22],
    [features, 24],
    [praise, 14],
    [reaction, 18],
    [neutral, 12],
    [launchNeutral, 26],
    [mixedPraise, 3],
  ]);
  for (const c of r.shuffle(liked(fans)).slice(0, 40)) {
    b.ownerReply(c, r.pick(["🌲🙌", "thank you!! 🌲", "🙏💚", "see you on Nov 3 👀", "🔥🔥"]));
  }
  for (const c of r.shuffle(liked(fans)).slice(0, 60)) chorus(b, c, 1);
  b.standardFacts();
  return b;
}
