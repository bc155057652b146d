import { describe, expect, test } from 'vitest';
import { baseURL, expectNoAxeViolations, expectNoIssues, openPage, type ViewportName } from './browser';

// Independent of the site's UI: the server answers, serves the app's HTML, and the app renders cleanly.

describe('server', () => {
  test('/ and any site path answer the app HTML with a root element', async () => {
    for (const path of ['/', '/tarang-delhi-1/home', '/no/such/path']) {
      const response = await fetch(new URL(path, baseURL));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, path).toContain('<div id="root">');
      expect(html, path).toMatch(/<script type="module"[^>]* src="\/assets\/[^"]+\.js"/);
    }
  });

  test('/api/docs/ shows the API documentation', async () => {
    const { page } = await openPage();
    const response = await page.goto('/api/docs/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    // Swagger UI renders the OpenAPI document's title; the document itself is JSON.
    await page.locator('.swagger-ui .info .title').waitFor();
    const spec = (await (await fetch(new URL('/api/docs/json', baseURL))).json()) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, unknown>;
    };
    expect(spec.openapi).toMatch(/^3\./);
    expect(await page.locator('.swagger-ui .info .title').innerText()).toContain(spec.info.title);
    expect(Object.keys(spec.paths)).toContain('/api/station/v1/station');
  });

  test('/robots.txt is a real robots file, not the app', async () => {
    const { page } = await openPage();
    const response = await page.goto('/robots.txt');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await page.locator('body').innerText();
    expect(text).toMatch(/^User-agent:/im);
    // Served by the server's sitemap service: it names the sitemap index on the site's address.
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(text).not.toContain('<div id="root">');
  });
});

describe('the app', () => {
  for (const viewport of ['mobile', 'desktop'] as ViewportName[]) {
    test(`/ renders without console errors or failed requests (${viewport})`, async () => {
      const session = await openPage({ viewport });
      const { page } = session;
      const response = await page.goto('/', { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(await page.locator('#root').count()).toBe(1);
      // The app rendered something into the root.
      await page.locator('#root > *').first().waitFor();
      expect((await page.locator('#root').innerText()).trim()).not.toBe('');
      expect(await page.title()).not.toBe('');
      await expectNoAxeViolations(page);
      expectNoIssues(session);
    });
  }
});

describe('harness', () => {
  const getPosition = () =>
    new Promise<[string, number]>((resolve) =>
      navigator.geolocation.getCurrentPosition(
        (position) => resolve(['position', position.coords.latitude]),
        (error) => resolve(['error', error.code]),
        { timeout: 5_000 },
      ),
    );

  const geolocationPermission = async () =>
    (await navigator.permissions.query({ name: 'geolocation' })).state;

  test("geolocation 'denied' is refused at once; coordinates are granted; storage is preset", async () => {
    const denied = await openPage({ geolocation: 'denied', storage: { 'tarang.test': '{"id":5}' } });
    await denied.page.goto('/robots.txt');
    expect(await denied.page.evaluate(getPosition)).toEqual(['error', 1]);
    // Not granted: the headless shell says 'prompt' (a first visit's state), the whole browser 'denied'; the
    // site never asks permissions.query(), only getCurrentPosition, refused above either way.
    expect(await denied.page.evaluate(geolocationPermission)).not.toBe('granted');
    expect(await denied.page.evaluate(() => localStorage.getItem('tarang.test'))).toBe('{"id":5}');

    const granted = await openPage({
      viewport: 'mobile',
      geolocation: { latitude: 19.07, longitude: 72.87 },
    });
    await granted.page.goto('/robots.txt');
    expect(await granted.page.evaluate(getPosition)).toEqual(['position', 19.07]);
    expect(await granted.page.evaluate(geolocationPermission)).toBe('granted');
    expect(await granted.page.evaluate(() => [screen.width, navigator.maxTouchPoints > 0])).toEqual([
      390,
      true,
    ]);
    expect(await granted.page.evaluate(() => localStorage.length)).toBe(0);
  });
});
