/** Load for process tests and the bench: a large comment file, and a latency probe. */

const PHRASES = [
  "Love the new colour, when does it ship to Portugal?",
  "Ordered two last week and the straps already feel loose",
  "This is exactly what I needed for the summer trip",
  "Does it come in a larger size? Asking for my brother",
  "Customer service never answered my email about the refund",
  "Absolutely stunning photo, the light is perfect",
  "Meh, the old version was better",
  "How long does the battery last on a full charge?",
];

/** A plain import CSV (`username,text,likes,timestamp`) of `n` made-up comments, each its own. */
export function commentCsv(n: number): string {
  const start = Date.UTC(2025, 0, 1);
  const lines = ["username,text,likes,timestamp"];
  for (let i = 0; i < n; i++) {
    const text = `${PHRASES[i % PHRASES.length]} (${i})`;
    const at = new Date(start + i * 61_000).toISOString();
    lines.push(`user${i % 5_000},"${text}",${i % 97},${at}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Milliseconds each GET of `url` took, asked one at a time (`gapMs` apart) until `until`
 * settles: a blocked event loop shows as one long answer.
 */
export async function probeLatency(
  url: string,
  until: Promise<unknown>,
  gapMs = 20,
): Promise<number[]> {
  let done = false;
  until.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  const times: number[] = [];
  while (!done) {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, gapMs));
  }
  return times;
}

/** The `p`th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}
