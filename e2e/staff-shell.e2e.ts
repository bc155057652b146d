import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoIssues,
  pathOf,
  recordPaths,
  test,
  type ViewportName,
  visible,
} from './browser';
import { createEditor, editorSelection, openSection, signInToConsole, staffCall } from './staff';

/**
 * The console's frame and what every page shares, as a station editor in a hurry at 390 and 1280 px (and 320 px
 * on the phone): an address the console has no page for, or one the role may not open, says so and keeps the
 * address; an item of another station or one that does not exist says which; a list's filters sit behind a
 * Filters button on a phone; the rich-text toolbar wraps and links are added in a popover; a save's notice is
 * never under a sticky part of the page; Activity counts its changes and shows each as before → after.
 */
const DELHI = 1;
const MUMBAI = 2;
const px = (viewport: ViewportName) => (viewport === 'desktop' ? 1280 : 390);

/** Why nothing covers `locator`'s middle, or null: what is on top there instead. */
const coveredBy = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top && (element === top || element.contains(top))
      ? null
      : (top?.outerHTML.slice(0, 120) ?? 'nothing');
  });

/** Every visible control of the console's top bar lies inside the screen, and no page scrolls sideways. */
async function fitsTheScreen(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  // Against the viewport's width: a mobile browser widens its layout (innerWidth) to fit content that overflows.
  const overflow = (await page.evaluate(() => document.documentElement.scrollWidth)) - width;
  const controls = visible(page.getByRole('banner').locator('a, button'));
  const outside: string[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > width) outside.push((await control.textContent()) ?? '?');
  }
  return { overflow, outside };
}

describe.concurrent("the console's frame", () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`an editor's wrong turns, filters, links, notices and Activity at ${px(viewport)} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Hurried Editor');
      const stamp = `${viewport} ${Date.now()}`;
      const title = `Shell Check ${stamp}`;
      const mumbaiShow = (
        await staffCall<{ data: { id: number }[] }>(
          'GET',
          `/api/media/v1/staff/media?stationId=${MUMBAI}&pageSize=1`,
        )
      ).data[0];
      const session = await openPage({ viewport });
      const { page } = session;
      const paths = recordPaths(page);

      // Team is for network admins: the editor is told so, at the address they opened, which never grows.
      await signInToConsole(page, editor, '/team');
      await page.getByRole('heading', { level: 1, name: 'Your role cannot open this page' }).waitFor();
      await page.getByText('Team is for network admins only.', { exact: false }).waitFor();
      expect(pathOf(page)).toBe('/staff/team');
      expect(paths.filter((path) => path.startsWith('/staff/team/'))).toEqual([]);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'role cannot open Team' });

      // A mistyped address: "not found", the address as typed, and a way back.
      await page.goto('/staff/shows/shows/nope');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.getByText('The console has no page at /staff/shows/shows/nope.', { exact: false }).waitFor();
      expect(pathOf(page)).toBe('/staff/shows/shows/nope');
      await session.settle();
      await expectNoAxeViolations(page, { label: 'console page not found' });

      // Another station's show: no access to that station (the server said 403), no Try again.
      await page.goto(`/staff/shows/${mumbaiShow?.id}`);
      await page.getByRole('heading', { level: 1, name: 'No access to this station' }).waitFor();
      await page.getByText('This show belongs to a station you do not work on.', { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'no access to the station' });
      // A show that does not exist (404), and the way back to the list.
      await page.goto('/staff/shows/99999999');
      await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
      await page.getByText('This show does not exist.', { exact: false }).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'show not found' });
      await page.getByRole('link', { name: 'Back to Shows' }).click();
      await page.getByRole('heading', { level: 1, name: 'Shows' }).waitFor();

      // The list's filters: in view on a desktop; on a phone behind Filters, which counts those in use.
      const find = page.getByRole('search', { name: 'Find shows' });
      await find.getByLabel('Search by title').waitFor();
      if (viewport === 'mobile') {
        expect(await page.getByLabel('Status').count()).toBe(0);
        await find.getByRole('button', { name: 'Filters', exact: true }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await sheet.getByLabel('Status').selectOption({ label: 'Draft' });
        await session.settle();
        await expectNoAxeViolations(page, { label: 'filters sheet' });
        await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
        await sheet.waitFor({ state: 'detached' });
        await find.getByRole('button', { name: 'Filters 1 active' }).waitFor();
      } else {
        expect(await page.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
        await find.getByLabel('Status').selectOption({ label: 'Draft' });
      }
      await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('draft');
      await session.settle();
      await expectNoAxeViolations(page, { label: 'shows list, filtered' });

      // A new show: every formatting button in reach, a link added in the popover.
      await page.goto('/staff/shows/new');
      await page.getByRole('heading', { level: 1, name: 'New show' }).waitFor();
      await page.getByLabel('Title', { exact: true }).fill(title);
      const toolbar = page.getByRole('toolbar', { name: 'Description formatting' });
      await toolbar.scrollIntoViewIfNeeded();
      const width = page.viewportSize()?.width ?? 0;
      const tools = await toolbar.getByRole('button').all();
      expect(tools.length).toBe(8);
      for (const tool of tools) {
        const box = await tool.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, (await tool.textContent()) ?? '').toBe(true);
      }
      const text = page.getByRole('textbox', { name: 'Description' });
      await text.click();
      await page.keyboard.type('Listen live every evening.');
      await page.keyboard.press('Home');
      for (let i = 0; i < 'Listen live'.length; i++) await page.keyboard.press('Shift+ArrowRight');
      await expect.poll(() => editorSelection(page)).toBe('Listen live');
      const link = toolbar.getByRole('button', { name: 'Link' });
      await link.click();
      const popover = page.getByRole('dialog', { name: 'Link' });
      const address = popover.getByLabel('Link address');
      await expect.poll(() => address.evaluate((input) => input === document.activeElement)).toBe(true);
      await address.fill('javascript:alert(1)');
      await popover.getByRole('button', { name: 'Apply' }).click();
      await popover
        .getByText(
          'Links can go to web pages (http:, https:) or e-mail (mailto:), not to javascript: addresses.',
        )
        .waitFor();
      expect(await address.getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page, { label: 'link popover with a problem' });
      // Escape closes it and gives the text its focus and selection back.
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'detached' });
      await expect.poll(() => editorSelection(page)).toBe('Listen live');
      await link.click();
      await address.fill('https://tarang.example/live');
      await page.keyboard.press('Enter');
      await popover.waitFor({ state: 'detached' });
      await expect.poll(() => link.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => text.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await text.getByRole('link', { name: 'Listen live' }).getAttribute('href')).toBe(
        'https://tarang.example/live',
      );

      // Saved: the notice is announced and in view, even with the editor's sticky toolbar scrolled over where
      // it appears.
      await page.getByRole('button', { name: 'Save' }).click();
      const created = page
        .getByRole('status')
        .getByText('Show created. Add its episodes in the Episodes tab.');
      await created.waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      const [notice, bar] = [await created.boundingBox(), await toolbar.boundingBox()];
      const scrollBy = (bar?.y ?? 0) - ((notice?.y ?? 0) + (notice?.height ?? 0) / 2) + 4;
      await page.evaluate((by) => window.scrollTo(0, Math.max(0, by)), scrollBy);
      expect(await coveredBy(created)).toBeNull();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'show created' });

      // One change more, then Activity: "2 changes", each field with its form's label and names, before → after.
      await page.getByLabel('Title', { exact: true }).fill(`${title} Live`);
      await page.getByLabel("Editor's choice").check();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').getByText('Show saved.').waitFor();
      await openSection(page, 'Activity');
      await page.getByText(/^\d+ changes$/).waitFor();
      expect(await page.getByText(/^\d+ activity$/).count()).toBe(0);
      const rows = page.getByRole('row').filter({ hasText: title });
      await expect.poll(() => rows.count()).toBe(2);
      const [changed, made] = await rows.allTextContents();
      expect(changed).toContain(`changed show ${title} Live`);
      expect(changed).toContain(`Title: ${title} → changed to ${title} Live`);
      expect(changed).toContain("Editor's choice: No → changed to Yes");
      expect(made).toContain('Station: Tarang Delhi');
      expect(made).toContain('Description: Listen live every evening.');
      expect(made).not.toMatch(/stationId|rjIds|<p>/);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'activity' });

      // 320 px: no page scrolls sideways, and the top bar's every control is on screen.
      if (viewport === 'mobile') {
        await page.setViewportSize({ width: 320, height: 640 });
        for (const path of ['/staff/activity', '/staff/shows', '/staff/shows/new', '/staff/nowhere']) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await session.settle();
          expect(await fitsTheScreen(page), path).toEqual({ overflow: 0, outside: [] });
        }
        await page.goto('/staff/shows/new');
        await page.getByRole('toolbar', { name: 'Description formatting' }).waitFor();
        for (const tool of await page.getByRole('toolbar').getByRole('button').all()) {
          const box = await tool.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= 320, (await tool.textContent()) ?? '').toBe(true);
        }
        await expectNoAxeViolations(page, { label: 'new show at 320 px' });
      }

      // The 403 and the 404 were the point.
      expectNoIssues(session, [
        new RegExp(`403 GET .*/staff/media/${mumbaiShow?.id}`),
        /404 GET .*\/staff\/media\/99999999/,
        /status of 40[34]/,
      ]);
    });
  }
});
