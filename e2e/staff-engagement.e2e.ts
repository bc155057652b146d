import { describe } from 'vitest';
import { createAccount } from './api';
import { expectNoAxeViolations, expectNoIssues, test, type ViewportName } from './browser';
import { ADMIN, createEditor, openSection, signInToConsole, staffCall } from './staff';
import { findOnPages, istInput, optionValues, sendEntry, texts } from './staff-engagement';

/**
 * The console's listener engagement (issue 12) at 390 and 1280 px: a Delhi editor creates, edits and deletes a
 * contest (seen on the station's home page while open) and a poll (options added, removed and moved; a
 * listener votes on the home page and the console's live results count it; an option with votes cannot be
 * removed); a network admin does the same with a talent-hunt category (seen on the listener's talent-hunt
 * page; one with an entry cannot be deleted), which an editor only reads. Every write is in Activity.
 */
const DELHI = 1;
const HOME = '/tarang-delhi-1/home';
const USER_KEY = 'tarang.user';
const px = (viewport: ViewportName) => (viewport === 'desktop' ? 1280 : 390);

describe.concurrent('console engagement', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`a Delhi editor creates, edits and deletes a contest at ${px(viewport)} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Desk');
      const title = `Guess the Ghazal ${viewport} ${Date.now()}`;
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/contests');
      await page.getByRole('heading', { level: 1, name: 'Contests' }).waitFor();
      const stations = page.locator('td[data-label="Station"]');
      await stations.first().waitFor();
      expect(new Set(await stations.allTextContents())).toEqual(new Set(['Tarang Delhi']));
      await session.settle();
      await expectNoAxeViolations(page, { label: 'contests list' });

      await page.getByRole('link', { name: 'New contest' }).click();
      await page.getByRole('heading', { level: 1, name: 'New contest' }).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'new contest' });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('title');
      await page.getByText('Title is required').waitFor();
      await page.getByText('Start must be a date and time').waitFor();
      await page.getByText('End must be a date and time').waitFor();
      await expectNoAxeViolations(page, { label: 'new contest with errors' });

      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Starts').fill(istInput(-10));
      await page.getByLabel('Ends').fill(istInput(3 * 60));
      await page.getByLabel('Prize').fill('Two passes to the Qawwali night');
      await page.getByRole('textbox', { name: 'Description' }).click();
      await page.keyboard.type('Name the ghazal from its first line.');
      await page.getByRole('textbox', { name: 'How to participate' }).click();
      await page.keyboard.type('Send the name on WhatsApp before the show ends.');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Contest created.').waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/staff\/contests\/\d+$/);
      await page.getByText('Listeners see it now on the station’s home page, until it ends.').waitFor();
      expect(await page.getByRole('link', { name: 'Preview on the site' }).getAttribute('href')).toBe(HOME);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'saved contest' });

      // Open now: the station's home page lists it with its prize.
      const site = await openPage({ viewport });
      await site.page.goto(HOME);
      await site.page.getByRole('heading', { name: 'Contests', exact: true }).scrollIntoViewIfNeeded();
      const card = site.page
        .getByRole('list', { name: 'Contests' })
        .getByRole('listitem')
        .filter({ has: site.page.getByRole('heading', { level: 3, name: title }) });
      await findOnPages(site.page, 'Contests', card);
      expect(await card.innerText()).toContain('Two passes to the Qawwali night');

      // Edit.
      await page.getByLabel('Prize').fill('Four passes to the Qawwali night');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Contest saved.').waitFor();
      await expect.poll(() => page.getByLabel('Prize').inputValue()).toBe('Four passes to the Qawwali night');

      // In the list, found by its title.
      await page.getByRole('link', { name: '← Contests' }).click();
      await page.getByRole('heading', { level: 1, name: 'Contests' }).waitFor();
      await page.getByLabel('Search by title or prize').fill(title);
      await page.getByText('1 contest', { exact: true }).waitFor();
      const row = page.getByRole('row').filter({ hasText: title });
      await row.waitFor();
      expect(await row.innerText()).toContain('Open');
      await row.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      // Delete, after saying yes.
      await page.getByRole('button', { name: 'Delete contest' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: `Delete “${title}”?` }).waitFor();
      await expectNoAxeViolations(page, { label: 'delete contest confirmation' });
      await dialog.getByRole('button', { name: 'Delete contest' }).click();
      await page.getByRole('heading', { level: 1, name: 'Contests' }).waitFor();
      await session.settle();
      expect(await page.getByRole('link', { name: title }).count()).toBe(0);

      await openSection(page, 'Activity');
      const rows = page.getByRole('row').filter({ hasText: title });
      await rows.first().waitFor();
      expect(await rows.allTextContents()).toEqual([
        expect.stringContaining('deleted contest'),
        expect.stringContaining('changed contest'),
        expect.stringContaining('created contest'),
      ]);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'activity' });
      expectNoIssues(session);
      expectNoIssues(site);
    });

    test(`a Delhi editor runs a poll a listener votes in at ${px(viewport)} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Desk');
      const question = `Best monsoon song ${viewport} ${Date.now()}?`;
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/polls');
      await page.getByRole('heading', { level: 1, name: 'Polls' }).waitFor();
      await page.locator('td[data-label="Station"]').first().waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'polls list' });

      await page.getByRole('link', { name: 'New poll' }).click();
      await page.getByRole('heading', { level: 1, name: 'New poll' }).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'new poll' });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('question');
      await page.getByText('Question is required').waitFor();
      await page.getByText('Opens must be a date and time').waitFor();
      await page.getByText('Closes must be a date and time').waitFor();
      expect(await page.getByText('Option is required').count()).toBe(2);
      await expectNoAxeViolations(page, { label: 'new poll with errors' });

      await page.getByLabel('Question').fill(question);
      await page.getByLabel('Opens').fill(istInput(-10));
      await page.getByLabel('Closes').fill(istInput(2 * 60));
      await page.getByLabel('Option 1', { exact: true }).fill('Rimjhim Gire Sawan');
      await page.getByLabel('Option 2', { exact: true }).fill('Barso Re');
      // Two more, the last taken away again, and the third moved up.
      await page.getByRole('button', { name: 'Add an option' }).click();
      await page.getByLabel('Option 3', { exact: true }).fill('Tip Tip Barsa Pani');
      await page.getByRole('button', { name: 'Add an option' }).click();
      await page.getByLabel('Option 4', { exact: true }).fill('Ek Ladki Bheegi Bhagi Si');
      await page.getByRole('button', { name: 'Remove option 4' }).click();
      await page.getByRole('button', { name: 'Move option 3 up' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Move option 2 up');
      expect(await optionValues(page)).toEqual(['Rimjhim Gire Sawan', 'Tip Tip Barsa Pani', 'Barso Re']);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Poll created.').waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/staff\/polls\/\d+$/);
      await page.getByText('0 votes in all').waitFor();
      const results = page.getByRole('list', { name: 'Votes per option' });
      expect(await texts(results.getByRole('listitem'))).toEqual([
        expect.stringContaining('Rimjhim Gire Sawan'),
        expect.stringContaining('Tip Tip Barsa Pani'),
        expect.stringContaining('Barso Re'),
      ]);
      expect(await page.getByRole('link', { name: 'Preview on the site' }).getAttribute('href')).toBe(HOME);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'saved poll' });

      // A signed-in listener finds it on the station's home page, options in order, and votes.
      const listener = await createAccount(
        'Poll Voter',
        `voter-${Date.now()}-${viewport}@tarang.test`,
        'Listen#2026x',
      );
      const site = await openPage({ viewport, storage: { [USER_KEY]: JSON.stringify(listener) } });
      await site.page.goto(HOME);
      const form = site.page.getByRole('form', { name: question });
      await findOnPages(site.page, 'Polls', form);
      expect(await texts(form.getByRole('radio').locator('xpath=..'))).toEqual([
        'Rimjhim Gire Sawan',
        'Tip Tip Barsa Pani',
        'Barso Re',
      ]);
      await form.getByRole('radio', { name: 'Tip Tip Barsa Pani' }).check();
      await form.getByRole('button', { name: 'Vote' }).click();
      await site.page.getByText('1 vote · Thanks for voting!').waitFor();

      // The console's live results count it (read again every 10 s while the poll is open).
      const voted = results.getByRole('listitem').filter({ hasText: 'Tip Tip Barsa Pani' });
      await voted.getByText('1 vote · 100%').waitFor({ timeout: 15_000 });
      await page.getByText('1 vote in all').waitFor();

      // The option with the vote cannot be taken away: the server's answer is shown, then put back.
      await page.getByRole('button', { name: 'Remove option 2' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Options with votes cannot be removed: “Tip Tip Barsa Pani” (1 vote).' })
        .waitFor();
      await expectNoAxeViolations(page, { label: 'poll, an option with votes removed' });
      await page.getByRole('button', { name: 'Put the options back as saved' }).click();
      expect(await optionValues(page)).toEqual(['Rimjhim Gire Sawan', 'Tip Tip Barsa Pani', 'Barso Re']);
      // An edit that keeps it: re-worded, and an option added.
      await page.getByLabel('Option 3', { exact: true }).fill('Barso Re Megha');
      await page.getByRole('button', { name: 'Add an option' }).click();
      await page.getByLabel('Option 4', { exact: true }).fill('Ek Ladki Bheegi Bhagi Si');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Poll saved.').waitFor();
      await expect
        .poll(() => texts(results.getByRole('listitem')))
        .toEqual([
          expect.stringContaining('Rimjhim Gire Sawan'),
          expect.stringContaining('Tip Tip Barsa Pani'),
          expect.stringContaining('Barso Re Megha'),
          expect.stringContaining('Ek Ladki Bheegi Bhagi Si'),
        ]);

      // In the list with its vote.
      await page.getByRole('link', { name: '← Polls' }).click();
      await page.getByRole('heading', { level: 1, name: 'Polls' }).waitFor();
      await page.getByLabel('Search by question').fill(question);
      await page.getByText('1 poll', { exact: true }).waitFor();
      const row = page.getByRole('row').filter({ hasText: question });
      await row.waitFor();
      expect(await row.locator('td[data-label="Votes"]').innerText()).toBe('1');
      await row.getByRole('link', { name: question }).click();
      await page.getByRole('heading', { level: 1, name: question }).waitFor();

      // Delete: the confirmation says the vote goes with it.
      await page.getByRole('button', { name: 'Delete poll' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: `Delete “${question}”?` }).waitFor();
      await dialog.getByText('Its vote goes with it').waitFor();
      await expectNoAxeViolations(page, { label: 'delete poll confirmation' });
      await dialog.getByRole('button', { name: 'Delete poll' }).click();
      await page.getByRole('heading', { level: 1, name: 'Polls' }).waitFor();
      await session.settle();
      expect(await page.getByRole('link', { name: question }).count()).toBe(0);

      await openSection(page, 'Activity');
      const rows = page.getByRole('row').filter({ hasText: question });
      await rows.first().waitFor();
      expect(await rows.allTextContents()).toEqual([
        expect.stringContaining('deleted poll'),
        expect.stringContaining('changed poll'),
        expect.stringContaining('created poll'),
      ]);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'activity' });
      // The refused removal's 409 was the point.
      expectNoIssues(session, [
        /409 PATCH .*\/api\/poll\/v1\/poll\//,
        /status of 409 \(Conflict\) \(at .*\/api\/poll\/v1\/poll\//,
      ]);
      expectNoIssues(site);
    });

    test(`a network admin creates, edits and deletes a talent-hunt category at ${px(viewport)} px`, async ({
      openPage,
      expect,
    }) => {
      const stamp = `${viewport} ${Date.now()}`;
      const name = `Beatboxing ${stamp}`;
      const renamed = `Beatbox and Looping ${stamp}`;

      // An editor reads the categories from Talent Hunt, and changes none of them.
      const editor = await createEditor([DELHI], 'Delhi Desk');
      const reader = await openPage({ viewport });
      await signInToConsole(reader.page, editor, '/talent-hunt');
      await reader.page.getByRole('heading', { level: 1, name: 'Talent Hunt' }).waitFor();
      await reader.page.getByRole('link', { name: 'Categories', exact: true }).click();
      await reader.page.getByRole('heading', { level: 1, name: 'Talent-hunt categories' }).waitFor();
      await reader.page.getByText('Only network admins change them.').waitFor();
      await reader.page.locator('td[data-label="Category"]').first().waitFor();
      expect(await reader.page.getByRole('link', { name: 'New category' }).count()).toBe(0);
      expect(await reader.page.getByRole('table').getByRole('link').count()).toBe(0);
      await reader.settle();
      await expectNoAxeViolations(reader.page, { label: 'categories, read by an editor' });

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

      // Listeners choose it on every station's talent-hunt page.
      const site = await openPage({ viewport });
      await site.page.goto('/tarang-delhi-1/talent-hunt');
      await site.page.getByRole('heading', { level: 3, name, exact: true }).waitFor();

      await page.getByLabel('Name').fill(renamed);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Category saved.').waitFor();
      await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
      // A fresh page (the public read may be cached for a minute), signed in: the entry form offers it.
      const entrant = await createAccount(
        'Talent Entrant',
        `entrant-${stamp.replace(' ', '-')}@tarang.test`,
        'Listen#2026x',
      );
      const later = await openPage({ viewport, storage: { [USER_KEY]: JSON.stringify(entrant) } });
      await later.page.goto('/tarang-delhi-1/talent-hunt');
      await later.page.getByRole('heading', { level: 3, name: renamed, exact: true }).waitFor();
      expect(await later.page.getByRole('heading', { level: 3, name, exact: true }).count()).toBe(0);
      const choices = later.page.getByRole('region', { name: 'Send your entry' }).getByLabel('Category');
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

      // A category listeners have sent an entry in is kept: the server's refusal is shown in the dialog.
      const used = await staffCall<{ data: { id: number; name: string } }>(
        'POST',
        '/api/master/v1/talent-hunt-category',
        { name: `Sufi Singing ${stamp}`, sortOrder: 901 },
      );
      await sendEntry(used.data.id, 'Kabir Das');
      await page.goto(`/staff/talent-hunt/categories/${used.data.id}`);
      await page.getByText('1 entry has been sent in this category.').waitFor();
      await page.getByRole('button', { name: 'Delete category' }).click();
      await dialog.getByRole('button', { name: 'Delete category' }).click();
      await dialog.getByRole('alert').filter({ hasText: '1 entry is in this category' }).waitFor();
      await expectNoAxeViolations(page, { label: 'category in use, refused' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: used.data.name }).waitFor();

      await openSection(page, 'Activity');
      await page.getByLabel('Kind').selectOption({ label: 'Talent-hunt categories' });
      // Only categories now (the filter asks for the kind the server records), the newest first.
      await session.settle();
      const rows = page.getByRole('row').filter({ hasText: stamp });
      await rows.first().waitFor();
      expect(await rows.allTextContents()).toEqual([
        expect.stringContaining(`created talent-hunt-category Sufi Singing ${stamp}`),
        expect.stringContaining(`deleted talent-hunt-category ${renamed}`),
        expect.stringContaining(`changed talent-hunt-category ${renamed}`),
        expect.stringContaining(`created talent-hunt-category ${name}`),
      ]);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'activity' });
      expectNoIssues(reader);
      expectNoIssues(session, [
        /409 DELETE .*\/api\/master\/v1\/talent-hunt-category\//,
        /status of 409 \(Conflict\) \(at .*\/api\/master\/v1\/talent-hunt-category\//,
      ]);
      expectNoIssues(site);
      expectNoIssues(later);
    });
  }
});
