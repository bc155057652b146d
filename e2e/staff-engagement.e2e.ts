import { describe } from 'vitest';
import { createAccount } from './api';
import { expectNoAxeViolations, expectNoIssues, test, type ViewportName } from './browser';
import { createEditor, openSection, signInToConsole, staffCall } from './staff';
import { contestImage, findOnPages, istInput, optionValues, texts } from './staff-engagement';

/**
 * The console's contests and polls at 390 and 1280 px, as a Delhi editor: a contest is created,
 * seen on the station's home page while open, edited and deleted; a poll's options are added, removed and
 * moved; a listener votes on the home page and the console's live results count it; an option with votes
 * cannot be removed. Every write is in Activity. (Talent-hunt categories: staff-categories.e2e.ts.)
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
      await page.getByLabel('Contest image: choose file').setInputFiles(await contestImage());
      await page.getByRole('img', { name: 'Contest image (the file now)' }).waitFor();
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
      const card = site.page
        .getByRole('list', { name: 'Contests' })
        .getByRole('listitem')
        .filter({ has: site.page.getByRole('heading', { level: 3, name: title }) });
      await findOnPages(
        site.page,
        { heading: 'Contests', label: 'Contests', apiPath: '/api/contest/v1/contest?' },
        card,
      );
      expect(await card.innerText()).toContain('Two passes to the Qawwali night');
      // Its image (an <img>: without one the card shows a placeholder), loaded.
      const picture = card.locator('img');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

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

    test(`a Delhi editor creates, edits and deletes a poll at ${px(viewport)} px`, async ({
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
      // Two more, the last taken away again, and the third moved up (the focus stays on the moved option).
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

      // Edit: re-worded, an option added.
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

      await page.getByRole('link', { name: '← Polls' }).click();
      await page.getByRole('heading', { level: 1, name: 'Polls' }).waitFor();
      await page.getByLabel('Search by question').fill(question);
      await page.getByText('1 poll', { exact: true }).waitFor();
      const row = page.getByRole('row').filter({ hasText: question });
      expect(await row.locator('td[data-label="Votes"]').innerText()).toBe('0');
      await row.getByRole('link', { name: question }).click();
      await page.getByRole('heading', { level: 1, name: question }).waitFor();

      await page.getByRole('button', { name: 'Delete poll' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: `Delete “${question}”?` }).waitFor();
      await dialog.getByText('Listeners will no longer see it.').waitFor();
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
      expectNoIssues(session);
    });

    test(`a listener votes and the console counts it live at ${px(viewport)} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Desk');
      const question = `Chai or coffee ${viewport} ${Date.now()}?`;
      const options = ['Masala chai', 'Filter coffee', 'Kahwa'];
      const poll = await staffCall<{ data: { id: number } }>('POST', '/api/poll/v1/poll', {
        stationId: DELHI,
        question,
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
        options: options.map((text) => ({ text })),
      });
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, `/polls/${poll.data.id}`);
      await page.getByText('0 votes in all').waitFor();
      const results = page.getByRole('list', { name: 'Votes per option' });

      // A signed-in listener finds it on the station's home page, its options in order, and votes.
      const listener = await createAccount(
        'Poll Voter',
        `voter-${Date.now()}-${viewport}@tarang.test`,
        'Listen#2026x',
      );
      const site = await openPage({ viewport, storage: { [USER_KEY]: JSON.stringify(listener) } });
      await site.page.goto(HOME);
      const form = site.page.getByRole('form', { name: question });
      const block = { heading: 'Have your say', label: 'Polls', apiPath: '/api/poll/v1/poll?' };
      await findOnPages(site.page, block, form);
      expect(await texts(form.getByRole('radio').locator('xpath=..'))).toEqual(options);
      await form.getByRole('radio', { name: 'Filter coffee' }).check();
      await form.getByRole('button', { name: 'Vote' }).click();
      await site.page.getByText('1 vote · Thanks for voting!').waitFor();

      // The console's live results count it (read again every 10 s while the poll is open).
      const voted = results.getByRole('listitem').filter({ hasText: 'Filter coffee' });
      await voted.getByText('1 vote · 100%').waitFor({ timeout: 15_000 });
      await page.getByText('1 vote in all').waitFor();
      // The form says which option listeners chose, so the editor keeps it.
      await page.getByText('1 vote: keep it (you may re-word or move it).').waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'poll with a vote' });

      // The option with the vote cannot be taken away: the server's answer is shown, then put back.
      await page.getByRole('button', { name: 'Remove option 2' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Options with votes cannot be removed: “Filter coffee” (1 vote).' })
        .waitFor();
      await expectNoAxeViolations(page, { label: 'poll, an option with votes removed' });
      await page.getByRole('button', { name: 'Put the options back as saved' }).click();
      expect(await optionValues(page)).toEqual(options);

      // Deleting it is allowed; the confirmation says the vote goes with it.
      await page.getByRole('button', { name: 'Delete poll' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Its vote goes with it').waitFor();
      await dialog.getByRole('button', { name: 'Delete poll' }).click();
      await page.getByRole('heading', { level: 1, name: 'Polls' }).waitFor();
      await session.settle();
      // The refused removal's 409 was the point.
      expectNoIssues(session, [
        /409 PATCH .*\/api\/poll\/v1\/poll\//,
        /status of 409 \(Conflict\) \(at .*\/api\/poll\/v1\/poll\//,
      ]);
      expectNoIssues(site);
    });
  }
});
