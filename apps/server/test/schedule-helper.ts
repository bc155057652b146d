import { minutesOf } from '@tarang/contracts';
import { eq, inArray } from 'drizzle-orm';
import { media, profiles, scheduleSlotProfiles, scheduleSlots } from '../src/db/schema';
import type { App } from '../src/types';

/** Shared by the schedule and now-playing tests: a station's slots set directly in the database. */

/** The demo data's ids of shows (by title) and RJs (by profileId). */
export async function demoIds(app: App) {
  const shows = await app.db.select({ id: media.id, title: media.title }).from(media);
  const rjs = await app.db.select({ id: profiles.id, profileId: profiles.profileId }).from(profiles);
  return {
    show: (title: string) => {
      const show = shows.find((row) => row.title === title);
      if (!show) throw new Error(`the demo data has no show ${title}`);
      return show.id;
    },
    rj: (profileId: string) => {
      const rj = rjs.find((row) => row.profileId === profileId);
      if (!rj) throw new Error(`the demo data has no RJ ${profileId}`);
      return rj.id;
    },
  };
}

/** Removes the station's slots (the demo week), so a test sets exactly the ones it reads. */
export async function clearSlots(app: App, stationId: number): Promise<void> {
  await app.db.delete(scheduleSlots).where(eq(scheduleSlots.stationId, stationId));
}

export type TestSlot = {
  stationId: number;
  weekday?: number;
  date?: string;
  /** 'HH:MM' */
  start: string;
  end: string;
  mediaId: number;
  rjIds?: number[];
};

/** 'HH:MM' as minutes since midnight (tests write valid clocks). */
const minutes = (clock: string) => minutesOf(clock) ?? 0;

/** Stores a slot (and its RJs in order); returns its id. */
export async function addSlot(app: App, slot: TestSlot): Promise<number> {
  const [row] = await app.db
    .insert(scheduleSlots)
    .values({
      stationId: slot.stationId,
      weekday: slot.weekday ?? null,
      date: slot.date ?? null,
      startMinute: minutes(slot.start),
      endMinute: minutes(slot.end),
      mediaId: slot.mediaId,
    })
    .returning({ id: scheduleSlots.id });
  if (!row) throw new Error('no slot stored');
  if (slot.rjIds?.length) {
    await app.db
      .insert(scheduleSlotProfiles)
      .values(slot.rjIds.map((profileId, index) => ({ slotId: row.id, profileId, sortOrder: index + 1 })));
  }
  return row.id;
}

/** A draft audio show of the station (listeners never see it, nor its slots). */
export async function addDraftShow(app: App, stationId: number, title: string): Promise<number> {
  const [row] = await app.db
    .insert(media)
    .values({
      title,
      slug: title.toLowerCase().replace(/\W+/g, '-'),
      mediaType: 'AudioShow',
      stationId,
      status: 'draft',
    })
    .returning({ id: media.id });
  if (!row) throw new Error('no show stored');
  return row.id;
}

/** The slots stored for these ids, to check nothing was half-stored. */
export const slotsWithIds = (app: App, ids: number[]) =>
  app.db.select().from(scheduleSlots).where(inArray(scheduleSlots.id, ids));
