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
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, "VALIDATION_FAILED", error.message);
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ ...envelope("INTERNAL"), requestId: String(request.id) } satisfies ErrorEnvelope);
  });
}
