import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoIssues,
  pathOf,
  test,
  type ViewportName,
  waitFor,
  waitForPath,
} from './browser';

// Back to the home page puts the listener where they were: the link they opened a show from stands where it stood
// on screen, although the blocks above it (the new episodes and the poll load as they come near, skeletons
// first) lay out again after Back.

const HOME = '/tarang-delhi-1/home';
/** Where the listener had the link on screen: well down the window, as when reading a lower block. */
const LINK_AT = 260;

const topOf = (link: Locator) => link.evaluate((element) => Math.round(element.getBoundingClientRect().top));

/** Scrolls down the page as a reader does, a screen at a time, until `link` is about `at` px from the top. */
async function readDownTo(page: Page, link: Locator, at: number) {
  for (let step = 0; step < 40; step += 1) {
    const top = await topOf(link);
    if (top <= at + 300) break;
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          window.scrollBy(0, 300);
          requestAnimationFrame(() => requestAnimationFrame(() => done()));
        }),
    );
  }
}

describe.concurrent('Back to the home page', () => {
  for (const viewport of ['mobile', 'desktop'] as ViewportName[]) {
    test(`${viewport}: the show link opened from a lower block stands where it stood`, async ({
      openPage,
    }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      await page.goto(HOME);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const podcasts = page.getByRole('list', { name: 'Latest podcasts', exact: true });
      const show = podcasts.getByRole('link').last();
      await readDownTo(page, show, LINK_AT);
      // The blocks passed on the way have loaded (code and data): the page is as the listener reads it.
      await session.settle();
      await show.evaluate((link, at) => window.scrollBy(0, link.getBoundingClientRect().top - at), LINK_AT);
      await session.settle();
      const before = await topOf(show);
      expect(Math.abs(before - LINK_AT)).toBeLessThanOrEqual(2);
      const to = new URL((await show.getAttribute('href')) ?? '', 'http://x').pathname;

      await show.click();
      await waitForPath(page, to);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await session.settle();

      await page.goBack();
      await waitForPath(page, HOME);
      await waitFor(
        () => topOf(show),
        (top) => Math.abs(top - before) <= 3,
        `the show link back at ${before} px from the top of the window`,
      );
      // And it stays there once everything that loads late has laid out.
      await session.settle();
      const after = await topOf(show);
      expect(Math.abs(after - before), `the link at ${after} px, was at ${before} px`).toBeLessThanOrEqual(3);
      expect(pathOf(page)).toBe(HOME);
      await expectNoAxeViolations(page, { label: `home after Back (${viewport})` });
      expectNoIssues(session);
    }, 120_000);
  }
});
