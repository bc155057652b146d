import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';

/** A stand-in build folder, laid out as `vite build` + scripts/precompress.mjs lay it out. */
function fakeWebDist(head = '') {
  const dir = mkdtempSync(join(tmpdir(), 'tarang-web-'));
  mkdirSync(join(dir, 'assets'));
  const index = `<!doctype html><html><head><title>Tarang</title>${head}</head><body><div id="root"></div>${' '.repeat(600)}</body></html>`;
  writeFileSync(join(dir, 'index.html'), index);
  const js = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), js);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(js));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\nDisallow: /api/\n');
  return dir;
}

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ webDistDir: fakeWebDist() });
});
afterAll(() => app.close());

const api = client(() => app);

describe('the one process', () => {
  it('reports health after checking the database', async () => {
    const response = await api.get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: expect.stringMatching(/^(pglite|postgres)$/) });
  });

  it('publishes an OpenAPI document of every service, generated from the zod schemas, and browsable docs', async () => {
    const spec = (await api.get('/api/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    const paths = Object.keys(spec.paths);
    for (const path of [
      '/api/media/v1/media',
      '/api/media/v1/media/{id}/episodes',
      '/api/station/v1/station/nearest',
      '/api/profile/v1/profile/profiles',
      '/api/master/v1/state',
      '/api/file/v1/file/upload',
      '/api/content/v1/banner',
      '/api/event/v1/event',
      '/api/contest/v1/contest',
      '/api/poll/v1/poll',
    ]) {
      expect(paths).toContain(path);
    }
    const pageSize = spec.paths['/api/media/v1/media'].get.parameters.find(
      (p: { name: string }) => p.name === 'pageSize',
    );
    expect(pageSize.in).toBe('query');
    const docs = await api.get('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await api.get('/api/nothing/v1/here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends security headers', async () => {
    const response = await api.get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the site for every other path, revalidated, with hashed assets cached for a year', async () => {
    for (const path of ['/', '/0/home', '/tarang-delhi-1/audio/some-show-3']) {
      const page = await api.get(path, { headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toMatch(/no-cache|max-age=0/);
    }
    const asset = await api.get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await api.get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('serves a real robots.txt, not the app', async () => {
    const robots = await api.get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /api/');
  });
});

describe('page-head tags from configuration', () => {
  it('puts the ads account, site verification and analytics tags into the served HTML only when configured', async () => {
    const plain = await api.get('/0/home');
    expect(plain.body).not.toContain('google-site-verification');
    expect(plain.body).not.toContain('googletagmanager');
    expect(plain.headers['content-security-policy']).not.toContain('googletagmanager');

    const configured = await buildTestApp({
      webDistDir: fakeWebDist(),
      site: { adsAccount: 'ca-pub-123', siteVerification: 'verify-"me"', analyticsId: 'G-ABC123' },
    });
    const page = await configured.inject({ method: 'GET', url: '/tarang-delhi-1/home' });
    expect(page.body).toContain('<meta name="google-adsense-account" content="ca-pub-123">');
    expect(page.body).toContain('<meta name="google-site-verification" content="verify-&quot;me&quot;">');
    expect(page.body).toContain('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(page.body).toContain('data-measurement-id="G-ABC123"');
    expect(page.headers['content-security-policy']).toContain('https://www.googletagmanager.com');
    // The raw file is never served without its tags.
    expect((await configured.inject({ method: 'GET', url: '/index.html' })).body).toContain('ca-pub-123');
    await configured.close();
  });
});

describe("the site's inline script", () => {
  it('is allowed by its hash, and no other inline script is', async () => {
    const code = 'addEventListener("click",()=>{},!0)';
    const site = await buildTestApp({ webDistDir: fakeWebDist(`<script>${code}</script>`) });
    const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    for (const url of ['/0/home', '/api/health']) {
      const policy = String((await site.inject({ method: 'GET', url })).headers['content-security-policy']);
      const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe(`script-src 'self' ${hash}`);
    }
    await site.close();
    // A site without one allows none.
    const policy = String((await api.get('/0/home')).headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'(;|$)/);
  });
});
