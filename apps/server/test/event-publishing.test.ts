import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { StaffEvent } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { describePage } from '../src/domains/site/heads/describe';
import type { App } from '../src/types';
import { until } from './cache/scheduled-episode';
import { client } from './client';
import { buildTestApp, tempDataDir } from './helper';
import { type Account, editorOf, freshAddress } from './sections-helper';
import { fetchSitemap, PUBLIC_URL } from './sitemap/sitemap-reading';

/**
 * Events are drafts or published like news and shows: a draft, or a published event whose time has not come, is
 * in no listener read (lists, the home page's list, the event, its page head and share image, the sitemap); a
 * scheduled one is in all of them the moment its time comes, kept reads included.
 */
let app: App;
let editor: Account;
const DELHI = 1;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL, dataDir: tempDataDir() });
  editor = await editorOf(app, [DELHI]);
});
afterAll(() => app.close());

const api = client(() => app, { prefix: '/api/event/v1' });

const anEvent = (title: string, extra: object = {}) => ({
  stationId: DELHI,
  title,
  summary: 'Kites over the Yamuna',
  description: '<p>Bring your own manjha.</p>',
  venue: 'Sunder Nursery',
  startsAt: '2027-01-14T09:00:00+05:30',
  endsAt: '2027-01-14T17:00:00+05:30',
  ...extra,
});

/** Where a listener could meet an event, anonymous (so through the kept reads too). */
async function listenerView(event: StaffEvent) {
  const read = (url: string) => app.inject({ url, remoteAddress: freshAddress() });
  const listed = async (url: string) =>
    (await read(url)).json().data.some((item: { id: number }) => item.id === event.id);
  const page = `/tarang-delhi-1/events/${event.urlName}`;
  const sitemap = await fetchSitemap(app, '/sitemaps/tarang-delhi-1.xml');
  return {
    // The events page, the home page's "Upcoming events", and every station's list.
    stationList: await listed(`/api/event/v1/event?stationId=${DELHI}&when=upcoming&pageSize=100`),
    home: await listed(`/api/event/v1/event?stationId=${DELHI}&when=upcoming&pageSize=3`),
    everyStation: await listed('/api/event/v1/event?when=upcoming&pageSize=100'),
    detail: (await read(`/api/event/v1/event/${event.id}`)).statusCode,
    pageHead: (await describePage(app, page))?.status,
    shareImage: (await read(`/og/event/${event.id}.jpg`)).statusCode,
    sitemap: sitemap.some((url) => url.loc === `${PUBLIC_URL}${page}`),
  };
}

const hidden = {
  stationList: false,
  home: false,
  everyStation: false,
  detail: 404,
  pageHead: 404,
  shareImage: 404,
  sitemap: false,
};
const shown = {
  stationList: true,
  home: true,
  everyStation: true,
  detail: 200,
  pageHead: 200,
  shareImage: 200,
  sitemap: true,
};

describe('an event’s publication', () => {
  it('is a draft by default, seen by staff only; published, every listener read has it; unpublished, none', async () => {
    // Soonest of all upcoming events, so the home page's three include it once it is published.
    const created = await api
      .as(editor)
      .post(
        '/event',
        anEvent('Uttarayan Kite Day', { startsAt: new Date(Date.now() + 60_000).toISOString() }),
      );
    expect(created.statusCode, created.body).toBe(201);
    const draft: StaffEvent = created.json().data;
    expect(draft).toMatchObject({ status: 'draft', state: 'draft' });
    expect(await listenerView(draft)).toEqual(hidden);
    const drafts = (await api.as(editor).get('/staff/events?status=draft&pageSize=100')).json().data;
    expect(drafts.map((event: StaffEvent) => event.id)).toContain(draft.id);

    const published = await api.as(editor).patch(`/event/${draft.id}`, {
      version: draft.version,
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    const live: StaffEvent = published.json().data;
    expect(live).toMatchObject({ status: 'published', state: 'published' });
    // Published without a time: from now (not from when the draft was started).
    expect(Date.parse(live.publishedAt)).toBeGreaterThanOrEqual(Date.parse(draft.publishedAt));
    expect(await listenerView(live)).toEqual(shown);

    const unpublished = await api
      .as(editor)
      .patch(`/event/${live.id}`, { version: live.version, status: 'draft' });
    expect(unpublished.json().data.state).toBe('draft');
    expect(await listenerView(live)).toEqual(hidden);
  });

  it('scheduled for later: in no read (kept ones included) before its time, in all of them when it comes', async () => {
    const at = Date.now() + 4000;
    const created = await api
      .as(editor)
      .post(
        '/event',
        anEvent('Lohri Bonfire', { status: 'published', publishedAt: new Date(at).toISOString() }),
      );
    expect(created.statusCode, created.body).toBe(201);
    const event: StaffEvent = created.json().data;
    expect(event.state).toBe('scheduled');
    const scheduled = (await api.as(editor).get('/staff/events?status=scheduled&pageSize=100')).json().data;
    expect(scheduled.map((item: StaffEvent) => item.id)).toEqual([event.id]);

    const list = `/api/event/v1/event?stationId=${DELHI}&when=upcoming&pageSize=100`;
    const read = () => app.inject({ url: list, remoteAddress: freshAddress() });
    const has = (response: Awaited<ReturnType<typeof read>>) =>
      response.json().data.some((item: { id: number }) => item.id === event.id);
    await read();
    const kept = await read();
    expect(Date.now(), 'the machine was too slow to read before the event’s time').toBeLessThan(at);
    expect([kept.headers['x-cache'], has(kept)]).toEqual(['hit', false]);
    expect((await app.inject(`/api/event/v1/event/${event.id}`)).statusCode).toBe(404);

    // The publication clock clears the kept list when the time comes: no write announces it.
    await until(at, 100);
    const after = await read();
    expect([after.headers['x-cache'] ?? 'miss', has(after)]).toEqual(['miss', true]);
    expect(await listenerView(event)).toEqual(shown);
    const now = (await api.as(editor).get(`/staff/events/${event.id}`)).json().data;
    expect(now.state).toBe('published');
  });

  it('refuses a publish time that is not a date, naming it, and a status other than draft or published', async () => {
    for (const [payload, field] of [
      [anEvent('Bad time', { publishedAt: 'tomorrow morning' }), 'publishedAt'],
      [anEvent('Bad status', { status: 'live' }), 'status'],
    ] as const) {
      const response = await api.as(editor).post('/event', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect((await api.as(editor).get('/staff/events?status=soon')).json().field).toBe('status');
  });
});

describe('the migration that brings publication to events', () => {
  it('leaves every existing event published, since it was created', async () => {
    const db = new PGlite();
    const journal = JSON.parse(readFileSync(join(paths.migrations, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const run = async (tag: string) => {
      const text = readFileSync(join(paths.migrations, `${tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
    };
    const tags = journal.entries.map((entry) => entry.tag);
    const index = tags.indexOf('0010_event_publishing');
    expect(index).toBeGreaterThan(0);
    for (const tag of tags.slice(0, index)) await run(tag);
    await db.exec(`insert into stations (name, slug, frequency, color, latitude, longitude)
        values ('Tarang Old', 'tarang-old', '90.4 FM', '#1d3557', 28.6, 77.2);
      insert into events (station_id, title, slug, starts_at, ends_at, created_at)
      values (1, 'Old Mela', 'old-mela', '2025-01-01T10:00Z', '2025-01-01T12:00Z', '2024-12-01T08:00Z')`);
    await run('0010_event_publishing');
    const { rows } = await db.query<{ status: string; published: string }>(
      `select status, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as published from events`,
    );
    expect(rows).toEqual([{ status: 'published', published: '2024-12-01T08:00' }]);
    await db.close();
  });
});
