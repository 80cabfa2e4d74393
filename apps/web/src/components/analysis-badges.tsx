import {
  type AnalysisStatus,
  type OverallSentiment,
  sentimentTitle,
  wholePercent,
} from "@commentlens/shared";
import { Badge, type BadgeVariant } from "./ui/badge";

const SENTIMENT_VARIANTS: Record<OverallSentiment, BadgeVariant> = {
  "overwhelmingly positive": "positive",
  positive: "positive",
  mixed: "neutral",
  negative: "negative",
  "overwhelmingly negative": "negative",
};

/** Overall sentiment with its score as a whole percentage: the label says it, not only the colour. */
export function SentimentBadge({
  sentiment,
  score,
}: {
  sentiment: OverallSentiment;
  score: number | null;
}) {
  return (
    <Badge variant={SENTIMENT_VARIANTS[sentiment]}>
      {sentimentTitle(sentiment)}
      {score === null ? null : <span className="tabular-nums">· {wholePercent(score)}%</span>}
    </Badge>
  );
}

const STATUS: Record<AnalysisStatus, { label: string; variant: BadgeVariant }> = {
  queued: { label: "In progress", variant: "in-progress" },
  fetching: { label: "In progress", variant: "in-progress" },
  analyzing: { label: "In progress", variant: "in-progress" },
  completed: { label: "Completed", variant: "completed" },
  failed: { label: "Failed", variant: "failed" },
};

/** Status colours: in progress blue, completed green, failed red. */
export function StatusBadge({ status }: { status: AnalysisStatus }) {
  const { label, variant } = STATUS[status];
  return <Badge variant={variant}>{label}</Badge>;
}
