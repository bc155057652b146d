import { describe } from 'vitest';
import { createAccount } from './api';
import { expectNoAxeViolations, expectNoIssues, test, type ViewportName } from './browser';
import { ADMIN, chooseFilter, createEditor, openSection, signInToConsole, staffCall } from './staff';
import { sendEntry, texts } from './staff-engagement';

/**
 * The console's talent-hunt categories at 390 and 1280 px, from the Talent Hunt section: a network
 * admin creates, renames and deletes one, and listeners choose it on every station's talent-hunt page; a Delhi
 * editor only reads them; one that a listener has sent an entry in is kept, with the server's reason shown.
 * Every write is in Activity, under its own kind.
 */
const DELHI = 1;
const USER_KEY = 'tarang.user';
const px = (viewport: ViewportName) => (viewport === 'desktop' ? 1280 : 390);

describe.concurrent('console talent-hunt categories', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`a network admin creates, edits and deletes a talent-hunt category at ${px(viewport)} px`, async ({
      openPage,
      expect,
    }) => {
      const stamp = `${viewport} ${Date.now()}`;
      const name = `Beatboxing ${stamp}`;
      const renamed = `Beatbox and Looping ${stamp}`;

      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, ADMIN, '/talent-hunt');
      await page.getByRole('link', { name: 'Categories', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Talent-hunt categories' }).waitFor();
      await page.locator('td[data-label="Category"]').first().waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'categories list' });

      await page.getByRole('link', { name: 'New category' }).click();
      await page.getByRole('heading', { level: 1, name: 'New category' }).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'new category' });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      await page.getByText('Name is required').waitFor();
      await expectNoAxeViolations(page, { label: 'new category with errors' });

      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Order').fill('900');
      await page.getByLabel('Description').fill('Sounds made with the mouth alone.');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Category created.').waitFor();
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toMatch(/^\/staff\/talent-hunt\/categories\/\d+$/);
      await page.getByText('No entries have been sent in this category yet.').waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'saved category' });

      await page.getByLabel('Name').fill(renamed);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Category saved.').waitFor();
      await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
      // Listeners choose it on every station's talent-hunt page, and in the entry form (a fresh page: the
      // public read may be cached for a minute).
      const entrant = await createAccount(
        'Talent Entrant',
        `entrant-${stamp.replace(' ', '-')}@tarang.test`,
        'Listen#2026x',
      );
      const site = await openPage({ viewport, storage: { [USER_KEY]: JSON.stringify(entrant) } });
      await site.page.goto('/tarang-delhi-1/talent-hunt');
      await site.page.getByRole('heading', { level: 3, name: renamed, exact: true }).waitFor();
      expect(await site.page.getByRole('heading', { level: 3, name, exact: true }).count()).toBe(0);
      const choices = site.page.getByRole('region', { name: 'Send your entry' }).getByLabel('Category');
      expect(await texts(choices.locator('option'))).toContain(renamed);

      // In the list, found by name, with its entries.
      await page.getByRole('link', { name: '← Talent-hunt categories' }).click();
      await page.getByLabel('Search by name or description').fill(stamp);
      await page.getByText('1 category', { exact: true }).waitFor();
      const row = page.getByRole('row').filter({ hasText: renamed });
      await row.waitFor();
      expect(await row.locator('td[data-label="Entries"]').innerText()).toBe('0');
      await row.getByRole('link', { name: renamed }).click();
      await page.getByRole('heading', { level: 1, name: renamed }).waitFor();

      await page.getByRole('button', { name: 'Delete category' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: `Delete “${renamed}”?` }).waitFor();
      await expectNoAxeViolations(page, { label: 'delete category confirmation' });
      await dialog.getByRole('button', { name: 'Delete category' }).click();
      await page.getByRole('heading', { level: 1, name: 'Talent-hunt categories' }).waitFor();
      await session.settle();
      expect(await page.getByRole('link', { name: renamed }).count()).toBe(0);

      await openSection(page, 'Activity');
      await chooseFilter(page, 'Kind', { label: 'Talent-hunt categories' });
      // Only categories now (the filter asks for the kind the server records), the newest first.
      await session.settle();
      const rows = page.getByRole('row').filter({ hasText: stamp });
      await rows.first().waitFor();
      expect(await rows.allTextContents()).toEqual([
        expect.stringContaining(`deleted talent-hunt category ${renamed}`),
        expect.stringContaining(`changed talent-hunt category ${renamed}`),
        expect.stringContaining(`created talent-hunt category ${name}`),
      ]);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'activity' });
      expectNoIssues(session);
      expectNoIssues(site);
    });

    test(`an editor only reads the categories; one with an entry is not deleted at ${px(viewport)} px`, async ({
      openPage,
      expect,
    }) => {
      const stamp = `${viewport} ${Date.now()}`;
      // A listener sends an entry in a new category.
      const used = await staffCall<{ data: { id: number; name: string } }>(
        'POST',
        '/api/master/v1/talent-hunt-category',
        { name: `Sufi Singing ${stamp}`, sortOrder: 901 },
      );
      await sendEntry(used.data.id, 'Kabir Das');

      // An editor reads the categories from Talent Hunt, with their entries, and changes none of them.
      const editor = await createEditor([DELHI], 'Delhi Desk');
      const reader = await openPage({ viewport });
      await signInToConsole(reader.page, editor, '/talent-hunt');
      await reader.page.getByRole('heading', { level: 1, name: 'Talent Hunt' }).waitFor();
      await reader.page.getByRole('link', { name: 'Categories', exact: true }).click();
      await reader.page.getByRole('heading', { level: 1, name: 'Talent-hunt categories' }).waitFor();
      await reader.page.getByText('Only network admins change them.').waitFor();
      await reader.page.getByLabel('Search by name or description').fill(stamp);
      await reader.page.getByText('1 category', { exact: true }).waitFor();
      const row = reader.page.getByRole('row').filter({ hasText: used.data.name });
      expect(await row.locator('td[data-label="Entries"]').innerText()).toBe('1');
      expect(await reader.page.getByRole('link', { name: 'New category' }).count()).toBe(0);
      expect(await reader.page.getByRole('table').getByRole('link').count()).toBe(0);
      await reader.settle();
      await expectNoAxeViolations(reader.page, { label: 'categories, read by an editor' });

      // A network admin is told why it cannot go, and the server's refusal is shown in the dialog.
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, ADMIN, `/talent-hunt/categories/${used.data.id}`);
      await page.getByText('1 entry has been sent in this category.').waitFor();
      await page.getByRole('button', { name: 'Delete category' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Entries were sent in this category').waitFor();
      await dialog.getByRole('button', { name: 'Delete category' }).click();
      await dialog.getByRole('alert').filter({ hasText: '1 entry is in this category' }).waitFor();
      await expectNoAxeViolations(page, { label: 'category in use, refused' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: used.data.name }).waitFor();

      expectNoIssues(reader);
      expectNoIssues(session, [
        /409 DELETE .*\/api\/master\/v1\/talent-hunt-category\//,
        /status of 409 \(Conflict\) \(at .*\/api\/master\/v1\/talent-hunt-category\//,
      ]);
    });
  }
});
