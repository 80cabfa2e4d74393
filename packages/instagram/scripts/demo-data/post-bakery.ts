import type { MediaType } from "@commentlens/shared";
import type { DemoBand, DemoSentiment, DemoTag } from "../../src/demo/dataset.js";
import {
  type Answers,
  answer,
  chorus,
  liked,
  neutral,
  praise,
  sameQuestion,
  spam,
} from "./bank-common.js";
import { Audience, type Bank, type Category, cat, e, type Node, PostBuilder } from "./engine.js";
import { Random } from "./random.js";

/**
 * A neighbourhood bakery's account: fourteen recent posts sharing one audience, with regulars,
 * a recurring gluten-free request, preorder questions and one unpopular announcement.
 */

export const BAKERY = {
  username: "ovenbird.bakehouse",
  fullName: "Ovenbird Bakehouse",
  isVerified: false,
};

/** Regulars who turn up under most posts. */
export const BAKERY_REGULARS = [
  "crumb.chaser",
  "harbourrow.hannah",
  "tom.bakes.too",
  "pastry.pilgrim",
  "noor.and.dough",
  "bread.curious.ben",
] as const;

const LANGS = [
  ["en", 85],
  ["fr", 8],
  ["es", 4],
  ["pt", 3],
] as const;

const breadPraise = cat(["praise"], "positive", {
  en: [
    "that crumb 😍",
    "the ear on that loaf!!",
    "best sourdough in town, not even close",
    "I dream about your cardamom buns",
    "worth every minute in the queue",
    "your croissants ruined all other croissants for me",
    "the crust crackle 🤤",
    "Saturday mornings aren't complete without you",
    "smells amazing from across the street",
    "my kids ask for your bread every weekend",
    "the seeded rye is my whole personality",
    "those layers 😮",
    "so glad you opened near us",
    "the staff is always so lovely",
    "look at that oven spring",
    "proper bread, finally",
    "I drove 40 minutes for this and I'd do it again",
    "everything here is made with so much care",
    "the country loaf lasted all week and still made great toast",
    "your spelt loaf is the best thing I ate this month",
    "the lamination 👌",
    "bakery of my dreams",
    "can smell this through my phone",
    "you've made our street so much better",
    "the morning bun I had last week is still on my mind",
    "every single thing I've tried here is perfect",
    "your bakers are artists",
  ],
  fr: [
    "ça donne faim",
    "le meilleur pain du quartier",
    "cette mie !!",
    "vos croissants sont parfaits",
    "quelle croûte 😍",
  ],
  es: ["qué pinta tiene ese pan", "la miga perfecta", "me muero por probarlo"],
  pt: ["que pão lindo", "essa casca 😍", "deu fome"],
});

const breadReaction = cat(["praise"], "positive", {
  und: ["🤤🤤", "🥖❤️", "😋", "🥐🥐🥐", "🤤🔥", "😍🥖", "🤤", "🍞🙌", "❤️", "😍😍"],
});

const gluten = cat(["suggestion"], "neutral", {
  en: [
    "any gluten-free options? 🙏",
    "please do something gluten-free, my coeliac friend is sad",
    "would love a gluten-free loaf one day",
    e.only(
      "sad there's never anything gluten-free for me 😢",
      "negative",
      "complaint",
      "suggestion",
    ),
    "gluten-free version pls!",
    e.tag("is anything here gluten free?", "question"),
    "a gluten-free bun would make my year",
    e.tag("would you ever do a coeliac-safe bake day?", "question"),
    "gluten-free people exist too 🥲",
    "one gluten-free option and I'd be there every week",
  ],
  fr: ["une option sans gluten un jour ? 🙏", "sans gluten svp !"],
  es: ["¿algo sin gluten algún día?"],
});

const preorder = cat(["question", "purchase_intent"], "neutral", {
  en: [
    "can I preorder for Saturday?",
    "when do preorders open?",
    "can I preorder 2 loaves?",
    "can I reserve a loaf for Sunday?",
    "are preorders open this week?",
    "how do preorders work?",
    "can you hold a box of these for me if I preorder?",
    "do preorders sell out fast?",
  ],
  fr: ["on peut précommander ?", "je peux réserver pour samedi ?"],
});
const preorderAnswers: Answers = {
  en: {
    any: [
      "Preorders open Thursdays at 8pm via the link in our bio 🥖",
      "Yes! Thursday 8pm, link in bio 🤍",
      "Thursday 8pm! They usually go within a day, so set a reminder 🙈",
    ],
  },
  fr: { any: ["Oui ! Les précommandes ouvrent le jeudi à 20h, lien en bio 🥖"] },
};
const preorderRe = "pre-?order|reserve|hold a box|précommander|réserver";

const practical = cat(["question"], "neutral", {
  en: [
    "what time do you open on Sunday?",
    "is there parking nearby?",
    "do you have oat milk for coffee?",
    "are dogs allowed inside?",
    "do you take cards?",
    "do you do birthday cakes?",
    "are you open on bank holidays?",
  ],
  fr: ["vous ouvrez à quelle heure le dimanche ?"],
});
const practicalAnswers: Answers = {
  en: {
    any: [
      "7:30 every day we're open, Wed to Sun 🤍",
      "There's a small car park behind the chemist!",
      "Oat milk always 🥛",
      "Dogs are very welcome (and get a biscuit) 🐶",
      "Cards only, actually!",
    ],
  },
  fr: { any: ["7h30 du mercredi au dimanche 🤍"] },
};

const bakeryGripe = cat(["complaint"], "negative", {
  en: [
    "sold out by 9am again 😩",
    "the queue on Saturdays is getting silly",
    "prices went up again?",
    "wish you opened earlier on weekdays",
    "no seating inside is a shame",
    "the card machine was down again this morning",
    "came at 11 and there was nothing left",
    "the coffee isn't as good as the bread tbh",
  ],
  fr: ["plus rien à 10h, dommage"],
});

const bakeryBuy = cat(["purchase_intent"], "positive", {
  en: [
    "coming tomorrow for these",
    "grabbing a box on Saturday",
    "ordering a dozen for my office",
    "I'll be there at 7:30 sharp",
    "need three of these in my life",
    "putting these on my birthday list",
  ],
  fr: ["je passe demain !", "j'en prends trois samedi"],
});

const tagFriend = cat([], "positive", {
  en: [
    "{f} saturday?",
    "{f} we're going",
    "{f} look 🤤",
    "{f} this is the place",
    "{f} breakfast plans sorted",
  ],
  fr: ["{f} on y va samedi ?"],
});

interface BakeryPostDef {
  key: string;
  title: string;
  caption: string;
  mediaType: MediaType;
  takenAt: string;
  likeCount: number;
  viewCount: number | null;
  band: DemoBand;
  topical: Array<readonly [Category, number]>;
  praise: number;
  gluten: number;
  preorder: number;
  practical: number;
  gripes: number;
  buy: number;
  friends: number;
  spam: number;
  regulars: number;
}

function bakerySpec(def: BakeryPostDef, sample: boolean, niche: "bakery" | "food") {
  return {
    key: def.key,
    title: def.title,
    niche,
    language: "en" as const,
    sample,
    owner: BAKERY,
    caption: def.caption,
    mediaType: def.mediaType,
    takenAt: def.takenAt,
    likeCount: def.likeCount,
    viewCount: def.viewCount,
    band: def.band,
    nicheEmoji: ["🤤", "🥖", "🥐", "😋"],
    likeScale: 0.7,
    languages: LANGS,
  };
}

/** Adds the comment kinds every bakery post shares. */
function shared(b: PostBuilder, def: BakeryPostDef, glutenRe: RegExp, preRe: RegExp): void {
  const r = b.r;
  const regulars = r.shuffle(BAKERY_REGULARS).slice(0, def.regulars);
  // The most loyal regular turns up almost everywhere.
  if (!regulars.includes("crumb.chaser") && def.regulars > 0 && r.chance(0.75)) {
    regulars[0] = "crumb.chaser";
  }
  for (const user of regulars) {
    const c = b.top(b.deal(breadPraise, "en"), { user, boost: 2 });
    if (r.chance(0.35))
      b.ownerReply(c, r.pick(["see you Saturday 🤍", "🥹🤍", "you're the best!"]));
  }

  const gf = b.many(gluten, [["en", def.gluten]], glutenRe);
  for (const g of gf) {
    if (r.chance(0.3)) {
      b.ownerReply(
        g,
        r.pick(["We hear you! Trials are under way 🤞", "Working on it, promise 🤍"]),
      );
    }
  }
  const pre = b.many(preorder, [["en", def.preorder]], preRe);
  for (const q of b.pickEarly(pre, Math.round(def.preorder * 0.6)))
    answer(b, q, preorderAnswers, 0.4);
  const qs = b.fill(def.practical, [[practical, 1]]);
  for (const q of b.pickEarly(qs, Math.ceil(def.practical * 0.7)))
    answer(b, q, practicalAnswers, 0.3);
  const gripes = b.fill(def.gripes, [[bakeryGripe, 1]]);
  for (const g of gripes) if (r.chance(0.3)) chorus(b, g, 1);
  b.fill(def.buy, [[bakeryBuy, 1]]);
  b.fill(def.friends, [[tagFriend, 1]]);
  b.fill(def.spam, [[spam, 1]]);
  for (const [category, n] of def.topical) {
    const texts = Object.values(category.bank)
      .flat()
      .map((x) => (typeof x === "string" ? x : (x?.t ?? "")));
    // Topical banks about gluten-free bread belong to the gluten-free cluster.
    if (texts.every((x) => glutenRe.test(x))) b.many(category, [["en", n]], glutenRe);
    else b.fill(n, [[category, 1]]);
  }
  const fans = b.fill(def.praise, [
    [breadPraise, 50],
    [breadReaction, 22],
    [praise, 14],
    [neutral, 8],
  ]);
  for (const c of r.shuffle(liked(fans)).slice(0, Math.round(def.praise / 12))) {
    b.ownerReply(c, r.pick(["thank you!! 🤍", "🥹🥖", "that means a lot 🤍", "🤍🤍"]));
  }
}

function bakeryFacts(b: PostBuilder, glutenRe: RegExp, preRe: RegExp): void {
  b.fact(
    "gluten-free",
    "Gluten-free bakes: {n} comment{s} asking for them or talking about them.",
    () => b.nodes.filter((n) => !n.parent && !n.fromOwner && glutenRe.test(n.text)),
    { type: "text", pattern: glutenRe.source, flags: glutenRe.flags, exhaustive: true },
    true,
  );
  b.fact(
    "preorder-questions",
    "Preorders: {n} question{s} about how to preorder.",
    () => b.nodes.filter((n) => !n.parent && !n.fromOwner && preRe.test(n.text)),
    { type: "text", pattern: preRe.source, flags: preRe.flags, exhaustive: true },
    true,
  );
  b.standardFacts();
}

/** A post's own topic bank: praise unless told otherwise. */
const t = (bank: Bank, tags: readonly DemoTag[] = ["praise"], s: DemoSentiment = "positive") =>
  cat(tags, s, bank);

const BASE = {
  praise: 30,
  gluten: 0,
  preorder: 2,
  practical: 2,
  gripes: 2,
  buy: 3,
  friends: 3,
  spam: 1,
  regulars: 3,
};

const PROFILE_POSTS: BakeryPostDef[] = [
  {
    ...BASE,
    key: "bakery-01-cardamom",
    title: "Cardamom buns are back",
    caption:
      "Cardamom buns are back from tomorrow 🤍 Same recipe, same knots, a little more cardamom.",
    mediaType: "photo",
    takenAt: "2026-09-08T07:40:00.000Z",
    likeCount: 2_310,
    viewCount: null,
    band: "overwhelmingly positive",
    topical: [
      [
        t({
          en: [
            "CARDAMOM BUNS ARE BACK",
            "finally, the cardamom buns",
            "been waiting all summer for these",
            "the cardamom smell through the screen",
            "the knots!!",
            "best news of the week",
          ],
        }),
        14,
      ],
      [
        t(
          { en: ["how long are they around for?", "are they vegan?", "how many per person?"] },
          ["question"],
          "neutral",
        ),
        4,
      ],
    ],
    praise: 30,
    gluten: 2,
  },
  {
    ...BASE,
    key: "bakery-02-croissants",
    title: "Shaping 200 croissants before sunrise",
    caption: "4:30am, 200 croissants, one very tired team. Sped up so you don't have to be ☕",
    mediaType: "video",
    takenAt: "2026-09-12T17:30:00.000Z",
    likeCount: 8_940,
    viewCount: 96_300,
    band: "overwhelmingly positive",
    topical: [
      [
        t({
          en: [
            "the precision 😮",
            "200?? respect",
            "this is so satisfying",
            "the rhythm is hypnotic",
            "so calming to watch",
            "could watch this all day",
            "the speed!!",
          ],
          fr: ["hypnotisant", "quelle précision"],
        }),
        30,
      ],
      [
        t(
          {
            en: [
              "what time do you start?",
              "how many layers is that?",
              "how long does the dough rest?",
              "do you make them all by hand?",
            ],
          },
          ["question"],
          "neutral",
        ),
        12,
      ],
    ],
    praise: 62,
    practical: 4,
    gluten: 3,
    preorder: 4,
    regulars: 5,
  },
  {
    ...BASE,
    key: "bakery-03-team",
    title: "Meet the team",
    caption:
      "Meet the people behind the ovens: Ines (pastry), Tom (bread) and Priya (front of house, and the best playlists).",
    mediaType: "carousel",
    takenAt: "2026-09-16T12:15:00.000Z",
    likeCount: 1_870,
    viewCount: null,
    band: "overwhelmingly positive",
    topical: [
      [
        t({
          en: [
            "Priya is the nicest person ever",
            "Tom always remembers my order",
            "love this team",
            "Ines's cinnamon knots are elite",
            "the best crew",
            "Priya's playlists are the reason I stay for a second coffee",
            "shoutout to Tom for the rye",
          ],
        }),
        18,
      ],
    ],
    praise: 18,
    regulars: 4,
  },
  {
    ...BASE,
    key: "bakery-04-queue",
    title: "Saturday queue round the corner",
    caption:
      "The Saturday queue reached the corner by 8:05 🙈 Thank you for waiting. Preorders skip the line!",
    mediaType: "photo",
    takenAt: "2026-09-20T08:05:00.000Z",
    likeCount: 1_420,
    viewCount: null,
    band: "positive",
    topical: [
      [
        t({
          en: [
            "worth the wait",
            "the queue is part of the experience",
            "queue buddies are the best",
          ],
        }),
        6,
      ],
      [
        t(
          {
            en: [
              "the queue was 45 minutes 😩",
              "you need a second till",
              "it was freezing in that queue",
              "more staff on Saturdays please",
            ],
          },
          ["complaint"],
          "negative",
        ),
        7,
      ],
    ],
    praise: 12,
    gripes: 3,
    regulars: 3,
  },
  {
    ...BASE,
    key: "bakery-05-gilbert",
    title: "How we feed Gilbert, our starter",
    caption: "Meet Gilbert: 9 years old, fed twice a day, responsible for every loaf we sell 🫙",
    mediaType: "video",
    takenAt: "2026-09-25T19:10:00.000Z",
    likeCount: 7_650,
    viewCount: 88_100,
    band: "overwhelmingly positive",
    topical: [
      [
        t({
          en: [
            "GILBERT 😂",
            "happy birthday Gilbert",
            "Gilbert is employee of the month",
            "justice for Gilbert, he works so hard",
            "mine is called Doughlores 😂",
            "Gilbert deserves a raise",
          ],
        }),
        26,
      ],
      [
        t(
          {
            en: [
              "what flour do you feed him?",
              "how often do you feed him?",
              "what hydration is your dough?",
              "can I use this method with rye?",
              "do you keep him in the fridge?",
            ],
          },
          ["question"],
          "neutral",
        ),
        18,
      ],
      [
        t(
          {
            en: [
              e.tag("can we buy some of Gilbert?", "purchase_intent"),
              e.tag("would you sell a bit of starter?", "purchase_intent"),
            ],
          },
          ["question"],
          "neutral",
        ),
        6,
      ],
    ],
    praise: 64,
    practical: 2,
    gluten: 3,
    regulars: 5,
  },
  {
    ...BASE,
    key: "bakery-06-pumpkin",
    title: "Pumpkin & brown butter loaf",
    caption: "Pumpkin & brown butter loaf, this weekend only 🎃",
    mediaType: "photo",
    takenAt: "2026-09-30T11:00:00.000Z",
    likeCount: 2_050,
    viewCount: null,
    band: "overwhelmingly positive",
    topical: [
      [t({ en: ["brown butter?? 🤤", "this weekend only is cruel", "autumn in a loaf"] }), 10],
      [
        t(
          { en: ["please make it permanent", "keep it all autumn pls", "make this a regular!"] },
          ["suggestion"],
          "neutral",
        ),
        5,
      ],
      [t({ en: ["is it sweet or savoury?", "does it have nuts?"] }, ["question"], "neutral"), 3],
    ],
    praise: 24,
    buy: 6,
    gluten: 2,
  },
  {
    ...BASE,
    key: "bakery-07-oven",
    title: "The new deck oven arrives",
    caption:
      "She's here! Our new deck oven came in through the front window (yes, with a crane). More loaves from November.",
    mediaType: "carousel",
    takenAt: "2026-10-04T16:45:00.000Z",
    likeCount: 1_980,
    viewCount: null,
    band: "overwhelmingly positive",
    topical: [
      [
        t({
          en: [
            "what a beast",
            "congrats on the new oven!!",
            "the crane picture 😂",
            "more loaves = more happiness",
            "she's beautiful",
          ],
        }),
        12,
      ],
      [
        t(
          { en: ["what make is the oven?", "does this mean more loaves on Saturdays?"] },
          ["question"],
          "neutral",
        ),
        3,
      ],
    ],
    praise: 18,
    regulars: 4,
  },
  {
    ...BASE,
    key: "bakery-08-mondays",
    title: "Closing on Mondays from now on",
    caption:
      "Some news: from next week we close on Mondays as well as Tuesdays. Our team needs two days off in a row. Thank you for understanding 🤍",
    mediaType: "photo",
    takenAt: "2026-10-09T07:20:00.000Z",
    likeCount: 1_310,
    viewCount: null,
    band: "mixed",
    topical: [
      [
        t(
          {
            en: [
              "Mondays were my day 😭",
              "where will I get bread on Mondays now",
              "understand but sad",
              "noooo my Monday bun",
              "that's two days without you now",
              "Monday was the only day without a queue",
              "not Mondays 😩",
              "this ruins my week a bit ngl",
            ],
          },
          ["complaint"],
          "negative",
        ),
        30,
      ],
      [
        t({
          en: [
            "rest is important!",
            "take care of yourselves",
            "good for the team 🤍",
            "happy staff = better bread",
            "fully support this",
            "proud of you for putting the team first",
          ],
        }),
        26,
      ],
      [
        t(
          {
            en: [
              "will you open longer on the other days?",
              "does this apply to preorders?",
              "what about bank holiday Mondays?",
            ],
          },
          ["question"],
          "neutral",
        ),
        8,
      ],
    ],
    praise: 10,
    gripes: 6,
    regulars: 4,
  },
  {
    ...BASE,
    key: "bakery-10-lamination",
    title: "Laminating dough in 30 seconds",
    caption: "81 layers of butter in 30 seconds 🧈",
    mediaType: "video",
    takenAt: "2026-10-18T09:30:00.000Z",
    likeCount: 6_880,
    viewCount: 74_500,
    band: "overwhelmingly positive",
    topical: [
      [
        t({
          en: [
            "hypnotic",
            "the butter block 😮",
            "81 layers!!",
            "so satisfying",
            "the sheeter is doing the lord's work",
            "ASMR for bakers",
          ],
        }),
        24,
      ],
      [
        t(
          {
            en: [
              "what butter do you use?",
              "what percentage of butter is that?",
              "how cold is the butter?",
              "do you rest it between folds?",
            ],
          },
          ["question"],
          "neutral",
        ),
        14,
      ],
    ],
    praise: 48,
    gluten: 3,
    regulars: 5,
  },
  {
    ...BASE,
    key: "bakery-11-gluten-free",
    title: "Gluten-free trial bake",
    caption:
      "Gluten-free trial bake #1: a buckwheat & millet loaf. Be honest, what should we change? 🤍",
    mediaType: "photo",
    takenAt: "2026-10-22T13:40:00.000Z",
    likeCount: 3_120,
    viewCount: null,
    band: "positive",
    topical: [
      [
        t({
          en: [
            "FINALLY gluten-free 😭",
            "tried the gluten-free loaf, honestly couldn't tell",
            "my coeliac daughter cried (happy tears) at gluten-free bread from you",
            "gluten-free AND it looks like real bread",
            "thank you for listening about gluten-free 🤍",
            "the gluten-free crumb looks amazing",
          ],
        }),
        20,
      ],
      [
        t(
          {
            en: [
              "a bit dry but so close",
              "the crust was too hard for me",
              "needs more salt honestly",
              "tasted a bit bitter to me",
              "great start, slightly gummy in the middle",
            ],
          },
          ["complaint"],
          "negative",
        ),
        12,
      ],
      [
        t(
          {
            en: [
              "is it made in a separate area for coeliacs?",
              "is it safe for coeliacs?",
              "is the gluten-free loaf vegan too?",
            ],
          },
          ["question"],
          "neutral",
        ),
        6,
      ],
      [
        t(
          { en: ["will it be every weekend?", "how much will it be?", "does it keep well?"] },
          ["question"],
          "neutral",
        ),
        5,
      ],
    ],
    praise: 16,
    gluten: 0,
    regulars: 4,
  },
  {
    ...BASE,
    key: "bakery-12-cinnamon",
    title: "Cinnamon swirl pull-apart",
    caption:
      "Cinnamon swirl pull-apart: the full recipe is in the caption below 👇 Tag us if you bake it!",
    mediaType: "video",
    takenAt: "2026-10-26T18:20:00.000Z",
    likeCount: 9_430,
    viewCount: 121_800,
    band: "overwhelmingly positive",
    topical: [
      [
        t({
          en: [
            "made it, family loved it",
            "baked this on Sunday, gone in 10 minutes",
            "thank you for sharing the recipe!!",
            "this recipe is so easy to follow",
            "my first ever bake that worked 😭",
            "made it twice already",
          ],
        }),
        30,
      ],
      [
        t(
          {
            en: [
              "can I use instant yeast?",
              "can I make it the night before?",
              "what size tin?",
              "can I freeze it?",
              "can I swap the butter for oil?",
            ],
          },
          ["question"],
          "neutral",
        ),
        18,
      ],
    ],
    praise: 56,
    regulars: 5,
  },
  {
    ...BASE,
    key: "bakery-13-halloween",
    title: "Halloween special buns",
    caption: "Halloween special: black sesame & pumpkin buns 🖤🎃 Friday and Saturday only.",
    mediaType: "photo",
    takenAt: "2026-10-29T10:05:00.000Z",
    likeCount: 2_540,
    viewCount: null,
    band: "overwhelmingly positive",
    topical: [
      [
        t({
          en: ["so spooky cute", "black sesame 🖤", "these are adorable", "the little faces!!"],
        }),
        12,
      ],
    ],
    praise: 22,
    buy: 6,
  },
  {
    ...BASE,
    key: "bakery-14-weekend",
    title: "Weekend menu",
    caption:
      "This weekend: country, seeded rye, spelt, pumpkin & brown butter (back by request) and the Halloween buns 🎃",
    mediaType: "carousel",
    takenAt: "2026-10-31T08:00:00.000Z",
    likeCount: 1_190,
    viewCount: null,
    band: "overwhelmingly positive",
    topical: [
      [t({ en: ["everything 🤤", "the pumpkin loaf again!", "best menu yet"] }), 5],
      [t({ en: ["is the spelt back for good?"] }, ["question"], "neutral"), 1],
    ],
    praise: 14,
    gluten: 1,
    preorder: 1,
    gripes: 0,
    buy: 2,
    friends: 1,
    spam: 0,
    regulars: 2,
  },
];

// ------------------------------------------------------------------------------------------
// The sample post of the profile: a vote on next month's loaf.

const votes = {
  olive: cat(["suggestion"], "positive", {
    en: [
      "olive & rosemary all the way",
      "OLIVE ROSEMARY",
      "olive and rosemary please!!",
      "team olive 🫒",
      "olive rosemary, no contest",
      "olive & rosemary would be perfect with soup season",
      "voting olive + rosemary",
      "olive rosemary, my mum would lose it",
      "has to be olive & rosemary",
      e.as("olive & rosemary. I'll buy two every week", "positive", "purchase_intent"),
      "olive rosemary for sure",
      "1 vote for olive & rosemary",
      e.as("olive and rosemary I guess", "neutral"),
    ],
    fr: ["olives et romarin !!", "team olive 🫒", "olives romarin sans hésiter"],
    es: [e.mix("¡aceitunas y romero! olive & rosemary")],
    pt: ["olive & rosemary 🫒"],
  }),
  cinnamon: cat(["suggestion"], "positive", {
    en: [
      "cinnamon raisin!!",
      "cinnamon raisin for toast season",
      "team cinnamon raisin",
      "cinnamon raisin please, my kids would love it",
      "cinnamon raisin, obviously",
      "voting cinnamon raisin",
      e.as("cinnamon raisin, but less sweet please", "neutral"),
      "cinnamon raisin toast with butter 🤤",
    ],
    fr: ["cannelle raisins !"],
    es: ["¡canela y pasas!"],
  }),
  jalapeno: cat(["suggestion"], "positive", {
    en: [
      "jalapeño cheddar!!",
      "jalapeño cheddar would be so good",
      "team jalapeño cheddar 🌶️",
      "jalapeño cheddar, trust me",
      "the jalapeño cheddar one pls",
      e.as("jalapeño cheddar I suppose", "neutral"),
    ],
    pt: ["jalapeño cheddar!!"],
  }),
  sesame: cat(["suggestion"], "positive", {
    en: [
      "black sesame!",
      "black sesame please, so underrated",
      "team black sesame 🖤",
      "black sesame would be so unique",
    ],
    fr: ["sésame noir !"],
  }),
};

const recipe = cat(["question"], "neutral", {
  en: [
    "can you share the recipe for the spelt?",
    "what's the hydration on the country loaf?",
    "recipe please 🙏",
    "how long is the bulk ferment?",
    "would you ever share your starter schedule?",
    "what flour do you use for the rye?",
    "do you sell your recipe anywhere?",
    "can you do a recipe post for the seeded rye?",
    "how do you get that ear?",
    "any tips for a home oven?",
  ],
  fr: ["la recette du pain à l'épeautre svp ?", "quelle hydratation pour la miche ?"],
});
const recipeAnswers: Answers = {
  en: {
    any: [
      "The spelt recipe is going out in our newsletter next week 🤍",
      "About 78% for the country loaf!",
      "Long cold proof and a sharp blade 😉",
    ],
  },
  fr: { any: ["Environ 78 % d'hydratation 🤍"] },
};

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: data as code: the sample post's comments, one per line
export function sourdoughPost(audience: Audience): PostBuilder {
  const def: BakeryPostDef = {
    ...BASE,
    key: "bakery-09-sourdough-vote",
    title: "Sourdough drop: which loaf next?",
    caption:
      "Sourdough drop this Saturday 🥖 Country, seeded rye and the spelt you keep asking for. Next month we add ONE new loaf and you choose: olive & rosemary, cinnamon raisin, jalapeño cheddar or black sesame? Vote below 👇",
    mediaType: "carousel",
    takenAt: "2026-10-14T17:00:00.000Z",
    likeCount: 6_120,
    viewCount: null,
    band: "overwhelmingly positive",
    topical: [],
    praise: 190,
    gluten: 12,
    preorder: 17,
    practical: 6,
    gripes: 8,
    buy: 10,
    friends: 14,
    spam: 4,
    regulars: 6,
  };
  const b = new PostBuilder(bakerySpec(def, true, "food"), audience);
  const r = b.r;
  const glutenRe = b.reserve("gluten|coeliac|celiac");
  const preRe = b.reserve(preorderRe);
  const oliveRe = b.reserve("olive|aceitunas");
  const cinnamonRe = b.reserve("cinnamon|cannelle|canela");
  const jalapenoRe = b.reserve("jalape|cheddar");
  const sesameRe = b.reserve("sesame|sésame");

  // The vote everyone agreed with.
  const star = b.top(
    b.lit("OLIVE & ROSEMARY. Soup season is coming and we all know it 🫒🍲", "en", "positive", [
      "suggestion",
    ]),
    { afterHours: 0.4 },
  );
  b.setMostLiked(star, 318);
  b.fact(
    "most-liked-vote",
    "The most liked comment (318 likes) is a vote for olive & rosemary.",
    [star],
    { type: "most_liked" },
  );
  const tally: Array<[string, Node[], RegExp]> = [
    [
      "olive & rosemary",
      b.many(
        votes.olive,
        [
          ["en", 39],
          ["fr", 4],
          ["es", 2],
          ["pt", 1],
        ],
        oliveRe,
      ),
      oliveRe,
    ],
    [
      "cinnamon raisin",
      b.many(
        votes.cinnamon,
        [
          ["en", 28],
          ["fr", 2],
          ["es", 1],
        ],
        cinnamonRe,
      ),
      cinnamonRe,
    ],
    [
      "jalapeño cheddar",
      b.many(
        votes.jalapeno,
        [
          ["en", 17],
          ["pt", 1],
        ],
        jalapenoRe,
      ),
      jalapenoRe,
    ],
    [
      "black sesame",
      b.many(
        votes.sesame,
        [
          ["en", 8],
          ["fr", 1],
        ],
        sesameRe,
      ),
      sesameRe,
    ],
  ];
  tally[0]?.[1].unshift(star);
  chorus(b, star, 6);
  for (const [, nodes] of tally) for (const v of r.shuffle(nodes).slice(0, 4)) chorus(b, v, 1);
  for (const [name, nodes, re] of tally) {
    b.textFact(
      `vote-${name
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z]+/g, "-")}`,
      `{n} votes for ${name}.`,
      nodes,
      re,
    );
  }
  const total = tally.reduce((sum, [, nodes]) => sum + nodes.length, 0);
  const others = tally
    .slice(1)
    .map(([name, nodes]) => `${name} ${nodes.length}`)
    .join(", ");
  b.fact(
    "vote-winner",
    `Olive & rosemary wins the vote with {n} of the ${total} votes (${others}).`,
    tally[0]?.[1] ?? [],
    { type: "ids" },
  );

  const asks = b.many(recipe, [
    ["en", 20],
    ["fr", 2],
  ]);
  const answered = b.pickEarly(asks, 6);
  for (const q of answered) answer(b, q, recipeAnswers, 0.4);
  for (const q of asks)
    if (!answered.includes(q) && r.chance(0.25)) b.reply(q, b.deal(sameQuestion, "en"));
  b.questionFacts(
    "recipe-questions",
    "{n} comments ask for a recipe or baking tips; 6 were answered.",
    asks,
    answered,
  );

  shared(b, def, glutenRe, preRe);
  bakeryFacts(b, glutenRe, preRe);
  return b;
}

export function bakeryProfilePosts(audience: Audience): PostBuilder[] {
  return PROFILE_POSTS.map((def) => {
    const b = new PostBuilder(bakerySpec(def, false, "bakery"), audience);
    const glutenRe = b.reserve("gluten|coeliac|celiac");
    const preRe = b.reserve(preorderRe);
    // The gluten-free trial post is all about gluten: those comments are its topical ones.
    shared(b, def, glutenRe, preRe);
    bakeryFacts(b, glutenRe, preRe);
    return b;
  });
}

export function bakeryAudience(): Audience {
  const audience = new Audience(Random.from("bakery:users"), 0.12);
  audience.reserve(...BAKERY_REGULARS);
  return audience;
}
