import { STAFF_MESSAGES, STATION_PAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, editorOf, signUp } from './sections-helper';

/**
 * Station pages in the console: a station editor saves their station's own page on the read path
 * (PATCH station/{id}/page/{page}: created when the station shows the network's, then version-checked) and
 * deletes it (the station falls back to the network-wide page); station id 0 is the network-wide page, an
 * admin's, which is not deleted while a station still shows it. Red lines and banners: staff-content.test.ts.
 */
let app: App;
let admin: Account;
let delhiEditor: Account;
let listener: Account;
const DELHI = 1;
const MUMBAI = 2;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { staff: true });
  delhiEditor = await editorOf(app, [DELHI]);
  listener = await signUp(app);
});
afterAll(() => app.close());

const api = client(() => app, { prefix: '/api/station/v1' });
const listenerPage = async (stationId: number, page: string) =>
  (await app.inject(`/api/station/v1/station/${stationId}/page/${page}`)).json().data;

describe('console station pages', () => {
  it("an editor writes their station's own page, edits it and deletes it; listeners fall back to the network's", async () => {
    const network = await listenerPage(DELHI, 'careers');
    expect(network.title).toBe('Careers at Tarang');
    const path = `/station/${DELHI}/page/careers`;
    const created = await api.as(delhiEditor).patch(path, {
      title: 'Careers at Tarang Delhi',
      body: '<p>We are hiring producers.</p><img src=x onerror="alert(1)">',
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().data;
    expect(page).toMatchObject({ version: 1, stationId: DELHI, page: 'careers' });
    expect(page.body).toBe('<p>We are hiring producers.</p><img src="x">');
    expect(await listenerPage(DELHI, 'careers')).toMatchObject({ title: 'Careers at Tarang Delhi' });
    expect((await listenerPage(MUMBAI, 'careers')).title).toBe('Careers at Tarang Mumbai');

    const edited = await api.as(delhiEditor).patch(path, {
      title: 'Careers at Tarang Delhi',
      body: '<p>We are hiring producers and RJs.</p>',
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ id: page.id, version: 2 });
    expect((await api.as(delhiEditor).get(`/staff/pages/${page.id}`)).json().data.body).toBe(
      '<p>We are hiring producers and RJs.</p>',
    );
    const listed = (await api.as(delhiEditor).get('/staff/pages?stationId=1&page=careers')).json();
    expect(listed.data.map((p: { stationId: number | null }) => p.stationId)).toEqual([null, DELHI]);

    expect((await api.as(delhiEditor).delete(path)).statusCode).toBe(204);
    expect(await listenerPage(DELHI, 'careers')).toMatchObject({ title: network.title, body: network.body });
    expect((await api.as(delhiEditor).delete(path)).statusCode).toBe(404);

    const log = (
      await app.inject({
        url: '/api/customer/v1/staff/activity?entity=page&pageSize=100',
        headers: { authorization: delhiEditor.authorization },
      })
    )
      .json()
      .data.filter((entry: { entityId: number }) => entry.entityId === page.id);
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(log[1].changes).toEqual({ body: '<p>We are hiring producers and RJs.</p>' });
  });

  it("the network-wide page (station 0) is an admin's, and stays while a station shows it", async () => {
    const network = (await api.as(delhiEditor).get('/staff/pages?networkWide=true&page=csr-policy')).json()
      .data[0];
    expect(network).toMatchObject({ stationId: null, page: 'csr-policy' });
    const save = { title: 'CSR Policy', body: '<p>Our policy, revised.</p>', version: network.version };
    const refused = await api.as(delhiEditor).patch('/station/0/page/csr-policy', save);
    expect(refused.json()).toMatchObject({ statusCode: 403, message: STAFF_MESSAGES.networkWide });
    expect((await api.as(delhiEditor).delete('/station/0/page/csr-policy')).statusCode).toBe(403);

    const saved = await api.as(admin).patch('/station/0/page/csr-policy', save);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ stationId: null, version: network.version + 1 });
    expect((await listenerPage(MUMBAI, 'csr-policy')).body).toBe('<p>Our policy, revised.</p>');

    const inUse = await api.as(admin).delete('/station/0/page/csr-policy');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/^\d+ stations show this page \(no page of their own\)/);
    expect((await listenerPage(DELHI, 'csr-policy')).title).toBe('CSR Policy');
  });

  it('refuses bad input naming the field; a second creation and a stale version get 409', async () => {
    for (const [url, payload, field] of [
      ['/station/1/page/contact-us', { title: ' ', body: '<p>x</p>' }, 'title'],
      ['/station/1/page/contact-us', { title: 'Contact', body: '<script>alert(1)</script>' }, 'body'],
      ['/station/1/page/contact-us', { title: 'Contact' }, 'body'],
      ['/station/1/page/contact-us', { title: 'Contact', body: '<p>x</p>', version: -1 }, 'version'],
      ['/station/1/page/about', { title: 'Contact', body: '<p>x</p>' }, 'page'],
      ['/station/-1/page/contact-us', { title: 'Contact', body: '<p>x</p>' }, 'id'],
    ] as const) {
      const response = await api.as(admin).patch(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect((await api.as(admin).get('/staff/pages?stationId=1&page=contact-us')).json().data).toMatchObject([
      { stationId: null },
    ]);
    const missing = await api.as(admin).patch('/station/999999/page/careers', {
      title: 'X',
      body: '<p>x</p>',
    });
    expect(missing.statusCode).toBe(404);

    const page = { title: 'Contact Tarang Delhi', body: '<p>Call the studio.</p>' };
    expect((await api.as(delhiEditor).patch('/station/1/page/contact-us', page)).statusCode).toBe(201);
    const again = await api.as(admin).patch('/station/1/page/contact-us', page);
    expect(again.json()).toMatchObject({
      statusCode: 409,
      field: 'version',
      message: STAFF_MESSAGES.conflict,
    });
    expect(
      (await api.as(admin).patch('/station/1/page/contact-us', { ...page, version: 1 })).statusCode,
    ).toBe(200);
    const stale = await api.as(delhiEditor).patch('/station/1/page/contact-us', { ...page, version: 1 });
    expect(stale.json()).toMatchObject({
      statusCode: 409,
      field: 'version',
      message: STAFF_MESSAGES.conflict,
    });
  });

  it("a Delhi editor is refused on Mumbai's pages; listeners and anonymous callers on every route", async () => {
    const mumbai = (await api.as(admin).get('/staff/pages?stationId=2&page=careers')).json().data;
    const mumbaiCareers = mumbai.find((p: { stationId: number | null }) => p.stationId === MUMBAI);
    const body = { title: 'Mine now', body: '<p>x</p>', version: mumbaiCareers.version };
    for (const [method, url, payload] of [
      ['PATCH', '/station/2/page/careers', body],
      ['PATCH', '/station/2/page/privacy-policy', { title: 'Mine', body: '<p>x</p>' }],
      ['DELETE', '/station/2/page/careers', undefined],
      ['GET', `/staff/pages/${mumbaiCareers.id}`, undefined],
      ['GET', '/staff/pages?stationId=2', undefined],
    ] as const) {
      const response = await api.as(delhiEditor).request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.notYourStation);
    }
    expect((await listenerPage(MUMBAI, 'careers')).title).toBe('Careers at Tarang Mumbai');
    const visible = (await api.as(delhiEditor).get('/staff/pages?pageSize=100')).json();
    expect(visible.data.every((p: { stationId: number | null }) => [DELHI, null].includes(p.stationId))).toBe(
      true,
    );
    expect(visible.data.filter((p: { stationId: null }) => p.stationId === null)).toHaveLength(
      STATION_PAGES.length,
    );

    for (const [method, url, payload] of [
      ['GET', '/staff/pages', undefined],
      ['GET', `/staff/pages/${mumbaiCareers.id}`, undefined],
      ['PATCH', '/station/1/page/careers', { title: 'X', body: '<p>x</p>' }],
      ['DELETE', '/station/1/page/careers', undefined],
    ] as const) {
      expect((await api.as(listener).request(method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api.request(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
