import type { ListeningPosition, PositionBody } from '@tarang/contracts';
import { library } from '@tarang/contracts/endpoints';
import { call, endpointUrl } from '../../shared/api/call';
import { getUser } from '../../shared/api/session';

/**
 * Where a listener is in each episode: saved to the account when signed in (library/v1/positions), kept in this
 * browser for a guest. Only types come from the contracts, so the saving code carries no schema library.
 */

/** Past this share of its length an episode is finished (the contracts' FINISHED_SHARE; a test keeps them equal). */
export const FINISHED_SHARE = 0.95;
export const isFinished = (position: number, duration: number) =>
  duration > 0 && position / duration > FINISHED_SHARE;

/** What a guest's browser keeps of an episode, enough to list it and to open it again. */
export type LocalPosition = {
  episodeId: number;
  mediaId: number;
  mediaUrlName: string | null;
  title: string;
  showTitle: string;
  artwork: string | null;
  position: number;
  duration: number;
  /** ISO time of the save. */
  updatedAt: string;
};

const KEY = 'tarang.listening';
/** A guest's browser keeps the places of this many episodes, the oldest forgotten first. */
const LOCAL_MAX = 50;

export function readLocalPositions(): LocalPosition[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is LocalPosition =>
        typeof item === 'object' &&
        item !== null &&
        Number.isInteger(item.episodeId) &&
        Number.isInteger(item.mediaId) &&
        typeof item.title === 'string' &&
        Number.isFinite(item.position) &&
        Number.isFinite(item.duration),
    );
  } catch {
    return []; // storage blocked or not JSON: nothing kept
  }
}

/** The newest save first; one entry per episode. */
export function writeLocalPosition(entry: LocalPosition) {
  const rest = readLocalPositions().filter((item) => item.episodeId !== entry.episodeId);
  try {
    localStorage.setItem(KEY, JSON.stringify([entry, ...rest].slice(0, LOCAL_MAX)));
  } catch {
    // Private mode or storage full: the place is simply not kept.
  }
}

export function clearLocalPositions() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

export const localPosition = (episodeId: number) =>
  readLocalPositions().find((item) => item.episodeId === episodeId) ?? null;

/**
 * Saves a place to the account. `keepalive` (the page is being hidden or closed) sends it with fetch keepalive
 * so it arrives after the page is gone; sendBeacon cannot carry the bearer token.
 */
export function saveRemotePosition(body: PositionBody, { keepalive = false } = {}): Promise<unknown> {
  if (!keepalive) return call(library.savePosition, { body });
  const token = getUser()?.token;
  return fetch(endpointUrl(library.savePosition), {
    method: library.savePosition.method,
    keepalive: true,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** The account's saved place in one episode, or null. */
export async function fetchRemotePosition(episodeId: number): Promise<ListeningPosition | null> {
  return (await call(library.position, { params: { episodeId } })).data;
}
