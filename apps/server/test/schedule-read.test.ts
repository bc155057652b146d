import { istDate, type ScheduleSlot } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations } from '../src/db/schema';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { addDraftShow, addSlot, clearSlots, demoIds } from './schedule-helper';

/**
 * GET station/v1/station/{id}/schedule (issue 13): a station's slots on an India date, overrides replacing the
 * weekly slots they overlap, times in IST, the slot's RJs (else the show's), drafts left out; bad input refused.
 */
let app: App;
const BENGALURU = 3;
const JAIPUR = 7;
const MONDAY = '2026-11-23';
const NEXT_MONDAY = '2026-11-30';
let ids: Awaited<ReturnType<typeof demoIds>>;
let slot: Record<'breakfast' | 'midday' | 'afternoon' | 'special', number>;

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
  it('lists a date’s slots in India time, an override replacing the weekly slots it overlaps', async () => {
    const response = await schedule(BENGALURU, `?date=${MONDAY}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=60\b/);
    const slots: ScheduleSlot[] = response.json().data;
    expect(slots.map((s) => [s.id, s.start, s.end, s.isOverride])).toEqual([
      [slot.special, '09:00', '11:00', true],
      [slot.afternoon, '14:00', '16:00', false],
    ]);
    expect(slots[0]).toMatchObject({
      date: MONDAY,
      startsAt: '2026-11-23T03:30:00.000Z',
      endsAt: '2026-11-23T05:30:00.000Z',
      show: { id: ids.show('Tarang Book Club'), title: 'Tarang Book Club' },
    });
  });

  it('gives the weekly slots on another date of that weekday: 07:00 IST starts at 01:30Z', async () => {
    const slots: ScheduleSlot[] = (await schedule(BENGALURU, `?date=${NEXT_MONDAY}`)).json().data;
    expect(slots.map((s) => s.id)).toEqual([slot.breakfast, slot.midday, slot.afternoon]);
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
