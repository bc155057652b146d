import { STAFF_MESSAGES, STATION_MESSAGES } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, stations } from '../src/db/schema';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, signUp } from './sections-helper';
import {
  DELHI,
  type FormReferences,
  formReferences,
  MUMBAI,
  stationActivity,
  aStation as stationForm,
} from './staff-stations-helper';

/**
 * What the console's station writes refuse: bad input, 400 naming the field with nothing stored; a
 * brand colour that white text cannot be read on (WCAG AA); a stale version; the last active station's
 * deactivation.
 */
let app: App;
let admin: Account;
let refs: FormReferences;
const api = client(() => app, { prefix: '/api/station/v1' });

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { staff: true });
  refs = await formReferences(app);
});
afterAll(() => app.close());

const aStation = (overrides: Record<string, unknown> = {}) => stationForm(refs, overrides);
const activityOf = (id: number) => stationActivity(app, admin, id);

describe('console stations: what is refused', () => {
  const countStations = async () => (await app.db.select({ id: stations.id }).from(stations)).length;

  it('refuses bad input naming the field, and stores nothing', async () => {
    const audio = await app.db.query.files.findFirst({ where: (f, { like }) => like(f.mimeType, 'audio/%') });
    const [delhiCity] = await app.db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.name, 'New Delhi'));
    const before = await countStations();
    for (const [payload, field, message] of [
      [aStation({ name: '  ' }), 'name', 'Name is required'],
      [aStation({ name: '***' }), 'name', 'Name must contain letters or digits'],
      [aStation({ frequency: '' }), 'frequency', 'Frequency is required'],
      [aStation({ color: 'blue' }), 'color', 'Colour must be written #rrggbb'],
      [
        aStation({ color: '#F77F00' }),
        'color',
        'White text on this colour has a contrast of 2.63:1; it needs at least 4.5:1 (WCAG AA). Choose a darker colour.',
      ],
      [aStation({ pin: '4110' }), 'pin', 'PIN code must be 6 digits'],
      [
        aStation({ whatsappNumber: '5822098100' }),
        'whatsappNumber',
        'WhatsApp number should start with 6, 7, 8, or 9',
      ],
      [aStation({ phoneNumber: 'ask reception' }), 'phoneNumber', 'Phone number must be an Indian number'],
      [aStation({ email: 'pune@tarang' }), 'email', 'E-mail must be an address'],
      [
        aStation({ whatsappChannelUrl: 'https://chat.whatsapp.com/abc' }),
        'whatsappChannelUrl',
        'WhatsApp channel must be a link',
      ],
      [aStation({ latitude: 90.5 }), 'latitude', 'Latitude must be between -90 and 90'],
      [aStation({ longitude: 181 }), 'longitude', 'Longitude must be between -180 and 180'],
      [aStation({ latitude: '18.5' }), 'latitude', 'Latitude must be a number'],
      [aStation({ sortOrder: 1.5 }), 'sortOrder', 'Sort order must be a whole number'],
      [aStation({ logoFileId: audio?.id }), 'logoFileId', 'This must be an image'],
      [aStation({ logoFileId: 999999 }), 'logoFileId', 'File not found'],
      [aStation({ cityId: delhiCity?.id }), 'cityId', STATION_MESSAGES.cityNotInState],
      [aStation({ cityId: 999999 }), 'cityId', STATION_MESSAGES.cityNotFound],
      [aStation({ stateId: null }), 'stateId', STATION_MESSAGES.stateNeeded],
      [aStation({ stateId: 999999, cityId: null }), 'stateId', STATION_MESSAGES.stateNotFound],
      [
        aStation({ socialLinks: [{ platformId: 999999, url: 'https://example.com/a' }] }),
        'socialLinks.0.platformId',
        STATION_MESSAGES.platformNotFound,
      ],
      [
        aStation({ socialLinks: [{ platformId: refs.platformIds[0], url: 'http://facebook.com/tarang' }] }),
        'socialLinks.0.url',
        'Link must be a link starting with https://',
      ],
      [
        aStation({
          socialLinks: [
            { platformId: refs.platformIds[0], url: 'https://facebook.com/a' },
            { platformId: refs.platformIds[0], url: 'https://facebook.com/b' },
          ],
        }),
        'socialLinks.1.platformId',
        'Only one link per platform',
      ],
    ] as const) {
      const response = await api.as(admin).post('/station', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
      expect(response.json().message).toContain(message);
    }
    const taken = await api.as(admin).post('/station', aStation({ name: 'tarang  DELHI!' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'name', message: STATION_MESSAGES.nameTaken });
    expect(await countStations()).toBe(before);

    // An edit is checked the same way, and leaves the station as it was.
    for (const [payload, field] of [
      [{ version: 1, color: '#ffcc00' }, 'color'],
      [{ version: 1, name: 'Tarang Mumbai' }, 'name'],
      [{ version: 1, cityId: refs.pune.cityId }, 'cityId'],
      [
        { version: 1, socialLinks: [{ platformId: 999999, url: 'https://example.com/a' }] },
        'socialLinks.0.platformId',
      ],
    ] as const) {
      const response = await api.as(admin).patch(`/station/${DELHI}`, payload);
      expect([400, 409], JSON.stringify(payload)).toContain(response.statusCode);
      expect(response.json().field).toBe(field);
    }
    const delhi = (await api.as(admin).get(`/staff/stations/${DELHI}`)).json().data;
    expect(delhi).toMatchObject({ version: 1, name: 'Tarang Delhi', color: '#E63946' });
    expect(delhi.socialLinks.length).toBeGreaterThan(0);
  });

  it('keeps a colour saved before the contrast rule until someone changes it', async () => {
    // Tarang Mumbai's #F77F00 carries white text at 2.63:1; its form still saves with it unchanged.
    const mumbai = (await api.as(admin).get(`/staff/stations/${MUMBAI}`)).json().data;
    const saved = await api.as(admin).patch(`/station/${MUMBAI}`, {
      version: mumbai.version,
      color: '#f77f00',
      phoneNumber: mumbai.phoneNumber,
      whatsappNumber: mumbai.whatsappNumber,
      tagline: 'Mumbai ka apna sur, ab naye andaaz mein',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ color: '#F77F00', phoneNumber: '+91 22 4091 9190' });
    const changed = await api.as(admin).patch(`/station/${MUMBAI}`, {
      version: mumbai.version + 1,
      color: '#F77F01',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ field: 'color', message: expect.stringContaining('2.63:1') });
    const darker = await api.as(admin).patch(`/station/${MUMBAI}`, {
      version: mumbai.version + 1,
      color: '#A14F00',
    });
    expect(darker.json().data).toMatchObject({ color: '#a14f00', version: mumbai.version + 2 });
    const log = await activityOf(MUMBAI);
    expect(log[0]?.changes).toEqual({ color: '#a14f00' });
    expect(log[1]?.changes).toEqual({ tagline: 'Mumbai ka apna sur, ab naye andaaz mein' });
  });

  it('two admins saving the same station: the second is told, nothing is overwritten', async () => {
    const other = await signUp(app, { staff: true });
    const id = (await api.as(admin).get('/staff/stations?search=Kolkata')).json().data[0].id;
    expect((await api.as(admin).patch(`/station/${id}`, { version: 1, tagline: 'First' })).statusCode).toBe(
      200,
    );
    const second = await api.as(other).patch(`/station/${id}`, { version: 1, tagline: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: STAFF_MESSAGES.conflict,
      field: 'version',
    });
    expect((await api.as(admin).get(`/staff/stations/${id}`)).json().data).toMatchObject({
      tagline: 'First',
      version: 2,
    });
    expect((await api.as(admin).patch('/station/999999', { version: 1 })).statusCode).toBe(404);
    expect((await api.as(admin).delete('/station/999999')).statusCode).toBe(404);
  });

  it('never deactivates the last active station', async () => {
    await app.db.update(stations).set({ isActive: false }).where(eq(stations.isActive, true));
    await app.db.update(stations).set({ isActive: true }).where(eq(stations.id, DELHI));
    const delhi = (await api.as(admin).get(`/staff/stations/${DELHI}`)).json().data;
    const refused = await api.as(admin).patch(`/station/${DELHI}`, {
      version: delhi.version,
      isActive: false,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: 'isActive', message: STATION_MESSAGES.lastActive });
    expect(
      (await app.inject('/api/station/v1/station')).json().data.map((s: { id: number }) => s.id),
    ).toEqual([DELHI]);
    await app.db.update(stations).set({ isActive: true });
  });
});
