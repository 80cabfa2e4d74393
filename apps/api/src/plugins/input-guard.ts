import type { FastifyInstance, FastifyRequest } from "fastify";
import { sendError } from "./error-handler.js";

/**
 * Refuses, for every route, input no route can use and that would otherwise fail deep inside
 * (PostgreSQL rejects NUL in text; serialising very deep JSON overflows the stack): a NUL
 * character anywhere in the path parameters, the query or the JSON body, JSON nested deeper
 * than any form sends, and a multipart body without a usable boundary.
 */

/** Deeper than any body a route reads (the deepest are a few levels). */
export const MAX_BODY_DEPTH = 32;
/** RFC 2046: a multipart boundary is 1 to 70 characters. */
const MAX_BOUNDARY_LENGTH = 70;

export const INPUT_MESSAGES = {
  nul: "Text cannot contain the NUL character (\\u0000). Remove it and try again.",
  depth: `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels).`,
  boundary: "The upload is not a valid multipart form: its boundary is missing or too long.",
} as const;

type Problem = "nul" | "depth";

/**
 * The first problem in `value`: a NUL character in a string or a key, or nesting deeper than
 * `maxDepth`. Walks with its own stack, so no input can overflow the call stack.
 */
export function inputProblem(value: unknown, maxDepth = MAX_BODY_DEPTH): Problem | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const current = item.value;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return "nul";
      continue;
    }
    // Raw bodies (a webhook's signed bytes) are checked by their own route.
    if (current === null || typeof current !== "object" || Buffer.isBuffer(current)) continue;
    if (item.depth >= maxDepth) return "depth";
    for (const [key, child] of Object.entries(current)) {
      if (key.includes("\u0000")) return "nul";
      stack.push({ value: child, depth: item.depth + 1 });
    }
  }
  return undefined;
}

function badBoundary(request: FastifyRequest): boolean {
  const type = request.headers["content-type"] ?? "";
  if (!/^multipart\//i.test(type)) return false;
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^;]*))/i.exec(type);
  const value = (boundary?.[1] ?? boundary?.[2] ?? "").trim();
  return value.length === 0 || value.length > MAX_BOUNDARY_LENGTH;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request, reply) => {
    if (badBoundary(request)) {
      return sendError(reply, 400, "VALIDATION_FAILED", INPUT_MESSAGES.boundary);
    }
    const problem =
      inputProblem(request.params, 2) ??
      inputProblem(request.query, 3) ??
      inputProblem(request.body);
    if (problem) return sendError(reply, 400, "VALIDATION_FAILED", INPUT_MESSAGES[problem]);
  });
}
