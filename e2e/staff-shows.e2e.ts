import { toUrlName } from '@tarang/contracts';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { getStations } from './api';
import { expectNoAxeViolations, expectNoIssues, type Session, test, type ViewportName } from './browser';
import { bigMp3, pngImage, secondsOf, smallMp3 } from './media-files';
import { createEditor, editorSelection, openSection, signInToConsole } from './staff';

/**
 * The console's shows and episodes at 390 and 1280 px, as a Delhi editor: a show is created (rich
 * text, genre, RJ, cover, editor's choice), found, edited; episodes are uploaded (one upload dropped half-way and
 * resumed from the server's offset), one scheduled a minute ahead appears on the listener's page only once its
 * time has come, a draft never; a show with episodes is not deleted; everything is deleted and in Activity.
 */
const DELHI = 1;
const IST_MS = 5.5 * 3600_000;
/** A time as the console's datetime-local fields take it (India time). */
const istInput = (ms: number) => new Date(ms + IST_MS).toISOString().slice(0, 16);

/** The length the episode form says it read from the file, in seconds. */
async function lengthShown(page: Page) {
  const status = page.getByRole('status').filter({ hasText: /^Length: / });
  const text = (await status.textContent()) ?? '';
  return secondsOf(/Length: ([\d:]+) \(read from the file\)/.exec(text)?.[1] ?? 'NaN');
}

/** The listener's show page in a fresh browser context (nothing cached): the titles of its episodes. */
async function listenerEpisodes(openPage: () => Promise<Session>, path: string, title: string) {
  const site = await openPage();
  try {
    await site.page.goto(path);
    await site.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const episodes = site.page.getByRole('region', { name: 'Episodes', exact: true });
    await episodes
      .getByRole('list', { name: 'Episodes' })
      .or(episodes.getByText('No episodes yet'))
      .waitFor();
    await site.settle();
    return {
      titles: await episodes.getByRole('heading', { level: 3 }).allTextContents(),
      count: await site.page.getByText(/^\d+ episodes?$/).textContent(),
      // Type · genre · language
      eyebrow: await site.page.getByText(/^Show · /).textContent(),
    };
  } finally {
    await site.close();
  }
}

// One width at a time: each run checks its own writes on the first page of Activity (25 rows), which the
// other width's writes, interleaved, could push off it.
describe('console shows', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`a Delhi editor publishes a show and its episodes at ${viewport === 'desktop' ? 1280 : 390} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Shows Desk');
      const delhi = (await getStations()).find((station) => station.id === DELHI);
      const stamp = `${viewport} ${Date.now()}`;
      const title = `Chai Pe Charcha ${stamp}`;
      const [soon, later] = [`Monsoon special ${stamp}`, `Long talk ${stamp}`];
      const session = await openPage({ viewport });
      const { page } = session;
      const save = page.getByRole('button', { name: 'Save' });
      await signInToConsole(page, editor, '/shows');
      await page.getByRole('heading', { level: 1, name: 'Shows' }).waitFor();
      // An editor sees their station's shows and the network-wide ones, nothing of Mumbai's.
      const stations = page.locator('td[data-label="Station"]');
      await stations.first().waitFor();
      for (const station of await stations.allTextContents())
        expect(['Tarang Delhi', 'Network-wide']).toContain(station);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'shows list' });

      // A new show: nothing filled in names every problem and focuses the first field.
      await page.getByRole('link', { name: 'New show' }).click();
      await page.getByRole('heading', { level: 1, name: 'New show' }).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'new show' });
      await save.click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('title');
      await page.getByText('Title is required').waitFor();
      await expectNoAxeViolations(page, { label: 'new show with errors' });

      await page.getByLabel('Title', { exact: true }).fill(title);
      const genre = page.getByLabel('Genre');
      await expect.poll(() => genre.getByRole('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
      const genreName = (await genre.getByRole('option').nth(1).textContent()) ?? '';
      await genre.selectOption({ label: genreName });
      await page.getByLabel("Editor's choice").check();
      await page.getByRole('textbox', { name: 'Description' }).click();
      await page.keyboard.type('Morning talk over chai. New every Monday.');
      for (let i = 0; i < 'New every Monday.'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
      await expect.poll(() => editorSelection(page)).toBe('New every Monday.');
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.getByRole('list', { name: 'RJs to choose from' }).getByRole('checkbox').first().check();
      const hosting = (await page.getByText(/^Hosting: /).textContent()) ?? '';
      const rj = hosting.replace(/^Hosting: (.*)\.$/, '$1');
      await page.getByLabel('Add a cover image: choose file').setInputFiles(await pngImage());
      await page.getByRole('img', { name: 'Cover 1' }).waitFor();
      await page.getByLabel('Status').selectOption({ label: 'Published' });
      await save.click();
      await page.getByText('Show created. Add its episodes in the Episodes tab.').waitFor();
      const showId = Number(/^\/staff\/shows\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
      expect(showId).toBeGreaterThan(0);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'saved show' });

      // The listener's page of the show: its text, genre and RJ; no episode yet.
      const showPath = `/${toUrlName(delhi?.name ?? '', DELHI)}/audio/${toUrlName(title, showId)}`;
      expect(await page.getByRole('link', { name: 'Preview on the site' }).getAttribute('href')).toBe(
        showPath,
      );
      const site = await openPage({ viewport });
      await site.page.goto(showPath);
      await site.page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await site.page.locator('strong', { hasText: 'New every Monday.' }).count()).toBe(1);
      await site.page.getByText(`Show · ${genreName} · Hindi`, { exact: true }).waitFor();
      await site.page.getByRole('list', { name: 'RJs' }).getByRole('link', { name: rj }).waitFor();
      await site.page.getByText('No episodes yet').waitFor();
      // An editor's choice: among the picks on the station's home page (the newest first).
      await site.page.goto(`/${toUrlName(delhi?.name ?? '', DELHI)}`);
      await site.page
        .getByRole('list', { name: 'Editor’s choice' })
        .getByRole('link', { name: title })
        .waitFor();
      await site.close();

      // Edit, then find it in the list.
      await page.getByLabel('Language').fill('Hinglish');
      await save.click();
      await page.getByText('Show saved.').waitFor();
      await page.getByRole('link', { name: '← Shows' }).click();
      await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
      await page.getByRole('searchbox', { name: 'Search by title' }).press('Enter');
      const row = page.getByRole('row').filter({ hasText: title });
      await row.getByText("Editor's choice").waitFor();
      await row.getByRole('link', { name: title }).click();
      await page.getByRole('link', { name: 'Episodes (0)' }).click();
      await page.getByText('No episodes here yet').waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'no episodes' });

      // An episode scheduled for the next minute but one (the form takes minutes): at least 30 s ahead.
      await page.getByRole('link', { name: 'New episode' }).click();
      await page.getByRole('heading', { level: 1, name: 'New episode' }).waitFor();
      await save.click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('title');
      await page.getByText('Upload the audio file first.').waitFor();
      await expectNoAxeViolations(page, { label: 'new episode with errors' });
      await page.getByLabel('Title', { exact: true }).fill(soon);
      await page.getByRole('textbox', { name: 'Description' }).fill('Rain songs, requests and stories.');
      const short = await smallMp3();
      await page.getByLabel('Audio file: choose file').setInputFiles(short.path);
      await expect.poll(() => lengthShown(page), { timeout: 15_000 }).toBe(Math.round(short.seconds));
      const at = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000;
      await page.getByLabel('Status').selectOption({ label: 'Published' });
      await page.getByLabel('Publish time').fill(istInput(at));
      await page
        .getByRole('status')
        .filter({ hasText: 'Scheduled' })
        .getByText(/Listeners see this episode from/)
        .waitFor();
      await save.click();
      await page.getByText('Episode created.').waitFor();
      await page.getByRole('status').filter({ hasText: 'Scheduled' }).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'saved episode' });
      expect(Date.now()).toBeLessThan(at - 5_000);
      let shown = await listenerEpisodes(() => openPage({ viewport }), showPath, title);
      expect(shown.titles).not.toContain(soon);

      // A long draft episode whose upload loses the connection after its first piece, then resumes.
      await page.getByRole('link', { name: `← ${title}: episodes` }).click();
      await page.getByRole('link', { name: 'New episode' }).click();
      await page.getByLabel('Title', { exact: true }).fill(later);
      const long = await bigMp3();
      expect(long.seconds).toBeGreaterThan(long.seedSeconds * 0.98);
      const offsets: number[] = [];
      await page.route('**/api/file/v1/uploads/**', async (route) => {
        if (route.request().method() !== 'PATCH') return route.fallback();
        const offset = Number(await route.request().headerValue('upload-offset'));
        offsets.push(offset);
        if (offsets.length !== 2) return route.fallback();
        await session.context.setOffline(true);
        return route.abort('internetdisconnected');
      });
      await page.getByLabel('Audio file: choose file').setInputFiles(long.path);
      const progress = page.getByRole('progressbar', { name: 'Audio file' });
      await page
        .getByText(
          'The connection was lost. The upload carries on from where it stopped when you are back online.',
        )
        .waitFor();
      await page.getByRole('button', { name: 'Resume upload' }).waitFor();
      const sent = Number((await progress.getAttribute('aria-valuetext'))?.replace('%', ''));
      expect(sent).toBeGreaterThan(50);
      expect(sent).toBeLessThan(100);
      await expectNoAxeViolations(page, { label: 'upload paused' });
      // Back online, it carries on by itself (no click).
      await session.context.setOffline(false);
      await expect.poll(() => lengthShown(page), { timeout: 30_000 }).toBe(Math.round(long.seconds));
      // The piece that was lost is sent again from where the server had it, not from the start.
      expect(offsets).toEqual([0, 5 * 1024 * 1024, 5 * 1024 * 1024]);
      await page.unroute('**/api/file/v1/uploads/**');
      await save.click();
      await page.getByText('Episode created.').waitFor();
      await page.getByLabel('Title', { exact: true }).fill(`${later} (extended)`);
      await save.click();
      await page.getByText('Episode saved.').waitFor();
      expect(await lengthShown(page)).toBe(Math.round(long.seconds));

      // The console lists both, the draft as a draft; a show that still has episodes is not deleted.
      await page.getByRole('link', { name: `← ${title}: episodes` }).click();
      await page.getByRole('row').filter({ hasText: later }).getByText('Draft').waitFor();
      await page.getByRole('row').filter({ hasText: soon }).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'episodes list' });
      await page.getByRole('link', { name: 'Details' }).click();
      await page.getByRole('button', { name: 'Delete show' }).click();
      let dialog = page.getByRole('alertdialog');
      await dialog.getByText('It has 2 episodes: a show is deleted only once its episodes are.').waitFor();
      await dialog.getByRole('button', { name: 'Delete show' }).click();
      await dialog.getByRole('alert').getByText('This show has 2 episodes: delete them first').waitFor();
      await expectNoAxeViolations(page, { label: 'show delete refused' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The scheduled episode reaches the listener once its time has come (fresh loads: nothing cached); the
      // draft never does.
      while (Date.now() < at) await page.waitForTimeout(Math.min(1_000, at - Date.now()));
      shown = await listenerEpisodes(() => openPage({ viewport }), showPath, title);
      expect(shown.titles).toContain(soon);
      expect(shown.titles.some((text) => text.startsWith(later))).toBe(false);
      expect(shown.count).toBe('1 episode');
      expect(shown.eyebrow).toBe(`Show · ${genreName} · Hinglish`);

      // Delete both episodes (each after a confirmation), then the show.
      await page.getByRole('link', { name: 'Episodes (2)' }).click();
      for (const name of [`${later} (extended)`, soon]) {
        await page.getByRole('link', { name }).click();
        await page.getByRole('button', { name: 'Delete episode' }).click();
        dialog = page.getByRole('alertdialog');
        await dialog.getByRole('heading', { name: `Delete “${name}”?` }).waitFor();
        await expectNoAxeViolations(page, { label: 'delete episode confirmation' });
        await dialog.getByRole('button', { name: 'Delete episode' }).click();
        await page.getByRole('heading', { level: 2, name: 'Episodes' }).waitFor();
        await expect.poll(() => page.getByRole('link', { name }).count()).toBe(0);
      }
      await page.getByText('No episodes here yet').waitFor();
      await page.getByRole('link', { name: 'Details' }).click();
      await page.getByRole('button', { name: 'Delete show' }).click();
      dialog = page.getByRole('alertdialog');
      await dialog.getByText('Listeners will no longer see it. This cannot be undone.').waitFor();
      await dialog.getByRole('button', { name: 'Delete show' }).click();
      await page.getByRole('heading', { level: 1, name: 'Shows' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
      await page.getByRole('searchbox', { name: 'Search by title' }).press('Enter');
      await page.getByText('No shows here yet').waitFor();

      // Activity: every write, newest first.
      await openSection(page, 'Activity');
      const rows = (text: string) => page.getByRole('row').filter({ hasText: text });
      await rows(title).first().waitFor();
      expect(await rows(`show ${title}`).allTextContents()).toEqual([
        expect.stringContaining('deleted show'),
        expect.stringContaining('changed show'),
        expect.stringContaining('created show'),
      ]);
      expect(await rows(later).allTextContents()).toEqual([
        expect.stringContaining('deleted episode'),
        expect.stringContaining('changed episode'),
        expect.stringContaining('created episode'),
      ]);
      expect(await rows(soon).allTextContents()).toEqual([
        expect.stringContaining('deleted episode'),
        expect.stringContaining('created episode'),
      ]);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'activity' });
      // The refused delete and the dropped upload piece were the point of the test.
      expectNoIssues(session, [
        /409 DELETE .*\/api\/media\/v1\/media\/\d+$/,
        /status of 409 \(Conflict\) \(at .*\/api\/media\/v1\/media\/\d+\)/,
        /PATCH .*\/api\/file\/v1\/uploads\/\S+: net::ERR_INTERNET_DISCONNECTED/,
        /net::ERR_INTERNET_DISCONNECTED \(at .*\/api\/file\/v1\/uploads\//,
      ]);
    }, 170_000);
  }
});
