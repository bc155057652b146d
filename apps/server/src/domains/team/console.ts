import {
  idPath,
  list,
  one,
  STAFF_MESSAGES,
  staffMe,
  teamMember,
  teamQuery,
  teamUpdateBody,
} from '@tarang/contracts';
import { HttpError, notFound } from '../../errors';
import { changedFields, consoleWrite, recordActivity, staffUser } from '../../shared/console';
import { iso } from '../../shared/reads';
import type { App } from '../../types';
import { revokeOtherSessions } from '../accounts';
import {
  findMember,
  findStaffMember,
  knownStationCount,
  lockAccount,
  type MemberRow,
  memberPage,
  setRoleAndStations,
  staffStationIdsOf,
  stationsNamed,
} from './repository';

const tags = ['staff'];
const security = [{ bearerAuth: [] }];

/**
 * The console's own calls in the customer service: who is signed in (GET staff/me), the Team (network admins
 * give accounts a role and stations; a change ends that account's sessions at once). Activity is in activity.ts.
 */
export async function teamConsole(app: App) {
  const toMember = (row: MemberRow) => ({
    ...row,
    role: row.role as 'listener' | 'editor' | 'admin',
    stationIds: row.stationIds.map(Number),
    createdAt: iso(row.createdAt),
  });

  app.get(
    '/staff/me',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'The signed-in staff member: role and the stations they manage',
        security,
        response: { 200: one(staffMe) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const me = await findStaffMember(app.db, user.id);
      if (!me) throw new HttpError(401, 'Please log in to continue');
      const managed = await stationsNamed(
        app.db,
        user.role === 'admin' ? undefined : user.stationIds.length ? user.stationIds : [0],
      );
      return { data: { ...me, role: user.role, stations: managed } };
    },
  );

  app.get(
    '/staff/subscribers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Accounts and their roles, newest first; search matches name or e-mail (network admins)',
        security,
        querystring: teamQuery,
        response: { 200: list(teamMember) },
      },
    },
    async (request) => {
      const { search, role, ...paging } = request.query;
      const { rows, total } = await memberPage(app.db, { search, role }, paging);
      return { data: rows.map(toMember), total };
    },
  );

  app.get(
    '/staff/subscribers/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'One account and its role (network admins)',
        security,
        params: idPath,
        response: { 200: one(teamMember) },
      },
    },
    async (request) => {
      const row = await findMember(app.db, request.params.id);
      if (!row) throw notFound('Account not found');
      return { data: toMember(row) };
    },
  );

  app.patch(
    '/staff/subscribers/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          "Give an account a role (listener, editor or admin) and an editor's stations (network admins)",
        description:
          "The account's sessions end at once, on every instance: it signs in again with its new role.",
        security,
        params: idPath,
        body: teamUpdateBody,
        response: { 200: one(teamMember) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      const { role, stationIds } = request.body;
      // Nobody changes their own role: so the network always keeps the admin who could undo a change.
      if (id === user.id) throw new HttpError(409, STAFF_MESSAGES.ownRole, 'role');
      const kept = role === 'editor' ? [...new Set(stationIds)] : [];
      await consoleWrite(app, async (tx) => {
        const account = await lockAccount(tx, id);
        if (!account) throw notFound('Account not found');
        if (kept.length) {
          if ((await knownStationCount(tx, kept)) !== kept.length)
            throw new HttpError(400, 'Station not found', 'stationIds');
        }
        const before = { role: account.role, stationIds: await staffStationIdsOf(tx, id) };
        await setRoleAndStations(tx, id, role, kept);
        await recordActivity(tx, user, {
          action: 'update',
          entity: 'member',
          entityId: id,
          label: account.name,
          stationId: null,
          ...changedFields(before, { role, stationIds: [...kept].sort((x, y) => x - y) }),
        });
      });
      await revokeOtherSessions(app, id);
      const row = await findMember(app.db, id);
      return { data: toMember(row as MemberRow) };
    },
  );
}
