import type { Episode } from '@tarang/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { expectNoIssues, test } from './browser';
import {
  audio,
  button,
  checkA11y,
  type DemoShow,
  demoShow,
  player,
  playing,
  playShow,
  see,
  twoFrames,
  until,
} from './player-page';

// The sleep timer at the end of an episode, on the real <audio> element: "End of episode" stops there and stays
// stopped (at 1.5×), a timer in minutes lets the next episode play and Pause still pauses it; the timer's button
// and menu show the running choice.

let demo: DemoShow;
beforeAll(async () => {
  demo = await demoShow();
});
const first = () => demo.episodes[0] as Episode;
const second = () => demo.episodes[1] as Episode;

/** Records the element's play, pause, seeking and ended events from now on. */
const recordEvents = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('audio');
    const events: string[] = [];
    Object.assign(window, { audioEvents: events });
    for (const type of ['play', 'pause', 'seeking', 'ended'])
      element?.addEventListener(type, () => events.push(type));
  });
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { audioEvents: string[] }).audioEvents);

/**
 * Waits for the element's last event to be `last`, then two frames more, and fails if any event came in them: a
 * player and an element that chase each other (play, pause, play… hundreds of times a second) never settle.
 */
async function stays(page: Page, last: 'play' | 'pause') {
  const list = await until(
    () => events(page),
    (now) => now.at(-1) === last,
    `the last event to be "${last}"`,
  );
  await twoFrames(page);
  expect((await events(page)).length).toBe(list.length);
  expect((await audio(page)).paused).toBe(last === 'pause');
}

/** Pauses, moves to 5 s before the end with the keys of the progress bar in `scope`, then plays on. */
async function playTheLastSeconds(page: Page, scope: Locator) {
  await button(scope, 'Pause').click();
  await until(
    () => audio(page),
    (state) => state.paused,
    'paused',
  );
  await scope.getByRole('slider', { name: 'Playback position' }).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await until(
    () => audio(page),
    (state) => state.duration - state.currentTime <= 5.1,
    '5 s before the end',
  );
  await button(scope, 'Play').click();
}

describe.concurrent('the sleep timer at the end of an episode', () => {
  test('1280 px, 1.5×: "End of episode" stops at the end and stays stopped; Play starts it again, Pause pauses', async ({
    openPage,
    expect,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await playShow(session, demo);
    const bar = player(page);
    await bar.getByRole('button', { name: /^Playback speed/ }).click();
    await page.getByRole('menuitemradio', { name: '1.5×' }).click();
    await until(
      () => audio(page),
      (state) => state.playbackRate === 1.5,
      'playbackRate 1.5',
    );

    const timer = bar.getByRole('button', { name: /^Sleep/ });
    const menu = page.getByRole('menu', { name: 'Sleep timer' });
    await timer.click();
    await menu.getByRole('menuitemradio', { name: 'End of episode' }).click();
    await menu.waitFor({ state: 'detached' });
    // The bar shows the running choice; its menu opens on it.
    await expect.poll(() => timer.getAttribute('aria-label')).toBe('Sleep at end of episode');
    await see(timer.getByText('End', { exact: true }));
    await timer.click();
    const end = menu.getByRole('menuitemradio', { name: 'End of episode' });
    await see(end);
    expect(await end.getAttribute('aria-checked')).toBe('true');
    await checkA11y(session, 'sleep menu on "End of episode"');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await recordEvents(page);
    await playTheLastSeconds(page, bar);
    await until(
      () => events(page),
      (list) => list.includes('ended'),
      'the episode to end',
    );
    await twoFrames(page);
    // Stopped at the end: not started again from 0:00, not flipping between play and pause.
    const stopped = await audio(page);
    expect(stopped).toMatchObject({ paused: true, ended: true });
    expect(stopped.src.endsWith(first().src)).toBe(true);
    expect(stopped.currentTime).toBeCloseTo(stopped.duration, 1);
    const afterEnd = (list: string[]) => list.slice(list.indexOf('ended') + 1);
    expect(afterEnd(await events(page))).toEqual([]);
    await see(button(bar, 'Play'));
    await see(bar.getByText(first().title, { exact: true }));
    expect(await timer.getAttribute('aria-label')).toBe('Sleep timer');
    expect(await timer.getByText('End', { exact: true }).count()).toBe(0);
    await checkA11y(session, 'stopped at the end of the episode');
    expect(afterEnd(await events(page))).toEqual([]);

    // Play starts it again from the beginning; Pause pauses it, and it stays paused.
    await button(bar, 'Play').click();
    const again = await playing(page, first());
    expect(again.currentTime).toBeLessThan(10);
    await button(bar, 'Pause').click();
    await stays(page, 'pause');
    await see(button(bar, 'Play'));
    expectNoIssues(session);
  });

  test('390 px, "15 minutes": the next episode plays at the end, and Pause pauses it', async ({
    openPage,
    expect,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await playShow(session, demo);
    await player(page)
      .getByRole('button', { name: /Open player$/ })
      .click();
    // Named by the episode it plays: the next one after the end.
    const sheet = page.getByRole('dialog');
    await see(sheet);
    const menu = page.getByRole('menu', { name: 'Sleep timer' });
    await button(sheet, 'Sleep timer').click();
    await menu.getByRole('menuitemradio', { name: '15 minutes' }).click();
    await menu.waitFor({ state: 'detached' });
    const timer = sheet.getByRole('button', { name: /^Sleep in 1[45]:[0-5]\d$/ });
    await see(timer);
    await see(timer.getByText(/^1[45]:[0-5]\d$/));
    await timer.click();
    const fifteen = menu.getByRole('menuitemradio', { name: '15 minutes' });
    await see(fifteen);
    expect(await fifteen.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await recordEvents(page);
    await playTheLastSeconds(page, sheet);
    await playing(page, second());
    await see(sheet.getByRole('heading', { name: second().title }));
    // The first one ended once and was not started again.
    const list = await events(page);
    expect(list.filter((type) => type === 'ended')).toHaveLength(1);

    // Pause and Play pressed quickly (a double tap): it plays on, the element and the player in step.
    await button(sheet, 'Pause').dblclick();
    await stays(page, 'play');
    await playing(page, second(), (await audio(page)).currentTime + 0.2);

    await button(sheet, 'Pause').click();
    await stays(page, 'pause');
    expect((await audio(page)).src.endsWith(second().src)).toBe(true);
    await see(button(sheet, 'Play'));
    await see(sheet.getByRole('button', { name: /^Sleep in 1[45]:[0-5]\d$/ }));
    await checkA11y(session, 'paused in the sheet with the timer running');
    expectNoIssues(session);
  });
});
