import type { Episode } from '@tarang/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { expectNoAxeViolations, expectNoIssues, test, waitForPath } from './browser';
import { DELHI, type DemoShow, demoShow, player, playing } from './player-page';

// The first tap on a server-rendered page, before its code has started (app/earlyTaps/): Play pressed the moment
// the page has loaded shows itself pressed, then plays once the app is up, once however often it was pressed; a
// link tapped then still navigates. The app's code is held back until the taps are made (page.route), so they
// land before the app is ready however fast this machine is; the load event does not wait for that code.

let demo: DemoShow;
beforeAll(async () => {
  demo = await demoShow();
});

/** Holds back the app's code (boot.ts imports main-*.js once the first screen shows); `release` lets it through. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    // The page that asked may have navigated away meanwhile.
    await route.continue().catch(() => undefined);
  });
  return release;
}

const appState = (page: Page) => page.evaluate(() => document.documentElement.dataset.app);

/** Loads `path` and resolves at its load event, not once the app is ready (what page.goto waits for here). */
async function loadPage(page: Page, path: string) {
  await page.mainFrame().goto(path, { waitUntil: 'load' });
  expect(await appState(page)).toBeUndefined();
}

describe.concurrent('a tap before the app is ready', () => {
  test("1280 px: an episode's Play clicked twice at the load event plays it, once", async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const release = await holdTheApp(page);
    await loadPage(page, demo.path);
    const episode = demo.episodes[1] as Episode;
    const play = page.getByRole('button', { name: `Play ${episode.title}`, exact: true });
    await play.click();
    await play.click();
    // Pressed, and said to be busy, while the app is on its way.
    expect(await play.getAttribute('aria-busy')).toBe('true');
    expect(await appState(page)).toBeUndefined();
    await expectNoAxeViolations(page, { label: 'Play pressed before the app is ready (1280 px)' });

    release();
    await playing(page, episode);
    // Carried out once: a second time would have paused it.
    const pause = page.getByRole('button', { name: `Pause ${episode.title}`, exact: true });
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    expect(await pause.getAttribute('aria-busy')).toBeNull();
    await player(page).getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await playing(page, episode, 1);
    expectNoIssues(session);
  });

  test("390 px: a link tapped before the app is ready navigates; the show's Play tapped at the load event plays", async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    const release = await holdTheApp(page);
    await loadPage(page, `${DELHI}/audio`);
    await page.getByRole('link', { name: demo.show.title, exact: true }).first().tap();
    await waitForPath(page, demo.path);
    await page.waitForLoadState('load');
    expect(await appState(page)).toBeUndefined();

    const play = page.getByRole('button', { name: `Play ${demo.show.title}`, exact: true });
    await play.tap();
    expect(await play.getAttribute('aria-busy')).toBe('true');
    await expectNoAxeViolations(page, { label: "the show's Play pressed before the app is ready (390 px)" });

    release();
    await playing(page, demo.episodes[0] as Episode);
    await page.getByRole('button', { name: `Pause ${demo.show.title}`, exact: true }).waitFor();
    expectNoIssues(session);
  });
});
