import { type CueReadable, cueIn, cueIndex, cuePattern, hasCue } from "../cues/cues.js";

/**
 * What a complaint is about, in the languages the audience writes in. The phrases are cue
 * groups (`packages/analysis/cues`, each entry with its own examples); this module only says
 * which groups make which theme. (What a question asks for: `tags/question-intents.ts`.)
 */

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
