/**
 * What a question is about, in the languages the audience writes in. A question can have
 * more than one intent ("how much and where can I buy it?").
 */

export type QuestionIntent =
  | "where_to_buy"
  | "price"
  | "recipe"
  | "size"
  | "shipping"
  | "availability"
  | "how_to"
  | "product_details"
  | "location"
  | "when"
  | "ordering"
  | "gluten_free"
  | "vegan"
  | "allergies";

/** Diets and allergies, which food audiences ask about and miss. */
const GLUTEN = /gluten|gl[uú]ten|c(o)?eliac|cel[ií]ac/i;
const VEGAN =
  /\bvegan|vegetarian|plant[- ]based|dairy[- ]free|lactos|\bvegan[oa]s?\b|v[ée]g[ée]tal|vegetarian[oa]|vegetariano|sin l[aá]cteos|sem leite/i;
const ALLERGIES =
  /allerg|alerg|nut[- ]free|\bnuts?\b|peanut|\bhalal\b|\bkosher\b|sugar[- ]free|sin az[uú]car|sem a[cç][uú]car/i;

interface IntentRule {
  intent: QuestionIntent;
  pattern: RegExp;
  /** Finishes "N people asked …". */
  phrase: string;
}

const RULES: IntentRule[] = [
  {
    intent: "where_to_buy",
    pattern:
      /\bwhere\b.{0,25}\b(buy|get|find|order|purchase)\b|\bhow (do|can|could) (i|we|you) (get|buy|order|purchase|cop)\b|\blink\b|\bwhere\b.{0,10}\bfrom\b|d[oó]nde.{0,20}(compr|consig|encuentr|venden|pedir)|\bonde\b.{0,20}(compr|encontr|vende|acho)|o[uù]\b.{0,20}(acheter|trouver|commander)|\bwo\b.{0,25}(kaufen|bekomm|bestell|gibt)|\bdove\b.{0,20}(compr|trov|prend)/i,
    phrase: "where to buy it",
  },
  {
    intent: "price",
    pattern:
      /how much|\bprice|\bcost|\bprecio|cu[aá]nto (cuesta|vale|sale|cobra)|quanto (custa|cust|é|e|costa)|\bpre[cç]o|combien|\bprix|wie ?viel|\bpreis|\bprezzo/i,
    phrase: "about the price",
  },
  {
    intent: "recipe",
    pattern: /recipe|\breceta|\breceita|recette|rezept|ricetta/i,
    phrase: "for the recipe",
  },
  {
    intent: "size",
    pattern:
      /\bsize|sizing|\btalla|tamanho|\btaille|gr[oö](ß|ss)e|\btaglia|true to size|runs? (small|big|large)/i,
    phrase: "about sizes",
  },
  {
    intent: "shipping",
    pattern:
      /\bship|deliver|env[ií]o|\benv[ií]an|entrega|livraison|livrez|versand|liefer|spedi|spediz/i,
    phrase: "about shipping",
  },
  {
    intent: "availability",
    pattern:
      /restock|back in stock|sold out|in stock|available|disponible|dispon[ií]vel|esgotad|agotad|verf[uü]gbar|disponibile/i,
    phrase: "whether it is available",
  },
  {
    intent: "how_to",
    pattern:
      /how (do|did|can|to|does)\b(?! (i|we|you) (get|buy|order|purchase|cop)\b)|tutorial|step by step|c[oó]mo (lo |la )?(hiciste|haces|se hace|hago)|como (voc[eê] )?(fez|faz|fa[cç]o)|comment (tu )?(as fait|fais|faire)|wie (hast du|macht man|geht)|come (hai fatto|si fa)/i,
    phrase: "how to do it",
  },
  {
    intent: "product_details",
    pattern:
      /what (brand|product|shade|color|colour|camera|lens|song|app|filter|preset|shoes|dress)|which (brand|product|shade|one|camera|lens)|qu[eé] (marca|producto|tono|color)|qual (marca|produto|cor|tom)|quelle (marque|teinte)|welche (marke|farbe)|che (marca|colore)/i,
    phrase: "which product or brand it is",
  },
  {
    intent: "location",
    pattern:
      /where (is|was) (this|that|it)|where did (you|u) (stay|go|eat|sleep)|which (hotel|hostel|beach|place|restaurant|caf[eé])|what (hotel|hostel|beach|place|restaurant)|name of the (hotel|place|restaurant|beach)|\blocation\b|d[oó]nde (es|queda|est[aá]|te (quedaste|hospedaste))|qu[eé] (hotel|hostal|playa|lugar)|c[oó]mo se llama (el|la) (hotel|hostal|lugar|posada|playa)|onde (fica|[eé] isso|voc[eê] (ficou|se hospedou))|qual (hotel|pousada|praia)|o[uù] (est|se trouve|as-tu dormi)|quel h[oô]tel|wo (ist|war) das|welches hotel|dove (si trova|hai dormito)|quale hotel/i,
    phrase: "where it is or where to stay",
  },
  {
    intent: "when",
    pattern: /\bwhen\b|cu[aá]ndo|\bquando\b|\bquand\b|\bwann\b/i,
    phrase: "when it is coming",
  },
  {
    intent: "ordering",
    pattern:
      /pre-?order|\breserv(e|ing|ation)|\bhold (a|one|some|two|me)\b|\bbook (a|one|me)\b|encomend|reservar|apartar|pr[ée]command|r[ée]serv(er|ez|ation)|vorbestell|reservier|prenot/i,
    phrase: "how to preorder or reserve",
  },
  { intent: "gluten_free", pattern: GLUTEN, phrase: "whether there is a gluten-free option" },
  { intent: "vegan", pattern: VEGAN, phrase: "whether it is vegan or dairy-free" },
  { intent: "allergies", pattern: ALLERGIES, phrase: "about allergies and other diets" },
];

/** Complaints grouped by what they are about, named for a sentence ("complaints about …"). */
const COMPLAINT_THEMES: Array<{ theme: string; pattern: RegExp; evident?: boolean }> = [
  {
    theme: "shipping and delivery",
    // Shipping words, and orders or parcels that are late, lost or wrong.
    pattern:
      /\bship|deliver|env[ií]o|\benv[ií]an|entrega|livraison|livrez|versand|liefer|spedi|spediz|\border(s|ed)?\b|\bpackage|\bparcel|tracking|arriv|\bpedido|paquete|rastre|aduana|\blleg[oóa]\b|encomenda|chegou|\bcolis\b|\bsuivi\b|bestellung|\bpaket|sendung|\bordine|\bpacco/i,
  },
  {
    theme: "the price",
    // Spanish "cara" is expensive only after "muy", "es", "qué"…: "la cara" is the face.
    pattern:
      /\bprice|expensive|overpriced|pricey|\bcost|\$\s?\d|€\s?\d|\d\s?€|\bcaro\b|(?:muy|tan|es|est[aá]|son|qu[eé]|demasiado|super|bastante|m[aá]s|algo|mega|re) caras?\b|\bcaros\b|precio|pre[cç]o|\bcher\b|\bch[eè]re|prix|teuer|preis|costoso|prezzo/i,
  },
  { theme: "sizing", pattern: RULES.find((r) => r.intent === "size")?.pattern ?? /$^/ },
  {
    theme: "availability",
    pattern: RULES.find((r) => r.intent === "availability")?.pattern ?? /$^/,
  },
  {
    theme: "the website and app",
    // Launch-day failures: a link, page or app that does not work, a checkout that fails.
    pattern:
      /\b(links?|site|website|web|app|page|p[aá]gina|sitio|aplicaci[oó]n|aplicativo|seite|webseite|checkout|payment|server|servers)\b[^.!?]{0,30}(\b(doesn'?t|does not|don'?t|won'?t|isn'?t|not|never|can'?t)\b[^.!?]{0,12}\b(work|load|open)|\bno (funciona|carga)|\bn[aã]o (funciona|carrega)|\bne (marche|fonctionne) pas|\bfunktioniert nicht|\bnon funziona)|\b(crash(ed|es|ing)|glitch(ed|es|ing|y)?|bugg(y|ed)|error processing|not loading|won'?t load|payment (failed|declined|invalid)|checkout (failed|error)|(site|app) (is )?down)\b|\b(not|won'?t|doesn'?t|wouldn'?t|isn'?t) (let(ting)?|allow(ing)?) (me|us) (to )?(add|buy|check ?out|purchase|order|pay|log ?in|sign ?in)\b/i,
  },
  {
    theme: "resellers and bots",
    // Launches sold to bots and resold at a markup: a concern about how the creator sells.
    pattern:
      /\bresell(ers?|ing)?\b|\bresale\b|\bscalp(ers?|ing|ed)?\b|\bbots?\b|\bebay\b|\bstock ?x\b|\bmark(ed)?[- ]?ups?\b|\breventa\b|\brevend(edor(es)?|edores|er)\b|\brevente\b|\bwiederverk[äa]ufer/i,
  },
  {
    theme: "quality and durability",
    // A defect reported is a complaint, however warm the rest of the comment is.
    evident: true,
    pattern:
      /\b(ripped|torn|tore (up|apart)|start(ed|ing)? to tear|tearing (up|apart|at|on)|fell apart|falls? apart|falling apart|broke (down|apart|after)|cheaply made|poor quality|bad quality|low quality|worn out|wore out|peel(s|ed|ing)|cracked|cracking|holes? in(?! one)|quality control)\b|\b(calidad|qualidade|qualit[ée]|qualit[äa]t|qualit[àa])\b/i,
  },
  {
    theme: "the look",
    evident: true,
    pattern:
      /\b(ugly|ugliest|uglier|hideous|fugly|gross|cringe|cringy|cringey|tacky|an eyesore|feo|feos|fea|feas|feio|feios|feia|moche|h[äa]sslich|brutt[oi])\b/i,
  },
  {
    theme: "crediting the photographer or artist",
    // Using someone's photo or art without naming them: a request to credit them is a
    // complaint about how the creator posts, however kindly it is put.
    evident: true,
    pattern:
      /\bphoto ?credits?\b|\b(credit|crediting|credited|tag|tagging|tagged|mention|mentioning)( to)? (the |your |ur |his |her |their |original )?(photographer|photog|artist|creator|videographer|shooter|illustrator|designer)s?\b|\b(photographer|photog|artist|creator|videographer|illustrator)s? (should|needs? to|deserves? to|must|has to) be (tagged|credited|mentioned|named)\b|\b(no|without|zero|any|proper) (photo )?credit\b(?! card)|\b(didn'?t|did not|don'?t|doesn'?t|never|forgot to|failed to|refuse to) (even )?(credit|tag)\b(?! (me|us)\b| (you|u) back\b)|\buncredited\b|\bst(ole|ealing|eal) (this |the |his |her |their |other people'?s )?(photos?|pics?|pictures?|images?|shots?|work|art|content)\b/i,
  },
  { theme: "gluten-free options", pattern: GLUTEN },
  { theme: "vegan and dairy-free options", pattern: VEGAN },
  { theme: "allergies and other diets", pattern: ALLERGIES },
];

/** What raises a complaint theme, to show the words people used for it. */
export function complaintThemePattern(theme: string): RegExp | undefined {
  return COMPLAINT_THEMES.find((t) => t.theme === theme)?.pattern;
}

/** A negation just before a cue: "never fell apart", "not ugly at all". */
const NEGATED_BEFORE =
  /\b(not|never|no|isn'?t|aren'?t|wasn'?t|weren'?t|don'?t|doesn'?t|didn'?t|won'?t|hasn'?t|haven'?t|nothing|nada|nunca|jamais|nie|kein\w*)\b[^.!?,]{0,12}$/iu;

/**
 * Themes whose words are a complaint by themselves ("ripped after a week", "so ugly"), when
 * not negated: found in comments whatever their overall tone.
 */
export function evidentComplaintThemes(text: string): string[] {
  const found: string[] = [];
  for (const t of COMPLAINT_THEMES) {
    if (!t.evident) continue;
    const m = t.pattern.exec(text);
    if (m && !NEGATED_BEFORE.test(text.slice(0, m.index))) found.push(t.theme);
  }
  return found;
}

export function complaintThemes(text: string): string[] {
  return COMPLAINT_THEMES.filter((t) => t.pattern.test(text)).map((t) => t.theme);
}

export function questionIntents(text: string): QuestionIntent[] {
  return RULES.filter((r) => r.pattern.test(text)).map((r) => r.intent);
}

/** Whether a term is one of the words that ask for `intent` ("price" for the price). */
export function isIntentWord(intent: QuestionIntent, term: string): boolean {
  return RULES.find((r) => r.intent === intent)?.pattern.test(term) ?? false;
}

export function intentPhrase(intent: QuestionIntent): string {
  return RULES.find((r) => r.intent === intent)?.phrase ?? intent;
}
