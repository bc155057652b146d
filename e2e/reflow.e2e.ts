import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectNoAxeViolations, expectNoIssues, type Session, test, untilMotionEnds } from './browser';

// Reflow (WCAG 1.4.10) and text resize (1.4.4) on the listener's shell: a 320 px screen never scrolls sideways,
// dialogs included, and the phone's bottom bar stays inside it; with the browser's text size at 200 % the
// header's controls stay on screen, none over another, and so do the sign-up dialog's on a phone.
//
// Text size as a listener sets it: Chromium's font-size setting (Settings › Appearance › Font size, here 32 px
// for the default 16, through DevTools' Page.setFontSizes). Like that setting it scales everything sized in
// rem and em, media queries in em included, and leaves px alone: it is not page zoom.

const DELHI = '/tarang-delhi-1';

async function checkA11y(session: Session, label: string) {
  await session.settle();
  await expectNoAxeViolations(session.page, { label });
}

/** The browser's text size, in per cent of the default 16 px (before the page loads: as the setting would be). */
async function setTextSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 },
  });
}

/** How wide the page is against the screen: wider means the listener scrolls sideways to read it. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

type Placed = { name: string; left: number; right: number; top: number; bottom: number };

/**
 * The controls (links, buttons, fields) shown inside `scope`, with their boxes; those reaching outside the screen
 * sideways (or, with `vertically`, above or below it); and each pair that overlaps (one inside the other, as a
 * field in its label, does not count).
 */
function controlsLayout(scope: Locator, { vertically = true } = {}) {
  return scope.evaluate((root, vertically) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="combobox"]';
    const shown = [...root.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    });
    const name = (element: HTMLElement) =>
      (
        element.getAttribute('aria-label') ??
        element.textContent ??
        element.getAttribute('name') ??
        element.tagName
      )
        .trim()
        .slice(0, 40);
    const placed = shown.map((element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { element, name: name(element), left, right, top, bottom };
    });
    const outside = placed
      .filter(
        (box) =>
          box.left < -0.5 ||
          box.right > innerWidth + 0.5 ||
          (vertically && (box.top < -0.5 || box.bottom > innerHeight + 0.5)),
      )
      .map(({ element: _, ...box }) => box);
    const overlapping: string[] = [];
    placed.forEach((a, index) => {
      for (const b of placed.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > 1 && height > 1) overlapping.push(`"${a.name}" and "${b.name}"`);
      }
    });
    return { count: placed.length, outside: outside as Placed[], overlapping };
  }, vertically);
}

describe.concurrent('reflow at 320 px', () => {
  test('the home page, the sign-in, sign-up and request dialogs: nothing scrolls sideways; the bottom bar fits', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${DELHI}/home`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await session.settle();
    expect(await pageWidth(page), 'the home page').toBeLessThanOrEqual(320);
    const bar = page.getByRole('navigation', { name: 'Quick links', exact: true });
    const barLayout = await controlsLayout(bar);
    expect(barLayout.count).toBe(6);
    expect(barLayout.outside, 'bottom-bar items outside the screen').toEqual([]);
    expect(barLayout.overlapping).toEqual([]);
    // The highlights' own buttons, last in their row.
    const next = await page.getByRole('button', { name: 'Next slide', exact: true }).boundingBox();
    expect(next && next.x >= 0 && next.x + next.width <= 320, `"Next slide" at ${JSON.stringify(next)}`).toBe(
      true,
    );
    await checkA11y(session, 'home at 320 px');

    await page.getByRole('banner').getByRole('button', { name: 'Log In', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log In and Listen with Tarang' });
    await login.waitFor();
    await untilMotionEnds(page);
    await expectFits(page, login, 'the log-in dialog');
    await checkA11y(session, 'log-in dialog at 320 px');
    await login.getByRole('button', { name: 'Create', exact: true }).click();
    const signup = page.getByRole('dialog', { name: 'Sign Up and Listen with Tarang' });
    await signup.waitFor();
    await expectFits(page, signup, 'the sign-up dialog');
    await checkA11y(session, 'sign-up dialog at 320 px');
    await page.keyboard.press('Escape');
    await signup.waitFor({ state: 'detached' });

    await page.getByRole('contentinfo').getByRole('button', { name: 'SEND US REQUEST', exact: true }).click();
    const request = page.getByRole('dialog', { name: 'Studio Visit' });
    await request.waitFor();
    await untilMotionEnds(page);
    await expectFits(page, request, 'the request dialog');
    await checkA11y(session, 'request dialog at 320 px');
    expectNoIssues(session);
  });
});

/** A dialog as wide as the screen at most, its controls inside it sideways and none over another. */
async function expectFits(page: Page, dialog: Locator, what: string) {
  expect(await pageWidth(page), `${what}: the page's width`).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  const box = await dialog.boundingBox();
  expect(
    box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0),
    `${what}: ${JSON.stringify(box)}`,
  ).toBe(true);
  // Scrolled, a long form goes below the screen: only sideways is checked.
  const layout = await controlsLayout(dialog, { vertically: false });
  expect(layout.outside, `${what}: controls outside the screen`).toEqual([]);
  expect(layout.overlapping, `${what}: controls over one another`).toEqual([]);
}

describe.concurrent('text at 200 %', () => {
  test('1280 px: the header wraps, every control of it on screen, none over another', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await setTextSize(page, 200);
    await page.goto(`${DELHI}/home`);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    await session.settle();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    const layout = await controlsLayout(header);
    expect(layout.count).toBeGreaterThanOrEqual(15);
    expect(layout.outside, 'header controls outside the screen').toEqual([]);
    expect(layout.overlapping, 'header controls over one another').toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
    await checkA11y(session, 'home at 1280 px, text 200 %');
    expectNoIssues(session);
  });

  test('390 px: the header, and the sign-up dialog with no control over another', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await setTextSize(page, 200);
    await page.goto(`${DELHI}/home`);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    await session.settle();
    const layout = await controlsLayout(header);
    expect(layout.count).toBe(3);
    expect(layout.outside, 'header controls outside the screen').toEqual([]);
    expect(layout.overlapping, 'header controls over one another').toEqual([]);
    expect(await pageWidth(page), 'the home page').toBeLessThanOrEqual(390);
    await checkA11y(session, 'home at 390 px, text 200 %');

    await header.getByRole('button', { name: 'Log In', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log In and Listen with Tarang' });
    await login.waitFor();
    await login.getByRole('button', { name: 'Create', exact: true }).click();
    const signup = page.getByRole('dialog', { name: 'Sign Up and Listen with Tarang' });
    await signup.waitFor();
    await untilMotionEnds(page);
    await expectFits(page, signup, 'the sign-up dialog at 200 %');
    await checkA11y(session, 'sign-up dialog at 390 px, text 200 %');
    expectNoIssues(session);
  });
});
