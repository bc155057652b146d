import type { Episode } from '@tarang/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe } from 'vitest';
import { expectNoIssues, test } from './browser';
import { focusIndicatorContrast } from './focus-contrast';
import {
  button,
  checkA11y,
  type DemoShow,
  demoShow,
  PLAYER,
  player,
  playing,
  see,
  until,
} from './player-page';

// The player from the keyboard (WCAG 2.2, what axe cannot see): it comes right after the page's content in the
// Tab order, and "Skip to player" reaches it from the page's start; every focus ring in the bar, the phone's
// sheet and their menus (a highlighted row) has 3:1 against the colours beside it.

let demo: DemoShow;
beforeAll(async () => {
  demo = await demoShow();
});
const first = () => demo.episodes[0] as Episode;

type Focused = { where: 'player' | 'footer' | 'page'; name: string };

/** Where the focus is: in the player, the footer or elsewhere, and the name of the focused element. */
const focused = (page: Page) =>
  page.evaluate((region): Focused | null => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const where = element.closest(`[aria-label="${region}"]`)
      ? 'player'
      : element.closest('footer')
        ? 'footer'
        : 'page';
    return { where, name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '' };
  }, PLAYER);

/** Presses Tab until `reached` holds; the number of presses, or fails after `most`. */
async function tabUntil(page: Page, reached: (now: Focused | null) => boolean, most: number) {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    if (reached(await focused(page))) return presses;
  }
  throw new Error(
    `not reached in ${most} Tab presses; the focus is on ${JSON.stringify(await focused(page))}`,
  );
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Fails unless the focused element's ring has 3:1 against what is beside it. */
async function expectVisibleFocus(locator: Locator, what: string) {
  await until(
    () => isFocused(locator),
    (yes) => yes,
    `${what} focused`,
  );
  const measured = await focusIndicatorContrast(locator);
  if (measured.ratio < 3)
    throw new Error(`${what}: focus indicator ${measured.ratio}:1, under 3:1 (${JSON.stringify(measured)})`);
}

/** Opens a menu from its focused trigger with Enter; its highlighted row (the current choice) has the focus. */
async function openByKeyboard(page: Page, name: string, row: string) {
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name });
  await see(menu);
  const item = menu.getByRole('menuitemradio', { name: row, exact: true });
  await expectVisibleFocus(item, `"${row}" in the ${name} menu`);
  return menu;
}

describe.concurrent('the player from the keyboard', () => {
  test('1280 px: reached right after the page and by "Skip to player"; focus rings of 3:1 in the bar and its menus', async ({
    openPage,
    expect,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await page.goto(demo.path);
    await page.getByRole('button', { name: `Play ${first().title}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await playing(page, first());
    // From the Play just pressed, Tab reaches the player before the footer's links.
    const fromPlay = await tabUntil(page, (now) => now?.where !== 'page', 80);
    expect(await focused(page)).toMatchObject({ where: 'player' });

    // From the page's start (a reload brings the episode back, paused): Skip to content, Skip to player.
    await page.reload();
    await see(player(page).getByText(first().title, { exact: true }));
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Skip to content' });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to player', exact: true });
    expect(await isFocused(skip)).toBe(true);
    await see(skip);
    await checkA11y(session, '"Skip to player" focused');
    await page.keyboard.press('Enter');
    await expectVisibleFocus(player(page), 'the player, reached by "Skip to player"');
    expect(new URL(page.url()).hash).toBe('');
    const toSpeed = await tabUntil(page, (now) => now?.name.startsWith('Playback speed') ?? false, 20);
    expect(toSpeed).toBeLessThanOrEqual(14);
    console.info(
      `[player-keyboard] Tab presses: ${fromPlay} from the first episode's Play to the player; from the page's ` +
        `start 2, Enter on "Skip to player", then ${toSpeed} to the speed button`,
    );

    const bar = player(page);
    const speed = bar.getByRole('button', { name: /^Playback speed/ });
    await expectVisibleFocus(speed, 'the speed button');
    const speedMenu = await openByKeyboard(page, 'Playback speed', '1× Normal');
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(speedMenu.getByRole('menuitemradio', { name: '1.5×' }), 'the next speed');
    await checkA11y(session, 'speed menu from the keyboard');
    await page.keyboard.press('Escape');
    await speedMenu.waitFor({ state: 'detached' });
    // Escape gives the focus back to the menu's button, a moment after the menu has gone.
    await until(
      () => isFocused(speed),
      (yes) => yes,
      'the speed button focused again after Escape',
    );

    await page.keyboard.press('Tab');
    const sleep = bar.getByRole('button', { name: 'Sleep timer' });
    await expectVisibleFocus(sleep, 'the sleep timer');
    const sleepMenu = await openByKeyboard(page, 'Sleep timer', '5 minutes');
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(sleepMenu.getByRole('menuitemradio', { name: '15 minutes' }), 'the next row');
    await checkA11y(session, 'sleep menu from the keyboard');
    await page.keyboard.press('Escape');
    await sleepMenu.waitFor({ state: 'detached' });
    await until(
      () => isFocused(sleep),
      (yes) => yes,
      'the sleep timer focused again after Escape',
    );

    await tabUntil(page, (now) => now?.name === 'Stop and close player', 6);
    await expectVisibleFocus(button(bar, 'Stop and close player'), 'Stop and close player');
    await button(bar, 'Play').focus();
    await expectVisibleFocus(button(bar, 'Play'), 'Play in the bar');
    expectNoIssues(session);
  });

  test('390 px: "Skip to player", the sheet\'s "Close player" and its speed menu, with focus rings of 3:1', async ({
    openPage,
    expect,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await page.goto(demo.path);
    await page.getByRole('button', { name: `Play ${demo.show.title}`, exact: true }).tap();
    await playing(page, first());
    await page.reload();
    const region = player(page);
    await see(region.getByText(first().title, { exact: true }));

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('link', { name: 'Skip to player', exact: true }))).toBe(true);
    await page.keyboard.press('Enter');
    await expectVisibleFocus(region, 'the player, reached by "Skip to player"');
    await page.keyboard.press('Tab');
    const open = region.getByRole('button', { name: /Open player$/ });
    await expectVisibleFocus(open, 'Open player');

    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: first().title });
    await see(sheet);
    await expectVisibleFocus(button(sheet, 'Close player'), 'Close player on the sheet');
    await checkA11y(session, 'sheet opened from the keyboard');
    await tabUntil(page, (now) => now?.name.startsWith('Playback speed') ?? false, 20);
    await expectVisibleFocus(
      sheet.getByRole('button', { name: /^Playback speed/ }),
      'the speed button on the sheet',
    );
    const menu = await openByKeyboard(page, 'Playback speed', '1× Normal');
    await checkA11y(session, 'speed menu on the sheet from the keyboard');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expectNoIssues(session);
  });
});
