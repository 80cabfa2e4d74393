import { type DemoSamples, formatNumber } from "@commentlens/shared";
import { Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { AnalysesClient } from "./api";

/** The bundled demo posts, or null while loading, when there are none, or on failure. */
export function useDemoSamples(client: AnalysesClient): DemoSamples | null {
  const [samples, setSamples] = useState<DemoSamples | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    client.demoSamples(controller.signal).then(
      (list) => setSamples(list && list.length > 0 ? list : null),
      (error: unknown) => {
        // Samples are an extra: without them the page still works, so only log.
        if (!controller.signal.aborted) console.warn("Could not load the demo samples", error);
      },
    );
    return () => controller.abort();
  }, [client]);
  return samples;
}

/** A few samples are enough to start; the rest wait behind "Show more" (phones stay short). */
const FIRST_SAMPLES = 4;

const LANGUAGE_NAMES = new Intl.DisplayNames(undefined, { type: "language" });

function languageName(code: string): string {
  try {
    return LANGUAGE_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Try a sample": one click fills the field and starts the analysis. */
export function SampleLinks({
  samples,
  onPick,
  disabled,
}: {
  samples: DemoSamples;
  onPick(url: string): void;
  disabled: boolean;
}) {
  const [all, setAll] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // The "Show more" button disappears: put focus on the first sample it revealed.
  useEffect(() => {
    if (all) list.current?.querySelectorAll("button")[FIRST_SAMPLES]?.focus();
  }, [all]);
  const shown = all ? samples : samples.slice(0, FIRST_SAMPLES);
  const hidden = samples.length - shown.length;
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-1.5 text-sm font-medium text-foreground">
        <Sparkles aria-hidden="true" className="size-4 text-primary-text" />
        Try a sample
      </p>
      <ul ref={list} className="flex flex-wrap items-center gap-2">
        {shown.map((sample) => (
          <li key={sample.url} className="max-w-full">
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(sample.url)}
              className="flex max-w-full flex-col items-start rounded-control border border-border bg-surface px-3 py-1.5 text-left text-sm transition-colors hover:bg-surface-muted disabled:pointer-events-none disabled:opacity-60"
            >
              <span className="max-w-full truncate font-medium text-foreground">
                {sample.title}
              </span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {languageName(sample.language)} · {formatNumber(sample.comment_count)} comments
              </span>
            </button>
          </li>
        ))}
        {hidden > 0 ? (
          <li>
            <button
              type="button"
              onClick={() => setAll(true)}
              className="rounded-sm px-1 text-sm font-medium text-primary-text underline-offset-4 hover:underline"
            >
              Show {hidden} more
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
