import {
  REQUEST_STATUSES,
  type RequestStatus,
  type RequestType,
  type StaffRequest,
  type staffRequestFilters,
} from '@tarang/contracts';
import { and, asc, desc, eq, ilike, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { profiles, requests, stations, subscribers } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { assertCanManage, stationScope, type Tx } from '../../shared/console';
import { iso, likePattern } from '../../shared/reads';

/**
 * The queries of the requests inbox: which requests a staff member may see (their stations' requests, and the
 * let's-collab requests naming one of their stations' RJs), the filters, and a request as the console shows it.
 */

/** The migration moved every older status to one of these; anything else would read as New. */
export const statusOf = (stored: string): RequestStatus =>
  (REQUEST_STATUSES as readonly string[]).includes(stored) ? (stored as RequestStatus) : 'new';

export const requestTypeOf = (stored: string): RequestType =>
  stored === 'lets_collab' ? 'lets_collab' : 'studio_visit';

/** Who may work on a request: the staff of the station it was sent to, and of the RJ it names. */
type Owners = { stationId: number; rjStationId: number | null };

const manages = (user: AuthUser, stationId: number) =>
  user.role === 'admin' || (user.role === 'editor' && user.stationIds.includes(stationId));

/** 403 unless the user manages the request's station or its RJ's station. */
export function assertCanManageRequest(user: AuthUser, owners: Owners): void {
  if (owners.rjStationId !== null && manages(user, owners.rjStationId)) return;
  assertCanManage(user, owners.stationId);
}

/**
 * The station an Activity entry is filed under: the request's own, unless the editor works on it as the station
 * of the RJ it names (so it shows in that editor's Activity).
 */
export const activityStationOf = (user: AuthUser, owners: Owners): number =>
  owners.rjStationId !== null && !manages(user, owners.stationId) ? owners.rjStationId : owners.stationId;

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
