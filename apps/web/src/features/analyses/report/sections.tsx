import type { AnalysisResult, CommentTag, Timeline } from "@commentlens/shared";
import { entityStances, formatNumber, TAG_LABELS } from "@commentlens/shared";
import {
  Briefcase,
  Flower2,
  Gift,
  Handshake,
  Heart,
  Lightbulb,
  ListChecks,
  type LucideIcon,
  MessageCircleQuestionMark,
  ShieldAlert,
  ShoppingBag,
  Sprout,
  TrendingUp,
  TriangleAlert,
  UserPlus,
  Users,
  UsersRound,
  Zap,
} from "lucide-react";
import { lazy, Suspense, useContext, useId, useMemo, useState } from "react";
import { EmptyNote } from "../../../components/report/empty-note";
import { SentimentBreakdown } from "../../../components/report/sentiment-breakdown";
import { SentimentLegend } from "../../../components/sentiment";
import { ShareBar } from "../../../components/share-bar";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { languageName } from "../../../lib/language-name";
import type { AnalysesClient } from "../api";
import { CommentQuote, QuoteSkeletons } from "./comment-quote";
import {
  chartedTimeline,
  commentsLabel,
  displayedBreakdown,
  type Finding,
  type FindingKind,
  formatBucket,
  formatDate,
  type PersonaKind,
  personaKind,
  type TagCount,
} from "./derive";
import { LabelCorrectionsContext } from "./label-correction";
import { InsightList, SECTION_SCROLL_MARGIN, SubSection, SupportButton, Switch } from "./parts";
import { useReportActions } from "./report-context";
import { TopicsChart } from "./topics-chart";
import { useCommentsByIds } from "./use-comments";

const TimelineChart = lazy(async () => ({ default: (await import("./charts")).TimelineChart }));

/* ------------------------------------------------------------------------------------------ */

const FINDING_LOOKS: Record<FindingKind, { label: string; icon: LucideIcon; className: string }> = {
  abuse: { label: "Abuse", icon: ShieldAlert, className: "text-negative-text" },
  mourning: { label: "Mourning", icon: Flower2, className: "text-muted-foreground" },
  loved: { label: "Loved", icon: Heart, className: "text-positive-text" },
  improve: { label: "To improve", icon: Sprout, className: "text-amber-700 dark:text-amber-300" },
  pain: { label: "Pain point", icon: TriangleAlert, className: "text-negative-text" },
  unanswered: {
    label: "Unanswered",
    icon: MessageCircleQuestionMark,
    className: "text-primary-text",
  },
  demand: { label: "Demand", icon: ShoppingBag, className: "text-positive-text" },
};

/** The three findings that matter, right under the header. */
export function KeyFindings({ findings }: { findings: readonly Finding[] }) {
  return (
    <section
      aria-labelledby="key-findings-title"
      id="key-findings"
      className={SECTION_SCROLL_MARGIN}
    >
      <h2 id="key-findings-title" className="text-lg font-semibold tracking-tight text-foreground">
        Key findings
      </h2>
      {findings.length === 0 ? (
        <EmptyNote className="mt-3">
          No finding stands out: no theme of praise, criticism or open questions came up in more
          than a comment or two.
        </EmptyNote>
      ) : (
        <ol
          className={cn(
            "mt-3 grid gap-3",
            findings.length > 3 ? "md:grid-cols-2 xl:grid-cols-4" : "md:grid-cols-3",
          )}
        >
          {findings.map((finding) => {
            const look = FINDING_LOOKS[finding.kind];
            const Icon = look.icon;
            return (
              <li
                key={`${finding.kind}-${finding.text}`}
                className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
              >
                <p
                  className={cn(
                    "flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase",
                    look.className,
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {look.label}
                </p>
                <p className="flex-1 text-sm leading-6 break-words text-foreground">
                  {finding.text}
                </p>
                <SupportButton
                  insight={finding}
                  title={finding.text}
                  context="Key findings"
                  className="self-start"
                />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/* ------------------------------------------------------------------------------------------ */

function ChartFallback({ className }: { className: string }) {
  return <Skeleton className={className} />;
}

/** Comment Sentiment Breakdown: the donut, the figures, and spam kept apart. */
export function BreakdownSection({
  result,
  tags,
}: {
  result: AnalysisResult;
  tags: readonly TagCount[];
}) {
  const [includeSpam, setIncludeSpam] = useState(false);
  const switchId = useId();
  const hintId = useId();
  const breakdown = useMemo(() => displayedBreakdown(result, includeSpam), [result, includeSpam]);
  const { showInExplorer } = useReportActions();
  const canToggle = result.comments.length > 0 && result.spam_count + result.giveaway_count > 0;
  const visibleTags = tags.filter((t) => t.tag !== "creator_reply");

  return (
    <div className="flex flex-col gap-6">
      <SentimentBreakdown
        percent={breakdown.percent}
        figures={(label) =>
          `${breakdown.exact ? "" : "about "}${commentsLabel(breakdown.count[label])}`
        }
      />

      <p className="text-sm text-muted-foreground">
        Based on {commentsLabel(breakdown.total)} from your audience
        {includeSpam
          ? ", spam and giveaway entries included"
          : ", spam and giveaway entries left out"}
        . Your own replies are never counted.
      </p>

      <div className="flex flex-col gap-4 rounded-card border border-border bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Switch
            id={switchId}
            checked={includeSpam}
            onCheckedChange={setIncludeSpam}
            disabled={!canToggle}
            aria-describedby={hintId}
          />
          <div className="flex flex-col gap-0.5">
            <label htmlFor={switchId} className="text-sm font-medium text-foreground">
              Include spam and giveaway entries
            </label>
            <p id={hintId} className="text-sm text-muted-foreground">
              {canToggle
                ? "They are left out by default so they do not inflate the sentiment."
                : "There are no spam or giveaway entries to include."}
            </p>
          </div>
        </div>
        <dl className="flex shrink-0 gap-2">
          {(
            [
              { tag: "spam", label: "Spam", count: result.spam_count, icon: ShieldAlert },
              {
                tag: "giveaway_entry",
                label: "Giveaway entries",
                count: result.giveaway_count,
                icon: Gift,
              },
            ] as const
          ).map(({ tag, label, count, icon: Icon }) => (
            <div
              key={tag}
              className="flex min-w-28 flex-col rounded-control border border-border bg-surface px-3 py-2"
            >
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Icon aria-hidden="true" className="size-3.5" />
                {label}
              </dt>
              <dd className="text-lg font-semibold text-foreground tabular-nums">
                {count > 0 ? (
                  <button
                    type="button"
                    onClick={() => showInExplorer({ tag })}
                    aria-label={`${formatNumber(count)} ${label.toLowerCase()}: show them in the comment explorer`}
                    className="rounded-sm underline decoration-border underline-offset-4 hover:decoration-current focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    {formatNumber(count)}
                  </button>
                ) : (
                  formatNumber(count)
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <div>
        <h3 className="mb-2 text-sm font-semibold text-foreground">Comment tags</h3>
        {visibleTags.length === 0 ? (
          <EmptyNote>No comment was tagged as a question, praise, complaint or the like.</EmptyNote>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {visibleTags.map(({ tag, count }) => (
              <li key={tag}>
                <TagChip tag={tag} count={count} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** A tag with its count; opens the explorer filtered to it. */
function TagChip({ tag, count }: { tag: CommentTag; count: number }) {
  const { showInExplorer } = useReportActions();
  return (
    <button
      type="button"
      onClick={() => showInExplorer({ tag })}
      aria-label={`${TAG_LABELS[tag]}: ${commentsLabel(count)}, show them in the comment explorer`}
      className="inline-flex h-8 items-center gap-2 rounded-full border border-border bg-surface px-3 text-sm font-medium text-foreground transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {TAG_LABELS[tag]}
      <span className="rounded-full bg-secondary px-1.5 text-xs text-muted-foreground tabular-nums">
        {formatNumber(count)}
      </span>
    </button>
  );
}

/* ------------------------------------------------------------------------------------------ */

/** Sentiment over time: comments per hour or day, stacked by label. */
export function TimelineSection({ timeline }: { timeline: Timeline | null }) {
  const charted = useMemo(() => (timeline ? chartedTimeline(timeline) : null), [timeline]);
  if (!timeline || !charted) {
    return <EmptyNote>The timeline is not available for this analysis.</EmptyNote>;
  }
  const { points, unit } = charted;
  const later = timeline.later;
  const laterCount = later ? later.positive + later.neutral + later.negative : 0;
  if (points.length < 2) {
    return (
      <EmptyNote>
        Not enough data for a timeline: all analyzed comments were posted within the same {unit}.
      </EmptyNote>
    );
  }
  let busiest = points[0] as (typeof points)[number];
  let busiestTotal = -1;
  for (const p of points) {
    const total = p.positive + p.neutral + p.negative;
    if (total > busiestTotal) {
      busiest = p;
      busiestTotal = total;
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <SentimentLegend />
      <Suspense fallback={<ChartFallback className="h-60 w-full" />}>
        <TimelineChart points={points} bucket={unit} />
      </Suspense>
      <p className="text-sm text-muted-foreground">
        Comments per {unit}, in your time zone. Busiest {unit}:{" "}
        <span className="font-medium text-foreground tabular-nums">
          {formatBucket(busiest.start, unit)}
        </span>{" "}
        with {commentsLabel(busiestTotal)}.
        {later && laterCount > 0 ? (
          <>
            {" "}
            {commentsLabel(laterCount)} came later, from {formatDate(later.from)} to{" "}
            {formatDate(later.to)}, and are not on the chart.
          </>
        ) : null}
      </p>
      <table className="sr-only">
        <caption>Comments per {unit} by sentiment</caption>
        <thead>
          <tr>
            <th scope="col">{unit === "hour" ? "Hour" : "Day"}</th>
            <th scope="col">Positive</th>
            <th scope="col">Neutral</th>
            <th scope="col">Negative</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.start}>
              <th scope="row">{formatBucket(p.start, unit)}</th>
              <td>{p.positive}</td>
              <td>{p.neutral}</td>
              <td>{p.negative}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/* ------------------------------------------------------------------------------------------ */

/**
 * Languages of the audience's comments as a bar list; a row opens them in the explorer.
 * Comments with no language to tell (emoji alone, a tag, a word or two) are a row of their
 * own below the languages: they are no language. Counts and shares sit in columns of fixed
 * width, so the bars line up whatever the numbers.
 */
export function LanguagesSection({ result }: { result: AnalysisResult }) {
  const { showInExplorer } = useReportActions();
  const all = result.language_breakdown;
  if (all.length === 0) {
    return <EmptyNote>No audience comments to tell the languages of.</EmptyNote>;
  }
  const languages = all.filter((l) => l.language !== "und");
  const untold = all.find((l) => l.language === "und");
  const top = Math.max(...all.map((l) => l.percentage), 1);
  const row = (l: (typeof all)[number], name: string) => (
    <li key={l.language}>
      <button
        type="button"
        onClick={() => showInExplorer({ lang: l.language })}
        aria-label={`${name}: ${commentsLabel(l.count)}, ${l.percentage.toFixed(1)}%. Show them in the comment explorer`}
        className="group grid w-full grid-cols-[7rem_1fr_4.5rem_3.5rem] items-center gap-3 rounded-control px-2 py-1.5 text-left transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:grid-cols-[9rem_1fr_5rem_3.5rem]"
      >
        <span className="truncate text-sm font-medium text-foreground">{name}</span>
        <ShareBar percentage={(l.percentage / top) * 100} />
        <span className="text-right text-sm text-muted-foreground tabular-nums">
          {formatNumber(l.count)}
        </span>
        <span className="text-right text-sm text-muted-foreground tabular-nums">
          {l.percentage.toFixed(1)}%
        </span>
      </button>
    </li>
  );
  return (
    <div className="flex flex-col gap-3">
      {languages.length > 0 ? (
        <ul aria-label="Languages" className="flex max-w-reading flex-col gap-1">
          {languages.map((l) => row(l, languageName(l.language)))}
        </ul>
      ) : null}
      {untold ? (
        <ul
          aria-label="No language to tell"
          className="flex max-w-reading flex-col gap-1 border-t border-border pt-2"
        >
          {row(untold, "Emoji or too short")}
        </ul>
      ) : null}
      {untold ? (
        <p className="text-sm text-muted-foreground">
          “Emoji or too short” are comments with no language to tell: emoji alone, a tag, a word or
          two.
        </p>
      ) : null}
    </div>
  );
}

/* ------------------------------------------------------------------------------------------ */

export function AudienceSection({ result }: { result: AnalysisResult }) {
  const insights = result.audience_insights;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <SubSection title="Who is commenting: languages and regulars" icon={Users}>
        <InsightList
          items={insights.primary_demographics}
          context="Who is commenting: languages and regulars"
          empty="Too few comments to say who is commenting."
        />
      </SubSection>
      <SubSection title="Content preferences" icon={Heart}>
        <InsightList
          items={insights.content_preferences}
          context="Content preferences"
          empty="No topic came up often enough to compare how it is received."
        />
      </SubSection>
      <WhoTheyTalkAbout result={result} />
    </div>
  );
}

/**
 * The account, the people it features and others the comments are about, each with how many
 * comments support or criticise them: whom the audience is for and against at a glance, every count
 * opening those comments.
 */
function WhoTheyTalkAbout({ result }: { result: AnalysisResult }) {
  const entities = useMemo(() => entityStances(result.comments), [result]);
  const { showInExplorer } = useReportActions();
  if (entities.length === 0) return null;
  return (
    <div className="lg:col-span-2">
      <SubSection title="Who they talk about" icon={UsersRound}>
        <ul className="flex flex-col gap-4">
          {entities.map((e) => (
            <li key={e.about} className="flex flex-col gap-1.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <button
                  type="button"
                  onClick={() => showInExplorer({ about: e.about })}
                  className="min-w-0 truncate rounded-sm text-sm font-medium text-foreground underline decoration-border underline-offset-4 hover:decoration-current focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {e.about}
                  {e.isAccount ? " (you)" : ""}
                </button>
                <span className="flex gap-3 text-sm text-muted-foreground tabular-nums">
                  <StanceCount entity={e} stance="support" />
                  <StanceCount entity={e} stance="attack" />
                  <span>{commentsLabel(e.total)}</span>
                </span>
              </div>
              <div
                aria-hidden="true"
                className="flex h-2 w-full overflow-hidden rounded-full bg-secondary"
              >
                <div className="bg-positive" style={{ width: `${(100 * e.support) / e.total}%` }} />
                <div className="bg-negative" style={{ width: `${(100 * e.attack) / e.total}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </SubSection>
    </div>
  );
}

function StanceCount({
  entity,
  stance,
}: {
  entity: { about: string; support: number; attack: number };
  stance: "support" | "attack";
}) {
  const { showInExplorer } = useReportActions();
  const count = entity[stance];
  const word = stance === "support" ? "supportive" : "critical";
  if (count === 0) return <span>0 {word}</span>;
  return (
    <button
      type="button"
      onClick={() => showInExplorer({ about: entity.about, stance })}
      aria-label={`${formatNumber(count)} ${word} about ${entity.about}: show them in the comment explorer`}
      className="rounded-sm underline decoration-border underline-offset-4 hover:decoration-current focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {formatNumber(count)} {word}
    </button>
  );
}

const PERSONA_ICONS: Record<PersonaKind, LucideIcon> = {
  fan: Heart,
  new: UserPlus,
  engaged: Zap,
  professional: Briefcase,
  generic: Users,
};

export function PersonasSection({ result }: { result: AnalysisResult }) {
  const personas = result.audience_insights.audience_personas;
  if (personas.length === 0) {
    return <EmptyNote>Too few commenters to group into personas.</EmptyNote>;
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {personas.map((persona) => {
        const kind = personaKind(persona.type);
        const Icon = PERSONA_ICONS[kind];
        return (
          <li
            key={persona.type}
            data-persona-kind={kind}
            className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
          >
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-subtle text-primary-text"
              >
                <Icon className="size-4.5" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-3">
                  <h3 className="text-sm font-semibold text-foreground">{persona.type}</h3>
                  <span className="text-sm font-semibold text-foreground tabular-nums">
                    {persona.percentage.toFixed(1)}%
                  </span>
                </div>
                <ShareBar percentage={persona.percentage} className="mt-2" />
              </div>
            </div>
            {persona.characteristics.length > 0 ? (
              <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground marker:text-border">
                {persona.characteristics.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            ) : null}
            <SupportButton
              insight={persona}
              title={`${persona.type} (${persona.percentage.toFixed(1)}% of commenters)`}
              context="Audience personas"
              className="self-start"
            />
          </li>
        );
      })}
    </ul>
  );
}

export function FeedbackSection({ result }: { result: AnalysisResult }) {
  return (
    <div className="flex flex-col gap-8">
      <TopicsChart result={result} />
      <div className="grid gap-8 lg:grid-cols-2">
        <SubSection title="What users loved" icon={Heart} iconClassName="text-positive">
          <InsightList
            items={result.what_users_loved}
            context="What users loved"
            empty="No theme of praise came up in more than one comment."
          />
        </SubSection>
        <SubSection
          title="Areas for growth"
          icon={Sprout}
          iconClassName="text-amber-600 dark:text-amber-400"
        >
          <InsightList
            items={result.areas_for_improvement}
            context="Areas for growth"
            empty={
              result.audience_insights.pain_points.length > 0
                ? "No topic draws mostly criticism; the concerns people raise are under Pain points."
                : "No criticism of you or what you make came up in more than one comment."
            }
          />
        </SubSection>
      </div>
    </div>
  );
}

export function EngagementSection({ result }: { result: AnalysisResult }) {
  const insights = result.audience_insights;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <SubSection title="Engagement drivers" icon={Zap}>
        <InsightList
          items={insights.engagement_drivers}
          context="Engagement drivers"
          empty="Nothing in these comments stands out as driving engagement."
        />
      </SubSection>
      <SubSection title="Pain points" icon={TriangleAlert} iconClassName="text-negative">
        <InsightList
          items={insights.pain_points}
          context="Pain points"
          empty="No complaint came up in more than one comment."
        />
      </SubSection>
    </div>
  );
}

/* ------------------------------------------------------------------------------------------ */

const QUESTIONS_SHOWN = 10;

/** The audience's questions the creator has not replied to, quoted. */
export function UnansweredSection({
  result,
  client,
  analysisId,
}: {
  result: AnalysisResult;
  client: AnalysesClient;
  analysisId: string;
}) {
  const { available, comment_ids: ids } = result.unanswered_questions;
  const { showInExplorer } = useReportActions();
  const shownIds = useMemo(() => ids.slice(0, QUESTIONS_SHOWN), [ids]);
  const wanted = available && ids.length > 0 ? shownIds : null;
  const { status, comments: fetched, error, retry } = useCommentsByIds(client, analysisId, wanted);
  // Questions marked answered or handled, here or before, wait for no one.
  const { latest } = useContext(LabelCorrectionsContext);
  const comments = fetched.filter((c) => (latest.get(c.id) ?? c).status === null);
  const marked = fetched.length - comments.length;

  if (!available) {
    return (
      <EmptyNote>
        Replies were not fetched for this post, so unanswered questions can’t be known.
      </EmptyNote>
    );
  }
  if (ids.length === 0) {
    return <EmptyNote>Every question in the analyzed comments has a reply from you.</EmptyNote>;
  }
  const title = `${commentsLabel(ids.length)} asking a question you have not answered`;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {ids.length === 1
          ? "1 question has no reply from you yet."
          : `${formatNumber(ids.length)} questions have no reply from you yet, most liked first.`}
        {marked > 0
          ? ` ${marked === 1 ? "1 you marked answered or handled is" : `${formatNumber(marked)} you marked answered or handled are`} left out.`
          : ""}
      </p>
      {status === "error" ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-control border border-border bg-status-failed-subtle p-4 text-sm text-status-failed-text"
        >
          <p>
            <span className="font-medium">The questions could not be loaded.</span> {error}
          </p>
          <Button variant="outline" size="sm" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : status === "ready" ? (
        comments.length === 0 ? (
          <EmptyNote>
            {marked > 0
              ? "Every one of these questions is marked answered or handled."
              : "These questions are no longer stored, so there is nothing to quote."}
          </EmptyNote>
        ) : (
          <ul aria-label="Unanswered questions" className="grid gap-3 lg:grid-cols-2">
            {comments.map((comment) => (
              <li key={comment.id}>
                <CommentQuote comment={comment} className="h-full" />
              </li>
            ))}
          </ul>
        )
      ) : (
        <QuoteSkeletons count={Math.min(2, shownIds.length)} />
      )}
      {ids.length > QUESTIONS_SHOWN || status === "ready" ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => showInExplorer({ evidence: { title, ids } })}
        >
          {ids.length > QUESTIONS_SHOWN
            ? `Show all ${formatNumber(ids.length)} in explorer`
            : "Show in explorer"}
        </Button>
      ) : null}
    </div>
  );
}

/* ------------------------------------------------------------------------------------------ */

export function OpportunitiesSection({ result }: { result: AnalysisResult }) {
  const o = result.content_opportunities;
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <SubSection title="Trending topics" icon={TrendingUp}>
        <InsightList
          items={o.trending_topics}
          context="Trending topics"
          empty="No topic came up in enough comments to call it trending."
        />
      </SubSection>
      <SubSection title="Content gaps" icon={Lightbulb}>
        <InsightList
          items={o.content_gaps}
          context="Content gaps"
          empty="No recurring question or request points to a gap in your content."
        />
      </SubSection>
      <SubSection title="Collaboration ideas" icon={Handshake}>
        <InsightList
          items={o.collaboration_ideas}
          context="Collaboration ideas"
          empty="Nobody asked for a collaboration or kept bringing up an account besides the people in the post."
        />
      </SubSection>
    </div>
  );
}

export function StrategiesSection({ result }: { result: AnalysisResult }) {
  const strategies = result.actionable_strategies;
  if (strategies.length === 0) {
    return (
      <EmptyNote>
        These comments do not point to a specific action yet; recommendations appear once questions,
        praise or complaints recur.
      </EmptyNote>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {strategies.map((strategy) => (
        <li
          key={strategy.category}
          className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
        >
          <h3 className="flex items-center gap-2 text-sm font-semibold text-foreground">
            <ListChecks aria-hidden="true" className="size-4 text-primary-text" />
            {strategy.category}
          </h3>
          <InsightList items={strategy.recommendations} context={strategy.category} empty="" />
        </li>
      ))}
    </ul>
  );
}
