import type { Db } from '../../db/client';
import { Lru } from '../../shared/lru';
import type { SlotRow } from '../schedule';
import { stationSlotRows } from '../schedule/repository';
import { activeStation, playableEpisodeRows } from './repository';

/**
 * What the playout reads from the database: the station, the audio episodes it may play and its slot rows.
 * Each answer is kept for a few seconds, so a crowd of listeners costs a few queries per station, not one each;
 * a change in the console reaches the air within that time.
 */

export type LiveStation = { id: number; name: string; streamUrl: string };

/** An episode the playout may play, with what decides whether and when (listenerVisible at an instant). */
export type PlayableEpisode = {
  id: number;
  mediaId: number;
  episodeNumber: number | null;
  publishedAt: number;
  mediaPublishedAt: number;
  storageKey: string;
};

const FRESH_MS = 10_000;
const MAX_ENTRIES = 2_000;

/** The fixed play order of a show's episodes: episode number, then publication, then id. */
export function playOrder(a: PlayableEpisode, b: PlayableEpisode): number {
  const number = (episode: PlayableEpisode) => episode.episodeNumber ?? Number.MAX_SAFE_INTEGER;
  return a.mediaId - b.mediaId || number(a) - number(b) || a.publishedAt - b.publishedAt || a.id - b.id;
}

export class LiveCatalogue {
  private readonly cache = new Lru<string, { at: number; value: Promise<unknown> }>(MAX_ENTRIES);

  constructor(private readonly db: Db) {}

  private remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const known = this.cache.get(key);
    if (known && now - known.at < FRESH_MS) return known.value as Promise<T>;
    const value = load();
    this.cache.set(key, { at: now, value });
    // A failed read (database down) is not remembered: the next request tries again.
    value.catch(() => this.cache.delete(key));
    return value;
  }

  /** An active station, or null. */
  station(id: number): Promise<LiveStation | null> {
    return this.remember(`station:${id}`, async () => (await activeStation(this.db, id)) ?? null);
  }

  /**
   * The published audio episodes of the station's and the network's active, published shows and podcasts
   * (MP3 files only), newest first; scheduled ones too, since whether one is out depends on the instant played.
   */
  episodes(stationId: number): Promise<PlayableEpisode[]> {
    return this.remember(`episodes:${stationId}`, async () => {
      const rows = await playableEpisodeRows(this.db, stationId);
      return rows
        .map((row) => ({
          ...row,
          publishedAt: row.publishedAt.getTime(),
          mediaPublishedAt: row.mediaPublishedAt.getTime(),
        }))
        .sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
    });
  }

  slotRows(stationId: number, dates: readonly string[]): Promise<SlotRow[]> {
    return this.remember(`slots:${stationId}:${dates.join(',')}`, () =>
      stationSlotRows(this.db, stationId, dates),
    );
  }
}
