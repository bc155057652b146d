import { randomBytes } from 'node:crypto';
import type { Episode, EpisodeWithMedia, Genre, MediaItem, Poll, Station } from '@tarang/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { createAccount, getJson, getStation } from './api';
import {
  baseURL,
  expectNoAxeViolations,
  expectNoIssues,
  type Session,
  test,
  type ViewportName,
  visible,
  waitFor,
  waitForPath,
} from './browser';

// Sections, part A: the station home (banner carousel, editor's choice, new episodes, podcasts, RJs, events,
// poll, contests, news), the audio list (shows and podcasts, genre, search, paging) and detail (episodes in
// either order), the video section (inline, one at a time) and voting in a poll — at 390 and 1280 px, with
// axe on every state, against the real server and its seeded demo network.

const USER_KEY = 'tarang.user';
const PASSWORD = 'Radio#2025';

type Page_<T> = { data: T[]; total: number };

let delhi: Station;
let mumbai: Station;

beforeAll(async () => {
  [delhi, mumbai] = await Promise.all([getStation(1), getStation(2)]);
});

const api = <T>(path: string, query: Record<string, string | number | boolean | undefined> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return getJson<T>(`/api/${path}${params.size ? `?${params}` : ''}`);
};

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.in`;

/** Waits for the page to finish loading what it needs, then runs axe on it. */
async function checkA11y(session: Session, label?: string) {
  await session.settle();
  await expectNoAxeViolations(session.page, label ? { label } : {});
}

/** The accessible names of a list's items' headings or links, in order. */
async function texts(locator: Pick<Locator, 'allInnerTexts'>): Promise<string[]> {
  return (await locator.allInnerTexts()).map((text) => text.trim());
}

/** Titles of the cards in a grid: each card reads its type, then its title, then genre and episodes. */
const cardTitles = (list: Locator) => ({
  allInnerTexts: async () =>
    (await list.getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[1] ?? ''),
});

/** Sums the layout shifts the page reports (CLS without the session windows), from the start. */
async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

describe.concurrent('every section of two stations', () => {
  const cases: [string, () => Station, ViewportName][] = [
    ['Delhi at 390 px', () => delhi, 'mobile'],
    ['Delhi at 1280 px', () => delhi, 'desktop'],
    ['Mumbai at 390 px', () => mumbai, 'mobile'],
    ['Mumbai at 1280 px', () => mumbai, 'desktop'],
  ];
  test.for(cases)('%s: home, audio, a show, video', async ([, stationOf, viewport], { openPage }) => {
    const station = stationOf();
    const session = await openPage({ viewport });
    const { page } = session;
    const shift = await recordLayoutShift(page);

    // Home: the banners as a carousel, the station's name, and a block per section leading to it.
    const [banners, picks, podcasts] = await Promise.all([
      api<Page_<{ title: string }>>('content/v1/banner', { bannerPage: 'home', stationId: station.id }),
      api<Page_<MediaItem>>('media/v1/media', { stationId: station.id, isEditorChoice: true, pageSize: 4 }),
      api<Page_<MediaItem>>('media/v1/media', { stationId: station.id, mediaType: 'Podcast', pageSize: 4 }),
    ]);
    await page.goto(`/${station.urlName}/home`);
    await page.getByRole('heading', { level: 1, name: station.name, exact: true }).waitFor();
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await carousel.waitFor();
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await carousel.getByRole('group', { name: `1 of ${banners.data.length}` }).count()).toBe(1);
    // The first banner's image is the page's priority image.
    const firstImage = carousel.getByRole('group', { name: `1 of ${banners.data.length}` }).getByRole('img');
    expect(await firstImage.getAttribute('fetchpriority')).toBe('high');
    expect(await firstImage.getAttribute('loading')).toBe('eager');
    const picksList = page.getByRole('list', { name: 'Editor’s choice' });
    await picksList.waitFor();
    expect(await texts(cardTitles(picksList))).toEqual(picks.data.map((item) => item.title));
    const podcastList = page.getByRole('list', { name: 'Latest podcasts' });
    await podcastList.waitFor();
    expect(await texts(cardTitles(podcastList))).toEqual(podcasts.data.map((item) => item.title));
    for (const [name, path] of [
      ['All podcasts', `/${station.urlName}/audio?type=podcasts`],
      ['All events', `/${station.urlName}/events`],
      ['All news', `/${station.urlName}/redlines`],
    ]) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(path);
    }
    // The new episodes and the poll load as the listener scrolls towards them (they are not in the first load).
    await page.getByRole('heading', { name: 'New episodes', exact: true }).scrollIntoViewIfNeeded();
    await page.getByRole('list', { name: 'New episodes' }).waitFor();
    await page.getByRole('heading', { name: 'Have your say' }).scrollIntoViewIfNeeded();
    await page.getByRole('status', { name: 'Loading the poll' }).waitFor({ state: 'detached' });
    await checkA11y(session, `${station.urlName} home`);
    expect(await shift()).toBeLessThan(0.05);

    // Audio: the station's shows, as the API lists them.
    const shows = await api<Page_<MediaItem>>('media/v1/media', {
      stationId: station.id,
      mediaType: 'AudioShow',
      pageSize: 12,
    });
    if (viewport === 'mobile') {
      await page
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('link', { name: 'Audio' })
        .click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audio' }).click();
    }
    await waitForPath(page, `/${station.urlName}/audio`);
    const showList = page.getByRole('list', { name: 'Shows' });
    await showList.waitFor();
    expect(await texts(cardTitles(showList))).toEqual(shows.data.map((item) => item.title));
    await checkA11y(session, `${station.urlName} audio`);

    // A show: cover, title, RJs linked to their pages, its episodes newest first.
    const show = shows.data[0] as MediaItem;
    const episodes = await api<Page_<Episode>>(`media/v1/media/${show.id}/episodes`, { pageSize: 10 });
    await showList.getByRole('link', { name: show.title, exact: true }).click();
    await waitForPath(page, `/${station.urlName}/audio/${show.urlName}`);
    await page.getByRole('heading', { level: 1, name: show.title, exact: true }).waitFor();
    const episodeList = page.getByRole('list', { name: 'Episodes' });
    await episodeList.waitFor();
    expect(await texts(episodeList.getByRole('heading', { level: 3 }))).toEqual(
      episodes.data.map((episode) => episode.title),
    );
    for (const rj of show.rjs) {
      const link = page.getByRole('list', { name: 'RJs' }).getByRole('link', { name: rj.name });
      expect(await link.getAttribute('href')).toMatch(
        new RegExp(`^/${station.urlName}/rjs/.+-${rj.profileId}$`),
      );
    }
    expect(
      await page.getByRole('button', { name: `Play ${episodes.data[0]?.title}`, exact: true }).count(),
    ).toBe(1);
    expect(await page.getByRole('button', { name: `Favourite ${episodes.data[0]?.title}` }).count()).toBe(1);
    await checkA11y(session, `${show.title}`);

    // Video: the station's video series episodes, playable here.
    const videos = await api<Page_<EpisodeWithMedia>>('media/v1/episodes', {
      stationId: station.id,
      mediaType: 'Video',
      pageSize: 6,
    });
    await page.goto(`/${station.urlName}/video`);
    const series = page.getByRole('list', { name: 'Video series' });
    await series.waitFor();
    expect(await texts(series.getByRole('heading', { level: 3 }))).toEqual(
      videos.data.map((episode) => episode.title),
    );
    await page.getByRole('list', { name: 'Videos from the RJs' }).waitFor();
    await checkA11y(session, `${station.urlName} video`);
    expectNoIssues(session);
  });
});

describe.concurrent('audio', () => {
  test('genre and search narrow the list to what the API answers; the URL keeps them for Back', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const genres = (await api<Page_<Genre>>('master/v1/genre')).data;
    const all = await api<Page_<MediaItem>>('media/v1/media', {
      stationId: 1,
      mediaType: 'Podcast',
      pageSize: 12,
    });
    const genre = genres.find((g) => all.data.some((item) => item.genre?.id === g.id)) as Genre;
    const inGenre = await api<Page_<MediaItem>>('media/v1/media', {
      stationId: 1,
      mediaType: 'Podcast',
      genre: genre.id,
      pageSize: 12,
    });
    const word = (all.data[0] as MediaItem).title.split(' ').at(-1)?.toLowerCase() ?? '';
    const found = await api<Page_<MediaItem>>('media/v1/media', {
      stationId: 1,
      mediaType: 'Podcast',
      search: word,
      pageSize: 12,
    });
    expect(inGenre.total).toBeLessThan(all.total);

    await page.goto('/tarang-delhi-1/audio');
    await page
      .getByRole('navigation', { name: 'Shows or podcasts' })
      .getByRole('link', { name: 'Podcasts' })
      .click();
    const list = page.getByRole('list', { name: 'Podcasts' });
    await list.waitFor();
    await waitFor(
      () => texts(cardTitles(list)),
      (titles) => titles.join() === all.data.map((i) => i.title).join(),
      'all podcasts',
    );
    await page.getByText(`${all.total} podcasts`, { exact: true }).waitFor();

    await page.getByLabel('Genre', { exact: true }).selectOption(String(genre.id));
    await waitFor(
      () => texts(cardTitles(list)),
      (titles) => titles.join('|') === inGenre.data.map((item) => item.title).join('|'),
      `the podcasts in ${genre.name}`,
    );
    expect(new URL(page.url()).searchParams.get('genre')).toBe(String(genre.id));
    await page
      .getByText(`${inGenre.total} ${inGenre.total === 1 ? 'podcast' : 'podcasts'} in ${genre.name}`)
      .waitFor();
    await checkA11y(session, 'podcasts by genre');

    await page.getByLabel('Genre', { exact: true }).selectOption('');
    await page.getByRole('searchbox', { name: 'Search podcasts' }).fill(word);
    await waitFor(
      () => texts(cardTitles(list)),
      (titles) => titles.join('|') === found.data.map((item) => item.title).join('|'),
      `the podcasts matching "${word}"`,
    );
    await waitFor(
      () => new URL(page.url()).searchParams.get('q'),
      (q) => q === word,
      'q in the URL',
    );
    await checkA11y(session, 'podcasts by search');

    // A search nobody matches: said plainly, with a way back.
    await page.getByRole('searchbox', { name: 'Search podcasts' }).fill('zzqx nothing like this');
    await page.getByText('No podcasts match your search').waitFor();
    await checkA11y(session, 'no results');
    await page.getByRole('button', { name: 'Clear search and genre' }).click();
    await waitFor(
      () => texts(cardTitles(list)),
      (titles) => titles.length === all.data.length,
      'all podcasts again',
    );
    expect(await page.getByRole('searchbox', { name: 'Search podcasts' }).inputValue()).toBe('');

    // Back returns to the search, Back again to the genre.
    await page.goBack();
    await waitFor(
      () => page.getByRole('searchbox', { name: 'Search podcasts' }).inputValue(),
      (v) => v !== '',
      'the search back',
    );
    await page.goBack();
    await page.goBack();
    await waitFor(
      () => new URL(page.url()).searchParams.get('genre'),
      (g) => g === String(genre.id),
      'the genre back',
    );
    await waitFor(
      () => texts(cardTitles(list)),
      (titles) => titles.join('|') === inGenre.data.map((item) => item.title).join('|'),
      'the genre list back',
    );
    expect(await page.getByLabel('Genre', { exact: true }).inputValue()).toBe(String(genre.id));
    expectNoIssues(session);
  });

  test('a shared URL with odd parameters still shows a list, never an error', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await page.goto(`/tarang-delhi-1/audio?type=podcasts&genre=abc&page=-4&q=${'x'.repeat(300)}`);
    await page.getByText('No podcasts match your search').waitFor();
    await page.goto('/tarang-delhi-1/audio?page=99');
    await waitFor(
      () => new URL(page.url()).searchParams.get('page'),
      (p) => p === null,
      'page 99 → the last page',
    );
    await page.getByRole('list', { name: 'Shows' }).waitFor();
    await checkA11y(session);
    expectNoIssues(session);
  });

  test('episodes oldest first; the order is kept in the URL', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    const show = (
      await api<Page_<MediaItem>>('media/v1/media', { stationId: 2, mediaType: 'Podcast', pageSize: 1 })
    ).data[0] as MediaItem;
    const [newest, oldest] = await Promise.all([
      api<Page_<Episode>>(`media/v1/media/${show.id}/episodes`, { pageSize: 10 }),
      api<Page_<Episode>>(`media/v1/media/${show.id}/episodes`, { pageSize: 10, sortOrder: 'asc' }),
    ]);
    await page.goto(`/tarang-mumbai-2/audio/${show.urlName}`);
    const list = page.getByRole('list', { name: 'Episodes' });
    await list.waitFor();
    const titles = () => texts(list.getByRole('heading', { level: 3 }));
    expect(await titles()).toEqual(newest.data.map((episode) => episode.title));
    expect(await page.getByRole('button', { name: 'Newest first' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await page.getByRole('button', { name: 'Oldest first' }).click();
    await waitFor(
      titles,
      (shown) => shown.join('|') === oldest.data.map((e) => e.title).join('|'),
      'oldest first',
    );
    expect(new URL(page.url()).searchParams.get('sort')).toBe('oldest');
    expect(await page.getByRole('button', { name: 'Oldest first' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await checkA11y(session, 'oldest first');

    await page.reload();
    await list.waitFor();
    expect(await titles()).toEqual(oldest.data.map((episode) => episode.title));
    expectNoIssues(session);
  });

  test('a show that does not exist is the not-found page', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    // The page itself answers 404 (rendered by the server), as a crawler must see it.
    const response = await session.page.goto('/tarang-delhi-1/audio/no-such-show-999999');
    expect(response?.status()).toBe(404);
    await session.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await checkA11y(session);
    expectNoIssues(session, [
      /404 GET .*\/tarang-delhi-1\/audio\/no-such-show-999999$/,
      /404 GET .*\/api\/media\/v1\/media\/999999/,
      /status of 404/,
    ]);
  });
});

describe.concurrent('home', () => {
  test('the new episodes list pages: Next, "Page 2 of n", Previous', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const [first, second] = await Promise.all([
      api<Page_<EpisodeWithMedia>>('media/v1/episodes', { stationId: 1, pageSize: 5 }),
      api<Page_<EpisodeWithMedia>>('media/v1/episodes', { stationId: 1, pageSize: 5, pageNumber: 2 }),
    ]);
    const pages = Math.ceil(first.total / 5);
    expect(pages).toBeGreaterThan(1);
    await page.goto('/tarang-delhi-1/home');
    const list = page.getByRole('list', { name: 'New episodes' });
    await page.getByRole('heading', { name: 'New episodes', exact: true }).scrollIntoViewIfNeeded();
    await list.waitFor();
    const pager = page.getByRole('navigation', { name: 'New episodes pages' });
    const titles = () => texts(list.getByRole('heading', { level: 3 }));
    expect(await titles()).toEqual(first.data.map((episode) => episode.title));
    expect(await pager.getByText(`Page 1 of ${pages}`).count()).toBe(1);
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(`Page 2 of ${pages}`).waitFor();
    await waitFor(titles, (shown) => shown.join('|') === second.data.map((e) => e.title).join('|'), 'page 2');
    await checkA11y(session, 'new episodes, page 2');

    await pager.getByRole('button', { name: 'Previous' }).click();
    await pager.getByText(`Page 1 of ${pages}`).waitFor();
    await waitFor(titles, (shown) => shown.join('|') === first.data.map((e) => e.title).join('|'), 'page 1');
    expectNoIssues(session);
  });

  test('the banner carousel: next, previous (wrapping), pickers, and a pause for its rotation', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const banners = (
      await api<Page_<{ title: string }>>('content/v1/banner', { bannerPage: 'home', stationId: 1 })
    ).data;
    const count = banners.length;
    expect(count).toBeGreaterThan(2);
    await page.goto('/tarang-delhi-1/home');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await carousel.waitFor();
    const pause = carousel.getByRole('button', { name: 'Stop slide rotation' });
    await pause.click();
    await carousel.getByRole('button', { name: 'Start slide rotation' }).waitFor();

    const current = () =>
      carousel
        .getByRole('button', { name: /^Slide \d+:/ })
        .evaluateAll((buttons) =>
          buttons.findIndex((button) => button.getAttribute('aria-current') === 'true'),
        );
    /** Which slide is in view: the group whose box sits at the carousel's left edge. */
    const inView = () =>
      carousel.getByRole('group').evaluateAll((groups) => {
        const left = groups[0]?.parentElement?.getBoundingClientRect().left ?? 0;
        return groups.findIndex((group) => Math.abs(group.getBoundingClientRect().left - left) < 2);
      });
    const expectSlide = async (index: number) => {
      await waitFor(current, (n) => n === index, `picker ${index + 1} current`);
      await waitFor(inView, (n) => n === index, `slide ${index + 1} in view`);
    };

    await expectSlide(0);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(1);
    await carousel
      .getByRole('status')
      .filter({ hasText: `Slide 2 of ${count}: ${banners[1]?.title}` })
      .waitFor();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expectSlide(0);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expectSlide(count - 1);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(0);
    await carousel.getByRole('button', { name: `Slide 3: ${banners[2]?.title}` }).click();
    await expectSlide(2);
    await checkA11y(session, 'carousel on slide 3');
    expectNoIssues(session);
  });

  test('no rotation and no pause button under prefers-reduced-motion; swipe moves the slides on touch', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/tarang-delhi-1/home');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await carousel.getByRole('button', { name: 'Next slide' }).waitFor();
    expect(await carousel.getByRole('button', { name: /slide rotation/ }).count()).toBe(0);
    // A swipe is a horizontal scroll of the slides (CSS scroll snap); the picker follows.
    await carousel.getByRole('group', { name: /^1 of/ }).evaluate((slide) => {
      const track = slide.parentElement as HTMLElement;
      track.scrollTo({ left: track.clientWidth, behavior: 'auto' });
    });
    await waitFor(
      () => carousel.getByRole('button', { name: /^Slide 2:/ }).getAttribute('aria-current'),
      (value) => value === 'true',
      'slide 2 picked after the swipe',
    );
    await checkA11y(session, 'carousel, reduced motion, 390 px');
    expectNoIssues(session);
  });
});

describe.concurrent('video', () => {
  test('a video plays inline, and starting another pauses the first', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const videos = await api<Page_<EpisodeWithMedia>>('media/v1/episodes', {
      stationId: 1,
      mediaType: 'Video',
      pageSize: 6,
    });
    const [first, second] = videos.data as [EpisodeWithMedia, EpisodeWithMedia];
    await page.goto('/tarang-delhi-1/video');
    const series = page.getByRole('list', { name: 'Video series' });
    await series.waitFor();
    const videoOf = (title: string) =>
      series.getByRole('listitem').filter({ hasText: title }).locator('video');
    expect(await videoOf(first.title).getAttribute('preload')).toBe('none');

    await page.getByRole('button', { name: `Play video: ${first.title}` }).click();
    await waitFor(
      () => videoOf(first.title).evaluate((v: HTMLVideoElement) => v.currentTime),
      (t) => t > 0.2,
      'the first video playing',
    );
    expect(await videoOf(first.title).getAttribute('controls')).not.toBeNull();

    await page.getByRole('button', { name: `Play video: ${second.title}` }).click();
    await waitFor(
      () => videoOf(second.title).evaluate((v: HTMLVideoElement) => v.currentTime),
      (t) => t > 0.2,
      'the second video playing',
    );
    expect(await videoOf(first.title).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await checkA11y(session, 'video playing');
    expectNoIssues(session);
  });
});

describe.concurrent('polls', () => {
  test('a signed-in listener votes once and sees the results; a second vote is refused', async ({
    openPage,
  }) => {
    const user = await createAccount('Poll Voter', uniqueEmail('voter'), PASSWORD);
    const session = await openPage({ viewport: 'mobile', storage: { [USER_KEY]: JSON.stringify(user) } });
    const { page } = session;
    const poll = (await api<Page_<Poll>>('poll/v1/poll', { stationId: 1, status: 'open', pageSize: 1 }))
      .data[0] as Poll;
    const option = poll.options[1] as Poll['options'][number];

    await page.goto('/tarang-delhi-1/home');
    const form = page.getByRole('form', { name: poll.question });
    await page.getByRole('heading', { name: 'Have your say' }).scrollIntoViewIfNeeded();
    await form.waitFor();
    expect(await form.getByRole('radio').count()).toBe(poll.options.length);
    await checkA11y(session, 'poll, signed in');
    // Vote with nothing chosen: asked to choose first, nothing sent.
    await form.getByRole('button', { name: 'Vote' }).click();
    await form.getByRole('alert').filter({ hasText: 'Choose an answer first' }).waitFor();

    await form.getByRole('radio', { name: option.text }).check();
    await form.getByRole('button', { name: 'Vote' }).click();
    // The results replace the form (whose fieldset is also a group named by the question).
    const results = page
      .getByRole('group', { name: poll.question })
      .filter({ has: page.getByRole('list', { name: 'Results' }) });
    await results.waitFor();
    expect(await form.count()).toBe(0);
    const after = (await api<{ data: Poll }>(`poll/v1/poll/${poll.id}`)).data;
    await results
      .getByText(`${after.totalVotes} ${after.totalVotes === 1 ? 'vote' : 'votes'} · Thanks for voting!`)
      .waitFor();
    const mine = results.getByRole('listitem').filter({ hasText: 'Your vote' });
    expect(await mine.count()).toBe(1);
    expect(await mine.innerText()).toContain(option.text);
    const votes = (after.options.find((o) => o.id === option.id)?.votes ?? 0) / after.totalVotes;
    expect(await mine.innerText()).toContain(`${Math.round(votes * 100)}%`);
    await checkA11y(session, 'poll results');

    // Reloaded: the results, no way to vote again.
    await page.reload();
    await page.getByRole('heading', { name: 'Have your say' }).scrollIntoViewIfNeeded();
    await results.waitFor();
    expect(await results.getByText('Your vote').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Vote', exact: true }).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);

    // The server refuses a second vote.
    const again = await fetch(new URL(`/api/poll/v1/poll/${poll.id}/vote`, baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ optionId: option.id }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('You have already voted in this poll');
    expectNoIssues(session);
  });

  test('an anonymous vote opens the login dialog', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const poll = (await api<Page_<Poll>>('poll/v1/poll', { stationId: 2, status: 'open', pageSize: 1 }))
      .data[0] as Poll;
    await page.goto('/tarang-mumbai-2/home');
    const form = page.getByRole('form', { name: poll.question });
    await page.getByRole('heading', { name: 'Have your say' }).scrollIntoViewIfNeeded();
    await form.waitFor();
    await form.getByText('Log in to vote. One vote per listener.').waitFor();
    await form.getByRole('radio', { name: (poll.options[0] as Poll['options'][number]).text }).check();
    await form.getByRole('button', { name: 'Vote' }).click();
    await visible(page.getByRole('dialog', { name: 'Log In and Listen with Tarang' })).waitFor();
    await checkA11y(session, 'login dialog from the poll');
    expectNoIssues(session);
  });
});

describe.concurrent('contests', () => {
  test('current contests show the prize and expand how to take part', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    type Contest = { title: string; prize: string; howToParticipate: string };
    const contests = (
      await api<Page_<Contest>>('contest/v1/contest', { stationId: 1, status: 'open', pageSize: 2 })
    ).data;
    const contest = contests[0] as Contest;
    await page.goto('/tarang-delhi-1/home');
    // The block near the foot of the page loads (code and data) when the listener scrolls towards it.
    await page.getByRole('heading', { name: 'Contests', exact: true }).scrollIntoViewIfNeeded();
    const list = page.getByRole('list', { name: 'Contests' });
    await list.waitFor();
    expect(await texts(list.getByRole('heading', { level: 3 }))).toEqual(contests.map((c) => c.title));
    const card = list.getByRole('listitem').filter({ hasText: contest.title });
    expect(await card.innerText()).toContain(contest.prize);
    const trigger = card.getByRole('button', { name: 'How to take part' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    const steps = contest.howToParticipate
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .slice(0, 4)
      .join(' ');
    await visible(card.getByText(steps.split(' ').slice(0, 2).join(' '), { exact: false }))
      .first()
      .waitFor();
    await checkA11y(session, 'contest expanded');
    expectNoIssues(session);
  });
});
