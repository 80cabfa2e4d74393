import { POST_URL_MESSAGES, VISITOR_IMPORT_UPGRADE } from "@commentlens/shared";
import { ApiError } from "../../lib/api-client";
import { UNEXPECTED_ERROR } from "./api";

/** What went wrong when starting an analysis, and what the page offers to do about it. */
export interface SubmitProblem {
  message: string;
  /** Server detail such as the rejected lines of an import. */
  details?: string;
  /** The next step the page links to. */
  action?: "sign-up" | "upgrade";
  /** Belongs under the URL field (the server's own URL check). */
  field?: boolean;
}

const URL_MESSAGES = new Set<string>(Object.values(POST_URL_MESSAGES));

export function describeSubmitError(error: unknown): SubmitProblem {
  if (!(error instanceof ApiError)) return { message: UNEXPECTED_ERROR };
  const problem: SubmitProblem = { message: error.message };
  // Some messages already quote the details (e.g. the first rejected lines): say it once.
  const details = typeof error.details === "string" ? error.details : undefined;
  const firstDetail = details?.split(/[;\n]/)[0]?.trim();
  if (details && !(firstDetail && error.message.includes(firstDetail))) {
    problem.details = details;
  }
  if (
    error.code === "VISITOR_LIMIT" ||
    (error.status === 429 && error.code !== "RATE_LIMITED") ||
    // A visitor's file over their comment limit: an account may import more.
    (error.code === "INVALID_IMPORT" && error.message.includes(VISITOR_IMPORT_UPGRADE))
  ) {
    problem.action = "sign-up";
  } else if (error.code === "USAGE_LIMIT" || error.status === 402) {
    problem.action = "upgrade";
  } else if (error.status === 400 && URL_MESSAGES.has(error.message)) {
    problem.field = true;
  }
  return problem;
}
