// The toxic tag against our own abuse labels of real comments (labelled/abuse-own.jsonl in the
// analysis package): comments under posts no other evaluation reads, drawn from three pools
// (what the tag flags, negative comments aimed at a person, everything else), so precision
// and recall are per pool: the pools are not a sample of a comment section.
import { readFileSync } from "node:fs";
import { type BinaryScores, binaryScores } from "@commentlens/analysis/internal";

export interface OwnAbuseLabel {
  post: string;
  id: string;
  toxic: boolean;
  pool: string;
}

export interface OwnAbuseFigures {
  /** Per pool: the tag's scores on the labelled comments the reports still hold. */
  pools: Record<string, BinaryScores & { comments: number }>;
  /** Labelled comments no report held (a post missing from the data folder). */
  missing: number;
}

/** The labels file, one JSON object per line; a malformed line names its number. */
export function readOwnAbuseLabels(file: string): OwnAbuseLabel[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, i) => {
      if (!line.trim()) return [];
      const v = JSON.parse(line) as Partial<OwnAbuseLabel>;
      if (
        typeof v.post !== "string" ||
        typeof v.id !== "string" ||
        typeof v.toxic !== "boolean" ||
        typeof v.pool !== "string"
      )
        throw new Error(`${file}:${i + 1}: expected {post, id, toxic, pool}`);
      return [v as OwnAbuseLabel];
    });
}

/**
 * The tag's precision and recall per pool. `flagged` answers whether the report tagged a
 * comment toxic, or `undefined` when no report held it.
 */
export function ownAbuseScores(
  labels: readonly OwnAbuseLabel[],
  flagged: (id: string) => boolean | undefined,
): OwnAbuseFigures {
  const byPool = new Map<string, Array<{ gold: boolean; predicted: boolean }>>();
  let missing = 0;
  for (const label of labels) {
    const predicted = flagged(label.id);
    if (predicted === undefined) {
      missing++;
      continue;
    }
    const list = byPool.get(label.pool) ?? [];
    list.push({ gold: label.toxic, predicted });
    byPool.set(label.pool, list);
  }
  const pools: OwnAbuseFigures["pools"] = {};
  for (const [pool, pairs] of [...byPool].sort(([a], [b]) => a.localeCompare(b)))
    pools[pool] = { ...binaryScores(pairs), comments: pairs.length };
  return { pools, missing };
}
