import type { Profile, Station } from '@tarang/contracts';
import { baseURL } from './browser';

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
