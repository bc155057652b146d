// What `npm run bench:api` loads: Tarang's hot public reads and a server-rendered show page, their URLs found
// through the API of the running server (so they name real ids and URL names of the seeded demo network).
import { isDeepStrictEqual } from 'node:util';

/**
 * The reads, in the order they run. `floor` names the floor read a ratio is taken to: a single item is
 * compared with the floor's station by id, a list with the floor's media page of 20; the page has no floor
 * (its target is an absolute rate).
 */
export async function discoverReads(baseUrl) {
  const get = async (path) => {
    const response = await fetch(baseUrl + path);
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}, not 200`);
    return (await response.json()).data;
  };
  const stations = await get('/api/station/v1/station');
  const station = stations[0];
  if (!station) throw new Error('the server lists no station: was the demo network seeded?');
  const media = await get(`/api/media/v1/media?stationId=${station.id}&pageNumber=1&pageSize=20`);
  // A show of the station's own with episodes: its page lists them, its detail and episodes are the reads.
  const show =
    media.find((item) => item.stationId === station.id && item.episodeCount > 0) ??
    media.find((item) => item.episodeCount > 0);
  if (!show) throw new Error(`station ${station.id} lists no media item with episodes`);
  const episodes = await get(`/api/media/v1/media/${show.id}/episodes`);
  const episode = episodes[0];
  if (!episode) throw new Error(`media ${show.id} lists no episode`);

  const s = station.id;
  return [
    { name: 'station by id', path: `/api/station/v1/station/${s}`, floor: 'station' },
    { name: 'stations list', path: '/api/station/v1/station', floor: 'list' },
    {
      name: 'nearest station',
      path: `/api/station/v1/station/nearest?latitude=${station.latitude}&longitude=${station.longitude}`,
      floor: 'station',
    },
    {
      name: 'media list of 20',
      path: `/api/media/v1/media?stationId=${s}&pageNumber=1&pageSize=20`,
      floor: 'list',
    },
    { name: 'media detail', path: `/api/media/v1/media/${show.id}`, floor: 'station' },
    { name: 'episodes list', path: `/api/media/v1/media/${show.id}/episodes`, floor: 'list' },
    {
      name: 'episode detail',
      path: `/api/media/v1/media/${show.id}/episodes/${episode.id}`,
      floor: 'station',
    },
    { name: 'profiles (RJs)', path: `/api/profile/v1/profile?stationId=${s}`, floor: 'list' },
    { name: 'banners', path: `/api/content/v1/banner?bannerPage=home&stationId=${s}`, floor: 'list' },
    { name: 'events', path: `/api/event/v1/event?stationId=${s}`, floor: 'list' },
    { name: 'red lines', path: `/api/content/v1/redline?stationId=${s}`, floor: 'list' },
    { name: 'now-playing', path: `/api/station/v1/station/${s}/now-playing`, floor: 'station' },
    { name: 'schedule', path: `/api/station/v1/station/${s}/schedule`, floor: 'list' },
    // The show page (router.tsx: /:station/audio/:audioUrlName), rendered on the server.
    { name: 'show page (SSR)', path: `/${station.urlName}/audio/${show.urlName}`, floor: null },
  ];
}

/** The floor's two reads, on the same URLs as Tarang's. */
export const floorReads = (reads) => ({
  station: { ...reads.find((read) => read.name === 'station by id'), name: 'floor: station by id' },
  list: { ...reads.find((read) => read.name === 'media list of 20'), name: 'floor: media list of 20' },
});

/** Every URL must answer 200 before it is loaded: a bench of 404s measures nothing. */
export async function checkAllAnswer200(baseUrl, reads, label) {
  const failures = [];
  for (const read of reads) {
    const response = await fetch(baseUrl + read.path);
    const body = await response.text();
    if (response.status !== 200)
      failures.push(`${read.name}: GET ${read.path} → ${response.status} ${body.slice(0, 200)}`);
    else if (read.floor === null && !/<div id="root">\s*<[a-z]/i.test(body)) {
      // The show page must come rendered, not as the empty shell the browser would fill in.
      failures.push(`${read.name}: GET ${read.path} answered the empty site shell, not a rendered page`);
    }
  }
  if (failures.length > 0)
    throw new Error(`${label}: not every read answers 200:\n  ${failures.join('\n  ')}`);
}

/** The first place where two parsed JSON values differ, as a path (for the warning). */
function firstDifference(a, b, path = '$') {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path}: Tarang ${JSON.stringify(a)?.slice(0, 120)} / floor ${JSON.stringify(b)?.slice(0, 120)}`;
}

/** Compares the floor's bodies with Tarang's for the same URLs; returns the warnings (none when identical). */
export async function compareWithFloor(tarangUrl, floorUrl, reads) {
  const warnings = [];
  for (const read of Object.values(floorReads(reads))) {
    const [tarang, floor] = await Promise.all(
      [tarangUrl, floorUrl].map(async (base) => (await fetch(base + read.path)).json()),
    );
    const difference = firstDifference(tarang, floor);
    if (difference) warnings.push(`${read.name} (${read.path}) differs from Tarang's body at ${difference}`);
  }
  return warnings;
}
