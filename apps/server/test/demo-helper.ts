import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { istDate } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { paths } from '../src/config';
import {
  banners,
  contests,
  episodes,
  events,
  files,
  genres,
  media,
  mediaProfiles,
  profileGallery,
  profiles,
  profileVideos,
  redLines,
  scheduleSlotProfiles,
  scheduleSlots,
  stations,
} from '../src/db/schema';
import { inSeason, SEASONS, type SeasonName } from '../src/db/seed/calendar';
import type { App } from '../src/types';

/**
 * The demo network as the seed stored it, read once for the demo-data tests, with what each of its files shows
 * or says from the seed-media manifest (scripts/demo-media/README.md).
 */

export type ManifestFile = {
  file: string;
  subjects?: string[];
  voices?: string[];
  card?: { title: string; station: string | null };
};

/** The manifest's entries by file name (every name in the folder is unique). */
export function manifestByName(): Map<string, ManifestFile> {
  const entries = JSON.parse(readFileSync(join(paths.seedMedia, 'manifest.json'), 'utf8')) as ManifestFile[];
  return new Map(entries.map((entry) => [entry.file.split('/').at(-1) as string, entry]));
}

/** The text of some HTML, tags dropped and entities read. */
export const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** True when `text` says `word` (a whole word or phrase, any case, plural too). */
export const says = (text: string, word: string) =>
  new RegExp(`\\b${escaped(word)}(s|es)?\\b`, 'i').test(text);

/** The sentences of a text (enough for what the demo's texts say). */
export const sentences = (text: string) => text.split(/(?<=[.!?:])\s+/);

export const istWeekday = (instant: Date) => new Date(`${istDate(instant)}T00:00:00Z`).getUTCDay();
/** Minutes since midnight, India time. */
export const istMinute = (instant: Date) => {
  const ist = new Date(instant.getTime() + 330 * 60_000);
  return ist.getUTCHours() * 60 + ist.getUTCMinutes();
};

export async function loadDemo(app: App) {
  const db = app.db;
  const fileName = new Map(
    (await db.select({ id: files.id, name: files.originalName }).from(files)).map((f) => [f.id, f.name]),
  );
  const name = (id: number | null) => (id === null ? '' : (fileName.get(id) ?? ''));
  const stationRows = await db.select().from(stations);
  const profileRows = (await db.select().from(profiles)).map((p) => ({
    ...p,
    portrait: name(p.profileImageFileId),
  }));
  const hostRows = await db.select().from(mediaProfiles);
  const mediaRows = (
    await db.select({ media, genre: genres.name }).from(media).innerJoin(genres, eq(genres.id, media.genreId))
  ).map(({ media: m, genre }) => ({
    ...m,
    genre,
    hosts: hostRows.filter((h) => h.mediaId === m.id).map((h) => h.profileId),
  }));
  const slotHostRows = await db.select().from(scheduleSlotProfiles);
  const slotRows = (await db.select().from(scheduleSlots)).map((slot) => ({
    ...slot,
    hosts: slotHostRows.filter((h) => h.slotId === slot.id).map((h) => h.profileId),
  }));
  const episodeRows = (await db.select().from(episodes)).map((e) => ({ ...e, file: name(e.fileId) }));
  const eventRows = (await db.select().from(events)).map((e) => ({
    ...e,
    image: name(e.imageFileId),
    text: `${e.title}. ${e.summary} ${plain(e.description)}`,
  }));
  const newsRows = (await db.select().from(redLines)).map((r) => ({
    ...r,
    image: name(r.imageFileId),
    text: `${r.title}. ${r.summary} ${plain(r.body)}`,
  }));
  const contestRows = (await db.select().from(contests)).map((c) => ({
    ...c,
    image: name(c.imageFileId),
    text: `${c.title}. ${plain(c.description)} ${plain(c.howToParticipate)} ${c.prize}`,
  }));
  const galleryRows = (await db.select().from(profileGallery)).map((g) => ({ ...g, file: name(g.fileId) }));
  const videoRows = (await db.select().from(profileVideos)).map((v) => ({ ...v, file: name(v.videoFileId) }));
  const bannerRows = await db.select().from(banners);
  return {
    stations: stationRows,
    profiles: profileRows,
    media: mediaRows,
    slots: slotRows,
    episodes: episodeRows,
    events: eventRows,
    news: newsRows,
    contests: contestRows,
    gallery: galleryRows,
    rjVideos: videoRows,
    banners: bannerRows,
  };
}

export type Demo = Awaited<ReturnType<typeof loadDemo>>;

/** An RJ's first name, and whether their portrait shows a woman or a man. */
export function people(manifest: Map<string, ManifestFile>) {
  const firstName = (profile: { name: string }) => profile.name.split(' ')[0] as string;
  const genderOf = (profile: { portrait: string }) => manifest.get(profile.portrait)?.subjects?.[0];
  return { firstName, genderOf };
}

/** What a text says that ties it to a time of year, and the seasons that fit it. */
const SEASON_WORDS: [RegExp, SeasonName[]][] = [
  [/\bmonsoon|\brain(s|y)?\b|\bbarish|\bbarsha/i, ['monsoon']],
  [/\bwinter|\bblankets?\b/i, ['winter', 'winterAir']],
  [/\bdiwali|\bjamghat/i, ['diwali']],
  [/\bpujo\b|\bpandals?\b|\bkumartuli/i, ['pujo', 'beforePujo']],
  [/\bganpati|\bganesh|\bvisarjan|\bbappa\b/i, ['beforeGanpati']],
  [/\bteej\b/i, ['teej']],
  [/\bbonalu/i, ['bonalu']],
  [/\bnavratri/i, ['navratri']],
  [/\bsankranti/i, ['sankranti', 'beforeSankranti']],
  [/\bmargazhi/i, ['margazhi', 'margazhiOpening', 'beforeMargazhi']],
  [/\brajyotsava/i, ['rajyotsava']],
  [/\bboard exam/i, ['boardExams']],
  [/\bspring\b|\bbasanta\b/i, ['spring']],
  [/\bflower show/i, ['flowerShow']],
  [/\byear-end\b|\byear in reading\b/i, ['yearEnd']],
  [/\broad safety/i, ['roadSafety']],
  [/\bmango/i, ['mango']],
  [/\btrekking season|\bhills are green/i, ['trekking']],
  [/\bhalf marathon/i, ['halfMarathon']],
  [/\bauction/i, ['iplAuction']],
  [/\bramzan|\bramadan|\biftar|\bhaleem|\bchand raat|\beid\b/i, ['ramzanAndAfter']],
];

/** The seasons a text's words tie it to that `date` is outside of. */
export function outOfSeason(text: string, date: Date) {
  const day = istDate(date);
  // Chennai's rains come with the northeast monsoon, in the autumn: not the June monsoon.
  const words = /northeast monsoon/i.test(text)
    ? [...SEASON_WORDS.slice(1), [/./, ['beforeNortheastMonsoon']] as [RegExp, SeasonName[]]]
    : SEASON_WORDS;
  return words
    .filter(
      ([pattern, seasons]) => pattern.test(text) && !seasons.some((name) => inSeason(day, SEASONS[name])),
    )
    .map(([pattern]) => `${pattern} on ${day}`);
}
