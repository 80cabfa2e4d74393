// The findings part of the real-posts evaluation: what the report says about each real post
// with at least 50 comments, judged on what a reader would notice. Theme terms that are
// function words, giveaway entries on posts without a giveaway, the post's own account shown
// as audience, whether the comments behind "loved" are positive and those behind pain points
// are complaints aimed at the creator, and how many of an analyst's themes the findings name.
import { createRequire } from "node:module";
import type { AnalysisResult, Insight } from "@commentlens/shared";

// stopwords-iso ships its lists as the package's JSON entry point.
const stopwordLists = createRequire(import.meta.url)("stopwords-iso") as Record<string, string[]>;
const listOf = (lang: string) => new Set((stopwordLists[lang] ?? []).map((w) => normalise(w)));
/** Short stopwords of any language: particles that turn up in comments of every language. */
const SHORT_STOPWORDS = new Set(
  Object.values(stopwordLists)
    .flat()
    .map((w) => normalise(w))
    .filter((w) => w.length <= 4),
);
/**
 * Entries of stopwords-iso's English list that name things comment sections are about, not
 * function words (the list is broad: it holds "uk", "website", "order", "free", "caption"),
 * and short stopwords of other languages that are English nouns here ("link").
 */
const CONTENT_WORDS = new Set(
  "uk usa app site online store order orders website free home work big small long open opening course shop link links caption captions".split(
    " ",
  ),
);

/** Posts with fewer comments than this are left out: their reports say little. */
export const MIN_COMMENTS = 50;

/** The sections whose findings are named by a theme term. */
const THEME_SECTIONS = [
  "what_users_loved",
  "areas_for_improvement",
  "pain_points",
  "content_gaps",
  "content_preferences",
  "trending_topics",
] as const;
type ThemeSection = (typeof THEME_SECTIONS)[number];

/**
 * Lower case for matching. A capital dotted İ (Turkish) lower-cases to "i" and a combining dot
 * above, which no keyword written in lower case has: the dot goes.
 */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/i\u0307/g, "i")
    .replace(/[’‘`]/g, "'")
    .normalize("NFC");
}

function sectionInsights(result: AnalysisResult, section: ThemeSection): Insight[] {
  switch (section) {
    case "what_users_loved":
      return result.what_users_loved;
    case "areas_for_improvement":
      return result.areas_for_improvement;
    case "pain_points":
      return result.audience_insights.pain_points;
    case "content_gaps":
      return result.content_opportunities.content_gaps;
    case "content_preferences":
      return result.audience_insights.content_preferences;
    case "trending_topics":
      return result.content_opportunities.trending_topics;
  }
}

/** Every finding of the report with the section it is in. */
export function allFindings(result: AnalysisResult): Array<{ section: string; insight: Insight }> {
  const out: Array<{ section: string; insight: Insight }> = [];
  const add = (section: string, list: Insight[]) => {
    for (const insight of list) out.push({ section, insight });
  };
  add("primary_demographics", result.audience_insights.primary_demographics);
  add("engagement_drivers", result.audience_insights.engagement_drivers);
  add("collaboration_ideas", result.content_opportunities.collaboration_ideas);
  for (const s of THEME_SECTIONS) add(s, sectionInsights(result, s));
  for (const s of result.actionable_strategies) add(`strategy:${s.category}`, s.recommendations);
  return out;
}

function evidenceOfKind(
  findings: ReturnType<typeof allFindings>,
  kind: NonNullable<Insight["kind"]>,
): string[] {
  return findings.filter(({ insight }) => insight.kind === kind).flatMap((f) => f.insight.evidence);
}

const QUOTE = /“([^“”]*)”/g;

/**
 * A finding's text split into the theme terms it names (“sold out”: criticised by …; concerns
 * about “shipping”) and its prose without the example comments it quotes (“…” after an
 * opening parenthesis, "e.g." or a colon), so a keyword inside someone's comment does not
 * count as the report naming it.
 */
export function readFinding(text: string): { themes: string[]; prose: string } {
  const themes: string[] = [];
  let prose = "";
  let last = 0;
  let previousTheme = "";
  for (const m of text.matchAll(QUOTE)) {
    const at = m.index ?? 0;
    const before = text.slice(0, at);
    const after = text.slice(at + m[0].length);
    const theme =
      at === 0 ||
      /\babout $/.test(before) ||
      /\bmost: $/.test(before) ||
      /\bmost mention $/.test(before) ||
      /\bthey mention $/.test(before) ||
      // The next name in a list of names: “UK”, “restock”.
      (previousTheme && before.endsWith(`${previousTheme}, `)) ||
      (/(?:: |, )$/.test(before) && /^ \(\d+\)/.test(after));
    prose += text.slice(last, at);
    previousTheme = theme ? m[0] : "";
    if (theme) {
      themes.push(m[1] as string);
      prose += m[0];
    }
    last = at + m[0].length;
  }
  prose += text.slice(last);
  return { themes, prose };
}

/**
 * Whether every word of a term is a function word: a stopword of English or of one of
 * `languages` (the report's), or a short stopword of any language.
 */
export function isFunctionTerm(term: string, languages: readonly string[] = []): boolean {
  const lists = ["en", ...languages].map(listOf);
  const words = normalise(term)
    .split(/[^\p{L}\p{N}'#@]+/u)
    .map((w) => w.replace(/^#/, ""))
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length === 0) return false;
  return words.every(
    (w) =>
      !CONTENT_WORDS.has(w) &&
      (SHORT_STOPWORDS.has(w) || lists.some((l) => l.has(w) || l.has(w.replace(/'/g, "")))),
  );
}

/** Whether a keyword appears in a text as a whole word (emoji and symbols: anywhere). */
export function mentionsKeyword(text: string, keyword: string): boolean {
  const k = normalise(keyword).trim();
  const t = normalise(text);
  if (k === "") return false;
  const escaped = k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const startsWord = /^[\p{L}\p{N}]/u.test(k);
  const endsWord = /[\p{L}\p{N}]$/u.test(k);
  return new RegExp(
    `${startsWord ? "(?<![\\p{L}\\p{N}])" : ""}${escaped}${endsWord ? "(?![\\p{L}\\p{N}])" : ""}`,
    "u",
  ).test(t);
}

export interface AnalystTheme {
  theme: string;
  polarity: string;
  keywords: string[];
}

/** What one post's report says, measured. */
export interface PostFindings {
  shortcode: string;
  themeTerms: number;
  functionTerms: number;
  /** Comments counted as giveaway entries, and whether any finding speaks of entries. */
  giveawayEntries: number;
  giveawayFindings: number;
  /** Findings and personas that name the post's account or rest on its comments. */
  ownerLeaks: number;
  /** Evidence ids of "loved" and of pain points / areas for improvement. */
  lovedEvidence: string[];
  concernEvidence: string[];
  /**
   * Evidence ids of every finding that treats a comment as engagement: loved, pain points,
   * areas for improvement, preferences, content gaps, partner ideas and advice (every strategy
   * but moderation, which lists what to hide).
   */
  engagementEvidence: string[];
  /** The comments listed as questions waiting for an answer. */
  unansweredQuestions: string[];
  /**
   * Evidence ids of the findings that say whose side a comment takes: "take your side", the
   * comment suggested for pinning, and the suggestions to weigh.
   */
  supporterEvidence: string[];
  pinEvidence: string[];
  suggestionEvidence: string[];
  /** For posts an analyst read: which of their themes a finding names. */
  themes: Array<{ theme: string; polarity: string; found: boolean }>;
}

/** The report's findings on one post, measured (see `PostFindings`). */
export function measureFindings(
  shortcode: string,
  result: AnalysisResult,
  owner: string,
  ownerCommentIds: ReadonlySet<string>,
  analystThemes: readonly AnalystTheme[],
): PostFindings {
  let themeTerms = 0;
  let functionTerms = 0;
  const languages = result.language_breakdown
    .filter((l) => l.percentage >= 5)
    .map((l) => l.language);
  for (const section of THEME_SECTIONS) {
    for (const insight of sectionInsights(result, section)) {
      for (const term of readFinding(insight.text).themes) {
        themeTerms++;
        if (isFunctionTerm(term, languages)) functionTerms++;
      }
    }
  }
  const findings = allFindings(result);
  const handle = `@${owner.toLowerCase()}`;
  const namesOwner = (text: string) => {
    const t = text.toLowerCase();
    const at = t.indexOf(handle);
    return at >= 0 && !/[a-z0-9._]/.test(t[at + handle.length] ?? "");
  };
  let ownerLeaks = 0;
  for (const { section, insight } of findings) {
    // Strategies may speak to the owner about its own replies; the rest is the audience.
    const audienceSection = !section.startsWith("strategy:") || section.endsWith("Partnerships");
    if (!audienceSection) continue;
    if (
      namesOwner(readFinding(insight.text).prose) ||
      insight.evidence.some((id) => ownerCommentIds.has(id))
    )
      ownerLeaks++;
  }
  for (const persona of result.audience_insights.audience_personas) {
    if (persona.evidence.some((id) => ownerCommentIds.has(id))) ownerLeaks++;
  }
  const giveawayFindings = findings.filter(({ insight }) =>
    /giveaway entr|entrant/i.test(insight.text),
  ).length;
  const prose = findings.map(({ insight }) => readFinding(insight.text).prose);
  for (const persona of result.audience_insights.audience_personas) prose.push(persona.type);
  return {
    shortcode,
    themeTerms,
    functionTerms,
    giveawayEntries: result.giveaway_count,
    giveawayFindings,
    ownerLeaks,
    lovedEvidence: result.what_users_loved.flatMap((i) => i.evidence),
    concernEvidence: [
      ...result.audience_insights.pain_points,
      ...result.areas_for_improvement,
    ].flatMap((i) => i.evidence),
    engagementEvidence: [
      ...result.what_users_loved,
      ...result.audience_insights.pain_points,
      ...result.audience_insights.content_preferences,
      ...result.areas_for_improvement,
      ...result.content_opportunities.content_gaps,
      ...result.content_opportunities.collaboration_ideas,
      // Moderation lists abuse and spam to hide: that is where abuse belongs.
      ...result.actionable_strategies
        .filter((s) => s.category !== "Moderation")
        .flatMap((s) => s.recommendations),
    ].flatMap((i) => i.evidence),
    unansweredQuestions: result.unanswered_questions.comment_ids,
    supporterEvidence: evidenceOfKind(findings, "supporters"),
    pinEvidence: evidenceOfKind(findings, "pin"),
    suggestionEvidence: evidenceOfKind(findings, "weigh-suggestions"),
    themes: analystThemes.map((t) => ({
      theme: t.theme,
      polarity: t.polarity,
      found: t.keywords.some((k) => prose.some((p) => mentionsKeyword(p, k))),
    })),
  };
}
