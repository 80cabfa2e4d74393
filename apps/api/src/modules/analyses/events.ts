import { EventEmitter } from "node:events";

/** Change notices of rows that progress streams follow, by id. */
export interface ProgressEvents {
  changed(id: string): void;
  subscribe(id: string, listener: () => void): () => void;
}

/**
 * Tells this process's progress streams that an analysis changed, so they answer at once.
 * Streams also re-read the database on a timer, which is how they follow jobs run by other
 * processes (`npm run worker`).
 */
export class AnalysisEvents implements ProgressEvents {
  readonly #emitter = new EventEmitter();

  constructor() {
    // One listener per open progress stream.
    this.#emitter.setMaxListeners(0);
  }

  changed(id: string): void {
    this.#emitter.emit(id);
  }

  subscribe(id: string, listener: () => void): () => void {
    this.#emitter.on(id, listener);
    return () => this.#emitter.off(id, listener);
  }
}
