import { weekdayOf } from '@tarang/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleSlots } from '../../db/schema';
import type { SlotRow } from './timetable';

/** The slot rows a station's timetable needs for these India dates: their weekdays' slots and their overrides. */
export function stationSlotRows(db: Db, stationId: number, dates: readonly string[]): Promise<SlotRow[]> {
  const weekdays = [...new Set(dates.map(weekdayOf))];
  return db
    .select({
      id: scheduleSlots.id,
      weekday: scheduleSlots.weekday,
      date: scheduleSlots.date,
      startMinute: scheduleSlots.startMinute,
      endMinute: scheduleSlots.endMinute,
      mediaId: scheduleSlots.mediaId,
    })
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.stationId, stationId),
        or(
          and(isNull(scheduleSlots.date), inArray(scheduleSlots.weekday, weekdays)),
          inArray(scheduleSlots.date, [...dates]),
        ),
      ),
    );
}
