import type { EvalFiguresData } from "../../../scripts/eval-figures";

export type EvalFigures = EvalFiguresData;

// Replaced at build time by vite.config.ts with figures read from bench/eval.json; absent in
// unit tests (no Vite config there), where pages take their figures as props.
declare const __COMMENTLENS_EVAL__: EvalFigures | null | undefined;

export const measuredFigures: EvalFigures | null =
  typeof __COMMENTLENS_EVAL__ === "undefined" ? null : __COMMENTLENS_EVAL__;

/** 0.7199 → "72%": whole percent, as the report shows scores. */
export function wholePercentOf(share: number): string {
  return `${Math.round(share * 100)}%`;
}
