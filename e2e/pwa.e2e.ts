import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MediaItem } from '@tarang/contracts';
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  CHROMIUM_ARGS,
  CHROMIUM_FOR_TESTS,
  expectNoAxeViolations,
  expectNoIssues,
  test,
  VIEWPORTS,
  type ViewportName,
  visible,
  waitFor,
} from './browser';
import { type StartedServer, startServer } from './server.mjs';

// The installable app: the web app manifest and its icons, the service worker keeping the
// app shell and the pages visited, the offline page with the server stopped (naming the site by its configured
// brand), and the install card offered once, from the second visit, where it covers none of the header's
// controls and never while a dialog or menu is open.

/** The brand of this file's own server (BRAND_NAME): the offline page must say it, not a name of its own. */
const BRAND = 'Sur Sangam';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG file').toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('installable app and offline (a server of its own, stopped during the test)', () => {
  let server: StartedServer;
  let context: BrowserContext;
  let profile: string;
  let show: MediaItem;
  const showPath = () => `/tarang-delhi-1/audio/${show.urlName}`;

  beforeAll(async () => {
    server = await startServer({ echo: false, env: { BRAND_NAME: BRAND } });
    const shows = await fetch(`${server.url}/api/media/v1/media?stationId=1&mediaType=AudioShow`);
    show = ((await shows.json()) as { data: MediaItem[] }).data[0] as MediaItem;
    profile = mkdtempSync(join(tmpdir(), 'tarang-pwa-chromium-'));
    // Service workers allowed (the shared sessions of browser.ts block them), on a phone.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_FOR_TESTS,
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL: server.url,
      ...VIEWPORTS.mobile,
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    context.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await context?.close();
    await server?.stop();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  test('the manifest is valid: name, start, standalone, colours, icons of the declared sizes, maskable', async () => {
    const home = await context.request.get('/0/home');
    const html = await home.text();
    const href = html.match(/<link rel="manifest" href="([^"]+)"/)?.[1];
    expect(href, '<link rel="manifest"> in the page').toBeTruthy();
    expect(html).toMatch(/<meta name="theme-color" content="#14121f"/);
    const touchIcon = html.match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1] ?? '';
    expect(pngSize(await (await context.request.get(touchIcon)).body())).toEqual({ width: 180, height: 180 });

    const response = await context.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Tarang Radio',
      short_name: 'Tarang',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#14121f',
      background_color: '#14121f',
    });
    for (const icon of manifest.icons) {
      const image = await context.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe(icon.type);
      const { width, height } = pngSize(await image.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    const declared = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(declared).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    // The worker itself: never from a cache, so a new version is found on the next visit.
    const worker = await context.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
  });

  test('with the server stopped, a visited page renders from the cache and another shows the offline page', async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/0/home');
    await visible(page.getByRole('heading', { level: 1 })).waitFor();
    // The worker installs (the app shell precached), activates and takes the page over.
    await waitFor(
      () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null),
      (url) => url?.endsWith('/sw.js') === true,
      'a service worker controlling the page',
      30_000,
    );

    // A show page, opened while online: kept, with its title, for the offline page's list.
    await page.goto(showPath());
    const heading = page.getByRole('heading', { level: 1, name: show.title });
    await visible(heading).waitFor();
    await waitFor(
      () => savedPages(page),
      (pages) =>
        pages.some(
          (saved) => saved.url === showPath() && saved.title.includes(show.title) && saved.brand === BRAND,
        ),
      "the show page saved for offline, with the site's brand",
      15_000,
    );
    await page.waitForLoadState('networkidle');

    await server.stop();

    // The visited page, reloaded with no server: the app shell and its data from the cache.
    await page.goto(showPath());
    await visible(page.getByRole('heading', { level: 1, name: show.title })).waitFor();
    expect(await page.getByRole('heading', { name: 'You are offline' }).count()).toBe(0);

    // A page never opened: the offline page, listing the show page that was kept.
    await page.goto('/tarang-delhi-1/events');
    const offline = page.getByRole('main');
    await visible(offline.getByRole('heading', { level: 1, name: 'You are offline' })).waitFor();
    const saved = page.getByRole('region', { name: 'Saved on this device' });
    const link = saved.getByRole('link', { name: show.title });
    await visible(link).waitFor();
    expect(await link.getAttribute('href')).toBe(showPath());
    await visible(page.getByRole('button', { name: 'Try again' })).waitFor();
    expect(await page.title()).toBe(`Offline · ${BRAND}`);
    await visible(
      offline.getByText(`${BRAND} will be back as soon as your connection returns.`, { exact: false }),
    ).waitFor();
    expect(await offline.getByText('Tarang Radio').count()).toBe(0);
    await expectNoAxeViolations(page, { label: 'offline page, 390 px' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page, { label: 'offline page, 1280 px' });

    // In Hindi, for a Hindi reader.
    await page.evaluate(() => localStorage.setItem('tarang.language', 'hi'));
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).waitFor();
    // Read until it holds: in some runs the page loaded twice after the reload (cause not found; see the issue
    // note), and the second document is still `en` until its script has run.
    await waitFor(
      () => page.evaluate(() => document.documentElement.lang),
      (lang) => lang === 'hi',
      'the offline page marked as Hindi',
    );
    await visible(
      page.getByRole('region', { name: 'इस डिवाइस पर सेव' }).getByRole('link', { name: show.title }),
    ).waitFor();
    await visible(page.getByRole('button', { name: 'फिर से कोशिश करें' })).waitFor();
    expect(await page.title()).toBe(`ऑफ़लाइन · ${BRAND}`);
    await expectNoAxeViolations(page, { label: 'offline page in Hindi' });

    // Following the saved link opens the kept page.
    await page.evaluate(() => localStorage.setItem('tarang.language', 'en'));
    await page.getByRole('link', { name: show.title }).click();
    await visible(page.getByRole('heading', { level: 1, name: show.title })).waitFor();
  });
});

/** The pages the service worker kept for the offline page (cache storage, as the offline page reads it). */
function savedPages(page: Page) {
  return page.evaluate(async () => {
    const cache = await caches.open('tarang-pages');
    const records = await Promise.all(
      (await cache.keys()).map(async (key) => (await cache.match(key))?.json()),
    );
    return records as { url: string; title: string; brand?: string }[];
  });
}

/**
 * Fires the browser's install offer as Chromium would when the site can be installed: a cancelable
 * beforeinstallprompt with prompt() and userChoice. Answers whether the site took it over (preventDefault).
 */
function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  return page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const tracked = window as unknown as { promptCalls: number };
    tracked.promptCalls = 0;
    Object.assign(event, {
      prompt: async () => {
        tracked.promptCalls += 1;
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

/** The install card, shown or not (hidden, it is out of the accessibility tree: `includeHidden` finds it). */
const installCard = (page: Page, name = 'Install Tarang') =>
  page.getByRole('complementary', { name, includeHidden: true });

/** A visit: a new tab of the same browser (its own session, the site's storage kept), once the app is ready. */
async function visit(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/tarang-delhi-1/home');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  return page;
}

/** Offers the install and checks, after a moment, that no card came (the site still took the offer over). */
async function expectNoCard(page: Page) {
  expect(await offerInstall(page), 'the offer is taken over, not left to the browser').toBe(true);
  await page.waitForTimeout(800);
  expect(await installCard(page).count()).toBe(0);
}

/** The boxes of the shown controls (links, buttons) in one part of the page. */
function controlBoxes(scope: Locator) {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a[href], button, [role="button"]')]
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { name: element.getAttribute('aria-label') ?? element.textContent ?? '', x, y, width, height };
      })
      .filter((box) => box.width > 1 && box.height > 1),
  );
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0;

/** Opens the dialog or menu a listener meets first: the phone's menu, the computer's log-in dialog. */
async function openDialog(page: Page, viewport: ViewportName) {
  const opener =
    viewport === 'mobile'
      ? page.getByRole('button', { name: 'Open menu', exact: true })
      : page.getByRole('banner').getByRole('button', { name: 'Log In', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await visible(dialog).waitFor();
  return async () => {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  };
}

describe.each(['mobile', 'desktop'] as ViewportName[])('install card at %s', (viewport) => {
  test('offered on the second visit only, over no control of the header, never with a dialog open, never again after "Not now"', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport });
    const first = session.page;
    await first.goto('/tarang-delhi-1/home');
    await visible(first.getByRole('heading', { level: 1 })).waitFor();
    await expectNoCard(first);

    const second = await visit(session.context);
    // The offer comes while a dialog (or the phone's menu) is open: the card waits until it closes.
    let closeDialog = await openDialog(second, viewport);
    expect(await offerInstall(second)).toBe(true);
    const card = installCard(second);
    await card.waitFor({ state: 'attached' });
    expect(await card.isVisible(), 'the card while a dialog is open').toBe(false);
    await closeDialog();
    await visible(card).waitFor();

    // Inside the screen, over none of the header's controls (Log In, the station picker…) nor the bottom bar's.
    const box = await card.boundingBox();
    const size = second.viewportSize();
    expect(
      box && size && box.x >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height,
    ).toBe(true);
    const covered = [
      ...(await controlBoxes(second.getByRole('banner'))),
      ...(viewport === 'mobile'
        ? await controlBoxes(second.getByRole('navigation', { name: 'Quick links', exact: true }))
        : []),
    ].filter((control) => box && overlaps(box, control));
    expect(covered.map((control) => control.name)).toEqual([]);
    expect(
      await second.getByRole('banner').getByRole('button', { name: 'Log In', exact: true }).isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(second, { label: `install card, ${viewport}` });

    // A dialog opened while the card shows: it stands aside, and comes back when the dialog closes.
    closeDialog = await openDialog(second, viewport);
    expect(await card.isVisible(), 'the card while a dialog is open').toBe(false);
    await closeDialog();
    await visible(card).waitFor();
    await card.getByRole('button', { name: 'Not now' }).click();
    await waitFor(
      () => installCard(second).count(),
      (count) => count === 0,
      'the card gone',
    );
    expect(await second.evaluate(() => window.promptCalls)).toBe(0);

    await expectNoCard(await visit(session.context));
    expectNoIssues(session);
  });

  test('Install opens the browser prompt, then the card is gone for good; in Hindi too', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport, storage: { 'tarang.language': 'hi' } });
    await session.page.goto('/tarang-delhi-1/home');
    await visible(session.page.getByRole('heading', { level: 1 })).waitFor();
    await expectNoCard(session.page);

    const second = await visit(session.context);
    expect(await offerInstall(second)).toBe(true);
    const card = installCard(second, 'Tarang इंस्टॉल करें');
    await visible(card).waitFor();
    expect(await second.evaluate(() => document.documentElement.lang)).toBe('hi');
    await visible(card.getByRole('button', { name: 'अभी नहीं' })).waitFor();
    await expectNoAxeViolations(second, { label: `install card in Hindi, ${viewport}` });
    // Keyboard: the card's buttons are reachable and work with Enter.
    await card.getByRole('button', { name: 'इंस्टॉल करें' }).focus();
    await second.keyboard.press('Enter');
    await waitFor(
      () => second.evaluate(() => window.promptCalls),
      (calls) => calls === 1,
      'prompt() called',
    );
    await waitFor(
      () => card.count(),
      (count) => count === 0,
      'the card gone after installing',
    );
    expect(await second.evaluate(() => localStorage.getItem('tarang.install'))).toBe('installed');

    await expectNoCard(await visit(session.context));
    expectNoIssues(session);
  });
});

declare global {
  interface Window {
    promptCalls: number;
  }
}
