import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countWhere } from '../../db/queries';
import { staffStations, stations, subscribers } from '../../db/schema';
import type { Role } from '../../plugins/auth';
import type { Tx } from '../../shared/console';
import { likePattern, pageOf } from '../../shared/reads';

/** The queries of the Team (accounts' roles and editors' stations) and of the staff account made at start. */

const stationIdsOf = sql<
  number[]
>`coalesce((select array_agg(${staffStations.stationId} order by ${staffStations.stationId}) from ${staffStations} where ${staffStations.subscriberId} = ${subscribers.id}), '{}')`;

const memberRows = (db: Db) =>
  db
    .select({
      id: subscribers.id,
      name: subscribers.name,
      email: subscribers.email,
      stationId: subscribers.stationId,
      role: subscribers.role,
      stationIds: stationIdsOf,
      createdAt: subscribers.createdAt,
    })
    .from(subscribers)
    .$dynamic();

/** An account as the Team lists it, with the stations it manages. */
export type MemberRow = Awaited<ReturnType<typeof memberRows>>[number];

/** One page of accounts, newest first, and how many match: by role ('staff': editors and admins), name or e-mail. */
export async function memberPage(
  db: Db,
  filters: { search?: string; role?: Role | 'staff' },
  paging: { pageNumber: number; pageSize: number },
) {
  const { search, role } = filters;
  const where = and(
    role === 'staff'
      ? inArray(subscribers.role, ['editor', 'admin'])
      : role
        ? eq(subscribers.role, role)
        : undefined,
    search
      ? or(ilike(subscribers.name, likePattern(search)), ilike(subscribers.email, likePattern(search)))
      : undefined,
  );
  const { limit, offset } = pageOf(paging);
  const [rows, total] = await Promise.all([
    memberRows(db)
      .where(where)
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
      .limit(limit)
      .offset(offset),
    countWhere(db, subscribers, where),
  ]);
  return { rows, total };
}

export async function findMember(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await memberRows(db).where(eq(subscribers.id, id));
  return row;
}

/** Who is signed in, as the console shows them. */
export async function findStaffMember(db: Db, id: number) {
  const [me] = await db
    .select({ id: subscribers.id, name: subscribers.name, email: subscribers.email })
    .from(subscribers)
    .where(eq(subscribers.id, id));
  return me;
}

/** The stations of these ids (undefined: every station), in the console's order. */
export function stationsNamed(db: Db, ids: number[] | undefined) {
  return db
    .select({ id: stations.id, name: stations.name })
    .from(stations)
    .where(ids === undefined ? undefined : inArray(stations.id, ids))
    .orderBy(asc(stations.sortOrder), asc(stations.id));
}

/** The account, locked until the transaction ends. */
export async function lockAccount(tx: Tx, id: number) {
  const [account] = await tx.select().from(subscribers).where(eq(subscribers.id, id)).for('update');
  return account;
}

/** How many of these station ids exist. */
export async function knownStationCount(tx: Tx, ids: number[]): Promise<number> {
  const known = await tx.select({ id: stations.id }).from(stations).where(inArray(stations.id, ids));
  return known.length;
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

/** The account's role, and the stations it manages replaced by `stationIds`. */
export async function setRoleAndStations(tx: Tx, id: number, role: Role, stationIds: number[]) {
  await tx.update(subscribers).set({ role }).where(eq(subscribers.id, id));
  await tx.delete(staffStations).where(eq(staffStations.subscriberId, id));
  if (stationIds.length)
    await tx.insert(staffStations).values(stationIds.map((stationId) => ({ subscriberId: id, stationId })));
}

export async function setRole(db: Db, id: number, role: Role) {
  await db.update(subscribers).set({ role }).where(eq(subscribers.id, id));
}

/** The staff account as a network admin: created with this password, or an account signed up meanwhile promoted. */
export async function createAdmin(db: Db, account: { name: string; email: string; passwordHash: string }) {
  const [created] = await db
    .insert(subscribers)
    .values({ ...account, role: 'admin', passwordChangedAt: new Date() })
    // Signed up a moment ago: promote it, keep its password.
    .onConflictDoUpdate({ target: subscribers.email, set: { role: 'admin' } })
    .returning({ id: subscribers.id });
  return created;
}
