/** Rounded to `digits` places; a tiny negative rounds to 0, never -0 (JSON would drop the sign). */
export function round(x: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(x * f) / f;
  return Object.is(r, -0) ? 0 : r;
}
