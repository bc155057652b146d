import { MAX_ID } from '@tarang/contracts/constants';
import { shows } from '@tarang/contracts/endpoints';
import { idFromUrlName } from '@tarang/contracts/slug';
import { call } from '../../shared/api/call';
import { getPlayerState, playMedia } from './store';

/** The most episodes one request brings (the API's page size limit). */
const PAGE_SIZE = 100;

/**
 * Loads a show's episodes from the API and opens one of them in the player: at `startAt` seconds, playing
 * or (restore) paused. An episode beyond the first page is fetched on its own and played alone.
 */
export async function openEpisode(
  mediaId: number,
  episodeId: number,
  {
    autoplay,
    startAt,
    unlessPlaying = false,
  }: { autoplay: boolean; startAt: number; unlessPlaying?: boolean },
): Promise<boolean> {
  const [media, episodes] = await Promise.all([
    call(shows.get, { params: { id: mediaId } }).then((r) => r.data),
    call(shows.episodes, { params: { id: mediaId }, query: { pageSize: PAGE_SIZE } }).then((r) => r.data),
  ]);
  let list = episodes;
  let index = list.findIndex((episode) => episode.id === episodeId);
  if (index === -1) {
    const one = await call(shows.episode, { params: { id: mediaId, episodeId } });
    list = [one.data];
    index = 0;
  }
  // A restore gives way to whatever the listener started meanwhile.
  if (unlessPlaying && getPlayerState().currentTrack) return false;
  playMedia(media, list, index, { autoplay, startAt });
  return true;
}

/** The two query parameters of a share link. */
const SHARE_PARAMS = { episode: 'episode', time: 't' } as const;

type ShareTarget = { mediaId: number; episodeId: number; startAt: number };

/**
 * Reads a share link: `/{station}/audio/{media urlName}?episode={id}&t={seconds}` (or a `media` parameter on
 * another route). Null when the URL carries no `episode`; `mediaId` 0 when it names no valid media.
 */
export function readShareLink(pathname: string, search: string): ShareTarget | null {
  const params = new URLSearchParams(search);
  const episode = params.get(SHARE_PARAMS.episode);
  if (episode === null) return null;
  const [, , section, urlName] = pathname.split('/');
  const fromPath = section === 'audio' && urlName ? idFromUrlName(urlName) : (params.get('media') ?? '');
  const toId = (text: string) => (/^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : 0);
  const time = Number(params.get(SHARE_PARAMS.time) ?? 0);
  return {
    mediaId: toId(fromPath),
    episodeId: toId(episode),
    startAt: Number.isFinite(time) && time > 0 ? time : 0,
  };
}

/** The URL's query without the share parameters. */
export function withoutShareParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SHARE_PARAMS.episode);
  params.delete(SHARE_PARAMS.time);
  params.delete('media');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The share link of the current episode at `seconds` (whole seconds). */
export function shareLink(
  origin: string,
  stationUrlName: string,
  mediaUrlName: string,
  episodeId: number,
  seconds: number,
): string {
  const t = Math.max(0, Math.floor(seconds));
  return `${origin}/${stationUrlName}/audio/${mediaUrlName}?${SHARE_PARAMS.episode}=${episodeId}&${SHARE_PARAMS.time}=${t}`;
}
