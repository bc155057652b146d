import type { CachedResponse } from './response-cache';

const MAX_WAIT_MS = 10_000;

/**
 * Misses of one key share one answer: while the first is being made, the others wait for it instead of each
 * making their own (50 listeners opening a show page at once, or as its kept copy expires, cost one render).
 */
export class InFlightFills {
  readonly #waiting = new Map<string, Promise<CachedResponse | undefined>>();

  /** The answer being made for `key` (undefined when it turns out not to be kept), or undefined if none is. */
  pending(key: string): Promise<CachedResponse | undefined> | undefined {
    return this.#waiting.get(key);
  }

  /**
   * Makes the caller the one whose answer the others wait for; returns how to hand it over (at most once:
   * later calls do nothing), or undefined when another already leads.
   */
  lead(key: string): ((kept: CachedResponse | undefined) => void) | undefined {
    if (this.#waiting.has(key)) return undefined;
    let resolve: (kept: CachedResponse | undefined) => void = () => {};
    const promise = new Promise<CachedResponse | undefined>((settle) => {
      resolve = settle;
    });
    this.#waiting.set(key, promise);
    let settled = false;
    const handOver = (kept: CachedResponse | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(giveUp);
      if (this.#waiting.get(key) === promise) this.#waiting.delete(key);
      resolve(kept);
    };
    // A first answer that never comes (a request that hangs) holds the others no longer than this.
    const giveUp = setTimeout(() => handOver(undefined), MAX_WAIT_MS);
    giveUp.unref();
    return handOver;
  }
}
