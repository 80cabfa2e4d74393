import type { ProfileInsights, ProfileMetrics } from "@commentlens/shared";
import type { Context } from "../context.js";
import { bestFormat } from "./best-format.js";
import { buying } from "./buying.js";
import { captionQuestion } from "./caption-question.js";
import { criticalPosts } from "./critical-posts.js";
import { friendTags } from "./friend-tags.js";
import type { RecList, RecommendationKind } from "./kind.js";
import { openQuestions } from "./open-questions.js";
import { publishTime } from "./publish-time.js";
import { regulars } from "./regulars.js";
import { secondLanguage } from "./second-language.js";
import { wantedTheme } from "./wanted-theme.js";

/**
 * The Strategy tab: each recommendation rests on the posts and comments that call for it,
 * and none is given where the data does not call for one. Each kind is its own module; the
 * open questions come first, since later kinds leave out what they already cover.
 */

/** The kinds after the open questions, in the order their recommendations are listed. */
const KINDS: readonly RecommendationKind[] = [
  criticalPosts,
  wantedTheme,
  bestFormat,
  captionQuestion,
  publishTime,
  regulars,
  friendTags,
  secondLanguage,
  buying,
];

export function recommendations(
  ctx: Context,
  metrics: ProfileMetrics,
): ProfileInsights["recommendations"] {
  const n = ctx.entries.length;
  const open = openQuestions(ctx);
  const earlier = { metrics, covered: open.covered, usedKeys: open.usedKeys };
  const recs = [...open.recs, ...KINDS.flatMap((kind) => kind(ctx, earlier))];

  const primary = [...recs].sort((a, b) => a.priority - b.priority)[0];
  const pick = (list: RecList) =>
    recs.filter((r) => r.list === list && r !== primary).map((r) => r.item);
  return {
    primary_recommendation: primary
      ? primary.item
      : {
          text:
            n === 0
              ? "No post could be analysed, so there is nothing to recommend yet."
              : "Nothing in these posts' comments calls for a change: no open questions, no post taken badly, no format or publication time clearly ahead.",
          post_shortcodes: ctx.entries.map((e) => e.shortcode),
          comment_ids: [],
          support: n,
        },
    content_optimization: pick("content_optimization"),
    audience_growth: pick("audience_growth"),
    engagement_improvement: pick("engagement_improvement"),
    monetization_opportunities: pick("monetization_opportunities"),
  };
}
