import { overlapMessage, SCHEDULE_MESSAGES, STAFF_MESSAGES, type StaffScheduleSlot } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleSlots } from '../src/db/schema';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { clearSlots, demoIds } from './schedule-helper';
import { type Account, editorOf, signUp } from './sections-helper';

/**
 * The console's schedule: editors of a station add, edit and delete its weekly slots and one-off
 * overrides; a slot overlapping another of its kind on its day is refused naming both; the show and RJs must be
 * the station's; stale versions, other stations' editors and listeners are refused; Activity records each write.
 */
let app: App;
let admin: Account;
let delhiEditor: Account;
let listener: Account;
let ids: Awaited<ReturnType<typeof demoIds>>;
const DELHI = 1;
const MUMBAI = 2;
/** A Wednesday. */
const WEDNESDAY = 3;
const A_WEDNESDAY = '2027-01-06';

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { staff: true });
  delhiEditor = await editorOf(app, [DELHI]);
  listener = await signUp(app);
  ids = await demoIds(app);
  // Delhi starts with no slots; Mumbai keeps the demo week.
  await clearSlots(app, DELHI);
});
afterAll(() => app.close());

const api = client(() => app, { prefix: '/api/station/v1' });

const aSlot = (overrides: Record<string, unknown> = {}) => ({
  stationId: DELHI,
  weekday: WEDNESDAY,
  start: '07:00',
  end: '11:00',
  mediaId: ids.show('Dilli Subah Express'),
  rjIds: [ids.rj('rj1002'), ids.rj('rj1001')],
  ...overrides,
});

const delhiSlotCount = async () =>
  (
    await app.db
      .select({ id: scheduleSlots.id })
      .from(scheduleSlots)
      .where(eq(scheduleSlots.stationId, DELHI))
  ).length;

describe('console schedule', () => {
  it('an editor adds, edits and deletes a weekly slot; listeners see it; Activity records each write', async () => {
    const created = await api.as(delhiEditor).post('/staff/schedule', aSlot());
    expect(created.statusCode, created.body).toBe(201);
    const slot: StaffScheduleSlot = created.json().data;
    expect(slot).toMatchObject({
      stationId: DELHI,
      weekday: WEDNESDAY,
      date: null,
      start: '07:00',
      end: '11:00',
      showTitle: 'Dilli Subah Express',
      rjIds: [ids.rj('rj1002'), ids.rj('rj1001')],
      rjNames: ['Kabir Malhotra', 'Simran Kaur'],
      version: 1,
    });
    const listed = await api.as(delhiEditor).get(`/staff/schedule?stationId=${DELHI}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(listed.json().data).toEqual([slot]);
    const heard = (await app.inject(`/api/station/v1/station/${DELHI}/schedule?date=${A_WEDNESDAY}`)).json()
      .data;
    expect(heard).toMatchObject([{ id: slot.id, start: '07:00', startsAt: '2027-01-06T01:30:00.000Z' }]);
    expect(heard[0].rjs.map((rj: { name: string }) => rj.name)).toEqual(['Kabir Malhotra', 'Simran Kaur']);

    const edited = await api.as(delhiEditor).patch(`/staff/schedule/${slot.id}`, {
      version: 1,
      end: '10:00',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ version: 2, start: '07:00', end: '10:00', rjIds: slot.rjIds });
    const stale = await api.as(delhiEditor).patch(`/staff/schedule/${slot.id}`, {
      version: 1,
      end: '09:00',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: STAFF_MESSAGES.conflict, field: 'version' });

    expect((await api.as(delhiEditor).delete(`/staff/schedule/${slot.id}`)).statusCode).toBe(204);
    expect((await api.as(delhiEditor).get(`/staff/schedule?stationId=${DELHI}`)).json().data).toEqual([]);
    expect((await api.as(delhiEditor).delete(`/staff/schedule/${slot.id}`)).statusCode).toBe(404);

    const log = (
      await app.inject({
        url: '/api/customer/v1/staff/activity?entity=slot&pageSize=10',
        headers: { authorization: delhiEditor.authorization },
      })
    )
      .json()
      .data.filter((entry: { entityId: number }) => entry.entityId === slot.id);
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(log[1]).toMatchObject({
      label: 'Dilli Subah Express (Wednesday 07:00–10:00)',
      stationId: DELHI,
      changes: { end: '10:00' },
    });
  });

  it('refuses a slot overlapping another of its kind on its day, naming both; touching or another kind is fine', async () => {
    const morning = (await api.as(delhiEditor).post('/staff/schedule', aSlot())).json().data;
    const before = await delhiSlotCount();
    const clash = await api
      .as(delhiEditor)
      .post(
        '/staff/schedule',
        aSlot({ start: '10:00', end: '12:00', mediaId: ids.show('Retro Raat with Ananya'), rjIds: [] }),
      );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      field: 'start',
      message: overlapMessage(
        'Retro Raat with Ananya (Wednesday 10:00–12:00)',
        'Dilli Subah Express (Wednesday 07:00–11:00)',
      ),
    });
    expect(await delhiSlotCount()).toBe(before);

    const touching = await api
      .as(delhiEditor)
      .post('/staff/schedule', aSlot({ start: '11:00', end: '12:00' }));
    expect(touching.statusCode, touching.body).toBe(201);
    const special = await api
      .as(delhiEditor)
      .post('/staff/schedule', aSlot({ weekday: null, date: A_WEDNESDAY, start: '08:00', end: '09:00' }));
    expect(special.statusCode, special.body).toBe(201);
    const secondSpecial = await api
      .as(delhiEditor)
      .post('/staff/schedule', aSlot({ weekday: null, date: A_WEDNESDAY, start: '08:30', end: '10:00' }));
    expect(secondSpecial.statusCode).toBe(409);
    expect(secondSpecial.json().message).toBe(
      overlapMessage(
        `Dilli Subah Express (${A_WEDNESDAY} 08:30–10:00)`,
        `Dilli Subah Express (${A_WEDNESDAY} 08:00–09:00)`,
      ),
    );

    // An edit into another slot is refused too, and leaves the slot as it was.
    const moved = await api.as(delhiEditor).patch(`/staff/schedule/${touching.json().data.id}`, {
      version: 1,
      start: '10:30',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().field).toBe('start');
    const [kept] = await app.db
      .select()
      .from(scheduleSlots)
      .where(eq(scheduleSlots.id, touching.json().data.id));
    expect(kept).toMatchObject({ startMinute: 660, version: 1 });
    expect(morning.version).toBe(1);
  });

  it('refuses overlapping the demo week, naming the demo slot', async () => {
    const response = await api.as(admin).post('/staff/schedule', {
      stationId: MUMBAI,
      weekday: 1,
      start: '07:00',
      end: '09:00',
      mediaId: ids.show('Vada Pav Diaries'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      overlapMessage('Vada Pav Diaries (Monday 07:00–09:00)', 'Bambai Breakfast Club (Monday 07:00–11:00)'),
    );
  });

  it('refuses a show or RJs not of the station, and a slot breaking the day rules, naming the field', async () => {
    const before = await delhiSlotCount();
    const friday = { weekday: 5 };
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ mediaId: ids.show('Bambai Breakfast Club') }, 'mediaId', SCHEDULE_MESSAGES.showNotOfStation],
      [{ mediaId: ids.show('Dilli Ki Galiyan') }, 'mediaId', SCHEDULE_MESSAGES.showNotOfStation],
      [{ mediaId: 999999 }, 'mediaId', SCHEDULE_MESSAGES.showNotOfStation],
      [{ rjIds: [ids.rj('rj1001'), ids.rj('rj1009')] }, 'rjIds', SCHEDULE_MESSAGES.rjNotFound],
      [{ start: '11:00', end: '07:00' }, 'end', SCHEDULE_MESSAGES.endAfterStart],
      [{ weekday: null }, 'weekday', SCHEDULE_MESSAGES.dayRequired],
      [{ date: '2027-01-08' }, 'weekday', SCHEDULE_MESSAGES.dayBoth],
      [{ start: '25:00' }, 'start', undefined],
      [{ weekday: 7 }, 'weekday', undefined],
      [{ date: '2027-02-30', weekday: null }, 'date', undefined],
      [{ stationId: 9999 }, 'stationId', undefined],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await api.as(admin).post('/staff/schedule', aSlot({ ...friday, ...overrides }));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().field, JSON.stringify(overrides)).toBe(field);
      if (message) expect(response.json().message).toBe(message);
    }
    // A network podcast is fine, with RJs of the station.
    const podcast = await api
      .as(delhiEditor)
      .post(
        '/staff/schedule',
        aSlot({ ...friday, mediaId: ids.show('Tarang Book Club'), rjIds: [ids.rj('rj1003')] }),
      );
    expect(podcast.statusCode, podcast.body).toBe(201);
    // An edit is checked whole: a new start after the stored end is refused on end.
    const late = await api.as(delhiEditor).patch(`/staff/schedule/${podcast.json().data.id}`, {
      version: 1,
      start: '12:00',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ field: 'end', message: SCHEDULE_MESSAGES.endAfterStart });
    expect(await delhiSlotCount()).toBe(before + 1);
    const missing = await api.as(admin).patch('/staff/schedule/999999', { version: 1, end: '12:00' });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses a Delhi editor on Mumbai's schedule, a listener and an anonymous visitor everywhere", async () => {
    const mumbaiSlots: StaffScheduleSlot[] = (
      await api.as(admin).get(`/staff/schedule?stationId=${MUMBAI}`)
    ).json().data;
    const mumbai = mumbaiSlots[0] as StaffScheduleSlot;
    const own = (await api.as(delhiEditor).post('/staff/schedule', aSlot({ weekday: 6 }))).json().data;
    const calls = [
      [
        'POST',
        '/staff/schedule',
        aSlot({ stationId: MUMBAI, mediaId: ids.show('Vada Pav Diaries'), rjIds: [] }),
      ],
      ['PATCH', `/staff/schedule/${mumbai.id}`, { version: mumbai.version, end: '23:00' }],
      ['PATCH', `/staff/schedule/${own.id}`, { version: own.version, stationId: MUMBAI }],
      ['DELETE', `/staff/schedule/${mumbai.id}`, undefined],
      ['GET', `/staff/schedule?stationId=${MUMBAI}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const response = await api.as(delhiEditor).request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.notYourStation);
      expect((await api.as(listener).request(method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api.request(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    const still = (await api.as(admin).get(`/staff/schedule?stationId=${MUMBAI}`)).json().data;
    expect(still).toEqual(mumbaiSlots);
  });

  it('lists the week then the overrides from a date, and names a missing or unknown station', async () => {
    const list: StaffScheduleSlot[] = (
      await api.as(delhiEditor).get(`/staff/schedule?stationId=${DELHI}&from=2027-01-07`)
    ).json().data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((slot) => slot.date === null)).toBe(true);
    const weekdays = list.map((slot) => slot.weekday ?? 0);
    expect(weekdays).toEqual([...weekdays].sort((a, b) => a - b));
    const withSpecial = (
      await api.as(delhiEditor).get(`/staff/schedule?stationId=${DELHI}&from=2027-01-01`)
    ).json().data;
    expect(withSpecial.at(-1)).toMatchObject({ date: A_WEDNESDAY, weekday: null });
    for (const [query, field, status] of [
      ['', 'stationId', 400],
      ['?stationId=9999', 'stationId', 400],
      [`?stationId=${DELHI}&from=soon`, 'from', 400],
    ] as const) {
      const response = await api.as(admin).get(`/staff/schedule${query}`);
      expect(response.statusCode, query).toBe(status);
      expect(response.json().field, query).toBe(field);
    }
  });
});
