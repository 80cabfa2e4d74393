/**
 * Places for worker threads: at most `size` run at once, so their memory stays bounded;
 * later ones wait their turn, first come first served, and beyond `maxWaiting` waiting ones
 * are refused at once (the caller answers "busy, try again") rather than queued without end.
 */

export class ThreadPoolBusy extends Error {
  override name = "ThreadPoolBusy";
}

export interface ThreadPool {
  /**
   * Resolves with the function that frees the place, once one is free. When `signal` aborts
   * first (the caller has gone), the caller leaves the queue and this rejects with its reason.
   */
  acquire(signal?: AbortSignal): Promise<() => void>;
  /** Places taken and callers waiting, now. */
  readonly running: number;
  readonly waiting: number;
}

export function createThreadPool(options: { size: number; maxWaiting: number }): ThreadPool {
  if (options.size < 1) throw new Error("a thread pool needs at least one place");
  let running = 0;
  const queue: Array<() => void> = [];

  function take(): () => void {
    running += 1;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      running -= 1;
      queue.shift()?.();
    };
  }

  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (running < options.size) return Promise.resolve(take());
      if (queue.length >= options.maxWaiting) {
        return Promise.reject(new ThreadPoolBusy("every worker thread is busy"));
      }
      return new Promise((resolve, reject) => {
        const turn = () => {
          signal?.removeEventListener("abort", leave);
          resolve(take());
        };
        const leave = () => {
          const at = queue.indexOf(turn);
          if (at >= 0) queue.splice(at, 1);
          reject(signal?.reason);
        };
        signal?.addEventListener("abort", leave, { once: true });
        queue.push(turn);
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
