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
  staffStations,
  states,
  stations,
  subscribers,
  talentHuntCategories,
} from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { stationScope, type Tx } from '../../shared/console';
import { pageOf } from '../../shared/reads';

/** A new account; undefined when the e-mail already has one (the unique index decides, even at once). */
export async function createSubscriber(
  db: Db,
  account: { name: string; email: string; passwordHash: string; stationId: number | null },
) {
  const [created] = await db
    .insert(subscribers)
    .values({ ...account, passwordChangedAt: new Date() })
    .onConflictDoNothing({ target: subscribers.email })
    .returning();
  return created;
}

/** The account of an e-mail address, with its password hash (sign-in only). */
export const findSubscriberByEmail = (db: Db, email: string) =>
  db.query.subscribers.findFirst({ where: (s, { eq }) => eq(s.email, email) });

/** The account, with its password hash (a password change only). */
export const findSubscriberById = (db: Db, id: number) =>
  db.query.subscribers.findFirst({ where: (s, { eq }) => eq(s.id, id) });

/** What the listener sees of their own account. */
export const findSubscriberProfile = (db: Db, id: number) =>
  db.query.subscribers.findFirst({
    columns: { id: true, name: true, email: true, stationId: true },
    where: (s, { eq }) => eq(s.id, id),
  });

/**
 * A new password hash; sessions issued before `changedAt` stop being accepted (`passwordChangedAt`).
 * Answers the account, or undefined when it no longer exists.
 */
export async function setPassword(db: Db, id: number, passwordHash: string, changedAt = new Date()) {
  const [updated] = await db
    .update(subscribers)
    .set({ passwordHash, passwordChangedAt: changedAt })
    .where(eq(subscribers.id, id))
    .returning();
  return updated;
}

/** Whether the account still exists (a token can outlive its account). */
export async function subscriberExists(db: Db, id: number): Promise<boolean> {
  const [account] = await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.id, id));
  return account !== undefined;
}

/** The stations an editor works on, in id order (Team compares them before and after a change). */
export async function staffStationIdsOf(tx: Tx, subscriberId: number): Promise<number[]> {
  const rows = await tx
    .select({ stationId: staffStations.stationId })
    .from(staffStations)
    .where(eq(staffStations.subscriberId, subscriberId))
    .orderBy(staffStations.stationId);
  return rows.map((row) => row.stationId);
}

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
