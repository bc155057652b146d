import type { Episode, MediaItem } from '@tarang/contracts';
import { toUrlName } from '@tarang/contracts/slug';

/**
 * What the player plays. A source is an episode today and a station's live stream later (ARCHITECTURE: the
 * track model must not assume a finite duration or a file), so the player reads only these fields.
 */
export type Track = {
  /** Unique across kinds: 'episode:12', later 'live:3'. */
  key: string;
  kind: 'episode' | 'live';
  /** The episode id (or, for a live stream, the station id). */
  id: number;
  /** The show or podcast the episode belongs to; null for a live stream. */
  mediaId: number | null;
  /** Its URL name (`{slug}-{id}`), for share links; null for a live stream. */
  mediaUrlName: string | null;
  title: string;
  /** The RJs, else the show, as the artist (lock screen, player). */
  artist: string;
  /** The show or podcast title (or the station name for a live stream). */
  album: string;
  /** HTML from the CMS; sanitised where it is shown. */
  description: string;
  src: string;
  /** Seconds; null while unknown and for a live stream. */
  duration: number | null;
  artwork: string | null;
  artworkAlt: string;
  isFavorite: boolean;
};

/** The artist line: the show's RJs, else the show itself. */
export function artistOf(media: Pick<MediaItem, 'title' | 'rjs'>): string {
  const names = media.rjs.map((rj) => rj.name);
  if (names.length === 0) return media.title;
  if (names.length === 1) return names[0] as string;
  return `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
}

/**
 * An episode of a show or podcast as a track (thumbnail: the episode's, else the media's first image). A list
 * may mix shows (the newest episodes of a station): an episode of another show than `media` is described by
 * its own show's title.
 */
export function episodeTrack(media: MediaItem, episode: Episode): Track {
  const own = episode.mediaId === media.id;
  return {
    key: `episode:${episode.id}`,
    kind: 'episode',
    id: episode.id,
    mediaId: episode.mediaId,
    mediaUrlName: own ? media.urlName : toUrlName(episode.mediaTitle, episode.mediaId),
    title: episode.title,
    artist: own ? artistOf(media) : episode.mediaTitle,
    album: own ? media.title : episode.mediaTitle,
    description: episode.description,
    src: episode.src || episode.episodeUrl,
    duration: Number.isFinite(episode.duration) && episode.duration > 0 ? episode.duration : null,
    artwork: episode.thumbnail ?? (own ? media.images[0] : undefined) ?? null,
    artworkAlt: episode.thumbnail ? episode.thumbnailAlt : own ? (media.imageAlts[0] ?? media.title) : '',
    isFavorite: episode.isFavorite,
  };
}

/** A live stream never ends and cannot be sought. */
export const isLive = (track: Track | null) => track?.kind === 'live';
