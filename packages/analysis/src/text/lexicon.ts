import { spaceSeparated, withoutAccents } from "./characters.js";
import { normalizeArabic } from "./tokenize.js";

/**
 * A small hand-written opinion lexicon for the words Instagram comments use most, in the
 * languages the model has little training text for. The trained model learns word weights
 * from data; this gives it a shared, language-independent signal ("this word is praise")
 * that carries over to languages and slang the training tweets barely cover.
 *
 * Keys are lower case, usually without accents (input is matched as written, then without
 * accents). A trailing "*" matches any ending ("gorgeous*" →
 * "gorgeously"); stems are at least 4 letters. Words that flip meaning between languages
 * ("mal" is "bad" in Spanish but "once" in German, "gift" is poison in German) are left out,
 * as are romanised Hindi words that are common words elsewhere ("acha" is Portuguese,
 * "ganda" Tagalog for beauty). Arabic keys are written as `normalizeArabic` leaves them, and
 * Arabic words are also tried without a leading و / ال / ب / ل / ف ("والجميل" → "جميل").
 */

const LEVELS: Array<[number, string]> = [
  [
    2,
    `
    love loved loving lovee luv lovely adore adorable amazing awesome beautiful gorgeous*
    stunning perfect perfection incredible fantastic fabulous wonderful brilliant excellent
    outstanding magnificent masterpiece obsessed iconic legend legendary queen king goat goals
    slay slayed slaying flawless breathtaking delicious yummy yum heavenly divine phenomenal
    superb best blessed grateful thankful favorite favourite fave fav great stunner terrific
    marvelous marvellous beautifull beautifu gorgeus amazin
    banger bangers goated no_notes fascin* magic* magisch
    encanta* encantó encanto amo amamos adoro hermos* precios* maravill* increible perfect*
    espectacular genial fantastic* bellisim* guapisim* divin* exquisit* riquisim* delicios*
    buenisim* chulisim* fenomenal excelente idola idolo reina maximo
    amei lind* maravilh* incrivel perfeit* delicia sensacional deusa gostos* apaixonad* diva musa
    rainha rei arrasou arrasa arrasando lacrou lacrando
    magnifique genial* merveill* superbe sublime parfait* adore* incroyable fabuleu* formidable
    excellent* splendide delicieu* trop_bien
    wunderschon wunderbar toll tolle geil* fantastisch perfekt* grossartig* großartig*
    beeindruckend*
    traumhaft herrlich* liebe lieben himmlisch lecker
    bellissim* stupend* meraviglios* perfett* magnific* strepitos* spettacolar* bravissim*
    ottim* fighissim* buonissim* squisit* incredibil* favolos*
    geweldig prachtig heerlijk schitterend
    keren mantap mantul cantik bagus luar_biasa sempurna enak ganteng
    harika* muhtesem* mukemmel* efsane bayildim bayıldım sahane* muthis* enfes seviyorum kral
    احب احبك احبه احبها بحب نحب حبيبي حبيبتي رائع* روعه جميل* اجمل احلي حلو حلوه ممتاز* مبدع*
    ابداع عظيم* مذهل* خرافي* تحفه فخم* يجنن يهبل افضل الافضل مميز* اسطوره عبقري*
    badhiya badiya zabardast jabardast shandaar shandar behtareen lajawab pyaar pyar sundar
    khoobsurat khubsurat kamaal
    शानदार जबरदस्त ज़बरदस्त बढ़िया सुंदर खूबसूरत प्यार लाजवाब बेहतरीन कमाल
    `,
  ],
  [
    1,
    `
    good nice cool cute liked enjoy enjoyed fun happy glad fresh sweet wow yay congrats
    congratulations bravo thank thanks thx ty recommend helpful useful inspiring inspiration
    inspired motivation motivating proud beauty gem vibe vibes clean elegant classy stylish
    lit dope tasty smooth comfy cozy solid worth impressive impressed interesting support
    supporting underrated elite on_repeat need_this badass flames
    bueno buena buenos buenas bonit* guap* rico rica chido chida chevere gracias felicidades
    felicitaciones gusta gustan feliz bien mola mejor
    bom boa bons boas legal fofo fofa obrigad* parabens gostei gosto curti top
    bon bonne beau belle jolie joli sympa merci felicitations heureu* aime aimé
    gut gute guter gutes schön schöne schöner schönes hübsch super danke glückwunsch
    glücklich nett lieb klasse stark spitze gefällt gefallt
    buono buona bello bella carino carina grazie complimenti auguri felice brava piace
    piacciono piaciuto piaciuta
    simpatic* gustoso
    mooi leuk goed lekker
    baik suka terima_kasih makasih selamat lucu
    guzel* helal tebrik* tesekkur* gurur* basari* basarı* sevdim iyi tatli tatlı hayran* masallah adamsin adamsın
    شكرا مشكور* الحمدلله مبروك سعيد* سعاده فرحان* فرحه جيد* لطيف* بالتوفيق موفق* يسلم* تسلم*
    نجاح
    accha achha achcha acchi achhi khush khushi shukriya dhanyavad dhanyawad badhai mubarak
    pasand
    अच्छा अच्छी अच्छे खुश खुशी धन्यवाद शुक्रिया बधाई पसंद
    `,
  ],
  [
    -1,
    `
    bad boring bored meh sad sorry disappoint* overpriced expensive pricey fake wrong annoying
    annoyed tired weird poor lame difficult problem issue issues broken slow confused
    confusing unfortunately sadly worse nope dislike unhappy upset angry concerned worried
    fail failed failure waste overrated bland greasy soggy cringe sucks suck sucked refund
    shame
    malo mala feo fea triste aburrido aburrida peor decepcion* problema lento falso rara raro
    ruim chato chata feio feia pior fraco burro
    mauvais mauvaise nul nulle decevant* decu* pire probleme lent moche
    schlecht schlechte langweilig traurig teuer enttausch* problem langsam schade
    brutto brutta noioso noiosa peggio deludent* delus*
    slecht saai duur jammer
    jelek buruk mahal sedih kecewa lambat
    kotu uzgun pahali pahalı yazik yazık maalesef begenmedim sevmedim sogudum sacma yuh
    حزين* حزن للاسف مشكله ضعيف* ممل* غالي تعبان زعلان مؤسف خساره فشل غلط مزعج* سيء سيئ سيئه
    بطيء مخيب*
    bura buri kharab kharaab dukh dukhi udaas galat gussa afsos
    बुरा बुरी खराब दुख दुखी उदास गलत गुस्सा अफसोस
    `,
  ],
  [
    -2,
    `
    hate hated hating hates worst terrible horrible awful disgusting disgust gross nasty ugly
    scam scammer scammers fraud liar trash garbage rubbish pathetic ridiculous stupid idiot
    useless horrendous disaster disgrace shameful unacceptable toxic racist rude never_again
    ripoff ew eww yuck
    odio horrendo horrenda asco asqueroso asquerosa basura estafa estafador* pesimo pesima
    verguenza ridiculo ridicula estupido estupida idiota fatal
    odeio horrivel horroroso nojo nojento nojenta lixo golpe golpista pessimo pessima vergonha
    porcaria merda bosta
    deteste degueulasse arnaque arnaqueur nulissime honte ridicule stupide merde
    hasse hasslich furchtbar schrecklich ekelhaft ekel betrug betruger abzocke mull scheisse
    scheiss scheiß scheiße peinlich lacherlich dumm katastrophe
    orribile schifo schifoso schifosa truffa truffatore vergogna ridicolo ridicola stupido
    stupida
    haat vreselijk verschrikkelijk oplichter
    benci jijik sampah penipu bodoh tolol goblok najis
    berbat rezalet rezil igrenc salak aptal nefret
    اكره اكرهك كره قبيح* زفت تافه* حقير* غبي* فاشل* كذاب* مقرف* وسخ خايس اسوا اسوء لعنه ظالم*
    قذر* كارثه فضيحه
    bakwas bakwaas ghatiya bewakoof bekaar nafrat faltu sharam
    बकवास घटिया गंदा गंदी बेकार नफरत शर्मनाक बेवकूफ
    `,
  ],
];
const exact = new Map<string, number>();
/** First words of two-word entries, so most word pairs are rejected with one Set lookup. */
const phraseStarts = new Set<string>();
const stems = new Map<string, number>();
let minStem = 99;
let maxStem = 0;

for (const [score, list] of LEVELS) {
  for (const entry of spaceSeparated(list)) {
    const word = normalizeArabic(entry.replaceAll("_", " "));
    if (word.endsWith("*")) {
      const stem = word.slice(0, -1);
      stems.set(stem, score);
      minStem = Math.min(minStem, stem.length);
      maxStem = Math.max(maxStem, stem.length);
    } else {
      exact.set(word, score);
      const space = word.indexOf(" ");
      if (space > 0) phraseStarts.add(word.slice(0, space));
    }
  }
}

const cache = new Map<string, number>();

/**
 * Prior opinion of a lower-cased word: -2..2, or 0 when unknown. Elongated words are tried
 * with their letters squeezed ("amooo" → "amo"), so the caller passes `squeezed` as well.
 */
export function lexiconScore(word: string, squeezed?: string): number {
  const score = cachedLookup(word);
  // The cache holds each form's own score, so a word reads the same whichever form of it
  // came first ("boom" after "booom" is still "boom").
  return score === 0 && squeezed && squeezed !== word ? cachedLookup(squeezed) : score;
}

function cachedLookup(word: string): number {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const score = lookupFolded(word);
  if (cache.size > 100_000) cache.clear();
  cache.set(word, score);
  return score;
}

/** Accented keys ("schön") match only as written, so "schon" (already) is not praise. */
function lookupFolded(w: string): number {
  const direct = lookup(w);
  if (direct !== 0) return direct;
  const folded = withoutAccents(w);
  return folded === w ? 0 : lookup(folded);
}

function lookup(w: string): number {
  const e = exact.get(w);
  if (e !== undefined) return e;
  for (let k = Math.min(w.length, maxStem); k >= minStem; k--) {
    const s = stems.get(w.slice(0, k));
    if (s !== undefined) return s;
  }
  const first = w.charCodeAt(0);
  if (first >= 0x600 && first <= 0x6ff) {
    for (const prefix of ARABIC_PREFIXES) {
      if (w.length - prefix.length >= 3 && w.startsWith(prefix)) {
        const rest = lookupArabicStem(w.slice(prefix.length));
        if (rest !== 0) return rest;
      }
    }
  }
  return 0;
}

/** Conjunctions, prepositions and the article that Arabic writes onto the word, longest first. */
const ARABIC_PREFIXES = ["وال", "بال", "فال", "كال", "لل", "ال", "و", "ب", "ف", "ل"];

function lookupArabicStem(w: string): number {
  const e = exact.get(w);
  if (e !== undefined) return e;
  for (let k = Math.min(w.length, maxStem); k >= minStem; k--) {
    const s = stems.get(w.slice(0, k));
    if (s !== undefined) return s;
  }
  return 0;
}

/** Two-word entries ("me gusta", "never again"), looked up on adjacent words. */
export function phraseScore(first: string, second: string): number {
  if (!phraseStarts.has(first) && !phraseStarts.has(withoutAccents(first))) return 0;
  return (
    exact.get(`${first} ${second}`) ??
    exact.get(`${withoutAccents(first)} ${withoutAccents(second)}`) ??
    0
  );
}
