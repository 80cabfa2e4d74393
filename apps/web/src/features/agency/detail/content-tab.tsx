import {
  formatNumber,
  type MediaType,
  type ProfileDriver,
  type ProfileInsights,
  wholePercent,
} from "@commentlens/shared";
import { CalendarClock, ChartLine, Compass, Gauge, Layers, Trophy } from "lucide-react";
import { useMemo } from "react";
import { ChartOrTable } from "../../../components/charts/chart-or-table";
import { EmptyNote } from "../../../components/report/empty-note";
import { formatDate } from "../../../lib/dates";
import { localTimeOfUtcHour, viewerOffsetMinutes, viewerTimeZoneLabel } from "../engagement-clock";
import { formatRate, LIKES_HIDDEN, MEDIA_TYPE_NAMES, postsLabel } from "../format";
import type { TrendPoint } from "./charts";
import { TrendChart } from "./lazy-charts";
import { Figure, InsightItems, InsightItemView, Panel, PostChips, Statement } from "./parts";

const DIMENSION_TITLES: Record<ProfileDriver["dimension"], string> = {
  format: "Formats",
  theme: "Themes",
  posting_hour: "Posting hours",
};

/** "5 reels / videos, 3 carousels, 2 photos": the mix of formats among the analysed posts. */
export function formatMix(types: readonly MediaType[]): string {
  const counts = new Map<MediaType, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([type, n]) => `${formatNumber(n)} × ${MEDIA_TYPE_NAMES[type]}`)
    .join(", ");
}

/** "Reel"; a posting window also in the viewer's time: "16:00–21:00 UTC (21:30–02:30 your time)". */
export function driverTitle(driver: ProfileDriver, offset = viewerOffsetMinutes()): string {
  const window = /^(\d{1,2}):00–(\d{1,2}):00 UTC$/.exec(driver.value);
  if (driver.dimension === "posting_hour" && window && offset !== 0) {
    const from = localTimeOfUtcHour(Number(window[1]), offset);
    const to = localTimeOfUtcHour(Number(window[2]), offset);
    return `${driver.value} (${from}–${to} your time)`;
  }
  return driver.value.charAt(0).toUpperCase() + driver.value.slice(1);
}

function Drivers({ drivers }: { drivers: readonly ProfileDriver[] }) {
  if (drivers.length === 0) {
    return (
      <EmptyNote>
        No format, theme or posting time stands out: the posts are too few or too alike to compare.
      </EmptyNote>
    );
  }
  const groups = (["format", "theme", "posting_hour"] as const)
    .map((dimension) => ({ dimension, items: drivers.filter((d) => d.dimension === dimension) }))
    .filter((g) => g.items.length > 0);
  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => (
        <div key={group.dimension} className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-foreground">
            {DIMENSION_TITLES[group.dimension]}
          </h4>
          <ul className="grid gap-3 md:grid-cols-2">
            {group.items.map((d) => (
              <li
                key={`${d.dimension}-${d.value}`}
                className="flex min-w-0 flex-col gap-2 rounded-control border border-border p-3 sm:p-4"
              >
                <p className="text-sm font-semibold break-words text-foreground">
                  {driverTitle(d)}
                </p>
                <p className="text-sm leading-6 break-words text-foreground">{d.text}</p>
                <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground tabular-nums">
                  <div className="flex gap-1">
                    <dt>Posts</dt>
                    <dd className="font-medium text-foreground">{formatNumber(d.posts)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>Avg. comments</dt>
                    <dd className="font-medium text-foreground">
                      {formatNumber(Math.round(d.average_comments))}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>Avg. comments per 100 likes</dt>
                    <dd className="font-medium text-foreground">
                      {d.average_engagement_rate === null
                        ? LIKES_HIDDEN
                        : formatRate(d.average_engagement_rate)}
                    </dd>
                  </div>
                  {d.average_sentiment !== null ? (
                    <div className="flex gap-1">
                      <dt>Avg. sentiment</dt>
                      <dd className="font-medium text-foreground">
                        {wholePercent(d.average_sentiment)}%
                      </dd>
                    </div>
                  ) : null}
                </dl>
                {d.post_shortcodes.length > 0 ? (
                  <PostChips shortcodes={d.post_shortcodes} label={`Posts: ${d.value}`} />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The posts' publication hours (counted in UTC hours) as the viewer's local time ranges. */
function PostingHours({ hoursUtc }: { hoursUtc: readonly number[] }) {
  const offset = viewerOffsetMinutes();
  const hours = hoursUtc
    .map((count, hour) => ({ hour, count }))
    .filter((h) => h.count > 0)
    .map((h) => ({ ...h, local: localTimeOfUtcHour(h.hour, offset) }))
    .sort((a, b) => b.count - a.count || a.local.localeCompare(b.local));
  if (hours.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-foreground">
        <span className="font-medium">Publishing hours</span>{" "}
        <span className="text-muted-foreground">(your time zone, {viewerTimeZoneLabel()})</span>
      </p>
      <ul className="flex flex-wrap gap-1.5">
        {hours.map((h) => (
          <li
            key={h.hour}
            className="inline-flex h-7 items-center gap-1.5 rounded-full bg-secondary px-2.5 text-xs text-foreground tabular-nums"
          >
            {h.local}–{localTimeOfUtcHour((h.hour + 1) % 24, offset)}
            <span className="text-muted-foreground">{postsLabel(h.count)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ContentTab({ insights }: { insights: ProfileInsights }) {
  const m = insights.metrics;
  const c = insights.content_strategy;
  const points = useMemo<TrendPoint[]>(
    () => insights.trend.map((p) => ({ ...p, label: formatDate(p.taken_at) })),
    [insights.trend],
  );
  const averageComments = m.posts_analyzed > 0 ? m.total_comments / m.posts_analyzed : null;
  return (
    <div className="flex flex-col gap-4">
      {/* Two stacked columns: the long theme list sits beside the shorter panels, no gaps. */}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Panel title="Top themes" icon={Layers}>
          <InsightItems
            items={c.content_themes}
            empty="No theme recurs across the posts' comments."
          />
        </Panel>
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title="Best performing content" icon={Trophy}>
            <InsightItemView item={c.best_performing_content} />
          </Panel>
          <Panel title="Performance metrics" icon={Gauge}>
            <dl className="grid grid-cols-2 gap-4">
              <Figure
                label="Comments per 100 likes"
                value={m.engagement_rate === null ? LIKES_HIDDEN : formatRate(m.engagement_rate)}
                muted={m.engagement_rate === null}
                note="Post average"
              />
              <Figure
                label="Median comments per 100 likes"
                value={
                  m.median_engagement_rate === null
                    ? LIKES_HIDDEN
                    : formatRate(m.median_engagement_rate)
                }
                muted={m.median_engagement_rate === null}
              />
              <Figure
                label="Comments per post"
                value={averageComments === null ? "—" : formatNumber(Math.round(averageComments))}
                note="Analysed comments, average"
              />
              <Figure
                label="Audience questions"
                value={formatNumber(m.questions)}
                note={
                  m.unanswered_questions === null
                    ? "Replies not available"
                    : `${formatNumber(m.unanswered_questions)} without a reply`
                }
              />
            </dl>
          </Panel>
          <Panel title="Posting pattern" icon={CalendarClock}>
            <div className="flex flex-col gap-3">
              <Statement statement={c.posting_frequency} label="Frequency" />
              {insights.trend.length > 0 ? (
                <p className="text-sm leading-6 text-foreground">
                  <span className="font-medium">Focus: </span>
                  {formatMix(insights.trend.map((p) => p.media_type))} among the analysed posts.
                </p>
              ) : null}
              <Statement statement={c.optimal_posting_times} label="Optimal times" />
              <PostingHours hoursUtc={insights.posting_hours_utc} />
            </div>
          </Panel>
        </div>
      </div>

      <Panel
        title="Engagement trend"
        icon={ChartLine}
        description="Comments on each post (bars) and its comments per 100 likes (line), oldest post first."
      >
        {points.length === 0 ? (
          <EmptyNote>No analysed post to draw.</EmptyNote>
        ) : (
          <TrendView points={points} />
        )}
        <Statement statement={insights.performance_metrics.engagement_trends} />
      </Panel>

      <Panel
        title="What drives engagement"
        icon={Compass}
        description="Formats, themes and posting hours that go with more comments and warmer sentiment across the profile."
      >
        <Drivers drivers={insights.drivers} />
      </Panel>
    </div>
  );
}

/**
 * The engagement trend as a chart (its table kept for screen readers), or as a visible table
 * for anyone who would rather read the figures.
 */
function TrendView({ points }: { points: readonly TrendPoint[] }) {
  const table = (
    <table>
      <caption>Comments, and comments per 100 likes, per post, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">Post</th>
          <th scope="col">Date</th>
          <th scope="col">Comments</th>
          <th scope="col">Comments per 100 likes</th>
        </tr>
      </thead>
      <tbody>
        {points.map((p) => (
          <tr key={p.shortcode}>
            <th scope="row">{p.shortcode}</th>
            <td>{p.label}</td>
            <td>{formatNumber(p.comments)}</td>
            <td>{p.engagement_rate === null ? LIKES_HIDDEN : formatRate(p.engagement_rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <ChartOrTable
      lead={(asTable) => (
        <ul
          aria-hidden="true"
          hidden={asTable}
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
        >
          <li className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-primary" />
            Comments (left axis)
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-3 rounded-full bg-positive" />
            Comments per 100 likes (right axis)
          </li>
        </ul>
      )}
      chart={<TrendChart points={points} />}
      table={table}
      chartClassName="h-64 w-full"
    />
  );
}
