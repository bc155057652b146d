import { addDays, istDate, istDayStart, type NowPlaying, weekdayOf } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { addSlot, clearSlots, demoIds } from './schedule-helper';

/**
 * Now-playing reads today's and tomorrow's timetable first and the whole week only when those two days hold no
 * next slot (domains/schedule/now-playing.ts). The next slot must still be the week's earliest: a weekly slot
 * of today's weekday that has passed comes again in seven days, after a slot three days on.
 */
let app: App;
let ids: Awaited<ReturnType<typeof demoIds>>;
const KOLKATA = 4;
const PUNE = 7;

const nowPlaying = async (stationId: number) =>
  (await app.inject(`/api/station/v1/station/${stationId}/now-playing`)).json().data as NowPlaying;

beforeAll(async () => {
  app = await buildTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

describe('now playing beyond tomorrow', () => {
  it('finds the next slot three days on, not the passed slot of today’s weekday a week later', async () => {
    const today = istDate();
    const inThreeDays = addDays(today, 3);
    await clearSlots(app, KOLKATA);
    // Today's weekday, its first minute: over (unless the test runs in that minute, when it is on air).
    await addSlot(app, {
      stationId: KOLKATA,
      weekday: weekdayOf(today),
      start: '00:00',
      end: '00:01',
      mediaId: ids.show('Kaalai Kaapi'),
    });
    await addSlot(app, {
      stationId: KOLKATA,
      weekday: weekdayOf(inThreeDays),
      start: '10:00',
      end: '11:00',
      mediaId: ids.show('Kollywood Countdown'),
    });
    const data = await nowPlaying(KOLKATA);
    expect(data.next).toMatchObject({
      show: { title: 'Kollywood Countdown' },
      startsAt: new Date(istDayStart(inThreeDays) + 10 * 3_600_000).toISOString(),
    });
  });

  it('finds a one-off override five days on when the week has nothing else', async () => {
    const inFiveDays = addDays(istDate(), 5);
    await clearSlots(app, PUNE);
    await addSlot(app, {
      stationId: PUNE,
      date: inFiveDays,
      start: '18:00',
      end: '19:30',
      mediaId: ids.show('Kaalai Kaapi'),
    });
    const data = await nowPlaying(PUNE);
    expect(data).toMatchObject({ show: null, startsAt: null });
    expect(data.next).toMatchObject({
      show: { title: 'Kaalai Kaapi' },
      startsAt: new Date(istDayStart(inFiveDays) + 18 * 3_600_000).toISOString(),
      endsAt: new Date(istDayStart(inFiveDays) + 19.5 * 3_600_000).toISOString(),
    });
  });
});
