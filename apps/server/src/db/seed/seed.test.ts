import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addDays,
  BANNER_PAGES,
  istDate,
  MEDIA_TYPES,
  MINUTES_PER_DAY,
  PLATFORM_NAMES,
  STATION_PAGES,
} from '@tarang/contracts';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotsOnDate } from '../../domains/schedule/timetable';
import { cleanHtmlDigest, cleanRichText, purifyHtml } from '../../html';
import { localStorage, type Storage } from '../../storage';
import { allRichText, cleanHtmlRepository } from '../clean-html-repository';
import { type Database, openDatabase } from '../client';
import {
  banners,
  episodes,
  events,
  files,
  media,
  mediaProfiles,
  platforms,
  polls,
  profiles,
  redLines,
  scheduleSlotProfiles,
  scheduleSlots,
  states,
  stationPages,
  stations,
} from '../schema';
import { isSeeded, resetDatabase, seedDemoNetwork } from './seed';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
const mediaDir =
  process.env.TARANG_SEED_MEDIA ?? fileURLToPath(new URL('../../../seed-media', import.meta.url));
const now = new Date('2025-06-15T06:30:00Z');

/** Slots from midnight to midnight with no gap and no overlap, each 1 to 4 hours long. */
function expectBackToBack(day: { startMinute: number; endMinute: number }[], label: string) {
  let minute = 0;
  for (const slot of day) {
    expect(slot.startMinute, label).toBe(minute);
    expect(slot.endMinute - slot.startMinute, label).toBeGreaterThanOrEqual(60);
    expect(slot.endMinute - slot.startMinute, label).toBeLessThanOrEqual(240);
    minute = slot.endMinute;
  }
  expect(minute, label).toBe(MINUTES_PER_DAY);
}

describe('demo network seed', () => {
  let database: Database;
  let storage: Storage;
  let storageDir: string;

  beforeAll(async () => {
    database = await openDatabase({ migrationsFolder });
    await database.migrate();
    storageDir = mkdtempSync(join(tmpdir(), 'tarang-seed-'));
    storage = localStorage(storageDir);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });

  it('seeds an empty database quickly', async () => {
    const { db } = database;
    expect(await isSeeded(db)).toBe(false);
    const started = performance.now();
    const counts = await seedDemoNetwork(db, storage, { mediaDir, now });
    const ms = performance.now() - started;
    console.log(`seed took ${ms.toFixed(0)} ms:`, counts);
    expect(await isSeeded(db)).toBe(true);
    expect(counts.stations).toBeGreaterThanOrEqual(6);
    expect(counts.profiles).toBeGreaterThanOrEqual(24);
    expect(counts.media).toBeGreaterThanOrEqual(24);
    expect(counts.episodes).toBeGreaterThanOrEqual(150);
    expect(counts.files).toBeGreaterThan(0);
    expect(ms).toBeLessThan(10_000);
  }, 60_000);

  it('gives stations ids 1..8 in order, each with at least three RJs', async () => {
    const { db } = database;
    const rows = await db
      .select({ id: stations.id, name: stations.name })
      .from(stations)
      .orderBy(stations.id);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rows[0]?.name).toBe('Tarang Delhi');
    expect(rows[7]?.name).toBe('Tarang Lucknow');
    const perStation = await db
      .select({ stationId: profiles.stationId, n: count() })
      .from(profiles)
      .groupBy(profiles.stationId);
    expect(perStation).toHaveLength(rows.length);
    for (const row of perStation) expect(row.n).toBeGreaterThanOrEqual(3);
    const first = await db.query.profiles.findFirst({ where: eq(profiles.id, 1) });
    expect(first?.profileId).toMatch(/^[A-Za-z0-9]+$/);
    const noChannel = await db
      .select({ id: stations.id })
      .from(stations)
      .where(isNull(stations.whatsappChannelUrl));
    expect(noChannel.map((r) => r.id)).toEqual([7, 8]);
  });

  it('has media of every type with hosts and episodes', async () => {
    const { db } = database;
    const byType = await db
      .select({ type: media.mediaType, n: count() })
      .from(media)
      .groupBy(media.mediaType);
    for (const type of MEDIA_TYPES) expect(byType.find((r) => r.type === type)?.n ?? 0).toBeGreaterThan(0);
    const total = byType.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(24);
    const [hosted] = await db
      .select({ n: sql<number>`count(distinct ${mediaProfiles.mediaId})::int` })
      .from(mediaProfiles);
    expect(hosted?.n).toBeGreaterThanOrEqual(16);
    const [episodeCount] = await db.select({ n: count() }).from(episodes);
    expect(episodeCount?.n).toBeGreaterThanOrEqual(150);
    const [future] = await db
      .select({ n: count() })
      .from(episodes)
      .where(sql`${episodes.publishedAt} > ${now.toISOString()}`);
    expect(future?.n).toBe(0);
    const networkWide = await db.select({ id: media.id }).from(media).where(isNull(media.stationId));
    expect(networkWide.length).toBeGreaterThanOrEqual(2);
  });

  it('has the reference data, pages, banners, events, news and polls', async () => {
    const { db } = database;
    const platformRows = await db.select({ name: platforms.name }).from(platforms);
    expect(platformRows.map((r) => r.name).sort()).toEqual([...PLATFORM_NAMES].sort());
    const [stateCount] = await db.select({ n: count() }).from(states);
    expect(stateCount?.n).toBe(36);
    const networkPages = await db
      .select({ page: stationPages.page })
      .from(stationPages)
      .where(isNull(stationPages.stationId));
    expect(networkPages.map((r) => r.page).sort()).toEqual([...STATION_PAGES].sort());
    const bannerRows = await db.select({ page: banners.page }).from(banners);
    for (const row of bannerRows) expect(BANNER_PAGES).toContain(row.page);
    const [eventCount] = await db.select({ n: count() }).from(events);
    expect(eventCount?.n).toBeGreaterThanOrEqual(16);
    const [newsCount] = await db.select({ n: count() }).from(redLines);
    expect(newsCount?.n).toBeGreaterThanOrEqual(16);
    const [pollCount] = await db.select({ n: count() }).from(polls);
    expect(pollCount?.n).toBeGreaterThanOrEqual(8);
  });

  it('puts every station on air round the clock, every day of the week, in slots of 1 to 4 hours', async () => {
    const { db } = database;
    const rows = await db.select().from(scheduleSlots);
    const stationRows = await db.select({ id: stations.id }).from(stations);
    for (const { id } of stationRows) {
      const weekly = rows.filter((row) => row.stationId === id && row.date === null);
      for (const weekday of [0, 1, 2, 3, 4, 5, 6]) {
        const day = weekly
          .filter((row) => row.weekday === weekday)
          .sort((a, b) => a.startMinute - b.startMinute);
        expectBackToBack(day, `station ${id} weekday ${weekday}`);
      }
    }
    // The specials near `now` replace a weekly slot exactly: their days stay covered too.
    const overrides = rows.filter((row) => row.date !== null);
    expect(overrides.length).toBeGreaterThanOrEqual(1);
    const nearby = [istDate(now), addDays(istDate(now), 1)];
    for (const override of overrides) {
      expect(nearby).toContain(override.date);
      const day = slotsOnDate(
        rows.filter((row) => row.stationId === override.stationId),
        override.date as string,
      );
      expect(day.some((slot) => slot.isOverride)).toBe(true);
      expectBackToBack(day, `station ${override.stationId} on ${override.date}`);
    }
  });

  it('airs only audio shows and podcasts of the station or the network, with RJs of the station', async () => {
    const { db } = database;
    const aired = await db
      .select({ slotStation: scheduleSlots.stationId, type: media.mediaType, showStation: media.stationId })
      .from(scheduleSlots)
      .innerJoin(media, eq(media.id, scheduleSlots.mediaId));
    for (const row of aired) {
      expect(['AudioShow', 'Podcast']).toContain(row.type);
      expect([row.slotStation, null]).toContain(row.showStation);
    }
    const presenters = await db
      .select({ slotStation: scheduleSlots.stationId, rjStation: profiles.stationId })
      .from(scheduleSlotProfiles)
      .innerJoin(scheduleSlots, eq(scheduleSlots.id, scheduleSlotProfiles.slotId))
      .innerJoin(profiles, eq(profiles.id, scheduleSlotProfiles.profileId));
    expect(presenters.length).toBeGreaterThan(0);
    for (const row of presenters) expect(row.rjStation).toBe(row.slotStation);
  });

  it('stores its rich text as the console would: sanitised and normalised unchanged, so its digests are kept', async () => {
    const { db } = database;
    const richText = await allRichText(db);
    expect(richText.length).toBeGreaterThan(100);
    const changed = richText.filter((html) => purifyHtml(html) !== html);
    expect(changed).toEqual([]);
    const stored = await Promise.all(richText.map(cleanRichText));
    expect(richText.filter((html, index) => stored[index] !== html)).toEqual([]);
    expect(await cleanHtmlRepository(db).newest(100_000)).toEqual(
      expect.arrayContaining(richText.map(cleanHtmlDigest)),
    );
  });

  it('stores every file it records', async () => {
    const rows = await database.db.select({ key: files.storageKey }).from(files);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(existsSync(storage.pathOf(row.key)), row.key).toBe(true);
  });

  it('can reset and seed again from id 1', async () => {
    const { db } = database;
    await resetDatabase(db);
    expect(await isSeeded(db)).toBe(false);
    const started = performance.now();
    const counts = await seedDemoNetwork(db, storage, { mediaDir, now });
    console.log(`re-seed took ${(performance.now() - started).toFixed(0)} ms`);
    expect(counts.stations).toBeGreaterThanOrEqual(6);
    const [firstStation] = await db.select({ id: stations.id }).from(stations).orderBy(stations.id).limit(1);
    expect(firstStation?.id).toBe(1);
    const [firstFile] = await db.select({ id: files.id }).from(files).orderBy(files.id).limit(1);
    expect(firstFile?.id).toBe(1);
  }, 60_000);
});
