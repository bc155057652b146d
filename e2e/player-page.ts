import type { Episode, MediaItem } from '@tarang/contracts';
import type { Locator, Page } from 'playwright-core';
import { getJson } from './api';
import { expectNoAxeViolations, type Session, visible, waitFor } from './browser';

// What the player's browser tests share: the demo show with the most episodes, the page's <audio> element as
// the listener hears it, and the player's region and buttons by role and name.

export const DELHI = '/tarang-delhi-1';
export const PLAYER = 'Audio player';

export type DemoShow = { show: MediaItem; episodes: Episode[]; path: string };

/** The Delhi show with the most episodes (the demo network gives each a handful of 25–72 s MP3s). */
export async function demoShow(): Promise<DemoShow> {
  const shows = await getJson<{ data: MediaItem[] }>('/api/media/v1/media?stationId=1&mediaType=AudioShow');
  const show = [...shows.data].sort((a, b) => b.episodeCount - a.episodeCount)[0] as MediaItem;
  const episodes = (
    await getJson<{ data: Episode[] }>(`/api/media/v1/media/${show.id}/episodes?pageSize=100`)
  ).data;
  if (episodes.length < 3) throw new Error(`"${show.title}" has fewer than 3 episodes`);
  return { show, episodes, path: `${DELHI}/audio/${show.urlName}` };
}

export type AudioState = {
  src: string;
  currentTime: number;
  duration: number;
  paused: boolean;
  ended: boolean;
  playbackRate: number;
};

/** The page's <audio> element. */
export function audio(page: Page): Promise<AudioState> {
  return page.evaluate(() => {
    const element = document.querySelector('audio');
    if (!element) throw new Error('no <audio> element');
    return {
      src: element.currentSrc || element.src,
      currentTime: element.currentTime,
      duration: element.duration,
      paused: element.paused,
      ended: element.ended,
      playbackRate: element.playbackRate,
    };
  });
}

export const until = <T>(read: () => Promise<T> | T, check: (value: T) => boolean, what: string) =>
  waitFor(read, check, what, 15_000);

/** Waits until the element plays `episode` and its time moves past `after` seconds. */
export const playing = (page: Page, episode: Episode, after = 0.3) =>
  until(
    () => audio(page),
    (state) => state.src.endsWith(episode.src) && !state.paused && state.currentTime > after,
    `"${episode.title}" playing past ${after} s`,
  );

export const player = (page: Page) => page.getByRole('region', { name: PLAYER });
export const button = (scope: Locator | Page, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });
export const see = (locator: Locator) => visible(locator).first().waitFor();

export async function checkA11y(session: Session, label: string) {
  await session.settle();
  await expectNoAxeViolations(session.page, { label });
}

/** Opens the show page and plays the show with its Play button (its first episode plays). */
export async function playShow(session: Session, { show, episodes, path }: DemoShow) {
  const { page } = session;
  await page.goto(path);
  await button(page, `Play ${show.title}`).click();
  await playing(page, episodes[0] as Episode);
}

/** Waits for two frames: whatever the last events set going has had its turn. */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
