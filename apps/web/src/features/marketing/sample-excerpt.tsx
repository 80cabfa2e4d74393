import excerpt from "virtual:demo/sample-excerpt";
import {
  formatNumber,
  type OverallSentiment,
  type SentimentLabel,
  sentimentTitle,
} from "@commentlens/shared";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { SampleExcerpt } from "../../../vite-plugins/demo-report/types";

/*
 * A few figures of the /demo report, made by every build from the current analyzer
 * (vite-plugins/demo-report): real product on the landing page instead of stock art, at ~1 KB.
 */

export type { SampleExcerpt };

export const sampleExcerpt: SampleExcerpt = excerpt;

const LABELS: Array<{ label: SentimentLabel; name: string; bar: string }> = [
  { label: "positive", name: "Positive", bar: "bg-positive" },
  { label: "neutral", name: "Neutral", bar: "bg-neutral" },
  { label: "negative", name: "Negative", bar: "bg-negative" },
];

const TONE: Record<string, string> = {
  "overwhelmingly positive": "text-positive-text",
  positive: "text-positive-text",
  negative: "text-negative-text",
  "overwhelmingly negative": "text-negative-text",
};

export function SampleExcerptCard({ data = sampleExcerpt }: { data?: SampleExcerpt }) {
  const score = Math.round(data.sentiment_score * 100);
  return (
    <figure className="rounded-card border border-border bg-surface p-5 shadow-raised sm:p-6">
      <p className="text-sm text-muted-foreground">
        Sample report · @{data.owner} · “{data.title}”
      </p>
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <p
          className={`text-2xl font-semibold tracking-tight ${TONE[data.overall_sentiment] ?? "text-foreground"}`}
        >
          {sentimentTitle(data.overall_sentiment as OverallSentiment)}
        </p>
        <p className="text-sm text-muted-foreground">
          <span className="text-2xl font-semibold text-foreground tabular-nums">{score}%</span>{" "}
          sentiment score
        </p>
      </div>
      {/* The bar is decoration: the list under it carries the same figures as text. */}
      <div aria-hidden="true" className="mt-4 flex h-3 overflow-hidden rounded-full bg-secondary">
        {LABELS.map((l) => (
          <div
            key={l.label}
            className={l.bar}
            style={{ width: `${data.sentiment_breakdown[l.label]}%` }}
          />
        ))}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        {LABELS.map((l) => (
          <li key={l.label} className="flex items-center gap-1.5 tabular-nums">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${l.bar}`} />
            {l.name} {data.sentiment_breakdown[l.label]}% ({formatNumber(data.counts[l.label])})
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground tabular-nums">
        {/* The report's own wording: "of Y" only when some comments were not analysed. */}
        {data.available > data.analyzed
          ? `Analyzed ${formatNumber(data.analyzed)} of ${formatNumber(data.available)} comments`
          : `${formatNumber(data.analyzed)} comments analyzed`}{" "}
        in {data.analysis_time.toFixed(1)} s
      </p>
      <h3 className="mt-6 text-sm font-semibold text-foreground">Key findings</h3>
      <ul className="mt-3 flex flex-col gap-4">
        {data.findings.map((f) => (
          <li key={f.text} className="border-l-2 border-primary pl-3">
            <p className="text-foreground">{f.text}</p>
            {f.quote ? (
              <blockquote className="mt-1 text-sm text-muted-foreground">
                “{f.quote.text}” <span className="whitespace-nowrap">@{f.quote.username}</span>
              </blockquote>
            ) : null}
          </li>
        ))}
      </ul>
      <figcaption className="mt-6 flex flex-col gap-3 border-t border-border pt-4 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <span>Made by the CommentLens analyzer from a post in our demo data.</span>
        <Link
          to="/demo"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-control font-medium whitespace-nowrap text-primary-text underline-offset-4 hover:underline"
        >
          Open the full sample report
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </figcaption>
    </figure>
  );
}
