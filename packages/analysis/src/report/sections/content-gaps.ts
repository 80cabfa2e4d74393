import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { plural } from "../format.js";
import { example, insight } from "../insight.js";
import { intentPhrase, type QuestionIntent } from "../intents.js";
import { compact, pushTo } from "../lists.js";
import type { Row } from "../rows.js";
import { findTopics, mentionTail } from "../topics.js";

/** Questions grouped by what they ask ("price", "recipe"), biggest group first. */
export type IntentGroups = Array<[intent: QuestionIntent, questions: Row[]]>;

export function questionIntentGroups(ctx: ReportContext): IntentGroups {
  const byIntent = new Map<QuestionIntent, Row[]>();
  for (const q of ctx.questions) for (const intent of q.intents) pushTo(byIntent, intent, q);
  return [...byIntent.entries()].sort((a, b) => b[1].length - a[1].length);
}

/** Content gaps: what people ask, by intent and then by topic. */
export function contentGaps(ctx: ReportContext, intentGroups: IntentGroups): Insight[] {
  const { questions, peopleIn, openTail } = ctx;
  const gaps = compact(
    intentGroups
      .slice(0, 6)
      .map(([intent, qs]) =>
        insight(
          `${plural(peopleIn(qs), "person", "people")} asked ${intentPhrase(intent)}${openTail(qs)}${mentionTail(qs, ctx.scope)}`,
          qs,
        ),
      ),
  );

  // Topics people ask about beyond the usual intents ("is it worth upgrading from the Buds 1?").
  // Small posts have few questions: two people asking the same thing is already a pattern.
  const questionSet = new Set(questions);
  const minAskers = ctx.smallPost ? 2 : 3;
  const topics = findTopics(questions, ctx.termIndex, ctx.labels, ctx.people, (r) =>
    questionSet.has(r),
  );
  for (const t of topics.slice(0, 4)) {
    if (ctx.scope.isOwnName(t.term) || peopleIn(t.rows) < minAskers || gaps.length >= 8) continue;
    gaps.push(
      insight(
        `${plural(peopleIn(t.rows), "person", "people")} asked about “${t.label}”${openTail(t.rows)}${example(t.rows)}`,
        t.rows,
      ) as Insight,
    );
  }
  return gaps;
}
