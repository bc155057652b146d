import { addDays, istDate } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotsOnDate } from '../src/domains/schedule/timetable';
import type { App } from '../src/types';
import {
  type Demo,
  istMinute,
  istWeekday,
  loadDemo,
  type ManifestFile,
  manifestByName,
  outOfSeason,
  people,
  plain,
  says,
} from './demo-helper';
import { buildTestApp } from './helper';

/**
 * The demo network's dated items hold to the calendar and to each other, whatever day it was seeded on: nothing
 * made for a time of year (the monsoon, Diwali, Ramzan…) is dated outside it; news is not dated in the future and
 * comes before what it announces, after what it reports; an RJ hosting an event is not on air then, unless the
 * event is their show broadcast from there; each picture shows what its item is about; a poll on a home page is
 * open or has votes.
 */
let app: App;
let demo: Demo;
let manifest: Map<string, ManifestFile>;
beforeAll(async () => {
  app = await buildTestApp();
  demo = await loadDemo(app);
  manifest = manifestByName();
});
afterAll(() => app.close());

const DAY = 86_400_000;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A text without the titles it names ("Stand-up Saturdays" says no day). */
const withoutTitles = (text: string) => demo.media.reduce((rest, m) => rest.replaceAll(m.title, ''), text);

describe('the demo network through the year', () => {
  it('nothing made for a time of year is dated outside it: events, news, episodes, contests, polls', () => {
    const dated = [
      ...demo.events.map((e) => ({ label: `event ${e.title}`, text: e.text, date: e.startsAt })),
      ...demo.news.map((n) => ({ label: `news ${n.title}`, text: n.text, date: n.publishedAt })),
      ...demo.episodes.map((e) => ({
        label: `episode ${e.title}`,
        text: `${e.title}. ${plain(e.description)}`,
        date: e.publishedAt,
      })),
      ...demo.contests.map((c) => ({
        label: `contest ${c.title}`,
        text: c.text,
        date: new Date(c.endsAt.getTime() - 1),
      })),
    ];
    const problems = dated.flatMap(({ label, text, date }) =>
      outOfSeason(text, date).map((p) => `${label}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('news is not dated in the future, and an event taking registrations is still to come', () => {
    const now = Date.now();
    for (const item of demo.news) expect(item.publishedAt.getTime(), item.title).toBeLessThanOrEqual(now);
    for (const event of demo.events.filter((e) => e.registrationUrl))
      expect(event.startsAt.getTime(), `${event.title} takes registrations`).toBeGreaterThan(now);
    for (const contest of demo.contests) {
      const closed = contest.endsAt.getTime() <= now;
      expect(/this contest has closed/i.test(contest.text), `${contest.title} closed: ${closed}`).toBe(
        closed,
      );
    }
  });

  it('news comes before the event it announces (“next week”: the week after), after one it reports on', () => {
    for (const item of demo.news) {
      const published = item.publishedAt.getTime();
      for (const event of demo.events.filter(
        (e) => e.stationId === item.stationId && says(item.text, e.title),
      )) {
        const label = `"${item.title}" on ${istDate(item.publishedAt)} about ${event.title} on ${istDate(event.startsAt)}`;
        const days = (event.startsAt.getTime() - published) / DAY;
        // What the sentences naming the event say of it.
        const about = item.text
          .split(/(?<=[.!?])\s+/)
          .filter((sentence) => says(sentence, event.title))
          .join(' ');
        if (/\bnext week\b/i.test(about)) expect(days > 4 && days < 15, label).toBe(true);
        else if (/\bwill\b|\bsoon\b|\bbookings open\b|\bsign(ed)? up\b/i.test(about))
          expect(days > 0, label).toBe(true);
        else {
          expect(event.endsAt.getTime() < published, label).toBe(true);
          for (const day of WEEKDAY_NAMES.filter((name) => says(withoutTitles(about), name))) {
            expect(WEEKDAY_NAMES[istWeekday(event.startsAt)], label).toBe(day);
            expect(published - event.startsAt.getTime(), label).toBeLessThan(7 * DAY);
          }
        }
      }
      // "Listen to … this week", "available as an episode of …": that episode came out that week.
      for (const show of demo.media.filter((m) =>
        new RegExp(`(listen to|an episode of) ${m.title}`, 'i').test(item.text),
      )) {
        const near = demo.episodes.some(
          (e) => e.mediaId === show.id && Math.abs(e.publishedAt.getTime() - published) < 7 * DAY,
        );
        expect(near, `"${item.title}" sends listeners to an episode of ${show.title}`).toBe(true);
      }
    }
    // A prize at an event: the event comes after the contest.
    for (const contest of demo.contests)
      for (const event of demo.events.filter((e) => says(contest.text, e.title)))
        expect(event.startsAt > contest.endsAt, `${contest.title}: ${event.title}`).toBe(true);
  });

  it('an event falls on the weekday it names, and an RJ hosting it is not on air then unless it is their show live', () => {
    const { firstName } = people(manifest);
    for (const event of demo.events) {
      const weekday = istWeekday(event.startsAt);
      for (const day of WEEKDAY_NAMES.filter((name) => says(withoutTitles(event.text), name)))
        expect(WEEKDAY_NAMES[weekday], `${event.title} is on a ${day}`).toBe(day);
      if (says(event.text, 'weekend')) expect([0, 6], `${event.title} at a weekend`).toContain(weekday);
      const rows = demo.slots.filter((s) => s.stationId === event.stationId);
      const from = event.startsAt.getTime();
      const to = event.endsAt.getTime();
      const day = istDate(event.startsAt);
      // Live shows: a podcast or a recording airs whoever is away.
      const live = new Set(demo.media.filter((m) => m.mediaType === 'AudioShow').map((m) => m.id));
      const onAir = [day, addDays(day, 1)]
        .flatMap((date) => slotsOnDate(rows, date))
        .filter((slot) => live.has(slot.mediaId) && slot.startsAt < to && from < slot.endsAt)
        .map((slot) => ({ ...slot, hosts: rows.find((row) => row.id === slot.id)?.hosts ?? [] }));
      const hosts = demo.profiles.filter(
        (p) =>
          p.stationId === event.stationId && (says(event.text, p.name) || says(event.text, firstName(p))),
      );
      for (const rj of hosts)
        for (const slot of onAir.filter((s) => s.hosts.includes(rj.id))) {
          const show = demo.media.find((m) => m.id === slot.mediaId)?.title ?? '';
          const live = says(event.text, 'broadcast') && says(event.text, show);
          expect(
            live,
            `${rj.name} hosts ${event.title} (${day}, ${istMinute(event.startsAt) / 60}:00) while on air with ${show}`,
          ).toBe(true);
        }
      // A show broadcast from an event is on air then.
      for (const show of demo.media.filter((m) => m.mediaType === 'AudioShow' && says(event.text, m.title)))
        if (says(event.text, 'broadcast'))
          expect(
            onAir.some((s) => s.mediaId === show.id),
            `${event.title} broadcasts ${show.title}`,
          ).toBe(true);
    }
  });
});

describe('the demo network’s pictures, people and polls', () => {
  it('each picture shows what its event, news item, contest or gallery caption is about', () => {
    const items = [
      ...demo.events.map((e) => ({ label: `event ${e.title}`, text: e.text, image: e.image })),
      ...demo.news.map((n) => ({ label: `news ${n.title}`, text: n.text, image: n.image })),
      ...demo.contests.map((c) => ({ label: `contest ${c.title}`, text: c.text, image: c.image })),
      ...demo.gallery
        .filter((g) => g.file.endsWith('.webp'))
        .map((g) => ({ label: `gallery "${g.caption}"`, text: g.caption, image: g.file })),
    ];
    expect(items.length).toBeGreaterThan(100);
    for (const { label, text, image } of items) {
      const subjects = manifest.get(image)?.subjects ?? [];
      expect(subjects.length, `${image} says what it shows`).toBeGreaterThan(0);
      expect(
        subjects.some((subject) => says(text, subject)),
        `${label} shows ${image}: ${subjects.join(', ')}`,
      ).toBe(true);
    }
  });

  it("a station's items name only its own RJs, and an RJ writes the news of their own station", () => {
    const { firstName } = people(manifest);
    const items = [...demo.events, ...demo.news, ...demo.contests];
    for (const item of items.filter((i) => i.stationId !== null)) {
      const others = demo.profiles.filter((p) => p.stationId !== item.stationId);
      for (const rj of others)
        expect(says(item.text, firstName(rj)), `${item.title} names ${rj.name}`).toBe(false);
    }
    for (const item of demo.news) {
      const author = demo.profiles.find((p) => p.name === item.author);
      if (author && item.stationId !== null)
        expect(author.stationId, `${item.title} by ${item.author}`).toBe(item.stationId);
    }
  });

  it('the polls a home page shows are open or have votes, and a "What’s on" banner has events to show', async () => {
    for (const station of demo.stations) {
      const shown = [];
      for (const status of ['open', 'closed']) {
        const response = await app.inject(
          `/api/poll/v1/poll?stationId=${station.id}&status=${status}&pageSize=1`,
        );
        shown.push(...(response.json().data as { question: string; isOpen: boolean; totalVotes: number }[]));
      }
      for (const poll of shown)
        expect(poll.isOpen || poll.totalVotes > 0, `${station.name}: ${poll.question}`).toBe(true);
      const events = await app.inject(`/api/event/v1/event?stationId=${station.id}&when=upcoming`);
      for (const banner of demo.banners.filter((b) => b.stationId === station.id && b.linkUrl === '/events'))
        expect(events.json().total, `${station.name}: ${banner.title}`).toBeGreaterThan(0);
    }
  });
});
