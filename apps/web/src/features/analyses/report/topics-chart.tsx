import { type AnalysisResult, formatNumber, SENTIMENT_LABELS } from "@commentlens/shared";
import { useMemo, useState } from "react";
import { SENTIMENT_BG_CLASSES, SENTIMENT_NAMES } from "../../../components/sentiment";
import { Button } from "../../../components/ui/button";
import { commentsLabel } from "./derive";
import { useReportActions } from "./report-context";
import { type TopicVolume, topicVolumes } from "./topic-volumes";

/**
 * "12 comments: 8 positive, 3 neutral, 1 negative", the bar's words for everyone; when the
 * findings quote only some of a big topic's comments, the split says it is of those.
 */
export function topicSummary(t: TopicVolume): string {
  const parts = SENTIMENT_LABELS.filter((l) => t.counts[l] > 0).map(
    (l) => `${formatNumber(t.counts[l])} ${l}`,
  );
  if (t.volume > t.ids.length) {
    return `${commentsLabel(t.volume)}; of the ${formatNumber(t.ids.length)} quoted, ${parts.join(", ")}`;
  }
  return `${commentsLabel(t.volume)}: ${parts.join(", ")}`;
}

/**
 * The findings' topics as bars by volume, split by sentiment: read at a glance which topic
 * draws the most comments and how they feel about it. Each bar opens its comments in the
 * explorer; a table view gives the same figures as text.
 */
export function TopicsChart({ result }: { result: AnalysisResult }) {
  const topics = useMemo(() => topicVolumes(result), [result]);
  const [asTable, setAsTable] = useState(false);
  const { showInExplorer } = useReportActions();
  if (topics.length < 2) return null;
  const max = Math.max(...topics.map((t) => t.volume));
  const open = (t: TopicVolume) => showInExplorer({ evidence: { title: t.topic, ids: t.ids } });

  return (
    <figure className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <figcaption className="text-sm font-semibold text-foreground">
          Topics by comments, split by sentiment
        </figcaption>
        <Button variant="link" size="sm" onClick={() => setAsTable((v) => !v)}>
          {asTable ? "Show as chart" : "Show as table"}
        </Button>
      </div>
      {asTable ? (
        <div className="overflow-x-auto">
          <table aria-label="Topics by comments" className="w-full text-left text-sm tabular-nums">
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Topic
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Comments
                </th>
                {SENTIMENT_LABELS.map((l) => (
                  <th key={l} scope="col" className="py-1.5 pr-3 font-medium">
                    {SENTIMENT_NAMES[l]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {topics.map((t) => (
                <tr key={t.topic} className="border-t border-border">
                  <th scope="row" className="py-1.5 pr-3 font-medium [overflow-wrap:anywhere]">
                    {t.topic}
                  </th>
                  <td className="py-1.5 pr-3">{formatNumber(t.volume)}</td>
                  {SENTIMENT_LABELS.map((l) => (
                    <td key={l} className="py-1.5 pr-3">
                      {formatNumber(t.counts[l])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="flex flex-col gap-2.5" aria-label="Topics by comments">
          {topics.map((t) => (
            <li key={t.topic}>
              <button
                type="button"
                onClick={() => open(t)}
                aria-label={`${t.topic}: ${topicSummary(t)}. Show them in the explorer`}
                className="group grid w-full grid-cols-[minmax(5rem,9rem)_1fr] items-center gap-3 rounded-control text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="truncate text-sm font-medium text-foreground group-hover:underline">
                  {t.topic}
                </span>
                <span className="flex items-center gap-2">
                  <span
                    className="flex h-3 overflow-hidden rounded-full bg-surface-muted"
                    style={{ width: `${Math.max(6, (t.volume / max) * 100)}%` }}
                  >
                    {SENTIMENT_LABELS.map((l) =>
                      t.counts[l] > 0 ? (
                        <span
                          key={l}
                          className={SENTIMENT_BG_CLASSES[l]}
                          style={{ width: `${(t.counts[l] / t.ids.length) * 100}%` }}
                        />
                      ) : null,
                    )}
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    {formatNumber(t.volume)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">
        Green is positive, grey neutral, red negative; a big topic is split by the comments its
        findings quote. Choose a topic to read them.
      </p>
    </figure>
  );
}
