import { FINISHED_SHARE as CONTRACT_FINISHED_SHARE } from '@tarang/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FINISHED_SHARE,
  type LocalPosition,
  readLocalPositions,
  writeLocalPosition,
} from '../features/library/positions';
import {
  getPlayerState,
  playerActions,
  playerReports,
  playMedia,
  resetPlayerForTests,
} from '../features/player/store';
import { episodes, show } from '../features/player/test-fixtures';
import { setUser } from '../shared/api/session';
import { SAVE_EVERY_MS, startListeningSync } from './listeningSync';

/** Continue listening's saving and resuming, on the player's real store (the API is a stubbed fetch). */
let stop: () => void;
const second = episodes[1] as (typeof episodes)[number];

/** Lets the sync's awaited look-ups (the saved place) settle. */
const settle = () => new Promise((done) => setTimeout(done, 0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  localStorage.clear();
  setUser(null);
  resetPlayerForTests();
  stop = startListeningSync();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe("a guest's places, kept in this browser", () => {
  it('saves every ten seconds while playing, and at once on pause', () => {
    playMedia(show, episodes, 1);
    playerReports.time(6);
    expect(readLocalPositions()).toEqual([]); // not ten seconds yet
    advance(SAVE_EVERY_MS);
    playerReports.time(16);
    expect(readLocalPositions()).toEqual([
      expect.objectContaining({ episodeId: second.id, mediaId: show.id, title: second.title, position: 16 }),
    ]);
    playerReports.time(19);
    playerActions.pause();
    expect(readLocalPositions()[0]?.position).toBe(19);
  });

  it('does not remember the first seconds of an episode', () => {
    playMedia(show, episodes, 1);
    playerReports.time(3);
    playerActions.pause();
    expect(readLocalPositions()).toEqual([]);
  });

  it('saves the episode left behind when another one starts, and the end once when it is reached', () => {
    playMedia(show, episodes, 1);
    playerReports.time(20);
    playerActions.next();
    expect(readLocalPositions()[0]).toMatchObject({ episodeId: second.id, position: 20 });
    const third = episodes[2] as (typeof episodes)[number];
    playerReports.time(third.duration * FINISHED_SHARE + 1);
    expect(readLocalPositions()[0]).toMatchObject({ episodeId: third.id });
  });

  it('resumes a started episode at its saved place, but not a finished one', async () => {
    writeLocalPosition({
      episodeId: second.id,
      mediaId: show.id,
      mediaUrlName: show.urlName,
      title: second.title,
      showTitle: show.title,
      artwork: null,
      position: 30,
      duration: second.duration,
      updatedAt: new Date().toISOString(),
    });
    playMedia(show, episodes, 1);
    await settle();
    expect(getPlayerState().currentTime).toBe(30);

    playerActions.close(); // (saves the place it was at: 30 s)
    writeLocalPosition({ ...(readLocalPositions()[0] as LocalPosition), position: second.duration - 1 });
    playMedia(show, episodes, 1);
    await settle();
    expect(getPlayerState().currentTime).toBe(0);
  });

  it('leaves a place the listener chose (a restore, a share link) as it is', async () => {
    writeLocalPosition({
      episodeId: second.id,
      mediaId: show.id,
      mediaUrlName: show.urlName,
      title: second.title,
      showTitle: show.title,
      artwork: null,
      position: 30,
      duration: second.duration,
      updatedAt: new Date().toISOString(),
    });
    playMedia(show, episodes, 1, { startAt: 12 });
    await settle();
    expect(getPlayerState().currentTime).toBe(12);
  });
});

describe("a signed-in listener's places, kept in the account", () => {
  it('saves with one PUT and resumes from the account', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push({
          method: init.method ?? 'GET',
          url,
          body: init.body ? JSON.parse(String(init.body)) : null,
        });
        const data = url.includes(`/positions/${second.id}`)
          ? { episodeId: second.id, position: 25, duration: second.duration, finished: false, updatedAt: '' }
          : null;
        return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    setUser({
      id: 5,
      name: 'Asha',
      email: 'asha@example.in',
      stationId: 1,
      token: 'token',
      refreshToken: 'refresh-token-long-enough',
      tokenExpiresAt: '',
    });
    playMedia(show, episodes, 1);
    await settle();
    await settle();
    expect(getPlayerState().currentTime).toBe(25);
    playerReports.time(27);
    playerActions.pause();
    await settle();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/library/v1/positions',
      body: { episodeId: second.id, position: 27, duration: second.duration },
    });
    expect(readLocalPositions()).toEqual([]);
  });
});

it('finishes an episode past the same share of its length as the server', () => {
  expect(FINISHED_SHARE).toBe(CONTRACT_FINISHED_SHARE);
});
