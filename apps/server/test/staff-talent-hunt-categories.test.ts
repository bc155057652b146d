import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAFF_MESSAGES } from '@tarang/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { signUp, upload } from './sections-helper';
import { DELHI, useConsoleApp } from './staff-engagement-helper';

/**
 * Talent-hunt categories in the console: the whole network's, so any staff member reads them and
 * network admins alone change them; a name is taken once; a category with entries is not deleted.
 */
const t = useConsoleApp();
const { api, data, activityOf, expectBadInput } = t;

describe('console talent-hunt categories', () => {
  const categories = '/master/v1/talent-hunt-category';

  it('a network admin creates, edits and deletes one; editors read but may not change; listeners see it', async () => {
    const created = await data('POST', categories, t.admin, {
      name: 'Beatboxing',
      description: 'Mouth music',
      sortOrder: 0,
    });
    expect(created).toMatchObject({ version: 1, name: 'Beatboxing', sortOrder: 0, entries: 0 });
    const listed = await data('GET', categories);
    expect(listed[0]).toMatchObject({ id: created.id, name: 'Beatboxing' });

    const edited = await data('PATCH', `${categories}/${created.id}`, t.admin, {
      version: 1,
      sortOrder: 9000,
    });
    expect(edited).toMatchObject({ version: 2, sortOrder: 9000, description: 'Mouth music' });
    expect((await data('GET', categories)).at(-1)).toMatchObject({ id: created.id });
    const staffList = await data(
      'GET',
      '/master/v1/staff/talent-hunt-categories?search=beatbox',
      t.delhiEditor,
    );
    expect(staffList).toEqual([edited]);
    expect(await data('GET', `/master/v1/staff/talent-hunt-categories/${created.id}`, t.delhiEditor)).toEqual(
      edited,
    );

    for (const [method, url, payload] of [
      ['POST', categories, { name: 'Mimicry' }],
      ['PATCH', `${categories}/${created.id}`, { version: 2, name: 'Mine' }],
      ['DELETE', `${categories}/${created.id}`],
    ] as const) {
      const byEditor = await api.as(t.delhiEditor).request(method, url, payload);
      expect(byEditor.json(), `${method} ${url}`).toMatchObject({
        statusCode: 403,
        message: STAFF_MESSAGES.adminsOnly,
      });
      expect((await api.as(t.listener).request(method, url, payload)).statusCode).toBe(403);
      expect((await api.request(method, url, payload)).statusCode).toBe(401);
    }
    expect((await api.as(t.listener).get('/master/v1/staff/talent-hunt-categories')).statusCode).toBe(403);

    expect((await api.as(t.admin).delete(`${categories}/${created.id}`)).statusCode).toBe(204);
    expect((await data('GET', categories)).map((c: { id: number }) => c.id)).not.toContain(created.id);
    const log = await activityOf('talent-hunt-category', created.id);
    expect(log.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(log[1]?.changes).toEqual({ sortOrder: 9000 });
  });

  it('refuses a taken name, bad input and a stale version; a category with entries is not deleted', async () => {
    const [singing] = await data('GET', categories);
    await expectBadInput('POST', categories, [
      [{ name: singing.name.toUpperCase() }, 'name'],
      [{ name: ' ' }, 'name'],
      [{ name: 'Mimicry', sortOrder: -1 }, 'sortOrder'],
      [{ name: 'Mimicry', description: 'x'.repeat(301) }, 'description'],
    ]);
    const mimicry = await data('POST', categories, t.admin, { name: 'Mimicry' });
    await expectBadInput('PATCH', `${categories}/${mimicry.id}`, [
      [{ version: 1, name: singing.name }, 'name'],
    ]);
    await data('PATCH', `${categories}/${mimicry.id}`, t.admin, { version: 1, description: 'Voices' });
    expect(
      (await api.as(t.admin).patch(`${categories}/${mimicry.id}`, { version: 1, name: 'Lost' })).json(),
    ).toMatchObject({
      statusCode: 409,
      field: 'version',
    });

    const mp3 = Buffer.concat([readFileSync(join(paths.seedMedia, 'audio/episode-01.mp3')), randomBytes(32)]);
    for (const name of ['one.mp3', 'two.mp3']) {
      const entrant = await signUp(t.app);
      const file = (
        await upload(t.app, entrant, Buffer.concat([mp3, randomBytes(8)]), name, 'audio/mpeg')
      ).json().data;
      const entry = await api.as(entrant).post('/customer/v1/talent-hunt/entries', {
        stationId: DELHI,
        categoryId: mimicry.id,
        name: 'Ravi Kumar',
        mobile: '9876543210',
        description: 'Ten voices in one minute',
        fileId: file.id,
      });
      expect(entry.statusCode, entry.body).toBe(201);
    }
    const refused = await api.as(t.admin).delete(`${categories}/${mimicry.id}`);
    expect(refused.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: '2 entries are in this category',
    });
    expect(await data('GET', `/master/v1/staff/talent-hunt-categories/${mimicry.id}`, t.admin)).toMatchObject(
      {
        entries: 2,
      },
    );
  });

  it('sorts by order or by name, both ways', async () => {
    const list = '/master/v1/staff/talent-hunt-categories?pageSize=100&sort=';
    const byName = (await data('GET', `${list}name`, t.delhiEditor)).map((c: { name: string }) => c.name);
    expect(byName.length).toBeGreaterThan(1);
    const backwards = (await data('GET', `${list}-name`, t.delhiEditor)).map((c: { name: string }) => c.name);
    expect(backwards).toEqual([...byName].reverse());
    const orders = (await data('GET', `${list}-sortOrder`, t.delhiEditor)).map(
      (c: { sortOrder: number }) => c.sortOrder,
    );
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
  });
});
