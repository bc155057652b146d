import type { staffEventQuery } from '@tarang/contracts';
import { asc, desc, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type ImageRow, isoText, oncePerDatabase, pageRows, prepareRead } from '../../db/prepared';
import { events } from '../../db/schema';
import { listenerVisible, publicationFilter, publicationOf } from '../../db/visibility';
import { consoleTable, stationScope } from '../../shared/console-repository';
import { likePattern } from '../../shared/reads';

/**
 * The listeners' reads of events: each one prepared statement, built once per database (eventRepository), that
 * returns the rows of the answer with their image. Listeners see a published event once its publish time has
 * come (past events too), never a draft. The console's (eventStore) are built by consoleTable.
 */

/** An event as the API sends it. */
export type PublicEventRow = {
  id: number;
  stationId: number;
  title: string;
  summary: string;
  description: string;
  venue: string;
  address: string;
  /** As `Date#toISOString()` writes it. */
  startsAt: string;
  endsAt: string;
  registrationUrl: string | null;
  image: ImageRow | null;
};

const columns = sql`e.id, e.station_id as "stationId", e.title, e.summary, e.description, e.venue, e.address,
  ${isoText(sql.raw('e.starts_at'))} as "startsAt", ${isoText(sql.raw('e.ends_at'))} as "endsAt",
  e.registration_url as "registrationUrl",
  case when e_image.id is null then null else json_build_object(
    'id', e_image.id, 'storageKey', e_image.storage_key, 'altName', e_image.alt_name) end as image`;

const stationId = sql`${sql.placeholder('stationId')}::int`;
const now = sql`${sql.placeholder('now')}::timestamptz`;
/** What listeners may see at `now`: published, and its time has come (drafts and scheduled events never). */
const publishedByNow = listenerVisible(publicationOf('e'), now);

/**
 * One page of events and the count of all that match, in one statement: the count's row always comes, joined to
 * the page's rows (none past the last page: one row whose id is null).
 */
const pageQuery = (when: SQL, order: SQL) => sql`
  with matched as (
    select * from events e
    where (${stationId} is null or e.station_id = ${stationId}) and ${publishedByNow} and ${when}
  )
  select counted.total, page.* from (select count(*)::int as total from matched) counted
  left join lateral (
    select ${columns}
    from matched e left join files e_image on e_image.id = e.image_file_id
    order by ${order}
    limit ${sql.placeholder('limit')}::int offset ${sql.placeholder('offset')}::int
  ) page on true`;

const eventQuery = sql`
  select ${columns}
  from events e left join files e_image on e_image.id = e.image_file_id
  where e.id = ${sql.placeholder('id')}::int and ${publishedByNow}`;

function createEventRepository(db: Db) {
  type PageRow = PublicEventRow & { total: number };
  // Upcoming: not yet ended, soonest first. Past: ended, most recent first.
  const upcoming = prepareRead<PageRow>(
    db,
    'event_upcoming_page',
    pageQuery(sql`e.ends_at >= ${now}`, sql`e.starts_at, e.id`),
  );
  const past = prepareRead<PageRow>(
    db,
    'event_past_page',
    pageQuery(sql`e.ends_at < ${now}`, sql`e.starts_at desc, e.id desc`),
  );
  const event = prepareRead<PublicEventRow>(db, 'event_by_id', eventQuery);
  return {
    /** A page of a station's events (every station's without one), upcoming or past at `now`, and their count. */
    async events(
      when: 'upcoming' | 'past',
      station: number | undefined,
      paging: { limit: number; offset: number },
      at: Date,
    ) {
      const read = when === 'upcoming' ? upcoming : past;
      return pageRows(await read({ stationId: station ?? null, now: at.toISOString(), ...paging }));
    },
    /** One event as listeners see it at `now`; undefined while it is a draft or scheduled. */
    async event(id: number, at: Date): Promise<PublicEventRow | undefined> {
      const [row] = await event({ id, now: at.toISOString() });
      return row;
    },
  };
}

export type EventRepository = ReturnType<typeof createEventRepository>;

/** The event reads of this database, prepared once for it (the routes, page heads and share images share them). */
export const eventRepository = oncePerDatabase(createEventRepository);

/** An event as the page heads and share images read it: its times as dates. */
export type EventRow = Omit<PublicEventRow, 'startsAt' | 'endsAt'> & { startsAt: Date; endsAt: Date };

/** One event as listeners see it at `now`, with its image; undefined for an unknown id, a draft or a scheduled one. */
export async function findEvent(db: Db, id: number, now = new Date()): Promise<EventRow | undefined> {
  const row = await eventRepository(db).event(id, now);
  return row && { ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) };
}

/**
 * The console's events in every state: the staff list (the user's stations, search in title and venue, upcoming
 * or past, Draft / Scheduled / Published; latest start first, by start or by title) and one event, with its image.
 */
export const eventStore = consoleTable({
  table: events,
  rows: (db, { where, orderBy, limit, offset }) =>
    db.query.events.findMany({ where, orderBy, limit, offset, with: { image: true } }),
  row: (db, where) => db.query.events.findFirst({ where, with: { image: true } }),
  scope: (user, query: z.output<typeof staffEventQuery>) =>
    stationScope(user, events.stationId, query.stationId),
  filters: ({ search, when, status }, now) => [
    search
      ? or(ilike(events.title, likePattern(search)), ilike(events.venue, likePattern(search)))
      : undefined,
    when === 'upcoming' ? gte(events.endsAt, now) : when === 'past' ? lt(events.endsAt, now) : undefined,
    publicationFilter(events, status),
  ],
  order: ({ sort }) =>
    sort === 'title'
      ? [asc(events.title), asc(events.id)]
      : sort === 'startsAt'
        ? [asc(events.startsAt), asc(events.id)]
        : [desc(events.startsAt), desc(events.id)],
});
