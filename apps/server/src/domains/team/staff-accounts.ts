import { hash } from '@node-rs/argon2';
import type { Role } from '../../plugins/auth';
import type { App } from '../../types';
import { ARGON2, displayName, revokeOtherSessions } from '../accounts';
import { findSubscriberByEmail } from '../accounts/repository';
import { createAdmin, setRole } from './repository';

/**
 * At start, with STAFF_EMAIL and STAFF_PASSWORD set: that account exists and is a network admin (the first one). A missing
 * account is created with the password; an existing one is promoted and keeps its own password. Runs under
 * the start-up lock, so instances starting together do this once.
 */
export async function ensureStaffAccount(app: App): Promise<void> {
  const staff = app.config.staff;
  if (!staff) return;
  await app.database.exclusive(async () => {
    const existing = await findSubscriberByEmail(app.db, staff.email);
    if (existing) {
      if (existing.role !== 'admin') {
        await changeRole(app, existing.id, 'admin');
        app.log.warn(
          { email: staff.email, subscriberId: existing.id },
          'staff account: an existing account was made a network admin; it keeps its own password',
        );
      } else app.log.info({ email: staff.email, subscriberId: existing.id }, 'staff account present');
      return;
    }
    const created = await createAdmin(app.db, {
      name: displayName([staff.email.split('@')[0], 'Staff']),
      email: staff.email,
      passwordHash: await hash(staff.password, ARGON2),
    });
    app.log.info({ email: staff.email, subscriberId: created?.id }, 'staff account created');
  });
}

/**
 * Gives an account another role. Every session it has ends at once (on every instance): whoever holds its
 * tokens signs in again under the new role.
 */
export async function changeRole(app: App, subscriberId: number, role: Role): Promise<void> {
  await setRole(app.db, subscriberId, role);
  await revokeOtherSessions(app, subscriberId);
}
