/** An answer kept in memory: its bytes exactly as sent, and the headers that describe them. */
export type CachedResponse = {
  statusCode: number;
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  expiresAt: number;
};

/** What an entry costs besides its body: the key, the header strings, the objects around them. */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * A bounded least-recently-used store of answers: at most `maxEntries` and `maxBytes` (bodies plus an estimate
 * of the rest), each until its own expiry. `generation` moves on with every clear, so an answer computed from
 * data read before a write is not stored after it (see `isCurrent`).
 */
export class ResponseCache {
  #entries = new Map<string, CachedResponse & { size: number }>();
  #bytes = 0;
  #generation = 0;
  /** Keys stored since the process started (bounded, and kept through clears): misses worth waiting for. */
  #keptBefore = new Set<string>();

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number; staleGraceMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get generation() {
    return this.#generation;
  }

  get stats() {
    return { entries: this.#entries.size, bytes: this.#bytes, generation: this.#generation };
  }

  /** True while no clear happened since `generation` was read: an answer begun then may still be stored. */
  isCurrent(generation: number) {
    return generation === this.#generation;
  }

  /**
   * The answer kept for `key`: fresh, or expired less than `staleGraceMs` ago (the caller may send it while one
   * request makes the new one), else undefined.
   */
  get(key: string): { kept: CachedResponse; fresh: boolean } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.expiresAt + this.limits.staleGraceMs <= now) {
      this.#remove(key, entry);
      return undefined;
    }
    // Most recently used goes last: a Map iterates in insertion order, so the first key is the one to evict.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { kept: entry, fresh: entry.expiresAt > now };
  }

  /** Whether an answer was ever stored under `key` (among the last few thousand keys stored). */
  wasKept(key: string) {
    return this.#keptBefore.has(key);
  }

  set(key: string, response: CachedResponse) {
    const size = response.body.length + key.length + ENTRY_OVERHEAD_BYTES;
    if (size > this.limits.maxBytes / 8) return; // One huge answer must not push out everything else.
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    this.#entries.set(key, { ...response, size });
    this.#bytes += size;
    this.#keptBefore.delete(key);
    this.#keptBefore.add(key);
    if (this.#keptBefore.size > 2 * this.limits.maxEntries) {
      const oldest = this.#keptBefore.values().next().value;
      if (oldest !== undefined) this.#keptBefore.delete(oldest);
    }
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#entries.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) break;
      this.#remove(oldestKey, oldest);
    }
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (entry) this.#remove(key, entry);
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation++;
  }

  #remove(key: string, entry: { size: number }) {
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}
