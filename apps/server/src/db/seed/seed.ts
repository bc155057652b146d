/**
 * Seeds the demo network: imports the seed-media files into storage and the files table, then inserts every
 * table's rows in one transaction, in dependency order, with bulk inserts. On a fresh (or reset) database the
 * stations get ids 1..8 and the RJs 1..24, in the order of `data.ts`.
 */
import { readFile } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { toSlug } from '@tarang/contracts';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { paths } from '../../config';
import { eachLimit, ensureImageVariants, isImage } from '../../media/image-variants';
import type { Storage } from '../../storage';
import { keepSeededRichText } from '../clean-html-repository';
import type { Db } from '../client';
import { insertFile } from '../files';
import * as schema from '../schema';
import {
  banners,
  cities,
  config,
  contests,
  episodes,
  events,
  genres,
  media,
  mediaImages,
  mediaProfiles,
  platforms,
  pollOptions,
  polls,
  pollVotes,
  profileGallery,
  profiles,
  profileVideos,
  redLines,
  scheduleSlotProfiles,
  scheduleSlots,
  states,
  stationPages,
  stationSocialLinks,
  stations,
  subscribers,
  talentHuntCategories,
} from '../schema';
import * as data from './data';
import { contestWindow, episodeDates, eventStart, redLineDate } from './dating';
import { demoListeners, demoVotes } from './listeners';
import { type ManifestEntry, storePosters } from './posters';
import { demoWeek } from './schedule';

export type { ManifestEntry };

export type SeedOptions = {
  /** The seed-media folder, holding manifest.json and the files it lists. */
  mediaDir: string;
  /** Dates of episodes, events, news, contests and polls are relative to it; defaults to the current time. */
  now?: Date;
  /**
   * Where the WebP variants of the seed images, and the posters the seed draws, are kept between runs (they are
   * the same every time); false: no cache. Defaults to node_modules/.cache/tarang-seed-variants.
   */
  variantCacheDir?: string | false;
};

const DEFAULT_VARIANT_CACHE = resolve(paths.serverRoot, '../../node_modules/.cache/tarang-seed-variants');

export type SeedCounts = {
  stations: number;
  profiles: number;
  media: number;
  episodes: number;
  files: number;
  slots: number;
};

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const CHUNK = 500;

class SeedError extends Error {
  override name = 'SeedError';
}

// ---------------------------------------------------------------- media files

export async function readManifest(mediaDir: string): Promise<ManifestEntry[]> {
  const path = join(mediaDir, 'manifest.json');
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new SeedError(`Seed media manifest not found: ${path}. Generate the seed media first.`);
  }
  const parsed: unknown = JSON.parse(text);
  const entries = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object' && Array.isArray((parsed as { files?: unknown }).files)
      ? (parsed as { files: unknown[] }).files
      : null;
  if (!entries) throw new SeedError(`${path} must hold an array of {file, mimeType, altName, ...}`);
  for (const entry of entries as ManifestEntry[]) {
    if (!entry || typeof entry.file !== 'string' || typeof entry.mimeType !== 'string') {
      throw new SeedError(`${path}: an entry has no file or mimeType: ${JSON.stringify(entry)}`);
    }
  }
  return entries as ManifestEntry[];
}

/** Every file the demo content refers to. */
export function referencedFiles(): Set<string> {
  const refs = new Set<string>();
  for (const s of data.stationSeeds) refs.add(s.logo);
  for (const p of data.profileSeeds) {
    refs.add(p.portrait);
    for (const g of p.gallery) refs.add(g.file);
    for (const v of p.videos) {
      refs.add(v.video);
      refs.add(v.poster);
    }
  }
  for (const m of data.mediaSeeds) {
    refs.add(m.cover);
    for (const e of m.episodes) if (e.thumbnail) refs.add(e.thumbnail);
  }
  for (let i = 1; i <= data.AUDIO_FILES; i++) refs.add(data.files.audio(i));
  for (let i = 1; i <= data.VIDEO_FILES; i++) refs.add(data.files.video(i));
  for (const e of data.eventSeeds) refs.add(e.image);
  for (const r of data.redLineSeeds) refs.add(r.image);
  for (const b of data.bannerSeeds) refs.add(b.image);
  for (const c of data.contestSeeds) refs.add(c.image);
  refs.add(data.files.episodeDefault);
  return refs;
}

type LoadedFile = { entry: ManifestEntry; stored: Awaited<ReturnType<Storage['putBuffer']>> };

async function storeFiles(
  storage: Storage,
  mediaDir: string,
  manifest: ManifestEntry[],
): Promise<LoadedFile[]> {
  const listed = new Set(manifest.map((entry) => entry.file));
  const missing = [...referencedFiles()].filter(
    (file) => !listed.has(file) && !file.startsWith(data.GENERATED),
  );
  if (missing.length > 0) {
    throw new SeedError(
      `Seed media missing from ${join(mediaDir, 'manifest.json')} (${missing.length}): ${missing.join(', ')}`,
    );
  }
  const seen = new Set<string>();
  const unique = manifest.filter((entry) => !seen.has(entry.file) && seen.add(entry.file));
  return Promise.all(
    unique.map(async (entry) => {
      const path = join(mediaDir, entry.file);
      let bytes: Buffer;
      try {
        bytes = await readFile(path);
      } catch {
        throw new SeedError(`Seed media file listed in the manifest is missing on disk: ${path}`);
      }
      const extension = extname(entry.file).slice(1).toLowerCase();
      if (!extension) throw new SeedError(`Seed media file has no extension: ${entry.file}`);
      return { entry, stored: await storage.putBuffer(bytes, extension) };
    }),
  );
}

/** The responsive WebP widths of every seed image (two at a time); fills in a size the manifest lacks. */
async function storeImageVariants(storage: Storage, loaded: LoadedFile[], cacheDir: string | undefined) {
  const images = loaded.filter(({ entry }) => isImage(entry.mimeType));
  await eachLimit(images, 2, async ({ entry, stored }) => {
    const known = entry.width && entry.height ? { width: entry.width, height: entry.height } : undefined;
    try {
      const made = await ensureImageVariants(storage, stored.key, { size: known, cacheDir });
      entry.width = made.width;
      entry.height = made.height;
    } catch (error) {
      throw new SeedError(`Seed image ${entry.file} could not be read: ${(error as Error).message}`);
    }
  });
}

// ---------------------------------------------------------------- helpers

/** Inserts rows in chunks and returns the ids in the order of the rows. */
async function insertIds<R>(rows: R[], insert: (chunk: R[]) => Promise<{ id: number }[]>): Promise<number[]> {
  const ids: number[] = [];
  for (let at = 0; at < rows.length; at += CHUNK) {
    const returned = await insert(rows.slice(at, at + CHUNK));
    for (const row of returned) ids.push(row.id);
  }
  if (ids.length !== rows.length)
    throw new SeedError(`insert returned ${ids.length} ids for ${rows.length} rows`);
  return ids;
}

async function insertAll<R>(rows: R[], insert: (chunk: R[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += CHUNK) await insert(rows.slice(at, at + CHUNK));
}

function need<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new SeedError(`seed data refers to an unknown ${what}: ${String(key)}`);
  return value;
}

// ---------------------------------------------------------------- seed

export async function seedDemoNetwork(db: Db, storage: Storage, options: SeedOptions): Promise<SeedCounts> {
  const now = (options.now ?? new Date()).getTime();
  const manifest = await readManifest(options.mediaDir);
  const cacheDir =
    options.variantCacheDir === false ? undefined : (options.variantCacheDir ?? DEFAULT_VARIANT_CACHE);
  const loaded = [
    ...(await storeFiles(storage, options.mediaDir, manifest)),
    ...(await storePosters(storage, options.mediaDir, cacheDir)),
  ];
  await storeImageVariants(storage, loaded, cacheDir);

  const at = (ms: number) => new Date(ms);
  const daysFromNow = (days: number) => at(now + days * DAY);

  const counts = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;

    // files
    const fileIds = new Map<string, number>();
    const durations = new Map<string, number>();
    for (const { entry, stored } of loaded) {
      const row = await insertFile(tx, stored, {
        originalName: basename(entry.file),
        mimeType: entry.mimeType,
        altName: entry.altName ?? null,
        width: entry.width ?? null,
        height: entry.height ?? null,
        durationSeconds: entry.durationSeconds ?? null,
      });
      fileIds.set(entry.file, row.id);
      if (typeof entry.durationSeconds === 'number') durations.set(entry.file, entry.durationSeconds);
    }
    const fileId = (file: string) => need(fileIds, file, 'file');
    const duration = (file: string) => {
      const seconds = durations.get(file);
      if (seconds === undefined || !(seconds > 0)) {
        throw new SeedError(`seed media manifest gives no durationSeconds for ${file}`);
      }
      return seconds;
    };

    // reference data
    const platformIds = await insertIds(data.platformNames, (chunk) =>
      tx
        .insert(platforms)
        .values(chunk.map((name) => ({ name })))
        .returning({ id: platforms.id }),
    );
    const platformId = new Map(
      data.platformNames.map((name, i) => [name as string, platformIds[i] as number]),
    );

    const stateIds = await insertIds(data.stateSeeds, (chunk) =>
      tx
        .insert(states)
        .values(chunk.map((s) => ({ name: s.name })))
        .returning({ id: states.id }),
    );
    const stateId = new Map(data.stateSeeds.map((s, i) => [s.name, stateIds[i] as number]));
    const cityRows = data.stateSeeds.flatMap((s) =>
      s.cities.map((name) => ({ name, stateId: need(stateId, s.name, 'state') })),
    );
    const cityIds = await insertIds(cityRows, (chunk) =>
      tx.insert(cities).values(chunk).returning({ id: cities.id }),
    );
    const cityId = new Map(cityRows.map((c, i) => [`${c.stateId}:${c.name}`, cityIds[i] as number]));

    const genreIds = await insertIds(data.genreNames, (chunk) =>
      tx
        .insert(genres)
        .values(chunk.map((name) => ({ name, slug: toSlug(name) })))
        .returning({ id: genres.id }),
    );
    const genreId = new Map(data.genreNames.map((name, i) => [name, genreIds[i] as number]));

    await tx.insert(talentHuntCategories).values(
      data.talentHuntCategorySeeds.map((c, i) => ({
        name: c.name,
        description: c.description,
        sortOrder: i + 1,
      })),
    );
    await tx
      .insert(config)
      .values([
        ...data.configSeeds.map((c) => ({ key: c.key, value: c.value })),
        { key: 'defaultEpisodeImageFileId', value: fileId(data.files.episodeDefault) },
      ]);

    // stations
    const stationIds = await insertIds(data.stationSeeds, (chunk) =>
      tx
        .insert(stations)
        .values(
          chunk.map((s) => {
            const state = need(stateId, s.state, 'state');
            return {
              name: s.name,
              slug: toSlug(s.name),
              tagline: s.tagline,
              frequency: s.frequency,
              color: s.color,
              latitude: s.latitude,
              longitude: s.longitude,
              logoFileId: fileId(s.logo),
              whatsappChannelUrl: s.whatsappChannelUrl,
              address: s.address,
              cityId: need(cityId, `${state}:${s.city}`, 'city'),
              stateId: state,
              pin: s.pin,
              phoneNumber: s.phoneNumber,
              whatsappNumber: s.whatsappNumber,
              email: s.email,
              sortOrder: data.stationSeeds.indexOf(s) + 1,
            };
          }),
        )
        .returning({ id: stations.id }),
    );
    const station = (n: number) => {
      const id = stationIds[n - 1];
      if (id === undefined) throw new SeedError(`seed data refers to station ${n}, which does not exist`);
      return id;
    };
    const stationOrNull = (n: number | null) => (n === null ? null : station(n));

    await insertAll(
      data.stationSeeds.flatMap((s, i) =>
        s.socialLinks.map((link) => ({
          stationId: station(i + 1),
          platformId: need(platformId, link.platform, 'platform'),
          url: link.url,
        })),
      ),
      (chunk) => tx.insert(stationSocialLinks).values(chunk),
    );

    // RJs
    const sortInStation = new Map<number, number>();
    const profileIds = await insertIds(data.profileSeeds, (chunk) =>
      tx
        .insert(profiles)
        .values(
          chunk.map((p) => {
            const sortOrder = (sortInStation.get(p.station) ?? 0) + 1;
            sortInStation.set(p.station, sortOrder);
            return {
              profileId: p.profileId,
              name: p.name,
              stationId: station(p.station),
              designation: p.designation,
              showTime: p.showTime,
              bio: p.bio,
              profileImageFileId: fileId(p.portrait),
              sortOrder,
            };
          }),
        )
        .returning({ id: profiles.id }),
    );
    const profileId = new Map(data.profileSeeds.map((p, i) => [p.profileId, profileIds[i] as number]));

    await insertAll(
      data.profileSeeds.flatMap((p, i) =>
        p.gallery.map((g, j) => ({
          profileId: profileIds[i] as number,
          fileId: fileId(g.file),
          caption: g.caption,
          sortOrder: j + 1,
        })),
      ),
      (chunk) => tx.insert(profileGallery).values(chunk),
    );
    await insertAll(
      data.profileSeeds.flatMap((p, i) =>
        p.videos.map((v, j) => ({
          profileId: profileIds[i] as number,
          title: v.title,
          videoFileId: fileId(v.video),
          posterFileId: fileId(v.poster),
          sortOrder: j + 1,
        })),
      ),
      (chunk) => tx.insert(profileVideos).values(chunk),
    );

    // media and episodes: each item's newest episode is a few days old, the oldest about 115 days, those made for a
    // time of year in its last such season (dating.ts). Numbered in the order they came out.
    const schedule = data.mediaSeeds.map((m, index) => {
      const dates = episodeDates(m, index, at(now));
      const eps = m.episodes
        .map((e, k) => ({
          seed: e,
          file:
            m.mediaType === 'Video'
              ? data.seriesVideo(m.title)
              : data.files.audio(data.SOUNDS[m.sounds?.[k % m.sounds.length] ?? 'morning']),
          publishedAt: dates[k] as Date,
        }))
        .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime())
        .map((e, k) => ({ ...e, episodeNumber: k + 1 }));
      const first = eps[0]?.publishedAt.getTime() ?? now - 115 * DAY;
      return { media: m, episodes: eps, publishedAt: at(first - 2 * DAY) };
    });

    const mediaIds = await insertIds(schedule, (chunk) =>
      tx
        .insert(media)
        .values(
          chunk.map(({ media: m, publishedAt }) => ({
            title: m.title,
            slug: toSlug(m.title),
            mediaType: m.mediaType,
            description: m.description,
            stationId: stationOrNull(m.station),
            genreId: need(genreId, m.genre, 'genre'),
            isEditorChoice: m.isEditorChoice,
            language: m.language,
            publishedAt,
          })),
        )
        .returning({ id: media.id }),
    );
    await insertAll(
      data.mediaSeeds.map((m, i) => ({
        mediaId: mediaIds[i] as number,
        fileId: fileId(m.cover),
        sortOrder: 0,
      })),
      (chunk) => tx.insert(mediaImages).values(chunk),
    );
    await insertAll(
      data.mediaSeeds.flatMap((m, i) =>
        m.hosts.map((host) => ({
          mediaId: mediaIds[i] as number,
          profileId: need(profileId, host, 'RJ profileId'),
        })),
      ),
      (chunk) => tx.insert(mediaProfiles).values(chunk),
    );
    const episodeRows = schedule.flatMap((s, i) =>
      s.episodes.map((e) => ({
        mediaId: mediaIds[i] as number,
        title: e.seed.title,
        description: e.seed.description,
        fileId: fileId(e.file),
        durationSeconds: duration(e.file),
        thumbnailFileId: e.seed.thumbnail ? fileId(e.seed.thumbnail) : null,
        episodeNumber: e.episodeNumber,
        publishedAt: e.publishedAt,
      })),
    );
    await insertAll(episodeRows, (chunk) => tx.insert(episodes).values(chunk));

    // the demo week on air, with one-off specials near `now`
    const mediaId = new Map(data.mediaSeeds.map((m, i) => [m.title, mediaIds[i] as number]));
    const week = demoWeek(stationIds.length, data.mediaSeeds, data.profileSeeds, at(now));
    const slotIds = await insertIds(week, (chunk) =>
      tx
        .insert(scheduleSlots)
        .values(
          chunk.map((slot) => ({
            stationId: station(slot.station),
            weekday: slot.weekday,
            date: slot.date,
            startMinute: slot.startMinute,
            endMinute: slot.endMinute,
            mediaId: need(mediaId, slot.show, 'show'),
          })),
        )
        .returning({ id: scheduleSlots.id }),
    );
    await insertAll(
      week.flatMap((slot, i) =>
        slot.hosts.map((host, j) => ({
          slotId: slotIds[i] as number,
          profileId: need(profileId, host, 'RJ profileId'),
          sortOrder: j + 1,
        })),
      ),
      (chunk) => tx.insert(scheduleSlotProfiles).values(chunk),
    );

    // events, news, banners
    const eventStarts = new Map(data.eventSeeds.map((e) => [e.title, eventStart(e, at(now))]));
    const episodeReleases = new Map(
      schedule.flatMap((s) => s.episodes.map((e) => [e.seed.title, e.publishedAt] as const)),
    );
    await insertAll(
      data.eventSeeds.map((e) => {
        const startsAt = need(eventStarts, e.title, 'event');
        return {
          stationId: station(e.station),
          title: e.title,
          slug: toSlug(e.title),
          summary: e.summary,
          description: e.description,
          venue: e.venue,
          address: e.address,
          startsAt,
          endsAt: at(startsAt.getTime() + e.durationHours * HOUR),
          imageFileId: fileId(e.image),
          registrationUrl: e.registrationUrl,
        };
      }),
      (chunk) => tx.insert(events).values(chunk),
    );
    await insertAll(
      data.redLineSeeds.map((r) => ({
        stationId: stationOrNull(r.station),
        title: r.title,
        slug: toSlug(r.title),
        summary: r.summary,
        body: r.body,
        author: r.author,
        imageFileId: fileId(r.image),
        publishedAt: redLineDate(r, at(now), eventStarts, episodeReleases),
      })),
      (chunk) => tx.insert(redLines).values(chunk),
    );
    await insertAll(
      data.bannerSeeds.map((b) => ({
        stationId: stationOrNull(b.station),
        page: b.page,
        title: b.title,
        subtitle: b.subtitle,
        imageFileId: fileId(b.image),
        linkUrl: b.linkUrl,
        sortOrder: b.sortOrder,
      })),
      (chunk) => tx.insert(banners).values(chunk),
    );

    // contests and polls
    await insertAll(
      data.contestSeeds.map((c) => {
        const { startsAt, endsAt } = contestWindow(c, at(now));
        // A closed contest says so, whichever contests the dates of this seed have closed.
        const closed = endsAt.getTime() <= now ? data.p(`${data.CONTEST_CLOSED} ${c.closedNote}`) : '';
        return {
          stationId: station(c.station),
          title: c.title,
          slug: toSlug(c.title),
          description: c.description,
          howToParticipate: `${c.howToParticipate}${closed}`,
          prize: c.prize,
          imageFileId: fileId(c.image),
          startsAt,
          endsAt,
        };
      }),
      (chunk) => tx.insert(contests).values(chunk),
    );
    const pollIds = await insertIds(data.pollSeeds, (chunk) =>
      tx
        .insert(polls)
        .values(
          chunk.map((p) => ({
            stationId: station(p.station),
            question: p.question,
            startsAt: daysFromNow(p.startsInDays),
            endsAt: daysFromNow(p.endsInDays),
          })),
        )
        .returning({ id: polls.id }),
    );
    const optionIds = await insertIds(
      data.pollSeeds.flatMap((p, i) =>
        p.options.map((text, j) => ({ pollId: pollIds[i] as number, text, sortOrder: j + 1 })),
      ),
      (chunk) => tx.insert(pollOptions).values(chunk).returning({ id: pollOptions.id }),
    );
    const optionId = (poll: number, option: number) =>
      optionIds[data.pollSeeds.slice(0, poll).reduce((n, p) => n + p.options.length, 0) + option] as number;
    // The demo listeners' votes, each cast while its poll was open.
    const listeners = demoListeners(data.demoListenerCount, stationIds.length);
    const listenerIds = await insertIds(listeners, (chunk) =>
      tx
        .insert(subscribers)
        .values(
          chunk.map((l) => ({
            name: l.name,
            email: l.email,
            stationId: station(l.station),
            createdAt: daysFromNow(-120),
          })),
        )
        .returning({ id: subscribers.id }),
    );
    await insertAll(
      demoVotes(data.pollSeeds, listeners.length).map((vote, n) => {
        const poll = data.pollSeeds[vote.poll] as data.PollSeed;
        const opened = now + poll.startsInDays * DAY;
        const lasted = Math.min(now, now + poll.endsInDays * DAY) - opened;
        return {
          pollId: pollIds[vote.poll] as number,
          optionId: optionId(vote.poll, vote.option),
          subscriberId: listenerIds[vote.listener] as number,
          createdAt: at(opened + ((n * 7919) % 1000) * (lasted / 1000)),
        };
      }),
      (chunk) => tx.insert(pollVotes).values(chunk),
    );

    // station pages
    await insertAll(
      data.stationPages.map((page) => ({
        stationId: stationOrNull(page.station),
        page: page.page,
        title: page.title,
        body: page.body,
        updatedAt: daysFromNow(-30),
      })),
      (chunk) => tx.insert(stationPages).values(chunk),
    );

    return {
      stations: stationIds.length,
      profiles: profileIds.length,
      media: mediaIds.length,
      episodes: episodeRows.length,
      files: fileIds.size,
      slots: slotIds.length,
    };
  });
  await keepSeededRichText(db);
  return counts;
}

// ---------------------------------------------------------------- reset and check

/** Every table of the schema. */
export function schemaTableNames(): string[] {
  const names: string[] = [];
  for (const value of Object.values(schema) as unknown[])
    if (is(value, PgTable)) names.push(getTableName(value));
  return names;
}

/** Empties every table of the schema and restarts their id sequences, so a re-seed starts again from id 1. */
export async function resetDatabase(db: Db): Promise<void> {
  const names = schemaTableNames()
    .map((name) => `"${name.replace(/"/g, '""')}"`)
    .join(', ');
  await db.execute(sql.raw(`TRUNCATE TABLE ${names} RESTART IDENTITY CASCADE`));
}

/** True when the stations table has any row. */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: stations.id }).from(stations).limit(1);
  return rows.length > 0;
}
