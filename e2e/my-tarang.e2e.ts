import { randomBytes } from 'node:crypto';
import type { AuthUser, Episode, ListeningEntry, MediaItem } from '@tarang/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, vi } from 'vitest';
import { createAccount, getJson, randomAddress } from './api';
import {
  baseURL,
  expectNoAxeViolations,
  expectNoIssues,
  type OpenPageOptions,
  type Session,
  test,
  type ViewportName,
  visible,
  waitFor,
  waitForPath,
} from './browser';

// My Tarang: continue listening saved to the account while playing and on pause, resumed on
// another device; recently played; following a show (My Tarang lists it, its newest episode leads home); a
// guest's sign-in prompt with this browser's own continue listening; the way in from the user menu and the
// phone's bottom bar; the page in Hindi. Against the real server and database, at 390 and 1280 px.

const DELHI = '/tarang-delhi-1';
const MY_TARANG = `${DELHI}/my-tarang`;
const USER_KEY = 'tarang.user';
const PASSWORD = 'Radio#2025';
const VIEWPORTS: ViewportName[] = ['mobile', 'desktop'];

// Continue listening waits for the real ten-second save while an episode plays, on two devices.
vi.setConfig({ testTimeout: 120_000 });

/** The show whose longest episode is the longest (the demo's episodes are 25–72 s MP3s). */
let show: MediaItem;
let episode: Episode;
/** Another show to follow, with its newest episode. */
let followed: MediaItem;
let followedNewest: Episode;

beforeAll(async () => {
  const shows = (await getJson<{ data: MediaItem[] }>('/api/media/v1/media?stationId=1&mediaType=AudioShow'))
    .data;
  const withEpisodes = await Promise.all(
    shows.map(async (item) => ({
      item,
      episodes: (await getJson<{ data: Episode[] }>(`/api/media/v1/media/${item.id}/episodes?pageSize=100`))
        .data,
    })),
  );
  const longest = withEpisodes
    .flatMap(({ item, episodes }) => episodes.map((one) => ({ item, one })))
    .sort((a, b) => b.one.duration - a.one.duration)[0];
  if (!longest) throw new Error('no episodes in the demo network');
  show = longest.item;
  episode = longest.one;
  // A podcast to follow: its newest episode is what "New from shows you follow" leads with.
  const podcasts = (await getJson<{ data: MediaItem[] }>('/api/media/v1/media?stationId=1&mediaType=Podcast'))
    .data;
  followed = podcasts.find((item) => item.episodeCount > 0) as MediaItem;
  followedNewest = (
    await getJson<{ data: Episode[] }>(`/api/media/v1/media/${followed.id}/episodes?pageSize=1`)
  ).data[0] as Episode;
  expect(episode.duration).toBeGreaterThan(40);
});

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.in`;

/** A second sign-in of the same account (another device): its own session and tokens. */
async function logIn(email: string): Promise<AuthUser> {
  const response = await fetch(new URL('/api/customer/v1/subscriber/login', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: AuthUser }).data;
}

/** The account's continue-listening list, as the API answers it. */
async function continueListening(user: AuthUser): Promise<ListeningEntry[]> {
  const response = await fetch(new URL('/api/library/v1/positions', baseURL), {
    headers: { authorization: `Bearer ${user.token}` },
  });
  if (!response.ok) throw new Error(`positions: ${response.status}`);
  return ((await response.json()) as { data: ListeningEntry[] }).data;
}

/** The <audio> element's place and state. */
const audio = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('audio');
    if (!element) throw new Error('no <audio> element');
    return { src: element.currentSrc || element.src, time: element.currentTime, paused: element.paused };
  });

const player = (page: Page) => page.getByRole('region', { name: 'Audio player' });
const button = (scope: Locator | Page, name: string | RegExp) =>
  visible(scope.getByRole('button', { name, exact: typeof name === 'string' })).first();

/** A session that waits up to 30 s for what it looks for: these tests play real audio on a shared, busy machine. */
async function patient(
  openPage: (options?: OpenPageOptions) => Promise<Session>,
  options?: OpenPageOptions,
): Promise<Session> {
  const session = await openPage(options);
  session.context.setDefaultTimeout(30_000);
  return session;
}

async function checkA11y(session: Session, label: string) {
  await session.settle();
  await expectNoAxeViolations(session.page, { label });
}

/** "4:05" as My Tarang writes a place. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

describe.concurrent('continue listening follows the account', () => {
  test.for(VIEWPORTS)(
    'saves while playing and on pause, and resumes on another device (%s)',
    async (viewport, { openPage }) => {
      const email = uniqueEmail('continue');
      const user = await createAccount('Kavya Menon', email, PASSWORD);
      const phone = await patient(openPage, { viewport, storage: { [USER_KEY]: JSON.stringify(user) } });
      const { page } = phone;
      await page.goto(`${DELHI}/audio/${show.urlName}`);
      await button(page.getByRole('main'), `Play ${episode.title}`).click();
      await waitFor(
        () => audio(page),
        (state) => state.src.endsWith(episode.src) && !state.paused && state.time > 0.5,
        'the episode playing',
        15_000,
      );
      // Saved every ten seconds while it plays: the account has it before anything is paused.
      const whilePlaying = await waitFor(
        () => continueListening(user),
        (entries) => entries.some((entry) => entry.episodeId === episode.id && entry.position >= 5),
        'a save while playing',
        20_000,
      );
      expect((await audio(page)).paused).toBe(false);
      expect(whilePlaying[0]).toMatchObject({ episodeId: episode.id, finished: false });

      // And at once on pause, at the second it stopped.
      await button(player(page), 'Pause').click();
      const stopped = await waitFor(
        () => audio(page),
        (state) => state.paused,
        'paused',
      );
      const [saved] = await waitFor(
        () => continueListening(user),
        (entries) => Math.abs((entries[0]?.position ?? 0) - stopped.time) < 1,
        'the save on pause',
      );
      expect(saved?.episode.title).toBe(episode.title);
      expectNoIssues(phone);

      // Another device, the same account: My Tarang lists the episode and resumes it there.
      const other = await patient(openPage, {
        viewport,
        storage: { [USER_KEY]: JSON.stringify(await logIn(email)) },
      });
      await other.page.goto(MY_TARANG);
      await other.page.getByRole('heading', { level: 1, name: 'My Tarang' }).waitFor();
      const list = other.page.getByRole('list', { name: 'Continue listening' });
      await list.getByRole('heading', { name: episode.title }).waitFor();
      const resume = list.getByRole('button', {
        name: `Resume from ${clock(saved?.position ?? 0)}, ${episode.title}`,
      });
      await resume.waitFor();
      await checkA11y(other, `My Tarang, signed in (${viewport})`);
      await resume.click();
      const resumed = await waitFor(
        () => audio(other.page),
        (state) => state.src.endsWith(episode.src) && !state.paused && state.time > 0,
        'the episode playing on the other device',
        15_000,
      );
      expect(resumed.time).toBeGreaterThanOrEqual((saved?.position ?? 0) - 0.5);
      expectNoIssues(other);
    },
  );

  test('playing a started episode from its show resumes at the saved place by itself', async ({
    openPage,
  }) => {
    const email = uniqueEmail('resume');
    const user = await createAccount('Arjun Das', email, PASSWORD);
    const saved = 20;
    const put = await fetch(new URL('/api/library/v1/positions', baseURL), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ episodeId: episode.id, position: saved, duration: episode.duration }),
    });
    expect(put.status).toBe(200);
    const session = await patient(openPage, { storage: { [USER_KEY]: JSON.stringify(await logIn(email)) } });
    const { page } = session;
    await page.goto(`${DELHI}/audio/${show.urlName}`);
    await button(page.getByRole('main'), `Play ${episode.title}`).click();
    const state = await waitFor(
      () => audio(page),
      (now) => now.src.endsWith(episode.src) && !now.paused && now.time >= saved,
      'the episode resumed at 0:20',
      15_000,
    );
    expect(state.time).toBeLessThan(saved + 10);
    expectNoIssues(session);
  });
});

describe.concurrent('following a show', () => {
  test.for(VIEWPORTS)(
    'lists it on My Tarang and leads home with its newest episode (%s)',
    async (viewport, { openPage }) => {
      const user = await createAccount('Ishaan Rao', uniqueEmail('follow'), PASSWORD);
      const session = await patient(openPage, { viewport, storage: { [USER_KEY]: JSON.stringify(user) } });
      const { page } = session;
      await page.goto(`${DELHI}/audio/${followed.urlName}`);
      const follow = page.getByRole('button', { name: `Follow ${followed.title}`, exact: true });
      await follow.waitFor();
      // The button is busy (and ignores a press) until the listener's follow state has arrived.
      await waitFor(
        () => follow.getAttribute('aria-busy'),
        (busy) => busy === null,
        'the follow state',
      );
      expect(await follow.getAttribute('aria-pressed')).toBe('false');
      await follow.click();
      await waitFor(
        () => follow.getAttribute('aria-pressed'),
        (pressed) => pressed === 'true',
        'Following',
      );
      expect(await follow.textContent()).toContain('Following');
      await checkA11y(session, `show page, following (${viewport})`);

      await page.goto(MY_TARANG);
      const shows = page.getByRole('list', { name: 'Shows you follow' });
      await shows.getByRole('link', { name: followed.title }).waitFor();
      await checkA11y(session, `My Tarang with a followed show (${viewport})`);

      await page.goto(`${DELHI}/home`);
      const row = page.getByRole('region', { name: 'New from shows you follow' });
      await row.getByRole('heading', { name: followedNewest.title }).first().waitFor();
      // On top of home: before the editors' picks.
      const [rowTop, picksTop] = await Promise.all([
        row.evaluate((element) => element.getBoundingClientRect().top),
        page
          .getByRole('heading', { level: 2, name: /^Editor.s choice$/ })
          .evaluate((element) => element.getBoundingClientRect().top),
      ]);
      expect(rowTop).toBeLessThan(picksTop);
      await checkA11y(session, `home with New from shows you follow (${viewport})`);

      // Unfollowing takes it off again.
      await page.goto(`${DELHI}/audio/${followed.urlName}`);
      await waitFor(
        () => follow.getAttribute('aria-pressed'),
        (pressed) => pressed === 'true',
        'the follow state (Following)',
      );
      await follow.click();
      await waitFor(
        () => follow.getAttribute('aria-pressed'),
        (pressed) => pressed === 'false',
        'Follow again',
      );
      // The button turns at once; the server's answer is awaited before the page is left (a new page load
      // would cancel the request).
      await session.settle();
      await page.goto(MY_TARANG);
      await page.getByText('You do not follow any show yet').waitFor();
      expectNoIssues(session);
    },
  );
});

describe.concurrent('a guest', () => {
  test.for(VIEWPORTS)(
    'is asked to log in and sees what this browser kept (%s)',
    async (viewport, { openPage }) => {
      const session = await patient(openPage, { viewport });
      const { page } = session;
      await page.goto(MY_TARANG);
      await page.getByRole('heading', { level: 2, name: 'Keep your place on every device' }).waitFor();
      await page.getByText('Nothing to continue yet').waitFor();
      await checkA11y(session, `My Tarang, guest (${viewport})`);

      // A guest's place is kept in the browser: played, paused, then listed with a way to resume.
      await page.goto(`${DELHI}/audio/${show.urlName}`);
      await button(page.getByRole('main'), `Play ${episode.title}`).click();
      await waitFor(
        () => audio(page),
        (state) => state.src.endsWith(episode.src) && state.time > 6,
        'the episode past 6 s',
        20_000,
      );
      await button(player(page), 'Pause').click();
      await waitFor(
        () => audio(page),
        (state) => state.paused,
        'paused',
      );
      await page.goto(MY_TARANG);
      const list = page.getByRole('list', { name: 'Continue listening' });
      await list.getByRole('heading', { name: episode.title }).waitFor();
      await page.getByText('On this device only: log in to take it with you.').waitFor();
      await checkA11y(session, `My Tarang, guest with a started episode (${viewport})`);

      await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
      await page.getByRole('dialog', { name: 'Log In and Listen with Tarang' }).waitFor();
      expectNoIssues(session);
    },
  );
});

describe.concurrent('the way in', () => {
  test('from the user menu (1280 px)', async ({ openPage }) => {
    const user = await createAccount('Neha Joshi', uniqueEmail('menu'), PASSWORD);
    const session = await patient(openPage, { storage: { [USER_KEY]: JSON.stringify(user) } });
    const { page } = session;
    await page.goto(`${DELHI}/home`);
    await page.getByRole('button', { name: 'Account menu for Neha Joshi' }).click();
    await page.getByRole('menuitem', { name: 'My Tarang' }).click();
    await waitForPath(page, MY_TARANG);
    await page.getByRole('heading', { level: 1, name: 'My Tarang' }).waitFor();
    expectNoIssues(session);
  });

  test('from the bottom bar (390 px)', async ({ openPage }) => {
    const session = await patient(openPage, { viewport: 'mobile' });
    const { page } = session;
    await page.goto(`${DELHI}/home`);
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    const link = bar.getByRole('link', { name: 'My Tarang' });
    // The sixth item fits the phone's bar: in the same row as Home, inside the viewport.
    const [box, home] = await Promise.all([
      link.boundingBox(),
      bar.getByRole('link', { name: 'Home' }).boundingBox(),
    ]);
    expect(box && home && Math.abs(box.y - home.y)).toBeLessThan(2);
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, { label: 'bottom bar with My Tarang' });
    await link.click();
    await waitForPath(page, MY_TARANG);
    await page.getByRole('heading', { level: 1, name: 'My Tarang' }).waitFor();
    expect(await link.getAttribute('aria-current')).toBe('page');
    expectNoIssues(session);
  });
});

test('My Tarang in Hindi', async ({ openPage }) => {
  const user = await createAccount('Ananya Gupta', uniqueEmail('hindi'), PASSWORD);
  const session = await patient(openPage, {
    viewport: 'mobile',
    storage: { [USER_KEY]: JSON.stringify(user), 'tarang.language': 'hi' },
  });
  const { page } = session;
  await page.goto(MY_TARANG);
  await page.getByRole('heading', { level: 1, name: 'मेरा Tarang' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  for (const name of ['सुनना जारी रखें', 'हाल ही में सुने गए', 'पसंदीदा', 'आपके फ़ॉलो किए शो']) {
    await page.getByRole('heading', { level: 2, name }).waitFor();
  }
  await page.getByText('अभी जारी रखने को कुछ नहीं है').waitFor();
  await page
    .getByRole('navigation', { name: /.+/ })
    .getByRole('link', { name: 'मेरा Tarang' })
    .first()
    .waitFor();
  await checkA11y(session, 'My Tarang in Hindi');
  expectNoIssues(session);
});
