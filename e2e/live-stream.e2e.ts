import { expect } from 'vitest';
import { getStations } from './api';
import { baseURL, expectNoIssues, test } from './browser';

// The built-in playout's HLS stream as a player gets it: the playlist fetched twice, 10 s apart,
// moves on with the clock, and every segment of both decodes as real audio in Chromium's own decoder.

type PlaylistEntry = { uri: string; duration: number };

async function fetchPlaylist(stationId: number) {
  const response = await fetch(`${baseURL}/live/${stationId}/index.m3u8`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
  const lines = (await response.text()).trim().split('\n');
  expect(lines[0]).toBe('#EXTM3U');
  const sequence = Number(lines.find((line) => line.startsWith('#EXT-X-MEDIA-SEQUENCE:'))?.split(':')[1]);
  const entries: PlaylistEntry[] = [];
  lines.forEach((line, i) => {
    if (line.startsWith('#EXTINF:')) {
      entries.push({ duration: Number(line.slice(8).split(',')[0]), uri: lines[i + 1] as string });
    }
  });
  return { sequence, entries };
}

test('the live playlist advances with the clock and every segment decodes as audio', async ({ openPage }) => {
  const [station] = await getStations();
  if (!station) throw new Error('the demo network has no station');
  const first = await fetchPlaylist(station.id);
  expect(first.entries.length).toBe(6);
  // The issue's own measure: the same playlist 10 s later.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const second = await fetchPlaylist(station.id);
  const advanced = second.sequence - first.sequence;
  expect(advanced).toBeGreaterThanOrEqual(2);
  expect(advanced).toBeLessThanOrEqual(3);

  const entries = new Map<string, PlaylistEntry>();
  for (const entry of [...first.entries, ...second.entries]) entries.set(entry.uri, entry);
  expect(entries.size).toBe(6 + advanced);

  const session = await openPage();
  const { page } = session;
  // Any page of the server's origin: the segments are fetched and decoded by the page itself.
  await page.goto('/api/health');
  const base = `/live/${station.id}/`;
  const decoded = await page.evaluate(
    async ({ base, uris }) => {
      const results = [];
      for (const uri of uris) {
        const bytes = await (await fetch(base + uri)).arrayBuffer();
        const context = new OfflineAudioContext(1, 44_100, 44_100);
        const audio = await context.decodeAudioData(bytes);
        const samples = audio.getChannelData(0);
        let peak = 0;
        let energy = 0;
        for (const sample of samples) {
          peak = Math.max(peak, Math.abs(sample));
          energy += sample * sample;
        }
        results.push({ uri, duration: audio.duration, peak, rms: Math.sqrt(energy / samples.length) });
      }
      return results;
    },
    { base, uris: [...entries.keys()] },
  );

  for (const segment of decoded) {
    const listed = entries.get(segment.uri);
    expect(segment.duration, segment.uri).toBeGreaterThan((listed?.duration ?? 0) - 0.05);
    expect(segment.duration, segment.uri).toBeLessThan((listed?.duration ?? 0) + 0.05);
    expect(segment.peak, `${segment.uri} is silent`).toBeGreaterThan(0.01);
    expect(segment.rms, `${segment.uri} is silent`).toBeGreaterThan(0.001);
  }
  expectNoIssues(session);
}, 45_000);
