import { ProviderError, type ProviderErrorKind } from "@commentlens/instagram";
import type { ErrorCode } from "@commentlens/shared";
import { AppError } from "../../lib/app-error.js";

/** How each kind of data-provider failure reaches a client: status and stable code. */
const byKind: Record<ProviderErrorKind, { status: number; code: ErrorCode }> = {
  not_configured: { status: 503, code: "PROVIDER_AUTH" },
  invalid_key: { status: 502, code: "PROVIDER_AUTH" },
  not_found: { status: 404, code: "POST_NOT_FOUND" },
  private: { status: 403, code: "POST_PRIVATE" },
  no_comments: { status: 404, code: "NO_COMMENTS" },
  quota_exceeded: { status: 503, code: "PROVIDER_QUOTA" },
  rate_limited: { status: 503, code: "PROVIDER_RATE_LIMITED" },
  timeout: { status: 504, code: "PROVIDER_TIMEOUT" },
  upstream: { status: 502, code: "PROVIDER_FAILED" },
  bad_response: { status: 502, code: "PROVIDER_FAILED" },
  unsupported: { status: 422, code: "PROVIDER_UNSUPPORTED" },
  invalid_input: { status: 400, code: "INVALID_POST_URL" },
  comments_disabled: { status: 404, code: "NO_COMMENTS" },
  unknown_url: { status: 404, code: "NOT_IN_DEMO_DATA" },
};

/**
 * Turns a provider's failure into the API's error, keeping the provider's own message (its
 * words, never the service's answer) and the service's answer for the logs.
 */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  const { status, code } = byKind[error.kind];
  const mapped = new AppError(status, code, error.message);
  // The service's answer and what the operator could change go to the log, never to users.
  const forLog = [error.upstream, error.hint].filter(Boolean).join(" · ");
  if (forLog) mapped.upstream = forLog;
  return mapped;
}
