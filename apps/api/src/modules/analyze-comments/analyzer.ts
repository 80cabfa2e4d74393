import { type Analyzer, LlmAnalyzer, LocalAnalyzer } from "@commentlens/analysis";
import type { AnalysisLimits, Config } from "../../config.js";
import { OffThreadAnalyzer } from "./off-thread.js";

/** The local engine, or an LLM that falls back to it, working on the calling thread. */
export function createInThreadAnalyzer(config: Config["analyzer"]): Analyzer {
  const local = new LocalAnalyzer();
  return config.kind === "llm" ? new LlmAnalyzer({ ...config, local }) : local;
}

/**
 * The one place the analyzer is chosen: the configured engine, in worker threads with a time
 * budget and a memory limit, so no analysis ever stalls the API.
 */
export function createAnalyzer(
  config: Config["analyzer"],
  limits: AnalysisLimits,
): OffThreadAnalyzer {
  return new OffThreadAnalyzer(config, limits);
}
