// Sentiment, target and tags against our own check labels of real comments
// (labelled/real-posts-own-check.jsonl in the analysis package): comments under posts no other
// evaluation reads, which nothing is trained or tuned on, so they are unseen beside the
// holdout and fresh posts.
import { readFileSync } from "node:fs";
import {
  type BinaryScores,
  binaryScores,
  macroF1,
  type Scores,
  scoreLabels,
} from "@commentlens/analysis/internal";

export interface OwnCheckLabel {
  post: string;
  id: string;
  sentiment: string;
  target: string;
  tags: string[];
}

/** What the report said of one comment. */
export interface OwnCheckReading {
  label: string;
  target: string;
  tags: readonly string[];
}

export interface OwnCheckFigures {
  comments: number;
  /** Labelled comments no report held (a post missing from the data folder). */
  missing: number;
  sentiment: Scores;
  target: Scores;
  tags: { perTag: Record<string, BinaryScores>; macroF1: number };
}

/** The labels file, one JSON object per line; a malformed line names its number. */
export function readOwnCheckLabels(file: string): OwnCheckLabel[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, i) => {
      if (!line.trim()) return [];
      const v = JSON.parse(line) as Partial<OwnCheckLabel>;
      if (
        typeof v.post !== "string" ||
        typeof v.id !== "string" ||
        typeof v.sentiment !== "string" ||
        typeof v.target !== "string" ||
        !Array.isArray(v.tags)
      )
        throw new Error(`${file}:${i + 1}: expected {post, id, sentiment, target, tags}`);
      return [v as OwnCheckLabel];
    });
}

/** The readings' scores over the labelled comments a report held. */
export function ownCheckScores(
  labels: readonly OwnCheckLabel[],
  reading: (id: string) => OwnCheckReading | undefined,
  macroTags: readonly string[],
): OwnCheckFigures {
  const pairs = labels.flatMap((gold) => {
    const predicted = reading(gold.id);
    return predicted ? [{ gold, predicted }] : [];
  });
  const perTag: Record<string, BinaryScores> = {};
  for (const tag of macroTags) {
    perTag[tag] = binaryScores(
      pairs.map(({ gold, predicted }) => ({
        gold: gold.tags.includes(tag),
        predicted: predicted.tags.includes(tag),
      })),
    );
  }
  return {
    comments: pairs.length,
    missing: labels.length - pairs.length,
    sentiment: scoreLabels(
      pairs.map((p) => p.gold.sentiment),
      pairs.map((p) => p.predicted.label),
    ),
    target: scoreLabels(
      pairs.map((p) => p.gold.target),
      pairs.map((p) => p.predicted.target),
    ),
    tags: { perTag, macroF1: macroF1(perTag, macroTags) },
  };
}
