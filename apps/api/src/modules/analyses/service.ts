import { randomUUID } from "node:crypto";
import { type Analyzer, type AnalyzeStep, buildTimeline } from "@commentlens/analysis";
import { type InstagramProvider, ProviderError } from "@commentlens/instagram";
import {
  ANALYSIS_COMPLETE_MESSAGE,
  ANALYSIS_STEPS,
  type AnalysisResult,
  type AnalysisState,
  type AnalysisStep,
  type AnalysisSummary,
  type Comment,
  errorCatalogue,
  formatPostUrl,
  type Post,
  parsePostUrl,
  type TeamRole,
} from "@commentlens/shared";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { AnalysisStopped } from "../analyze-comments/off-thread.js";
import { toAppError } from "../instagram/provider-errors.js";
import type { Meter, UsageService } from "../usage/service.js";
import { compareResults } from "./comparison.js";
import { carryCorrections, correctionsOf } from "./corrections-repository.js";
import type { ProgressEvents } from "./events.js";
import { isOwnerAccount, type Owner, VISITOR_TTL_MS } from "./owner.js";
import {
  type AnalysisRow,
  type AnalysisRowLite,
  carryStatuses,
  deleteImport,
  findAnalysis,
  insertAnalysis,
  loadImport,
  type NewAnalysisRow,
  previousCompleted,
  reportColumns,
  returnToQueue,
  saveImport,
  startRun,
  storeCompleted,
  storedComments,
  updateAnalysis,
} from "./repository.js";
import { fullResult, readStoredResult } from "./stored-result.js";

export const ANALYZE_QUEUE = "analyze-post";

export interface AnalysesDeps {
  db: Db;
  instagram: InstagramProvider;
  analyzer: Analyzer;
  usage: UsageService;
  events: ProgressEvents;
  /** Sends the job that runs an analysis. */
  enqueue: (analysisId: string) => Promise<void>;
  commentMaxPages: number;
}

const stepMessage = (step: AnalysisStep) =>
  ANALYSIS_STEPS.find((s) => s.id === step)?.message ?? "";

/** Where each step starts on the 0–100 bar; fetching fills 2–40 page by page. */
const STEP_PROGRESS: Record<AnalyzeStep, number> = {
  sentiment: 45,
  audience: 60,
  engagement: 75,
  strategy: 85,
};

/** The Agency team a reader sits in, as the report's permissions need it. */
export interface ReaderTeam {
  ownerId: string;
  role: TeamRole;
}

/**
 * Whether a report's post can re-run on a schedule: a post of an account's own report,
 * analysed from its link (a profile's posts re-run with their profile; a file has nothing to
 * fetch again).
 */
export function postCanRerun(
  row: Pick<AnalysisRow, "userId" | "source" | "shortcode" | "profileAnalysisId">,
): boolean {
  return (
    row.userId !== null && row.source !== "import" && !!row.shortcode && !row.profileAnalysisId
  );
}

/**
 * The analysis as its reader sees it. A team's viewer may open it but neither correct, share,
 * schedule nor export it; on the team's reports (posts of its profile analyses) the team's
 * owner and members assign comments to one another.
 */
export function toState(
  row: AnalysisRow,
  who?: Owner | null,
  { team = null }: { team?: ReaderTeam | null } = {},
): AnalysisState {
  const readOnly = team?.role === "viewer";
  const completed = row.status === "completed";
  const owns = !readOnly && completed && isOwnerAccount(row, who);
  const result =
    row.status === "completed" ? fullResult(row.analysisData, row.commentResults) : null;
  return {
    id: row.id,
    status: row.status as AnalysisState["status"],
    step: row.step as AnalysisStep | null,
    progress: row.progress,
    message: row.message,
    post_url: row.postUrl,
    shortcode: row.shortcode,
    source: row.source as AnalysisState["source"],
    file_name: row.fileName,
    import_owner: row.importOwner,
    duplicates_skipped: row.duplicatesSkipped,
    created_at: row.createdAt.toISOString(),
    fetched: { pages: row.fetchedPages, comments: row.fetchedComments, total: row.fetchedTotal },
    post: row.post ?? null,
    ...(result ? { result } : {}),
    comparison: row.comparison ?? null,
    timeline: row.timeline ?? null,
    error: row.error,
    error_code: row.errorCode,
    visitor: row.userId === null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    can_correct: owns,
    can_share: owns,
    can_schedule: owns && postCanRerun(row),
    can_assign:
      !readOnly && completed && row.profileAnalysisId !== null && team?.ownerId === row.userId,
    can_export: !readOnly,
  };
}

export function toSummary(row: AnalysisRowLite): AnalysisSummary {
  const result = row.status === "completed" ? row.analysisData : null;
  return {
    id: row.id,
    post_url: row.postUrl,
    shortcode: row.shortcode,
    source: row.source as AnalysisSummary["source"],
    file_name: row.fileName,
    status: row.status as AnalysisSummary["status"],
    created_at: row.createdAt.toISOString(),
    owner_username: row.post?.owner.username ?? row.importOwner ?? null,
    caption: row.post?.caption ? row.post.caption.slice(0, 280) : null,
    thumbnail_url: row.post?.thumbnailUrl ?? null,
    overall_sentiment: result?.overall_sentiment ?? null,
    sentiment_score: result?.sentiment_score ?? null,
    total_comments: result?.analyzed ?? null,
    error: row.error,
  };
}

export type AnalysisInput =
  | { kind: "url"; url: string }
  | {
      kind: "import";
      fileName: string;
      comments: Comment[];
      postUrl: string | null;
      /** The post's account, when the file or the person importing names it. */
      owner: string | null;
      duplicates: number;
    };

/** A scheduled run's analysis that another worker made first: nothing more to do. */
export class AnalysisExists extends Error {
  constructor(readonly id: string) {
    super(`analysis ${id} exists`);
  }
}

/**
 * Creates an analysis and its job. A slot of the owner's allowance is taken first (the demo
 * samples are free) and given back if the analysis fails.
 */
export async function createAnalysis(
  deps: AnalysesDeps,
  owner: Owner,
  meter: Meter,
  input: AnalysisInput,
  now = new Date(),
  /** A scheduled run comes with its own id (one per schedule and due time) and its schedule. */
  run: { id?: string; scheduleId?: string } = {},
): Promise<string> {
  let postUrl: string;
  let shortcode: string | null = null;
  let source: AnalysisState["source"];
  if (input.kind === "url") {
    if (!input.url.trim()) throw new AppError(400, "EMPTY_POST_URL");
    const parsed = parsePostUrl(input.url);
    if (!parsed.ok) throw new AppError(400, "INVALID_POST_URL", parsed.error);
    shortcode = parsed.value;
    postUrl = formatPostUrl(shortcode);
    source = deps.instagram.name === "demo" ? "demo" : "instagram";
  } else {
    const parsed = input.postUrl ? parsePostUrl(input.postUrl) : undefined;
    shortcode = parsed?.ok ? parsed.value : null;
    postUrl = shortcode ? formatPostUrl(shortcode) : input.postUrl?.slice(0, 2_000) || "";
    source = "import";
  }

  const slot = source === "demo" ? null : await deps.usage.reserve(meter, now);
  if (source !== "demo" && !slot) {
    throw meter.kind === "visitor"
      ? new AppError(429, "VISITOR_LIMIT")
      : new AppError(402, "USAGE_LIMIT");
  }
  const id = run.id ?? randomUUID();
  let made = false;
  try {
    made = await insertAnalysis(deps.db, {
      id,
      scheduleId: run.scheduleId ?? null,
      userId: owner.kind === "user" ? owner.userId : null,
      visitorKey: owner.kind === "visitor" ? owner.visitorKey : null,
      postUrl,
      shortcode,
      source,
      fileName: input.kind === "import" ? input.fileName.slice(0, 255) : null,
      importOwner: input.kind === "import" ? input.owner : null,
      duplicatesSkipped: input.kind === "import" ? input.duplicates : 0,
      status: "queued",
      progress: 0,
      message: "Waiting to start...",
      usageSubject: slot?.subject ?? null,
      usagePeriod: slot?.period ?? null,
      createdAt: now,
      updatedAt: now,
      expiresAt: owner.kind === "visitor" ? new Date(now.getTime() + VISITOR_TTL_MS) : null,
    });
    if (made) {
      if (input.kind === "import") await saveImport(deps.db, id, input.comments);
      await deps.enqueue(id);
    }
  } catch (error) {
    if (slot) await deps.usage.release(slot);
    // Only a row this call made is marked failed, never another worker's run of the same id.
    if (!made) throw error;
    await deleteImport(deps.db, id).catch(() => {});
    await updateAnalysis(deps.db, id, {
      status: "failed",
      error: errorCatalogue.INTERNAL,
      errorCode: "INTERNAL",
    }).catch(() => {});
    throw error;
  }
  if (!made) {
    if (slot) await deps.usage.release(slot);
    throw new AnalysisExists(id);
  }
  return id;
}

/**
 * What storing a run's report writes besides its status: the report, its timeline, and what
 * changed since the owner's previous run of the same post.
 */
export async function reportOfRun(
  deps: Pick<AnalysesDeps, "db">,
  row: AnalysisRowLite,
  comments: Comment[],
  result: AnalysisResult,
  /** The previous run, when already looked up (null: there is none). */
  previous?: AnalysisRowLite | null,
): Promise<Partial<NewAnalysisRow>> {
  const earlier = previous === undefined ? await previousCompleted(deps.db, row) : previous;
  const comparison = earlier?.analysisData
    ? compareResults(
        {
          id: earlier.id,
          createdAt: earlier.createdAt,
          result: readStoredResult(earlier.analysisData),
        },
        result,
      )
    : null;
  return {
    ...(await reportColumns(result)),
    timeline: buildTimeline(comments, result.comments),
    comparison,
  };
}

/**
 * Failure as the user should read it: a catalogue message, never a stack trace nor a data
 * service's own answer (that one, `upstream`, is for the logs).
 */
function failureOf(error: unknown): { message: string; code: string; upstream?: string } {
  const mapped = toAppError(error);
  if (mapped instanceof AppError) {
    return { message: mapped.message, code: mapped.code, upstream: mapped.upstream };
  }
  return { message: errorCatalogue.ANALYSIS_FAILED, code: "ANALYSIS_FAILED" };
}

/**
 * Runs of one analysis's job that may be cut off (the process ending under it) before it fails
 * for good: one for a crash or a deploy, none for an analysis that keeps taking its process
 * down.
 */
const MAX_RUNS = 2;

/** A provider's word that the post cannot be read at all (as opposed to a passing failure). */
const FATAL_POST_ERRORS = new Set(["not_found", "private", "unknown_url", "invalid_input"]);

/**
 * The job: fetch the post and its comment pages (or read the imported file), analyse, store.
 * Progress is written to the analysis row as it goes. Safe to run again after a crash.
 */
export async function runAnalysis(
  deps: AnalysesDeps,
  id: string,
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void },
): Promise<void> {
  const row = await findAnalysis(deps.db, id);
  if (!row || row.status === "completed" || row.status === "failed") return;
  const progress = async (patch: Parameters<typeof updateAnalysis>[2]) => {
    await updateAnalysis(deps.db, id, patch);
    deps.events.changed(id);
  };
  const fail = async (failure: { message: string; code: string }) => {
    if (row.usageSubject && row.usagePeriod) {
      await deps.usage.release({ subject: row.usageSubject, period: row.usagePeriod });
    }
    await progress({
      status: "failed",
      message: failure.message,
      error: failure.message,
      errorCode: failure.code,
      usageSubject: null,
      usagePeriod: null,
    });
  };
  const runs = await startRun(deps.db, id);
  if (runs === undefined) return;
  if (runs > MAX_RUNS) {
    // Earlier runs were cut off with their process (the queue hands a lost job out again):
    // whatever in this analysis takes the process down would do it again.
    log.error({ analysisId: id, runs: runs - 1 }, "analysis cut off twice; not run again");
    await fail({ message: errorCatalogue.ANALYSIS_INTERRUPTED, code: "ANALYSIS_INTERRUPTED" });
    return;
  }
  try {
    let comments: Comment[];
    let post: Post | null = null;
    let available: number | undefined;
    if (row.source === "import") {
      comments = (await loadImport(deps.db, id)) ?? [];
      await progress({
        status: "fetching",
        step: "fetching",
        progress: 40,
        message: `Read ${comments.length.toLocaleString("en-US")} comments from ${row.fileName ?? "the file"}`,
        fetchedPages: 1,
        fetchedComments: comments.length,
        fetchedTotal: comments.length,
      });
    } else {
      const shortcode = row.shortcode as string;
      await progress({
        status: "fetching",
        step: "fetching",
        progress: 2,
        message: "Fetching post data...",
        fetchedPages: 0,
        fetchedComments: 0,
        fetchedTotal: null,
        error: null,
        errorCode: null,
      });
      if (row.profileAnalysisId && row.post) {
        // A profile's post list already gave this post's data: one call fewer per post.
        post = row.post;
      } else {
        try {
          post = await deps.instagram.getPost(shortcode);
        } catch (error) {
          // A post-info failure is tolerated: the comments may still be readable.
          if (error instanceof ProviderError && FATAL_POST_ERRORS.has(error.kind)) throw error;
          if (!(error instanceof ProviderError)) throw error;
        }
      }
      const total = post?.commentCount ?? null;
      await progress({ post, progress: 5, fetchedTotal: total, message: "Fetching comments..." });
      comments = [];
      const seen = new Set<string>();
      let pages = 0;
      for await (const page of deps.instagram.commentPages(shortcode, {
        maxPages: deps.commentMaxPages,
      })) {
        for (const comment of page) {
          if (seen.has(comment.id)) continue;
          seen.add(comment.id);
          comments.push(comment);
        }
        pages += 1;
        const share =
          total && total > 0 ? Math.min(1, comments.length / total) : pages / deps.commentMaxPages;
        await progress({
          progress: Math.round(5 + 35 * share),
          fetchedPages: pages,
          fetchedComments: comments.length,
          message: `Fetched ${comments.length.toLocaleString("en-US")} comments (page ${pages})`,
        });
      }
      available = total ?? undefined;
    }
    if (comments.length === 0) throw new AppError(404, "NO_COMMENTS");

    // A post analysed again keeps the owner's corrections of its earlier run.
    const corrections = await correctionsOf(deps.db, id);
    const earlier = await previousCompleted(deps.db, row);
    if (earlier) {
      for (const [commentId, correction] of await correctionsOf(deps.db, earlier.id)) {
        if (!corrections.has(commentId)) corrections.set(commentId, correction);
      }
    }
    const result = await deps.analyzer.analyze({
      comments,
      post,
      owner: row.importOwner,
      available,
      repliesIncluded: comments.some((c) => c.parentId !== null || c.isFromOwner),
      corrections,
      onStep: (step) =>
        progress({
          status: "analyzing",
          step,
          progress: STEP_PROGRESS[step],
          message: stepMessage(step),
        }),
    });
    // Read again: a visitor who signed in meanwhile now owns it, with their earlier runs.
    const current = (await findAnalysis(deps.db, id)) ?? row;
    const previous = await previousCompleted(deps.db, current);
    await progress({ progress: 95, message: "Saving the report..." });
    await storeCompleted(deps.db, id, comments, result.comments, {
      status: "completed",
      step: "strategy",
      progress: 100,
      message: ANALYSIS_COMPLETE_MESSAGE,
      post: post ?? result.post_data,
      ...(await reportOfRun(deps, current, comments, result, previous ?? null)),
      completedAt: new Date(),
    });
    if (previous) {
      await carryCorrections(deps.db, previous.id, id);
      await carryStatuses(deps.db, previous.id, id);
    }
    deps.events.changed(id);
  } catch (error) {
    if (error instanceof AnalysisStopped) {
      await returnToQueue(deps.db, id);
      deps.events.changed(id);
      throw error;
    }
    const failure = failureOf(error);
    if (failure.code.startsWith("ANALYSIS_"))
      log.error({ err: error, analysisId: id, code: failure.code }, "analysis failed");
    else if (failure.upstream) {
      log.warn(
        { analysisId: id, code: failure.code, upstream: failure.upstream },
        "the Instagram data service failed",
      );
    }
    await fail(failure);
  }
}

// ---- for the profile pipeline, whose post jobs each run one analysis ----------------------

/** An analysis, whoever owns it: jobs work on the owner's behalf. */
export function analysisForJob(db: Db, id: string): Promise<AnalysisRow | undefined> {
  return findAnalysis(db, id);
}

/**
 * Puts a failed analysis back in line for another run of its job, saying so to the reader. Its
 * run ended in order, so it no longer counts as one that was cut off.
 */
export function requeueAnalysis(db: Db, id: string, message: string): Promise<void> {
  return updateAnalysis(db, id, { status: "queued", progress: 0, message, runsStarted: 0 });
}

/** The analysed comments as the data source gave them, in their stored order. */
export function analysedComments(db: Db, id: string): Promise<Comment[]> {
  return storedComments(db, id);
}
