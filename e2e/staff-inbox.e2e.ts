import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe } from 'vitest';
import { createAccount, getJson, getStations, randomAddress } from './api';
import {
  baseURL,
  expectNoAxeViolations,
  expectNoIssues,
  test,
  untilMotionEnds,
  type ViewportName,
} from './browser';
import { repoRoot } from './server.mjs';
import { chooseFilter, createEditor, signInToConsole, staffCall } from './staff';

/**
 * The console's inbox at 390 and 1280 px, as a Delhi editor: a studio-visit request sent by a
 * listener is answered (Contacted, with a note), the list filters by status, the inbox exports as CSV, and a
 * Mumbai request never shows; a talent-hunt entry (a real MP3) is listened to in place and shortlisted.
 */
const DELHI = 1;
const VIEWPORTS: ViewportName[] = ['desktop', 'mobile'];
const px = (viewport: ViewportName) => (viewport === 'desktop' ? 1280 : 390);
const unique = () => Math.random().toString(36).slice(2, 8);

/** POST customer/request as a listener from their own address (the form's per-address limit). */
async function sendRequest(stationId: number, name: string, contactNumber: string, reason: string) {
  const response = await fetch(new URL('/api/customer/v1/request', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({
      requestType: 'studio_visit',
      name,
      contactNumber,
      stationDetail: { stationId },
      reason,
    }),
  });
  if (response.status !== 201) throw new Error(`request: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** A listener signs up, uploads a real MP3 and enters the talent hunt at Delhi, all through the API. */
async function enterTalentHunt(name: string, description: string) {
  const address = randomAddress();
  const listener = await createAccount(name, `talent-${Date.now()}-${unique()}@tarang.test`, 'Listen#2026x');
  const auth = { authorization: `Bearer ${listener.token}`, 'x-forwarded-for': address };
  const mp3 = await readFile(join(repoRoot, 'apps/server/seed-media/audio/episode-01.mp3'));
  const form = new FormData();
  form.append('file', new Blob([mp3], { type: 'audio/mpeg' }), 'my-audition.mp3');
  const upload = await fetch(new URL('/api/file/v1/file/upload', baseURL), {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const file = ((await upload.json()) as { data: { id: number } }).data;
  const categories = await getJson<{ data: { id: number; name: string }[] }>(
    '/api/master/v1/talent-hunt-category',
  );
  const category = categories.data[0];
  if (!category) throw new Error('the demo network has no talent-hunt category');
  const entry = await fetch(new URL('/api/customer/v1/talent-hunt/entries', baseURL), {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      stationId: DELHI,
      categoryId: category.id,
      name,
      mobile: '9812345678',
      description,
      fileId: file.id,
    }),
  });
  if (entry.status !== 201) throw new Error(`entry: ${entry.status} ${await entry.text()}`);
  return { id: ((await entry.json()) as { data: { id: number } }).data.id, category };
}

describe.concurrent('console inbox', () => {
  for (const viewport of VIEWPORTS) {
    test(`a Delhi editor answers a request and exports the inbox at ${px(viewport)} px`, async ({
      openPage,
      expect,
    }) => {
      const stations = await getStations();
      const mumbai = stations.find((station) => station.name.includes('Mumbai'));
      if (!mumbai) throw new Error('the demo network has no Mumbai station');
      const tag = `inbox${unique()}`;
      const name = `Asha ${tag}`;
      const elsewhere = `Ravi ${tag}`;
      const reason = `We would love to see the ${tag} studio with our college radio club.`;
      await sendRequest(DELHI, name, '9876543210', reason);
      await sendRequest(mumbai.id, elsewhere, '9123456780', reason);
      // The network admin's inbox has both: the editor's lacks one because of their station, not by chance.
      const all = await staffCall<{ data: { name: string }[] }>(
        'GET',
        `/api/customer/v1/staff/requests?search=${tag}`,
      );
      expect(all.data.map((request) => request.name).sort()).toEqual([name, elsewhere].sort());

      const editor = await createEditor([DELHI], 'Delhi Desk');
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/requests');
      await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
      await page.getByLabel('Search by name, number or reason').fill(tag);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      expect(await page.getByRole('row').filter({ hasText: tag }).count()).toBe(1);
      expect(await page.getByText(elsewhere).count()).toBe(0);
      expect(await row.getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe('tel:9876543210');
      expect(await row.textContent()).toMatch(/Studio visit.*Tarang Delhi.*New/);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'requests inbox' });

      // Open it, mark it Contacted with a note.
      await row.getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByText(reason).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'a request' });
      await page.getByLabel('Status').selectOption({ label: 'Contacted' });
      await page.getByLabel('Internal note').fill(`Called back; visit on Saturday (${tag}).`);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Request saved.').waitFor();
      await page.getByText(/by Delhi Desk$/).waitFor();

      // The inbox opens on New: the answered request has left it; the Contacted filter shows it.
      await page.getByRole('link', { name: '← Requests' }).click();
      await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
      await page.getByLabel('Search by name, number or reason').fill(tag);
      await page.getByText('No requests here yet').waitFor();
      await chooseFilter(page, 'Status', { label: 'Contacted' });
      await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('contacted');
      await row.waitFor();
      expect(await row.textContent()).toContain('Contacted');
      await session.settle();
      await expectNoAxeViolations(page, { label: 'requests inbox, Contacted' });

      // Export what the filters show: the server's file, with the request and its note.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^requests-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile(await download.path(), 'utf8');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toMatch(/^Id,Received \(IST\),Type,Status,Name/);
      expect(lines.slice(1)).toEqual([expect.stringContaining(`Studio visit,Contacted,${name},9876543210`)]);
      expect(lines[1]).toContain(`Called back; visit on Saturday (${tag}).`);
      expect(csv).not.toContain(elsewhere);
      await page.getByText(`Downloaded ${download.suggestedFilename()}.`).waitFor();
      expectNoIssues(session);
    });

    test(`a Delhi editor listens to a talent-hunt entry and shortlists it at ${px(viewport)} px`, async ({
      openPage,
      expect,
    }) => {
      const tag = `audition${unique()}`;
      const name = `Meera ${tag}`;
      // Plain text: what looks like markup is shown as typed, never run as HTML.
      const description = `I sing ghazals.\n<b>${tag}</b> is my stage name.`;
      const { category } = await enterTalentHunt(name, description);
      const editor = await createEditor([DELHI], 'Delhi Desk');
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/talent-hunt');
      await page.getByRole('heading', { level: 1, name: 'Talent Hunt' }).waitFor();
      const stationCells = page.locator('td[data-label="Station"]');
      await stationCells.first().waitFor();
      expect(new Set(await stationCells.allTextContents())).toEqual(new Set(['Tarang Delhi']));
      await page.getByLabel('Search by name, mobile or text').fill(tag);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      expect(await row.textContent()).toContain(category.name);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'talent-hunt entries' });

      // The categories' pages hang off this section.
      await page.getByRole('link', { name: 'Categories', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Talent-hunt categories' }).waitFor();
      await page.goBack();
      await row.waitFor();

      await row.getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByText(`<b>${tag}</b> is my stage name.`).waitFor();
      expect(await page.locator('b', { hasText: tag }).count()).toBe(0);

      // Listen in place: the audio element's signed URL answers, the browser reads its length and plays it.
      const audio = page.getByLabel(`Audition by ${name}`);
      const src = (await audio.getAttribute('src')) ?? '';
      expect(src).toMatch(/\/api\/file\/v1\/file\/\d+\/content\?expires=\d+&signature=/);
      expect((await page.request.get(src)).status()).toBe(200);
      await expect
        .poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration))
        .toBeGreaterThan(1);
      await audio.evaluate((element: HTMLAudioElement) => element.play());
      await expect
        .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
        .toBeGreaterThan(0);
      await audio.evaluate((element: HTMLAudioElement) => element.pause());
      await session.settle();
      await expectNoAxeViolations(page, { label: 'a talent-hunt entry' });

      await page.getByLabel('Status').selectOption({ label: 'Shortlisted' });
      await page.getByLabel('Internal note').fill('Lovely voice: call for the studio round.');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Entry saved.').waitFor();

      await page.getByRole('link', { name: '← Talent Hunt' }).click();
      await page.getByRole('heading', { level: 1, name: 'Talent Hunt' }).waitFor();
      await chooseFilter(page, 'Status', { label: 'Shortlisted' });
      await page.getByLabel('Search by name, mobile or text').fill(tag);
      await row.waitFor();
      // The list may show its cached page first; the filtered answer follows.
      await expect.poll(() => row.textContent()).toContain('Shortlisted');
      await session.settle();
      // The table is dimmed while the filtered list loads; axe reads its colours once it is not.
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      await untilMotionEnds(page);
      await expectNoAxeViolations(page, { label: 'talent-hunt entries, Shortlisted' });
      expectNoIssues(session);
    });
  }
});
