import { hash } from '@node-rs/argon2';
import { list, staffSubscriber, staffSubscriberQuery } from '@tarang/contracts';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { subscribers } from '../../db/schema';
import type { Role } from '../../plugins/auth';
import type { App } from '../../types';
import { countWhere, iso, pageOf } from '../shared';
import { displayName } from './accounts';
import { ARGON2 } from './guards';
import { revokeOtherSessions } from './sessions';

/**
 * At start, with STAFF_EMAIL and STAFF_PASSWORD set: that account exists and has the staff role. A missing
 * account is created with the password; an existing one is promoted and keeps its own password. Runs under
 * the start-up lock, so instances starting together do this once.
 */
export async function ensureStaffAccount(app: App): Promise<void> {
  const staff = app.config.staff;
  if (!staff) return;
  await app.database.exclusive(async () => {
    const existing = await app.db.query.subscribers.findFirst({
      where: (s, { eq }) => eq(s.email, staff.email),
    });
    if (existing) {
      if (existing.role !== 'staff') {
        await changeRole(app, existing.id, 'staff');
        app.log.warn(
          { email: staff.email, subscriberId: existing.id },
          'staff account: an existing account was given the staff role; it keeps its own password',
        );
      } else app.log.info({ email: staff.email, subscriberId: existing.id }, 'staff account present');
      return;
    }
    const [created] = await app.db
      .insert(subscribers)
      .values({
        name: displayName([staff.email.split('@')[0], 'Staff']),
        email: staff.email,
        passwordHash: await hash(staff.password, ARGON2),
        role: 'staff',
        passwordChangedAt: new Date(),
      })
      // Signed up a moment ago: promote it, keep its password.
      .onConflictDoUpdate({ target: subscribers.email, set: { role: 'staff' } })
      .returning({ id: subscribers.id });
    app.log.info({ email: staff.email, subscriberId: created?.id }, 'staff account created');
  });
}

/**
 * Gives an account another role. Every session it has ends at once (on every instance): whoever holds its
 * tokens signs in again under the new role.
 */
export async function changeRole(app: App, subscriberId: number, role: Role): Promise<void> {
  await app.db.update(subscribers).set({ role }).where(eq(subscribers.id, subscriberId));
  await revokeOtherSessions(app, subscriberId);
}

/** `%`, `_` and `\` stand for themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Staff-only reads of the customer service. */
export async function staffRoutes(app: App) {
  app.get(
    '/staff/subscribers',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Listeners, newest first; search matches name or e-mail (staff only)',
        security: [{ bearerAuth: [] }],
        querystring: staffSubscriberQuery,
        response: { 200: list(staffSubscriber) },
      },
    },
    async (request) => {
      const { search, ...paging } = request.query;
      const where = and(
        eq(subscribers.role, 'listener'),
        search
          ? or(ilike(subscribers.name, likePattern(search)), ilike(subscribers.email, likePattern(search)))
          : undefined,
      );
      const rows = await app.db
        .select({
          id: subscribers.id,
          name: subscribers.name,
          email: subscribers.email,
          stationId: subscribers.stationId,
          createdAt: subscribers.createdAt,
        })
        .from(subscribers)
        .where(where)
        .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
        .limit(pageOf(paging).limit)
        .offset(pageOf(paging).offset);
      return {
        data: rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        total: await countWhere(app.db, subscribers, where),
      };
    },
  );
}
