/**
 * The web app's one HTTP layer: requests to our API (same-origin cookies, JSON or multipart
 * bodies), the one error every refused or unanswered call throws, and the helper that follows
 * a running job live (event stream, reconnects with back-off, then polling).
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

/** What a live stream tells its follower. */
export interface StreamHandlers<T> {
  onEvent(data: T): void;
  /** The stream failed or ended; it is closed already. */
  onError(): void;
}

/** Opens a live stream: answers the function that closes it, or null when streams are unavailable. */
export type StreamOpener<T> = (handlers: StreamHandlers<T>) => (() => void) | null;

/**
 * An EventSource on `path` handing over the JSON of each `event` event. A malformed event is
 * skipped (the next one carries the whole state again); the first error closes the stream.
 */
export function openEventStream<T>(
  path: string,
  event: string,
  { onEvent, onError }: StreamHandlers<T>,
): (() => void) | null {
  if (typeof EventSource === "undefined") return null;
  const source = new EventSource(path);
  source.addEventListener(event, (message) => {
    let data: T;
    try {
      data = JSON.parse((message as MessageEvent<string>).data) as T;
    } catch {
      return;
    }
    onEvent(data);
  });
  source.onerror = () => {
    source.close();
    onError();
  };
  return () => source.close();
}

export interface FollowOptions<T> {
  stream: StreamOpener<T>;
  /** Looks the state up over plain HTTP: after a stream error, and when polling. */
  lookup(): Promise<T>;
  isFinished(state: T): boolean;
  onState(state: T): void;
  /** A lookup failed: "stop" ends following (the caller has said why), "retry" goes on. */
  onLookupError(error: unknown): "stop" | "retry";
  /** The waits before each reconnect; once used up (at once when empty), polling takes over. */
  reconnectDelaysMs: readonly number[];
  pollIntervalMs: number;
}

/**
 * Follows a job live until it finishes: its stream first; after a stream error, one plain
 * lookup once the next back-off delay has passed (a 404 or 401 also ends a stream, and only
 * the lookup tells which), then a new stream; polling once the delays are used up or when
 * the browser has no streams. Answers the function that stops following.
 */
export function followLive<T>(options: FollowOptions<T>): () => void {
  const { stream, lookup, isFinished, onState, onLookupError } = options;
  const { reconnectDelaysMs, pollIntervalMs } = options;
  let stopped = false;
  let close: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const stop = () => {
    stopped = true;
    close?.();
    close = null;
    if (timer) clearTimeout(timer);
  };
  const show = (state: T) => {
    // An answer already in flight when following stopped must not report any more.
    if (stopped) return;
    onState(state);
    if (isFinished(state)) stop();
  };
  /** Whether following goes on after a failed lookup. */
  const goesOn = (error: unknown) => {
    if (stopped) return false;
    if (onLookupError(error) === "stop") {
      stop();
      return false;
    }
    return true;
  };
  const poll = async () => {
    if (stopped) return;
    try {
      show(await lookup());
    } catch (error) {
      if (!goesOn(error)) return;
    }
    if (!stopped) timer = setTimeout(poll, pollIntervalMs);
  };
  const resume = () => {
    if (failures >= reconnectDelaysMs.length) void poll();
    else connect();
  };
  const onStreamError = () => {
    close = null;
    if (stopped) return;
    const delay = reconnectDelaysMs[failures];
    if (delay === undefined) {
      void poll();
      return;
    }
    failures += 1;
    timer = setTimeout(async () => {
      try {
        const state = await lookup();
        show(state);
        if (!isFinished(state)) resume();
      } catch (error) {
        if (goesOn(error)) resume();
      }
    }, delay);
  };
  function connect() {
    if (stopped) return;
    close = stream({
      onEvent: (state) => {
        failures = 0;
        show(state);
      },
      onError: onStreamError,
    });
    if (!close) void poll();
  }

  connect();
  return stop;
}
