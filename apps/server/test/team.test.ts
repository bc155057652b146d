import { STAFF_MESSAGES } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema';
import { recordActivity } from '../src/shared/console';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, freshAddress, signUp } from './sections-helper';

/**
 * Roles: a network admin gives an account a role and stations in Team; the change ends its sessions
 * at once. GET staff/me tells the console who is signed in; Activity shows admins everything, editors their
 * stations'.
 */
let app: App;
let admin: Account;
const DELHI = 1;
const MUMBAI = 2;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { staff: true, name: 'Network Admin' });
});
afterAll(() => app.close());

const api = client(() => app, { prefix: '/api/customer/v1' });

/** A listener made an editor of `stationIds`, signed in again (the change ended the old session). */
async function editorOf(stationIds: number[], name = 'Station Editor') {
  const account = await signUp(app, { name });
  const made = await api.as(admin).patch(`/staff/subscribers/${account.id}`, { role: 'editor', stationIds });
  expect(made.statusCode, made.body).toBe(200);
  expect((await api.as(account).get('/staff/me')).statusCode).toBe(401);
  const [row] = await app.db.query.subscribers.findMany({ where: (s, { eq }) => eq(s.id, account.id) });
  const login = await app.inject({
    method: 'POST',
    url: '/api/customer/v1/subscriber/login',
    payload: { email: row?.email, password: 'Sections1!' },
    remoteAddress: freshAddress(),
  });
  const token = login.json().data.token as string;
  return { id: account.id, token, authorization: `Bearer ${token}` };
}

describe('Team', () => {
  it('a network admin makes a listener a station editor; the editor sees only that station', async () => {
    const editor = await editorOf([DELHI]);
    const me = (await api.as(editor).get('/staff/me')).json().data;
    expect(me).toMatchObject({ id: editor.id, role: 'editor', stations: [{ id: DELHI }] });
    const adminMe = (await api.as(admin).get('/staff/me')).json().data;
    expect(adminMe.role).toBe('admin');
    expect(adminMe.stations.length).toBeGreaterThanOrEqual(8);

    const listed = (await api.as(admin).get('/staff/subscribers?role=editor&pageSize=100')).json().data;
    expect(listed).toContainEqual(
      expect.objectContaining({ id: editor.id, role: 'editor', stationIds: [DELHI] }),
    );
  });

  it('refuses editors, own-role changes, an editor without stations and unknown stations, naming the field', async () => {
    const editor = await editorOf([DELHI]);
    const other = await signUp(app);
    const byEditor = await api.as(editor).patch(`/staff/subscribers/${other.id}`, { role: 'admin' });
    expect(byEditor.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: STAFF_MESSAGES.adminsOnly,
    });
    expect((await api.as(editor).get('/staff/subscribers')).statusCode).toBe(403);

    const own = await api.as(admin).patch(`/staff/subscribers/${admin.id}`, { role: 'listener' });
    expect(own.json()).toMatchObject({ statusCode: 409, field: 'role', message: STAFF_MESSAGES.ownRole });
    const noStation = await api.as(admin).patch(`/staff/subscribers/${other.id}`, {
      role: 'editor',
      stationIds: [],
    });
    expect(noStation.json()).toMatchObject({
      statusCode: 400,
      field: 'stationIds',
      message: STAFF_MESSAGES.editorNeedsStation,
    });
    const unknown = await api.as(admin).patch(`/staff/subscribers/${other.id}`, {
      role: 'editor',
      stationIds: [9999],
    });
    expect(unknown.json()).toMatchObject({ statusCode: 400, field: 'stationIds' });
    const badRole = await api.as(admin).patch(`/staff/subscribers/${other.id}`, { role: 'owner' });
    expect(badRole.json()).toMatchObject({ statusCode: 400, field: 'role' });
    expect((await api.as(admin).patch('/staff/subscribers/999999', { role: 'admin' })).statusCode).toBe(404);
  });

  it('taking the role away ends the session at once', async () => {
    const editor = await editorOf([MUMBAI]);
    expect((await api.as(editor).get('/staff/me')).statusCode).toBe(200);
    expect(
      (await api.as(admin).patch(`/staff/subscribers/${editor.id}`, { role: 'listener' })).statusCode,
    ).toBe(200);
    expect((await api.as(editor).get('/staff/me')).statusCode).toBe(401);
  });
});

describe('Activity', () => {
  it("records Team changes; admins see every entry, an editor only their stations'", async () => {
    const delhiEditor = await editorOf([DELHI], 'Delhi Editor');
    const [adminUser, editorUser] = [
      { id: admin.id, name: 'Network Admin', sessionId: 'x', role: 'admin' as const, stationIds: [] },
      {
        id: delhiEditor.id,
        name: 'Delhi Editor',
        sessionId: 'y',
        role: 'editor' as const,
        stationIds: [DELHI],
      },
    ];
    await recordActivity(app.db, editorUser, {
      action: 'create',
      entity: 'event',
      entityId: 1,
      label: 'Delhi gig',
      stationId: DELHI,
      changes: { title: 'Delhi gig' },
    });
    await recordActivity(app.db, adminUser, {
      action: 'delete',
      entity: 'event',
      entityId: 2,
      label: 'Mumbai gig',
      stationId: MUMBAI,
    });

    const all = (await api.as(admin).get('/staff/activity?pageSize=100')).json();
    const labels = all.data.map((entry: { label: string }) => entry.label);
    expect(labels).toEqual(expect.arrayContaining(['Delhi gig', 'Mumbai gig', 'Delhi Editor']));
    expect(all.data.find((e: { entity: string }) => e.entity === 'member')).toMatchObject({
      action: 'update',
      actor: { id: admin.id, name: 'Network Admin' },
      changes: { role: 'editor', stationIds: [DELHI] },
    });

    const mine = (await api.as(delhiEditor).get('/staff/activity?pageSize=100')).json().data;
    expect(mine.map((entry: { label: string }) => entry.label)).toEqual(['Delhi gig']);
    expect((await api.as(delhiEditor).get(`/staff/activity?stationId=${MUMBAI}`)).statusCode).toBe(403);
    const events = (await api.as(admin).get('/staff/activity?entity=event&action=delete')).json().data;
    expect(events.map((entry: { label: string }) => entry.label)).toEqual(['Mumbai gig']);
    expect((await api.get('/staff/activity')).statusCode).toBe(401);
  });

  it('keeps what an update changed as it was before and after, naming the RJs, shows and stations it refers to', async () => {
    const [first, second] = await app.db
      .select({ id: profiles.id, name: profiles.name })
      .from(profiles)
      .where(eq(profiles.stationId, DELHI))
      .limit(2);
    if (!first || !second) throw new Error('the seed has two Delhi RJs');
    const media = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      app.inject({
        method,
        url: `/api/media/v1${url}`,
        payload,
        remoteAddress: freshAddress(),
        headers: { authorization: admin.authorization },
      });
    const created = await media('POST', '/media', {
      title: 'Before and After',
      mediaType: 'Podcast',
      stationId: DELHI,
      rjIds: [first.id],
      status: 'draft',
    });
    expect(created.statusCode, created.body).toBe(201);
    const show = created.json().data;
    const changed = await media('PATCH', `/media/${show.id}`, {
      title: 'After Only',
      rjIds: [second.id],
      isEditorChoice: true,
      version: show.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const entries = (await api.as(admin).get('/staff/activity?entity=show&pageSize=100')).json().data;
    const [update, create] = entries.filter((entry: { entityId: number }) => entry.entityId === show.id);
    expect(update).toMatchObject({
      action: 'update',
      changes: { title: 'After Only', rjIds: [second.id], isEditorChoice: true },
      before: { title: 'Before and After', rjIds: [first.id], isEditorChoice: false },
      names: { [`rj:${first.id}`]: first.name, [`rj:${second.id}`]: second.name },
    });
    expect(Object.keys(update.changes).sort()).toEqual(Object.keys(update.before).sort());
    // A create has nothing before it; its station is named.
    expect(create).toMatchObject({ action: 'create', before: null, names: { 'station:1': 'Tarang Delhi' } });

    // Team: the role and stations an account had before the change.
    const member = await signUp(app, { name: 'Was Listener' });
    await api.as(admin).patch(`/staff/subscribers/${member.id}`, { role: 'editor', stationIds: [MUMBAI] });
    const [team] = (await api.as(admin).get('/staff/activity?entity=member&pageSize=100'))
      .json()
      .data.filter((entry: { entityId: number }) => entry.entityId === member.id);
    expect(team).toMatchObject({
      changes: { role: 'editor', stationIds: [MUMBAI] },
      before: { role: 'listener', stationIds: [] },
      names: { [`station:${MUMBAI}`]: 'Tarang Mumbai' },
    });
  });
});
