import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toUrlName } from '@tarang/contracts';
import sharp from 'sharp';
import { describe } from 'vitest';
import { expectNoAxeViolations, expectNoIssues, test, type ViewportName } from './browser';
import { createEditor, openSection, signInToConsole } from './staff';

/**
 * The console's RJs at 390 and 1280 px, as a Delhi editor: the list only shows Delhi, the station
 * picker only offers Delhi, an RJ is created (bio, portrait, two gallery images, a video), seen on the listener's
 * RJ page, edited (the gallery reordered and an item removed, the bio changed), deleted after a confirmation, and
 * every write is in Activity.
 */
const DELHI = 1;

const inTemp = (name: string, bytes: Buffer) => {
  const path = join(mkdtempSync(join(tmpdir(), 'tarang-rj-')), name);
  writeFileSync(path, bytes);
  return path;
};

/** A PNG of one colour (each colour its own file). */
const pngImage = async (name: string, background: string) =>
  inTemp(
    name,
    await sharp({ create: { width: 900, height: 1200, channels: 3, background } })
      .png()
      .toBuffer(),
  );

/** A short seeded MP4 with a random tail, so no stored file has its bytes. */
const clip = () =>
  inTemp(
    'clip.mp4',
    Buffer.concat([
      readFileSync(new URL('../apps/server/seed-media/video/video-01.mp4', import.meta.url)),
      randomBytes(64),
    ]),
  );

describe.concurrent('console RJs', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`a Delhi editor creates, edits and deletes an RJ at ${viewport === 'desktop' ? 1280 : 390} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Desk');
      const stamp = Date.now();
      const name = `Rhea Kapoor ${viewport} ${stamp}`;
      const profileId = `RJ${viewport === 'desktop' ? 'D' : 'M'}${stamp}`;
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/rjs');
      await page.getByRole('heading', { level: 1, name: 'RJs' }).waitFor();
      // An editor sees only their own station's RJs.
      const stations = page.locator('td[data-label="Station"]');
      await stations.first().waitFor();
      expect(new Set(await stations.allTextContents())).toEqual(new Set(['Tarang Delhi']));
      await session.settle();
      await expectNoAxeViolations(page, { label: 'RJs list' });

      await page.getByRole('link', { name: 'New RJ' }).click();
      await page.getByRole('heading', { level: 1, name: 'New RJ' }).waitFor();
      // The station picker offers only the stations the editor manages.
      const station = page.getByLabel('Station');
      expect(await station.locator('option').allTextContents()).toEqual(['Tarang Delhi']);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'new RJ' });

      // Nothing filled in: every problem is named at once, the first field focused.
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      await page.getByText('Name is required').waitFor();
      await page.getByText('Profile id is required').waitFor();
      await expectNoAxeViolations(page, { label: 'new RJ with errors' });

      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Profile id').fill(profileId);
      await page.getByLabel('Show time').fill('Mon–Fri, 7–11 am');
      await page.getByLabel('Bio').fill('Mornings with Rhea: old songs, new stories.\nAsk her about chai.');
      await page.getByLabel('Portrait: choose file').setInputFiles(await pngImage('portrait.png', '#6b2a8e'));
      await page.getByRole('img', { name: 'Portrait (the file now)' }).waitFor();
      await page
        .getByLabel('Add an image to the gallery: choose file')
        .setInputFiles(await pngImage('stage.png', '#2a8e6b'));
      await page.getByLabel('Caption of gallery image 1').fill('On stage at the Mehfil');
      await page
        .getByLabel('Add an image to the gallery: choose file')
        .setInputFiles(await pngImage('studio.png', '#8e6b2a'));
      await page.getByLabel('Caption of gallery image 2').fill('In the studio');
      await page.getByLabel('Add a video: choose file').setInputFiles(clip());
      await page.getByLabel('Title of video 1').fill('Rhea sings the jingle');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('RJ created.').waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/staff\/rjs\/\d+$/);
      await page.getByText(`Profile id ${profileId}`).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'saved RJ' });

      // The listener's RJ page shows it, under the station.
      const listenerPath = `/${toUrlName('Tarang Delhi', DELHI)}/rjs/${toUrlName(name, profileId)}`;
      expect(await page.getByRole('link', { name: 'Preview on the site' }).getAttribute('href')).toBe(
        listenerPath,
      );
      const site = await openPage({ viewport });
      await site.page.goto(listenerPath);
      await site.page.getByRole('heading', { level: 1, name }).waitFor();
      // The bio is plain text, shown with its line break.
      const bio = site.page.getByText('Ask her about chai.');
      expect(await bio.innerText()).toBe('Mornings with Rhea: old songs, new stories.\nAsk her about chai.');
      // The gallery in the order saved: the lightbox shows each picture's caption.
      await site.page.getByRole('button', { name: /^Photo 1 of 2/ }).click();
      const lightbox = site.page.getByRole('dialog', { name: `${name}’s gallery` });
      await lightbox.getByText('On stage at the Mehfil').waitFor();
      await lightbox.getByRole('button', { name: 'Next' }).click();
      await lightbox.getByText('In the studio').waitFor();
      await lightbox.getByRole('button', { name: 'Close gallery' }).click();
      await lightbox.waitFor({ state: 'detached' });
      await site.page.getByRole('heading', { level: 2, name: 'Videos' }).waitFor();
      await site.page.getByText('Rhea sings the jingle').waitFor();

      // Edit: the studio picture first, the stage picture removed, the video removed, a new bio.
      await page.getByRole('button', { name: 'Move gallery image 2 up' }).click();
      await expect
        .poll(() => page.getByLabel('Caption of gallery image 1').inputValue())
        .toBe('In the studio');
      await page.getByRole('button', { name: 'Remove gallery image 2' }).click();
      await expect.poll(() => page.getByLabel('Caption of gallery image 2').count()).toBe(0);
      await page.getByRole('button', { name: 'Remove video 1' }).click();
      await page.getByLabel('Bio').fill('Evenings now, with Rhea: requests until midnight.');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('RJ saved.').waitFor();
      await expect
        .poll(() => page.getByLabel('Bio').inputValue())
        .toBe('Evenings now, with Rhea: requests until midnight.');
      expect(await page.getByLabel('Caption of gallery image 1').inputValue()).toBe('In the studio');
      expect(await page.getByLabel('Title of video 1').count()).toBe(0);

      const again = await openPage({ viewport });
      await again.page.goto(listenerPath);
      await again.page.getByText('Evenings now, with Rhea: requests until midnight.').waitFor();
      await again.page.getByRole('button', { name: /^Photo 1 of 1/ }).click();
      await again.page
        .getByRole('dialog', { name: `${name}’s gallery` })
        .getByText('In the studio')
        .waitFor();
      await again.page.keyboard.press('Escape');
      await again.settle();
      expect(await again.page.getByRole('heading', { level: 2, name: 'Videos' }).count()).toBe(0);

      // Delete, after saying yes.
      await page.getByRole('button', { name: 'Delete RJ' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: `Delete “${name}”?` }).waitFor();
      await expectNoAxeViolations(page, { label: 'delete confirmation' });
      await dialog.getByRole('button', { name: 'Delete RJ' }).click();
      await page.getByRole('heading', { level: 1, name: 'RJs' }).waitFor();
      await session.settle();
      expect(await page.getByRole('link', { name }).count()).toBe(0);

      // Activity: the editor's own writes, newest first.
      await openSection(page, 'Activity');
      const rows = page.getByRole('row').filter({ hasText: name });
      await rows.first().waitFor();
      expect(await rows.allTextContents()).toEqual([
        expect.stringContaining('deleted RJ'),
        expect.stringContaining('changed RJ'),
        expect.stringContaining('created RJ'),
      ]);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'activity' });
      expectNoIssues(session);
      expectNoIssues(site);
      expectNoIssues(again);
    });

    test(`an RJ who hosts shows is not deleted, and the editor is told why, at ${viewport === 'desktop' ? 1280 : 390} px`, async ({
      openPage,
      expect,
    }) => {
      const editor = await createEditor([DELHI], 'Delhi Desk');
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/rjs');
      await page.getByRole('heading', { level: 1, name: 'RJs' }).waitFor();
      // An RJ who hosts shows cannot be deleted: the question says so, and the server's refusal is shown in it.
      const host = page
        .getByRole('row')
        .filter({ hasText: /\d shows?/ })
        .first();
      const hostName = (await host.getByRole('link').textContent()) ?? '';
      await host.getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: hostName }).waitFor();
      await page.getByRole('button', { name: 'Delete RJ' }).click();
      const refusal = page.getByRole('alertdialog');
      await refusal.getByText(`${hostName} hosts`).waitFor();
      await refusal.getByRole('button', { name: 'Delete RJ' }).click();
      await refusal
        .getByRole('alert')
        .filter({
          hasText:
            /hosts \d+ shows?: take them off the shows first\. To hide the RJ from the site now, untick Active and save\./,
        })
        .waitFor();
      await expectNoAxeViolations(page, { label: 'delete refused' });
      await refusal.getByRole('button', { name: 'Cancel' }).click();
      await refusal.waitFor({ state: 'detached' });
      expect(await page.getByRole('heading', { level: 1, name: hostName }).count()).toBe(1);
      // The refused delete's 409 was the point of the test.
      expectNoIssues(session, [
        /409 DELETE .*\/api\/profile\/v1\/profile\//,
        /status of 409 \(Conflict\) \(at .*\/api\/profile\/v1\/profile\//,
      ]);
    });
  }
});
