import { type StaffScheduleSlot, toUrlName } from '@tarang/contracts';
import type { Locator, Page } from 'playwright-core';
import { staffToken } from './api';
import { staffCall } from './staff';

/**
 * The console's Schedule in browser tests (staff-schedule.e2e.ts): a station of the test's own with an RJ, an
 * audio show and a podcast (so its slots and stream touch no station another test plays or reads), removed again
 * afterwards; and reading the week and the slot form.
 */
type Made = { data: { id: number } };
export type Fixture = {
  stationId: number;
  /** The station's address name on the listener site. */
  urlName: string;
  rj: string;
  show: string;
  podcast: string;
  ids: { profile: number; show: number; podcast: number };
  /** The admin's token for the fixture's calls: signing in for each one would hit the sign-in throttle. */
  token: string;
};

export async function makeStation(label: string): Promise<Fixture> {
  const token = await staffToken();
  const call = <T>(method: string, path: string, body?: unknown) => staffCall<T>(method, path, body, token);
  const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const name = `Tarang ${label} ${stamp}`;
  const station = await call<Made>('POST', '/api/station/v1/station', {
    name,
    frequency: '90.4 FM',
    color: '#1d3557',
    latitude: 26.9,
    longitude: 75.8,
  });
  const stationId = station.data.id;
  const rj = `RJ Meher ${stamp}`;
  const profile = await call<Made>('POST', '/api/profile/v1/profile', {
    stationId,
    name: rj,
    profileId: `rjmeher${stamp}`,
  });
  const show = `Subah Savera ${stamp}`;
  const podcast = `Shaam ki Baat ${stamp}`;
  const published = { stationId, status: 'published', description: '' };
  const [audio, cast] = await Promise.all([
    call<Made>('POST', '/api/media/v1/media', { ...published, title: show, mediaType: 'AudioShow' }),
    call<Made>('POST', '/api/media/v1/media', { ...published, title: podcast, mediaType: 'Podcast' }),
  ]);
  return {
    stationId,
    urlName: toUrlName(name, stationId),
    rj,
    show,
    podcast,
    ids: { profile: profile.data.id, show: audio.data.id, podcast: cast.data.id },
    token,
  };
}

/** Everything makeStation made, and the slots and the editor's role on it, gone again. */
export async function removeStation(fixture: Fixture, editorId?: number) {
  const call = <T>(method: string, path: string, body?: unknown) =>
    staffCall<T>(method, path, body, fixture.token);
  const slots = await call<{ data: StaffScheduleSlot[] }>(
    'GET',
    `/api/station/v1/staff/schedule?stationId=${fixture.stationId}`,
  );
  for (const slot of slots.data) await call('DELETE', `/api/station/v1/staff/schedule/${slot.id}`);
  if (editorId) await call('PATCH', `/api/customer/v1/staff/subscribers/${editorId}`, { role: 'listener' });
  await call('DELETE', `/api/media/v1/media/${fixture.ids.show}`);
  await call('DELETE', `/api/media/v1/media/${fixture.ids.podcast}`);
  await call('DELETE', `/api/profile/v1/profile/${fixture.ids.profile}`);
  await call('DELETE', `/api/station/v1/station/${fixture.stationId}`);
}

/** A slot added over the API (the tests that are not about adding one start from it). */
export const addSlot = (
  fixture: Fixture,
  slot: { weekday: number; start: string; end: string; mediaId: number; rjIds?: number[] },
) =>
  staffCall(
    'POST',
    '/api/station/v1/staff/schedule',
    { stationId: fixture.stationId, ...slot },
    fixture.token,
  );

/** The message under an invalid field: the first element its aria-describedby names (null when it is valid). */
export async function messageOf(page: Page, field: Locator): Promise<string | null> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const id = (await field.getAttribute('aria-describedby'))?.split(' ')[0];
  return page.locator(`[id="${id}"]`).textContent();
}

export const dayRegion = (page: Page, day: string) =>
  page.getByRole('region', { name: new RegExp(`^${day}`) });

/** Fills the slot form (the page is on it) and saves. */
export async function fillSlot(page: Page, slot: { start: string; end: string; show: string; day?: string }) {
  if (slot.day) await page.getByLabel('Day', { exact: true }).selectOption({ label: slot.day });
  await page.getByLabel('Start', { exact: true }).fill(slot.start);
  await page.getByLabel('End', { exact: true }).fill(slot.end);
  await page.getByLabel('Show', { exact: true }).selectOption({ label: slot.show });
  await page.getByRole('button', { name: 'Save' }).click();
}
