// Number formatting shared by the tables `npm run eval` prints.
export const f3 = (x: number | undefined) =>
  x === undefined || Number.isNaN(x) ? "  -  " : x.toFixed(3);
export const pad = (s: string, n: number) => s.padEnd(n);
