import { normaliseForCues } from "../cues/cue-data.js";
import { type CueReadable, cueIn, cueIndex, cuePattern, hasCue } from "../cues/cues.js";

/**
 * What a question is about, and what a complaint is about, in the languages the audience
 * writes in. The phrases are cue groups (`packages/analysis/cues`, each entry with its own
 * examples); this module only says which groups make which intent or theme. A question can
 * have more than one intent ("how much and where can I buy it?").
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

interface IntentRule {
  intent: QuestionIntent;
  /** The cue groups that ask for it: any one of them does. */
  groups: readonly string[];
  /** Finishes "N people asked …". */
  phrase: string;
}

const RULES: IntentRule[] = [
  { intent: "where_to_buy", groups: ["asks-where-to-buy"], phrase: "where to buy it" },
  { intent: "price", groups: ["asks-price", "price-words"], phrase: "about the price" },
  { intent: "recipe", groups: ["asks-recipe"], phrase: "for the recipe" },
  { intent: "size", groups: ["asks-size"], phrase: "about sizes" },
  { intent: "shipping", groups: ["shipping-words"], phrase: "about shipping" },
  { intent: "availability", groups: ["asks-availability"], phrase: "whether it is available" },
  { intent: "how_to", groups: ["asks-how-to"], phrase: "how to do it" },
  {
    intent: "product_details",
    groups: ["asks-product-details"],
    phrase: "which product or brand it is",
  },
  { intent: "location", groups: ["asks-location"], phrase: "where it is or where to stay" },
  { intent: "when", groups: ["asks-when"], phrase: "when it is coming" },
  { intent: "ordering", groups: ["asks-ordering"], phrase: "how to preorder or reserve" },
  {
    intent: "gluten_free",
    groups: ["diet-gluten"],
    phrase: "whether there is a gluten-free option",
  },
  { intent: "vegan", groups: ["diet-vegan"], phrase: "whether it is vegan or dairy-free" },
  { intent: "allergies", groups: ["diet-allergies"], phrase: "about allergies and other diets" },
];

/** Complaints grouped by what they are about, named for a sentence ("complaints about …"). */
const COMPLAINT_THEMES: ReadonlyArray<{
  theme: string;
  groups: readonly string[];
  /** Its words are a complaint by themselves ("ripped after a week", "so ugly"). */
  evident?: boolean;
}> = [
  { theme: "shipping and delivery", groups: ["shipping-words", "order-trouble"] },
  { theme: "the price", groups: ["price-words", "too-expensive"] },
  { theme: "sizing", groups: ["asks-size"] },
  { theme: "availability", groups: ["asks-availability"] },
  { theme: "the website and app", groups: ["site-broken"] },
  // Launches sold to bots and resold at a markup: a concern about how the creator sells.
  { theme: "resellers and bots", groups: ["resellers"] },
  { theme: "quality and durability", groups: ["defect"], evident: true },
  { theme: "the look", groups: ["looks-ugly"], evident: true },
  // Using someone's photo or art without naming them is a complaint about how the creator
  // posts, however kindly it is put.
  { theme: "crediting the photographer or artist", groups: ["credit-creator"], evident: true },
  { theme: "gluten-free options", groups: ["diet-gluten"] },
  { theme: "vegan and dairy-free options", groups: ["diet-vegan"] },
  { theme: "allergies and other diets", groups: ["diet-allergies"] },
];

const anyOf = (groups: readonly string[], comment: CueReadable) =>
  groups.some((g) => cueIn(g, comment));

/** What raises a complaint theme, to quote the words people used for it. */
export function complaintThemePattern(theme: string): RegExp | undefined {
  const groups = COMPLAINT_THEMES.find((t) => t.theme === theme)?.groups ?? [];
  const sources = groups.flatMap((g) => cuePattern(g)?.source ?? []);
  return sources.length > 0 ? new RegExp(sources.join("|"), "iu") : undefined;
}

/**
 * Themes whose words are a complaint by themselves ("ripped after a week", "so ugly"), when
 * not negated: found in comments whatever their overall tone.
 */
export function evidentComplaintThemes(comment: CueReadable): string[] {
  const found: string[] = [];
  for (const t of COMPLAINT_THEMES) {
    if (!t.evident) continue;
    for (const g of t.groups) {
      const at = cueIndex(g, comment.cueText);
      if (at >= 0 && !hasCue("negated-before", comment.cueText.slice(0, at))) {
        found.push(t.theme);
        break;
      }
    }
  }
  return found;
}

export function complaintThemes(comment: CueReadable): string[] {
  return COMPLAINT_THEMES.filter((t) => anyOf(t.groups, comment)).map((t) => t.theme);
}

export function questionIntents(comment: CueReadable): QuestionIntent[] {
  return RULES.filter((r) => anyOf(r.groups, comment)).map((r) => r.intent);
}

/** Whether a term is one of the words that ask for `intent` ("price" for the price). */
export function isIntentWord(intent: QuestionIntent, term: string): boolean {
  const t = normaliseForCues(term);
  return RULES.find((r) => r.intent === intent)?.groups.some((g) => hasCue(g, t)) ?? false;
}

export function intentPhrase(intent: QuestionIntent): string {
  return RULES.find((r) => r.intent === intent)?.phrase ?? intent;
}
