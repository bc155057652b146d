import { readFileSync } from 'node:fs';
import { istDayStart } from '@tarang/contracts';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { episodes, files, media, scheduleSlots, stations } from '../src/db/schema';
import { indexMp3 } from '../src/domains/live/mp3';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { framesIn, parsePlaylist, readTimestampTag } from './live-helpers';

/**
 * The built-in playout's HLS stream, on a fixed clock: 10:00:12 India time on a date two days back, twelve
 * seconds into a one-hour override slot that station 2 gets here (station 1 has no slot: it plays its filler).
 */
const DATE = new Date(Date.now() - 2 * 86_400_000 + 5.5 * 3600_000).toISOString().slice(0, 10);
const SLOT_START = istDayStart(DATE) + 10 * 3600_000;
const NOW = SLOT_START + 12_000;
const FRAME_MS = (576 * 1000) / 22050;

let app: App;
let twin: App;
let showKeys: string[];

/** A show of station 2 with published audio episodes, and their files in play order. */
async function showOfStation2(db: App['db']) {
  const [show] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.stationId, 2), eq(media.mediaType, 'AudioShow')))
    .orderBy(asc(media.id))
    .limit(1);
  if (!show) throw new Error('the demo has no audio show on station 2');
  const rows = await db
    .select({ key: files.storageKey })
    .from(episodes)
    .innerJoin(files, eq(files.id, episodes.fileId))
    .where(
      and(
        eq(episodes.mediaId, show.id),
        eq(episodes.status, 'published'),
        lte(episodes.publishedAt, new Date(SLOT_START)),
      ),
    )
    .orderBy(asc(episodes.episodeNumber), asc(episodes.publishedAt), asc(episodes.id));
  return { showId: show.id, keys: rows.map((row) => row.key) };
}

async function giveStation2ASlot(target: App) {
  const { showId } = await showOfStation2(target.db);
  await target.db
    .insert(scheduleSlots)
    .values({ stationId: 2, date: DATE, startMinute: 600, endMinute: 660, mediaId: showId });
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  [app, twin] = await Promise.all([buildTestApp(), buildTestApp()]);
  await Promise.all([giveStation2ASlot(app), giveStation2ASlot(twin)]);
  showKeys = (await showOfStation2(app.db)).keys;
});
afterAll(async () => {
  vi.useRealTimers();
  await Promise.all([app?.close(), twin?.close()]);
});

const get = (url: string, on = app) => app && on.inject({ method: 'GET', url });

async function playlistOf(stationId: number, on = app) {
  const response = await get(`/live/${stationId}/index.m3u8`, on);
  expect(response.statusCode, response.body).toBe(200);
  return { response, playlist: parsePlaylist(response.body) };
}

describe('the HLS playlist', () => {
  it('lists the last six complete 4-second segments, numbered by the clock', async () => {
    const { response, playlist } = await playlistOf(1);
    expect(response.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(response.headers['cache-control']).toBe('public, max-age=1');
    expect(playlist.version).toBe(3);
    expect(playlist.targetDuration).toBe(4);
    const newest = Math.floor(NOW / 4000) - 1;
    expect(playlist.mediaSequence).toBe(newest - 5);
    expect(playlist.segments.map((s) => s.uri)).toEqual(
      Array.from({ length: 6 }, (_, i) => `${newest - 5 + i}.mp3`),
    );
    for (const segment of playlist.segments) {
      expect(Math.round(segment.duration)).toBeLessThanOrEqual(playlist.targetDuration);
      expect(Math.abs(segment.duration - 4)).toBeLessThan(FRAME_MS / 1000 + 0.001);
    }
    // Every segment has ended: the newest ends at or before now.
    const last = playlist.segments.at(-1);
    expect((last?.programDateTime ?? 0) + (last?.duration ?? 0) * 1000).toBeLessThanOrEqual(NOW + FRAME_MS);
  });

  it('is the same, byte for byte, on another instance with the same data', async () => {
    const [{ response: mine }, { response: theirs }] = await Promise.all([
      playlistOf(2),
      playlistOf(2, twin),
    ]);
    expect(theirs.body).toBe(mine.body);
  });
});

describe('the segments', () => {
  it('carry the ID3 timestamp of their first frame and tile the clock without gap or overlap', async () => {
    const { playlist } = await playlistOf(1);
    let expectedStart: number | null = null;
    for (const entry of playlist.segments) {
      const response = await get(`/live/1/${entry.uri}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('audio/mpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const bytes = response.rawPayload;
      const { timestamp, audioStart } = readTimestampTag(bytes);
      const frames = framesIn(bytes, audioStart);
      expect(frames.sampleRate).toBe(22050);
      expect(frames.seconds).toBeCloseTo(entry.duration, 3);
      // PROGRAM-DATE-TIME is to the millisecond; the tag to 1/90 of one.
      expect(Math.abs(Number(timestamp) - ((entry.programDateTime * 90) % 2 ** 33))).toBeLessThan(90);
      // The next segment starts where this one's frames end (to the tick: each tag rounds to 1/90 ms).
      if (expectedStart !== null) expect(Math.abs(Number(timestamp) - expectedStart)).toBeLessThanOrEqual(1);
      expectedStart = (Number(timestamp) + frames.seconds * 90_000) % 2 ** 33;
    }
  });

  it('play the slot’s show from its first episode at the slot’s start, after the filler', async () => {
    const { playlist } = await playlistOf(2);
    const before = playlist.segments.filter((s) => s.programDateTime < SLOT_START);
    const during = playlist.segments.filter((s) => s.programDateTime >= SLOT_START);
    expect(before.length).toBe(3);
    expect(during.length).toBe(3);
    expect(during[0]?.programDateTime).toBe(SLOT_START);
    // The filler's last frame ends within a frame of the slot's start.
    const lastFiller = before.at(-1);
    const fillerEnd = (lastFiller?.programDateTime ?? 0) + (lastFiller?.duration ?? 0) * 1000;
    expect(Math.abs(fillerEnd - SLOT_START)).toBeLessThan(FRAME_MS);

    const show = Buffer.concat(showKeys.map((key) => readFileSync(app.storage.pathOf(key))));
    const firstEpisode = readFileSync(app.storage.pathOf(showKeys[0] as string));
    const firstIndex = indexMp3(firstEpisode);
    const firstAudio = firstEpisode.subarray(firstIndex?.offsets[0], (firstIndex?.offsets[0] ?? 0) + 2000);
    const slotAudio: Buffer[] = [];
    for (const entry of during) {
      const bytes = (await get(`/live/2/${entry.uri}`)).rawPayload;
      slotAudio.push(bytes.subarray(readTimestampTag(bytes).audioStart));
    }
    expect(slotAudio[0]?.subarray(0, 2000).equals(firstAudio)).toBe(true);
    // The slot's segments are the show's audio, one after another.
    expect(show.indexOf(Buffer.concat(slotAudio))).toBeGreaterThan(0);
    const fillerBytes = (await get(`/live/2/${before[0]?.uri}`)).rawPayload;
    expect(framesIn(fillerBytes, readTimestampTag(fillerBytes).audioStart).seconds).toBeGreaterThan(3.9);
  });

  it('are byte-identical on another instance with the same data', async () => {
    const { playlist } = await playlistOf(2);
    for (const entry of playlist.segments) {
      const [mine, theirs] = await Promise.all([
        get(`/live/2/${entry.uri}`),
        get(`/live/2/${entry.uri}`, twin),
      ]);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.rawPayload.equals(mine.rawPayload)).toBe(true);
    }
  });

  it('are served a little after they leave the playlist, never before they end', async () => {
    const newest = Math.floor(NOW / 4000) - 1;
    expect((await get(`/live/1/${newest - 11}.mp3`)).statusCode).toBe(200);
    const old = await get(`/live/1/${newest - 12}.mp3`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toContain('left the live window');
    const future = await get(`/live/1/${newest + 1}.mp3`);
    expect(future.statusCode).toBe(404);
    expect(future.json().message).toContain('has not ended yet');
  });
});

describe('refusals', () => {
  it.each([
    ['/live/abc/index.m3u8', 'stationId'],
    ['/live/0/index.m3u8', 'stationId'],
    ['/live/2147483648/index.m3u8', 'stationId'],
    ['/live/1.5.mp3', 'stationId'],
    ['/live/x.mp3', 'stationId'],
    ['/live/1/abc.mp3', 'sequence'],
    ['/live/1/-4.mp3', 'sequence'],
    ['/live/1/1234567890123456.mp3', 'sequence'],
  ])('%s is a 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
    expect(response.json().message).toContain(field);
  });

  it.each([
    ['/live/99999/index.m3u8', 'No station with id 99999'],
    ['/live/99999.mp3', 'No station with id 99999'],
    ['/live/1/playlist.txt', 'No live file playlist.txt'],
    ['/live/1/index.m3u8/more', 'No route for GET'],
    ['/live/nothing', 'No live file nothing'],
  ])('%s is a 404', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().message).toContain(message);
  });

  it('sends a station with its own stream to it', async () => {
    await app.db
      .update(stations)
      .set({ streamUrl: 'https://radio.example/stream.mp3', streamType: 'mp3' })
      .where(eq(stations.id, 3));
    for (const url of ['/live/3/index.m3u8', '/live/3.mp3', `/live/3/${Math.floor(NOW / 4000) - 2}.mp3`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toContain('streams from its own server');
    }
  });

  it('says a station with nothing to play is off air', async () => {
    const shows = await app.db
      .select({ id: media.id })
      .from(media)
      .where(inArray(media.stationId, [4]));
    await app.db
      .update(episodes)
      .set({ status: 'draft' })
      .where(
        inArray(
          episodes.mediaId,
          shows.map((show) => show.id),
        ),
      );
    // Network-wide podcasts play on every station: station 4 is off air only without them too.
    await app.db.update(media).set({ isActive: false }).where(eq(media.mediaType, 'Podcast'));
    for (const url of ['/live/4/index.m3u8', '/live/4.mp3']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(
        'Station 4 is off air: it has no published MP3 episodes to play right now',
      );
    }
  });
});
