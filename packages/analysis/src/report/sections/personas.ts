import type { Persona } from "@commentlens/shared";
import { cueIn } from "../../cues/cues.js";
import { isMourning } from "../../thread/post-context.js";
import type { ReportContext } from "../context.js";
import { languageName, percentOf, plural } from "../format.js";
import { EVIDENCE_LIMIT } from "../insight.js";
import { compact, pushTo, share } from "../lists.js";
import { has, isPositiveRow, type Row, TAG_BIT, topRanked } from "../rows.js";

/**
 * The persona of one commenter, from what they did across all their comments (the first rule
 * that fits): not a renamed sentiment bucket. Criticism is read from each comment's stance.
 */
function personaOf(list: Row[], grief: boolean): string {
  let sum = 0;
  let bits = 0;
  let allGiveaway = true;
  let expert = false;
  let asksToBuy = false;
  let atCommenters = 0;
  let criticOfCreator = false;
  let attacks = false;
  let mourns = false;
  for (const r of list) {
    sum += r.analysis.score;
    bits |= r.tags;
    if (!has(r, "giveaway_entry")) allGiveaway = false;
    if (!expert) expert = cueIn("professional", r.record);
    for (const i of r.intents) if (i === "where_to_buy" || i === "price") asksToBuy = true;
    if (r.comment.parentId !== null && r.analysis.target === "commenter") atCommenters++;
    // Under a post that mourns someone, sorrow is not criticism.
    if (grief && isMourning(r.record)) mourns = true;
    else if (r.stance === "attack") {
      attacks = true;
      if (r.analysis.target === "creator") criticOfCreator = true;
    }
  }
  const avg = sum / list.length;
  if (allGiveaway) return "Giveaway Entrants";
  if ((bits & TAG_BIT.toxic) !== 0) return "Trolls";
  if (expert) return "Professionals & Experts";
  // Most of what they wrote answers other commenters, with some heat.
  if (atCommenters >= 2 && atCommenters * 2 >= list.length && avg < 0.15) return "Debaters";
  if (mourns) return "Mourners";
  // A fan who also attacks someone (the account, a featured person, another commenter) is no
  // superfan of the post.
  if (list.length >= 2 && avg > 0.15 && !attacks) return "Superfans";
  if (criticOfCreator) return "Brand Critics";
  if ((bits & TAG_BIT.purchase_intent) !== 0 || asksToBuy) return "Shoppers";
  if ((bits & TAG_BIT.question) !== 0) return "Question Askers";
  if ((bits & TAG_BIT.friend_tag) !== 0) return "Friends Sharing";
  if (list.length >= 2) return "Engaged Regulars";
  return avg > 0.15 ? "Casual Fans" : "New & Casual Viewers";
}

/** Below this many active commenters, one commenter is a big enough share to be a persona. */
const FEW_COMMENTERS = 20;

/**
 * Personas: each active commenter in one group, by what they did. Among many commenters a
 * group of one is one person, not a kind of audience, and is left out: the shares shown then
 * add up to less than 100.
 */
export function audiencePersonas(ctx: ReportContext, active: Row[][]): Persona[] {
  const groups = new Map<string, Row[][]>();
  for (const list of active) pushTo(groups, personaOf(list, ctx.post.grief), list);
  const personas: Persona[] = [...groups.entries()]
    .filter(([, lists]) => lists.length >= 2 || active.length < FEW_COMMENTERS)
    .map(([type, lists]) => {
      const members = lists.flat();
      const langs = new Map<string, number>();
      let likes = 0;
      for (const r of members) {
        langs.set(r.analysis.lang, (langs.get(r.analysis.lang) ?? 0) + 1);
        likes += r.comment.likes ?? 0;
      }
      let topLang = "und";
      let topLangCount = 0;
      for (const [lang, n] of langs) {
        if (n > topLangCount) {
          topLang = lang;
          topLangCount = n;
        }
      }
      const characteristics = compact([
        `${plural(lists.length, "commenter")}, ${plural(members.length, "comment")}`,
        topLang !== "und"
          ? `${Math.round(percentOf(topLangCount, members.length))}% write in ${languageName(topLang)}`
          : undefined,
        ctx.withLikes
          ? `${(likes / members.length).toFixed(1)} likes per comment on average`
          : undefined,
        `${Math.round(share(members, isPositiveRow) * 100)}% of their comments are positive`,
      ]);
      return {
        type,
        percentage: percentOf(lists.length, active.length),
        characteristics,
        evidence: topRanked(members, EVIDENCE_LIMIT).map((r) => r.comment.id),
        support: members.length,
      };
    })
    .sort((a, b) => b.percentage - a.percentage || (a.type < b.type ? -1 : 1));
  // Rounding each share to one decimal can overshoot 100 by a hair; trim the largest.
  const overshoot = Math.round((personas.reduce((a, p) => a + p.percentage, 0) - 100) * 10) / 10;
  if (overshoot > 0 && personas[0])
    personas[0].percentage = Math.round((personas[0].percentage - overshoot) * 10) / 10;
  return personas;
}
