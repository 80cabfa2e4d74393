import type { Insight } from "@commentlens/shared";
import { intentPhrase, isIntentWord, type QuestionIntent } from "../../tags/question-intents.js";
import type { ReportContext } from "../context.js";
import { insight, quoteOf } from "../insight.js";
import { compact, pushTo } from "../lists.js";
import { type RequestGroup, requestGroups } from "../requests.js";
import { has, type Row } from "../rows.js";
import { attacksFeatured } from "../stance.js";
import { findTopics, topicMentions } from "../topics.js";

/** Questions grouped by what they ask ("price", "recipe"), biggest group first. */
export type IntentGroups = Array<[intent: QuestionIntent, questions: Row[]]>;

export function questionIntentGroups(ctx: ReportContext): IntentGroups {
  const byIntent = new Map<QuestionIntent, Row[]>();
  for (const q of ctx.questions) for (const intent of q.intents) pushTo(byIntent, intent, q);
  // On a large post one person's question is a question to answer (the unanswered list has
  // it), not yet a gap in the content.
  const minimum = ctx.smallPost ? 1 : 2;
  return [...byIntent.entries()]
    .filter(([, qs]) => ctx.peopleIn(qs) >= minimum)
    .sort((a, b) => b[1].length - a[1].length);
}

/**
 * Content gaps: what people ask for. First what they ask the creator to make or change, then
 * their questions by intent and then by topic.
 */
export function contentGaps(ctx: ReportContext, intentGroups: IntentGroups): Insight[] {
  const { questions, peopleIn, openPeople } = ctx;
  const gaps = requestedGaps(ctx);
  gaps.push(
    ...compact(
      intentGroups.slice(0, 6).map(([intent, qs]) =>
        insight(
          {
            kind: "asked-intent",
            phrase: intentPhrase(intent),
            figures: { people: peopleIn(qs) },
            open: openPeople(qs),
            mentions: topicMentions(qs, ctx.scope),
          },
          qs,
        ),
      ),
    ),
  );

  // Topics people ask about beyond the usual intents ("is it worth upgrading from the Buds 1?").
  // Small posts have few questions: two people asking the same thing is already a pattern.
  const questionSet = new Set(questions);
  const minAskers = ctx.smallPost ? 2 : 3;
  // A topic named by the words of an intent group that holds its questions ("price" under
  // "asked about the price") is the same gap twice; "Mondays" under "when" says more.
  const repeatsAGroup = (t: { term: string; rows: Row[] }) =>
    intentGroups.slice(0, 6).some(([intent, qs]) => {
      if (!isIntentWord(intent, t.term)) return false;
      const held = new Set(qs);
      return t.rows.filter((r) => held.has(r)).length >= t.rows.length / 2;
    });
  const topics = findTopics(questions, ctx.termIndex, ctx.labels, ctx.people, (r) =>
    questionSet.has(r),
  );
  for (const t of topics.slice(0, 4)) {
    if (
      ctx.scope.isOwnName(t.term) ||
      peopleIn(t.rows) < minAskers ||
      repeatsAGroup(t) ||
      gaps.length >= 10
    )
      continue;
    gaps.push(
      insight(
        {
          kind: "asked-topic",
          topic: t.label,
          figures: { people: peopleIn(t.rows) },
          open: openPeople(t.rows),
          quote: quoteOf(t.rows),
        },
        t.rows,
      ) as Insight,
    );
  }
  return gaps.slice(0, 10);
}

/**
 * What people ask the creator to make, bring back or release, by what they ask for. Advice
 * traded between commenters is theirs; only what is asked of the creator counts.
 */
export function requestsToCreator(ctx: ReportContext): RequestGroup[] {
  const toCreator = ctx.real.filter(
    (r) =>
      r.analysis.target !== "commenter" &&
      !attacksFeatured(r) &&
      !has(r, "toxic") &&
      !has(r, "spam"),
  );
  return requestGroups(toCreator, ctx.peopleIn);
}

/**
 * What people ask the creator to make, bring back or release ("make more", "bring back the
 * clubs"), by what they ask for; then other suggestions by topic.
 */
function requestedGaps(ctx: ReportContext): Insight[] {
  const { peopleIn } = ctx;
  const minimum = ctx.smallPost ? 2 : 3;
  const asked = requestsToCreator(ctx)
    .filter((g) => peopleIn(g.rows) >= minimum)
    .slice(0, 3);
  const askedRows = new Set(asked.flatMap((g) => g.rows));
  const requests = asked.map((g) => {
    const n = peopleIn(g.rows);
    return insight(
      { kind: "request", phrase: g.phrase, figures: { people: n }, quote: quoteOf(g.rows) },
      g.rows,
    ) as Insight;
  });
  const suggestions = ctx.suggestions.filter(
    (r) => r.analysis.target !== "commenter" && !askedRows.has(r),
  );
  const suggestionSet = new Set(suggestions);
  const byTopic = findTopics(suggestions, ctx.termIndex, ctx.labels, ctx.people, (r) =>
    suggestionSet.has(r),
  )
    .filter((t) => !ctx.scope.isOwnName(t.term) && peopleIn(t.rows) >= minimum)
    .slice(0, 5 - requests.length)
    .map((t) => {
      const n = peopleIn(t.rows);
      return insight(
        { kind: "suggested-topic", topic: t.label, figures: { people: n }, quote: quoteOf(t.rows) },
        t.rows,
      ) as Insight;
    });
  return [...requests, ...byTopic];
}
