import { redactSecrets } from "@commentlens/shared";
import { isSafeNumber, parse as parseLossless } from "lossless-json";
import pLimit, { type LimitFunction } from "p-limit";
import { type Operation, operationPrefix, ProviderError } from "./errors.js";

/**
 * The one way providers call their APIs: a timeout per request, retries with exponential
 * backoff and jitter on 429/5xx/network errors (honouring Retry-After and rate-limit
 * headers) within a total budget, a concurrency limit, and JSON read without losing digits.
 */

export interface HttpClientOptions {
  /** Per-request timeout. */
  timeoutMs: number;
  /** Attempts after the first one. */
  maxRetries: number;
  /** Total time retries may wait, across all attempts of one call. */
  retryBudgetMs: number;
  /** First backoff step; doubles each retry, with full jitter. */
  baseDelayMs: number;
  /** Requests in flight at once against this provider. */
  concurrency: number;
  /** Words in upstream bodies that must never reach a message (API keys). */
  secrets: string[];
  /** Name of the service in messages, e.g. "the Instagram data service". */
  service: string;
  /** Tells an upstream 429 that waiting cannot fix (e.g. a monthly quota) from a throttle. */
  isQuotaExhausted?: (status: number, body: string) => boolean;
  /** Reads provider-specific error bodies (e.g. Graph's error codes) before the defaults. */
  classifyError?: (
    status: number,
    body: string,
  ) => { kind: ProviderError["kind"]; retryable: boolean; message: string } | undefined;
  /** For tests: a seeded random source for jitter. */
  random?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface HttpRequest {
  url: string;
  method?: "GET" | "POST";
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  operation: Operation;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Numbers beyond 2^53 (ids) stay exact as strings; others become numbers. */
export function parseJsonLossless(text: string): unknown {
  return parseLossless(text, null, (value) => (isSafeNumber(value) ? Number(value) : value));
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Seconds or an HTTP date → milliseconds to wait, or undefined. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get("retry-after");
  if (value) {
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  // RapidAPI-style limits: when nothing remains, "reset" is the seconds until it does.
  for (const [name, remaining] of headers) {
    const match = /^x-ratelimit-(.*)remaining$/.exec(name);
    if (!match || Number(remaining) !== 0) continue;
    const reset = Number(headers.get(`x-ratelimit-${match[1]}reset`));
    if (Number.isFinite(reset) && reset >= 0) return reset * 1000;
  }
  return undefined;
}

/** Most characters of an upstream answer kept for the logs. */
export const UPSTREAM_EXCERPT_MAX = 500;

/**
 * An upstream error answer as the logs keep it: secrets hidden, whitespace collapsed,
 * shortened. It is never shown to users (an HTML error page means nothing to them).
 */
export function upstreamExcerpt(text: string, secrets: readonly string[]): string {
  const flat = redactSecrets(text, secrets).replace(/\s+/g, " ").trim();
  return flat.length > UPSTREAM_EXCERPT_MAX ? `${flat.slice(0, UPSTREAM_EXCERPT_MAX - 1)}…` : flat;
}

/** What a failed HTTP status means, in our words; the answer itself goes to the logs only. */
function statusReason(status: number, service: string): string {
  if (status === 429)
    return `${service} is limiting requests (HTTP 429). Please try again in a minute.`;
  if (status >= 500)
    return `${service} is having a problem (HTTP ${status}). Please try again in a few minutes.`;
  if (status === 401 || status === 403) return `${service} refused the API key (HTTP ${status}).`;
  if (status === 404) return `${service} found nothing there (HTTP 404).`;
  return `${service} refused the request (HTTP ${status}).`;
}

export class HttpClient {
  private readonly limit: LimitFunction;
  private readonly random: () => number;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;

  constructor(private readonly options: HttpClientOptions) {
    this.limit = pLimit(options.concurrency);
    this.random = options.random ?? Math.random;
    this.sleep = options.sleep ?? defaultSleep;
  }

  private fail(
    request: HttpRequest,
    kind: ProviderError["kind"],
    reason: string,
    status?: number,
    upstream?: string,
  ): ProviderError {
    return new ProviderError(
      kind,
      `${operationPrefix[request.operation]}: ${reason}`,
      status,
      upstream,
    );
  }

  /** Fetch a JSON document, retrying what is worth retrying. */
  async getJson(request: HttpRequest): Promise<HttpResponse> {
    const { maxRetries, retryBudgetMs, baseDelayMs } = this.options;
    let waited = 0;
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.limit(() => this.attempt(request));
      if (outcome.ok) return outcome.response;
      const error = outcome.error;
      if (!outcome.retryable || attempt >= maxRetries) throw error;
      const backoff = Math.round(this.random() * baseDelayMs * 2 ** attempt);
      const delay = Math.max(backoff, outcome.retryAfterMs ?? 0);
      if (waited + delay > retryBudgetMs) throw error;
      waited += delay;
      await this.sleep(delay, request.signal);
    }
  }

  private async attempt(
    request: HttpRequest,
  ): Promise<
    | { ok: true; response: HttpResponse }
    | { ok: false; error: ProviderError; retryable: boolean; retryAfterMs?: number }
  > {
    const { timeoutMs, service, secrets } = this.options;
    request.signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let res: Response;
    let text: string;
    try {
      res = await fetch(request.url, {
        method: request.method ?? "GET",
        headers: {
          accept: "application/json",
          ...(request.body === undefined ? {} : { "content-type": "application/json" }),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
        redirect: "error",
      });
      text = await res.text();
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason;
      if (timeout.aborted) {
        return {
          ok: false,
          retryable: true,
          error: this.fail(
            request,
            "timeout",
            `${service} did not answer within ${timeoutMs / 1000} s`,
          ),
        };
      }
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? "network error";
      return {
        ok: false,
        retryable: true,
        error: this.fail(request, "upstream", `could not reach ${service} (${cause})`),
      };
    }

    if (res.ok) {
      try {
        return {
          ok: true,
          response: { status: res.status, headers: res.headers, body: parseJsonLossless(text) },
        };
      } catch {
        return {
          ok: false,
          retryable: false,
          error: this.fail(
            request,
            "bad_response",
            `${service} sent a response that is not valid JSON`,
            res.status,
            upstreamExcerpt(text, this.options.secrets),
          ),
        };
      }
    }

    const upstream = upstreamExcerpt(text, secrets);
    const custom = this.options.classifyError?.(res.status, text);
    if (custom) {
      return {
        ok: false,
        retryable: custom.retryable,
        retryAfterMs: retryAfterMs(res.headers),
        error: ["invalid_key", "quota_exceeded", "unsupported", "private"].includes(custom.kind)
          ? new ProviderError(custom.kind, custom.message, res.status, upstream)
          : this.fail(request, custom.kind, custom.message, res.status, upstream),
      };
    }
    const reason = statusReason(res.status, service);
    if (res.status === 429) {
      if (this.options.isQuotaExhausted?.(res.status, text)) {
        const reset = retryAfterMs(res.headers);
        const when =
          reset === undefined
            ? ""
            : ` It resets in about ${Math.max(1, Math.round(reset / 86_400_000))} day(s).`;
        return {
          ok: false,
          retryable: false,
          error: new ProviderError(
            "quota_exceeded",
            `The monthly request quota of ${service} is used up. Upgrade its plan or wait for the quota to reset.${when}`,
            429,
            upstream,
          ),
        };
      }
      return {
        ok: false,
        retryable: true,
        retryAfterMs: retryAfterMs(res.headers),
        error: this.fail(request, "rate_limited", reason, 429, upstream),
      };
    }
    if (res.status >= 500) {
      return {
        ok: false,
        retryable: true,
        retryAfterMs: retryAfterMs(res.headers),
        error: this.fail(request, "upstream", reason, res.status, upstream),
      };
    }
    const kind =
      res.status === 401 || res.status === 403
        ? "invalid_key"
        : res.status === 404
          ? "not_found"
          : "upstream";
    return {
      ok: false,
      retryable: false,
      error: this.fail(request, kind, reason, res.status, upstream),
    };
  }
}
