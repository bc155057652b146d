import type { AuthUser, Profile, Station } from '@tarang/contracts';
import { randomAddress } from './address';
import { baseURL } from './browser';

export { randomAddress };

/** GET a JSON document of the server under test; fails on a non-2xx status. */
export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, baseURL));
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function getStations(): Promise<Station[]> {
  return (await getJson<{ data: Station[] }>('/api/station/v1/station')).data;
}

export async function getStation(id: number): Promise<Station> {
  return (await getJson<{ data: Station }>(`/api/station/v1/station/${id}`)).data;
}

/** The RJs of a station, in the API's order. */
export async function getProfiles(stationId: number): Promise<Profile[]> {
  return (await getJson<{ data: Profile[] }>(`/api/profile/v1/profile?stationId=${stationId}`)).data;
}

export type StationPageDoc = { stationId: number; page: string; title: string; body: string };

export async function getStationPage(stationId: number, page: string): Promise<StationPageDoc> {
  return (await getJson<{ data: StationPageDoc }>(`/api/station/v1/station/${stationId}/page/${page}`)).data;
}

/**
 * Creates a listener account through the API, as if from its own address (X-Forwarded-For; the e2e server
 * trusts it from 127.0.0.1), so tests that need accounts do not use up the per-address sign-up limit that the
 * browser-driven sign-ups count against.
 */
export async function createAccount(name: string, email: string, password: string): Promise<AuthUser> {
  const response = await fetch(new URL('/api/customer/v1/subscriber/signup', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({
      name,
      email,
      password,
      stationDetail: { stationId: 1, stationName: 'Tarang Delhi' },
    }),
  });
  if (!response.ok) throw new Error(`signup: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: AuthUser }).data;
}

/** The staff account the e2e server is started with (e2e/server.mjs). */
export const STAFF_EMAIL = 'staff@tarang.test';
export const STAFF_PASSWORD = 'Staff#2026x';

/** Signs in as staff over the API (from its own address) and answers the bearer token. */
export async function staffToken(): Promise<string> {
  const response = await fetch(new URL('/api/customer/v1/subscriber/login', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
  });
  if (!response.ok) throw new Error(`staff login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: AuthUser }).data.token;
}
