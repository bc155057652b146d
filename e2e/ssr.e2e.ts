import type { Episode, MediaItem } from '@tarang/contracts';
import { beforeAll, describe, expect } from 'vitest';
import { getJson } from './api';
import {
  baseURL,
  expectNoAxeViolations,
  expectNoIssues,
  test,
  untilMotionEnds,
  type ViewportName,
} from './browser';

// Station pages rendered by the server. Their HTML, fetched without running any JavaScript (as a
// crawler or a link preview reads it), holds the page's heading, its Open Graph tags, a JSON-LD block and the
// right status; in Chromium each page hydrates without a single mismatch.

type Named = { urlName: string; title?: string; name?: string };
type Route = { path: string; heading: string; status: number; jsonLd: string[] };

const STATIONS = [
  { id: 1, urlName: 'tarang-delhi-1' },
  { id: 2, urlName: 'tarang-mumbai-2' },
];

const first = async <T extends Named>(path: string) => {
  const list = await getJson<{ data: T[] }>(path);
  const item = list.data[0];
  if (!item) throw new Error(`${path} answered no items`);
  return item;
};

const routes: Route[] = [];

beforeAll(async () => {
  for (const { id, urlName } of STATIONS) {
    const station = `/${urlName}`;
    const show = await first<MediaItem & Named>(`/api/media/v1/media?stationId=${id}&mediaType=AudioShow`);
    const episodes = await getJson<{ data: Episode[] }>(`/api/media/v1/media/${show.id}/episodes`);
    const episode = episodes.data[0] as Episode;
    const rj = await first<Named>(`/api/profile/v1/profile?stationId=${id}`);
    const event = await first<Named>(`/api/event/v1/event?stationId=${id}`);
    const article = await first<Named>(`/api/content/v1/redline?stationId=${id}`);
    routes.push(
      { path: `${station}/home`, heading: '', status: 200, jsonLd: ['RadioBroadcastService'] },
      { path: `${station}/audio/${show.urlName}`, heading: show.title, status: 200, jsonLd: ['RadioSeries'] },
      {
        path: `${station}/audio/${show.urlName}?episode=${episode.id}&t=42`,
        heading: show.title,
        status: 200,
        jsonLd: ['PodcastEpisode'],
      },
      { path: `${station}/rjs/${rj.urlName}`, heading: rj.name ?? '', status: 200, jsonLd: ['Person'] },
      {
        path: `${station}/events/${event.urlName}`,
        heading: event.title ?? '',
        status: 200,
        jsonLd: ['Event'],
      },
      {
        path: `${station}/redlines/${article.urlName}`,
        heading: article.title ?? '',
        status: 200,
        jsonLd: ['NewsArticle'],
      },
    );
  }
  routes.push(
    { path: '/tarang-delhi-1/schedule', heading: 'Schedule', status: 200, jsonLd: ['BreadcrumbList'] },
    { path: '/tarang-delhi-1/audio', heading: 'Audio', status: 200, jsonLd: ['BreadcrumbList'] },
    { path: '/tarang-delhi-1/video', heading: 'Video', status: 200, jsonLd: ['BreadcrumbList'] },
    { path: '/tarang-delhi-1/events', heading: 'Events', status: 200, jsonLd: ['BreadcrumbList'] },
    { path: '/tarang-delhi-1/redlines', heading: 'Red Lines News', status: 200, jsonLd: ['BreadcrumbList'] },
    { path: '/tarang-delhi-1/careers', heading: '', status: 200, jsonLd: ['BreadcrumbList'] },
    { path: '/tarang-delhi-1/audio/no-such-show-999999', heading: 'Page not found', status: 404, jsonLd: [] },
    { path: '/tarang-delhi-1/rjs/nobody-999999', heading: 'Page not found', status: 404, jsonLd: [] },
    { path: '/tarang-delhi-1/no-such-page', heading: 'Page not found', status: 404, jsonLd: [] },
  );
});

/** The most code files a station page names (the show page's 15, with the player's controls; 24 before). */
const MAX_PAGE_MODULES = 15;

const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every @type in a JSON-LD document (nested nodes included). */
function types(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) types(item, found);
  else if (node && typeof node === 'object') {
    const type = (node as { '@type'?: unknown })['@type'];
    if (typeof type === 'string') found.push(type);
    for (const value of Object.values(node)) types(value, found);
  }
  return found;
}

describe('the HTML a crawler gets, without JavaScript', () => {
  test('every station route: heading, title, Open Graph, JSON-LD and status', async () => {
    for (const route of routes) {
      const response = await fetch(new URL(route.path, baseURL));
      const html = await response.text();
      const where = `${route.path} (${response.status})`;
      expect(response.status, where).toBe(route.status);
      expect(response.headers.get('content-type'), where).toContain('text/html');
      const h1 = tag(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
      expect(h1, `${where}: an h1 in the markup`).toBeTruthy();
      if (route.heading) expect(decode((h1 ?? '').replace(/<[^>]+>/g, '')), where).toBe(route.heading);
      const title = tag(html, /<title>([^<]*)<\/title>/) ?? '';
      expect(title, where).not.toBe('Tarang');
      expect(html.match(/<title>/g)?.length, `${where}: one title`).toBe(1);
      const ogImage = tag(html, /<meta property="og:image" content="([^"]+)"/);
      expect(ogImage, `${where}: og:image`).toMatch(/^https?:\/\//);
      expect(tag(html, /<meta property="og:title" content="([^"]+)"/), where).toBeTruthy();
      expect(tag(html, /<link rel="canonical" href="([^"]+)"/), where).toMatch(/^https?:\/\//);
      const block = tag(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
      if (route.jsonLd.length > 0) {
        expect(block, `${where}: a JSON-LD block`).toBeTruthy();
        const found = types(JSON.parse(block ?? 'null'));
        for (const type of route.jsonLd) expect(found, where).toContain(type);
      }
      // The data the page was rendered from travels with it for hydration, as JSON that cannot end its element.
      const state = tag(html, /<script type="application\/json" id="tarang-state">([\s\S]*?)<\/script>/);
      expect(() => JSON.parse(state ?? ''), where).not.toThrow();
      // The page's code in few files (named for boot.ts to fetch): each is a request and main-thread work on a
      // slow phone. Small modules three or more pages share go in the app's start chunk (apps/web/vite.config.ts).
      const modules = tag(html, /<meta name="tarang-page-modules" content="([^"]*)"/)?.split(' ') ?? [];
      expect(modules.length, `${where}: the page's code, in files`).toBeGreaterThan(0);
      expect(modules.length, `${where}: ${modules.join(' ')}`).toBeLessThanOrEqual(MAX_PAGE_MODULES);
    }
  });

  test("each station's own colours are in the page, for the first paint", async () => {
    for (const { id, urlName } of STATIONS) {
      const station = await getJson<{ data: { color: string } }>(`/api/station/v1/station/${id}`);
      const html = await (await fetch(new URL(`/${urlName}/home`, baseURL))).text();
      const style = tag(html, /<html lang="en" style="([^"]*)">/) ?? '';
      expect(style, urlName).toContain(`--station:${station.data.color}`);
      expect(style, urlName).toMatch(/--station-ink:#[0-9a-f]{6};--on-station:#[0-9a-f]{6}$/i);
    }
  });

  test('the site-wide pages stay with the browser: /, station 0 and the console get the app shell', async () => {
    for (const path of ['/', '/0/home', '/staff']) {
      const response = await fetch(new URL(path, baseURL));
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(html, path).toContain('<div id="root"></div>');
    }
  });
});

// Three groups of pages, each at both widths: every page hydrates in its own test time.
const GROUPS = [
  { name: 'Delhi', matches: (path: string) => path.startsWith('/tarang-delhi-1/') && !isList(path) },
  { name: 'Mumbai', matches: (path: string) => path.startsWith('/tarang-mumbai-2/') },
  { name: 'lists and pages', matches: (path: string) => isList(path) },
];
const LISTS = ['schedule', 'audio', 'video', 'events', 'redlines', 'careers'];
const isList = (path: string) => LISTS.some((list) => path === `/tarang-delhi-1/${list}`);

describe.concurrent('hydration in Chromium', () => {
  for (const viewport of ['mobile', 'desktop'] as ViewportName[]) {
    for (const group of GROUPS) {
      test(`${group.name} pages hydrate without a mismatch at ${viewport === 'mobile' ? 390 : 1280} px`, async ({
        openPage,
      }) => {
        const session = await openPage({ viewport });
        const { page } = session;
        const stylesheetsFetched: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'stylesheet')
            stylesheetsFetched.push(new URL(request.url()).pathname);
        });
        // Share links last: they load the episode into the player, whose bar then shows on every page.
        const pages = routes.filter((one) => one.status === 200 && group.matches(one.path));
        expect(pages.length).toBeGreaterThan(0);
        const ordered = [
          ...pages.filter((one) => !one.path.includes('?')),
          ...pages.filter((one) => one.path.includes('?')),
        ];
        for (const route of ordered) {
          stylesheetsFetched.length = 0;
          // page.goto resolves once the app says it is hydrated (e2e/browser.ts); a mismatch is a console error.
          await page.goto(route.path);
          const heading = page.getByRole('heading', { level: 1 }).first();
          await heading.waitFor();
          if (route.heading) expect(await heading.textContent(), route.path).toBe(route.heading);
          // Motion (the player bar rising) ends before axe measures what covers what; the bar's code is fetched
          // after hydration, so its motion may not have begun yet: the page settles first.
          await session.settle();
          await untilMotionEnds(page);
          await expectNoAxeViolations(page);
          // The page's stylesheets came inline: the app's code, once started, must not fetch and apply them again.
          const inline = await page.evaluate(() =>
            [...document.querySelectorAll('style[data-href]')].map((style) =>
              style.getAttribute('data-href'),
            ),
          );
          expect(inline.length, `${route.path}: stylesheets inline`).toBeGreaterThan(0);
          expect(
            stylesheetsFetched.filter((path) => inline.includes(path)),
            `${route.path}: inline stylesheets fetched again`,
          ).toEqual([]);
        }
        expectNoIssues(session);
      });
    }
  }
});
