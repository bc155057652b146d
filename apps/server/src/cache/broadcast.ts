import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** A publish/subscribe channel shared by every instance (PostgreSQL LISTEN/NOTIFY or Redis pub/sub). */
export type ChannelTransport = {
  /** Connects and subscribes, and keeps doing so after every loss until closed. */
  start(events: { message(text: string): void; up(): void; down(error?: unknown): void }): void;
  publish(text: string): Promise<void>;
  /** Drops the connection and makes a new one: the channel stopped answering while looking alive. */
  reconnect(): void;
  close(): Promise<void>;
};

export type BroadcastOptions = {
  /** Another instance wrote: this one drops what it keeps. */
  onRemoteInvalidation: () => void;
  /** false: the channel is lost (invalidations may be missed); true: it is back. */
  onHealthChange: (healthy: boolean) => void;
  log: FastifyBaseLogger;
  /** How long a message's own copy and the other instances' acknowledgements may take. */
  replyTimeoutMs?: number;
  /** How often each instance says it is there (and proves its channel alive with the copy). */
  heartbeatMs?: number;
};

/** Message kinds: `kind:instance:sequence[:origin]`. */
const INVALIDATE = 'i';
const ACKNOWLEDGE = 'a';
const HEARTBEAT = 'h';

type Pending = { echoed: boolean; unacknowledged: Set<string>; settle: () => void };

/**
 * Invalidations between instances. An invalidation is sent to every instance, the sender included, and each
 * other instance acknowledges it once it has dropped its cache; the sender waits for its own copy and for the
 * acknowledgements of the instances it knows (from their heartbeats), so when a write's answer leaves, every
 * instance has forgotten what the write changed: an edit is read back fresh from any of them right after.
 * A copy of its own that does not come back means the channel is lost: the instance stops using its cache
 * until the channel is back, and sends then what it could not send meanwhile. An instance that does not
 * acknowledge is waited for no more until it is heard from again.
 */
export class InvalidationBroadcast {
  readonly #instance = randomBytes(6).toString('hex');
  #sequence = 0;
  #healthy = false;
  #owed = false;
  #closed = false;
  readonly #pending = new Map<number, Pending>();
  /** Other instances by id, with when each was last heard from. */
  readonly #peers = new Map<string, number>();
  #heartbeat: NodeJS.Timeout | undefined;
  #resolveFirstUp: () => void = () => {};
  readonly #firstUp = new Promise<void>((resolve) => {
    this.#resolveFirstUp = resolve;
  });

  constructor(
    private readonly transport: ChannelTransport,
    private readonly options: BroadcastOptions,
  ) {}

  get healthy() {
    return this.#healthy;
  }

  get #heartbeatMs() {
    return this.options.heartbeatMs ?? 10_000;
  }

  /** Starts listening; resolves once subscribed, or after `waitMs` (the cache stays off until then). */
  async start(waitMs = 5000) {
    this.transport.start({
      message: (text) => this.#received(text),
      up: () => this.#up(),
      down: (error) => this.#down(error),
    });
    this.#heartbeat = setInterval(() => void this.#send(HEARTBEAT), this.#heartbeatMs);
    this.#heartbeat.unref();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.#firstUp, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }

  /** Tells every other instance to drop its cache; resolves when they have (or the wait is over). */
  async invalidate() {
    if (!(await this.#send(INVALIDATE))) this.#owed = true;
  }

  async close() {
    this.#closed = true;
    clearInterval(this.#heartbeat);
    for (const pending of this.#pending.values()) pending.settle();
    await this.transport.close();
  }

  /** Publishes a message and waits for its copy (and, for an invalidation, the acknowledgements). */
  async #send(kind: string): Promise<boolean> {
    if (this.#closed || !this.#healthy) return false;
    const sequence = ++this.#sequence;
    const alive = Date.now() - 3 * this.#heartbeatMs;
    for (const [peer, heard] of this.#peers) if (heard < alive) this.#peers.delete(peer);
    const pending: Pending = {
      echoed: false,
      unacknowledged: new Set(kind === INVALIDATE ? this.#peers.keys() : []),
      settle: () => {},
    };
    let timer: NodeJS.Timeout | undefined;
    const settled = new Promise<void>((resolve) => {
      pending.settle = resolve;
      timer = setTimeout(resolve, this.options.replyTimeoutMs ?? 1000);
    });
    this.#pending.set(sequence, pending);
    try {
      await this.transport.publish(`${kind}:${this.#instance}:${sequence}`);
      await settled;
    } catch (error) {
      this.options.log.warn({ err: error }, 'cache invalidation: could not publish');
      return false;
    } finally {
      clearTimeout(timer);
      this.#pending.delete(sequence);
    }
    if (this.#closed) return false;
    for (const peer of pending.unacknowledged) {
      this.options.log.warn({ peer }, 'cache invalidation: an instance did not acknowledge; not waited for');
      this.#peers.delete(peer);
    }
    if (pending.echoed) return true;
    this.options.log.warn('cache invalidation: the channel did not carry a message back; reconnecting');
    this.#down();
    this.transport.reconnect();
    return false;
  }

  #received(text: string) {
    const [kind, instance = '', sequenceText, origin] = text.split(':');
    const sequence = Number(sequenceText);
    if (instance === this.#instance) {
      const pending = this.#pending.get(sequence);
      if (!pending) return;
      pending.echoed = true;
      this.#settleIfDone(pending);
      return;
    }
    const known = this.#peers.has(instance);
    this.#peers.set(instance, Date.now());
    // A newcomer learns of this instance at once, not at its next heartbeat.
    if (!known && kind === HEARTBEAT) void this.#send(HEARTBEAT);
    if (kind === INVALIDATE) {
      this.options.onRemoteInvalidation();
      this.transport
        .publish(`${ACKNOWLEDGE}:${this.#instance}:${sequence}:${instance}`)
        .catch((error: unknown) => this.options.log.warn({ err: error }, 'cache invalidation: no ack sent'));
    } else if (kind === ACKNOWLEDGE && origin === this.#instance) {
      const pending = this.#pending.get(sequence);
      if (!pending) return;
      pending.unacknowledged.delete(instance);
      this.#settleIfDone(pending);
    }
  }

  #settleIfDone(pending: Pending) {
    if (pending.echoed && pending.unacknowledged.size === 0) pending.settle();
  }

  #up() {
    if (this.#closed) return;
    this.#healthy = true;
    this.options.onHealthChange(true);
    this.#resolveFirstUp();
    // Heard at once by the others, so their next write waits for this one too.
    void this.#send(HEARTBEAT);
    if (this.#owed) {
      this.#owed = false;
      void this.invalidate();
    }
  }

  #down(error?: unknown) {
    if (error && !this.#closed) this.options.log.warn({ err: error }, 'cache invalidation: channel lost');
    const was = this.#healthy;
    this.#healthy = false;
    if (was) this.options.onHealthChange(false);
  }
}
