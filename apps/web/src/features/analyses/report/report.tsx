import type { AnalysisComment, AnalysisResult, AnalysisState } from "@commentlens/shared";
import {
  ChartColumn,
  ChartPie,
  Languages,
  Lightbulb,
  MessageCircleQuestionMark,
  MessageSquareText,
  Table,
  Target,
  Users,
  UsersRound,
  Zap,
} from "lucide-react";
import {
  type JSX,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useInRouterContext } from "react-router";
import { EmptyNote } from "../../../components/report/empty-note";
import { SchedulePanel } from "../../../components/schedules/schedule-panel";
import { ShareButton } from "../../../components/share-dialog";
import { prefersReducedMotion } from "../../../lib/use-reduced-motion";
import type {
  AnalysesClient,
  AssignmentsClient,
  SchedulesClient,
  SharesClient,
  ViewsClient,
} from "../api";
import { AssignCommentDialog } from "./comment-assignment";
import { CommentExplorer } from "./comment-explorer";
import { aboutCounts, keyFindings, stanceCounts, tagCounts, targetCounts } from "./derive";
import { EvidenceDialog } from "./evidence-dialog";
import { useLocalFilters, useUrlFilters } from "./explorer-filters";
import {
  CorrectionsNote,
  LabelCorrectionsContext,
  type LabelsAccess,
  useLabelCorrections,
} from "./label-correction";
import { ReportSection } from "./parts";
import {
  DEFAULT_FILTERS,
  type EvidenceRequest,
  type ReportActions,
  ReportActionsContext,
} from "./report-context";
import { ComparisonPanel, ReportHeader } from "./report-header";
import { SavedViews } from "./saved-views";
import { type NavSection, SectionJump, SectionNav } from "./section-nav";
import * as sections from "./sections";

export interface ReportProps {
  /** A completed analysis: `status === "completed"` and `result` set. */
  analysis: AnalysisState;
  client: AnalysesClient;
  /**
   * Lets the report's owner correct labels, and its owner or team mark replies (used only when
   * the analysis says they may).
   */
  labels?: LabelsAccess;
  /** Lets a team's owner and members give comments to one another (a team's report). */
  assignments?: AssignmentsClient;
  /** Lets the report's owner share it (used only when the analysis says they may). */
  shares?: SharesClient;
  /** The signed-in reader's saved views of the explorer. */
  views?: ViewsClient;
  /** Lets the report's owner re-run the post on a schedule and see its runs' trend. */
  schedules?: SchedulesClient;
  /** Offer the downloads; a shared, read-only report does not. */
  exports?: boolean;
}

const EXPLORER_ID = "all-comments";

/*
 * Sections only change with the result: memoised, so typing in the explorer or opening the
 * evidence drawer re-renders neither them nor their charts.
 */
const AudienceSection = memo(sections.AudienceSection);
const BreakdownSection = memo(sections.BreakdownSection);
const EngagementSection = memo(sections.EngagementSection);
const FeedbackSection = memo(sections.FeedbackSection);
const KeyFindings = memo(sections.KeyFindings);
const LanguagesSection = memo(sections.LanguagesSection);
const OpportunitiesSection = memo(sections.OpportunitiesSection);
const PersonasSection = memo(sections.PersonasSection);
const StrategiesSection = memo(sections.StrategiesSection);
const TimelineSection = memo(sections.TimelineSection);
const UnansweredSection = memo(sections.UnansweredSection);
const MemoReportHeader = memo(ReportHeader);

/** The report's sections in reading order, extensions included. */
export const REPORT_SECTIONS = [
  { id: "sentiment-breakdown", title: "Comment Sentiment Breakdown", icon: ChartPie },
  { id: "sentiment-over-time", title: "Sentiment over time", icon: ChartColumn },
  { id: "languages", title: "Languages", icon: Languages },
  { id: "know-your-audience", title: "Know Your Audience", icon: Users },
  { id: "audience-personas", title: "Audience Personas", icon: UsersRound },
  { id: "user-feedback", title: "User Feedback Analysis", icon: MessageSquareText },
  { id: "engagement-pain-points", title: "Engagement & Pain Points", icon: Zap },
  {
    id: "unanswered-questions",
    title: "Unanswered questions",
    icon: MessageCircleQuestionMark,
  },
  { id: "content-opportunities", title: "Content Opportunities", icon: Lightbulb },
  { id: "actionable-strategies", title: "Actionable Strategies", icon: Target },
  { id: EXPLORER_ID, title: "All comments", icon: Table },
] as const satisfies readonly NavSection[];

type SectionId = (typeof REPORT_SECTIONS)[number]["id"];

const ALL_OPEN = Object.fromEntries(REPORT_SECTIONS.map((s) => [s.id, true])) as Record<
  SectionId,
  boolean
>;

/** How long a smooth jump may take before its landing is no longer checked. */
const JUMP_SETTLE_MS = 2_000;

/**
 * A smooth scroll aims where the section was when it started; content that settles meanwhile
 * (a chart, a late font) can leave the reader short of it. Once the scroll ends, a section
 * that is out of sight is jumped to again without animation, unless the reader took over.
 */
function landOn(target: HTMLElement) {
  if (typeof window.addEventListener !== "function") return;
  const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const done = () => {
    window.removeEventListener("scrollend", check);
    for (const event of events) window.removeEventListener(event, done);
    clearTimeout(timer);
  };
  const check = () => {
    done();
    const { top, bottom } = target.getBoundingClientRect();
    if (bottom <= 0 || top >= window.innerHeight) target.scrollIntoView?.({ block: "start" });
  };
  window.addEventListener("scrollend", check);
  for (const event of events) window.addEventListener(event, done, { passive: true });
  const timer = setTimeout(check, JUMP_SETTLE_MS);
}

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  const smooth = !prefersReducedMotion();
  target?.scrollIntoView?.({ behavior: smooth ? "smooth" : "auto", block: "start" });
  if (target && smooth) landOn(target);
  // Keyboard users continue from the section they went to, not from the link.
  target?.querySelector<HTMLElement>("h2 button")?.focus({ preventScroll: true });
}

/**
 * The audience report of a completed analysis: the answer first (overall sentiment and the
 * findings that matter), then each section with the comments behind every claim.
 */
export function Report({
  analysis,
  client,
  labels,
  assignments,
  shares,
  views,
  schedules,
  exports = true,
}: ReportProps): JSX.Element {
  const result = analysis.result;
  // The explorer's filters live in the address on the site's pages.
  const inRouter = useInRouterContext();
  if (!result) {
    return (
      <EmptyNote>
        This analysis has no report yet. It appears here as soon as the analysis is completed.
      </EmptyNote>
    );
  }
  return (
    <ReportBody
      useFilters={inRouter ? useUrlFilters : useLocalFilters}
      analysis={analysis}
      result={result}
      client={client}
      labels={analysis.can_correct || analysis.can_assign ? labels : undefined}
      assignments={analysis.can_assign ? assignments : undefined}
      shares={analysis.can_share ? shares : undefined}
      views={views}
      schedules={analysis.can_schedule ? schedules : undefined}
      exports={exports && analysis.can_export}
    />
  );
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the report's table of contents: one line per section
function ReportBody({
  useFilters,
  analysis,
  result,
  client,
  labels,
  assignments,
  shares,
  views,
  schedules,
  exports,
}: {
  /** Where the explorer's filters are kept; fixed for the report's life. */
  useFilters: typeof useUrlFilters;
  analysis: AnalysisState;
  result: AnalysisResult;
  client: AnalysesClient;
  labels: LabelsAccess | undefined;
  assignments: AssignmentsClient | undefined;
  shares: SharesClient | undefined;
  views: ViewsClient | undefined;
  schedules: SchedulesClient | undefined;
  exports: boolean;
}) {
  const [assigning, setAssigning] = useState<AnalysisComment | null>(null);
  const corrections = useLabelCorrections(analysis.id, labels, {
    correct: analysis.can_correct,
    assign: assignments ? setAssigning : undefined,
  });
  // Memoised: the header is, and a new element each render would re-render it.
  const shareButton = useMemo(
    () =>
      shares ? (
        <ShareButton
          client={{
            status: () => shares.status(analysis.id),
            create: () => shares.create(analysis.id),
            revoke: () => shares.revoke(analysis.id),
          }}
        />
      ) : undefined,
    [shares, analysis.id],
  );
  const correctedCount = useMemo(
    () => result.comments.reduce((n, c) => (c.corrected ? n + 1 : n), 0),
    [result],
  );
  const [open, setOpen] = useState<Record<SectionId, boolean>>(ALL_OPEN);
  const [evidence, setEvidence] = useState<EvidenceRequest | null>(null);
  const evidenceOpener = useRef<HTMLElement | null>(null);
  const [filters, setFilters] = useFilters();
  /** Bumped to scroll to a section once it has rendered open. */
  const [scrollTarget, setScrollTarget] = useState<{ id: string; n: number } | null>(null);

  // Derived once per result: a 3,000-comment result must not be re-walked on every render.
  const findings = useMemo(() => keyFindings(result), [result]);
  const tags = useMemo(() => tagCounts(result.comments), [result]);
  const targets = useMemo(() => targetCounts(result.comments), [result]);
  const stances = useMemo(() => stanceCounts(result.comments), [result]);
  const abouts = useMemo(() => aboutCounts(result.comments), [result]);

  const goTo = useCallback((id: string) => {
    setOpen((o) => ({ ...o, [id]: true }));
    setScrollTarget((t) => ({ id, n: (t?.n ?? 0) + 1 }));
  }, []);

  // A link into one section (a mail's "Open your assigned comments") lands there once the
  // report has rendered: the browser's own jump happened before there was anything to jump to.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (REPORT_SECTIONS.some((s) => s.id === id)) goTo(id);
  }, [goTo]);

  useEffect(() => {
    if (!scrollTarget) return;
    // After the frame that renders the section open (and the drawer closed).
    const frame = requestAnimationFrame(() => scrollToSection(scrollTarget.id));
    return () => cancelAnimationFrame(frame);
  }, [scrollTarget]);

  const actions = useMemo<ReportActions>(
    () => ({
      openEvidence: (request) => {
        evidenceOpener.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setEvidence(request);
      },
      showInExplorer: (patch) => {
        setFilters((current) => ({ ...DEFAULT_FILTERS, sort: current.sort, ...patch }));
        setEvidence(null);
        goTo(EXPLORER_ID);
      },
    }),
    [goTo, setFilters],
  );

  const body: Record<SectionId, { content: ReactNode; description?: ReactNode }> = {
    "sentiment-breakdown": { content: <BreakdownSection result={result} tags={tags} /> },
    "sentiment-over-time": { content: <TimelineSection timeline={analysis.timeline} /> },
    languages: {
      content: <LanguagesSection result={result} />,
      description: "The languages your audience wrote in. Choose one to read those comments.",
    },
    "know-your-audience": { content: <AudienceSection result={result} /> },
    "audience-personas": {
      content: <PersonasSection result={result} />,
      description: "Groups of commenters by how they commented; shares are of all commenters.",
    },
    "user-feedback": { content: <FeedbackSection result={result} /> },
    "engagement-pain-points": { content: <EngagementSection result={result} /> },
    "unanswered-questions": {
      content: <UnansweredSection result={result} client={client} analysisId={analysis.id} />,
    },
    "content-opportunities": { content: <OpportunitiesSection result={result} /> },
    "actionable-strategies": { content: <StrategiesSection result={result} /> },
    "all-comments": {
      content: (
        <>
          {views ? (
            <SavedViews
              analysisId={analysis.id}
              client={views}
              filters={filters}
              onApply={setFilters}
            />
          ) : null}
          {labels && analysis.can_correct ? (
            <CorrectionsNote count={correctedCount} href={labels.client.downloadUrl(analysis.id)} />
          ) : null}
          <CommentExplorer
            analysisId={analysis.id}
            client={client}
            filters={filters}
            onFiltersChange={setFilters}
            tagOptions={tags}
            targetOptions={targets}
            stanceOptions={stances}
            aboutOptions={abouts}
            languageOptions={result.language_breakdown}
            statusFilter={labels !== undefined}
            assigneeFilter={assignments !== undefined}
          />
        </>
      ),
      description:
        "Every analyzed comment. Search, filter and sort here; tags, languages and findings elsewhere in the report open it filtered.",
    },
  };

  return (
    <ReportActionsContext.Provider value={actions}>
      <LabelCorrectionsContext.Provider value={corrections.value}>
        <div className="flex flex-col gap-8">
          <MemoReportHeader
            analysis={analysis}
            result={result}
            client={client}
            exports={exports}
            share={shareButton}
          />
          {analysis.comparison ? (
            <ComparisonPanel
              comparison={analysis.comparison}
              currentScore={result.sentiment_score}
            />
          ) : null}
          {schedules ? <SchedulePanel analysisId={analysis.id} client={schedules} /> : null}
          <KeyFindings findings={findings} />
          <SectionJump sections={REPORT_SECTIONS} onNavigate={goTo} />
          {/* The contents come first for keyboard and screen reader users; CSS puts them right. */}
          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_11rem] lg:gap-10">
            <SectionNav sections={REPORT_SECTIONS} onNavigate={goTo} />
            <div className="flex min-w-0 flex-col gap-10 lg:col-start-1 lg:row-start-1">
              {REPORT_SECTIONS.map((section) => (
                <ReportSection
                  key={section.id}
                  id={section.id}
                  title={section.title}
                  icon={section.icon}
                  open={open[section.id]}
                  onOpenChange={(value) => setOpen((o) => ({ ...o, [section.id]: value }))}
                  description={body[section.id].description}
                >
                  {body[section.id].content}
                </ReportSection>
              ))}
            </div>
          </div>
        </div>
        <EvidenceDialog
          request={evidence}
          onClose={() => setEvidence(null)}
          client={client}
          analysisId={analysis.id}
          returnFocusTo={evidenceOpener}
          onShowInExplorer={(request) =>
            actions.showInExplorer({
              evidence: { title: request.title, ids: request.evidence },
            })
          }
        />
        {corrections.dialog}
        {assignments ? (
          <AssignCommentDialog
            analysisId={analysis.id}
            client={assignments}
            comment={assigning}
            onClose={() => setAssigning(null)}
            onAssigned={corrections.value.remember}
          />
        ) : null}
      </LabelCorrectionsContext.Provider>
    </ReportActionsContext.Provider>
  );
}
