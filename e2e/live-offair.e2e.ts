import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_TEXT, type Station } from '@tarang/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { expectNoAxeViolations, expectNoIssues, test, visible, waitFor } from './browser';
import { audioState, nowPlayingOf, useExternalStream } from './live-station';

/**
 * A station whose stream does not answer: the player says "Station is off
 * air, retrying…" and keeps asking, with back-off, until the stream comes back, then plays with nothing
 * pressed. The stream is a small local server that first drops every connection, then serves a demo MP3.
 * Tarang Hyderabad: no other browser test plays it live; its built-in stream is restored afterwards.
 */

const STATION_NAME = 'Tarang Hyderabad';
const MP3 = readFileSync(new URL('../apps/server/seed-media/audio/episode-04.mp3', import.meta.url));

let server: Server;
let streamUrl: string;
let up = false;
/** When each request for the stream arrived while it was down. */
const refused: number[] = [];
let station: Station;
let switched: Awaited<ReturnType<typeof useExternalStream>> | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (!up) {
      refused.push(Date.now());
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': MP3.length });
    response.end(MP3);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  streamUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tarang-offair.mp3`;
  switched = await useExternalStream(STATION_NAME, streamUrl, 'mp3');
  station = switched.station;
}, 60_000);

afterAll(async () => {
  try {
    await switched?.restore();
  } finally {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
}, 60_000);

test('a stream that does not answer: "off air, retrying…", asked again with back-off, and it plays once it is back', async ({
  openPage,
}) => {
  await waitFor(
    () => nowPlayingOf(station.id),
    (data) => data.stream.url === streamUrl,
    'now-playing to give the station its dead stream',
    20_000,
  );
  const session = await openPage({ viewport: 'desktop' });
  const { page } = session;
  await page.goto(`/${station.urlName}/home`);
  const listen = visible(page.getByRole('button', { name: LIVE_TEXT.listenLive, exact: true })).first();
  await listen.click();

  const player = page.getByRole('region', { name: 'Audio player' });
  const offAir = visible(player.getByRole('status').filter({ hasText: LIVE_TEXT.offAir })).first();
  await offAir.waitFor({ timeout: 15_000 });
  await session.settle();
  await expectNoAxeViolations(page, { label: 'live stream off air, retrying' });

  // It keeps asking, and waits longer between attempts (back-off; the first waits are under 1 s and 2 s).
  const attempts = await waitFor(
    () => [...refused],
    (times) => times.length >= 4,
    'four attempts at the dead stream',
    30_000,
  );
  const gaps = attempts.slice(1).map((time, n) => time - (attempts[n] as number));
  expect(Math.max(...gaps), `gaps between attempts: ${gaps.join(', ')} ms`).toBeGreaterThan(250);
  expect(await listen.getAttribute('aria-pressed')).toBe('true');

  // The stream comes back: sound with nothing pressed, and the message goes.
  up = true;
  const started = await waitFor(
    () => audioState(page),
    (state) => !state.paused && state.currentTime > 0.5,
    'the stream to play once it answers again',
    40_000,
  );
  await waitFor(
    () => audioState(page),
    (state) => state.currentTime > started.currentTime + 2,
    'the stream to play on for 2 s',
    15_000,
  );
  await offAir.waitFor({ state: 'detached', timeout: 10_000 });
  expect(await listen.getAttribute('aria-pressed')).toBe('true');
  // Only the attempts the dead stream failed on purpose.
  expectNoIssues(session, [/tarang-offair\.mp3/, /Audio failed to load/]);
});
