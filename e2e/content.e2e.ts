import type { MediaItem, Poll, Station } from '@tarang/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { getJson, getProfiles, getStations } from './api';
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
import { staffCall } from './staff';

// Switching station keeps the Podcasts tab; the demo data (each station's videos with posters of their own;
// a closed poll with no votes says so instead of "0 %"); the content pages (audio, a show, video, an RJ) in
// Hindi.

const VIEWPORTS: ViewportName[] = ['mobile', 'desktop'];
const WIDTH = { mobile: 390, desktop: 1280 } as const;

type List<T> = { data: T[]; total: number };

let delhi: Station;
let mumbai: Station;

beforeAll(async () => {
  const stations = await getStations();
  delhi = stations.find((station) => station.id === 1) as Station;
  mumbai = stations.find((station) => station.id === 2) as Station;
  expect(delhi.urlName).toBe('tarang-delhi-1');
  expect(mumbai.urlName).toBe('tarang-mumbai-2');
});

async function checkA11y(session: Session, label: string) {
  await session.settle(500, 30_000);
  await expectNoAxeViolations(session.page, { label });
}

/** The media cards of a list, by their accessible names (a card's link is named by its title). */
const cardTitles = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list, exact: true })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => {
        const ids = (link.getAttribute('aria-labelledby') ?? '').split(' ');
        return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
      }),
    );

/** Changes station with the picker: the header's on a desktop, the ☰ menu's on a phone. */
async function changeStation(page: Page, viewport: ViewportName, from: Station, to: Station) {
  if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu', exact: true }).click();
  const scope = viewport === 'mobile' ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('banner');
  await visible(scope.getByRole('button', { name: `Station: ${from.name}`, exact: true })).click();
  await page
    .getByRole('combobox', { name: 'Search stations', exact: true })
    .fill(to.name.replace('Tarang ', '').slice(0, 3));
  await page
    .getByRole('listbox', { name: 'Stations', exact: true })
    .getByRole('option', { name: to.name, exact: true })
    .click();
}

describe.concurrent('switching station keeps the Podcasts tab', () => {
  for (const viewport of VIEWPORTS) {
    test(`${WIDTH[viewport]} px: Podcasts on Delhi stays Podcasts on Mumbai`, async ({ openPage }) => {
      const mumbaiPodcasts = await getJson<List<MediaItem>>(
        `/api/media/v1/media?stationId=${mumbai.id}&mediaType=Podcast&pageSize=12`,
      );
      const session = await openPage({ viewport });
      const { page } = session;
      await page.goto(`/${delhi.urlName}/audio`);
      const tabs = page.getByRole('navigation', { name: 'Shows or podcasts' });
      await tabs.getByRole('link', { name: 'Podcasts', exact: true }).click();
      await page.getByRole('list', { name: 'Podcasts', exact: true }).waitFor();
      expect(
        await tabs.getByRole('link', { name: 'Podcasts', exact: true }).getAttribute('aria-current'),
      ).toBe('page');

      await changeStation(page, viewport, delhi, mumbai);
      await waitForPath(page, `/${mumbai.urlName}/audio`);
      expect(new URL(page.url()).searchParams.get('type')).toBe('podcasts');
      // Still the Podcasts tab, now listing Mumbai's podcasts (and the network's).
      await page.getByRole('paragraph').filter({ hasText: mumbai.name }).first().waitFor();
      expect(
        await tabs.getByRole('link', { name: 'Podcasts', exact: true }).getAttribute('aria-current'),
      ).toBe('page');
      expect(await tabs.getByRole('link', { name: 'Shows', exact: true }).getAttribute('aria-current')).toBe(
        null,
      );
      await waitFor(
        () => cardTitles(page, 'Podcasts'),
        (titles) => titles.join('|') === mumbaiPodcasts.data.map((item) => item.title).join('|'),
        "Mumbai's podcasts",
      );
      expect(mumbaiPodcasts.data.some((item) => item.stationId === mumbai.id)).toBe(true);
      await page.getByRole('searchbox', { name: 'Search podcasts' }).waitFor();
      await checkA11y(session, `Mumbai's podcasts after the station switch at ${viewport}`);

      // Back returns to Delhi's podcasts.
      await page.goBack();
      await waitForPath(page, `/${delhi.urlName}/audio`);
      expect(new URL(page.url()).searchParams.get('type')).toBe('podcasts');
      expectNoIssues(session);
    });
  }
});

describe.concurrent('demo data', () => {
  test('a closed poll with no votes says so, with its answers and no "0 %" bars', async ({ openPage }) => {
    // The demo's closed polls have votes: this one, which closed an hour ago, has none.
    const hour = 3_600_000;
    await staffCall('POST', '/api/poll/v1/poll', {
      stationId: delhi.id,
      question: 'Which Delhi monument should we broadcast from?',
      startsAt: new Date(Date.now() - 48 * hour).toISOString(),
      endsAt: new Date(Date.now() - hour).toISOString(),
      options: [{ text: 'Qutub Minar' }, { text: 'Humayun’s Tomb' }, { text: 'Red Fort' }],
    });
    const closed = await getJson<List<Poll>>(
      `/api/poll/v1/poll?stationId=${delhi.id}&status=closed&pageSize=1`,
    );
    const poll = closed.data[0] as Poll;
    expect(poll.question).toBe('Which Delhi monument should we broadcast from?');
    expect(poll.totalVotes).toBe(0);
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await page.goto(`/${delhi.urlName}/home`);
    await page.getByRole('heading', { name: 'Have your say' }).scrollIntoViewIfNeeded();
    const card = page.getByRole('group', { name: poll.question, exact: true });
    await card.waitFor();
    await card.getByText('No votes were cast', { exact: true }).waitFor();
    const answers = card.getByRole('list', { name: 'Answers', exact: true });
    expect((await answers.getByRole('listitem').allInnerTexts()).map((text) => text.trim())).toEqual(
      poll.options.map((option) => option.text),
    );
    expect(await card.innerText()).not.toMatch(/\d\s*%/);
    expect(await card.getByRole('list', { name: 'Results', exact: true }).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await checkA11y(session, 'the closed poll with no votes');
    expectNoIssues(session);
  });

  for (const viewport of VIEWPORTS) {
    test(`${WIDTH[viewport]} px: each video on the video page has its own poster`, async ({ openPage }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      await page.goto(`/${delhi.urlName}/video`);
      const posters = async (list: string) => {
        const grid = page.getByRole('list', { name: list, exact: true });
        await grid.getByRole('listitem').first().waitFor();
        // Each tile: its video, under its poster (an image that loads as it nears the screen).
        return grid
          .getByRole('listitem')
          .evaluateAll((tiles) =>
            tiles.map((tile) =>
              tile.querySelector('video')
                ? (tile.querySelector('img')?.getAttribute('src') ?? null)
                : 'no video',
            ),
          );
      };
      const series = await posters('Video series');
      const rjVideos = await posters('Videos from the RJs');
      expect(series.length).toBeGreaterThanOrEqual(3);
      expect(rjVideos.length).toBeGreaterThanOrEqual(3);
      const all = [...series, ...rjVideos];
      for (const poster of all) expect(poster).toMatch(/^\/media\//);
      expect(new Set(all).size, 'a poster shown twice').toBe(all.length);
      await checkA11y(session, `video page at ${viewport}`);
      expectNoIssues(session);
    });
  }
});

describe.concurrent('the content pages in Hindi', () => {
  for (const viewport of VIEWPORTS) {
    test(`${WIDTH[viewport]} px: audio, a show, video and an RJ page read in Hindi`, {
      timeout: 180_000,
    }, async ({ openPage }) => {
      const [shows, rjs] = await Promise.all([
        getJson<List<MediaItem>>(`/api/media/v1/media?stationId=${delhi.id}&mediaType=AudioShow&pageSize=1`),
        getProfiles(delhi.id),
      ]);
      const show = shows.data[0] as MediaItem;
      const rj = rjs.find((profile) => profile.name.startsWith('Simran')) ?? rjs[0];
      if (!rj) throw new Error('Delhi has no RJ');
      const session = await openPage({ viewport, storage: { 'tarang.language': 'hi' } });
      const { page } = session;
      const lang = () => page.evaluate(() => document.documentElement.lang);

      // Audio: heading, tabs, search, genre and the count, in Hindi.
      await page.goto(`/${delhi.urlName}/audio`);
      await page.getByRole('heading', { level: 1, name: 'ऑडियो', exact: true }).waitFor();
      expect(await lang()).toBe('hi');
      const tabs = page.getByRole('navigation', { name: 'शो या पॉडकास्ट', exact: true });
      expect(await tabs.getByRole('link', { name: 'शो', exact: true }).getAttribute('aria-current')).toBe(
        'page',
      );
      await page.getByRole('searchbox', { name: 'शो खोजें', exact: true }).waitFor();
      await page.getByRole('combobox', { name: 'शैली', exact: true }).waitFor();
      await page.getByText(/^\d+ शो$/).waitFor();
      await checkA11y(session, `audio in Hindi at ${viewport}`);
      await tabs.getByRole('link', { name: 'पॉडकास्ट', exact: true }).click();
      await page.getByRole('searchbox', { name: 'पॉडकास्ट खोजें', exact: true }).waitFor();
      await page.getByText(/^\d+ पॉडकास्ट$/).waitFor();

      // A show: episodes, order, count.
      await page.goto(`/${delhi.urlName}/audio/${show.urlName}`);
      await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'एपिसोड', exact: true }).waitFor();
      await page.getByRole('button', { name: 'नए पहले', exact: true }).waitFor();
      await page.getByRole('button', { name: 'पुराने पहले', exact: true }).click();
      await page.getByText(`${show.episodeCount} एपिसोड`, { exact: true }).waitFor();
      await page
        .getByRole('list', { name: 'एपिसोड', exact: true })
        .getByText(/^एपिसोड 1 · /)
        .first()
        .waitFor();
      await checkA11y(session, `a show in Hindi at ${viewport}`);

      // Video: headings and the play buttons.
      await page.goto(`/${delhi.urlName}/video`);
      await page.getByRole('heading', { level: 1, name: 'वीडियो', exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'वीडियो सीरीज़', exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'आरजे की ओर से', exact: true }).waitFor();
      await page
        .getByRole('list', { name: 'वीडियो सीरीज़', exact: true })
        .getByRole('button', { name: /^वीडियो चलाएँ: / })
        .first()
        .waitFor();
      await page.getByRole('list', { name: 'आरजे के वीडियो', exact: true }).waitFor();
      await checkA11y(session, `video in Hindi at ${viewport}`);

      // An RJ: shows, gallery and videos, and the gallery's lightbox.
      const firstName = rj.name.split(' ')[0] as string;
      await page.goto(`/${delhi.urlName}/rjs/${rj.urlName}`);
      await page.getByRole('heading', { level: 1, name: rj.name }).waitFor();
      await page.getByRole('heading', { level: 2, name: `${firstName} के साथ शो`, exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'गैलरी', exact: true }).waitFor();
      await checkA11y(session, `an RJ in Hindi at ${viewport}`);
      await page.getByRole('button', { name: /^(फ़ोटो|वीडियो) 1\/\d+: / }).click();
      const lightbox = page.getByRole('dialog', { name: `${rj.name} की गैलरी`, exact: true });
      await lightbox.getByRole('button', { name: 'गैलरी बंद करें', exact: true }).waitFor();
      await lightbox.getByRole('button', { name: 'अगला', exact: true }).waitFor();
      await checkA11y(session, `an RJ's gallery in Hindi at ${viewport}`);
      await page.keyboard.press('Escape');
      await lightbox.waitFor({ state: 'hidden' });
      expect(await lang()).toBe('hi');
      expectNoIssues(session);
    });
  }
});
