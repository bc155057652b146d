import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toUrlName } from '@tarang/contracts';
import sharp from 'sharp';
import { describe } from 'vitest';
import { getStations } from './api';
import { expectNoAxeViolations, expectNoIssues, test, type ViewportName } from './browser';
import {
  ADMIN,
  chooseFilter,
  createEditor,
  editorSelection,
  openSection,
  signInToConsole,
  staffCall,
} from './staff';

/**
 * The console's Red Lines (news) at 390 and 1280 px, as a Delhi editor: an article is refused with
 * every problem named, then written (rich text, a picture) and published, found in the list by search and
 * status, read on the listener's article page and in the home page's Red Lines block, edited, refused when
 * someone else saved it first, deleted after a confirmation (gone from the list and the site), and every write
 * is in Activity. One scheduled for later is not on the site yet; network-wide news is the editor's to read only.
 */
const DELHI = 1;

async function picture() {
  const path = join(mkdtempSync(join(tmpdir(), 'tarang-news-')), 'news.png');
  const image = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#b3261e' } })
    .png()
    .toBuffer();
  writeFileSync(path, image);
  return path;
}

describe.concurrent('console red lines', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`a Delhi editor writes, publishes, edits and deletes an article at ${viewport === 'desktop' ? 1280 : 390} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Newsdesk');
      const delhi = (await getStations()).find((station) => station.id === DELHI);
      const stationPath = `/${toUrlName(delhi?.name ?? '', DELHI)}`;
      const title = `Yamuna clean-up drive ${viewport} ${Date.now()}`;
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/redlines');
      await page.getByRole('heading', { level: 1, name: 'Red Lines' }).waitFor();
      await page.getByRole('table', { name: 'Red Lines' }).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'red lines list' });

      await page.getByRole('link', { name: 'New article' }).click();
      await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
      // An editor writes for their station only: network-wide news is an admin's.
      const station = page.getByLabel('Station', { exact: true });
      expect(await station.locator('option').allTextContents()).toEqual(['Tarang Delhi']);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'new article' });
      // Nothing filled in: every problem is named at once, the first field focused.
      await page.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('title');
      await page.getByText('Title is required').waitFor();
      await page.getByText('Article is required').waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'new article with errors' });

      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Summary').fill('Volunteers cleared two tonnes of plastic from the ghats.');
      await page.getByLabel('Author').fill('Meera Joshi');
      await page.getByRole('textbox', { name: 'Article' }).click();
      await page.keyboard.type('Three hundred listeners joined us at dawn. Thank you, Delhi.');
      // Select "Thank you, Delhi." and make it bold with the toolbar.
      for (let i = 0; i < 'Thank you, Delhi.'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
      await expect.poll(() => editorSelection(page)).toBe('Thank you, Delhi.');
      const bold = page.getByRole('button', { name: 'Bold' });
      await bold.click();
      await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
      await page.getByLabel('Picture: choose file').setInputFiles(await picture());
      await page.getByRole('img', { name: 'Picture (the file now)' }).waitFor();
      await page.getByLabel('Status').selectOption('published');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Article created.').waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/staff\/redlines\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByText(/On the site since /).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'saved article' });

      // The listener's article page and the home page's Red Lines block show it.
      const articlePath = `${stationPath}/redlines/${toUrlName(title, id)}`;
      expect(await page.getByRole('link', { name: 'Preview on the site' }).getAttribute('href')).toBe(
        articlePath,
      );
      const site = await openPage({ viewport });
      await site.page.goto(articlePath);
      await site.page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await site.page.locator('strong', { hasText: 'Thank you, Delhi.' }).count()).toBe(1);
      await site.page.getByText('Meera Joshi').first().waitFor();
      await site.page.goto(`${stationPath}/home`);
      await site.page
        .getByRole('region', { name: 'Red Lines News' })
        .getByRole('link', { name: title })
        .waitFor();

      // The list finds it by search, under Published and not under Drafts.
      await page.getByRole('link', { name: '← Red Lines' }).click();
      await page.getByRole('heading', { level: 1, name: 'Red Lines' }).waitFor();
      await page.getByLabel('Search by title, author or summary').fill(title);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
      // Its row alone (and the header), once the search has been answered.
      await page.getByText('1 article', { exact: true }).waitFor();
      expect(await page.getByRole('row').count()).toBe(2);
      await row.waitFor();
      await expect.poll(() => row.textContent()).toContain('Published');
      await expect.poll(() => row.textContent()).toContain('Tarang Delhi');
      await chooseFilter(page, 'Status', { label: 'Drafts' });
      await page.getByText('No red lines here yet').waitFor();
      await chooseFilter(page, 'Status', { label: 'Published' });
      await row.waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'red lines searched' });
      await row.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      // Edit.
      await page.getByLabel('Summary').fill('Two tonnes of plastic cleared from the ghats by 300 listeners.');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Article saved.').waitFor();
      await expect
        .poll(() => page.getByLabel('Summary').inputValue())
        .toBe('Two tonnes of plastic cleared from the ghats by 300 listeners.');

      // Delete, after saying yes: gone from the list, and (on a fresh load) from the site.
      await page.getByRole('button', { name: 'Delete article' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: `Delete “${title}”?` }).waitFor();
      await expectNoAxeViolations(page, { label: 'delete confirmation' });
      await dialog.getByRole('button', { name: 'Delete article' }).click();
      await page.getByRole('heading', { level: 1, name: 'Red Lines' }).waitFor();
      await page.getByRole('table', { name: 'Red Lines' }).waitFor();
      expect(await page.getByRole('link', { name: title }).count()).toBe(0);
      const gone = await openPage({ viewport });
      await gone.page.goto(`${stationPath}/home`);
      const news = gone.page.getByRole('region', { name: 'Red Lines News' });
      await news.getByRole('link').first().waitFor();
      expect(await news.getByRole('link', { name: title }).count()).toBe(0);
      await gone.page.goto(articlePath);
      await gone.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

      // Activity: the editor's own writes, newest first.
      await openSection(page, 'Activity');
      const rows = page.getByRole('row').filter({ hasText: title });
      await rows.first().waitFor();
      expect(await rows.allTextContents()).toEqual([
        expect.stringContaining('deleted Red Lines article'),
        expect.stringContaining('changed Red Lines article'),
        expect.stringContaining('created Red Lines article'),
      ]);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'activity' });
      // The deleted article's page answers 404.
      expectNoIssues(session);
      expectNoIssues(site);
      expectNoIssues(gone, [
        /404 GET .*\/api\/content\/v1\/redline\//,
        /status of 404 \(Not Found\) \(at .*\/api\/content\/v1\/redline\//,
      ]);
    });

    test(`a Delhi editor reads network-wide news without changing it at ${viewport === 'desktop' ? 1280 : 390} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Newsdesk');
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/redlines');
      await page.getByRole('heading', { level: 1, name: 'Red Lines' }).waitFor();
      // Network-wide news is listed for the editor to read, not to change.
      await chooseFilter(page, 'Station', { label: 'Network-wide only' });
      // The list is fetched again for the filter: a click while its rows are replaced can land on nothing.
      await session.settle();
      await page.getByRole('link', { name: 'Tarang Launches a Network-Wide Talent Hunt' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Tarang Launches a Network-Wide Talent Hunt' })
        .waitFor();
      await page.getByRole('note').filter({ hasText: 'only a network admin can change it' }).waitFor();
      expect(await page.getByLabel('Title').isDisabled()).toBe(true);
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Article' }).getAttribute('contenteditable'))
        .toBe('false');
      expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
      // Its image is shown, with nothing offered to replace or remove it.
      expect(await page.getByText('Replace file', { exact: true }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Delete article' }).count()).toBe(0);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'network-wide article, read only' });

      expectNoIssues(session);
    });

    test(`a Delhi editor schedules an article that listeners do not see yet at ${viewport === 'desktop' ? 1280 : 390} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Newsdesk');
      const delhi = (await getStations()).find((station) => station.id === DELHI);
      const title = `Republic Day parade guide ${viewport} ${Date.now()}`;
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/redlines/new');
      await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
      await page.getByLabel('Title').fill(title);
      await page.getByRole('textbox', { name: 'Article' }).click();
      await page.keyboard.type('Road closures and the best spots on Kartavya Path.');
      await page.getByLabel('Status').selectOption('published');
      await page.getByLabel('Publish time').fill('2030-01-26T07:30');
      await page
        .getByText('Scheduled: listeners see it from Sat, 26 Jan, 2030, 7:30 am (India time).')
        .waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Article created.').waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/staff\/redlines\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByText('On the site from Sat, 26 Jan, 2030, 7:30 am').waitFor();
      // Not on the site yet: nothing to preview, and its address is not found.
      expect(await page.getByRole('link', { name: 'Preview on the site' }).count()).toBe(0);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'scheduled article' });
      const site = await openPage({ viewport });
      await site.page.goto(`/${toUrlName(delhi?.name ?? '', DELHI)}/redlines/${toUrlName(title, id)}`);
      await site.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

      // Listed under Scheduled; then deleted.
      await page.getByRole('link', { name: '← Red Lines' }).click();
      await chooseFilter(page, 'Status', { label: 'Scheduled' });
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
      await row.waitFor();
      expect(await row.textContent()).toContain('Sat, 26 Jan, 2030, 7:30 am');
      await row.getByRole('link', { name: title }).click();
      await page.getByRole('button', { name: 'Delete article' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete article' }).click();
      await page.getByRole('heading', { level: 1, name: 'Red Lines' }).waitFor();
      expect(await page.getByRole('link', { name: title }).count()).toBe(0);
      expectNoIssues(session);
      expectNoIssues(site, [
        /404 GET .*\/api\/content\/v1\/redline\//,
        /status of 404 \(Not Found\) \(at .*\/api\/content\/v1\/redline\//,
      ]);
    });

    test(`a save from a stale copy of an article is refused with a Reload at ${viewport === 'desktop' ? 1280 : 390} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Newsdesk');
      const title = `Metro Line 9 opens ${viewport} ${Date.now()}`;
      const { data: article } = await staffCall<{ data: { id: number } }>('POST', '/api/content/v1/redline', {
        stationId: DELHI,
        title,
        body: '<p>Trains every four minutes from Dwarka.</p>',
        author: 'Desk',
        status: 'published',
      });
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, `/redlines/${article.id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // The network admin opens the same article, then the editor saves first.
      const stale = await openPage({ viewport });
      await signInToConsole(stale.page, ADMIN, `/redlines/${article.id}`);
      await stale.page.getByRole('heading', { level: 1, name: title }).waitFor();
      await stale.page.getByLabel('Author').fill('Network Desk');
      await page.getByLabel('Author').fill('Meera Joshi and Arjun Rao');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Article saved.').waitFor();
      await stale.page.getByRole('button', { name: 'Save' }).click();
      await stale.page.getByRole('alert').filter({ hasText: 'Someone else saved this article' }).waitFor();
      await stale.settle();
      await expectNoAxeViolations(stale.page, { label: 'conflict' });
      await stale.page.getByRole('button', { name: 'Reload' }).click();
      // The server's copy, read again (as long as a locator would wait for it).
      await expect
        .poll(() => stale.page.getByLabel('Author').inputValue(), { timeout: 10_000 })
        .toBe('Meera Joshi and Arjun Rao');
      expect(await stale.page.getByRole('alert').filter({ hasText: 'Someone else saved' }).count()).toBe(0);
      await staffCall('DELETE', `/api/content/v1/redline/${article.id}`);
      // The conflict's 409 was the point of the test.
      expectNoIssues(session);
      expectNoIssues(stale, [
        /409 PATCH .*\/api\/content\/v1\/redline\//,
        /status of 409 \(Conflict\) \(at .*\/api\/content\/v1\/redline\//,
      ]);
    });
  }
});
