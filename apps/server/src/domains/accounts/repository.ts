import { AUTH_MESSAGES, type SocialProvider } from '@tarang/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { socialIdentities, stations, subscribers } from '../../db/schema';
import { HttpError } from '../../errors';

/** An account's row, password hash included. */
export type Subscriber = typeof subscribers.$inferSelect;

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

/** The account of an e-mail address, with its password hash (sign-in; team's start-up staff account too). */
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

/**
 * Whether the account still exists (a token can outlive its account). Used by other domains too (requests,
 * talent-hunt), which store who sent something.
 */
export async function subscriberExists(db: Db, id: number): Promise<boolean> {
  const [account] = await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.id, id));
  return account !== undefined;
}

/** The id of a station that exists and is on air, or undefined. */
export async function activeStationId(db: Db, stationId: number): Promise<number | undefined> {
  const [station] = await db
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.id, stationId), eq(stations.isActive, true)));
  return station?.id;
}

/** The account linked to a provider's identity, or undefined. */
export async function linkedSubscriber(db: Db, provider: SocialProvider, subject: string) {
  const [row] = await db
    .select({ subscriber: subscribers })
    .from(socialIdentities)
    .innerJoin(subscribers, eq(subscribers.id, socialIdentities.subscriberId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.providerUserId, subject)));
  return row?.subscriber;
}

/**
 * A new account without a password and its link to the provider's identity, in one transaction: 409 'Account
 * already exists' when the e-mail has an account or the identity is linked already (nothing is kept then).
 */
export function createSocialSubscriber(
  db: Db,
  account: { name: string; email: string; stationId: number; latitude: number; longitude: number },
  identity: { provider: SocialProvider; providerUserId: string },
): Promise<Subscriber> {
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .insert(subscribers)
      .values({
        name: account.name,
        email: account.email,
        passwordHash: null,
        stationId: account.stationId,
        latitude: account.latitude,
        longitude: account.longitude,
      })
      .onConflictDoNothing({ target: subscribers.email })
      .returning();
    if (!subscriber) throw new HttpError(409, AUTH_MESSAGES.accountExists);
    const [linked] = await tx
      .insert(socialIdentities)
      .values({ ...identity, subscriberId: subscriber.id })
      .onConflictDoNothing()
      .returning();
    if (!linked) throw new HttpError(409, AUTH_MESSAGES.accountExists);
    return subscriber;
  });
}
