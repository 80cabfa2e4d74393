import { type ErrorCode, type ErrorEnvelope, errorCatalogue } from "@commentlens/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.js";

/** Fastify's own client-error codes, mapped to ours. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "INVALID_JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "INVALID_JSON",
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "VALIDATION_FAILED",
};

/**
 * PostgreSQL's data errors: text it cannot store (a NUL, bytes that are not UTF-8), and a value
 * it cannot read as the column's type. In a request they come from what the client sent.
 */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);
const UNREADABLE_VALUE = new Set(["22P02", "22007", "22008", "22003"]);

export const DATA_ERROR_MESSAGES = {
  text: "The request contains characters that cannot be stored. Remove them and try again.",
  value: (value: string) => `"${value.slice(0, 100)}" is not a valid value here.`,
  upload: "The upload ended before the form was complete. Send the file again.",
} as const;

/** The PostgreSQL error behind `error` (drivers and the ORM wrap it as a cause). */
function databaseError(error: unknown): { code: string; message: string } | undefined {
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === "object"; i++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof message === "string") {
      return { code, message };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether `needle` is one of the strings the client sent (path, query or body). */
function sentByClient(request: FastifyRequest, needle: string): boolean {
  const stack: unknown[] = [request.params, request.query, request.body];
  for (let seen = 0; stack.length > 0 && seen < 10_000; seen++) {
    const value = stack.pop();
    if (typeof value === "string" && value.includes(needle)) return true;
    if (value && typeof value === "object") stack.push(...Object.values(value));
  }
  return false;
}

/** A 400 for a database data error the client's input caused; undefined for anything else. */
function clientDataError(error: unknown, request: FastifyRequest): { message: string } | undefined {
  const found = databaseError(error);
  if (!found) return undefined;
  if (UNSTORABLE_TEXT.has(found.code)) return { message: DATA_ERROR_MESSAGES.text };
  if (!UNREADABLE_VALUE.has(found.code)) return undefined;
  // The messages quote the value: only a value the client sent is the client's to fix.
  for (const [, value] of found.message.matchAll(/"([^"]+)"/g)) {
    if (value && sentByClient(request, value)) return { message: DATA_ERROR_MESSAGES.value(value) };
  }
  return undefined;
}

/** The multipart parser's error for a body that stops before the form's closing boundary. */
const cutOffUpload = (error: Error, request: FastifyRequest) =>
  /^multipart\//i.test(request.headers["content-type"] ?? "") &&
  /unexpected end of multipart data/i.test(error.message);

function envelope(code: ErrorCode, message?: string, details?: string): ErrorEnvelope {
  return { error: message ?? errorCatalogue[code], code, ...(details ? { details } : {}) };
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message?: string,
  details?: string,
): FastifyReply {
  return reply.status(status).send(envelope(code, message, details));
}

/**
 * The one error handler: clients get the envelope of the catalogue; 5xx answers carry only a
 * generic message and the request id, never a stack trace or SQL.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      // A data service's answer behind a client error (e.g. its 404) is kept for the logs too.
      else if (error.upstream) request.log.warn({ err: error }, error.message);
      return sendError(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const where = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
        return where ? `${where}: ${v.message}` : (v.message ?? "invalid");
      });
      // The first problem, in the schema's own words, is what a person needs to fix first.
      return sendError(reply, 400, "VALIDATION_FAILED", issues[0], issues.join("; "));
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendError(reply, error.statusCode ?? 400, mapped);
    if (error.statusCode === 429) return sendError(reply, 429, "RATE_LIMITED");
    const dataError = clientDataError(error, request);
    if (dataError) {
      request.log.warn({ err: error }, "refused input the database cannot take");
      return sendError(reply, 400, "VALIDATION_FAILED", dataError.message);
    }
    if (cutOffUpload(error, request)) {
      return sendError(reply, 400, "VALIDATION_FAILED", DATA_ERROR_MESSAGES.upload);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, "VALIDATION_FAILED", error.message);
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ ...envelope("INTERNAL"), requestId: String(request.id) } satisfies ErrorEnvelope);
  });
}
