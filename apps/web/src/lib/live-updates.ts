/**
 * Following a running job live: its event stream, reconnects with back-off, then polling.
 * Apart from the API client because only the screens that watch a job need it, and a module
 * the entry shares with those screens would ship whole with the first page load.
 */

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
