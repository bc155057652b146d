import { istDate, type ScheduleSlot } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations } from '../src/db/schema';
import { icecastTitles } from '../src/domains/schedule/icecast';
import { nowPlayingOf } from '../src/domains/schedule/now-playing';
import { scheduleRepository } from '../src/domains/schedule/repository';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { addDraftShow, addSlot, clearSlots, demoIds } from './schedule-helper';

/**
 * GET station/v1/station/{id}/schedule: a station's slots on an India date, an override airing
 * whole and the weekly slots it overlaps before and after it, times in IST, the slot's RJs (else the show's),
 * drafts left out; bad input refused. And now-playing on such a date.
 */
let app: App;
const BENGALURU = 3;
const JAIPUR = 7;
const MONDAY = '2026-11-23';
const NEXT_MONDAY = '2026-11-30';
let ids: Awaited<ReturnType<typeof demoIds>>;
let slot: Record<'breakfast' | 'midday' | 'afternoon' | 'special' | 'evening' | 'teaTime', number>;

beforeAll(async () => {
  app = await buildTestApp();
  ids = await demoIds(app);
  await clearSlots(app, BENGALURU);
  const mornings = ids.show('Namma Ooru Mornings');
  const draft = await addDraftShow(app, BENGALURU, 'Unannounced Night Show');
  slot = {
    breakfast: await addSlot(app, {
      stationId: BENGALURU,
      weekday: 1,
      start: '07:00',
      end: '10:00',
      mediaId: mornings,
      // Pradeep first: the slot's own order, not the RJs' ids.
      rjIds: [ids.rj('rj1008'), ids.rj('rj1007')],
    }),
    midday: await addSlot(app, {
      stationId: BENGALURU,
      weekday: 1,
      start: '10:00',
      end: '14:00',
      mediaId: ids.show('Indie Junction'),
    }),
    afternoon: await addSlot(app, {
      stationId: BENGALURU,
      weekday: 1,
      start: '14:00',
      end: '16:00',
      mediaId: mornings,
    }),
    special: await addSlot(app, {
      stationId: BENGALURU,
      date: MONDAY,
      start: '09:00',
      end: '11:00',
      mediaId: ids.show('Tarang Book Club'),
    }),
    // The reported case: a one-hour special at the start of a four-hour weekly show.
    evening: await addSlot(app, {
      stationId: BENGALURU,
      weekday: 1,
      start: '16:00',
      end: '20:00',
      mediaId: ids.show('Indie Junction'),
    }),
    teaTime: await addSlot(app, {
      stationId: BENGALURU,
      date: MONDAY,
      start: '16:00',
      end: '17:00',
      mediaId: ids.show('Tarang Book Club'),
    }),
  };
  await addSlot(app, { stationId: BENGALURU, weekday: 1, start: '20:00', end: '22:00', mediaId: draft });
  // A draft's override does not take the weekly slot off the air.
  await addSlot(app, {
    stationId: BENGALURU,
    date: NEXT_MONDAY,
    start: '14:00',
    end: '16:00',
    mediaId: draft,
  });
  await app.db.update(stations).set({ isActive: false }).where(eq(stations.id, JAIPUR));
});
afterAll(() => app.close());

const schedule = (stationId: number | string, query = '') =>
  app.inject(`/api/station/v1/station/${stationId}/schedule${query}`);

describe('the schedule listeners read', () => {
  it('lists a date’s slots in India time, the weekly slots airing before and after an override', async () => {
    const response = await schedule(BENGALURU, `?date=${MONDAY}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=60\b/);
    const slots: ScheduleSlot[] = response.json().data;
    // The special 09:00–11:00 takes the end of breakfast (07:00–10:00) and the start of midday (10:00–14:00).
    expect(slots.map((s) => [s.id, s.start, s.end, s.isOverride])).toEqual([
      [slot.breakfast, '07:00', '09:00', false],
      [slot.special, '09:00', '11:00', true],
      [slot.midday, '11:00', '14:00', false],
      [slot.afternoon, '14:00', '16:00', false],
      [slot.teaTime, '16:00', '17:00', true],
      [slot.evening, '17:00', '20:00', false],
    ]);
    expect(slots[2]).toMatchObject({
      startsAt: '2026-11-23T05:30:00.000Z',
      endsAt: '2026-11-23T08:30:00.000Z',
      show: { title: 'Indie Junction' },
    });
    expect(slots[1]).toMatchObject({
      date: MONDAY,
      startsAt: '2026-11-23T03:30:00.000Z',
      endsAt: '2026-11-23T05:30:00.000Z',
      show: { id: ids.show('Tarang Book Club'), title: 'Tarang Book Club' },
    });
  });

  it('gives the weekly slots on another date of that weekday: 07:00 IST starts at 01:30Z', async () => {
    const slots: ScheduleSlot[] = (await schedule(BENGALURU, `?date=${NEXT_MONDAY}`)).json().data;
    expect(slots.map((s) => s.id)).toEqual([slot.breakfast, slot.midday, slot.afternoon, slot.evening]);
    const [breakfast, midday] = slots as [ScheduleSlot, ScheduleSlot];
    expect(breakfast).toMatchObject({
      date: NEXT_MONDAY,
      start: '07:00',
      end: '10:00',
      startsAt: '2026-11-30T01:30:00.000Z',
      endsAt: '2026-11-30T04:30:00.000Z',
      isOverride: false,
    });
    expect(breakfast.show.urlName).toBe(`namma-ooru-mornings-${ids.show('Namma Ooru Mornings')}`);
    expect(breakfast.show.image).toMatch(/^\/media\//);
    expect(breakfast.show.imageAlt).not.toBe('');
    // The slot's RJs in its order; a slot naming none has its show's.
    expect(breakfast.rjs.map((rj) => rj.id)).toEqual([ids.rj('rj1008'), ids.rj('rj1007')]);
    expect(breakfast.rjs[0]?.urlName).toMatch(/-rj1008$/);
    expect(midday.rjs.map((rj) => rj.id)).toEqual([ids.rj('rj1009')]);
  });

  it('leaves out a draft show’s slots, and gives an empty day when nothing is on', async () => {
    const titles = (await schedule(BENGALURU, `?date=${NEXT_MONDAY}`))
      .json()
      .data.map((s: ScheduleSlot) => s.show.title);
    expect(titles).not.toContain('Unannounced Night Show');
    const tuesday = await schedule(BENGALURU, '?date=2026-11-24');
    expect(tuesday.statusCode).toBe(200);
    expect(tuesday.json().data).toEqual([]);
  });

  it('reads today in India when no date is given (the demo week: a full day)', async () => {
    const response = await schedule(1);
    expect(response.statusCode).toBe(200);
    const slots: ScheduleSlot[] = response.json().data;
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) expect(s.date).toBe(istDate());
    expect(slots[0]?.start).toBe('00:00');
    expect(slots.at(-1)?.end).toBe('24:00');
  });

  it('refuses a bad date with a 400 naming date, and a bad id naming id', async () => {
    for (const date of ['2026-02-30', 'tomorrow', '2026-11-5', '']) {
      const response = await schedule(BENGALURU, `?date=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'date' });
    }
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const response = await schedule(id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().field).toBe('id');
    }
  });

  it('answers 404 for an unknown or inactive station', async () => {
    for (const id of [9999, JAIPUR]) {
      const response = await schedule(id, `?date=${MONDAY}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: 'Station not found' });
    }
  });
});

describe('now-playing on a date with a special', () => {
  /** What the station has on air at an instant (the route's own reading, at a chosen time). */
  const onAirAt = async (iso: string) => {
    const read = (dates: readonly string[]) => scheduleRepository(app.db).listenerTimetable(BENGALURU, dates);
    const data = await nowPlayingOf(
      app,
      read,
      icecastTitles(app.log, { allowPrivateHosts: false }),
      Date.parse(iso),
    );
    return {
      show: data?.show?.title,
      startsAt: data?.startsAt,
      endsAt: data?.endsAt,
      next: data?.next && [data.next.show.title, data.next.startsAt],
    };
  };

  it('has the special on air, then the weekly show from the special’s end to its own', async () => {
    // 16:30 IST (11:00Z): the special, and the weekly show next at 17:00 IST (11:30Z).
    expect(await onAirAt('2026-11-23T11:00:00Z')).toEqual({
      show: 'Tarang Book Club',
      startsAt: '2026-11-23T10:30:00.000Z',
      endsAt: '2026-11-23T11:30:00.000Z',
      next: ['Indie Junction', '2026-11-23T11:30:00.000Z'],
    });
    // 17:30 IST: the weekly show, on until 20:00 IST (14:30Z).
    expect(await onAirAt('2026-11-23T12:00:00Z')).toMatchObject({
      show: 'Indie Junction',
      startsAt: '2026-11-23T11:30:00.000Z',
      endsAt: '2026-11-23T14:30:00.000Z',
    });
  });
});
