import type { DemoLanguage, DemoSentiment } from "../../src/demo/dataset.js";
import type { Random } from "./random.js";

/** Invented handles and the small irregularities that make hand-written comments read as typed. */

type NameLang = Exclude<DemoLanguage, "und">;

const FIRST: Record<NameLang, readonly string[]> = {
  en: [
    "emma",
    "liam",
    "olivia",
    "noah",
    "ava",
    "mia",
    "ella",
    "jack",
    "chloe",
    "grace",
    "leo",
    "ruby",
    "sam",
    "maya",
    "zoe",
    "ben",
    "lucy",
    "max",
    "amelia",
    "isla",
    "theo",
    "nina",
    "ryan",
    "kate",
    "hannah",
    "josh",
    "megan",
    "tyler",
    "abby",
    "jade",
    "ethan",
    "luke",
    "amber",
    "tess",
    "kira",
    "devon",
    "priya",
    "aisha",
    "omar",
    "jas",
    "carter",
    "brooke",
    "paige",
    "sienna",
    "riley",
    "quinn",
    "harper",
    "dani",
    "nora",
    "eli",
    "jordan",
    "cass",
    "frankie",
    "mo",
    "bex",
  ],
  es: [
    "sofia",
    "valentina",
    "camila",
    "lucia",
    "mateo",
    "santi",
    "diego",
    "daniela",
    "mariana",
    "andres",
    "paula",
    "javi",
    "carla",
    "ximena",
    "rodrigo",
    "fer",
    "ale",
    "pablo",
    "gabriela",
    "nico",
    "vale",
    "ana",
    "marta",
    "ines",
    "raul",
    "lupita",
    "pilar",
    "joaquin",
    "renata",
    "emilio",
    "majo",
    "caro",
    "tere",
    "nacho",
    "flor",
    "belen",
    "agus",
    "rocio",
    "memo",
    "pau",
  ],
  pt: [
    "ana",
    "bia",
    "larissa",
    "julia",
    "gabi",
    "lucas",
    "pedro",
    "joao",
    "rafaela",
    "camis",
    "bruna",
    "thiago",
    "mari",
    "leticia",
    "vini",
    "isa",
    "carol",
    "fe",
    "gustavo",
    "amanda",
    "renata",
    "caio",
    "luiza",
    "duda",
    "nanda",
    "lari",
    "rods",
    "tati",
    "gui",
    "manu",
    "dani",
    "paulinha",
    "jessica",
    "aline",
    "felipe",
    "matheus",
    "leo",
    "lu",
    "vivi",
    "babi",
  ],
  fr: [
    "camille",
    "lea",
    "manon",
    "chloe",
    "lucas",
    "hugo",
    "louis",
    "emma",
    "ines",
    "jade",
    "theo",
    "clara",
    "jules",
    "margaux",
    "elodie",
    "mathis",
    "sarah",
    "lou",
    "antoine",
    "justine",
    "maelle",
    "noemie",
    "romain",
    "oceane",
    "bastien",
    "capucine",
    "axelle",
    "yanis",
  ],
  de: [
    "lena",
    "jonas",
    "lukas",
    "anna",
    "felix",
    "marie",
    "paul",
    "lea",
    "niklas",
    "sophie",
    "tim",
    "laura",
    "jan",
    "mia",
    "finn",
    "hannah",
    "moritz",
    "katrin",
    "jule",
    "basti",
  ],
};

const LAST: Record<NameLang, readonly string[]> = {
  en: [
    "walsh",
    "reed",
    "hart",
    "cole",
    "moss",
    "lane",
    "park",
    "brooks",
    "fox",
    "grey",
    "wells",
    "shaw",
    "kerr",
    "doyle",
    "patel",
    "khan",
    "nguyen",
    "kim",
    "ross",
    "hale",
    "blake",
    "frost",
    "rowe",
    "quinn",
    "ellis",
    "day",
    "marsh",
    "boyd",
    "carr",
  ],
  es: [
    "garcia",
    "lopez",
    "martinez",
    "rojas",
    "herrera",
    "vargas",
    "mendoza",
    "castro",
    "ortiz",
    "navarro",
    "romero",
    "silva",
    "reyes",
    "moreno",
    "cruz",
    "flores",
    "rivas",
    "paz",
    "solis",
  ],
  pt: [
    "souza",
    "oliveira",
    "santos",
    "lima",
    "costa",
    "pereira",
    "almeida",
    "ferreira",
    "ribeiro",
    "carvalho",
    "rocha",
    "barros",
    "teixeira",
    "moura",
    "freitas",
    "dias",
    "nunes",
  ],
  fr: [
    "martin",
    "bernard",
    "dubois",
    "moreau",
    "laurent",
    "lefebvre",
    "roux",
    "fournier",
    "girard",
    "bonnet",
    "lambert",
    "fontaine",
    "mercier",
    "blanchard",
  ],
  de: [
    "mueller",
    "schmidt",
    "schneider",
    "fischer",
    "weber",
    "wagner",
    "becker",
    "hoffmann",
    "koch",
    "richter",
    "klein",
    "wolf",
    "braun",
    "krause",
  ],
};

const HOBBY = [
  "bakes",
  "eats",
  "runs",
  "lifts",
  "travels",
  "reads",
  "makes",
  "skin",
  "glow",
  "style",
  "fit",
  "cooks",
  "vibes",
  "journal",
  "diaries",
  "studio",
  "life",
  "daily",
  "world",
  "plants",
  "coffee",
  "trails",
  "films",
  "beats",
  "pix",
  "sketches",
  "knits",
  "rides",
  "climbs",
  "thrifts",
  "brews",
];
const MISC = [
  "sunny",
  "salty",
  "tiny",
  "wild",
  "quiet",
  "honey",
  "velvet",
  "cosmic",
  "lazy",
  "little",
  "golden",
  "misty",
  "urban",
  "paper",
  "maple",
  "sage",
  "coral",
  "lunar",
  "rusty",
  "minty",
  "cloudy",
  "peachy",
  "stormy",
  "dusty",
  "sleepy",
  "cozy",
];
const SPAMMY = [
  "promo",
  "growth",
  "boost",
  "followers",
  "trader",
  "fx",
  "crypto",
  "invest",
  "deals",
  "viral",
  "shoutout",
  "collab",
  "media",
  "agency",
];

function cleanHandle(handle: string): string {
  return handle
    .replace(/\.{2,}/g, ".")
    .replace(/^\.+|(?<!\.)\.+$/g, "")
    .slice(0, 30)
    .replace(/(?<!\.)\.+$/, "");
}

export function personHandle(r: Random, lang: DemoLanguage): string {
  const l: NameLang = lang === "und" ? "en" : lang;
  const first = r.pick(FIRST[l]);
  const last = r.pick(LAST[l]);
  const yy = String(r.int(84, 109) % 100).padStart(2, "0");
  const handle = r.weighted<() => string>([
    [() => `${first}.${last}`, 14],
    [() => `${first}_${last}`, 8],
    [() => `${first}${last}`, 8],
    [() => `${first}.${r.pick(HOBBY)}`, 8],
    [() => `${first}_${r.pick(HOBBY)}`, 5],
    [() => `${first}${r.int(2, 4) === 2 ? r.digits(2) : r.digits(3)}`, 7],
    [() => `${first}.${last}${yy}`, 5],
    [() => `${r.pick(MISC)}.${r.pick(HOBBY)}`, 6],
    [() => `${r.pick(MISC)}${first}`, 4],
    [() => `the${r.pick(MISC)}${r.pick(HOBBY)}`, 2],
    [() => `${first}.${last.charAt(0)}`, 6],
    [() => `_${first}${last}_`, 2],
    [() => `${first}__`, 1],
    [() => `x${first}x`, 1],
    [() => `${first}${last}.${yy}`, 3],
    [() => `its${first}`, 2],
    [() => `${first}.${r.pick(MISC)}`, 3],
  ])();
  return cleanHandle(handle);
}

/** Accounts that post spam: digits, "promo", "growth" and the like. */
export function botHandle(r: Random): string {
  const l = r.pick<NameLang>(["en", "en", "es", "pt"]);
  const first = r.pick(FIRST[l]);
  const last = r.pick(LAST[l]);
  return cleanHandle(
    r.weighted<() => string>([
      [() => `${first}${last}${r.digits(5)}`, 4],
      [() => `${r.pick(SPAMMY)}_${r.pick(SPAMMY)}_${r.digits(3)}`, 3],
      [() => `${first}.${r.pick(SPAMMY)}${r.digits(2)}`, 3],
      [() => `${r.pick(SPAMMY)}.${first}_`, 2],
      [() => `${first}_${r.digits(4)}_${r.pick(SPAMMY)}`, 2],
    ])(),
  );
}

const EMOJI = /\p{Extended_Pictographic}/u;
export function hasEmoji(text: string): boolean {
  return EMOJI.test(text);
}

export const POSITIVE_EMOJI = [
  "😍",
  "😍",
  "🔥",
  "🔥",
  "❤️",
  "❤️",
  "🙌",
  "✨",
  "🥹",
  "👏",
  "💯",
  "🤍",
  "💛",
  "🫶",
  "😊",
  "🥰",
  "😭",
];
export const NEGATIVE_EMOJI = ["😡", "👎", "😒", "😒", "🙄", "🙄", "😤", "😕", "😩", "🤦‍♀️"];
export const NEUTRAL_EMOJI = ["👀", "🤔", "🙏", "🙂"];

export interface VaryOptions {
  sentiment: DemoSentiment;
  lang: DemoLanguage;
  /** Extra emoji that suit the niche (🥖 for bread, 💪 for workouts …). */
  nicheEmoji: readonly string[];
  /** A variation is dropped when it changes this (planted keywords must survive). */
  invariant: (text: string) => unknown;
  /** Keep the text as written apart from case and emoji (e.g. entries that must stay exact). */
  light?: boolean;
}

const EN_SHORTHAND: Array<[RegExp, string]> = [
  [/\byou\b/g, "u"],
  [/\byour\b/g, "ur"],
  [/\bbecause\b/g, "bc"],
  [/\bplease\b/g, "pls"],
  [/\bthough\b/g, "tho"],
  [/\bgoing to\b/g, "gonna"],
  [/\bwant to\b/g, "wanna"],
  [/\bthanks\b/g, "thx"],
  [/\bto be honest\b/g, "tbh"],
  [/\bI don't know\b/g, "idk"],
];
const PT_SHORTHAND: Array<[RegExp, string]> = [
  [/\bvocê\b/g, "vc"],
  [/\bVocê\b/g, "Vc"],
  [/\bmuito\b/g, "mt"],
  [/\btambém\b/g, "tbm"],
  [/\bnão\b/g, "nao"],
  [/\bpor que\b/g, "pq"],
  [/\bporque\b/g, "pq"],
  [/\bbeleza\b/g, "blz"],
];
const ES_SHORTHAND: Array<[RegExp, string]> = [
  [/\bpor favor\b/g, "porfa"],
  [/\btambién\b/g, "tmb"],
  [/\bque\b/g, "q"],
  [/\bpor qué\b/g, "xq"],
  [/\bestoy\b/g, "toy"],
];

function stripAccents(text: string): string {
  // Keep ñ and ç: people drop acute accents far more often than those.
  return [...text]
    .map((ch) => (/[ñÑçÇ]/.test(ch) ? ch : ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "")))
    .join("");
}

const STRETCHY =
  /\b(so|omg|love|need|yes|good|cute|que|lindo|linda|amei|demais|trop|gorgeous|wow|please|pls|goals|obsessed|perfect|yum|lol|nice|beautiful|hermoso|incrível|top|bom|genial|wait|no|why)\b/i;

function stretch(r: Random, text: string): string {
  const m = STRETCHY.exec(text);
  if (!m || m.index === undefined) return text;
  const word = m[0];
  const lastVowel = Math.max(...[..."aeiouAEIOU"].map((v) => word.lastIndexOf(v)));
  const at = lastVowel >= 0 ? lastVowel : word.length - 1;
  const ch = word.charAt(at);
  const longer = word.slice(0, at + 1) + ch.repeat(r.int(2, 4)) + word.slice(at + 1);
  return text.slice(0, m.index) + longer + text.slice(m.index + word.length);
}

function typo(r: Random, text: string): string {
  const words = [...text.matchAll(/\p{L}{5,}/gu)];
  if (words.length === 0) return text;
  const w = r.pick(words);
  const word = w[0];
  const i = r.int(1, word.length - 3);
  const mangled = r.chance(0.6)
    ? word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2)
    : word.slice(0, i) + word.slice(i + 1);
  return text.slice(0, w.index) + mangled + text.slice((w.index ?? 0) + word.length);
}

function emojiTail(r: Random, o: VaryOptions): string {
  const pool =
    o.sentiment === "positive"
      ? [...POSITIVE_EMOJI, ...o.nicheEmoji, ...o.nicheEmoji]
      : o.sentiment === "negative"
        ? NEGATIVE_EMOJI
        : [...NEUTRAL_EMOJI, ...o.nicheEmoji.slice(0, 2)];
  // Disgust is strong: only now and then, for a complaint.
  const first = o.sentiment === "negative" && r.chance(0.04) ? "🤮" : r.pick(pool);
  const n = r.weighted([
    [1, 6],
    [2, 2],
    [3, 1.5],
  ]);
  let tail = first.repeat(n);
  if (n === 1 && r.chance(0.35)) tail += r.pick(pool);
  return (r.chance(0.7) ? " " : "") + tail;
}

/**
 * Applies a few irregularities at random: shorthand, stretched words, a typo, lower case,
 * dropped or doubled punctuation and trailing emoji. Every step keeps `invariant`.
 */
export function vary(r: Random, text: string, o: VaryOptions): string {
  const want = String(o.invariant(text));
  let t = text;
  const attempt = (next: string) => {
    if (String(o.invariant(next)) === want) t = next;
  };
  if (!o.light) {
    if (o.lang === "en" && r.chance(0.25)) {
      let s = t;
      for (const [re, to] of EN_SHORTHAND) s = s.replace(re, to);
      attempt(s);
    }
    if (o.lang === "pt" && r.chance(0.4)) {
      let s = t;
      for (const [re, to] of PT_SHORTHAND) if (r.chance(0.6)) s = s.replace(re, to);
      attempt(s);
    }
    if (o.lang === "es" && r.chance(0.25)) {
      let s = t;
      for (const [re, to] of ES_SHORTHAND) if (r.chance(0.5)) s = s.replace(re, to);
      attempt(s);
    }
    if ((o.lang === "es" || o.lang === "pt" || o.lang === "fr") && r.chance(0.22)) {
      attempt(stripAccents(t));
    }
    if (o.sentiment === "positive" && r.chance(0.16)) attempt(stretch(r, t));
    if (r.chance(0.06)) attempt(typo(r, t));
  }
  if (r.chance(0.42)) attempt(t.toLowerCase());
  if (/\.$/.test(t) && !/\.\.\.$/.test(t) && r.chance(0.7)) attempt(t.slice(0, -1));
  if (/!$/.test(t) && r.chance(0.3)) attempt(`${t}${"!".repeat(r.int(1, 3))}`);
  if (/\?$/.test(t) && r.chance(0.3)) attempt(`${t}${"?".repeat(r.int(1, 2))}`);
  const emojiChance = o.sentiment === "positive" ? 0.45 : o.sentiment === "negative" ? 0.28 : 0.12;
  if (!hasEmoji(t) && r.chance(emojiChance)) attempt(t + emojiTail(r, o));
  if (o.sentiment === "positive" && t.length < 26 && !/@/.test(t) && r.chance(0.05)) {
    attempt(t.toUpperCase());
  }
  return t;
}

type Lead = Record<NameLang, readonly string[]>;

// Lead-ins carry their own punctuation; a space always follows.
const OPENERS: Record<DemoSentiment, Lead> = {
  positive: {
    en: [
      "omg",
      "ok but",
      "honestly",
      "not gonna lie,",
      "wait",
      "girl",
      "literally",
      "ngl",
      "lowkey",
      "I swear",
      "ok",
      "ahh",
      "no because",
      "genuinely",
      "dude,",
      "bro",
      "omg omg",
      "ok wow",
    ],
    es: ["ay", "wow", "jajaja", "uff", "dios,", "oye", "la verdad", "posta", "amiga,"],
    pt: ["gente", "mds", "nossa", "aaah", "socorro", "sério,", "kkkk", "amiga,", "véi"],
    fr: ["oh là là", "franchement,", "wow", "ah", "sérieux,"],
    de: ["wow", "boah", "ehrlich,", "krass,"],
  },
  negative: {
    en: [
      "honestly",
      "ngl",
      "sorry but",
      "not gonna lie,",
      "idk,",
      "ugh",
      "hate to say it but",
      "tbh",
    ],
    es: ["la verdad", "ufff", "sinceramente,", "perdón pero", "ay no,"],
    pt: ["sinceramente,", "aff", "desculpa mas", "gente,", "poxa,"],
    fr: ["franchement,", "désolée mais", "bof,", "sérieusement,"],
    de: ["ehrlich gesagt,", "sorry, aber", "naja,", "leider"],
  },
  neutral: {
    en: ["hi!", "quick question,", "hey", "sorry if this was asked already,", "ok so", "hii"],
    es: ["hola!", "una pregunta,", "oye,", "holaa"],
    pt: ["oi!", "dúvida:", "gente,", "oii"],
    fr: ["coucou !", "petite question :", "salut,"],
    de: ["hallo!", "kurze Frage:", "hey,"],
  },
};

const CLOSERS: Record<DemoSentiment, Lead> = {
  positive: {
    en: ["love it", "thank you!!", "obsessed", "no notes", "love you"],
    es: ["gracias!!", "me encanta", "te amo"],
    pt: ["amei", "obrigada", "perfeito"],
    fr: ["merci !", "j'adore"],
    de: ["danke!", "top"],
  },
  negative: {
    en: ["just saying", "disappointed tbh", "do better", "not impressed"],
    es: ["qué decepción", "una pena"],
    pt: ["decepcionada", "que pena"],
    fr: ["dommage", "déçue"],
    de: ["schade", "enttäuscht"],
  },
  neutral: {
    en: ["thanks!", "thank you in advance", "🙏", "anyone?"],
    es: ["gracias!", "🙏"],
    pt: ["obrigada!", "🙏"],
    fr: ["merci !", "🙏"],
    de: ["danke!", "🙏"],
  },
};

/** Which tag a tail fits: praise gets praise, complaints get complaints, questions get thanks. */
const CLOSER_TAG: Record<DemoSentiment, string> = {
  positive: "praise",
  negative: "complaint",
  neutral: "question",
};

/**
 * Sometimes puts a lead-in ("ok but", "gente", "coucou !") in front or a short tail after, so a
 * bank entry rarely comes out twice in the same words.
 */
export function decorate(
  r: Random,
  text: string,
  lang: DemoLanguage,
  sentiment: DemoSentiment,
  tags: readonly string[],
): string {
  if (lang === "und" || !/\p{L}{3,}/u.test(text) || text.startsWith("@")) return text;
  let t = text;
  const open = sentiment === "positive" ? 0.28 : 0.18;
  const close = sentiment === "positive" ? 0.16 : 0.1;
  // "quick question," only fits a question.
  const canOpen = sentiment !== "neutral" || tags.includes("question");
  if (canOpen && r.chance(open)) {
    const lead = r.pick(OPENERS[sentiment][lang]);
    const rest = /^I\b|^[A-Z]{2,}/.test(t) ? t : t.charAt(0).toLowerCase() + t.slice(1);
    t = `${lead.charAt(0).toUpperCase()}${lead.slice(1)} ${rest}`;
  }
  // Tails suit short comments; a long sentence with "love it" tacked on reads generated.
  const tail = r.pick(CLOSERS[sentiment][lang]);
  const repeats = t.toLowerCase().includes(tail.toLowerCase().replace(/(?<![!.])[!.]+$/, ""));
  const fits = tags.includes(CLOSER_TAG[sentiment]) && t.length <= 45 && !hasEmoji(t);
  if (fits && !repeats && r.chance(close)) {
    if (/[.!?]$/.test(t)) t = `${t} ${tail}`;
    else t = sentiment === "negative" ? `${t}. ${tail}` : `${t}, ${tail}`;
  }
  return t;
}
