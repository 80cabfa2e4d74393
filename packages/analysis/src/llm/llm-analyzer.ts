import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { type AnalysisResult, type Insight, OVERALL_SENTIMENTS } from "@commentlens/shared";
import { generateText, Output } from "ai";
import { z } from "zod";
import type { AnalyzeRequest, Analyzer } from "../analyzer.js";
import { collapseSpaces } from "../text/characters.js";

/**
 * An LLM writes the report's insights from the comments; the local analyzer supplies every
 * figure (its accuracy is measured) and stands in whenever the LLM fails. Thousands of
 * comments are summarised chunk by chunk (map), then merged (reduce). Evidence ids the LLM
 * cites are checked against the input: unknown ones are dropped, items left without any go.
 */

export interface LlmAnalyzerOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** Comments per map call. */
  chunkSize?: number;
  local: Analyzer;
}

export const INVALID_RESPONSE = "Invalid analysis response received. Please try again.";
export const INCOMPLETE_RESPONSE = "Incomplete analysis results received. Please try again.";

export class LlmResponseError extends Error {
  override name = "LlmResponseError";
}

const item = z.object({ text: z.string(), evidence: z.array(z.string()) });
const SECTIONS = [
  "what_users_loved",
  "areas_for_improvement",
  "content_preferences",
  "engagement_drivers",
  "pain_points",
  "trending_topics",
  "content_gaps",
  "collaboration_ideas",
] as const;
type Section = (typeof SECTIONS)[number];

/** What the model is asked for; lenient, so a missing field can be told apart from garbage. */
const llmSchema = z.object({
  overall_sentiment: z.string().optional(),
  sentiment_score: z.number().optional(),
  ...Object.fromEntries(SECTIONS.map((s) => [s, z.array(item).optional()])),
  actionable_strategies: z
    .array(z.object({ category: z.string(), recommendations: z.array(item) }))
    .optional(),
}) as z.ZodType<LlmReport>;

type LlmItem = z.infer<typeof item>;
type LlmReport = {
  overall_sentiment?: string;
  sentiment_score?: number;
  actionable_strategies?: Array<{ category: string; recommendations: LlmItem[] }>;
} & Partial<Record<Section, LlmItem[]>>;

const SYSTEM = `You analyse the comments under one Instagram post for its creator.
Write short, specific findings in English ("23 people asked where to buy the jacket"), never generic advice.
Every finding lists the ids of the comments it rests on in "evidence" (ids exactly as given, in brackets).
Leave a list empty when the comments give nothing for it. Answer with JSON only.
Fields: overall_sentiment (one of: ${OVERALL_SENTIMENTS.join(", ")}), sentiment_score (0 to 1),
${SECTIONS.join(", ")} (lists of {text, evidence}), actionable_strategies (list of {category, recommendations: [{text, evidence}]}).`;

function check(report: LlmReport): LlmReport {
  if (!report.overall_sentiment) throw new LlmResponseError(INVALID_RESPONSE);
  if (typeof report.sentiment_score !== "number") throw new LlmResponseError(INCOMPLETE_RESPONSE);
  return report;
}

export class LlmAnalyzer implements Analyzer {
  readonly engine = "llm+local" as const;
  private readonly provider;

  constructor(private readonly options: LlmAnalyzerOptions) {
    this.provider = createOpenAICompatible({
      name: "llm",
      baseURL: options.baseUrl,
      apiKey: options.apiKey,
      supportsStructuredOutputs: true,
    });
  }

  private async ask(prompt: string, signal?: AbortSignal): Promise<LlmReport> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    // One retry for malformed or incomplete output; the SDK itself retries 429/5xx.
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await generateText({
          model: this.provider(this.options.model),
          system: SYSTEM,
          prompt,
          output: Output.object({ schema: llmSchema }),
          maxRetries: 2,
          abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        return check(result.output);
      } catch (error) {
        if (timeout.aborted || signal?.aborted || attempt >= 1) {
          throw error instanceof LlmResponseError
            ? error
            : new LlmResponseError(
                timeout.aborted ? "the language model did not answer in time" : INVALID_RESPONSE,
              );
        }
      }
    }
  }

  async analyze(request: AnalyzeRequest): Promise<AnalysisResult> {
    const local = await this.options.local.analyze(request);
    const known = new Set(request.comments.map((c) => c.id));
    try {
      const size = this.options.chunkSize ?? 300;
      const lines = request.comments
        .filter((c) => !c.isFromOwner)
        .map(
          (c) =>
            `[${c.id}] @${c.username} (${c.likes ?? "?"} likes): ${collapseSpaces(c.text).slice(0, 500)}`,
        );
      const caption = request.post?.caption
        ? `Caption: ${request.post.caption.slice(0, 1000)}\n`
        : "";
      const chunks: string[][] = [];
      for (let i = 0; i < lines.length; i += size) chunks.push(lines.slice(i, i + size));
      const partials = await Promise.all(
        chunks.map((chunk) => this.ask(`${caption}Comments:\n${chunk.join("\n")}`, request.signal)),
      );
      const merged =
        partials.length === 1
          ? (partials[0] as LlmReport)
          : await this.ask(
              `${caption}These are findings from ${partials.length} parts of the comments. Merge them into one report; keep evidence ids.\n${JSON.stringify(partials)}`,
              request.signal,
            );
      return this.combine(local, merged, known);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        ...local,
        engine: "local",
        model: `${local.model} (language model unavailable: ${reason})`,
      };
    }
  }

  /** Local figures, the LLM's findings with their evidence checked. */
  private combine(local: AnalysisResult, llm: LlmReport, known: Set<string>): AnalysisResult {
    const clean = (items: LlmItem[] | undefined): Insight[] =>
      (items ?? []).flatMap((i) => {
        const evidence = [...new Set(i.evidence.map(withoutBrackets))].filter((e) => known.has(e));
        return i.text.trim() && evidence.length > 0
          ? [{ text: i.text.trim(), evidence, support: evidence.length }]
          : [];
      });
    const or = (items: Insight[], fallback: Insight[]) => (items.length > 0 ? items : fallback);
    const strategies = (llm.actionable_strategies ?? []).flatMap((s) => {
      const recommendations = clean(s.recommendations);
      return s.category.trim() && recommendations.length > 0
        ? [{ category: s.category.trim(), recommendations }]
        : [];
    });
    return {
      ...local,
      what_users_loved: or(clean(llm.what_users_loved), local.what_users_loved),
      areas_for_improvement: or(clean(llm.areas_for_improvement), local.areas_for_improvement),
      audience_insights: {
        ...local.audience_insights,
        content_preferences: or(
          clean(llm.content_preferences),
          local.audience_insights.content_preferences,
        ),
        engagement_drivers: or(
          clean(llm.engagement_drivers),
          local.audience_insights.engagement_drivers,
        ),
        pain_points: or(clean(llm.pain_points), local.audience_insights.pain_points),
      },
      content_opportunities: {
        trending_topics: or(
          clean(llm.trending_topics),
          local.content_opportunities.trending_topics,
        ),
        content_gaps: or(clean(llm.content_gaps), local.content_opportunities.content_gaps),
        collaboration_ideas: or(
          clean(llm.collaboration_ideas),
          local.content_opportunities.collaboration_ideas,
        ),
      },
      actionable_strategies: strategies.length > 0 ? strategies : local.actionable_strategies,
      engine: "llm+local",
      model: `${this.options.model} + ${local.model}`,
    };
  }
}

/** An evidence id without the brackets the prompt wrote it in ("[c12]" → "c12"). */
function withoutBrackets(id: string): string {
  const start = id.startsWith("[") ? 1 : 0;
  return id.slice(start, id.endsWith("]") && id.length > start ? -1 : undefined);
}
