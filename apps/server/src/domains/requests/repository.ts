import type { StaffRequest, staffRequestFilters } from '@tarang/contracts';
import { and, asc, desc, eq, ilike, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { countWhere } from '../../db/queries';
import { profiles, requests, stations, subscribers } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { stationScope, type Tx, updateVersioned } from '../../shared/console';
import { iso, likePattern } from '../../shared/reads';
import { requestTypeOf, statusOf } from './inbox';

/**
 * The queries of requests: a listener's request stored, and the console's inbox: which requests a staff member
 * may see (their stations' requests, and the let's-collab requests naming one of their stations' RJs), the
 * filters, and a request as the console shows it.
 */

/** The id of a station that exists and is on air, or undefined. */
export async function activeStationId(db: Db, stationId: number): Promise<number | undefined> {
  const [station] = await db
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.id, stationId), eq(stations.isActive, true)));
  return station?.id;
}

/** The row id of an active RJ (by the RJ's public profileId), or undefined. */
export async function activeRjRowId(db: Db, profileId: string): Promise<number | undefined> {
  const [rj] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.profileId, profileId), eq(profiles.isActive, true)));
  return rj?.id;
}

/** Stores a listener's request; answers its id. */
export async function insertRequest(
  db: Db,
  request: typeof requests.$inferInsert,
): Promise<number | undefined> {
  const [created] = await db.insert(requests).values(request).returning({ id: requests.id });
  return created?.id;
}

/**
 * The station filter: the requests sent to the station(s) and the ones naming their RJs. stationScope refuses
 * an editor another station, and gives an editor asking for none their own.
 */
function requestStationScope(db: Db, user: AuthUser, stationId: number | undefined): SQL | undefined {
  const own = stationScope(user, requests.stationId, stationId);
  if (!own) return undefined;
  const theirRjs = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(stationScope(user, profiles.stationId, stationId));
  return or(own, inArray(requests.profileId, theirRjs));
}

export type RequestFilters = Omit<z.output<typeof staffRequestFilters>, 'sort'>;

/** The where clause of the inbox list and the CSV export. */
export function requestFilters(db: Db, user: AuthUser, filters: RequestFilters): SQL | undefined {
  const { search, stationId, requestType, status } = filters;
  // A number typed with spaces ("98765 43210") still finds the stored digits.
  const digits = search?.replace(/\D/g, '') ?? '';
  return and(
    requestStationScope(db, user, stationId),
    requestType ? eq(requests.requestType, requestType) : undefined,
    status === undefined
      ? undefined
      : status === 'new'
        ? notInArray(requests.status, ['contacted', 'closed'])
        : eq(requests.status, status),
    search
      ? or(
          ilike(requests.name, likePattern(search)),
          ilike(requests.contactNumber, likePattern(search)),
          digits.length >= 3 ? ilike(requests.contactNumber, likePattern(digits)) : undefined,
          ilike(requests.reason, likePattern(search)),
        )
      : undefined,
  );
}

export const requestOrder = (sort: 'createdAt' | '-createdAt') =>
  sort === 'createdAt'
    ? [asc(requests.createdAt), asc(requests.id)]
    : [desc(requests.createdAt), desc(requests.id)];

const handler = alias(subscribers, 'handler');

/** Requests with their station, RJ and handler, as staff see them. */
export async function findRequests(
  db: Tx,
  where: SQL | undefined,
  orderBy: SQL[] = requestOrder('-createdAt'),
  paging?: { limit: number; offset: number },
): Promise<StaffRequest[]> {
  const query = db
    .select({
      request: requests,
      stationName: stations.name,
      rj: { profileId: profiles.profileId, name: profiles.name, stationId: profiles.stationId },
      handlerName: handler.name,
    })
    .from(requests)
    .innerJoin(stations, eq(stations.id, requests.stationId))
    .leftJoin(profiles, eq(profiles.id, requests.profileId))
    .leftJoin(handler, eq(handler.id, requests.handledBy))
    .where(where)
    .orderBy(...orderBy);
  const rows = paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
  return rows.map(({ request: r, stationName, rj, handlerName }) => ({
    id: r.id,
    version: r.version,
    requestType: requestTypeOf(r.requestType),
    name: r.name,
    contactNumber: r.contactNumber,
    stationDetail: { stationId: r.stationId, stationName },
    rjDetail: rj ? { profileId: rj.profileId, profileName: rj.name, stationId: rj.stationId } : null,
    reason: r.reason,
    status: statusOf(r.status),
    note: r.note,
    subscriberId: r.subscriberId,
    createdAt: iso(r.createdAt),
    handledAt: r.handledAt ? iso(r.handledAt) : null,
    handledBy: r.handledBy,
    handledByName: handlerName,
  }));
}

/** One request and who may work on it (the station of the RJ it names too), or undefined. */
export async function findOwners(tx: Tx, id: number) {
  const [row] = await tx
    .select({ request: requests, rjStationId: profiles.stationId })
    .from(requests)
    .leftJoin(profiles, eq(profiles.id, requests.profileId))
    .where(eq(requests.id, id));
  return row;
}

export const countRequests = (db: Db, where: SQL | undefined) => countWhere(db, requests, where);

/** One request as staff see it, or undefined. */
export async function findRequest(db: Db, id: number): Promise<StaffRequest | undefined> {
  const [row] = await findRequests(db, eq(requests.id, id));
  return row;
}

/** Saves the console's changes (409 when someone saved it since `version`). */
export const updateRequest = (tx: Tx, id: number, version: number, fields: Record<string, unknown>) =>
  updateVersioned(tx, requests, id, version, fields, 'Request');
