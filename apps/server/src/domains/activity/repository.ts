import type { ActivityReferenceKind } from '@tarang/contracts';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { countWhere } from '../../db/queries';
import {
  activity,
  cities,
  files,
  genres,
  media,
  platforms,
  profiles,
  states,
  stations,
  talentHuntCategories,
} from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { stationScope } from '../../shared/console';
import { pageOf } from '../../shared/reads';

/** One page of Activity, newest first, and how many entries match `where`. */
export async function activityPage(
  db: Db,
  where: SQL | undefined,
  paging: { pageNumber: number; pageSize: number },
) {
  const { limit, offset } = pageOf(paging);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(activity)
      .where(where)
      .orderBy(desc(activity.createdAt), desc(activity.id))
      .limit(limit)
      .offset(offset),
    countWhere(db, activity, where),
  ]);
  return { rows, total };
}

/** The filters of Activity's list, within the stations `user` may read (403 for another station's). */
export const activityWhere = (
  user: AuthUser,
  filters: { stationId?: number; entity?: string; action?: string; actorId?: number },
) =>
  and(
    stationScope(user, activity.stationId, filters.stationId),
    filters.entity ? eq(activity.entity, filters.entity) : undefined,
    filters.action ? eq(activity.action, filters.action) : undefined,
    filters.actorId ? eq(activity.actorId, filters.actorId) : undefined,
  );

/** Where each kind of thing Activity refers to keeps its name. */
const NAME_COLUMNS: Record<ActivityReferenceKind, { table: PgTable; id: PgColumn; name: PgColumn }> = {
  station: { table: stations, id: stations.id, name: stations.name },
  rj: { table: profiles, id: profiles.id, name: profiles.name },
  show: { table: media, id: media.id, name: media.title },
  genre: { table: genres, id: genres.id, name: genres.name },
  category: { table: talentHuntCategories, id: talentHuntCategories.id, name: talentHuntCategories.name },
  city: { table: cities, id: cities.id, name: cities.name },
  state: { table: states, id: states.id, name: states.name },
  platform: { table: platforms, id: platforms.id, name: platforms.name },
  file: { table: files, id: files.id, name: files.originalName },
};

/** The current names of these ids, one query per kind: [kind, id, name] for each that still exists. */
export async function namesOfIds(
  db: Db,
  ids: Map<ActivityReferenceKind, Set<number>>,
): Promise<[ActivityReferenceKind, number, string][]> {
  const found = await Promise.all(
    [...ids].map(async ([kind, wanted]) => {
      const { table, id, name } = NAME_COLUMNS[kind];
      const rows = (await db
        .select({ id, name })
        .from(table)
        .where(inArray(id, [...wanted]))) as { id: number; name: string }[];
      return rows.map((row): [ActivityReferenceKind, number, string] => [kind, row.id, row.name]);
    }),
  );
  return found.flat();
}
