import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanHtmlRepository } from '../src/db/clean-html-repository';
import { cleanHtml, cleanHtmlDigest, sanitizeHtml } from '../src/html';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { type Account, editorOf, freshAddress } from './sections-helper';

/**
 * HTML the sanitiser leaves unchanged is known by digest, kept in the database and read back at start: a server
 * shows the console's (sanitised) HTML without loading jsdom, and still sanitises anything else.
 */
let app: App;
let editor: Account;
beforeAll(async () => {
  app = await buildTestApp();
  editor = await editorOf(app, [1]);
});
afterAll(() => app.close());

describe('sanitising with what is known to be clean', () => {
  it('gives back DOMPurify’s output, and learns that output, never the HTML it had to change', async () => {
    const learned: string[] = [];
    const stop = cleanHtml.onLearned((digest) => learned.push(digest));
    const unsafe = `<p>Tonight ${Math.random()}<img src=x onerror="alert(1)"><a href="https://tarang.example">Listen</a></p>`;
    const clean = sanitizeHtml(unsafe);
    stop();
    expect(clean).not.toContain('onerror');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
    expect(learned).toEqual([cleanHtmlDigest(clean)]);
    expect(cleanHtml.isKnown(clean)).toBe(true);
    expect(cleanHtml.isKnown(unsafe)).toBe(false);
    expect(sanitizeHtml(unsafe)).toBe(clean);
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('a console write keeps the digest of the HTML it stored, and a server that starts again knows it', async () => {
    const body = `<p>Bring gloves, ${Date.now()}.</p><script>alert(1)</script>`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/content/v1/redline',
      headers: { authorization: editor.authorization },
      remoteAddress: freshAddress(),
      payload: { stationId: 1, title: 'Clean-up drive', summary: 'Sunday', body, author: 'Newsroom' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const stored: string = created.json().data.body;
    expect(stored).not.toContain('<script>');
    await new Promise((resolve) => setTimeout(resolve, 50)); // kept after the answer
    expect(await cleanHtmlRepository(app.db).newest(100_000)).toContain(cleanHtmlDigest(stored));
  });

  it('shows known clean HTML without starting the sanitiser, and starts it for anything else', () => {
    const html = '<p>Known <strong>clean</strong></p>';
    const script = `
      import { cleanHtml, cleanHtmlDigest, sanitizeHtml } from './src/html.ts';
      import { htmlSanitiser } from './src/html-host.ts';
      import { createRequire } from 'node:module';
      const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((path) => /[\\\\/]jsdom[\\\\/]lib[\\\\/]/.test(path));
      const html = ${JSON.stringify(html)};
      cleanHtml.remember([cleanHtmlDigest(html)]);
      const known = sanitizeHtml(html);
      const before = htmlSanitiser.state;
      const other = sanitizeHtml('<p>Other<script>x</script></p>');
      console.log(JSON.stringify({ known, before, other, after: htmlSanitiser.state, jsdomHere: loaded() }));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    });
    // jsdom loads in the sanitiser's thread, never on the server's own.
    expect(JSON.parse(output)).toEqual({
      known: html,
      before: 'idle',
      other: '<p>Other</p>',
      after: 'ready',
      jsdomHere: false,
    });
  });
});
