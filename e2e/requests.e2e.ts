import { randomBytes } from 'node:crypto';
import type { Profile } from '@tarang/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { createAccount, getProfiles, staffToken } from './api';
import {
  baseURL,
  expectNoAxeViolations,
  expectNoIssues,
  type Session,
  test,
  type ViewportName,
  visible,
  waitFor,
} from './browser';

// Requests: the request modal from each entry point (the footer's SEND US
// REQUEST and Let's Collab, an RJ page's Collab with {RJ}), each validation message in order, the station
// dropdown with search, the success and failure states, and what the server stored, read back as staff.

const DELHI = '/tarang-delhi-1';
const VIEWPORTS: ViewportName[] = ['mobile', 'desktop'];
/** The server's ceiling of requests per address in ten minutes (LIMITS.request.perAddress, decision 011). */
const REQUESTS_PER_ADDRESS = 50;

let rj: Profile;
beforeAll(async () => {
  rj = (await getProfiles(1))[0] as Profile;
});

// Each browser context sends from its own address (the server trusts X-Forwarded-For from its proxy), so the
// per-address request limit of one test does not touch another. TEST-NET-1, unused by the other files.
let nextHost = 1;
async function ownAddress(session: Session): Promise<string> {
  const address = `192.0.2.${nextHost++}`;
  await session.context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** A name of 9 characters no other test uses. */
const uniqueName = (first: string) => `${first} ${randomBytes(2).toString('hex')}`;

type StoredRequest = {
  id: number;
  requestType: string;
  name: string;
  contactNumber: string;
  stationDetail: { stationId: number; stationName: string };
  rjDetail: { profileId: string; profileName: string; stationId: number } | null;
  reason: string;
  status: string;
  subscriberId: number | null;
};

/** The stored request of `name`, read from the staff inbox (as the staff account of the e2e server). */
async function storedRequest(name: string, query: string): Promise<StoredRequest> {
  const token = await staffToken();
  return waitFor(
    async () => {
      const response = await fetch(
        new URL(`/api/customer/v1/staff/requests?${query}&pageSize=100`, baseURL),
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      if (!response.ok) throw new Error(`staff requests: ${response.status}`);
      const body = (await response.json()) as { data: StoredRequest[] };
      return body.data.find((request) => request.name === name);
    },
    (found) => found !== undefined,
    `the request of ${name} in the staff inbox`,
  ) as Promise<StoredRequest>;
}

/** The messages shown in the dialog: each field's message, not the reason's counter. */
async function shownMessages(dialog: Locator): Promise<string[]> {
  return dialog
    .locator('[aria-live="polite"]')
    .evaluateAll((nodes) =>
      nodes
        .map((node) => node.textContent?.trim() ?? '')
        .filter((text) => text && !/^\d+ \/ 250$/.test(text)),
    );
}

/** The text of the elements an element is described by (its message, the counter). */
async function descriptionOf(element: Locator): Promise<string> {
  return element.evaluate((node) =>
    (node.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

async function expectFocused(element: Locator, what: string) {
  await waitFor(
    () => element.evaluate((node) => node === document.activeElement),
    (focused) => focused,
    `the focus on ${what}`,
  );
}

/** Submits and expects exactly one message, under `field`, which has the focus. */
async function submitAndExpect(dialog: Locator, field: string, message: string) {
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await waitFor(
    async () => (await shownMessages(dialog)).join('|'),
    (shown) => shown === message,
    `only "${message}" (under ${field})`,
  );
  const input = dialog.getByLabel(field, { exact: true });
  expect(await descriptionOf(input)).toContain(message);
  await expectFocused(input, field);
  // Scrolled into view: the field is inside the dialog's visible area.
  expect(
    await input.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }),
  ).toBe(true);
}

/** axe on the open modal (the page behind it is inert, and checked by the shell's own tests). */
async function checkA11y(session: Session, label: string) {
  await session.settle();
  await expectNoAxeViolations(session.page, { label, include: '[role="dialog"]' });
}

async function openFromFooter(page: Page, button: string, title: string): Promise<Locator> {
  await page.getByRole('contentinfo').getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  return dialog;
}

async function fill(dialog: Locator, values: { name?: string; mobile?: string; reason?: string }) {
  if (values.name !== undefined) await dialog.getByLabel('Name', { exact: true }).fill(values.name);
  if (values.mobile !== undefined) await dialog.getByLabel('Mobile', { exact: true }).fill(values.mobile);
  if (values.reason !== undefined) await dialog.getByLabel('Reason', { exact: true }).fill(values.reason);
}

async function expectSuccess(session: Session, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  const banner = dialog.getByRole('status').filter({ hasText: 'Request submitted successfully' });
  await banner.waitFor();
  expect(await dialog.getByRole('button', { name: 'Submit' }).count()).toBe(0);
  await checkA11y(session, 'request modal, success');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe.concurrent('request modal', () => {
  for (const viewport of VIEWPORTS) {
    test(`studio visit from the footer: every message in order, the station search, success (${viewport})`, async ({
      openPage,
    }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      await ownAddress(session);
      const name = uniqueName('Asha');
      await page.goto(`${DELHI}/home`);
      const requestButton = page.getByRole('contentinfo').getByRole('button', { name: 'SEND US REQUEST' });
      const dialog = await openFromFooter(page, 'SEND US REQUEST', 'Studio Visit');
      // The modal animates in 0.3 s; the current station is preselected.
      expect(await dialog.evaluate((node) => getComputedStyle(node).animationDuration)).toBe('0.3s');
      const station = dialog.getByRole('button', { name: /^Station / });
      await visible(dialog.getByRole('button', { name: 'Station Tarang Delhi' })).waitFor();
      await checkA11y(session, 'request modal, empty');

      await submitAndExpect(dialog, 'Name', 'Username is required');
      await fill(dialog, { name: 'As' });
      await submitAndExpect(dialog, 'Name', 'Username must be at least 3 characters');
      await fill(dialog, { name: `  ${name}  ` });
      await submitAndExpect(dialog, 'Mobile', 'Mobile is required');
      const mobile = dialog.getByLabel('Mobile', { exact: true });
      await mobile.pressSequentially('ab5c1-');
      expect(await mobile.inputValue()).toBe('51');
      await submitAndExpect(dialog, 'Mobile', 'Should start with 6, 7, 8, or 9');
      await fill(dialog, { mobile: '98765' });
      await submitAndExpect(dialog, 'Mobile', 'Should be 10 digits');
      await mobile.pressSequentially('43210 99');
      expect(await mobile.inputValue()).toBe('9876543210');
      await submitAndExpect(dialog, 'Reason', 'Reason is required');
      await checkA11y(session, 'request modal, a message shown');

      const reason = dialog.getByLabel('Reason', { exact: true });
      expect(await descriptionOf(reason)).toContain('0 / 250');
      await reason.pressSequentially('  Live show!  ');
      expect(await descriptionOf(reason)).toContain('14 / 250');
      await reason.fill(`  ${'r'.repeat(300)}`);
      expect(await reason.inputValue()).toHaveLength(250);
      expect(await descriptionOf(reason)).toContain('250 / 250');
      await reason.fill('  Our school band would love to watch the morning show live.  ');

      // The station dropdown with search: 20 characters at most, 'No matching for …', then Mumbai.
      await station.click();
      const search = dialog.getByRole('combobox', { name: 'Search stations' });
      await search.waitFor();
      await expectFocused(search, 'the station search');
      expect(await search.getAttribute('maxlength')).toBe('20');
      expect(
        await dialog
          .getByRole('listbox', { name: 'Stations' })
          .evaluate((node) => getComputedStyle(node).maxHeight),
      ).toBe('250px');
      await search.pressSequentially('zzz');
      await dialog.getByText('No matching for zzz', { exact: true }).waitFor();
      await checkA11y(session, 'request modal, station search');
      await search.fill('mum');
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Station Tarang Mumbai' }).waitFor();
      await expectFocused(dialog.getByRole('button', { name: 'Station Tarang Mumbai' }), 'the station field');

      await expectSuccess(session, dialog);
      await expectFocused(requestButton, 'SEND US REQUEST');
      expect(await storedRequest(name, 'stationId=2&requestType=studio_visit')).toMatchObject({
        requestType: 'studio_visit',
        name,
        contactNumber: '9876543210',
        stationDetail: { stationId: 2, stationName: 'Tarang Mumbai' },
        rjDetail: null,
        reason: 'Our school band would love to watch the morning show live.',
        status: 'new',
        subscriberId: null,
      });

      // A fresh form next time, and Escape closes it.
      const again = await openFromFooter(page, 'SEND US REQUEST', 'Studio Visit');
      expect(await again.getByLabel('Name', { exact: true }).inputValue()).toBe('');
      expect(await again.getByLabel('Mobile', { exact: true }).inputValue()).toBe('');
      await again.getByRole('button', { name: 'Station Tarang Delhi' }).waitFor();
      await page.keyboard.press('Escape');
      await again.waitFor({ state: 'hidden' });
      expectNoIssues(session);
    });

    test(`let's collab from the footer, signed in: a backdrop click closes it, then success (${viewport})`, async ({
      openPage,
    }) => {
      const name = uniqueName('Kabir');
      const user = await createAccount(
        name,
        `collab-${randomBytes(4).toString('hex')}@example.in`,
        'Radio#2025',
      );
      const session = await openPage({ viewport, storage: { 'tarang.user': JSON.stringify(user) } });
      const { page } = session;
      await ownAddress(session);
      await page.goto(`${DELHI}/home`);
      let dialog = await openFromFooter(page, "Let's Collab", "Let's Collab");
      // The signed-in listener's name is filled in.
      expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
      await checkA11y(session, "let's collab modal");
      await fill(dialog, { mobile: '7012345678' });
      await page.mouse.click(8, 8); // the backdrop, above the sheet on a phone, beside the card on a desktop
      await dialog.waitFor({ state: 'hidden' });

      dialog = await openFromFooter(page, "Let's Collab", "Let's Collab");
      expect(await dialog.getByLabel('Mobile', { exact: true }).inputValue()).toBe('');
      await fill(dialog, { mobile: '7012345678', reason: 'A podcast about street food.' });
      await expectSuccess(session, dialog);
      expect(await storedRequest(name, 'stationId=1&requestType=lets_collab')).toMatchObject({
        requestType: 'lets_collab',
        name,
        contactNumber: '7012345678',
        stationDetail: { stationId: 1, stationName: 'Tarang Delhi' },
        rjDetail: null,
        reason: 'A podcast about street food.',
        subscriberId: user.id,
      });
      expectNoIssues(session);
    });

    test(`collab with an RJ from the RJ's page (${viewport})`, async ({ openPage }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      await ownAddress(session);
      const name = uniqueName('Meera');
      await page.goto(`${DELHI}/rjs/${rj.urlName}`);
      const collab = page
        .getByRole('main')
        .getByRole('button', { name: `Collab with ${rj.name}`, exact: true });
      await collab.click();
      let dialog = page.getByRole('dialog', { name: `Collab with ${rj.name}`, exact: true });
      await dialog.waitFor();
      await checkA11y(session, 'collab with an RJ');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expectFocused(collab, 'the collab button');

      await collab.click();
      dialog = page.getByRole('dialog', { name: `Collab with ${rj.name}`, exact: true });
      await fill(dialog, { name, mobile: '8123456789', reason: `A jingle with ${rj.name}.` });
      await expectSuccess(session, dialog);
      expect(await storedRequest(name, `stationId=${rj.stationId}&requestType=lets_collab`)).toMatchObject({
        requestType: 'lets_collab',
        name,
        stationDetail: { stationId: 1, stationName: 'Tarang Delhi' },
        rjDetail: { profileId: rj.profileId, profileName: rj.name, stationId: rj.stationId },
      });
      expectNoIssues(session);
    });

    test(`the server refusing keeps the form and says so (${viewport})`, async ({ openPage }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      const address = await ownAddress(session);
      // Spend this address's requests for the window (refused payloads count too), as a script would.
      for (let n = 0; n < REQUESTS_PER_ADDRESS; n++) {
        const response = await fetch(new URL('/api/customer/v1/request', baseURL), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: '{}',
        });
        expect(response.status).toBe(400);
      }
      await page.goto(`${DELHI}/home`);
      const dialog = await openFromFooter(page, 'SEND US REQUEST', 'Studio Visit');
      await fill(dialog, { name: 'Ravi Kumar', mobile: '9123456789', reason: 'Please let us visit.' });
      await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
      // Rate-limited (429): the listener is told when to try again, from Retry-After (not the general
      // 'Something went wrong! Please try again later.').
      await dialog
        .getByRole('alert')
        .filter({ hasText: /^Too many attempts\. Try again in \d+ (second|seconds|minute|minutes)\.$/ })
        .waitFor();
      expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Ravi Kumar');
      expect(await dialog.getByLabel('Mobile', { exact: true }).inputValue()).toBe('9123456789');
      expect(await dialog.getByLabel('Reason', { exact: true }).inputValue()).toBe('Please let us visit.');
      await dialog.getByRole('button', { name: 'Submit', exact: true }).waitFor();
      expect(await dialog.getByText('Request submitted successfully').count()).toBe(0);
      await checkA11y(session, 'request modal, failure');
      expectNoIssues(session, [/429 POST .*\/api\/customer\/v1\/request/, /status of 429/]);
    });
  }
});
