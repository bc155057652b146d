import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaImages, media as mediaTable } from '../../src/db/schema';
import { PreviewCache } from '../../src/domains/site/previews/cache';
import { escapeXml, overlaySvg, textWidth, wrapText } from '../../src/domains/site/previews/draw';
import { type PreviewInputs, previewHash } from '../../src/domains/site/previews/inputs';
import type { App } from '../../src/types';
import { buildTestApp, tempDataDir } from '../helper';

/** The share images: drawn once per version, kept on disk, served with caching headers. */

const inputs = (title: string): PreviewInputs => ({
  kind: 'show',
  id: '7',
  title,
  label: 'Podcast',
  brand: { name: 'Tarang Delhi', frequency: '94.3 FM', color: '#E63946', logoKey: null },
  artworkKey: null,
});

describe('PreviewCache', () => {
  it('draws an image once however many ask at once, keeps it on disk, and draws an edit anew', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tarang-previews-'));
    let draws = 0;
    const draw = async (what: PreviewInputs) => {
      draws++;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return Buffer.from(`image of ${what.title}`);
    };
    const cache = new PreviewCache(dir, draw);
    const files = await Promise.all(Array.from({ length: 6 }, () => cache.file(inputs('Morning Masala'))));
    expect(draws).toBe(1);
    expect(new Set(files.map((file) => file.path)).size).toBe(1);
    expect(files[0]?.hash).toBe(previewHash(inputs('Morning Masala')));
    expect(existsSync(files[0]?.path as string)).toBe(true);

    // Another instance (or a restart) on the same folder finds it without drawing.
    const other = new PreviewCache(dir, draw);
    await other.file(inputs('Morning Masala'));
    expect(draws).toBe(1);

    // An edited title is another image.
    const edited = await cache.file(inputs('Morning Masala Returns'));
    expect(draws).toBe(2);
    expect(edited.hash).not.toBe(files[0]?.hash);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('drawing text', () => {
  it('wraps a long title in at most three lines that fit, the last ellipsised', () => {
    const title =
      'The Extraordinarily Long and Winding Story of Every Single Late Night Dedication Ever Made in Delhi';
    const lines = wrapText(title, 54, 514, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
    for (const line of lines) expect(textWidth(line, 54)).toBeLessThanOrEqual(514);
    expect(wrapText('Short title', 54, 514, 3)).toEqual(['Short title']);
    // A word longer than a line is cut to fit.
    for (const line of wrapText('W'.repeat(40), 54, 514, 3))
      expect(textWidth(line, 54)).toBeLessThanOrEqual(514);
  });

  it('escapes text for SVG, which sharp then draws', async () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    const svg = overlaySvg({
      title: '</text><script>alert(1)</script> & more',
      label: '"><',
      foot: 'Tarang & Co',
      color: 'not a colour',
      brandSquare: { text: '<Tarang>' },
      logoPlate: false,
    });
    const meta = await sharp(svg).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1200, height: 630 });
    expect(svg.toString()).not.toContain('<script>');
  });
});

describe('GET /og/{kind}/{id}.jpg', () => {
  const PUBLIC_URL = 'https://radio.example';
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ publicUrl: PUBLIC_URL, dataDir: tempDataDir() });
  });
  afterAll(() => app.close());

  it('answers with a day of caching and an ETag; If-None-Match is a 304', async () => {
    const first = await app.inject('/og/rj/rj1001.jpg?v=anything');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await app.inject({ url: '/og/rj/rj1001.jpg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await app.inject({ url: '/og/rj/rj1001.jpg', headers: { 'if-none-match': '"stale"' } });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('concurrent first requests share one drawing, kept under the data folder; a deleted file is drawn again', async () => {
    const folder = join(app.config.dataDir, 'previews');
    const before = existsSync(folder) ? readdirSync(folder, { recursive: true }).length : 0;
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject('/og/event/2.jpg')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    const files = readdirSync(folder, { recursive: true }).map(String);
    const hash = String(answers[0]?.headers.etag).replaceAll('"', '');
    const stored = files.filter((name) => name.endsWith(`${hash}.jpg`));
    expect(stored).toHaveLength(1);
    // One new file (and its two-character folder when that was new): no second drawing left a copy.
    expect(files.length - before).toBeLessThanOrEqual(2);

    rmSync(join(folder, stored[0] as string));
    const redrawn = await app.inject('/og/event/2.jpg');
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.rawPayload.equals(answers[0]?.rawPayload as Buffer)).toBe(true);
  });

  it('an item without artwork is drawn on its brand: a show without images', async () => {
    const [show] = await app.db
      .select({ id: mediaTable.id })
      .from(mediaTable)
      .where(eq(mediaTable.stationId, 3))
      .limit(1);
    const withArt = await app.inject(`/og/show/${show?.id}.jpg`);
    await app.db.delete(mediaImages).where(eq(mediaImages.mediaId, show?.id as number));
    const without = await app.inject(`/og/show/${show?.id}.jpg`);
    expect(without.statusCode).toBe(200);
    expect(without.headers.etag).not.toBe(withArt.headers.etag);
    const meta = await sharp(without.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    // The white square of the brand where the artwork was (its corner, outside the logo's box).
    const { data } = await sharp(without.rawPayload)
      .extract({ left: 655, top: 85, width: 20, height: 20 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(200);
  });
});
