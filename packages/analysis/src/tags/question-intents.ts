import { normaliseForCues } from "../cues/cue-data.js";
import { type CueReadable, cueIn, hasCue } from "../cues/cues.js";
import { onlyEchoesPost } from "./echo-question.js";

/**
 * What a question asks for, in the languages the audience writes in. The phrases are cue
 * groups (`packages/analysis/cues`, each entry with its own examples); this module only says
 * which groups make which intent. A question can have more than one intent ("how much and
 * where can I buy it?").
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

const anyOf = (groups: readonly string[], comment: CueReadable) =>
  groups.some((g) => cueIn(g, comment));

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

/**
 * A "question" that waits on no answer from the account: one that only sends the caption's
 * words back ("Master trainer?" under a post that names one), or a complaint put as a question
 * that asks for nothing in particular ("what is the point of…?", "where were you?"), where a
 * price, a size, a date or how to order would be something to answer. Pain is the writer's own
 * trouble, not a complaint at anyone: "can I do this with a bad knee?" waits for an answer.
 */
export function asksForNothing(comment: CueReadable, complaint: boolean, caption: string): boolean {
  if (onlyEchoesPost(comment.text, caption)) return true;
  return complaint && !cueIn("pain", comment) && questionIntents(comment).length === 0;
}
