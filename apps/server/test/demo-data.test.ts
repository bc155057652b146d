import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, files, media, profiles, profileVideos, stations } from '../src/db/schema';
import type { App } from '../src/types';
import { manifestByName } from './demo-helper';
import { buildTestApp } from './helper';

/**
 * The demo network as a listener meets it: what a station shows belongs to that station (its links, its
 * videos' posters and pictures), never to another city.
 */
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

type Station = { id: number; name: string; frequency: string; socialMediaLink: { url: string }[] };
/** 'Tarang Mumbai' → 'mumbai': the city part of the station's handles. */
const handleOf = (station: Station) => station.name.replace(/^Tarang /, '').toLowerCase();
const NETWORK = 'tarangnetwork';

async function allStations(): Promise<Station[]> {
  const list = (await get('/api/station/v1/station')).data as { id: number }[];
  return Promise.all(list.map(async (s) => (await get(`/api/station/v1/station/${s.id}`)).data));
}

describe('demo data belongs to its station', () => {
  it("each station's social links are its own accounts", async () => {
    const list = await allStations();
    expect(list).toHaveLength(8);
    for (const station of list) {
      expect(station.socialMediaLink.length, station.name).toBeGreaterThan(0);
      for (const link of station.socialMediaLink) expect(link.url, station.name).toContain(handleOf(station));
    }
  });

  it("the shows, podcasts and videos a station lists link to that station's accounts or the network's", async () => {
    const list = await allStations();
    const cities = list.map(handleOf);
    for (const station of list) {
      const items = (await get(`/api/media/v1/media?stationId=${station.id}&pageSize=50`)).data as {
        title: string;
        description: string;
      }[];
      expect(items.length).toBeGreaterThan(3);
      for (const item of items) {
        const handles = [
          ...item.description.matchAll(/(?:instagram\.com\/|youtube\.com\/@)(tarang\w+)/g),
        ].map((match) => match[1]);
        for (const handle of handles) {
          expect([`tarang${handleOf(station)}`, NETWORK], `${station.name}: ${item.title}`).toContain(handle);
        }
        // Nor does its text send listeners to another city's account by name.
        for (const city of cities.filter((city) => city !== handleOf(station)))
          expect(item.description, `${station.name}: ${item.title}`).not.toContain(`tarang${city}`);
      }
    }
  });

  it('every video series episode has a poster of its own, naming its station', async () => {
    const list = await allStations();
    const posters: string[] = [];
    for (const station of list) {
      const { data } = await get(
        `/api/media/v1/episodes?stationId=${station.id}&mediaType=Video&pageSize=50`,
      );
      const byId = new Map<number, { thumbnail: string; thumbnailAlt: string }>();
      for (const episode of data) byId.set(episode.id, episode);
      for (const episode of byId.values()) {
        expect(episode.thumbnail).toMatch(/^\/media\//);
        expect(episode.thumbnailAlt).toContain(station.name);
      }
      // A station's own series: its episodes' posters differ from each other and from the series cover.
      const series = (await get(`/api/media/v1/media?stationId=${station.id}&mediaType=Video&pageSize=50`))
        .data as { id: number; stationId: number | null; thumbnail: string }[];
      for (const item of series) {
        const own = (await get(`/api/media/v1/media/${item.id}/episodes?pageSize=50`)).data as {
          thumbnail: string;
        }[];
        expect(own.length).toBeGreaterThan(1);
        for (const episode of own) expect(episode.thumbnail).not.toBe(item.thumbnail);
      }
      posters.push(...[...byId.values()].map((episode) => episode.thumbnail));
    }
    expect(posters.length).toBeGreaterThanOrEqual(18);
    expect(new Set(posters).size, 'posters shared between video episodes').toBe(posters.length);
  });

  it("every RJ video has a poster of its own, with the RJ's station on it", async () => {
    const rows = await app.db
      .select({ station: stations.name, poster: files.storageKey, alt: files.altName })
      .from(profileVideos)
      .innerJoin(profiles, eq(profiles.id, profileVideos.profileId))
      .innerJoin(stations, eq(stations.id, profiles.stationId))
      .innerJoin(files, eq(files.id, profileVideos.posterFileId));
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(rows.map((row) => row.poster)).size).toBe(rows.length);
    for (const row of rows) expect(row.alt, row.poster).toContain(row.station);
  });

  it("no station's videos show another station's name in their picture", async () => {
    const stationRows = await app.db.select({ name: stations.name }).from(stations);
    const others = (name: string) => stationRows.filter((s) => s.name !== name).map((s) => s.name);
    const rjVideos = await app.db
      .select({ station: stations.name, original: files.originalName })
      .from(profileVideos)
      .innerJoin(profiles, eq(profiles.id, profileVideos.profileId))
      .innerJoin(stations, eq(stations.id, profiles.stationId))
      .innerJoin(files, eq(files.id, profileVideos.videoFileId));
    const seriesVideos = await app.db
      .select({ station: stations.name, original: files.originalName })
      .from(episodes)
      .innerJoin(media, eq(media.id, episodes.mediaId))
      .innerJoin(stations, eq(stations.id, media.stationId))
      .innerJoin(files, eq(files.id, episodes.fileId))
      .where(eq(media.mediaType, 'Video'));
    expect(seriesVideos.length).toBeGreaterThanOrEqual(18);
    for (const row of [...rjVideos, ...seriesVideos]) {
      const picture = videoPicture(row.original);
      for (const other of others(row.station))
        expect(picture, `${row.station}: ${row.original}`).not.toContain(other);
    }
  });
});

/** What a demo video shows on screen besides its picture: its title card (scripts/demo-media/video.py). */
const cards = manifestByName();
const videoPicture = (originalName: string) => {
  const card = cards.get(originalName)?.card;
  expect(card, `${originalName} is a demo video`).toBeDefined();
  return `${card?.title ?? ''} ${card?.station ?? ''}`;
};
