/**
 * The web app's one HTTP layer: requests to our API (same-origin cookies, JSON or multipart
 * bodies) and the one error every refused or unanswered call throws. Following a running job
 * live is `live-updates.ts`, apart so the first page load does not carry it.
 *
 * Each feature describes its endpoints in its own `api.ts` on top of this; screens take that
 * feature client from context, so their tests hand them a fake one instead of a server.
 */

/** A call that did not succeed: the server refused it, or no answer came. */
export class ApiError extends Error {
  /** The HTTP status; 0 when no answer came (offline, server down). */
  readonly status: number;
  /** The server's own text (its `error`), when it sent one: screens show it as given. */
  readonly serverMessage: string | undefined;
  /** The error's catalogue code, e.g. `VISITOR_LIMIT`. */
  readonly code: string | undefined;
  /** What else the server said, e.g. the rejected lines of an import or a card's field. */
  readonly details: unknown;

  /** `fallbackMessage` is the `message` when the server gave no text of its own. */
  constructor(
    status: number,
    serverMessage?: string,
    code?: string,
    details?: unknown,
    fallbackMessage = `Request failed (${status})`,
  ) {
    super(serverMessage ?? fallbackMessage);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.details = details;
  }

  /** A call that got no answer (offline, server down); `message` is the client's own text. */
  static noAnswer(message?: string): ApiError {
    return new ApiError(0, undefined, undefined, undefined, message);
  }
}

/** The message of a call that got no answer, where a screen shows it as it is. */
export const NETWORK_ERROR_MESSAGE =
  "Could not reach the server. Check your connection and try again.";

/** The server's own text of a failed call when it sent one, else the screen's fallback. */
/** The answer, or null when the server says there is no such thing (404): an optional extra. */
export async function orNullIfMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** A failed answer's body as read: our API sends `{ error, code, details? }`. */
export type ErrorBody = Readonly<Record<string, unknown>>;

/** A non-empty string, or undefined. */
export function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value ? value : undefined;
}

export interface ApiClientOptions {
  /** Put before every path; "" keeps calls on the page's own origin, cookies included. */
  baseUrl?: string;
  /** Defaults to the global fetch, looked up at each call. */
  fetch?: typeof fetch;
  /** The error's message when no answer came. */
  networkMessage?: string;
  /** The error's message when the answer carried no text of its own. */
  unexpectedMessage?: (status: number) => string;
  /** Reads the server's text from a failed answer; by default its non-empty `error`. */
  serverMessageOf?: (body: ErrorBody, status: number) => string | undefined;
  /** Reads the extra detail of a failed answer; by default its `details`. */
  detailsOf?: (body: ErrorBody, status: number) => unknown;
}

export interface RequestOptions<T = unknown> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart/form-data; the browser writes the boundary into the content type. */
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Checks the answer (a zod schema fits); without one the answer is trusted to be a `T`. */
  schema?: { parse(data: unknown): T };
}

export interface ApiClient {
  /** The answer's JSON (undefined for 204 No Content); a failed call throws an ApiError. */
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** The successful answer itself, for downloads and answers with nothing to read. */
  send(path: string, options?: RequestOptions): Promise<Response>;
  /** The answer whatever its status; only a call that got no answer throws. */
  fetch(path: string, options?: RequestOptions): Promise<Response>;
}

function initOf({ method, json, form, headers, signal }: RequestOptions): RequestInit {
  const init: RequestInit = { credentials: "same-origin" };
  if (method) init.method = method;
  if (json !== undefined) {
    init.headers = { "content-type": "application/json", ...headers };
    init.body = JSON.stringify(json);
  } else {
    if (headers) init.headers = headers;
    if (form) init.body = form;
  }
  if (signal) init.signal = signal;
  return init;
}

const isAbort = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { name?: unknown }).name === "AbortError";

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseUrl = "",
    fetch: fetchImpl = (...args) => globalThis.fetch(...args),
    networkMessage,
    unexpectedMessage = (status: number) => `Request failed (${status})`,
    serverMessageOf = (body: ErrorBody) => textOf(body.error),
    detailsOf = (body: ErrorBody) => body.details,
  } = options;

  async function errorOf(response: Response): Promise<ApiError> {
    let body: ErrorBody = {};
    try {
      const parsed: unknown = await response.json();
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        body = parsed as ErrorBody;
      }
    } catch {
      // Not JSON (a proxy's error page, an empty body): only the status is known.
    }
    const { status } = response;
    return new ApiError(
      status,
      serverMessageOf(body, status),
      typeof body.code === "string" ? body.code : undefined,
      detailsOf(body, status),
      unexpectedMessage(status),
    );
  }

  async function fetchAny(path: string, request: RequestOptions = {}): Promise<Response> {
    try {
      return await fetchImpl(`${baseUrl}${path}`, initOf(request));
    } catch (error) {
      // A call the caller cancelled is not a failure to report.
      if (request.signal?.aborted || isAbort(error)) throw error;
      throw ApiError.noAnswer(networkMessage ?? unexpectedMessage(0));
    }
  }

  async function send(path: string, request: RequestOptions = {}): Promise<Response> {
    const response = await fetchAny(path, request);
    if (!response.ok) throw await errorOf(response);
    return response;
  }

  return {
    async request<T>(path: string, request: RequestOptions<T> = {}): Promise<T> {
      const response = await send(path, request);
      if (response.status === 204) return undefined as T;
      const data: unknown = await response.json();
      return request.schema ? request.schema.parse(data) : (data as T);
    },
    send,
    fetch: fetchAny,
  };
}
