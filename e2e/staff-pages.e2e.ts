import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expectNoAxeViolations, expectNoIssues, test, type ViewportName } from './browser';
import { ADMIN, createEditor, editorSelection, openSection, signInToConsole, staffCall } from './staff';

/**
 * Typing scrolls a phone's page, and axe's target-size rule then judges the back link by how much of it the
 * sticky top bar happens to cover at that scroll position rather than by the page: scanned from the top.
 */
async function expectNoAxeViolationsFromTop(page: Page, label: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page, { label });
}

/**
 * The console's station pages at 390 and 1280 px, as a Delhi editor. A station has six pages
 * (careers, contact us…), each its own or the network's it falls back to: there is no new page nor a deleted one,
 * only "give the station its own" (the first save), change it, and "use the network's page" again (the delete).
 * The text is rich (a heading, bold and a link from the toolbar) and shows on the listener's page; a save from a
 * stale copy is refused with a Reload; every write is in Activity.
 */
const DELHI = 1;
const STATION_URL = '/tarang-delhi-1';

// Each width its own page, so the two runs never save over each other (nor change a title the shell test reads).
const PAGES: Record<ViewportName, { page: string; label: string }> = {
  desktop: { page: 'careers', label: 'Careers' },
  mobile: { page: 'csr-policy', label: 'CSR policy' },
};

describe.concurrent('console pages', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`a Delhi editor gives Delhi its own page, edits it and goes back to the network's at ${viewport === 'desktop' ? 1280 : 390} px`, async ({
      openPage,
      expect,
    }) => {
      const { page: pageName, label } = PAGES[viewport];
      const writePath = `/api/station/v1/station/${DELHI}/page/${pageName}`;
      // Start from the network's page (an earlier run may have left Delhi its own).
      await staffCall('DELETE', writePath).catch((error: Error) => {
        if (!/: 404 /.test(error.message)) throw error;
      });
      const stamp = Date.now();
      const editor = await createEditor([DELHI], `Pages ${viewport === 'desktop' ? 'D' : 'M'}${stamp % 1e8}`);
      const heading = `Join the Delhi desk ${stamp}`;
      const session = await openPage({ viewport });
      const { page } = session;
      // Mumbai's page is not a Delhi editor's to open.
      await signInToConsole(page, editor, `/pages/2/${pageName}`);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Page text' }).count()).toBe(0);
      await expectNoAxeViolations(page, { label: 'another station’s page' });
      await page.getByRole('link', { name: 'Back to Pages' }).click();
      await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
      // Only Delhi's pages: an editor of one station has no station to choose.
      expect(await page.getByLabel('Station').count()).toBe(0);
      const table = page.getByRole('table', { name: 'Pages of Tarang Delhi' });
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: label, exact: true }) });
      await row.getByText("Network's page").waitFor();
      expect(await table.getByRole('link').count()).toBe(6);
      // Six fixed pages: nothing to create or delete from the list.
      expect(await page.getByRole('link', { name: /^New / }).count()).toBe(0);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'pages list' });

      await row.getByRole('link', { name: label, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: `${label} · Tarang Delhi` }).waitFor();
      await page.getByText(`Tarang Delhi shows the network's ${label} page.`).waitFor();
      const title = page.getByLabel('Title');
      const text = page.getByRole('textbox', { name: 'Page text' });
      const networkTitle = await title.inputValue();
      expect(networkTitle).not.toBe('');
      await text.waitFor();
      expect(await page.getByRole('button', { name: "Use the network's page" }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Preview on the site' }).getAttribute('href')).toBe(
        `${STATION_URL}/${pageName}`,
      );
      await session.settle();
      await expectNoAxeViolations(page, { label: 'page form (the network’s text)' });

      // Emptied: both problems named at once, the first field focused.
      await title.fill('');
      await text.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('title');
      await page.getByText('Title is required').waitFor();
      await page.getByText('Page text is required').waitFor();
      await expectNoAxeViolations(page, { label: 'page form with errors' });

      // The same title (the listener's heading), a new text: a heading, a bold phrase and a link.
      await title.fill(networkTitle);
      await text.click();
      const toolbar = page.getByRole('toolbar', { name: 'Page text formatting' });
      await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
      await page.keyboard.type(heading);
      await page.keyboard.press('Enter');
      await page.keyboard.type('Apply now to join us. Walk-ins on Fridays.');
      for (let i = 0; i < 'Walk-ins on Fridays.'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
      await expect.poll(() => editorSelection(page)).toBe('Walk-ins on Fridays.');
      const bold = toolbar.getByRole('button', { name: 'Bold' });
      await bold.click();
      await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
      // To the start of the paragraph (Home would stop at the start of a wrapped line on a phone).
      await page.keyboard.press('ArrowLeft');
      for (let i = 0; i < 'Apply now to join us. '.length; i++) await page.keyboard.press('ArrowLeft');
      for (let i = 0; i < 'Apply now'.length; i++) await page.keyboard.press('Shift+ArrowRight');
      await expect.poll(() => editorSelection(page)).toBe('Apply now');
      const link = toolbar.getByRole('button', { name: 'Link' });
      await link.click();
      const popover = page.getByRole('dialog', { name: 'Link' });
      await popover.getByLabel('Link address').fill('https://tarang.example/jobs');
      await popover.getByRole('button', { name: 'Apply' }).click();
      await popover.waitFor({ state: 'detached' });
      await expect.poll(() => link.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`Tarang Delhi now has its own ${label} page.`).waitFor();
      await page.getByText(`Tarang Delhi has its own ${label} page.`).waitFor();
      await page.getByRole('button', { name: "Use the network's page" }).waitFor();
      await session.settle();
      await expectNoAxeViolationsFromTop(page, 'saved page');

      // The listener's page shows Delhi's own text (a fresh page asks the server).
      const site = await openPage({ viewport });
      await site.page.goto(`${STATION_URL}/${pageName}`);
      await site.page.getByRole('heading', { level: 1, name: networkTitle, exact: true }).waitFor();
      await site.page.getByRole('heading', { level: 2, name: heading }).waitFor();
      expect(await site.page.getByRole('link', { name: 'Apply now', exact: true }).getAttribute('href')).toBe(
        'https://tarang.example/jobs',
      );
      expect(await site.page.locator('strong', { hasText: 'Walk-ins on Fridays.' }).count()).toBe(1);

      // Edit; then a save from a stale copy (the admin's, opened before the editor saved) is refused.
      const stale = await openPage({ viewport });
      await signInToConsole(stale.page, ADMIN, `/pages/${DELHI}/${pageName}`);
      const staleText = stale.page.getByRole('textbox', { name: 'Page text' });
      await stale.page.getByText(`Tarang Delhi has its own ${label} page.`).waitFor();
      await staleText.click();
      await stale.page.keyboard.press('ControlOrMeta+End');
      await stale.page.keyboard.type(' The admin was here.');
      await text.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(' Interviews in Saket.');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Page saved.').waitFor();
      await stale.page.getByRole('button', { name: 'Save' }).click();
      await stale.page.getByRole('alert').filter({ hasText: 'Someone else saved this page' }).waitFor();
      await expectNoAxeViolationsFromTop(stale.page, 'conflict');
      await stale.page.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => staleText.textContent()).toContain('Interviews in Saket.');
      expect(await staleText.textContent()).not.toContain('The admin was here.');

      const edited = await openPage({ viewport });
      await edited.page.goto(`${STATION_URL}/${pageName}`);
      await edited.page.getByText('Interviews in Saket.').waitFor();

      // Back to the network's page, after saying yes.
      await page.getByRole('button', { name: "Use the network's page" }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog
        .getByRole('heading', { name: `Use the network's ${label} page on Tarang Delhi?` })
        .waitFor();
      await expectNoAxeViolations(page, { label: 'use the network’s page confirmation' });
      await dialog.getByRole('button', { name: "Use the network's page" }).click();
      await page.getByText(`Tarang Delhi now shows the network's ${label} page.`).waitFor();
      await page.getByText(`Tarang Delhi shows the network's ${label} page.`).waitFor();
      await expect.poll(() => text.textContent()).not.toContain('Interviews in Saket.');
      const after = await openPage({ viewport });
      await after.page.goto(`${STATION_URL}/${pageName}`);
      await after.page.getByRole('heading', { level: 1, name: networkTitle, exact: true }).waitFor();
      await after.settle();
      expect(await after.page.getByText(heading).count()).toBe(0);

      // Activity: the editor's own writes, newest first.
      await openSection(page, 'Activity');
      const rows = page.getByRole('row').filter({ hasText: editor.name });
      await rows.first().waitFor();
      expect(await rows.allTextContents()).toEqual([
        expect.stringContaining(`deleted page ${networkTitle}`),
        expect.stringContaining(`changed page ${networkTitle}`),
        expect.stringContaining(`created page ${networkTitle}`),
      ]);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'activity' });
      expectNoIssues(session);
      for (const other of [site, edited, after]) expectNoIssues(other);
      // The conflict's 409 was the point of the test.
      expectNoIssues(stale, [
        new RegExp(`409 PATCH .*/api/station/v1/station/${DELHI}/page/${pageName}`),
        new RegExp(`status of 409 \\(Conflict\\) \\(at .*/api/station/v1/station/${DELHI}/page/${pageName}`),
      ]);
    });
  }
});
