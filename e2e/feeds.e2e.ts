import type { MediaItem } from '@tarang/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { getJson } from './api';
import { baseURL, expectNoAxeViolations, expectNoIssues, test, type ViewportName, waitFor } from './browser';

// Podcast feeds on the show page: the "Follow in your podcast app" disclosure with the feed's
// address to copy, the RSS <link rel="alternate"> React hoists into <head> while the page is shown (and takes away
// after), and the feed itself answering XML. At 390 px (phone) and 1280 px, in English and Hindi, axe on each state.
// The feed's content is checked against Apple's rules in apps/server/test/feeds.test.ts.

const DELHI = '/tarang-delhi-1';
const FOLLOW = 'Follow in your podcast app';

let podcast: MediaItem;
let video: MediaItem;

beforeAll(async () => {
  const list = (type: string) =>
    getJson<{ data: MediaItem[] }>(`/api/media/v1/media?stationId=1&mediaType=${type}&pageSize=50`);
  podcast = (await list('Podcast')).data.find((item) => item.episodeCount > 0) as MediaItem;
  video = (await list('Video')).data[0] as MediaItem;
  expect(podcast && video).toBeTruthy();
});

const feedUrl = (id: number) => `${baseURL}/feeds/${id}.xml`;

/** The RSS alternates in the document head, as a browser or a podcast app's "find feed" reads them. */
const headFeeds = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((link) => ({
      href: link.getAttribute('href'),
      title: link.getAttribute('title'),
    })),
  );

describe('podcast feed on the show page', () => {
  test.for<ViewportName>(['mobile', 'desktop'])(
    'at %s: the show offers its feed to copy, announces it in <head>, and the feed answers XML',
    async (viewport, { openPage }) => {
      const session = await openPage({ viewport });
      const { page, context } = session;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.goto(`${DELHI}/audio/${podcast.urlName}`);
      await page.getByRole('heading', { level: 1, name: podcast.title }).waitFor();

      const toggle = page.getByRole('button', { name: FOLLOW });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('textbox', { name: 'Podcast feed address' }).count()).toBe(0);
      expect(await headFeeds(page)).toEqual([
        { href: feedUrl(podcast.id), title: `${podcast.title} (podcast feed)` },
      ]);
      await session.settle();
      await expectNoAxeViolations(page);

      // Opened from the keyboard: the address, a copy button that says what it did, and the feed itself.
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const address = page.getByRole('textbox', { name: 'Podcast feed address' });
      expect(await address.inputValue()).toBe(feedUrl(podcast.id));
      expect(await address.isEditable()).toBe(false);
      await page.getByRole('button', { name: 'Copy link' }).click();
      await waitFor(
        () => page.getByRole('status').filter({ hasText: 'Link copied' }).count(),
        (n) => n === 1,
        'the copy confirmation',
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl(podcast.id));
      const open = page.getByRole('link', { name: 'Open the RSS feed' });
      expect(await open.getAttribute('href')).toBe(`/feeds/${podcast.id}.xml`);
      await expectNoAxeViolations(page);

      const response = await page.request.get(feedUrl(podcast.id));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      const xml = await response.text();
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(xml).toContain(
        `<atom:link href="${feedUrl(podcast.id)}" rel="self" type="application/rss+xml"/>`,
      );
      expect(xml.match(/<item>/g)).toHaveLength(podcast.episodeCount);

      // Leaving the show takes its feed out of the head.
      await page.getByRole('link', { name: 'Home', exact: true }).first().click();
      await waitFor(
        () => headFeeds(page),
        (feeds) => feeds.length === 0,
        'no feed link after leaving the show',
      );
      expectNoIssues(session);
    },
  );

  test('a video series has no feed: no button, no <head> link, 404 at its address', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await page.goto(`${DELHI}/audio/${video.urlName}`);
    await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
    await session.settle();
    expect(await page.getByRole('button', { name: FOLLOW }).count()).toBe(0);
    expect(await headFeeds(page)).toEqual([]);
    expect((await page.request.get(feedUrl(video.id))).status()).toBe(404);
    expectNoIssues(session);
  });

  test.for<ViewportName>(['mobile', 'desktop'])(
    'at %s in Hindi: the feed texts read in Hindi',
    async (viewport, { openPage }) => {
      const session = await openPage({ viewport, storage: { 'tarang.language': 'hi' } });
      const { page } = session;
      await page.goto(`${DELHI}/audio/${podcast.urlName}`);
      const toggle = page.getByRole('button', { name: 'अपने पॉडकास्ट ऐप में फ़ॉलो करें' });
      await toggle.click();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      expect(await page.getByRole('textbox', { name: 'पॉडकास्ट फ़ीड का पता' }).inputValue()).toBe(
        feedUrl(podcast.id),
      );
      await page.getByRole('button', { name: 'लिंक कॉपी करें' }).waitFor();
      await page.getByRole('link', { name: 'RSS फ़ीड खोलें' }).waitFor();
      expect(await headFeeds(page)).toEqual([
        { href: feedUrl(podcast.id), title: `${podcast.title} (पॉडकास्ट फ़ीड)` },
      ]);
      await session.settle();
      await expectNoAxeViolations(page);
      expectNoIssues(session);
    },
  );
});
