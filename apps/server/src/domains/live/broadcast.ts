import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { lastCompleteSequence, SEGMENT_MS, type Segment } from './segments';

/**
 * The Icecast-style continuous MP3 of each station: the same segments as the HLS stream, their frames written
 * one after another (no ID3 tags: a plain MP3 stream). One timer per station, started by its first listener and
 * stopped after its last, writes each segment as it completes to every listener: a listener costs a write,
 * not a build.
 *
 * A crowd is cheap to take in and let go: a listener is its response, written to directly (no stream between),
 * and a leaving one is a deletion from a set. Listeners are written to in turns of TURN, each turn after the
 * server has looked at its other requests, so an API read never waits behind thousands of quick starts or
 * a segment's thousands of writes. Nothing is logged per listener: a line per station and minute says how
 * many came, went and are listening.
 */

/** A listener who has this much unsent (too slow a connection, or a stalled one) is dropped. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Segments a new listener gets at once, so playback starts without waiting for the next one. */
export const QUICK_START_SEGMENTS = 2;
/** Listeners written to in one go, before other requests get a turn. */
const TURN = 100;
/** The timer fires this long after a segment ends, so its last frame is surely in the past. */
const TICK_DELAY_MS = 20;
/** How often the listener counts are logged (when they changed). */
const REPORT_EVERY_MS = 60_000;

type Listener = {
  out: Writable;
  /** The next segment to send it. */
  next: number;
};

type StationAir = {
  listeners: Set<Listener>;
  /** Listeners that have not had their quick start yet. */
  arrivals: Listener[];
  timer: NodeJS.Timeout | null;
  /** Sends run one after another, so a listener never gets a segment twice or out of order. */
  sending: Promise<void>;
  welcoming: boolean;
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class Broadcaster {
  private readonly stations = new Map<number, StationAir>();
  /** Joined and left since the last report, per station. */
  private readonly changes = new Map<number, { joined: number; left: number }>();
  private readonly reporter: NodeJS.Timeout;

  constructor(
    private readonly segmentOf: (stationId: number, sequence: number) => Promise<Segment>,
    private readonly log: FastifyBaseLogger,
    private readonly maxBufferedBytes = MAX_BUFFERED_BYTES,
    private readonly now: () => number = Date.now,
  ) {
    this.reporter = setInterval(() => this.report(), REPORT_EVERY_MS);
    this.reporter.unref();
  }

  /** Listeners of a station now (for tests and logs). */
  listenerCount(stationId: number): number {
    return this.stations.get(stationId)?.listeners.size ?? 0;
  }

  /** Starts sending a station's air to a listener: the last complete segments soon, then each new one. */
  add(stationId: number, out: Writable) {
    let air = this.stations.get(stationId);
    if (!air) {
      air = { listeners: new Set(), arrivals: [], timer: null, sending: Promise.resolve(), welcoming: false };
      this.stations.set(stationId, air);
    }
    const listener: Listener = { out, next: Number.NaN };
    air.listeners.add(listener);
    air.arrivals.push(listener);
    this.changed(stationId, 'joined');
    const leave = () => this.remove(stationId, listener);
    out.once('close', leave);
    // A write racing a disconnect fails; the close above takes the listener out.
    out.on('error', leave);
    if (!air.welcoming) {
      air.welcoming = true;
      const welcomed = air;
      this.send(stationId, welcomed, () => this.welcome(stationId, welcomed));
    }
    if (!air.timer) this.schedule(stationId, air);
  }

  /** Ends every stream (the server is closing: an open stream would keep it from closing). */
  close() {
    clearInterval(this.reporter);
    for (const air of this.stations.values()) {
      if (air.timer) clearTimeout(air.timer);
      air.timer = null;
      for (const listener of air.listeners) listener.out.end();
      air.listeners.clear();
      air.arrivals.length = 0;
    }
    this.stations.clear();
  }

  private remove(stationId: number, listener: Listener) {
    const air = this.stations.get(stationId);
    if (!air?.listeners.delete(listener)) return;
    this.changed(stationId, 'left');
    if (air.listeners.size === 0) {
      if (air.timer) clearTimeout(air.timer);
      air.timer = null;
      air.arrivals.length = 0;
      this.stations.delete(stationId);
    }
  }

  private send(stationId: number, air: StationAir, work: () => Promise<void>) {
    air.sending = air.sending
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error, stationId }, 'live playout: sending failed'));
  }

  /** The quick start of the listeners who arrived (more may arrive meanwhile). */
  private async welcome(stationId: number, air: StationAir) {
    try {
      while (air.arrivals.length > 0) {
        const arrived = air.arrivals.splice(0);
        const last = lastCompleteSequence(this.now());
        for (const listener of arrived) listener.next = last - QUICK_START_SEGMENTS + 1;
        await this.sendDue(stationId, air, arrived, last);
      }
    } finally {
      air.welcoming = false;
    }
  }

  /**
   * Writes each of `listeners` the segments up to `last` it has not had, TURN listeners at a time: each segment
   * is fetched once.
   */
  private async sendDue(stationId: number, air: StationAir, listeners: Listener[], last: number) {
    const fetched = new Map<number, Segment | null>();
    const segment = async (sequence: number) => {
      if (!fetched.has(sequence)) {
        try {
          fetched.set(sequence, await this.segmentOf(stationId, sequence));
        } catch (error) {
          this.log.error({ err: error, stationId }, 'live playout: cannot build a segment; retrying');
          fetched.set(sequence, null);
        }
      }
      return fetched.get(sequence) ?? null;
    };
    for (const [i, listener] of listeners.entries()) {
      if (i > 0 && i % TURN === 0) await nextTurn();
      // One left behind by a failure catches up from the quick-start point, not from where it stopped.
      listener.next = Math.max(listener.next, last - QUICK_START_SEGMENTS + 1);
      while (listener.next <= last && air.listeners.has(listener)) {
        const due = await segment(listener.next);
        if (!due) break;
        listener.next++;
        if (due.frames.length > 0) listener.out.write(due.frames);
        if (listener.out.writableLength > this.maxBufferedBytes) {
          this.log.info({ stationId }, 'live playout: dropping a listener too slow to keep up');
          listener.out.destroy();
          this.remove(stationId, listener);
        }
      }
    }
  }

  /** Writes every listener the segments completed since, when the next segment ends. */
  private schedule(stationId: number, air: StationAir) {
    const nextEnd = (lastCompleteSequence(this.now()) + 2) * SEGMENT_MS;
    air.timer = setTimeout(
      () => {
        air.timer = null;
        if (this.stations.get(stationId) !== air) return;
        this.send(stationId, air, async () => {
          // Those still waiting for their quick start get it from welcome().
          const waiting = new Set(air.arrivals);
          const listening = [...air.listeners].filter((listener) => !waiting.has(listener));
          await this.sendDue(stationId, air, listening, lastCompleteSequence(this.now()));
        });
        if (this.stations.get(stationId) === air) this.schedule(stationId, air);
      },
      nextEnd - this.now() + TICK_DELAY_MS,
    );
  }

  private changed(stationId: number, what: 'joined' | 'left') {
    let counts = this.changes.get(stationId);
    if (!counts) {
      counts = { joined: 0, left: 0 };
      this.changes.set(stationId, counts);
    }
    counts[what]++;
  }

  private report() {
    for (const [stationId, { joined, left }] of this.changes) {
      this.log.info(
        { stationId, listeners: this.listenerCount(stationId), joined, left },
        'live playout: continuous MP3 listeners',
      );
    }
    this.changes.clear();
  }
}
