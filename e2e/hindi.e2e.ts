import { STATION_PAGES } from '@tarang/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { getJson, getProfiles, getStationPage } from './api';
import {
  expectNoAxeViolations,
  expectNoIssues,
  type Session,
  test,
  type ViewportName,
  visible,
  waitFor,
} from './browser';

// The whole site can be read in Hindi: a listener switches to हिन्दी with the header's
// switch (on a phone, in the ☰ menu) and then reads every listener page in Hindi: <html lang="hi">, no English
// UI text left on screen or in an accessible name, navigation and UI headings in Devanagari, axe clean. Content
// from the API (titles, descriptions, names) is shown as entered and is not checked.

const DELHI = '/tarang-delhi-1';
const LANGUAGE_KEY = 'tarang.language';
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

/**
 * Distinctive English UI texts of the listener site, from its messages files (shell, live, home, audio, video,
 * events, red lines, schedule, talent hunt, 404). A text node or accessible label equal to one of them means an
 * untranslated text. They are whole texts, so an English word inside API content does not count.
 */
const ENGLISH_TEXTS = [
  // shell: navigation, header, footer
  'Home',
  'Audio',
  'Video',
  'Schedule',
  'Events',
  'Red Lines News',
  'Talent Hunt',
  'Log In',
  'Studio Visit',
  'Meet Your Favourite RJs',
  'SEND US REQUEST',
  'Advertise with us',
  'Privacy policy',
  'Terms and conditions',
  'Contact us',
  'Careers',
  'CSR policy',
  // live radio and schedule
  'Listen live',
  'On air now',
  'Up next',
  'Full schedule',
  'Today',
  'Tomorrow',
  // home and listening sections
  'Listen now',
  'New episodes',
  'Upcoming events',
  'Your RJs',
  'See events',
  'Read more',
  'Episodes',
  'Podcasts',
  'Shows',
  'All genres',
  'Newest first',
  'Video series',
  'Videos from the RJs',
  // events and news
  'Coming up',
  'Past events',
  'All events',
  'About this event',
  'Open in Maps',
  'Register',
  'This event has ended',
  'More from Red Lines',
  'Published',
  // talent hunt, 404
  'Submit Entry',
  'Send your entry',
  "Let's Collab",
  'Page not found',
  'Go to the station home',
  'Browse shows and podcasts',
];

/** English UI texts with a number in them (the pager's "Page 1 of 2", "12 min", "3 episodes"). */
const ENGLISH_PATTERNS = [/^Page \d+ of \d+$/, /^\d+ (sec|min|hr)( \d+ min)?$/, /^\d+ episodes?$/];

/** English accessible names given by aria-label (landmarks, lists, icon buttons). */
const ENGLISH_LABELS = [
  ...ENGLISH_TEXTS,
  'Main',
  'Quick links',
  'Station pages',
  'Open menu',
  'Close menu',
  'Language',
  'Days',
  'When and where',
  'Lead story',
  'More stories',
  'Audio player',
];

type List<T> = { data: T[]; total: number };
type Named = { title: string; urlName: string };

/** A page of the listener site; `uiHeading`: its h1 is a UI text (not an API title) and must be Hindi. */
type Visit = { name: string; path: string; uiHeading: boolean };

let visits: Visit[];

beforeAll(async () => {
  const [shows, rjs, events, news] = await Promise.all([
    getJson<List<Named>>('/api/media/v1/media?stationId=1&pageSize=1'),
    getProfiles(1),
    getJson<List<Named>>('/api/event/v1/event?stationId=1&when=upcoming'),
    getJson<List<Named>>('/api/content/v1/redline?stationId=1&pageSize=1'),
  ]);
  const [show, rj, event, article] = [shows.data[0], rjs[0], events.data[0], news.data[0]];
  if (!show || !rj || !event || !article)
    throw new Error('the seeded Delhi station lacks a show, RJ, event or story');
  // The station pages exist in the seed (their titles are content, shown as entered).
  await Promise.all(STATION_PAGES.map((page) => getStationPage(1, page)));
  visits = [
    { name: 'home', path: `${DELHI}/home`, uiHeading: false },
    { name: 'audio', path: `${DELHI}/audio`, uiHeading: true },
    { name: 'a show', path: `${DELHI}/audio/${show.urlName}`, uiHeading: false },
    { name: 'video', path: `${DELHI}/video`, uiHeading: true },
    { name: 'schedule', path: `${DELHI}/schedule`, uiHeading: true },
    { name: 'an RJ', path: `${DELHI}/rjs/${rj.urlName}`, uiHeading: false },
    { name: 'events', path: `${DELHI}/events`, uiHeading: true },
    { name: 'an event', path: `${DELHI}/events/${event.urlName}`, uiHeading: false },
    { name: 'red lines', path: `${DELHI}/redlines`, uiHeading: true },
    { name: 'a red line', path: `${DELHI}/redlines/${article.urlName}`, uiHeading: false },
    { name: 'talent hunt', path: `${DELHI}/talent-hunt`, uiHeading: true },
    ...STATION_PAGES.map((page) => ({ name: page, path: `${DELHI}/${page}`, uiHeading: false })),
    { name: '404', path: `${DELHI}/no-such-page`, uiHeading: true },
  ];
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/**
 * Waits for the page's heading, its data (no region still aria-busy) and a quiet network, so that what is checked
 * next is the page as a listener reads it, not its loading skeleton. Generous: the machine may be busy.
 */
async function loaded(session: Session) {
  const { page } = session;
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await waitFor(
    () => page.locator('main [aria-busy="true"]').count(),
    (busy) => busy === 0,
    'the page to finish loading (no aria-busy region)',
    30_000,
  );
  await session.settle(500, 45_000);
}

/** The header's language switch; on a phone it is in the ☰ menu. Waits until the page says it is Hindi. */
async function chooseHindi(session: Session, viewport: ViewportName) {
  const { page } = session;
  const header = page.getByRole('banner');
  if (viewport === 'mobile') {
    await header.getByRole('button', { name: 'Open menu', exact: true }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await waitFor(
      () => htmlLang(page),
      (lang) => lang === 'hi',
      '<html lang="hi">',
    );
    // The open menu, now in Hindi, is a page state of its own.
    await menu.getByRole('group', { name: 'भाषा' }).waitFor();
    await session.settle(500, 45_000);
    await expectNoAxeViolations(page, { label: 'the phone menu in Hindi' });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  } else {
    const language = visible(header.getByRole('group', { name: 'Language' }));
    await language.getByRole('button', { name: 'हिन्दी' }).click();
    await waitFor(
      () => htmlLang(page),
      (lang) => lang === 'hi',
      '<html lang="hi">',
    );
  }
}

/** What of the page is still English: UI texts on screen, English labels, English navigation, an English h1. */
function englishLeft(page: Page, uiHeading: boolean) {
  return page.evaluate(
    ({ texts, patterns, labels, uiHeading, devanagari, latin }) => {
      const hindi = new RegExp(devanagari);
      const english = new RegExp(latin);
      const shown = (element: Element) =>
        !element.closest('[hidden], [aria-hidden="true"]') &&
        element.checkVisibility({ visibilityProperty: true });
      const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
      const found = new Set<string>();

      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = clean(node.textContent);
        const untranslated =
          texts.includes(text) || patterns.some((pattern) => new RegExp(pattern).test(text));
        if (untranslated && node.parentElement && shown(node.parentElement)) found.add(`text "${text}"`);
      }
      for (const element of document.querySelectorAll('[aria-label]')) {
        const label = clean(element.getAttribute('aria-label'));
        if (labels.includes(label) && shown(element)) found.add(`label "${label}"`);
      }
      // Navigation items are UI texts: each must be Hindi (a link of numbers or a brand name has no Latin word).
      for (const nav of document.querySelectorAll('nav')) {
        if (!shown(nav)) continue;
        for (const link of nav.querySelectorAll('a, button')) {
          const text = clean((link as HTMLElement).innerText);
          // The language switch names each language in itself ("English" stays English).
          if (link.closest('[lang="en"]')) continue;
          if (shown(link) && english.test(text) && !hindi.test(text)) found.add(`navigation "${text}"`);
        }
      }
      const h1 = document.querySelector('main h1, h1');
      if (uiHeading && h1 && !hindi.test(h1.textContent ?? '')) found.add(`h1 "${clean(h1.textContent)}"`);
      if (!h1) found.add('no h1');
      const title = clean(document.title.split(' · ')[0]);
      if (texts.includes(title)) found.add(`document.title "${document.title}"`);
      return [...found];
    },
    {
      texts: ENGLISH_TEXTS,
      patterns: ENGLISH_PATTERNS.map((pattern) => pattern.source),
      labels: ENGLISH_LABELS,
      uiHeading,
      devanagari: DEVANAGARI.source,
      latin: LATIN.source,
    },
  );
}

describe.concurrent('the listener site in Hindi', () => {
  test.for(['mobile', 'desktop'] as const)(
    'every listener page reads in Hindi at %s after choosing हिन्दी in the header',
    { timeout: 420_000 },
    async (viewport, { openPage }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      await page.goto(`${DELHI}/home`);
      await loaded(session);
      expect(await htmlLang(page)).toBe('en');
      await chooseHindi(session, viewport);

      // Every page is checked and every finding kept, so one run lists all that is still English.
      const problems: string[] = [];
      for (const visit of visits) {
        await page.goto(visit.path);
        await loaded(session);
        const lang = await htmlLang(page);
        if (lang !== 'hi') problems.push(`${visit.name}: <html lang="${lang}">`);
        for (const finding of await englishLeft(page, visit.uiHeading))
          problems.push(`${visit.name} (${visit.path}): ${finding}`);
        try {
          await expectNoAxeViolations(page, { label: `${visit.name} in Hindi at ${viewport}` });
        } catch (error) {
          problems.push(`${visit.name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      expect(problems, `English or axe findings at ${viewport}`).toEqual([]);
      // The not-found page answers 404 itself (rendered by the server).
      expectNoIssues(session, [/404 GET .*\/no-such-page$/, /status of 404 .*\/no-such-page\)/]);
    },
  );

  test('Hindi remembered in this browser but not by the server: the home page, served in English, turns Hindi once hydrated, on a slow phone', async ({
    openPage,
  }) => {
    // The language cookie gone (cleared, or expired), the choice still in storage: the server renders English,
    // and the app switches once the page is hydrated. The home page's blocks hydrate after the page around them,
    // over several tasks on a slow phone; switched before they were, their texts would no longer match the
    // server's HTML (a hydration error, the blocks rendered again).
    const session = await openPage({ viewport: 'mobile', storage: { [LANGUAGE_KEY]: 'hi' } });
    const { page } = session;
    const served = await session.context.request.get(`${DELHI}/home`);
    expect(await served.text()).toContain('<html lang="en"');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

    await page.goto(`${DELHI}/home`);
    await page.getByRole('heading', { level: 2, name: 'नए एपिसोड', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'आपके आरजे', exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expectNoIssues(session);
  });

  test('English → Hindi → English with the header switch, each remembered across a reload', {
    timeout: 180_000,
  }, async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const header = page.getByRole('banner');
    const language = (name: string) => visible(header.getByRole('group', { name }));
    const storedLanguage = () => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY);

    await page.goto(`${DELHI}/events`);
    await page.getByRole('heading', { level: 1, name: 'Events', exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(
      await language('Language').getByRole('button', { name: 'English' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await language('Language').getByRole('button', { name: 'हिन्दी' }).click();
    // The page already on screen changes at once, without a reload.
    await page.getByRole('heading', { level: 1, name: 'इवेंट्स', exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    expect(await storedLanguage()).toBe('hi');
    expect(await language('भाषा').getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await loaded(session);
    await expectNoAxeViolations(page, { label: 'events, switched to Hindi' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'इवेंट्स', exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    await page.getByRole('heading', { level: 2, name: 'आने वाले इवेंट', exact: true }).waitFor();

    await language('भाषा').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Events', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Coming up', exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await storedLanguage()).toBe('en');
    await loaded(session);
    await expectNoAxeViolations(page, { label: 'events, back in English' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Events', exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expectNoIssues(session);
  });
});
