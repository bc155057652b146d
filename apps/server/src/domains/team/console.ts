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
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { countWhere } from '../../db/queries';
import { staffStations, stations, subscribers } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { changedFields, consoleWrite, recordActivity, staffUser } from '../../shared/console';
import { iso, likePattern, pageOf } from '../../shared/reads';
import type { App } from '../../types';
import { staffStationIdsOf } from '../accounts/repository';
import { revokeOtherSessions } from '../accounts/sessions';

const tags = ['staff'];
const security = [{ bearerAuth: [] }];

const stationIdsOf = sql<
  number[]
>`coalesce((select array_agg(${staffStations.stationId} order by ${staffStations.stationId}) from ${staffStations} where ${staffStations.subscriberId} = ${subscribers.id}), '{}')`;

/**
 * The console's own calls in the customer service: who is signed in (GET staff/me), the Team (network admins
 * give accounts a role and stations; a change ends that account's sessions at once). Activity is in activity.ts.
 */
export async function teamConsole(app: App) {
  const memberRows = () =>
    app.db
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
  type MemberRow = Awaited<ReturnType<typeof memberRows>>[number];
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
      const [me] = await app.db
        .select({ id: subscribers.id, name: subscribers.name, email: subscribers.email })
        .from(subscribers)
        .where(eq(subscribers.id, user.id));
      if (!me) throw new HttpError(401, 'Please log in to continue');
      const managed = await app.db
        .select({ id: stations.id, name: stations.name })
        .from(stations)
        .where(
          user.role === 'admin'
            ? undefined
            : inArray(stations.id, user.stationIds.length ? user.stationIds : [0]),
        )
        .orderBy(asc(stations.sortOrder), asc(stations.id));
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
        memberRows()
          .where(where)
          .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
          .limit(limit)
          .offset(offset),
        countWhere(app.db, subscribers, where),
      ]);
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
      const [row] = await memberRows().where(eq(subscribers.id, request.params.id));
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
        const [account] = await tx.select().from(subscribers).where(eq(subscribers.id, id)).for('update');
        if (!account) throw notFound('Account not found');
        if (kept.length) {
          const known = await tx.select({ id: stations.id }).from(stations).where(inArray(stations.id, kept));
          if (known.length !== kept.length) throw new HttpError(400, 'Station not found', 'stationIds');
        }
        const before = { role: account.role, stationIds: await staffStationIdsOf(tx, id) };
        await tx.update(subscribers).set({ role }).where(eq(subscribers.id, id));
        await tx.delete(staffStations).where(eq(staffStations.subscriberId, id));
        if (kept.length)
          await tx.insert(staffStations).values(kept.map((stationId) => ({ subscriberId: id, stationId })));
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
      const [row] = await memberRows().where(eq(subscribers.id, id));
      return { data: toMember(row as MemberRow) };
    },
  );
}
