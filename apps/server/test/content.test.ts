import { BANNER_PAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const api = client(() => app);

describe('banners', () => {
  it("gives a station's home banners and the network-wide ones, with images", async () => {
    const response = await api.get('/api/content/v1/banner?bannerPage=home&stationId=3');
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json();
    expect(total).toBeGreaterThanOrEqual(3);
    for (const banner of data) {
      expect(banner.page).toBe('home');
      expect([3, null]).toContain(banner.stationId);
      expect(banner.image).toMatch(/^\/media\//);
      expect(banner.imageAlt.length).toBeGreaterThan(0);
    }
    expect(data.some((b: { stationId: number | null }) => b.stationId === null)).toBe(true);
  });

  it('requires a known bannerPage', async () => {
    expect((await api.get('/api/content/v1/banner')).json()).toMatchObject({
      statusCode: 400,
      field: 'bannerPage',
      message: 'bannerPage is required',
    });
    const bad = (await api.get('/api/content/v1/banner?bannerPage=footer')).json();
    expect(bad).toMatchObject({
      statusCode: 400,
      field: 'bannerPage',
      message: `bannerPage must be one of ${BANNER_PAGES.join(', ')}`,
    });
  });
});

describe('red lines', () => {
  it('pages news newest first, for a station with the network-wide articles', async () => {
    const { data, total } = (await api.get('/api/content/v1/redline?stationId=1&pageSize=50')).json();
    expect(total).toBeGreaterThan(0);
    const times = data.map((a: { publishedAt: string }) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const article of data) expect([1, null]).toContain(article.stationId);
    const one = (await api.get(`/api/content/v1/redline/${data[0].id}`)).json().data;
    expect(one).toEqual(data[0]);
    expect(one.body).toContain('<p>');
    expect(one.urlName.endsWith(`-${one.id}`)).toBe(true);
    expect((await api.get('/api/content/v1/redline/99999')).statusCode).toBe(404);
    expect((await api.get('/api/content/v1/redline?pageSize=1000')).json()).toMatchObject({
      field: 'pageSize',
    });
  });
});

describe('events', () => {
  it('lists upcoming events soonest first and past ones most recent first', async () => {
    const now = Date.now();
    const upcoming = (await api.get('/api/event/v1/event?pageSize=100')).json();
    const past = (await api.get('/api/event/v1/event?when=past&pageSize=100')).json();
    expect(upcoming.total).toBeGreaterThan(0);
    expect(past.total).toBeGreaterThan(0);
    const starts = upcoming.data.map((e: { startsAt: string }) => Date.parse(e.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const event of upcoming.data) expect(Date.parse(event.endsAt)).toBeGreaterThanOrEqual(now - 60_000);
    for (const event of past.data) expect(Date.parse(event.endsAt)).toBeLessThan(now);
    const byStation = (await api.get('/api/event/v1/event?stationId=4&when=past&pageSize=100')).json();
    for (const event of byStation.data) expect(event.stationId).toBe(4);
    const one = (await api.get(`/api/event/v1/event/${upcoming.data[0].id}`)).json().data;
    expect(one).toEqual(upcoming.data[0]);
    expect(one.venue.length).toBeGreaterThan(0);
    expect((await api.get('/api/event/v1/event?when=soon')).json()).toMatchObject({ field: 'when' });
  });
});

describe('contests and polls', () => {
  it('lists open and closed contests', async () => {
    const open = (await api.get('/api/contest/v1/contest')).json();
    const closed = (await api.get('/api/contest/v1/contest?status=closed')).json();
    expect(open.total).toBeGreaterThan(0);
    expect(closed.total).toBeGreaterThan(0);
    for (const contest of open.data) expect(contest.isOpen).toBe(true);
    for (const contest of closed.data) expect(contest.isOpen).toBe(false);
    expect(open.data[0].howToParticipate.length).toBeGreaterThan(0);
    const one = (await api.get(`/api/contest/v1/contest/${open.data[0].id}`)).json().data;
    expect(one.id).toBe(open.data[0].id);
    expect((await api.get('/api/contest/v1/contest?status=live')).json()).toMatchObject({ field: 'status' });
  });

  it('gives each open station poll with options and counts', async () => {
    const { data, total } = (await api.get('/api/poll/v1/poll?stationId=1')).json();
    expect(total).toBeGreaterThan(0);
    const poll = data[0];
    expect(poll.isOpen).toBe(true);
    expect(poll.options.length).toBeGreaterThanOrEqual(2);
    expect(poll.totalVotes).toBe(
      poll.options.reduce((sum: number, o: { votes: number }) => sum + o.votes, 0),
    );
    expect((await api.get(`/api/poll/v1/poll/${poll.id}`)).json().data).toEqual(poll);
    expect((await api.get('/api/poll/v1/poll?status=closed')).json().total).toBeGreaterThan(0);
    expect((await api.get('/api/poll/v1/poll/424242')).statusCode).toBe(404);
  });
});
