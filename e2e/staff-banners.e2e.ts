import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toUrlName } from '@tarang/contracts';
import sharp from 'sharp';
import { describe } from 'vitest';
import { getStations, randomAddress } from './api';
import { baseURL, expectNoAxeViolations, expectNoIssues, test, type ViewportName } from './browser';
import { chooseFilter, createEditor, openSection, type StaffAccount, signInToConsole } from './staff';

/**
 * The console's banners at 390 and 1280 px, as a Delhi editor: a banner is refused with every problem
 * named, then made (an image uploaded, a link, an order) for Delhi only (a banner of every station is an
 * admin's: not offered, and refused by the server), found in the list by search and page, seen in Delhi's home
 * carousel, edited, deleted after a confirmation (gone from the list and the carousel), and every write is in
 * Activity. A network-wide banner is shown to the editor to read only; one set to show later is not shown yet.
 */
const DELHI = 1;

async function bannerImage() {
  const path = join(mkdtempSync(join(tmpdir(), 'tarang-banner-')), 'banner.png');
  const image = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#1d4f91' } })
    .png()
    .toBuffer();
  writeFileSync(path, image);
  return path;
}

/** What the server answers an editor who asks for a banner of every station. */
async function networkWideAttempt(account: StaffAccount) {
  const login = await fetch(new URL('/api/customer/v1/subscriber/login', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const response = await fetch(new URL('/api/content/v1/banner', baseURL), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-forwarded-for': randomAddress(),
    },
    body: JSON.stringify({ stationId: null, page: 'home', title: 'Everywhere', imageFileId: 1 }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe.concurrent('console banners', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`a Delhi editor makes, edits and deletes a home banner at ${viewport === 'desktop' ? 1280 : 390} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Promotions');
      const delhi = (await getStations()).find((station) => station.id === DELHI);
      const homePath = `/${toUrlName(delhi?.name ?? '', DELHI)}/home`;
      const title = `Diwali Dhamaka ${viewport} ${Date.now()}`;
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/banners');
      await page.getByRole('heading', { level: 1, name: 'Banners' }).waitFor();
      await page.getByRole('table', { name: 'Banners' }).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'banners list' });

      await page.getByRole('link', { name: 'New banner' }).click();
      await page.getByRole('heading', { level: 1, name: 'New banner' }).waitFor();
      // Only the editor's own station is offered: no "every station".
      const station = page.getByLabel('Station', { exact: true });
      expect(await station.locator('option').allTextContents()).toEqual(['Tarang Delhi']);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'new banner' });
      // Nothing filled in: every problem is named at once, the first field focused.
      await page.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('title');
      await page.getByText('Title is required').waitFor();
      await page.getByText('Choose an image: every banner has one').waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'new banner with errors' });

      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Subtitle').fill('Win passes to the Red Fort mela');
      await page.getByLabel('Page').selectOption({ label: 'Home' });
      await page.getByLabel('Link').fill('/events');
      await page.getByLabel('Order').fill('0');
      await page.getByLabel('Banner image: choose file').setInputFiles(await bannerImage());
      await page.getByRole('img', { name: 'Banner image (the file now)' }).waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Banner created.').waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/staff\/banners\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByText('Shown on the Home page now.').waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'saved banner' });

      // The server refuses the editor a banner of every station, with the reason.
      const refused = await networkWideAttempt(editor);
      expect(refused).toEqual({
        status: 403,
        body: expect.objectContaining({
          message: 'Only a network admin can change what every station shows',
        }),
      });

      // Delhi's home carousel shows it, its button leading to the station's events.
      expect(await page.getByRole('link', { name: 'Preview on the site' }).getAttribute('href')).toBe(
        homePath,
      );
      const site = await openPage({ viewport });
      await site.page.goto(homePath);
      const slide = site.page
        .getByRole('region', { name: 'Highlights' })
        .getByRole('group')
        .filter({ hasText: title });
      await slide.getByText('Win passes to the Red Fort mela').waitFor({ state: 'attached' });
      expect(await slide.getByRole('link', { name: 'See events' }).getAttribute('href')).toBe(
        homePath.replace(/\/home$/, '/events'),
      );

      // The list finds it by search, under Home and not under Audio.
      await page.getByRole('link', { name: '← Banners' }).click();
      await page.getByRole('heading', { level: 1, name: 'Banners' }).waitFor();
      await page.getByLabel('Search by title or subtitle').fill(title);
      await page.getByText('1 banner', { exact: true }).waitFor();
      expect(await page.getByRole('row').count()).toBe(2);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
      await row.waitFor();
      expect(await row.getByRole('link', { name: title }).getAttribute('href')).toBe(`/staff/banners/${id}`);
      expect(await row.textContent()).toContain('Tarang Delhi');
      expect(await row.textContent()).toContain('Live');
      await chooseFilter(page, 'Page', { label: 'Audio' });
      await page.getByText('No banners here yet').waitFor();
      await chooseFilter(page, 'Page', { label: 'Home' });
      await row.waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'banners searched' });
      await row.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      // Edit: the carousel shows the new subtitle on a fresh load.
      await page.getByLabel('Subtitle').fill('Win passes to the Diwali mela at Pragati Maidan');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Banner saved.').waitFor();
      await expect
        .poll(() => page.getByLabel('Subtitle').inputValue())
        .toBe('Win passes to the Diwali mela at Pragati Maidan');
      const edited = await openPage({ viewport });
      await edited.page.goto(homePath);
      await edited.page
        .getByRole('region', { name: 'Highlights' })
        .getByRole('group')
        .filter({ hasText: title })
        .getByText('Win passes to the Diwali mela at Pragati Maidan')
        .waitFor({ state: 'attached' });

      // Delete, after saying yes: gone from the list, and (on a fresh load) from the carousel.
      await page.getByRole('button', { name: 'Delete banner' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: `Delete “${title}”?` }).waitFor();
      await expectNoAxeViolations(page, { label: 'delete confirmation' });
      await dialog.getByRole('button', { name: 'Delete banner' }).click();
      await page.getByRole('heading', { level: 1, name: 'Banners' }).waitFor();
      await page.getByRole('table', { name: 'Banners' }).waitFor();
      expect(await page.getByRole('link', { name: title }).count()).toBe(0);
      const gone = await openPage({ viewport });
      await gone.page.goto(homePath);
      const carousel = gone.page.getByRole('region', { name: 'Highlights' });
      await carousel.getByRole('group').first().waitFor();
      expect(await carousel.getByText(title).count()).toBe(0);

      // Activity: the editor's own writes, newest first.
      await openSection(page, 'Activity');
      const rows = page.getByRole('row').filter({ hasText: title });
      await rows.first().waitFor();
      expect(await rows.allTextContents()).toEqual([
        expect.stringContaining('deleted banner'),
        expect.stringContaining('changed banner'),
        expect.stringContaining('created banner'),
      ]);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'activity' });
      expectNoIssues(session);
    });

    test(`a Delhi editor reads a banner of every station without changing it at ${viewport === 'desktop' ? 1280 : 390} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Promotions');
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/banners');
      await page.getByRole('heading', { level: 1, name: 'Banners' }).waitFor();
      // A banner of every station is listed for the editor to read, not to change.
      await chooseFilter(page, 'Station', { label: 'Network-wide only' });
      const everywhere = page.getByRole('link', { name: 'The Tarang Talent Hunt is open' });
      await everywhere.click();
      await page.getByRole('heading', { level: 1, name: 'The Tarang Talent Hunt is open' }).waitFor();
      await page.getByRole('note').filter({ hasText: 'only a network admin can change it' }).waitFor();
      expect(await page.getByLabel('Title', { exact: true }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
      // Its image is shown, with nothing offered to replace or remove it.
      expect(await page.getByText('Replace file', { exact: true }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Delete banner' }).count()).toBe(0);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'network-wide banner, read only' });

      expectNoIssues(session);
    });

    test(`a Delhi editor sets a banner to show later, and listeners do not see it yet at ${viewport === 'desktop' ? 1280 : 390} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Promotions');
      const delhi = (await getStations()).find((station) => station.id === DELHI);
      const title = `Holi Hungama ${viewport} ${Date.now()}`;
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/banners/new');
      await page.getByRole('heading', { level: 1, name: 'New banner' }).waitFor();
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Banner image: choose file').setInputFiles(await bannerImage());
      await page.getByRole('img', { name: 'Banner image (the file now)' }).waitFor();
      // A window that ends before it starts is refused on its field.
      await page.getByLabel('Show from').fill('2030-03-20T06:00');
      await page.getByLabel('Show until').fill('2030-03-19T23:00');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Show until must be after Show from').waitFor();
      await page.getByLabel('Show until').fill('2030-03-21T23:00');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Banner created.').waitFor();
      await page.getByText('Not shown yet: its Show from time has not come.').waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'upcoming banner' });
      const site = await openPage({ viewport });
      await site.page.goto(`/${toUrlName(delhi?.name ?? '', DELHI)}/home`);
      const carousel = site.page.getByRole('region', { name: 'Highlights' });
      await carousel.getByRole('group').first().waitFor();
      expect(await carousel.getByText(title).count()).toBe(0);

      // Listed as Upcoming, with its window; then deleted.
      await page.getByRole('link', { name: '← Banners' }).click();
      await page.getByLabel('Search by title or subtitle').fill(title);
      await page.getByText('1 banner', { exact: true }).waitFor();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
      expect(await row.textContent()).toContain('Upcoming');
      await row.getByRole('link', { name: title }).click();
      await page.getByRole('button', { name: 'Delete banner' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete banner' }).click();
      await page.getByRole('heading', { level: 1, name: 'Banners' }).waitFor();
      expect(await page.getByRole('link', { name: title }).count()).toBe(0);
      expectNoIssues(session);
      expectNoIssues(site);
    });
  }
});
