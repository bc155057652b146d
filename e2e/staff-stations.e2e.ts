import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe } from 'vitest';
import { getJson, getStations } from './api';
import { expectNoAxeViolations, expectNoIssues, test, type ViewportName, waitFor } from './browser';
import { ADMIN, createEditor, signInToConsole, staffCall } from './staff';

/**
 * The console's stations at 390 and 1280 px. A network admin creates a station (the colour's live
 * contrast check refuses a light colour, as the server does; a dark one passes), sees it in the site's station
 * list, edits it, deactivates it (gone from the listener's list) and deletes it; a seeded station, whose colour
 * predates the contrast rule, still saves an edit of another field, and refuses to be deleted with what it has.
 * A Delhi editor sees only Tarang Delhi, to read.
 */
const DELHI = 1;
type Named = { id: number; name: string };

async function logo() {
  const path = join(mkdtempSync(join(tmpdir(), 'tarang-logo-')), 'logo.png');
  const image = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#1d3557' } })
    .png()
    .toBuffer();
  writeFileSync(path, image);
  return path;
}

/** A staff save, then the console's notice about it. */
async function save(page: Page, notice: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').filter({ hasText: notice }).waitFor();
}

const listedNames = async () => (await getStations()).map((station) => station.name);

describe.concurrent('console stations', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    const width = viewport === 'desktop' ? 1280 : 390;

    test(`a network admin creates, edits, deactivates and deletes a station at ${width} px`, async ({
      openPage,
      expect,
    }) => {
      const name = `Tarang Test ${viewport} ${Date.now() % 1_000_000}`;
      const [delhiState] = (await getJson<{ data: Named[] }>('/api/master/v1/state?isAll=true')).data.filter(
        (state) => state.name === 'Delhi',
      );
      if (!delhiState) throw new Error('the seed has no state Delhi');
      const [city] = (await getJson<{ data: Named[] }>(`/api/master/v1/city?stateId=${delhiState.id}`)).data;
      if (!city) throw new Error('the seed has no city in Delhi');

      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, ADMIN, '/stations');
      await page.getByRole('heading', { level: 1, name: 'Stations' }).waitFor();
      await page.getByRole('link', { name: 'Tarang Delhi', exact: true }).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'stations list' });

      await page.getByRole('link', { name: 'New station' }).click();
      await page.getByRole('heading', { level: 1, name: 'New station' }).waitFor();
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Frequency').fill('88.8 FM');
      await page.getByLabel('Tagline').fill('A test of the airwaves');

      // A light colour: the check says so while it is typed (politely announced), and Save is refused.
      const hex = page.getByLabel('Colour', { exact: true });
      await hex.fill('#ffd166');
      const check = page.getByText(/^Contrast \d+\.\d\d:1 — /);
      await expect
        .poll(() => check.textContent())
        .toBe('Contrast 1.44:1 — too low for white text, choose a darker colour');
      expect(await check.getAttribute('aria-live')).toBe('polite');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('color');
      expect(await hex.getAttribute('aria-invalid')).toBe('true');
      await page.getByText('Latitude must be a number').waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'new station with errors' });
      // The server refuses it too.
      await expect(
        staffCall('POST', '/api/station/v1/station', {
          name,
          frequency: '88.8 FM',
          color: '#ffd166',
          latitude: 28.5,
          longitude: 77.3,
        }),
      ).rejects.toThrow(/400 .*White text on this colour has a contrast of 1\.44:1/);

      // A dark one passes: typed on a desktop, picked with the colour picker on a phone.
      if (viewport === 'desktop') await hex.fill('#1d3557');
      else await page.getByLabel('Pick the colour').fill('#1d3557');
      await expect.poll(() => hex.inputValue()).toBe('#1d3557');
      await expect.poll(() => check.textContent()).toBe('Contrast 12.36:1 — passes');

      await page.getByLabel('Logo: choose file').setInputFiles(await logo());
      await page.getByRole('img', { name: 'Logo (the file now)' }).waitFor();
      await page.getByLabel('Address', { exact: true }).fill('2 Test Lane, Connaught Place');
      await page.getByLabel('State').selectOption({ label: delhiState.name });
      await page.getByLabel('City').getByRole('option', { name: city.name }).waitFor({ state: 'attached' });
      await page.getByLabel('City').selectOption({ label: city.name });
      await page.getByLabel('PIN code').fill('110001');
      await page.getByLabel('Phone number').fill('011 4094 3888');
      await page.getByLabel('WhatsApp number').fill('98100 94388');
      await page.getByLabel('E-mail').fill('Test@Tarang.example');
      await page.getByLabel('WhatsApp channel link').fill('https://whatsapp.com/channel/0029VaTest888');
      await page.getByRole('button', { name: 'Add a social link' }).click();
      await page.getByLabel('Facebook link').fill('https://www.facebook.com/tarangtest');
      await page.getByLabel('Latitude').fill('28.5');
      await page.getByLabel('Longitude').fill('77.3');
      expect(await page.getByRole('link', { name: /Find on map/ }).getAttribute('href')).toBe(
        'https://www.openstreetmap.org/?mlat=28.5&mlon=77.3#map=15/28.5/77.3',
      );
      await save(page, 'Station created.');
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/staff\/stations\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await expect.poll(() => page.getByLabel('Phone number').inputValue()).toBe('+91 11 4094 3888');

      // The site's station list has it (the header's station picker on a desktop).
      const listed = (await getStations()).find((station) => station.id === id);
      expect(listed).toMatchObject({
        name,
        frequency: '88.8 FM',
        color: '#1d3557',
        whatsappNumber: '+91 98100 94388',
      });
      expect(listed?.socialMediaLink).toEqual([
        expect.objectContaining({ platformName: 'Facebook', url: 'https://www.facebook.com/tarangtest' }),
      ]);
      if (viewport === 'desktop') {
        const site = await openPage({ viewport });
        await site.page.goto(`/${listed?.urlName ?? ''}/home`);
        await site.page
          .getByRole('banner')
          .getByRole('button', { name: `Station: ${name}`, exact: true })
          .click();
        await site.page.getByRole('listbox', { name: 'Stations' }).getByRole('option', { name }).waitFor();
        expectNoIssues(site);
      }

      // Edit the tagline.
      await page.getByLabel('Tagline').fill('Now with a new tagline');
      await save(page, 'Station saved.');
      await waitFor(
        async () => (await getStations()).find((station) => station.id === id)?.tagline,
        (tagline) => tagline === 'Now with a new tagline',
        'the new tagline on the site',
      );

      // Deactivate: kept in the console, gone from the listener's list.
      await page.getByLabel('Active', { exact: true }).uncheck();
      await save(page, 'Station saved.');
      await page.getByText('Inactive', { exact: true }).first().waitFor();
      expect(await listedNames()).not.toContain(name);
      expect(await page.getByRole('link', { name: 'Preview on the site' }).count()).toBe(0);

      // Delete, after saying yes.
      await page.getByRole('button', { name: 'Delete station' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: `Delete “${name}”?` }).waitFor();
      await expectNoAxeViolations(page, { label: 'delete confirmation' });
      await dialog.getByRole('button', { name: 'Delete station' }).click();
      await page.getByRole('heading', { level: 1, name: 'Stations' }).waitFor();
      await page.getByRole('link', { name: 'Tarang Delhi', exact: true }).waitFor();
      expect(await page.getByRole('link', { name }).count()).toBe(0);
      await expect(staffCall('GET', `/api/station/v1/staff/stations/${id}`)).rejects.toThrow(/404/);

      // A seeded station's colour fails the rule, but it may stay: another field still saves.
      const seededId = viewport === 'desktop' ? 2 : 3;
      const seeded = (await getStations()).find((station) => station.id === seededId);
      if (!seeded) throw new Error(`station ${seededId} is not listed`);
      await page.getByRole('link', { name: seeded.name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: seeded.name }).waitFor();
      await expect.poll(() => check.textContent()).toMatch(/too low for white text/);
      await page.getByText('This colour was saved before the contrast rule').waitFor();
      await page.getByLabel('Tagline').fill(`${seeded.tagline} (edited)`);
      await save(page, 'Station saved.');
      await page.getByLabel('Tagline').fill(seeded.tagline);
      await save(page, 'Station saved.');
      expect((await getStations()).find((station) => station.id === seededId)?.tagline).toBe(seeded.tagline);
      // It has content: the delete is refused with what it has.
      await page.getByRole('button', { name: 'Delete station' }).click();
      await dialog.getByRole('button', { name: 'Delete station' }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: /^This station has \d+ shows?, .*: deactivate it instead$/ })
        .waitFor();
      await expectNoAxeViolations(page, { label: 'delete refused' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await listedNames()).toContain(seeded.name);

      await session.settle();
      expectNoIssues(session, [
        new RegExp(`409 DELETE .*/api/station/v1/station/${seededId}`),
        /status of 409 \(Conflict\) \(at .*\/api\/station\/v1\/station\//,
      ]);
    });

    test(`a Delhi editor reads their own station at ${width} px`, async ({ openPage, expect }) => {
      const editor = await createEditor([DELHI], 'Delhi Desk');
      const session = await openPage({ viewport });
      const { page } = session;
      await signInToConsole(page, editor, '/stations');
      await page.getByRole('heading', { level: 1, name: 'Stations' }).waitFor();
      const names = page.locator('td[data-label="Station"]');
      await names.first().waitFor();
      expect(await names.allTextContents()).toEqual(['Tarang Delhi']);
      expect(await page.getByRole('link', { name: 'New station' }).count()).toBe(0);
      await session.settle();
      await expectNoAxeViolations(page, { label: 'an editor’s stations' });

      await page.getByRole('link', { name: 'Tarang Delhi', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Tarang Delhi' }).waitFor();
      await page.getByText('Only a network admin can change a station’s details.').waitFor();
      for (const role of ['textbox', 'combobox', 'checkbox'] as const) {
        expect(await page.getByRole('main').getByRole(role).count()).toBe(0);
      }
      for (const button of ['Save', 'Delete station']) {
        expect(await page.getByRole('button', { name: button }).count()).toBe(0);
      }
      await page.getByText('94.3 FM', { exact: true }).waitFor();
      await session.settle();
      await expectNoAxeViolations(page, { label: 'an editor’s station' });
      expectNoIssues(session);
    });
  }
});
