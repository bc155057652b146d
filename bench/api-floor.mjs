#!/usr/bin/env node
// The floor of `npm run bench:api`: what this stack (Fastify 5 + node-postgres) allows for Tarang's two
// reference reads, answered by raw code with one prepared SQL statement each, on the same database and with
// the same JSON bodies as Tarang:
//
//   GET /api/station/v1/station/:id                                    one station with city, state, logo, social links
//   GET /api/media/v1/media?stationId=&pageNumber=&pageSize=          a station's media page with images, genre, RJs, total
//
// No validation library, no ORM, no logging, no hooks: the JSON is built by PostgreSQL and only the URL names
// (slugs) are added here. Run by bench/api.mjs with FLOOR_PORT and FLOOR_DATABASE_URL.
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.FLOOR_PORT ?? 4101);
const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });

// The same rule as toSlug/toUrlName in packages/contracts/src/slug.ts (kept in step by hand: this file runs
// without the TypeScript sources; bench/api.mjs compares the bodies and warns if they ever differ).
const toUrlName = (name, id) => {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug ? `${slug}-${id}` : String(id);
};

// A file's alt text: its own, else the name of what it shows (altOf in apps/server/src/shared/reads.ts).
const alt = (file, fallback) => `coalesce(nullif(btrim(${file}.alt_name), ''), ${fallback})`;
const mediaUrl = (file) => `case when ${file}.id is null then null else '/media/' || ${file}.storage_key end`;
const isoTime = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const stationSql = `
select json_build_object(
  'id', s.id, 'name', s.name, 'tagline', s.tagline, 'frequency', s.frequency, 'color', s.color,
  'latitude', s.latitude, 'longitude', s.longitude,
  'logoUrl', f.id, 'logo', ${mediaUrl('f')}, 'logoAlt', ${alt('f', 's.name')},
  'socialMediaLink', coalesce((
    select json_agg(json_build_object('platformId', l.platform_id, 'platformName', p.name, 'url', l.url)
                    order by l.platform_id)
    from station_social_links l join platforms p on p.id = l.platform_id
    where l.station_id = s.id), '[]'),
  'whatsappChannelUrl', s.whatsapp_channel_url, 'address', s.address,
  'cityDetail', case when c.id is null then null else json_build_object('cityId', c.id, 'cityName', c.name) end,
  'stateDetail', case when st.id is null then null else json_build_object('stateId', st.id, 'stateName', st.name) end,
  'pin', s.pin, 'phoneNumber', s.phone_number, 'whatsappNumber', s.whatsapp_number, 'email', s.email
) as station
from stations s
left join files f on f.id = s.logo_file_id
left join cities c on c.id = s.city_id
left join states st on st.id = s.state_id
where s.id = $1 and s.is_active`;

// What listeners may see (listenerVisible and mediaFilter in apps/server/src/domains/shows/repository.ts):
// active, published, its publish time come; a station's own items and the network-wide ones.
const mediaPageSql = `
with listed as (
  select m.* from media m
  where m.is_active and m.status = 'published' and m.published_at <= now()
    and (m.station_id = $1 or m.station_id is null)
), page as (
  select * from listed order by published_at desc, id desc limit $2 offset $3
)
select (select count(*)::int from listed) as total, coalesce((
  select json_agg(json_build_object(
    'id', m.id, 'title', m.title, 'mediaType', m.media_type, 'description', m.description,
    'stationId', m.station_id,
    'genre', case when g.id is null then null else json_build_object('id', g.id, 'name', g.name, 'slug', g.slug) end,
    'isEditorChoice', m.is_editor_choice, 'language', m.language, 'publishedAt', ${isoTime('m.published_at')},
    'thumbnailUrls', coalesce(i.file_ids, '[]'), 'images', coalesce(i.urls, '[]'), 'imageAlts', coalesce(i.alts, '[]'),
    'rjs', coalesce((
      select json_agg(json_build_object('id', p.id, 'profileId', p.profile_id, 'name', p.name,
                                        'image', ${mediaUrl('pf')}, 'imageAlt', ${alt('pf', 'p.name')}) order by p.id)
      from media_profiles mp join profiles p on p.id = mp.profile_id and p.is_active
      left join files pf on pf.id = p.profile_image_file_id
      where mp.media_id = m.id), '[]'),
    'episodeCount', (select count(*)::int from episodes e
                     where e.media_id = m.id and e.status = 'published' and e.published_at <= now())
  ) order by m.published_at desc, m.id desc)
  from page m
  left join genres g on g.id = m.genre_id
  left join lateral (
    select json_agg(f.id order by mi.sort_order) as file_ids,
           json_agg('/media/' || f.storage_key order by mi.sort_order) as urls,
           json_agg(${alt('f', 'm.title')} order by mi.sort_order) as alts
    from media_images mi join files f on f.id = mi.file_id
    where mi.media_id = m.id) i on true
), '[]') as data`;

const positiveInt = (text, fallback) => {
  if (text === undefined) return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value > 0 && value <= 1_000_000 ? value : undefined;
};

const app = Fastify({ logger: false });

app.get('/health', async () => ({ status: 'ok' }));

app.get('/api/station/v1/station/:id', async (request, reply) => {
  const id = positiveInt(request.params.id);
  if (id === undefined) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'id' });
  const { rows } = await pool.query({ name: 'floor-station', text: stationSql, values: [id] });
  const station = rows[0]?.station;
  if (!station)
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Station not found' });
  return { data: { ...station, urlName: toUrlName(station.name, station.id) } };
});

app.get('/api/media/v1/media', async (request, reply) => {
  const stationId = positiveInt(request.query.stationId);
  const pageNumber = positiveInt(request.query.pageNumber, 1);
  const pageSize = positiveInt(request.query.pageSize, 20);
  if (!stationId || !pageNumber || !pageSize || pageSize > 100) {
    return reply
      .code(400)
      .send({ statusCode: 400, error: 'Bad Request', message: 'stationId, pageNumber, pageSize' });
  }
  const { rows } = await pool.query({
    name: 'floor-media-page',
    text: mediaPageSql,
    values: [stationId, pageSize, (pageNumber - 1) * pageSize],
  });
  const { total, data } = rows[0];
  return { data: data.map((item) => ({ ...item, urlName: toUrlName(item.title, item.id) })), total };
});

const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port, host: '127.0.0.1' });
