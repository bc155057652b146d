import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toUrlName } from '@tarang/contracts';
import sharp from 'sharp';
import { describe } from 'vitest';
import { getJson, getStations } from './api';
import { expectNoAxeViolations, expectNoIssues, test, type ViewportName } from './browser';
import { ADMIN, createEditor, editorSelection, openSection, signInToConsole } from './staff';

/**
 * The console's events at 390 and 1280 px, as a station editor: the list only shows their station,
 * an event is created as a draft (rich text, a poster uploaded with a progress bar) that the listener site does
 * not have, published and then seen there, edited, refused when someone else saved it first, deleted after a
 * confirmation, and every write is in Activity.
 */
const DELHI = 1;

async function poster() {
  const path = join(mkdtempSync(join(tmpdir(), 'tarang-poster-')), 'poster.png');
  const image = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#8e2a6b' } })
    .png()
    .toBuffer();
  writeFileSync(path, image);
  return path;
}

describe.concurrent('console events', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`a Delhi editor creates, edits and deletes an event at ${viewport === 'desktop' ? 1280 : 390} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Desk');
      const delhi = (await getStations()).find((station) => station.id === DELHI);
      const title = `Monsoon Mehfil ${viewport} ${Date.now()}`;
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/events');
      await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
      // An editor filters and sees only their own station's events.
      const stations = page.locator('td[data-label="Station"]');
      await stations.first().waitFor();
      expect(new Set(await stations.allTextContents())).toEqual(new Set(['Tarang Delhi']));
      await session.settle();
      await expectNoAxeViolations(page, { label: 'events list' });

      await page.getByRole('link', { name: 'New event' }).click();
      await page.getByRole('heading', { level: 1, name: 'New event' }).waitFor();
      // Nothing filled in: every problem is named at once, the first field focused.
      await page.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('title');
      await page.getByText('Title is required').waitFor();
      await page.getByText('Start must be a date and time').waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'new event with errors' });

      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Starts').fill('2027-08-14T19:00');
      await page.getByLabel('Ends').fill('2027-08-14T22:30');
      await page.getByLabel('Venue').fill('Lodhi Garden');
      await page.getByRole('textbox', { name: 'Description' }).click();
      await page.keyboard.type('Ghazals under the rain trees. Free entry.');
      // Select "Free entry." and make it bold with the toolbar.
      for (let i = 0; i < 'Free entry.'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
      await expect.poll(() => editorSelection(page)).toBe('Free entry.');
      const bold = page.getByRole('button', { name: 'Bold' });
      await bold.click();
      await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
      // Two empty paragraphs typed at the end: once the writer moves on, the editor shows what will be stored.
      const description = page.getByRole('textbox', { name: 'Description' });
      // Pressed on the text itself: right after a toolbar click, the focus is not back in it yet.
      await description.press('Control+End');
      await description.press('Enter');
      await description.press('Enter');
      await expect.poll(() => description.locator('p').count()).toBe(3);
      await page.getByLabel('Address').click();
      await expect.poll(() => description.locator('p').count()).toBe(1);
      await page.getByLabel('Poster image: choose file').setInputFiles(await poster());
      await page.getByRole('img', { name: 'Poster image (the file now)' }).waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Event created.').waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/staff\/events\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());

      // A new event is a draft: not on the site, so nothing to preview there.
      const listenerPath = `/${toUrlName(delhi?.name ?? '', DELHI)}/events/${toUrlName(title, id)}`;
      await page.getByText('Not on the site: publish it to preview it there.').waitFor();
      expect(await page.getByRole('link', { name: 'Preview on the site' }).count()).toBe(0);
      expect(await page.getByLabel('Status').inputValue()).toBe('draft');
      await session.settle();
      await expectNoAxeViolations(page, { label: 'draft event' });
      const site = await openPage({ viewport });
      await site.page.goto(listenerPath);
      await site.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await site.settle();
      await expectNoAxeViolations(site.page, { label: 'a draft event on the site' });

      // Published (with a change of venue in the same save), it is on the site.
      await page.getByLabel('Status').selectOption({ label: 'Published' });
      await page.getByLabel('Venue').fill('Nehru Park');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Event saved.').waitFor();
      const preview = page.getByRole('link', { name: 'Preview on the site' });
      await preview.waitFor();
      expect(await preview.getAttribute('href')).toBe(listenerPath);
      await expect.poll(() => page.getByLabel('Venue').inputValue()).toBe('Nehru Park');
      // Stored as the editor showed it: one paragraph, no empty ones.
      expect(
        (await getJson<{ data: { description: string } }>(`/api/event/v1/event/${id}`)).data.description,
      ).toBe('<p>Ghazals under the rain trees. <strong>Free entry.</strong></p>');
      await site.page.reload();
      await site.page.getByRole('heading', { level: 1, name: title }).waitFor();
      await site.page.getByText('Free entry.').waitFor();
      expect(await site.page.locator('strong', { hasText: 'Free entry.' }).count()).toBe(1);
      await site.settle();
      await expectNoAxeViolations(site.page, { label: 'published event on the site' });
      // The draft's page was a 404 for the listener: the point of that visit.
      expectNoIssues(site, [
        /^404 GET .*\/events\//,
        /404 GET .*\/api\/event\/v1\/event\/\d+/,
        /status of 404 \(Not Found\)/,
      ]);

      // A save from a stale copy (someone saved in between) is refused with a Reload.
      const stale = await openPage({ viewport });
      await signInToConsole(stale.page, ADMIN, `/events/${id}`);
      await stale.page.getByLabel('Address').fill('Chanakyapuri');
      await page.getByLabel('Address').fill('Lodhi Road');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Event saved.').waitFor();
      await stale.page.getByRole('button', { name: 'Save' }).click();
      await stale.page.getByRole('alert').filter({ hasText: 'Someone else saved this event' }).waitFor();
      await expectNoAxeViolations(stale.page, { label: 'conflict' });
      await stale.page.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => stale.page.getByLabel('Address').inputValue()).toBe('Lodhi Road');

      // Delete, after saying yes.
      await page.getByRole('button', { name: 'Delete event' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: `Delete “${title}”?` }).waitFor();
      await expectNoAxeViolations(page, { label: 'delete confirmation' });
      await dialog.getByRole('button', { name: 'Delete event' }).click();
      await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
      expect(await page.getByRole('link', { name: title }).count()).toBe(0);

      // Activity: the editor's own writes, newest first.
      await openSection(page, 'Activity');
      const rows = page.getByRole('row').filter({ hasText: title });
      await rows.first().waitFor();
      expect(await rows.allTextContents()).toEqual([
        expect.stringContaining('deleted event'),
        expect.stringContaining('changed event'),
        expect.stringContaining('changed event'),
        expect.stringContaining('created event'),
      ]);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'activity' });
      // The conflict's 409 was the point of the test.
      expectNoIssues(session);
      expectNoIssues(stale, [
        /409 PATCH .*\/api\/event\/v1\/event\//,
        /status of 409 \(Conflict\) \(at .*\/api\/event\/v1\/event\//,
      ]);
    });
  }
});
