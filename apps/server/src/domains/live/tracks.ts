import type { FastifyBaseLogger } from 'fastify';
import { Lru } from '../../shared/lru';
import type { Storage } from '../../storage';
import { indexMp3File, type Mp3Index } from './mp3';
import type { TrackTiming } from './timeline';

/** Frame indexes kept in memory, in frames (6 bytes each): 3 M frames is about 22 h of 44.1 kHz audio, 18 MB. */
const MAX_INDEXED_FRAMES = 3_000_000;
/** Timings (a few numbers per file) of this many files: every file of a large catalogue, without its offsets. */
const MAX_TIMINGS = 20_000;

/**
 * The MP3 files the playout plays, each parsed once: its timing (enough to place it on the timeline) is kept
 * for many files, its frame offsets (needed only to cut it) for the files played recently. Storage keys are
 * content-addressed, so what is learnt about a key never goes stale.
 */
export class TrackLibrary {
  private readonly indexes = new Lru<string, Mp3Index | null>(MAX_INDEXED_FRAMES, (index) =>
    Math.max(1, index?.frameCount ?? 0),
  );
  private readonly timings = new Lru<string, TrackTiming | null>(MAX_TIMINGS);
  private readonly parsing = new Map<string, Promise<Mp3Index | null>>();

  constructor(
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The frame index of a stored file, or null when it is missing or not a Layer III MP3. */
  index(key: string): Promise<Mp3Index | null> {
    const known = this.indexes.get(key);
    if (known !== undefined) return Promise.resolve(known);
    const pending = this.parsing.get(key);
    if (pending) return pending;
    const parse = indexMp3File(this.storage.pathOf(key))
      .catch((error: unknown) => {
        this.log.warn({ err: error, key }, 'live playout: cannot read an episode file; it is skipped');
        return null;
      })
      .then((index) => {
        if (index === null) this.log.warn({ key }, 'live playout: not an MPEG Layer III file; it is skipped');
        this.indexes.set(key, index);
        this.timings.set(key, index && timingOf(index));
        return index;
      })
      .finally(() => this.parsing.delete(key));
    this.parsing.set(key, parse);
    return parse;
  }

  async timing(key: string): Promise<TrackTiming | null> {
    const known = this.timings.get(key);
    if (known !== undefined) return known;
    const index = await this.index(key);
    return index && timingOf(index);
  }
}

const timingOf = ({ frameCount, samplesPerFrame, sampleRate }: Mp3Index): TrackTiming => ({
  frameCount,
  samplesPerFrame,
  sampleRate,
});
