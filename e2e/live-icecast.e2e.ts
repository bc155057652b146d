import type { Station } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { getStations } from './api';
import { expectNoAxeViolations, expectNoIssues, test, type ViewportName, visible, waitFor } from './browser';
import { type IcecastStream, startIcecast } from './icecast';
import { audioState, nowPlayingOf, useExternalStream } from './live-station';

/**
 * A station on a real streaming server: a private Icecast fed by ezstream with the demo MP3s
 * (e2e/icecast.ts). The network admin points Tarang Lucknow's external stream at its mount; now-playing answers
 * that stream and the title Icecast's status-json.xsl gives, and in Chromium "Listen live" plays the mount
 * itself (Icecast counts the listener) with the title in the player. Lucknow because no other browser test
 * plays it live; its built-in stream is restored afterwards.
 */

const STATION_NAME = 'Tarang Lucknow';

let icecast: IcecastStream;
let station: Station;
let switched: Awaited<ReturnType<typeof useExternalStream>> | undefined;

beforeAll(async () => {
  // No skip without Icecast: startIcecast() fails saying how to install it (.ci/run does in CI).
  icecast = await startIcecast();
  const found = (await getStations()).find((candidate) => candidate.name === STATION_NAME);
  if (!found) throw new Error(`the seed has no station ${STATION_NAME}`);
  station = found;
  // The seed gives every station the built-in playout: the switch below is what makes it external.
  expect((await nowPlayingOf(station.id)).stream.builtIn).toBe(true);
  switched = await useExternalStream(STATION_NAME, icecast.mountUrl, 'mp3');
}, 120_000);

afterAll(async () => {
  try {
    await switched?.restore();
  } finally {
    await icecast?.stop();
  }
}, 60_000);

/** The address without its query (a player may add one to reconnect past a cache). */
const withoutQuery = (url: string) => (url ? `${new URL(url).origin}${new URL(url).pathname}` : '');

test('now-playing gives the station the Icecast mount and the title status-json.xsl shows', async () => {
  // The server keeps a station's stream and an Icecast answer for a few seconds: wait for the new stream.
  const playing = await waitFor(
    () => nowPlayingOf(station.id),
    (data) => data.stream.url === icecast.mountUrl && data.title !== null,
    'now-playing to answer the Icecast mount with its title',
    20_000,
  );
  expect(playing.stream).toMatchObject({ url: icecast.mountUrl, type: 'mp3', builtIn: false });
  const mount = await icecast.readMount();
  expect(mount?.title).toBe(icecast.title);
  expect(playing.title).toBe(mount?.title);
});

describe.concurrent('"Listen live" plays the Icecast mount', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    const width = viewport === 'desktop' ? 1280 : 390;

    test(`at ${width} px: the mount plays, time advances, the player shows its title`, async ({
      openPage,
    }) => {
      await waitFor(
        () => nowPlayingOf(station.id),
        (data) => data.stream.url === icecast.mountUrl,
        'now-playing to answer the Icecast mount',
        20_000,
      );
      const session = await openPage({ viewport });
      const { page } = session;
      await page.goto(`/${station.urlName}/home`);
      // In the header on every width (a phone may also have it in its bottom bar: either is the same action).
      await visible(page.getByRole('button', { name: 'Listen live', exact: true }))
        .first()
        .click();

      const started = await waitFor(
        () => audioState(page),
        (state) => withoutQuery(state.src) === icecast.mountUrl && !state.paused && state.currentTime > 0.5,
        `the <audio> element to play ${icecast.mountUrl}`,
        20_000,
      );
      await waitFor(
        () => audioState(page),
        (state) =>
          withoutQuery(state.src) === icecast.mountUrl && state.currentTime > started.currentTime + 3,
        'the live stream to play on for 3 s',
        20_000,
      );
      // Icecast itself serves the sound: it counts the browser among the mount's listeners.
      const mount = await icecast.readMount();
      expect(mount?.listeners ?? 0).toBeGreaterThanOrEqual(1);

      const player = page.getByRole('region', { name: 'Audio player' });
      await visible(player.getByText(icecast.title)).first().waitFor({ timeout: 20_000 });

      await session.settle();
      await expectNoAxeViolations(page, { label: `live Icecast stream playing (${width} px)` });
      expectNoIssues(session);
    });
  }
});
