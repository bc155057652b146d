import { randomBytes } from 'node:crypto';
import type { AuthUser, ProfileDetail } from '@tarang/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { createAccount, getJson, getProfiles, staffToken } from './api';
import {
  baseURL,
  expectNoAxeViolations,
  expectNoIssues,
  pathOf,
  type Session,
  test,
  type ViewportName,
  waitFor,
  waitForPath,
} from './browser';

// Sections, part B: the RJ page with its gallery lightbox and videos, events (upcoming, past,
// detail), red lines (list with paging, article) and the talent hunt (categories, log-in call, the entry form with
// its messages and a real upload with a progress bar), at 390 and 1280 px, with axe on every state.

type EventDoc = { id: number; title: string; urlName: string; venue: string; registrationUrl: string | null };
type RedLineDoc = { id: number; title: string; urlName: string; author: string };
type Category = { id: number; name: string };
type List<T> = { data: T[]; total: number };

const STATIONS = [
  { id: 1, path: '/tarang-delhi-1' },
  { id: 2, path: '/tarang-mumbai-2' },
] as const;
const USER_KEY = 'tarang.user';
const PASSWORD = 'Radio#2025';

let categories: Category[];
beforeAll(async () => {
  categories = (await getJson<List<Category>>('/api/master/v1/talent-hunt-category')).data;
});

/** Waits until the locator's one element is visible (strict: two matches fail). */
const shown = (locator: Locator) => locator.waitFor({ state: 'visible' });

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.in`;
const until = <T>(read: () => Promise<T> | T, check: (value: T) => boolean, what: string) =>
  waitFor(read, check, what);

/** Drops the connection for requests to `pathname` (the page itself still loads) until the returned call. */
async function dropRequests(page: Page, pathname: string) {
  let offline = true;
  await page.route(
    (url) => url.pathname === pathname,
    (route) => (offline ? route.abort('internetdisconnected') : route.continue()),
  );
  return () => {
    offline = false;
  };
}

async function checkA11y(session: Session, label: string) {
  await session.settle();
  await expectNoAxeViolations(session.page, { label });
}

async function signIn(page: Page, user: AuthUser) {
  await page.addInitScript(
    ([key, value]) => {
      // Once per tab: a later sign-out in the test must not be undone by a reload.
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem(key as string, value as string);
      sessionStorage.setItem('seeded', '1');
    },
    [USER_KEY, JSON.stringify(user)],
  );
}

/** The visible messages under the form's fields. */
async function shownMessages(form: Locator): Promise<string[]> {
  return form.locator('[aria-live="polite"]').evaluateAll((nodes) =>
    nodes
      .filter((node) => !node.classList.contains('visually-hidden'))
      .map((node) => node.textContent?.trim() ?? '')
      .filter(Boolean),
  );
}

/** The label of the focused form control. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent ?? active?.getAttribute('aria-label') ?? null;
  });

/** A short mono 16-bit WAV (a 440 Hz tone), `seconds` long, as the bytes of a file. */
function wav(seconds: number, rate = 22_050): Buffer {
  const samples = Math.round(seconds * rate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8);
  buffer.write('fmt ', 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    buffer.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), 44 + i * 2);
  }
  return buffer;
}

describe.concurrent('every page of the sections, on two stations at 390 and 1280 px', () => {
  const cases = STATIONS.flatMap((station) =>
    (['mobile', 'desktop'] as ViewportName[]).map((viewport) => ({ station, viewport })),
  );

  test.for(cases)(
    'the RJ page of $station.path at $viewport',
    async ({ station, viewport }, { openPage }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      const [rj] = await getProfiles(station.id);
      if (!rj) throw new Error(`station ${station.id} has no RJ`);
      const profile = (await getJson<{ data: ProfileDetail }>(`/api/profile/v1/profile/${rj.profileId}`))
        .data;
      const shows = await getJson<List<{ title: string }>>(`/api/media/v1/media?rjId=${rj.profileId}`);
      const main = page.getByRole('main');

      // Portrait, bio, the shows they host, the gallery and the videos, and the collab action.
      await page.goto(`${station.path}/rjs/${rj.urlName}`);
      await shown(main.getByRole('heading', { level: 1, name: rj.name }));
      await shown(main.getByRole('img', { name: profile.imageAlt, exact: true }));
      await shown(main.getByText(profile.bio));
      await shown(main.getByRole('button', { name: `Collab with ${rj.name}` }));
      const showList = main.getByRole('list', { name: `Shows with ${rj.name}` });
      for (const show of shows.data) await shown(showList.getByRole('link', { name: show.title }));
      const count = profile.gallery.length;
      for (const [n, item] of profile.gallery.entries()) {
        const kind = item.mediaType === 'Video' ? 'Video' : 'Photo';
        await shown(
          main.getByRole('button', { name: `${kind} ${n + 1} of ${count}: ${item.imageAlt}`, exact: true }),
        );
      }
      expect(await main.getByRole('button', { name: / \d+ of \d+: / }).count()).toBe(count);
      // The videos: poster and a play button; nothing is fetched before the listener asks.
      const videos = main.getByRole('list', { name: `Videos with ${rj.name}` });
      for (const video of profile.videos) {
        const player = videos.getByLabel(video.title, { exact: true });
        expect(await player.evaluate((node) => [node.tagName, (node as HTMLVideoElement).preload])).toEqual([
          'VIDEO',
          'none',
        ]);
        await shown(videos.getByRole('button', { name: `Play video: ${video.title}` }));
      }
      await checkA11y(session, `RJ page ${station.path} ${viewport}`);
      expectNoIssues(session);
    },
  );

  test.for(cases)('events of $station.path at $viewport', async ({ station, viewport }, { openPage }) => {
    const session = await openPage({ viewport });
    const { page } = session;
    const upcoming = await getJson<List<EventDoc>>(
      `/api/event/v1/event?stationId=${station.id}&when=upcoming`,
    );
    const past = await getJson<List<EventDoc>>(`/api/event/v1/event?stationId=${station.id}&when=past`);
    const main = page.getByRole('main');

    // Upcoming first, past below, each a card leading to its page.
    await page.goto(`${station.path}/events`);
    await shown(main.getByRole('heading', { level: 1, name: 'Events' }));
    const upcomingList = main.getByRole('list', { name: 'Coming up' });
    const pastList = main.getByRole('list', { name: 'Past events' });
    await until(
      () => main.getByRole('heading', { level: 2 }).allTextContents(),
      (headings) => headings.join('|') === 'Coming up|Past events',
      'upcoming, then past',
    );
    await until(
      () => upcomingList.getByRole('heading', { level: 3 }).allTextContents(),
      (titles) => titles.join('|') === upcoming.data.map((e) => e.title).join('|'),
      'the upcoming events, soonest first',
    );
    await until(
      () => pastList.getByRole('heading', { level: 3 }).allTextContents(),
      (titles) => titles.join('|') === past.data.map((e) => e.title).join('|'),
      'the past events, most recent first',
    );
    if (past.total > 0) await shown(pastList.getByText('Ended').first());
    await checkA11y(session, `events ${station.path} ${viewport}`);

    // An event: date and time in India, venue, address, description, and registration opening in a new tab.
    const event = upcoming.data.find((e) => e.registrationUrl) ?? upcoming.data[0];
    if (!event) throw new Error('no upcoming event');
    await upcomingList.getByRole('link', { name: event.title, exact: true }).click();
    await waitForPath(page, `${station.path}/events/${event.urlName}`);
    await shown(main.getByRole('heading', { level: 1, name: event.title }));
    const facts = main.getByRole('complementary', { name: 'When and where' });
    await shown(facts.getByText(/ IST$/));
    await shown(facts.getByText(event.venue, { exact: true }));
    await shown(main.getByRole('heading', { name: 'About this event' }));
    if (event.registrationUrl) {
      const register = main.getByRole('link', { name: /^Register for / });
      expect(await register.getAttribute('href')).toBe(event.registrationUrl);
      expect(await register.getAttribute('target')).toBe('_blank');
      expect(await register.getAttribute('rel')).toContain('noopener');
    }
    await checkA11y(session, `event ${station.path} ${viewport}`);

    // A past event says so and offers no registration.
    const ended = past.data[0];
    if (ended) {
      await page.goto(`${station.path}/events/${ended.urlName}`);
      await shown(main.getByText('This event has ended'));
      expect(await main.getByRole('link', { name: /^Register/ }).count()).toBe(0);
      await checkA11y(session, `past event ${station.path} ${viewport}`);
    }
    expectNoIssues(session);
  });

  test.for(cases)(
    'red lines and talent hunt of $station.path at $viewport',
    async ({ station, viewport }, { openPage }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      const news = await getJson<List<RedLineDoc>>(
        `/api/content/v1/redline?stationId=${station.id}&pageSize=5`,
      );
      const main = page.getByRole('main');

      // The lead story and the rest, newest first; an article with its date and author.
      await page.goto(`${station.path}/redlines`);
      await shown(main.getByRole('heading', { level: 1, name: 'Red Lines News' }));
      await until(
        () => main.getByRole('heading', { level: 2 }).allTextContents(),
        (shown) => shown.join('|') === news.data.map((a) => a.title).join('|'),
        'the newest five stories in order',
      );
      await checkA11y(session, `red lines ${station.path} ${viewport}`);
      const article = news.data[1] ?? news.data[0];
      if (!article) throw new Error('no news');
      await main.getByRole('link', { name: article.title, exact: true }).click();
      await waitForPath(page, `${station.path}/redlines/${article.urlName}`);
      await shown(main.getByRole('heading', { level: 1, name: article.title }));
      await shown(main.getByText(/^Published \d{1,2} \w+ \d{4}$/));
      if (article.author) await shown(main.getByText(`By ${article.author}`));
      await shown(main.getByRole('heading', { name: 'More from Red Lines' }));
      await checkA11y(session, `article ${station.path} ${viewport}`);

      // Talent hunt, anonymous: the categories and a clear call to log in.
      await page.goto(`${station.path}/talent-hunt`);
      await shown(main.getByRole('heading', { level: 1, name: 'Talent Hunt' }));
      for (const category of categories) {
        await shown(main.getByRole('heading', { level: 3, name: category.name, exact: true }));
      }
      await shown(main.getByRole('heading', { name: 'Log in to send your entry' }));
      expect(await main.getByLabel('Mobile').count()).toBe(0);
      await checkA11y(session, `talent hunt ${station.path} ${viewport}`);
      await main.getByRole('button', { name: 'Log In to Enter' }).click();
      await shown(page.getByRole('dialog', { name: 'Log In and Listen with Tarang' }));
      await checkA11y(session, `talent hunt log-in dialog ${station.path} ${viewport}`);
      expectNoIssues(session);
    },
  );
});

describe('the RJ gallery', () => {
  test('opens in a lightbox that moves by keyboard and buttons and returns focus on Escape', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    // An RJ whose gallery mixes photos and a video.
    const rjs = [...(await getProfiles(1)), ...(await getProfiles(2))];
    let profile: ProfileDetail | undefined;
    for (const rj of rjs) {
      const detail = (await getJson<{ data: ProfileDetail }>(`/api/profile/v1/profile/${rj.profileId}`)).data;
      if (detail.gallery.some((item) => item.mediaType === 'Video') && detail.gallery.length >= 3) {
        profile = detail;
        break;
      }
    }
    if (!profile) throw new Error('no RJ with a video in the gallery');
    const station = STATIONS.find((s) => s.id === profile.stationId) ?? STATIONS[0];
    const items = profile.gallery;
    const count = items.length;
    const tileName = (n: number) =>
      `${items[n]?.mediaType === 'Video' ? 'Video' : 'Photo'} ${n + 1} of ${count}: ${items[n]?.imageAlt}`;

    await page.goto(`${station.path}/rjs/${profile.urlName}`);
    const first = page.getByRole('button', { name: tileName(0) });
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${profile.name}’s gallery` });
    await shown(dialog);
    const counter = dialog.getByText(/^\d+ of \d+$/);
    const at = async () => (await counter.textContent())?.trim();
    expect(await at()).toBe(`1 of ${count}`);
    await shown(dialog.getByRole('img', { name: items[0]?.imageAlt, exact: true }));
    await shown(dialog.getByText(items[0]?.imageAlt ?? '', { exact: true }));
    await checkA11y(session, 'gallery lightbox, photo');

    // Arrow keys move; the video plays in the lightbox with its controls.
    const videoIndex = items.findIndex((item) => item.mediaType === 'Video');
    for (let n = 0; n < videoIndex; n++) await page.keyboard.press('ArrowRight');
    await until(at, (text) => text === `${videoIndex + 1} of ${count}`, 'the video item');
    const video = dialog.getByLabel(items[videoIndex]?.imageAlt ?? '', { exact: true });
    await shown(video);
    expect(
      await video.evaluate((node) => node.tagName === 'VIDEO' && (node as HTMLVideoElement).controls),
    ).toBe(true);
    await video.evaluate((node) => (node as HTMLVideoElement).play());
    await until(
      () => video.evaluate((node) => (node as HTMLVideoElement).currentTime),
      (time) => time > 0,
      'the video to play',
    );
    await video.evaluate((node) => (node as HTMLVideoElement).pause());
    await checkA11y(session, 'gallery lightbox, video');

    await page.keyboard.press('ArrowLeft');
    await until(at, (text) => text === `${videoIndex} of ${count}`, 'one back');
    await page.keyboard.press('End');
    await until(at, (text) => text === `${count} of ${count}`, 'the last item');
    // Next from the last wraps to the first; Previous from the first to the last.
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await until(at, (text) => text === `1 of ${count}`, 'wrapped to the first');
    await dialog.getByRole('button', { name: 'Previous', exact: true }).click();
    await until(at, (text) => text === `${count} of ${count}`, 'wrapped to the last');

    // Focus stays inside the lightbox.
    for (let n = 0; n < 6; n++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    // Escape closes it and focus returns to the tile of the item last shown.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await until(
      () => page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      (label) => label === tileName(count - 1),
      'focus on the last item’s tile',
    );
    // The close button works too, and so does a click on a tile.
    await page.getByRole('button', { name: tileName(1) }).click();
    await until(at, (text) => text === `2 of ${count}`, 'the second item');
    await dialog.getByRole('button', { name: 'Close gallery' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(tileName(1));
    expectNoIssues(session);
  });
});

describe('paging and addresses', () => {
  test('the red lines list pages through the URL, and bad addresses show not-found', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    const station = STATIONS[0];
    const all = await getJson<List<RedLineDoc>>(
      `/api/content/v1/redline?stationId=${station.id}&pageSize=100`,
    );
    expect(all.total).toBeGreaterThan(5);
    const pages = Math.ceil(all.total / 5);
    const main = page.getByRole('main');
    const titles = () => main.getByRole('heading', { level: 2 }).allTextContents();

    await page.goto(`${station.path}/redlines`);
    const pager = main.getByRole('navigation', { name: 'News pages' });
    await shown(pager.getByText(`Page 1 of ${pages}`));
    await pager.getByRole('button', { name: 'Next' }).click();
    await until(
      titles,
      (shown) =>
        shown.join('|') ===
        all.data
          .slice(5, 10)
          .map((a) => a.title)
          .join('|'),
      'the second page of stories',
    );
    expect(new URL(page.url()).search).toBe('?page=2');
    await shown(pager.getByText(`Page 2 of ${pages}`));
    await checkA11y(session, 'red lines page 2');
    // Back returns to the first page.
    await page.goBack();
    await until(titles, (shown) => shown[0] === all.data[0]?.title, 'the first page again');
    expect(new URL(page.url()).search).toBe('');

    // A page past the end moves to the last page; a bad page number reads as page 1.
    await page.goto(`${station.path}/redlines?page=99`);
    await until(
      () => new URL(page.url()).search,
      (search) => search === `?page=${pages}`,
      'the last page',
    );
    await page.goto(`${station.path}/redlines?page=abc`);
    await shown(pager.getByText(`Page 1 of ${pages}`));

    // Addresses that name nothing.
    for (const path of [
      `${station.path}/events/not-an-event`,
      `${station.path}/events/gone-999999`,
      `${station.path}/redlines/gone-999999`,
      `${station.path}/rjs/nobody-zz9999`,
    ]) {
      await page.goto(path);
      await shown(main.getByRole('heading', { level: 1, name: 'Page not found' }));
      expect(pathOf(page)).toBe(path);
    }
    await checkA11y(session, 'not found');
    // Each of those pages answers 404 itself (rendered by the server), as a crawler must see it.
    expectNoIssues(session, [
      /404 GET .*\/tarang-[a-z]+-\d+\/(events|redlines|rjs)\/[^/]+$/,
      /404 GET .*\/api\/(event|content|profile)\/v1\//,
      /status of 404/,
    ]);
  });
});

describe('states', () => {
  test('a list that cannot load says so and loads on Try again', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    const station = STATIONS[1];
    const upcoming = await getJson<List<EventDoc>>(
      `/api/event/v1/event?stationId=${station.id}&when=upcoming`,
    );
    // The connection drops for the event lists.
    const reconnect = await dropRequests(page, '/api/event/v1/event');
    // The server renders the page with its lists; the browser asks for them itself when the listener comes
    // from another page.
    await page.goto(`${station.path}/home`);
    await page.getByRole('link', { name: 'All events', exact: true }).click();
    const main = page.getByRole('main');
    const failed = main.getByRole('alert').filter({ hasText: 'The upcoming events could not be loaded' });
    await shown(failed);
    await shown(main.getByRole('alert').filter({ hasText: 'The past events could not be loaded' }));
    await checkA11y(session, 'events that could not load');
    reconnect();
    await failed.getByRole('button', { name: 'Try again' }).click();
    const list = main.getByRole('list', { name: 'Coming up' });
    await until(
      () => list.getByRole('heading', { level: 3 }).allTextContents(),
      (titles) => titles.join('|') === upcoming.data.map((e) => e.title).join('|'),
      'the upcoming events after Try again',
    );
    expectNoIssues(session, [/ERR_INTERNET_DISCONNECTED/]);
  });

  test('a detail page reached in the app keeps a document title while it fails, and gets its own once loaded', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const station = STATIONS[0];
    const upcoming = await getJson<List<EventDoc>>(
      `/api/event/v1/event?stationId=${station.id}&when=upcoming`,
    );
    const event = upcoming.data[0];
    if (!event) throw new Error('no upcoming event');
    // The connection drops for the event itself, not for the lists.
    const reconnect = await dropRequests(page, `/api/event/v1/event/${event.id}`);
    await page.goto(`${station.path}/events`);
    const main = page.getByRole('main');
    await main
      .getByRole('list', { name: 'Coming up' })
      .getByRole('link', { name: event.title, exact: true })
      .click();
    await waitForPath(page, `${station.path}/events/${event.urlName}`);
    const failed = main.getByRole('alert').filter({ hasText: 'This event could not be loaded' });
    await shown(failed);
    // The events list's title went with its page: the failed page names itself rather than leave none.
    expect(await page.title()).toBe('Events · Tarang Delhi');
    await checkA11y(session, 'an event that could not load');
    reconnect();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await shown(main.getByRole('heading', { level: 1, name: event.title }));
    await until(
      () => page.title(),
      (title) => title === `${event.title} · Tarang Delhi`,
      'the event’s title',
    );
    expectNoIssues(session, [/ERR_INTERNET_DISCONNECTED/]);
  });
});

describe('the talent hunt', () => {
  test('a signed-in listener is told what to fix, uploads a file with a progress bar and sends the entry', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const station = STATIONS[1];
    const user = await createAccount('Meera Iyer', uniqueEmail('talent'), PASSWORD);
    await signIn(page, user);
    const category = categories[0];
    if (!category) throw new Error('no categories');

    await page.goto(`${station.path}/talent-hunt`);
    const form = page.getByRole('region', { name: 'Send your entry' });
    await shown(form.getByRole('button', { name: 'Submit Entry' }));
    // The account's name is filled in.
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Meera Iyer');

    /** Submits and expects exactly one message, under the field that is then focused. */
    const expectOnly = async (field: string, message: string) => {
      await form.getByRole('button', { name: 'Submit Entry' }).click();
      await until(
        () => shownMessages(form),
        (shown) => shown.join('|') === message,
        `only "${message}"`,
      );
      await until(
        () => focusedLabel(page),
        (label) => label === field,
        `focus on ${field}`,
      );
    };

    await expectOnly('Mobile', 'Mobile is required');
    await checkA11y(session, 'talent hunt form with a message');
    const mobile = form.getByLabel('Mobile', { exact: true });
    await mobile.fill('51234');
    await expectOnly('Mobile', 'Should start with 6, 7, 8, or 9');
    await mobile.fill('98765');
    await expectOnly('Mobile', 'Should be 10 digits');
    // Digits only, at most ten; a pasted +91 number keeps its ten digits.
    await mobile.fill('');
    await mobile.pressSequentially('98a76-54 321099');
    expect(await mobile.inputValue()).toBe('9876543210');
    await mobile.fill('');
    await mobile.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text', '+91 98765 43210');
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await until(
      () => mobile.inputValue(),
      (value) => value === '9876543210',
      'the pasted number, ten digits',
    );
    await expectOnly('Category', 'Category is required');
    await form.getByLabel('Category').selectOption({ label: category.name });
    await expectOnly('About your entry', 'Tell us about your entry');
    const about = form.getByLabel('About your entry');
    const text = 'I sing old Marathi natya sangeet with my grandmother’s harmonium.';
    await about.fill(text);
    await shown(form.getByText(`${text.length} / 500`));
    expect(await about.getAttribute('maxlength')).toBe('500');
    await expectOnly('Audio or video file', 'Add an audio or video file');
    const file = form.getByLabel('Audio or video file');
    await file.setInputFiles({
      name: 'lyrics.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await until(
      () => shownMessages(form),
      (shown) => shown.join('|') === 'Choose an audio or video file',
      'the type message',
    );
    await shown(form.getByText('MP3, WAV, M4A, OGG, MP4, WebM or MOV, up to 50 MB.'));

    // A real upload, slowed down so the progress bar can be seen moving.
    const take = wav(12); // about 530 KB
    await file.setInputFiles({ name: 'natya-sangeet.wav', mimeType: 'audio/wav', buffer: take });
    await until(
      () => shownMessages(form),
      (shown) => shown.length === 0,
      'no message for a good file',
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 160 * 1024,
    });
    const entryAnswer = page.waitForResponse((r) => r.url().endsWith('/api/customer/v1/talent-hunt/entries'));
    await form.getByRole('button', { name: 'Submit Entry' }).click();
    const progress = form.getByRole('progressbar', { name: 'Uploading natya-sangeet.wav' });
    await shown(progress);
    const midway = await until(
      () => progress.evaluate((node) => (node as HTMLProgressElement).value),
      (value) => value > 0 && value < 100,
      'the progress bar part-way',
    );
    expect(midway).toBeGreaterThan(0);
    await checkA11y(session, 'talent hunt upload in progress').catch((error: unknown) => {
      // The upload may finish while axe runs; only a violation is a failure.
      if (String(error).includes('violation')) throw error;
    });
    const answer = await entryAnswer;
    expect(answer.status()).toBe(201);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const success = form.getByRole('heading', { name: 'Entry submitted successfully' });
    await shown(success);
    await until(
      () => page.evaluate(() => document.activeElement?.textContent),
      (focused) => focused === 'Entry submitted successfully',
      'focus on the success message',
    );
    await shown(form.getByText(/We will call you on 98765 43210/));
    await checkA11y(session, 'talent hunt sent');

    // Staff see the entry with the uploaded file.
    const staff = await staffToken();
    const listing = await fetch(
      new URL(
        `/api/customer/v1/staff/talent-hunt/entries?stationId=${station.id}&categoryId=${category.id}`,
        baseURL,
      ),
      { headers: { authorization: `Bearer ${staff}` } },
    );
    expect(listing.status).toBe(200);
    const entries = (await listing.json()) as {
      data: {
        id: number;
        name: string;
        mobile: string;
        description: string;
        file: { mimeType: string; size: number };
      }[];
    };
    const sent = entries.data.find((entry) => entry.description === text);
    expect(sent).toMatchObject({
      name: 'Meera Iyer',
      mobile: '9876543210',
      file: { mimeType: 'audio/wav', size: take.length },
    });

    // Two more in the same category through the API, then the fourth from the form is refused under Category.
    for (let n = 0; n < 2; n++) {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(take)], { type: 'audio/wav' }), 'take.wav');
      const upload = await fetch(new URL('/api/file/v1/file/upload', baseURL), {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
        body,
      });
      expect(upload.status).toBe(201);
      const { data } = (await upload.json()) as { data: { id: number } };
      const entry = await fetch(new URL('/api/customer/v1/talent-hunt/entries', baseURL), {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          stationId: station.id,
          categoryId: category.id,
          name: 'Meera Iyer',
          mobile: '9876543210',
          description: 'Another take',
          fileId: data.id,
        }),
      });
      expect(entry.status).toBe(201);
    }
    await form.getByRole('button', { name: 'Send another entry' }).click();
    await form.getByLabel('Mobile', { exact: true }).fill('9876543210');
    await form.getByLabel('Category').selectOption({ label: category.name });
    await form.getByLabel('About your entry').fill('A fourth one');
    await form
      .getByLabel('Audio or video file')
      .setInputFiles({ name: 'four.wav', mimeType: 'audio/wav', buffer: wav(1) });
    await form.getByRole('button', { name: 'Submit Entry' }).click();
    await until(
      () => shownMessages(form),
      (shown) => shown.join('|') === 'You have already sent 3 entries in this category',
      'the limit under Category',
    );
    await until(
      () => focusedLabel(page),
      (label) => label === 'Category',
      'focus on Category',
    );
    expectNoIssues(session, [/409 POST .*\/api\/customer\/v1\/talent-hunt\/entries/, /status of 409/]);
  });

  test('a category card preselects it in the form; anonymous listeners are asked to log in', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    const station = STATIONS[0];
    const category = categories[1] ?? categories[0];
    if (!category) throw new Error('no categories');
    await page.goto(`${station.path}/talent-hunt`);
    await page.getByRole('button', { name: `Enter ${category.name}` }).click();
    const login = page.getByRole('dialog', { name: 'Log In and Listen with Tarang' });
    await shown(login);
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'hidden' });

    const user = await createAccount('Kiran Rao', uniqueEmail('talent-card'), PASSWORD);
    await signIn(page, user);
    await page.reload();
    await page.getByRole('button', { name: `Enter ${category.name}` }).click();
    const select = page.getByRole('region', { name: 'Send your entry' }).getByLabel('Category');
    await until(
      () => focusedLabel(page),
      (label) => label === 'Category',
      'focus on Category',
    );
    expect(await select.evaluate((node) => (node as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe(
      category.name,
    );
    await checkA11y(session, 'talent hunt form at 390 px');
    expectNoIssues(session);
  });
});
