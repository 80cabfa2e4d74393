import { type Analyzer, LlmAnalyzer, LocalAnalyzer } from "@commentlens/analysis";
import type { Config } from "../../config.js";

/** The local engine, or an LLM that falls back to it: the one place the analyzer is chosen. */
export function createAnalyzer(config: Config["analyzer"]): Analyzer {
  const local = new LocalAnalyzer();
  return config.kind === "llm" ? new LlmAnalyzer({ ...config, local }) : local;
}
