import type { Episode, MediaItem } from '@tarang/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { getJson } from './api';
import {
  expectNoAxeViolations,
  expectNoIssues,
  type Session,
  test,
  visible,
  waitFor,
  waitForPath,
} from './browser';

// The player's extras: Previous restarts an episode more than 3 s in; the speed and sleep menus open on
// the current choice; the sleep timer (countdown, fade-out, pause, cancel; "End of episode" is in
// player-sleep.e2e.ts); the Media Session's metadata, actions and position; the phone sheet closing with Back
// and a swipe down; the player in Hindi.

const DELHI = '/tarang-delhi-1';

let show: MediaItem;
let episodes: Episode[];
let showPath: string;

beforeAll(async () => {
  const shows = await getJson<{ data: MediaItem[] }>('/api/media/v1/media?stationId=1&mediaType=AudioShow');
  show = [...shows.data].sort((a, b) => b.episodeCount - a.episodeCount)[0] as MediaItem;
  episodes = (await getJson<{ data: Episode[] }>(`/api/media/v1/media/${show.id}/episodes?pageSize=100`))
    .data;
  expect(episodes.length).toBeGreaterThanOrEqual(3);
  showPath = `${DELHI}/audio/${show.urlName}`;
});

const first = () => episodes[0] as Episode;
const second = () => episodes[1] as Episode;
const last = () => episodes.at(-1) as Episode;

type AudioState = { src: string; currentTime: number; paused: boolean; volume: number; playbackRate: number };

function audio(page: Page): Promise<AudioState> {
  return page.evaluate(() => {
    const element = document.querySelector('audio');
    if (!element) throw new Error('no <audio> element');
    return {
      src: element.currentSrc || element.src,
      currentTime: element.currentTime,
      paused: element.paused,
      volume: element.volume,
      playbackRate: element.playbackRate,
    };
  });
}

const until = <T>(read: () => Promise<T> | T, check: (value: T) => boolean, what: string) =>
  waitFor(read, check, what, 15_000);

async function playing(page: Page, episode: Episode, after = 0.3): Promise<AudioState> {
  return until(
    () => audio(page),
    (state) => state.src.endsWith(episode.src) && !state.paused && state.currentTime > after,
    `"${episode.title}" playing past ${after} s`,
  );
}

const see = (locator: Locator) => visible(locator).first().waitFor();
const player = (page: Page, name = 'Audio player') => page.getByRole('region', { name });
const button = (scope: Locator | Page, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

async function checkA11y(session: Session, label: string) {
  await session.settle();
  await expectNoAxeViolations(session.page, { label });
}

async function playShow(session: Session, playName = `Play ${show.title}`, region = 'Audio player') {
  const { page } = session;
  await page.goto(showPath);
  await button(page, playName).click();
  await see(player(page, region).getByText(first().title, { exact: true }));
  await playing(page, first());
}

/** Pauses, then moves to `seconds` with the keyboard on the progress bar. */
async function pauseAt(page: Page, seconds: number) {
  const bar = player(page);
  if (!(await audio(page)).paused) await button(bar, 'Pause').click();
  await until(
    () => audio(page),
    (state) => state.paused,
    'paused',
  );
  await bar.getByRole('slider', { name: 'Playback position' }).focus();
  await page.keyboard.press('Home');
  for (let at = 0; at + 15 <= seconds; at += 15) await page.keyboard.press('PageUp');
}

describe.concurrent('desktop (1280 px)', () => {
  test('Previous starts the episode again when more than 3 s in, else goes to the previous one', async ({
    openPage,
    expect,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await playShow(session);
    const bar = player(page);
    await pauseAt(page, 15);
    await until(
      () => audio(page),
      (state) => state.currentTime >= 14.9,
      '15 s in',
    );
    await button(bar, 'Previous').click();
    const again = await until(
      () => audio(page),
      (state) => !state.paused && state.currentTime < 3,
      'the same episode from its start',
    );
    expect(again.src.endsWith(first().src)).toBe(true);
    await see(bar.getByText(first().title, { exact: true }));
    // Within 3 s of its start, Previous goes to the previous episode (first → last).
    await button(bar, 'Previous').click();
    await playing(page, last());
    expectNoIssues(session);
  });

  test('the speed menu opens on the current speed, by pointer and by keyboard', async ({
    openPage,
    expect,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await playShow(session);
    const bar = player(page);
    const speed = bar.getByRole('button', { name: /^Playback speed/ });
    const menu = page.getByRole('menu', { name: 'Playback speed' });
    await speed.click();
    await see(menu);
    const normal = menu.getByRole('menuitemradio', { name: '1× Normal' });
    await expect.poll(() => focused(normal)).toBe(true);
    expect(await normal.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowDown');
    // Radix moves the roving focus on the next task: Enter pressed before it lands would choose 1× again.
    await expect.poll(() => focused(menu.getByRole('menuitemradio', { name: '1.5×' }))).toBe(true);
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'detached' });
    await until(
      () => audio(page),
      (state) => state.playbackRate === 1.5,
      'playbackRate 1.5',
    );
    await speed.focus();
    await page.keyboard.press('Enter');
    await see(menu);
    await expect.poll(() => focused(menu.getByRole('menuitemradio', { name: '1.5×' }))).toBe(true);
    await checkA11y(session, 'speed menu open on 1.5×');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expectNoIssues(session);
  });

  // Fifteen minutes on the page's clock, then the fade and the pause in real time: more than the default 60 s.
  test('sleep timer: counts down, fades out over the last 10 s, pauses and restores the volume; cancel', {
    timeout: 120_000,
  }, async ({ openPage, expect }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await page.clock.install();
    await playShow(session);
    const bar = player(page);
    const timer = bar.getByRole('button', { name: /^Sleep/ });
    expect(await timer.getAttribute('aria-label')).toBe('Sleep timer');
    await timer.click();
    const menu = page.getByRole('menu', { name: 'Sleep timer' });
    await see(menu);
    expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual([
      '5 minutes',
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
      'End of episode',
    ]);
    await checkA11y(session, 'sleep menu open');
    await menu.getByRole('menuitemradio', { name: '15 minutes' }).click();
    await menu.waitFor({ state: 'detached' });
    await see(bar.getByRole('status').filter({ hasText: 'Sleep timer set: 15 minutes' }));
    await expect.poll(() => timer.getAttribute('aria-label')).toMatch(/^Sleep in 1[45]:[0-5]\d$/);
    await see(timer.getByText(/^1[45]:[0-5]\d$/));

    // The menu opens on the running choice, and offers to turn the timer off.
    await timer.click();
    await expect.poll(() => focused(menu.getByRole('menuitemradio', { name: '15 minutes' }))).toBe(true);
    await see(menu.getByRole('menuitem', { name: 'Turn off timer' }));
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // 14 minutes later: a minute left, still at full volume.
    await page.clock.runFor(14 * 60_000);
    await expect.poll(() => timer.getAttribute('aria-label')).toMatch(/^Sleep in (1:00|0:5\d)$/);
    await checkA11y(session, 'sleep timer counting down');
    let state = await audio(page);
    expect(state.paused).toBe(false);
    expect(state.volume).toBeCloseTo(0.6, 5);

    // The last 10 s fade out: on to 5 s before the end.
    const label = (await timer.getAttribute('aria-label')) ?? '';
    const [minutes, seconds] = (label.match(/(\d+):(\d+)$/)?.slice(1) ?? []).map(Number);
    await page.clock.runFor(((minutes ?? 0) * 60 + (seconds ?? 0) - 5) * 1000);
    state = await until(
      () => audio(page),
      (now) => now.volume < 0.45,
      'the volume to fade',
    );
    expect(state.paused).toBe(false);
    expect(state.volume).toBeGreaterThan(0);

    // Time's up: paused, and the volume is the listener's again for the next play.
    await page.clock.runFor(6_000);
    state = await until(
      () => audio(page),
      (now) => now.paused,
      'the timer to pause playback',
    );
    expect(state.volume).toBeCloseTo(0.6, 5);
    await see(button(bar, 'Play'));
    expect(await timer.getAttribute('aria-label')).toBe('Sleep timer');
    expect(await bar.getByRole('slider', { name: 'Volume' }).inputValue()).toBe('60');

    // Cancel: set 5 minutes, then turn it off.
    await button(bar, 'Play').click();
    await timer.click();
    await menu.getByRole('menuitemradio', { name: '5 minutes', exact: true }).click();
    await expect.poll(() => timer.getAttribute('aria-label')).toMatch(/^Sleep in [45]:[0-5]\d$/);
    await timer.click();
    await menu.getByRole('menuitem', { name: 'Turn off timer' }).click();
    await expect.poll(() => timer.getAttribute('aria-label')).toBe('Sleep timer');
    await page.clock.runFor(6 * 60_000);
    expect((await audio(page)).paused).toBe(false);
    expectNoIssues(session);
  });

  test('Media Session: metadata, play/pause, seek ±15 s and to a time, previous/next, position state', async ({
    openPage,
    expect,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    // Keep the handlers the player gives the lock screen, and the positions it reports.
    await page.addInitScript(() => {
      const session = navigator.mediaSession;
      const handlers: Record<string, ((details: object) => void) | null> = {};
      const positions: MediaPositionState[] = [];
      Object.assign(window, { mediaHandlers: handlers, mediaPositions: positions });
      const setAction = session.setActionHandler.bind(session);
      session.setActionHandler = (action, handler) => {
        handlers[action] = handler as ((details: object) => void) | null;
        setAction(action, handler);
      };
      const setPosition = session.setPositionState.bind(session);
      session.setPositionState = (state) => {
        if (state) positions.push(state);
        setPosition(state);
      };
    });
    const act = (action: string, details: object = {}) =>
      page.evaluate(
        ([name, extra]) => {
          const handlers = (window as unknown as { mediaHandlers: Record<string, (d: object) => void> })
            .mediaHandlers;
          const handler = handlers[name as string];
          if (!handler) throw new Error(`no ${name} handler`);
          handler({ action: name, ...(extra as object) });
        },
        [action, details] as const,
      );
    await playShow(session);

    const metadata = await page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      album: navigator.mediaSession.metadata?.album,
      artwork: navigator.mediaSession.metadata?.artwork.map((image) => image.src) ?? [],
      state: navigator.mediaSession.playbackState,
    }));
    expect(metadata).toMatchObject({ title: first().title, album: show.title, state: 'playing' });
    expect(metadata.artwork.length).toBeGreaterThan(0);
    expect(metadata.artwork[0]).toMatch(/^http/);

    await act('pause');
    await until(
      () => audio(page),
      (state) => state.paused,
      'pause from the lock screen',
    );
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');
    await act('seekto', { seekTime: 20 });
    await until(
      () => audio(page),
      (state) => Math.abs(state.currentTime - 20) < 0.05,
      'seekto 20 s',
    );
    await act('seekforward');
    await until(
      () => audio(page),
      (state) => Math.abs(state.currentTime - 35) < 0.05,
      'seekforward 15 s',
    );
    await act('seekbackward');
    await until(
      () => audio(page),
      (state) => Math.abs(state.currentTime - 20) < 0.05,
      'seekbackward 15 s',
    );
    // The position state follows the seek's 'seeked' event, which can come after currentTime has moved.
    const positions = await until(
      () =>
        page.evaluate(() => (window as unknown as { mediaPositions: MediaPositionState[] }).mediaPositions),
      (list) => Math.abs((list.at(-1)?.position ?? -1) - 20) < 0.5,
      'the position state after seekbackward',
    );
    const lastPosition = positions.at(-1);
    const duration = await page.evaluate(() => document.querySelector('audio')?.duration);
    expect(lastPosition?.duration).toBe(duration);
    expect(lastPosition?.position).toBeCloseTo(20, 0);
    expect(lastPosition?.playbackRate).toBe(1);

    await act('play');
    await playing(page, first(), 20.2);
    await act('nexttrack');
    await playing(page, second());
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(second().title);
    await act('previoustrack');
    await playing(page, first());
    expectNoIssues(session);
  });

  test('in Hindi: the player, its menus and the sleep timer are named in Hindi; axe finds nothing', async ({
    openPage,
    expect,
  }) => {
    const session = await openPage({ viewport: 'desktop', storage: { 'tarang.language': 'hi' } });
    const { page } = session;
    await playShow(session, `चलाएँ ${show.title}`, 'ऑडियो प्लेयर');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    const bar = player(page, 'ऑडियो प्लेयर');
    for (const name of ['रोकें', 'पिछला', 'अगला', '15 सेकंड पीछे', '15 सेकंड आगे', 'शफ़ल', 'दोहराएँ', 'प्लेलिस्ट'])
      await see(button(bar, name));
    await see(bar.getByRole('slider', { name: 'आवाज़' }));
    const position = bar.getByRole('slider', { name: 'प्लेबैक की स्थिति' });
    await see(position);
    await checkA11y(session, 'player in Hindi');

    await button(bar, 'रोकें').click();
    await position.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('PageUp');
    await expect.poll(() => position.getAttribute('aria-valuetext')).toBe('15 सेकंड');

    await button(bar, 'प्लेबैक स्पीड 1×').click();
    const speedMenu = page.getByRole('menu', { name: 'प्लेबैक स्पीड' });
    await see(speedMenu.getByRole('menuitemradio', { name: '1× सामान्य' }));
    await page.keyboard.press('Escape');
    await speedMenu.waitFor({ state: 'detached' });

    await button(bar, 'स्लीप टाइमर').click();
    const sleepMenu = page.getByRole('menu', { name: 'स्लीप टाइमर' });
    await see(sleepMenu.getByRole('menuitemradio', { name: 'एपिसोड के अंत में' }));
    await checkA11y(session, 'sleep menu in Hindi');
    await sleepMenu.getByRole('menuitemradio', { name: '30 मिनट' }).click();
    await expect.poll(() => bar.getByRole('button', { name: /बाद बंद होगा$/ }).count()).toBe(1);
    expectNoIssues(session);
  });
});

/** Drags on the sheet's grab area with a finger (Chromium's touch events, as a phone sends them). */
async function swipe(page: Page, from: { x: number; y: number }, by: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (y: number) => [{ x: from.x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.y) });
  const steps = 8;
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from.y + (by * step) / steps),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe.concurrent('mobile (390 px)', () => {
  test('the sheet closes with Back without leaving the page, and a closed sheet leaves Back as it was', async ({
    openPage,
    expect,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await playShow(session);
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    const home = `${DELHI}/home`;
    await waitForPath(page, home);
    const region = player(page);
    const info = region.getByRole('button', { name: /Open player$/ });
    const sheet = page.getByRole('dialog');

    await info.click();
    await see(sheet);
    await checkA11y(session, 'mobile sheet open');
    await page.goBack();
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(home);
    await see(region.getByText(first().title, { exact: true }));
    const after = await audio(page);
    expect(after.paused).toBe(false);
    expect(after.src.endsWith(first().src)).toBe(true);

    // Opened and closed by its chevron: Back then goes to the page before, as if the sheet had never opened.
    await info.click();
    await see(sheet);
    await button(sheet, 'Close player').click();
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(home);
    await page.goBack();
    await waitForPath(page, showPath);
    await see(page.getByRole('heading', { level: 1, name: show.title }));
    expect((await audio(page)).paused).toBe(false);
    expectNoIssues(session);
  });

  test('the sheet follows a swipe down: a short one springs back, a long one closes it; the sleep timer is in the sheet', async ({
    openPage,
    expect,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await playShow(session);
    const region = player(page);
    await region.getByRole('button', { name: /Open player$/ }).click();
    const sheet = page.getByRole('dialog', { name: first().title });
    await see(sheet);
    const chevron = button(sheet, 'Close player');
    const box = await chevron.boundingBox();
    if (!box) throw new Error('no chevron');
    // The grab area: the top bar, beside the chevron.
    const grab = { x: 300, y: box.y + box.height / 2 };

    await swipe(page, grab, 60);
    await page.waitForTimeout(500);
    await see(sheet);
    expect((await sheet.boundingBox())?.y).toBe(0);

    await swipe(page, grab, 320);
    await sheet.waitFor({ state: 'detached' });
    expect((await audio(page)).paused).toBe(false);
    // Closed by the swipe, its history entry is gone too: the address is the show's and Back leaves it.
    expect(new URL(page.url()).pathname).toBe(showPath);

    // With reduced motion the sheet closes at once, with no slide.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await region.getByRole('button', { name: /Open player$/ }).click();
    await see(sheet);
    expect(await sheet.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('0s');

    // The sleep timer in the sheet, its menu above the sheet.
    const timer = button(sheet, 'Sleep timer');
    await timer.click();
    const menu = page.getByRole('menu', { name: 'Sleep timer' });
    await see(menu);
    await checkA11y(session, 'sleep menu in the sheet');
    await menu.getByRole('menuitemradio', { name: '45 minutes' }).click();
    await expect.poll(() => sheet.getByRole('button', { name: /^Sleep in 4[45]:[0-5]\d$/ }).count()).toBe(1);
    await swipe(page, grab, 320);
    await sheet.waitFor({ state: 'detached' });
    expectNoIssues(session);
  });

  test('in Hindi: the compact bar and the sheet', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile', storage: { 'tarang.language': 'hi' } });
    const { page } = session;
    await playShow(session, `चलाएँ ${show.title}`, 'ऑडियो प्लेयर');
    const region = player(page, 'ऑडियो प्लेयर');
    await see(button(region, 'रोकें'));
    await see(button(region, 'रोकें और प्लेयर बंद करें'));
    await region.getByRole('button', { name: /प्लेयर खोलें$/ }).click();
    const sheet = page.getByRole('dialog', { name: first().title });
    await see(sheet);
    await see(button(sheet, 'प्लेयर छोटा करें'));
    await see(button(sheet, 'स्लीप टाइमर'));
    await see(sheet.getByRole('heading', { name: 'प्लेलिस्ट' }));
    await checkA11y(session, 'mobile sheet in Hindi');
    expectNoIssues(session);
  });
});
