import type { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { lastCompleteSequence, SEGMENT_MS, type Segment } from './segments';

/**
 * The Icecast-style continuous MP3 of each station: the same segments as the HLS stream, their frames written
 * one after another (no ID3 tags: a plain MP3 stream). One timer per station, started by its first listener and
 * stopped after its last, writes each segment as it completes to every listener: a listener costs a write,
 * not a build.
 */

/** A listener who has this much unsent (too slow a connection, or a stalled one) is dropped. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Segments a new listener gets at once, so playback starts without waiting for the next one. */
export const QUICK_START_SEGMENTS = 2;
/** The timer fires this long after a segment ends, so its last frame is surely in the past. */
const TICK_DELAY_MS = 20;

type Listener = {
  stream: PassThrough;
  /** Bytes written but not yet taken by the connection. */
  buffered: () => number;
  /** The next segment to send it. */
  next: number;
};

type StationAir = {
  listeners: Set<Listener>;
  timer: NodeJS.Timeout | null;
  /** Sends run one after another, so a listener never gets a segment twice or out of order. */
  sending: Promise<void>;
};

export class Broadcaster {
  private readonly stations = new Map<number, StationAir>();

  constructor(
    private readonly segmentOf: (stationId: number, sequence: number) => Promise<Segment>,
    private readonly log: FastifyBaseLogger,
    private readonly maxBufferedBytes = MAX_BUFFERED_BYTES,
    private readonly now: () => number = Date.now,
  ) {}

  /** Listeners of a station now (for tests and logs). */
  listenerCount(stationId: number): number {
    return this.stations.get(stationId)?.listeners.size ?? 0;
  }

  /** Starts sending a station's air to a stream: the last complete segments at once, then each new one. */
  add(stationId: number, stream: PassThrough, buffered: () => number) {
    let air = this.stations.get(stationId);
    if (!air) {
      air = { listeners: new Set(), timer: null, sending: Promise.resolve() };
      this.stations.set(stationId, air);
    }
    const listener: Listener = {
      stream,
      buffered,
      next: lastCompleteSequence(this.now()) - QUICK_START_SEGMENTS + 1,
    };
    air.listeners.add(listener);
    stream.once('close', () => this.remove(stationId, listener));
    // A write racing a disconnect fails on the stream; the close above already took the listener out.
    stream.on('error', () => this.remove(stationId, listener));
    this.send(stationId, air);
  }

  /** Ends every stream (the server is closing: an open stream would keep it from closing). */
  close() {
    for (const air of this.stations.values()) {
      if (air.timer) clearTimeout(air.timer);
      air.timer = null;
      for (const listener of air.listeners) listener.stream.end();
      air.listeners.clear();
    }
    this.stations.clear();
  }

  private remove(stationId: number, listener: Listener) {
    const air = this.stations.get(stationId);
    if (!air) return;
    air.listeners.delete(listener);
    if (air.listeners.size === 0) {
      if (air.timer) clearTimeout(air.timer);
      this.stations.delete(stationId);
    }
  }

  private send(stationId: number, air: StationAir) {
    air.sending = air.sending
      .then(() => this.sendDue(stationId, air))
      .catch((error: unknown) => this.log.error({ err: error, stationId }, 'live playout: sending failed'));
  }

  /** Writes every listener the segments completed since it was last written to, then waits for the next. */
  private async sendDue(stationId: number, air: StationAir) {
    const last = lastCompleteSequence(this.now());
    for (const listener of air.listeners) {
      // One left behind by a failure catches up from the quick-start point, not from where it stopped.
      listener.next = Math.max(listener.next, last - QUICK_START_SEGMENTS + 1);
      while (listener.next <= last && air.listeners.has(listener)) {
        let segment: Segment;
        try {
          segment = await this.segmentOf(stationId, listener.next);
        } catch (error) {
          this.log.error({ err: error, stationId }, 'live playout: cannot build a segment; retrying');
          break;
        }
        listener.next++;
        if (segment.frames.length > 0) listener.stream.write(segment.frames);
        if (listener.buffered() > this.maxBufferedBytes) {
          this.log.info({ stationId }, 'live playout: dropping a listener too slow to keep up');
          listener.stream.destroy();
          this.remove(stationId, listener);
        }
      }
    }
    if (this.stations.get(stationId) !== air) return;
    if (air.timer) clearTimeout(air.timer);
    const nextEnd = (last + 2) * SEGMENT_MS;
    air.timer = setTimeout(
      () => {
        air.timer = null;
        this.send(stationId, air);
      },
      nextEnd - this.now() + TICK_DELAY_MS,
    );
  }
}
