import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema';

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
