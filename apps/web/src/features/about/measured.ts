import type { EvalFiguresData } from "../../../scripts/eval-figures";

export type EvalFigures = EvalFiguresData;

// Replaced at build time by vite.config.ts with figures read from bench/eval.json; absent in
// unit tests (no Vite config there), where the page takes its figures as a prop.
declare const __COMMENTLENS_EVAL__: EvalFigures | null | undefined;

export const measuredFigures: EvalFigures | null =
  typeof __COMMENTLENS_EVAL__ === "undefined" ? null : __COMMENTLENS_EVAL__;
