import { and, eq } from 'drizzle-orm';
import { cities, platforms, states } from '../src/db/schema';
import type { App } from '../src/types';
import type { Account } from './sections-helper';

/** Shared by the console station tests (staff-stations*.test.ts): a valid station form, Activity. */

export const DELHI = 1;
export const MUMBAI = 2;
export const PUNE = { latitude: 18.5204, longitude: 73.8567 };

/** The demo data's Pune (city and state) and platform ids, which a valid station form names. */
export async function formReferences(app: App) {
  const [pune] = await app.db
    .select({ cityId: cities.id, stateId: states.id })
    .from(cities)
    .innerJoin(states, eq(cities.stateId, states.id))
    .where(and(eq(cities.name, 'Pune'), eq(states.name, 'Maharashtra')));
  if (!pune) throw new Error('the demo data has no Pune');
  const platformIds = (await app.db.select({ id: platforms.id }).from(platforms).orderBy(platforms.id)).map(
    (row) => row.id,
  );
  return { pune, platformIds };
}
export type FormReferences = Awaited<ReturnType<typeof formReferences>>;

/** A valid new station (Tarang Pune), with `overrides`. */
export const aStation = (refs: FormReferences, overrides: Record<string, unknown> = {}) => ({
  name: 'Tarang Pune',
  frequency: '98.1 FM',
  tagline: 'Punekar, ekdum!',
  color: '#1D4ED8',
  address: '3rd Floor, Tarang House, FC Road, Shivajinagar',
  cityId: refs.pune.cityId,
  stateId: refs.pune.stateId,
  pin: '411004',
  phoneNumber: '020 4098 1000',
  whatsappNumber: '98220 98100',
  email: 'Pune@Tarang.example',
  whatsappChannelUrl: 'https://whatsapp.com/channel/0029VaTrgPune981FM',
  socialLinks: [
    { platformId: refs.platformIds[0], url: 'https://facebook.com/tarangpune' },
    { platformId: refs.platformIds[2], url: 'https://instagram.com/tarangpune' },
  ],
  ...PUNE,
  ...overrides,
});

/** The Activity entries of one station, newest first (as a network admin reads them). */
export async function stationActivity(app: App, admin: Account, id: number) {
  const response = await app.inject({
    url: '/api/customer/v1/staff/activity?entity=station&pageSize=50',
    headers: { authorization: admin.authorization },
  });
  return (response.json().data as { entityId: number; action: string; changes: object }[]).filter(
    (entry) => entry.entityId === id,
  );
}
