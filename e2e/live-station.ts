import type { NowPlaying, Station } from '@tarang/contracts';
import type { Page } from 'playwright-core';
import { getJson, getStations } from './api';
import { staffCall } from './staff';

/** The live tests' shared pieces: what a station has on air, the site's <audio> element, an external stream. */

export const nowPlayingOf = async (stationId: number) =>
  (await getJson<{ data: NowPlaying }>(`/api/station/v1/station/${stationId}/now-playing`)).data;

export type AudioState = { count: number; src: string; currentTime: number; paused: boolean };

/** The site's <audio> element (and how many there are), as the listener hears it. */
export const audioState = (page: Page): Promise<AudioState> =>
  page.evaluate(() => {
    const all = document.querySelectorAll('audio');
    const element = all[0];
    if (!element) throw new Error('no <audio> element');
    return {
      count: all.length,
      src: element.currentSrc,
      currentTime: element.currentTime,
      paused: element.paused,
    };
  });

type StationForm = { version: number; streamUrl?: string; streamType?: string };
const readForm = async (id: number) =>
  (await staffCall<{ data: StationForm }>('GET', `/api/station/v1/staff/stations/${id}`)).data;

/**
 * Points a seeded station at an external stream through the admin's console API; `restore` puts back what it
 * streamed before (call it in afterAll). Each test file picks a station no other browser test plays live.
 */
export async function useExternalStream(stationName: string, streamUrl: string, streamType: string) {
  const station: Station | undefined = (await getStations()).find(
    (candidate) => candidate.name === stationName,
  );
  if (!station) throw new Error(`the seed has no station ${stationName}`);
  const form = await readForm(station.id);
  const original = { streamUrl: form.streamUrl ?? '', streamType: form.streamType ?? 'mp3' };
  await staffCall('PATCH', `/api/station/v1/station/${station.id}`, {
    streamUrl,
    streamType,
    version: form.version,
  });
  return {
    station,
    /** What the station streamed before the switch. */
    original,
    async restore() {
      const { version } = await readForm(station.id);
      await staffCall('PATCH', `/api/station/v1/station/${station.id}`, { ...original, version });
    },
  };
}
