import { formatNumber, type TrendPoint } from "@commentlens/shared";
import { lazy } from "react";
import { formatDate, formatDateTime } from "../../lib/dates";
import { ChartOrTable } from "../charts/chart-or-table";
import { SentimentLegend } from "../sentiment";

const RunsChart = lazy(async () => ({ default: (await import("./runs-chart")).RunsChart }));

/** What re-runs: a post of the account, or an Agency profile (its runs sum its posts). */
export type ScheduleSubject = "post" | "profile";

/** What the trend says in words: how the negative share and the volume moved over the runs. */
export function trendSummary(points: readonly TrendPoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return "";
  const negative = Math.round(last.negative - first.negative);
  const moved =
    negative === 0
      ? `The negative share held at ${Math.round(last.negative)}%`
      : `The negative share went ${negative > 0 ? "up" : "down"} from ${Math.round(first.negative)}% to ${Math.round(last.negative)}%`;
  const volume =
    first.comments === last.comments
      ? `comments stayed at ${formatNumber(last.comments)}`
      : `comments went from ${formatNumber(first.comments)} to ${formatNumber(last.comments)}`;
  return `${moved} over ${points.length} runs since ${formatDate(first.created_at)}; ${volume}.`;
}

/** Each run's name: its date, with the time when two runs share a day. */
export function runLabels(points: readonly TrendPoint[]): string[] {
  const days = points.map((p) => formatDate(p.created_at));
  const shared = new Set(days.filter((day, i) => days.indexOf(day) !== i));
  return points.map((p, i) =>
    shared.has(days[i] as string) ? formatDateTime(p.created_at) : (days[i] as string),
  );
}

/**
 * The runs of the post (or profile) in the account as a trend: sentiment shares on a chart,
 * and every figure (volume, complaints, questions, abusive comments) in a table it toggles to.
 */
export function RunsTrend({
  points,
  subject = "post",
}: {
  points: readonly TrendPoint[];
  subject?: ScheduleSubject;
}) {
  if (points.length < 2) {
    return (
      <p className="text-sm text-muted-foreground">
        The trend across runs shows here from the second run of this {subject}.
      </p>
    );
  }
  const labels = runLabels(points);
  const table = (
    <table className="w-full">
      <caption>Runs of this {subject}</caption>
      <thead>
        <tr className="text-xs text-muted-foreground">
          <th scope="col">Run</th>
          <th scope="col">Comments</th>
          <th scope="col">Positive</th>
          <th scope="col">Neutral</th>
          <th scope="col">Negative</th>
          <th scope="col">Complaints</th>
          <th scope="col">Questions</th>
          <th scope="col">Abusive</th>
        </tr>
      </thead>
      <tbody>
        {points.map((p, i) => (
          <tr key={p.analysis_id} className="border-t border-border">
            <th scope="row" className="font-normal">
              {labels[i]}
              {p.scheduled ? <span className="text-muted-foreground"> (scheduled)</span> : null}
            </th>
            <td>{formatNumber(p.comments)}</td>
            <td>{Math.round(p.positive)}%</td>
            <td>{Math.round(p.neutral)}%</td>
            <td>{Math.round(p.negative)}%</td>
            <td>{formatNumber(p.complaints)}</td>
            <td>{formatNumber(p.questions)}</td>
            <td>{formatNumber(p.abusive)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <div className="flex flex-col gap-2">
      <ChartOrTable
        lead={() => <p className="text-sm text-foreground">{trendSummary(points)}</p>}
        chart={
          <>
            <SentimentLegend />
            <RunsChart points={points} labels={labels} />
          </>
        }
        table={table}
        chartClassName="h-56 w-full"
      />
    </div>
  );
}
