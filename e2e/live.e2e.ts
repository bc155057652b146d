import { istDate, type NowPlaying, type ScheduleSlot, type Station } from '@tarang/contracts';
import type { Locator, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { getJson, getStations } from './api';
import {
  expectNoAxeViolations,
  expectNoIssues,
  type Session,
  test,
  type ViewportName,
  visible,
  waitFor,
  waitForPath,
} from './browser';
import { audioState, nowPlayingOf as nowPlayingFor } from './live-station';

/**
 * Live radio as a listener meets it, at 390 and 1280 px on the server's built-in
 * playout: "Listen live" (the header's station strip on a computer, the bottom bar on a phone) plays the
 * station's stream in the site's one <audio> element, which keeps time for 10 s; the player shows LIVE and the
 * show and RJs now-playing gives; a 5 s cut of /live/ is survived without pressing play; another station picked
 * while live plays its own stream; the home page's "On air now · Up next" strip and the Schedule page (today's
 * shows, the one on air marked) say what the API says. Nothing is mocked: the cut is the only fault, provoked
 * with page.route, and the only issues allowed are the requests it fails.
 */

const PLAYER = 'Audio player';
const LISTEN = 'Listen live';
const TEN_SECONDS = 10;
/** One journey may wait on the stream several times: longer than the 60 s default on a busy 2-core machine. */
const JOURNEY_MS = 100_000;

let delhi: Station;
let mumbai: Station;

beforeAll(async () => {
  const stations = await getStations();
  const named = (name: string) => {
    const found = stations.find((station) => station.name === name);
    if (!found) throw new Error(`the seed has no station ${name}`);
    return found;
  };
  delhi = named('Tarang Delhi');
  mumbai = named('Tarang Mumbai');
});

const nowPlayingOf = (station: Station) => nowPlayingFor(station.id);

const todayOf = async (station: Station) =>
  (
    await getJson<{ data: ScheduleSlot[] }>(
      `/api/station/v1/station/${station.id}/schedule?date=${istDate()}`,
    )
  ).data;

/** RJ names as the player writes them: "A", "A & B", "A, B & C". */
const namesOf = (rjs: { name: string }[]) =>
  rjs.length <= 1
    ? (rjs[0]?.name ?? '')
    : `${rjs
        .slice(0, -1)
        .map((rj) => rj.name)
        .join(', ')} & ${rjs.at(-1)?.name}`;

/** Every response of the station's built-in stream (playlist and segments), with when it arrived. */
function liveTraffic(page: Page) {
  const responses: { url: string; status: number; at: number }[] = [];
  page.on('response', (response: Response) => {
    if (/\/live\/\d+[/.]/.test(new URL(response.url()).pathname))
      responses.push({ url: response.url(), status: response.status(), at: Date.now() });
  });
  return {
    /** Successful answers for `stationId`'s stream since `since` (ms). */
    served: (stationId: number, since = 0) =>
      responses.filter(
        (r) => r.status < 400 && r.at >= since && new URL(r.url).pathname.startsWith(`/live/${stationId}`),
      ),
  };
}

/**
 * Waits until the element plays and its time has moved on by `seconds`, never paused on the way. With `reloads`
 * (after a cut), the player may have loaded the stream again by itself: a stall or a fatal hls.js error makes it
 * reload from the new live edge (features/player/live/follow.ts), which pauses the element for that moment and
 * starts its time again lower (seen on a slow CI run: 40.0 s before, 31.4 s after). The time must then move on
 * `seconds` from the last reload, playing.
 */
async function keepsTime(
  page: Page,
  seconds: number,
  what: string,
  timeout = 25_000,
  { reloads = false } = {},
) {
  const start = await waitFor(
    () => audioState(page),
    (state) => !state.paused && state.currentTime > 0,
    `${what}: the <audio> element to play`,
    timeout,
  );
  const pauses: number[] = [];
  let from = start.currentTime;
  let previous = start.currentTime;
  const reached = await waitFor(
    async () => {
      const state = await audioState(page);
      if (state.paused) pauses.push(state.currentTime);
      if (reloads && (state.paused || state.currentTime < previous)) from = state.currentTime;
      previous = state.currentTime;
      return state;
    },
    (state) => !state.paused && state.currentTime >= from + seconds,
    `${what}: currentTime to advance ${seconds} s from ${start.currentTime.toFixed(1)}${reloads ? ' or from a reload' : ''}`,
    timeout,
  );
  if (!reloads) expect(pauses, `${what}: the element paused at these times`).toEqual([]);
  expect(reached.count, 'the site has one <audio> element').toBe(1);
  return reached;
}

/** The visible "Listen live" a listener presses: the header's station strip, or the phone's bottom bar. */
const listenButton = (page: Page, viewport: ViewportName): Locator =>
  viewport === 'desktop'
    ? page.getByRole('banner').getByRole('button', { name: LISTEN, exact: true })
    : page
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('button', { name: LISTEN, exact: true });

const player = (page: Page) => page.getByRole('region', { name: PLAYER });

/** The player shows LIVE (no seek bar) and the show and RJs on air, as one of `answers` gave them. */
async function showsOnAir(page: Page, answers: NowPlaying[]) {
  const region = player(page);
  await visible(region.getByRole('status', { name: 'Live', exact: true }))
    .first()
    .waitFor();
  // A LIVE badge instead of the seek bar.
  expect(await region.getByRole('slider', { name: 'Playback position' }).count()).toBe(0);
  // The player names the show only once its start has been heard; a boundary between the two answers may
  // fall between them, so either answer's show (and RJs) is right.
  const shown = await waitFor(
    async () => (await region.innerText()).replace(/\s+/g, ' '),
    (text) => answers.some((answer) => !!answer.show && text.includes(answer.show.title)),
    'the player to show the show on air',
    15_000,
  );
  const answer = answers.find((candidate) => candidate.show && shown.includes(candidate.show.title));
  expect(answer, `one of ${answers.map((a) => a.show?.title).join(' / ')} in "${shown}"`).toBeTruthy();
  if (answer && answer.rjs.length > 0) expect(shown).toContain(namesOf(answer.rjs));
}

async function checkA11y(session: Session, label: string) {
  await session.settle(500, 15_000);
  await expectNoAxeViolations(session.page, { label });
}

/** Picks another station with the station picker (in the menu on a phone), keeping the page and the player. */
async function pickStation(page: Page, viewport: ViewportName, from: Station, to: Station) {
  if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu', exact: true }).click();
  const scope = viewport === 'mobile' ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('banner');
  await scope.getByRole('button', { name: `Station: ${from.name}`, exact: true }).click();
  await page
    .getByRole('combobox', { name: 'Search stations', exact: true })
    .or(page.getByRole('searchbox', { name: 'Search stations', exact: true }))
    .fill(to.name.split(' ').at(-1)?.slice(0, 3) ?? '');
  await page
    .getByRole('listbox', { name: 'Stations', exact: true })
    .getByRole('option', { name: to.name, exact: true })
    .click();
  await waitForPath(page, `/${to.urlName}/home`);
}

describe.concurrent('live radio', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    const width = viewport === 'desktop' ? 1280 : 390;

    test(
      `${width} px: "Listen live" plays the built-in stream for 10 s, shows LIVE, the show and RJs, and survives a 5 s cut`,
      async ({ openPage }) => {
        const session = await openPage({ viewport });
        const { page } = session;
        const traffic = liveTraffic(page);
        await page.goto(`/${delhi.urlName}/home`);
        const listen = listenButton(page, viewport);
        await listen.waitFor();
        expect(await listen.getAttribute('aria-pressed')).toBe('false');
        await checkA11y(session, `home, before listening (${width} px)`);

        const before = await nowPlayingOf(delhi);
        const pressedAt = Date.now();
        await listen.click();
        const sound = await waitFor(
          () => audioState(page),
          (state) => !state.paused && state.currentTime > 0,
          'the first sound of the live stream',
          25_000,
        );
        // The issue asks for this figure in the lead's note.
        console.info(`[live] ${width} px: "Listen live" to sound in ${Date.now() - pressedAt} ms`);
        expect(sound.currentTime).toBeGreaterThan(0);
        await keepsTime(page, TEN_SECONDS, `${width} px, Tarang Delhi live`);
        expect(
          traffic.served(delhi.id).length,
          'the built-in stream of Tarang Delhi was fetched',
        ).toBeGreaterThan(0);
        expect(await listen.getAttribute('aria-pressed')).toBe('true');
        await showsOnAir(page, [before, await nowPlayingOf(delhi)]);
        await checkA11y(session, `Tarang Delhi live, playing (${width} px)`);

        // The stream's address goes dark for 5 s: the player must come back by itself.
        let cut = 0;
        await page.route('**/live/**', (route) => {
          cut++;
          return route.abort();
        });
        await new Promise((done) => setTimeout(done, 5_000));
        await page.unroute('**/live/**');
        const restoredAt = Date.now();
        expect(cut, 'the player asked for the stream during the cut').toBeGreaterThan(0);
        await waitFor(
          () => traffic.served(delhi.id, restoredAt).length,
          (count) => count > 0,
          'the player to fetch the stream again after the cut',
          25_000,
        );
        // Nothing pressed: the element plays on, time moving again (from the player's own reload, if it made one).
        await keepsTime(page, 4, `${width} px, after the cut`, 30_000, { reloads: true });
        expect(await listen.getAttribute('aria-pressed')).toBe('true');
        await checkA11y(session, `Tarang Delhi live, after the cut (${width} px)`);
        // Only the requests the cut failed on purpose.
        expectNoIssues(session, [/\/live\/\d+/]);
      },
      JOURNEY_MS,
    );

    test(
      `${width} px: the home strip says what is on air; another station picked while live plays its stream; the schedule marks the show on air`,
      async ({ openPage }) => {
        const session = await openPage({ viewport });
        const { page } = session;
        const traffic = liveTraffic(page);
        await page.goto(`/${delhi.urlName}/home`);

        // "On air now · Up next" says what now-playing says.
        const strip = page.getByRole('region', { name: 'On air now · Up next' });
        const onAir = await nowPlayingOf(delhi);
        if (!onAir.show) throw new Error('the demo week leaves Tarang Delhi with nothing on air now');
        await strip.getByRole('link', { name: onAir.show.title, exact: true }).waitFor();
        expect(
          await strip.getByRole('link', { name: onAir.show.title, exact: true }).getAttribute('href'),
        ).toBe(`/${delhi.urlName}/audio/${onAir.show.urlName}`);
        for (const rj of onAir.rjs)
          expect(await strip.getByRole('link', { name: rj.name, exact: true }).getAttribute('href')).toBe(
            `/${delhi.urlName}/rjs/${rj.urlName}`,
          );
        await strip.getByText(/^\d{2}:\d{2}–\d{2}:\d{2} IST$/).waitFor();
        if (onAir.next) {
          await strip.getByText('Up next', { exact: true }).waitFor();
          await strip.getByRole('link', { name: onAir.next.show.title, exact: true }).waitFor();
        }
        await checkA11y(session, `home with the on-air strip (${width} px)`);

        // Live on Delhi, then Mumbai from the station picker: the page stays, the player moves to Mumbai.
        await listenButton(page, viewport).click();
        await keepsTime(page, 2, `${width} px, Tarang Delhi live`);
        await pickStation(page, viewport, delhi, mumbai);
        const mumbaiListen = listenButton(page, viewport);
        // Delhi plays on while the listener looks at Mumbai's page: Mumbai's button is not pressed yet.
        await waitFor(
          () => mumbaiListen.getAttribute('aria-pressed'),
          (pressed) => pressed === 'false',
          "Mumbai's Listen live to be unpressed",
        );
        expect((await audioState(page)).paused).toBe(false);
        const mumbaiBefore = await nowPlayingOf(mumbai);
        const switchedAt = Date.now();
        await mumbaiListen.click();
        await waitFor(
          () => traffic.served(mumbai.id, switchedAt).length,
          (count) => count > 0,
          "Tarang Mumbai's stream to be fetched",
          25_000,
        );
        await keepsTime(page, 4, `${width} px, Tarang Mumbai live`);
        expect(await mumbaiListen.getAttribute('aria-pressed')).toBe('true');
        await showsOnAir(page, [mumbaiBefore, await nowPlayingOf(mumbai)]);
        // Delhi's stream is let go: nothing of it is fetched once Mumbai plays.
        const mumbaiPlaying = Date.now();
        await keepsTime(page, 2, `${width} px, Tarang Mumbai live on`);
        expect(traffic.served(delhi.id, mumbaiPlaying), "Tarang Delhi's stream after the switch").toEqual([]);
        await checkA11y(session, `Tarang Mumbai live (${width} px)`);

        // The schedule: from the strip's "Full schedule" on a phone, from the main navigation on a computer.
        if (viewport === 'mobile')
          await page
            .getByRole('region', { name: 'On air now · Up next' })
            .getByRole('link', { name: 'Full schedule', exact: true })
            .click();
        else
          await page
            .getByRole('navigation', { name: 'Main', exact: true })
            .getByRole('link', { name: 'Schedule', exact: true })
            .click();
        await waitForPath(page, `/${mumbai.urlName}/schedule`);
        await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
        expect(
          await page.getByRole('tab', { name: 'Today', exact: true }).getAttribute('aria-selected'),
        ).toBe('true');
        const slots = await todayOf(mumbai);
        expect(slots.length, "Tarang Mumbai's shows today").toBeGreaterThan(0);
        const list = page.getByRole('list', { name: 'Shows today' });
        await list.waitFor();
        const rows = list.getByRole('listitem');
        expect(await rows.count()).toBe(slots.length);
        for (const [n, slot] of slots.entries()) {
          const row = rows.nth(n);
          expect(
            await row.getByRole('link', { name: slot.show.title, exact: true }).count(),
            slot.show.title,
          ).toBe(1);
          await row.getByText(`${slot.start}–${slot.end} IST`, { exact: true }).waitFor();
        }
        const current = await waitFor(
          async () => {
            const now = Date.now();
            const expected = slots.findIndex(
              (slot) => Date.parse(slot.startsAt) <= now && now < Date.parse(slot.endsAt),
            );
            const states = await rows.evaluateAll((items) =>
              items.map((item) => item.getAttribute('aria-current')),
            );
            return { expected, marked: states.filter((state) => state === 'true').length };
          },
          ({ expected, marked }) => expected >= 0 && marked === 1,
          'one show marked as on air',
        );
        const marked = rows.nth(current.expected);
        expect(await marked.getAttribute('aria-current')).toBe('true');
        await marked.getByText('On air now', { exact: true }).waitFor();
        // Listening goes on across the navigation.
        await keepsTime(page, 2, `${width} px, live on the schedule page`);
        await checkA11y(session, `Tarang Mumbai's schedule (${width} px)`);
        expectNoIssues(session);
      },
      JOURNEY_MS,
    );
  }
});
