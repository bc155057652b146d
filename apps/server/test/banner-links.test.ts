import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { banners } from '../src/db/schema';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { type Account, editorOf, freshAddress, randomPng, upload } from './sections-helper';

/**
 * A banner's link is a page of the station that shows it, kept relative to it ("/events"): the carousel puts the
 * station in front. An address an editor copies off the site ("/tarang-delhi-1/events") is kept without its
 * station (kept as typed, the carousel led to "/tarang-delhi-1/tarang-delhi-1/events", the not-found page), a
 * path that is no page of the site is refused, and links saved before are mended by migration 0009.
 */
let app: App;
let editor: Account;
let imageId: number;
const DELHI = 1;

beforeAll(async () => {
  app = await buildTestApp();
  editor = await editorOf(app, [DELHI]);
  const image = await upload(app, editor, await randomPng(800, 450), 'banner.png', 'image/png');
  imageId = image.json().data.id;
});
afterAll(() => app.close());

const create = (linkUrl: string) =>
  app.inject({
    method: 'POST',
    url: '/api/content/v1/banner',
    payload: { stationId: DELHI, page: 'home', title: `Link ${linkUrl}`, imageFileId: imageId, linkUrl },
    remoteAddress: freshAddress(),
    headers: { authorization: editor.authorization },
  });

describe('banner links', () => {
  it('an address copied off the site is kept relative to the station, as listeners read it too', async () => {
    for (const [typed, kept] of [
      ['/tarang-delhi-1/schedule', '/schedule'],
      [' /tarang-delhi-1/events/some-event-4?from=banner ', '/events/some-event-4?from=banner'],
      ['/0/contact-us', '/contact-us'],
      ['/tarang-delhi-1', '/'],
      ['/audio', '/audio'],
      ['/live', '/live'],
    ]) {
      const response = await create(typed as string);
      expect(response.statusCode, response.body).toBe(201);
      const { id, linkUrl } = response.json().data;
      expect(linkUrl, typed).toBe(kept);
      const read = await app.inject(`/api/content/v1/banner?bannerPage=home&stationId=${DELHI}`);
      expect(read.json().data.find((banner: { id: number }) => banner.id === id)?.linkUrl).toBe(kept);
    }
  });

  it('refuses a path that is no page of the site, naming the field, and stores nothing', async () => {
    for (const typed of ['/rjs', '/nowhere', '/tarang-delhi-1/tarang-delhi-1/home', '/0/404', '/audio/a/b']) {
      const response = await create(typed);
      expect(response.statusCode, typed).toBe(400);
      expect(response.json()).toMatchObject({ field: 'linkUrl' });
      const [stored] = await app.db
        .select()
        .from(banners)
        .where(eq(banners.title, `Link ${typed}`));
      expect(stored, typed).toBeUndefined();
    }
  });

  it('migration 0009 takes the station off the links saved with one, and leaves the others alone', async () => {
    const saved = {
      '/tarang-delhi-1/schedule': '/schedule',
      '/Tarang-Mumbai-2/events/mela-3': '/events/mela-3',
      '/0/careers': '/careers',
      '/tarang-delhi-1?x=1': '/?x=1',
      '/tarang-delhi-1': '/',
      '/events/mela-3': '/events/mela-3',
      '/live': '/live',
      'https://tickets.example/tarang-delhi-1/': 'https://tickets.example/tarang-delhi-1/',
    };
    const ids: number[] = [];
    for (const link of Object.keys(saved)) {
      const [row] = await app.db
        .insert(banners)
        .values({
          stationId: DELHI,
          page: 'home',
          title: 'Saved before',
          imageFileId: imageId,
          linkUrl: link,
        })
        .returning({ id: banners.id });
      ids.push(row?.id ?? 0);
    }
    const migration = readFileSync(join(paths.migrations, '0011_banner_station_links.sql'), 'utf8');
    await app.db.execute(sql.raw(migration));
    const rows = await app.db.select({ id: banners.id, linkUrl: banners.linkUrl }).from(banners);
    const after = ids.map((id) => rows.find((row) => row.id === id)?.linkUrl);
    expect(after).toEqual(Object.values(saved));
  });
});
