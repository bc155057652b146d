import { REQUEST_STATUSES, type RequestStatus, type RequestType } from '@tarang/contracts';
import type { AuthUser } from '../../plugins/auth';
import { assertCanManage } from '../../shared/console';

/**
 * The rules of the requests inbox: who may work on a request (the staff of its station, and of the RJ it names)
 * and how stored values read. Its queries are in repository.ts.
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
