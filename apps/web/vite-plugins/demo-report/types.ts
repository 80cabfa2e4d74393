import type { AnalysisComment, AnalysisState, SentimentLabel } from "@commentlens/shared";

/** The /demo page's sample: a completed analysis and every comment it analysed. */
export interface SampleData {
  analysis: AnalysisState;
  comments: AnalysisComment[];
}

/** The few figures of the sample report the landing page shows. */
export interface SampleExcerpt {
  title: string;
  owner: string;
  analyzed: number;
  available: number;
  overall_sentiment: string;
  sentiment_score: number;
  sentiment_breakdown: Record<SentimentLabel, number>;
  counts: Record<SentimentLabel, number>;
  analysis_time: number;
  findings: Array<{
    kind: string;
    text: string;
    support: number;
    quote: { username: string; text: string } | null;
  }>;
}

export interface DemoReport {
  sample: SampleData;
  excerpt: SampleExcerpt;
}
