import { formatNumber, type ProfileInsights } from "@commentlens/shared";
import { Activity, ChartPie, Clock, Gauge, Lightbulb } from "lucide-react";
import { Suspense, useMemo } from "react";
import { EmptyNote } from "../../../components/report/empty-note";
import { Skeleton } from "../../../components/ui/skeleton";
import {
  hourlyCommentCounts,
  hourRange,
  peakHour,
  peakSentence,
  viewerOffsetMinutes,
  viewerTimeZoneLabel,
} from "../engagement-clock";
import { commentsLabel, formatRate, LIKES_HIDDEN } from "../format";
import { ClockChart } from "./lazy-charts";
import { Figure, Panel, Statement } from "./parts";
import { SentimentBreakdown } from "./sentiment";

function ClockLoading() {
  return (
    <div className="flex h-56 w-full flex-col">
      <p role="status" className="text-sm text-muted-foreground">
        Loading engagement data...
      </p>
      <Skeleton className="mt-2 w-full flex-1" />
    </div>
  );
}

/** Comment counts per hour of the viewer's day, from the comments' real times. */
export function EngagementClock({ quarterHours }: { quarterHours: readonly number[] }) {
  const offset = viewerOffsetMinutes();
  const hours = useMemo(() => hourlyCommentCounts(quarterHours, offset), [quarterHours, offset]);
  const total = hours.reduce((a, b) => a + b, 0);
  const peak = peakHour(hours);
  const zone = viewerTimeZoneLabel();
  if (total === 0) {
    return (
      <EmptyNote>
        Not enough data for posting times: none of the audience comments carries a time.
      </EmptyNote>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-base font-semibold text-foreground">
        {peak === null ? (
          peakSentence(hours)
        ) : (
          <>
            Most comments arrive <span className="whitespace-nowrap">{hourRange(peak)}</span> (your
            time)
          </>
        )}
      </p>
      <Suspense fallback={<ClockLoading />}>
        <ClockChart hours={hours} peak={peak} />
      </Suspense>
      <p className="text-sm text-muted-foreground">
        {commentsLabel(total)} by hour of the day in your time zone,{" "}
        <span className="font-medium text-foreground">{zone}</span>. Post shortly before the busiest
        hours so a new post meets the audience when it is active.
      </p>
      <div className="sr-only">
        <table>
          <caption>Audience comments per hour, your time</caption>
          <thead>
            <tr>
              <th scope="col">Hour</th>
              <th scope="col">Comments</th>
            </tr>
          </thead>
          <tbody>
            {hours.map((count, hour) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the hour itself.
              <tr key={hour}>
                <th scope="row">{hourRange(hour)}</th>
                <td>{formatNumber(count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function EngagementTab({ insights }: { insights: ProfileInsights }) {
  const m = insights.metrics;
  const p = insights.performance_metrics;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Sentiment distribution" icon={ChartPie}>
          <SentimentBreakdown metrics={m} donut={false} />
        </Panel>
        <Panel title="Engagement metrics" icon={Gauge}>
          <dl className="grid grid-cols-2 gap-4">
            <Figure
              label="Comments per 100 likes"
              value={m.engagement_rate === null ? LIKES_HIDDEN : formatRate(m.engagement_rate)}
              muted={m.engagement_rate === null}
              note="Post average"
            />
            <Figure
              label="Average engagement per post"
              value={
                m.average_engagement === null
                  ? LIKES_HIDDEN
                  : formatNumber(Math.round(m.average_engagement))
              }
              muted={m.average_engagement === null}
            />
            <Figure label="Total comments" value={formatNumber(m.total_comments)} />
            <Figure
              label="Total likes"
              value={m.total_likes === null ? LIKES_HIDDEN : formatNumber(m.total_likes)}
              muted={m.total_likes === null}
            />
          </dl>
        </Panel>
      </div>

      <Panel title="Engagement insights" icon={Lightbulb}>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          <Figure label="Questions asked" value={formatNumber(m.questions)} />
          <Figure
            label="Unanswered questions"
            value={
              m.unanswered_questions === null
                ? "Not available"
                : formatNumber(m.unanswered_questions)
            }
            muted={m.unanswered_questions === null}
            note={m.unanswered_questions === null ? "The source gives no replies" : undefined}
          />
          <Figure label="Spam comments" value={formatNumber(m.spam_count)} />
          <Figure label="Giveaway entries" value={formatNumber(m.giveaway_count)} />
        </dl>
        <Statement statement={insights.audience_insights.sentiment_analysis} />
      </Panel>

      <Panel
        title="Engagement Clock"
        icon={Clock}
        description="When the audience comments, from the real times of its comments: the best hours to be online and to post."
      >
        <EngagementClock quarterHours={insights.comment_quarter_hours} />
      </Panel>

      <Panel title="Performance summary" icon={Activity}>
        <div className="flex flex-col gap-3">
          <Statement statement={p.growth_indicators} label="Growth indicators" />
          <Statement statement={p.benchmark_comparison} label="Benchmark comparison" />
          <Statement statement={p.roi_indicators} label="ROI indicators" />
        </div>
      </Panel>
    </div>
  );
}
