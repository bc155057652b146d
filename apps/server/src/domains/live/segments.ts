import { open } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { Lru } from '../../shared/lru';
import type { Storage } from '../../storage';
import { datesBetween, slotsBetween } from '../schedule';
import { LiveCatalogue, type PlayableEpisode, playOrder } from './catalogue';
import {
  type FrameRun,
  frameMs,
  framesOf,
  type Programme,
  piecesBetween,
  programmeOf,
  type Track,
} from './timeline';
import { TrackLibrary } from './tracks';

/**
 * The built-in playout's segments: segment n is the audio whose frames start in [n·4 s, (n+1)·4 s) since the
 * Unix epoch, so its number (the HLS media sequence) comes from the clock and is the same on every instance
 * and after a restart. Built once per instance and kept in a small map: a crowd of listeners costs one build.
 */

export const SEGMENT_MS = 4000;
/** Complete segments listed in the playlist. */
export const PLAYLIST_SEGMENTS = 6;
/** Segments that left the playlist are still served this long, for a player that read an older playlist. */
export const SEGMENT_GRACE = 6;
/** The filler (air between slots) plays the station's most recent episodes, so its length stays bounded. */
export const FILLER_MAX_EPISODES = 100;
/** Built segments kept: the window and grace of a dozen stations (about 30 kB each at 56 kbps). */
const MAX_CACHED_SEGMENTS = 160;

export type Segment = {
  sequence: number;
  /** When its first frame starts (ms since the epoch; the segment's start when it has none). */
  startMs: number;
  /** The sum of its frames' durations, ms. */
  durationMs: number;
  /** The ID3 timestamp tag packed audio segments begin with (RFC 8216 §3.4). */
  tag: Buffer;
  /** The MP3 frames, in order. */
  frames: Buffer;
};

/** The newest segment that has ended at an instant. */
export const lastCompleteSequence = (now: number) => Math.floor(now / SEGMENT_MS) - 1;

const PRIV_OWNER = 'com.apple.streaming.transportStreamTimestamp';
/** MPEG-2 timestamps count a 90 kHz clock in 33 bits. */
const TIMESTAMP_MODULO = 2n ** 33n;

/** An ID3v2.4 tag with the PRIV frame giving the 90 kHz timestamp of the segment's first sample. */
export function timestampTag(startMs: number): Buffer {
  const owner = Buffer.from(`${PRIV_OWNER}\0`, 'latin1');
  const timestamp = Buffer.alloc(8);
  timestamp.writeBigUInt64BE(BigInt(Math.round(startMs * 90)) % TIMESTAMP_MODULO);
  const frameBody = Buffer.concat([owner, timestamp]);
  const frameHeader = Buffer.alloc(10);
  frameHeader.write('PRIV', 0, 'latin1');
  frameHeader.writeUInt32BE(synchsafe(frameBody.length), 4);
  const tagHeader = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  tagHeader.writeUInt32BE(synchsafe(frameHeader.length + frameBody.length), 6);
  return Buffer.concat([tagHeader, frameHeader, frameBody]);
}

/** ID3v2.4 sizes keep the top bit of each byte clear. */
const synchsafe = (size: number) =>
  (size & 0x7f) | ((size & 0x3f80) << 1) | ((size & 0x1fc000) << 2) | ((size & 0xfe00000) << 3);

export class LivePlayout {
  readonly catalogue: LiveCatalogue;
  readonly tracks: TrackLibrary;
  private readonly segments = new Lru<string, Promise<Segment>>(MAX_CACHED_SEGMENTS);

  constructor(
    db: Db,
    private readonly storage: Storage,
    log: FastifyBaseLogger,
  ) {
    this.catalogue = new LiveCatalogue(db);
    this.tracks = new TrackLibrary(storage, log);
  }

  /** Segment `sequence` of a station (built, or from the map). */
  segment(stationId: number, sequence: number): Promise<Segment> {
    const key = `${stationId}:${sequence}`;
    const known = this.segments.get(key);
    if (known) return known;
    const built = this.build(stationId, sequence);
    this.segments.set(key, built);
    built.catch(() => this.segments.delete(key));
    return built;
  }

  /** The complete segments of the live window, oldest first; empty when the station has nothing to play. */
  async window(stationId: number, now: number): Promise<Segment[]> {
    const last = lastCompleteSequence(now);
    const window = await Promise.all(
      Array.from({ length: PLAYLIST_SEGMENTS }, (_, i) =>
        this.segment(stationId, last - PLAYLIST_SEGMENTS + 1 + i),
      ),
    );
    // A playlist lists consecutive segments: it starts after the last silent one (off air until then).
    const lastSilent = window.findLastIndex((segment) => segment.frames.length === 0);
    return window.slice(lastSilent + 1);
  }

  private async build(stationId: number, sequence: number): Promise<Segment> {
    const from = sequence * SEGMENT_MS;
    const to = from + SEGMENT_MS;
    const [rows, catalogue] = await Promise.all([
      this.catalogue.slotRows(stationId, datesBetween(from, to)),
      this.catalogue.episodes(stationId),
    ]);
    const slots = slotsBetween(rows, from, to);
    // What is out when the segment starts: the same instant gives the same programme on every instance.
    const out = catalogue.filter(
      (episode) => episode.publishedAt <= from && episode.mediaPublishedAt <= from,
    );
    const shows = new Map<number, Programme | null>();
    for (const slot of slots) {
      if (!shows.has(slot.mediaId)) {
        shows.set(
          slot.mediaId,
          await this.programme(out.filter((episode) => episode.mediaId === slot.mediaId)),
        );
      }
    }
    const filler = await this.programme(out.slice(0, FILLER_MAX_EPISODES));
    const pieces = piecesBetween(slots, from, to, (slot) => shows.get(slot.mediaId) ?? null, filler);
    const runs = pieces.flatMap((piece) => framesOf(piece, from, to));
    return this.cut(sequence, from, runs);
  }

  /** The episodes' files that can be played, in play order, as a programme. */
  private async programme(episodes: readonly PlayableEpisode[]): Promise<Programme | null> {
    const tracks: Track[] = [];
    // One file after another: a cold start of a large catalogue reads files in turn, not all at once.
    for (const episode of [...episodes].sort(playOrder)) {
      const timing = await this.tracks.timing(episode.storageKey);
      if (timing) tracks.push({ key: episode.storageKey, timing });
    }
    return programmeOf(tracks);
  }

  /** Reads the frames of each run from its file. */
  private async cut(sequence: number, segmentStart: number, runs: FrameRun[]): Promise<Segment> {
    const parts: Buffer[] = [];
    let durationMs = 0;
    for (const run of runs) {
      const index = await this.tracks.index(run.track.key);
      if (!index || index.frameCount !== run.track.timing.frameCount) continue;
      const first = index.offsets[run.firstFrame] as number;
      const lastFrame = run.endFrame - 1;
      const end = (index.offsets[lastFrame] as number) + (index.lengths[lastFrame] as number);
      const bytes = await readRange(this.storage.pathOf(run.track.key), first, end - first);
      for (let frame = run.firstFrame; frame < run.endFrame; frame++) {
        const at = (index.offsets[frame] as number) - first;
        parts.push(bytes.subarray(at, at + (index.lengths[frame] as number)));
      }
      durationMs += (run.endFrame - run.firstFrame) * frameMs(run.track.timing);
    }
    const startMs = runs[0]?.startMs ?? segmentStart;
    return { sequence, startMs, durationMs, tag: timestampTag(startMs), frames: Buffer.concat(parts) };
  }
}

async function readRange(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const bytes = Buffer.alloc(length);
    let read = 0;
    while (read < length) {
      const { bytesRead } = await handle.read(bytes, read, length - read, position + read);
      if (bytesRead === 0) throw new Error(`${path} ended before byte ${position + length}`);
      read += bytesRead;
    }
    return bytes;
  } finally {
    await handle.close();
  }
}
