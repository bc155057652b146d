import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, test as baseTest, inject, onTestFinished } from 'vitest';
import { randomAddress } from './address';
import { CHROMIUM_ARGS as BASE_ARGS, CHROMIUM_FOR_TESTS } from './chromium.mjs';

// global-setup.ts starts one server per worker. A test file claims a free one for itself (a lock file in the
// server's data folder, released when the file ends), so a server never serves two files at once. (Vitest's
// VITEST_POOL_ID can repeat between two running files when it reuses a worker, so it cannot decide this.)
const servers = inject('servers');

/** Sleeps without leaving the module's top level (the claim happens at import). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function claimServer() {
  const until = Date.now() + 120_000;
  for (;;) {
    for (const candidate of servers) {
      const lock = join(candidate.dataDir, 'e2e-file-running');
      try {
        closeSync(openSync(lock, 'wx'));
      } catch {
        continue; // another file has it
      }
      const release = () => rmSync(lock, { force: true });
      process.once('exit', release);
      afterAll(release);
      return candidate;
    }
    // A lock left by a file that died: after two minutes, share rather than stop.
    if (Date.now() > until) return servers[0];
    pause(100);
  }
}

const server = claimServer();
if (!server) throw new Error('global-setup.ts started no server');
/** Origin of this file's server. */
export const baseURL = server.url;
/** This file's server's data folder (its outbox/ holds the e-mails it would send). */
export const dataDir = server.dataDir;

export { CHROMIUM_FOR_TESTS };
export const CHROMIUM_ARGS = [...BASE_ARGS, '--autoplay-policy=no-user-gesture-required'];

export const VIEWPORTS = {
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export type Coordinates = { latitude: number; longitude: number };

export type OpenPageOptions = {
  viewport?: ViewportName;
  /**
   * Coordinates: the geolocation permission is granted with them. 'denied' (the default): the permission is
   * not granted, and headless Chromium answers getCurrentPosition at once with PERMISSION_DENIED (code 1)
   * (checked in smoke.e2e.ts; permissions.query() says 'prompt' in the headless shell, 'denied' in the
   * whole browser).
   */
  geolocation?: Coordinates | 'denied';
  /** localStorage of the site's origin before the first page loads (set once, not on every navigation). */
  storage?: Record<string, string>;
  /**
   * 'block' (the default): the site's service worker is not registered, so page.route() sees every request and
   * no test reads an answer the worker kept. pwa.e2e.ts tests the worker itself, on a server of its own.
   */
  serviceWorkers?: 'allow' | 'block';
};

/** What went wrong on the pages of one session; assert on it with expectNoIssues(). */
export type PageIssues = {
  /** console.error() calls and Chromium's own error messages (e.g. "Failed to load resource: … 404"). */
  consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[];
  /** Requests that failed at the network level (refused, reset, blocked…), except net::ERR_ABORTED. */
  failedRequests: string[];
  /** Responses with status 400 or more. */
  errorResponses: string[];
  /** Requests aborted (navigation away, AbortController): recorded, not an error. */
  abortedRequests: string[];
};

export type Session = {
  page: Page;
  context: BrowserContext;
  issues: PageIssues;
  /**
   * Resolves once no request (media streams aside) has been in flight for `quietMs`: the app has fetched what
   * it needed after a load or a client-side navigation. Use before axe or before asserting something is absent.
   */
  settle: (quietMs?: number, timeout?: number) => Promise<void>;
  close: () => Promise<void>;
};

// One Chromium per test file (Vitest isolates each file's modules), a fresh browser context per openPage().
// launchPersistentContext because launch() refuses a --user-data-dir of our own.
let browserPromise: Promise<{ browser: Browser; persistent: BrowserContext; profile: string }> | undefined;
const openSessions = new Set<Session>();

async function launch() {
  const profile = mkdtempSync(join(tmpdir(), 'tarang-chromium-'));
  const persistent = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_FOR_TESTS,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const browser = persistent.browser();
  if (!browser) throw new Error('launchPersistentContext gave no Browser to create contexts in');
  return { browser, persistent, profile };
}

export async function closeBrowser() {
  for (const session of [...openSessions]) await session.close();
  if (!browserPromise) return;
  const launched = await browserPromise.catch(() => undefined);
  browserPromise = undefined;
  if (!launched) return;
  await launched.persistent.close();
  rmSync(launched.profile, { recursive: true, force: true });
}

afterAll(closeBrowser, 30_000);

type Traffic = { inflight: Set<Request>; lastChange: number };

function watch(page: Page, issues: PageIssues, traffic: Traffic) {
  const settled = (request: Request) => {
    if (traffic.inflight.delete(request)) traffic.lastChange = Date.now();
  };
  page.on('request', (request) => {
    // Audio/video streams and event streams may stay open; they do not count as the app loading.
    if (['media', 'websocket', 'eventsource'].includes(request.resourceType())) return;
    traffic.inflight.add(request);
    traffic.lastChange = Date.now();
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  // A page the server renders as not found answers 404 itself (as a crawler must see it): that answer is the
  // page, not a failure. Tests check its "Page not found" heading.
  const notFoundPages = new Set<string>();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    if (notFoundPages.has(where) && message.text().includes('status of 404')) return;
    issues.consoleErrors.push(`${message.text()}${where ? ` (at ${where})` : ''} [on ${page.url()}]`);
  });
  page.on('pageerror', (error) => {
    issues.pageErrors.push(`${error.name}: ${error.message} [on ${page.url()}]`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    const line = `${request.method()} ${request.url()}: ${reason}`;
    if (reason.includes('ERR_ABORTED')) issues.abortedRequests.push(line);
    else issues.failedRequests.push(line);
  });
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().resourceType() === 'document') {
      notFoundPages.add(response.url());
      return;
    }
    if (response.status() >= 400)
      issues.errorResponses.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
}

/**
 * Waits until the page's finite animations and transitions have ended (the live dot pulses for ever). One
 * cancelled meanwhile (its element re-rendered or gone) has ended too: its `finished` rejects with AbortError.
 */
export async function untilMotionEnds(page: Page) {
  await page.evaluate(async () => {
    // A class changed a moment ago starts its transition when the next frame's styles are computed: wait for
    // that frame, or the transition is not there yet to be waited for.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/**
 * A fresh browser context (own storage, cache, permissions) with one page, at a mobile (390×844, touch) or
 * desktop (1280×800) viewport, `baseURL` set so `page.goto('/path')` works. Called inside a test, it is closed
 * when the test ends (with a screenshot and the page's issues printed if the test failed). In concurrent tests
 * use the `openPage` fixture of the `test` exported here instead.
 */
export async function openPage(options: OpenPageOptions = {}): Promise<Session> {
  const session = await createSession(options);
  try {
    onTestFinished(({ task }) => finishSession(session, task));
  } catch {
    // Opened outside a test (beforeAll): closed by closeBrowser() after the file.
  }
  return session;
}

type OpenPage = (options?: OpenPageOptions) => Promise<Session>;

/**
 * Vitest's `test` with an `openPage` fixture bound to the test itself, safe in `test.concurrent` /
 * `describe.concurrent`: `test('…', async ({ openPage }) => { const { page } = await openPage(); … })`.
 */
export const test = baseTest.extend<{ openPage: OpenPage }>({
  openPage: async ({ task }, use) => {
    const sessions: Session[] = [];
    await use(async (options) => {
      const session = await createSession(options);
      sessions.push(session);
      return session;
    });
    for (const session of sessions) await finishSession(session, task);
  },
});

/**
 * A station page arrives rendered by the server: its buttons show before the code that answers them has run.
 * As a listener waits for a page to be ready before using it, page.goto and page.reload resolve once the app
 * says so (`<html data-app="ready">`: rendered, or hydrated); pages without the app (JSON, XML) at once.
 */
function waitForTheAppOnLoad(page: Page) {
  const untilReady = () =>
    page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.app === 'ready',
      undefined,
      { timeout: 20_000 },
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilReady();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilReady();
    return response;
  };
}

async function createSession(options: OpenPageOptions = {}): Promise<Session> {
  const { viewport = 'desktop', geolocation = 'denied', storage, serviceWorkers = 'block' } = options;
  browserPromise ??= launch();
  const { browser } = await browserPromise;
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    baseURL,
    serviceWorkers,
    // Each session is its own listener for the server's per-address limits (one test using up its budget,
    // e.g. the request form's, must not change what the next file sees).
    extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    ...(geolocation === 'denied' ? {} : { geolocation, permissions: ['geolocation'] }),
    ...(storage
      ? {
          storageState: {
            cookies: [],
            origins: [
              {
                origin: baseURL,
                localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })),
              },
            ],
          },
        }
      : {}),
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  const issues: PageIssues = {
    consoleErrors: [],
    pageErrors: [],
    failedRequests: [],
    errorResponses: [],
    abortedRequests: [],
  };
  const traffic: Traffic = { inflight: new Set(), lastChange: Date.now() };
  context.on('page', (page) => watch(page, issues, traffic));
  const page = await context.newPage();
  waitForTheAppOnLoad(page);

  let closed = false;
  const session: Session = {
    page,
    context,
    issues,
    settle: async (quietMs = 500, timeout = 15_000) => {
      const until = Date.now() + timeout;
      while (traffic.inflight.size > 0 || Date.now() - traffic.lastChange < quietMs) {
        if (Date.now() > until)
          throw new Error(
            `The page did not settle within ${timeout} ms (${traffic.inflight.size} requests in flight)`,
          );
        await new Promise((done) => setTimeout(done, 50));
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      openSessions.delete(session);
      await context.close().catch(() => undefined);
    },
  };
  openSessions.add(session);
  return session;
}

/** Closes a session at the end of its test; first, if the test failed, saves a screenshot and prints issues. */
async function finishSession(session: Session, task: { name: string; result?: { state?: string } }) {
  const { page } = session;
  if (task.result?.state === 'fail' && !page.isClosed()) {
    const folder = join(tmpdir(), 'tarang-e2e-failures');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${Date.now()}.png`);
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).catch(() => undefined);
    const issues = formatIssues(session.issues);
    console.error(
      `[e2e] "${task.name}" failed on ${page.url()}; screenshot ${file}${issues ? `\n${issues}` : ''}`,
    );
  }
  await session.close();
}

function formatIssues(issues: PageIssues, allow: RegExp[] = []) {
  const lines: string[] = [];
  for (const [kind, entries] of Object.entries(issues) as [keyof PageIssues, string[]][]) {
    if (kind === 'abortedRequests') continue;
    for (const entry of entries)
      if (!allow.some((pattern) => pattern.test(entry))) lines.push(`${kind}: ${entry}`);
  }
  return lines.join('\n');
}

/**
 * Fails listing every console error, uncaught exception, failed request and 4xx/5xx response of the session,
 * except entries matching one of `allow` (e.g. the 404 a test provokes on purpose).
 */
export function expectNoIssues(session: Session | PageIssues, allow: RegExp[] = []) {
  const issues = 'issues' in session ? session.issues : session;
  const text = formatIssues(issues, allow);
  if (text) throw new Error(`The page reported problems:\n${text}`);
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) on the page as it is now and fails listing each violation:
 * id, impact, help, and the target of every node.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string; label?: string } = {}) {
  // Legacy mode runs axe inside the page instead of aggregating in an extra blank page: the same rules and
  // results here at half the time; it skips cross-origin iframes, which the site does not have.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  if (results.violations.length === 0) return;
  const lines = results.violations.map((violation) => {
    const nodes = violation.nodes
      .map(
        (node) =>
          `    - ${node.target.join(' ')}${node.failureSummary ? `: ${oneLine(node.failureSummary)}` : ''}`,
      )
      .join('\n');
    return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} ${violation.helpUrl}\n${nodes}`;
  });
  throw new Error(
    `axe found ${results.violations.length} violation(s) on ${options.label ?? page.url()}:\n${lines.join('\n')}`,
  );
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The path (no origin, no query) the page is at. */
export function pathOf(page: Page) {
  return new URL(page.url()).pathname;
}

/** Waits until the page's path is `path` (client-side navigations included), failing with the path it is at. */
export async function waitForPath(page: Page, path: string, timeout = 15_000) {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`Expected the page to reach ${path}, but it is at ${pathOf(page)} after ${timeout} ms`);
  }
}

/** Records the path of every navigation of the page's main frame, history API changes included. */
export function recordPaths(page: Page) {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (paths.at(-1) !== path) paths.push(path);
  });
  return paths;
}

/** Polls `read` until it returns a value passing `check`, else fails with the last value seen. */
export async function waitFor<T>(
  read: () => Promise<T> | T,
  check: (value: T) => boolean,
  what: string,
  timeout = 10_000,
): Promise<T> {
  const until = Date.now() + timeout;
  let last: T | undefined;
  let error: unknown;
  for (;;) {
    try {
      last = await read();
      error = undefined;
      if (check(last)) return last;
    } catch (caught) {
      error = caught;
    }
    if (Date.now() > until) {
      const seen = error
        ? `error ${error instanceof Error ? error.message : String(error)}`
        : JSON.stringify(last);
      throw new Error(`Timed out after ${timeout} ms waiting for ${what}; last: ${seen}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Only the elements of a locator that are visible. */
export function visible(locator: Locator) {
  return locator.filter({ visible: true });
}
