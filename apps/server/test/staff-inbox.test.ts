import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAFF_MESSAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { requests } from '../src/db/schema';
import { csvCell } from '../src/shared/csv';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, editorOf, signUp, upload } from './sections-helper';

/**
 * The console's inbox: requests with New / Contacted / Closed, a note and a CSV export, and talent-hunt
 * entries reviewed in place. An editor sees and changes only their stations' items (a let's-collab request naming
 * their RJ counts as theirs), every change is version-checked and in Activity, listeners see none of it.
 */
let app: App;
let admin: Account;
let delhiEditor: Account;
let listener: Account;
const DELHI = 1;
const MUMBAI = 2;
let delhiRj: { id: number; profileId: string };
const MP3 = readFileSync(join(paths.seedMedia, 'audio/episode-01.mp3'));

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { staff: true, name: 'Network Admin' });
  delhiEditor = await editorOf(app, [DELHI], 'Delhi Desk');
  listener = await signUp(app);
  const rj = await app.db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.stationId, DELHI) });
  if (!rj) throw new Error('the seed has no RJ in Delhi');
  delhiRj = rj;
});
afterAll(() => app.close());

const api = client(() => app, { prefix: '/api/customer/v1' });

/** A request as a listener sends it (answered with its id only). */
async function sendRequest(overrides: Record<string, unknown> = {}) {
  const response = await api.post('/request', {
    requestType: 'studio_visit',
    name: 'Asha Rao',
    contactNumber: '9876543210',
    stationDetail: { stationId: DELHI },
    reason: 'Our school band would love to visit.',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  // Listeners never see a status or a note.
  expect(Object.keys(response.json().data)).toEqual(['id']);
  return response.json().data.id as number;
}

const ids = (response: { json: () => { data: { id: number }[] } }) => response.json().data.map((r) => r.id);
const activityOf = async (account: Account, entity: string, id: number) =>
  (await api.as(account).get(`/staff/activity?entity=${entity}&pageSize=100`))
    .json()
    .data.filter((entry: { entityId: number }) => entry.entityId === id);

/** RFC 4180, read back: quoted fields with doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('requests inbox', () => {
  it('an editor lists, filters and searches their stations’ requests, with collabs naming their RJ', async () => {
    const visit = await sendRequest({ name: 'Inbox Visit', contactNumber: '9123456780' });
    const toMumbai = await sendRequest({ name: 'Mumbai Visit', stationDetail: { stationId: MUMBAI } });
    const collab = await sendRequest({
      requestType: 'lets_collab',
      name: 'Collab Kabir',
      stationDetail: { stationId: MUMBAI },
      reason: 'A jingle about chai.',
      rjDetail: { profileId: delhiRj.profileId },
    });
    const own = await api.as(delhiEditor).get('/staff/requests?pageSize=100');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(ids(own)).toEqual(expect.arrayContaining([visit, collab]));
    expect(ids(own)).not.toContain(toMumbai);
    expect(ids(await api.as(delhiEditor).get(`/staff/requests?stationId=${DELHI}&pageSize=100`))).toContain(
      collab,
    );
    const search = (query: string) => api.as(delhiEditor).get(`/staff/requests?pageSize=100&${query}`);
    expect(ids(await search('search=inbox%20visit'))).toEqual([visit]);
    expect(ids(await search('search=91234%2056780'))).toEqual([visit]);
    expect(ids(await search('search=CHAI&requestType=lets_collab'))).toEqual([collab]);
    expect(ids(await search('search=chai&requestType=studio_visit'))).toEqual([]);
    expect(ids(await search('search=chai&status=closed'))).toEqual([]);
    const oldest = ids(await search('sort=createdAt'));
    const newest = ids(await search('sort=-createdAt'));
    expect(oldest.indexOf(visit)).toBeLessThan(oldest.indexOf(collab));
    expect(newest.indexOf(collab)).toBeLessThan(newest.indexOf(visit));
    // The admin sees every station.
    expect(ids(await api.as(admin).get('/staff/requests?pageSize=100'))).toContain(toMumbai);
  });

  it('an editor sets a status and a note: who and when recorded, version-checked, in Activity', async () => {
    const id = await sendRequest({ name: 'Note Taker' });
    const item = await api.as(delhiEditor).get(`/staff/requests/${id}`);
    expect(item.json().data).toMatchObject({ id, version: 1, status: 'new', note: '', handledBy: null });
    const saved = await api.as(delhiEditor).patch(`/staff/requests/${id}`, {
      status: 'contacted',
      note: '  Called back; visit on Friday.  ',
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      version: 2,
      status: 'contacted',
      note: 'Called back; visit on Friday.',
      handledBy: delhiEditor.id,
      handledByName: 'Delhi Desk',
    });
    const stale = await api.as(admin).patch(`/staff/requests/${id}`, { status: 'closed', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: STAFF_MESSAGES.conflict, field: 'version' });
    for (const [payload, field] of [
      [{ note: 'x'.repeat(2001), version: 2 }, 'note'],
      [{ status: 'handled', version: 2 }, 'status'],
      [{ note: 5, version: 2 }, 'note'],
      [{ status: 'closed' }, 'version'],
    ] as const) {
      const response = await api.as(delhiEditor).patch(`/staff/requests/${id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect((await api.as(admin).get(`/staff/requests/${id}`)).json().data).toMatchObject({
      version: 2,
      status: 'contacted',
    });
    const log = await activityOf(delhiEditor, 'request', id);
    expect(log).toEqual([
      expect.objectContaining({
        action: 'update',
        label: 'Studio visit from Note Taker',
        stationId: DELHI,
        actor: { id: delhiEditor.id, name: 'Delhi Desk' },
        changes: { status: 'contacted', note: 'Called back; visit on Friday.' },
      }),
    ]);
  });

  it('a collab sent to Mumbai naming a Delhi RJ is the Delhi editor’s to answer too', async () => {
    const id = await sendRequest({
      requestType: 'lets_collab',
      name: 'Cross City',
      stationDetail: { stationId: MUMBAI },
      rjDetail: { profileId: delhiRj.profileId },
    });
    expect((await api.as(delhiEditor).get(`/staff/requests/${id}`)).statusCode).toBe(200);
    const saved = await api.as(delhiEditor).patch(`/staff/requests/${id}`, { status: 'closed', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    // Filed under the editor's station, so it shows in their Activity.
    expect(await activityOf(delhiEditor, 'request', id)).toMatchObject([{ stationId: DELHI }]);
  });

  it("a Delhi editor is refused on Mumbai's requests, a listener and anonymous everywhere", async () => {
    const id = await sendRequest({ name: 'Mumbai Only', stationDetail: { stationId: MUMBAI } });
    for (const [method, url, payload] of [
      ['GET', `/staff/requests/${id}`, undefined],
      ['PATCH', `/staff/requests/${id}`, { status: 'closed', version: 1 }],
      ['GET', `/staff/requests?stationId=${MUMBAI}`, undefined],
      ['GET', `/staff/requests.csv?stationId=${MUMBAI}`, undefined],
    ] as const) {
      const response = await api.as(delhiEditor).request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.notYourStation);
      expect((await api.as(listener).request(method, url, payload)).statusCode).toBe(403);
      expect((await api.request(method, url, payload)).statusCode).toBe(401);
    }
    expect((await api.as(admin).get(`/staff/requests/${id}`)).json().data).toMatchObject({ status: 'new' });
  });

  it('exports every matching request as CSV: a header, RFC 4180 quoting, formulas defused', async () => {
    const reason = 'Loud, "live" music\nand a second line';
    const rows = await app.db
      .insert(requests)
      .values(
        Array.from({ length: 25 }, (_, n) => ({
          requestType: 'lets_collab',
          name: n === 0 ? '=HYPERLINK("http://evil.example")' : `Export ${n}`,
          contactNumber: '9876543210',
          stationId: DELHI,
          reason: n === 0 ? reason : '@SUM(A1:A9)',
          note: n === 0 ? '-2+3' : '+91 call',
        })),
      )
      .returning({ id: requests.id });
    const response = await api.as(delhiEditor).get('/staff/requests.csv?requestType=lets_collab&search=');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="requests-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'Id',
      'Received (IST)',
      'Type',
      'Status',
      'Name',
      'Contact number',
      'Station',
      'RJ',
      'Reason',
      'Note',
      'Handled (IST)',
      'Handled by',
    ]);
    // All of them (more than one page of the list), each a whole record.
    const byId = new Map(records.map((record) => [Number(record[0]), record]));
    for (const { id } of rows) expect(byId.get(id)?.length, String(id)).toBe(12);
    expect(byId.get(rows[0]?.id as number)).toEqual([
      String(rows[0]?.id),
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      "Let's collab",
      'New',
      `'=HYPERLINK("http://evil.example")`,
      '9876543210',
      'Tarang Delhi',
      '',
      reason,
      "'-2+3",
      '',
      '',
    ]);
    expect(byId.get(rows[1]?.id as number)?.slice(8, 10)).toEqual(["'@SUM(A1:A9)", "'+91 call"]);
    expect(records.every((record) => record[2] === "Let's collab")).toBe(true);
    // The same filters as the list: a search, a station the editor does not manage.
    const searched = await api.as(delhiEditor).get('/staff/requests.csv?search=Export%2012');
    expect(parseCsv(searched.body.slice(1)).map((record) => record[4])).toEqual(['Name', 'Export 12']);
    expect((await api.as(admin).get('/staff/requests.csv?sort=name')).json().field).toBe('sort');
  });

  it('escapes single cells', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('a = b')).toBe('a = b');
  });
});

describe('talent-hunt review', () => {
  async function anEntry(stationId: number, name = 'Meera Nair') {
    const entrant = await signUp(app);
    const file = (await upload(app, entrant, MP3, 'song.mp3', 'audio/mpeg')).json().data;
    const categoryId = (await app.inject('/api/master/v1/talent-hunt-category')).json().data[0].id;
    const response = await api.as(entrant).post('/talent-hunt/entries', {
      stationId,
      categoryId,
      name,
      mobile: '9876543210',
      description: 'A ghazal, recorded at home.',
      fileId: file.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(Object.keys(response.json().data)).toEqual(['id']);
    return response.json().data.id as number;
  }

  it('an editor opens an entry, plays it in place, shortlists it with a note; Activity records it', async () => {
    const id = await anEntry(DELHI, 'Review Me');
    const mumbai = await anEntry(MUMBAI);
    const own = await api.as(delhiEditor).get('/staff/talent-hunt/entries?pageSize=100');
    expect(ids(own)).toContain(id);
    expect(ids(own)).not.toContain(mumbai);
    const item = await api.as(delhiEditor).get(`/staff/talent-hunt/entries/${id}`);
    expect(item.statusCode, item.body).toBe(200);
    const entry = item.json().data;
    expect(entry).toMatchObject({ id, version: 1, status: 'new', note: '', name: 'Review Me' });
    expect(entry.file.url).toMatch(/^\/api\/file\/v1\/file\/\d+\/content\?expires=\d+&signature=/);
    const bytes = await app.inject(entry.file.url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.length).toBe(MP3.length);

    const saved = await api.as(delhiEditor).patch(`/staff/talent-hunt/entries/${id}`, {
      status: 'shortlisted',
      note: 'Lovely voice; call for the finals.',
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 2, status: 'shortlisted', note: expect.any(String) });
    const list = (query: string) =>
      api.as(delhiEditor).get(`/staff/talent-hunt/entries?pageSize=100&${query}`);
    expect(ids(await list('status=shortlisted&search=review%20me'))).toEqual([id]);
    expect(ids(await list('status=new&search=review%20me'))).toEqual([]);
    expect(ids(await list('search=98765%2043210'))).toContain(id);
    const stale = await api.as(admin).patch(`/staff/talent-hunt/entries/${id}`, {
      status: 'rejected',
      version: 1,
    });
    expect(stale.json()).toMatchObject({ statusCode: 409, field: 'version' });
    for (const [payload, field] of [
      [{ status: 'maybe', version: 2 }, 'status'],
      [{ note: 'n'.repeat(2001), version: 2 }, 'note'],
      [{ note: 'x' }, 'version'],
    ] as const) {
      const response = await api.as(delhiEditor).patch(`/staff/talent-hunt/entries/${id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect((await api.as(admin).get(`/staff/talent-hunt/entries/${id}`)).json().data).toMatchObject({
      version: 2,
      status: 'shortlisted',
    });
    expect(await activityOf(delhiEditor, 'entry', id)).toEqual([
      expect.objectContaining({
        action: 'update',
        stationId: DELHI,
        label: expect.stringMatching(/^Review Me \(.+\)$/),
        changes: { status: 'shortlisted', note: 'Lovely voice; call for the finals.' },
      }),
    ]);
  });

  it("a Delhi editor is refused on Mumbai's entries, a listener and anonymous everywhere", async () => {
    const id = await anEntry(MUMBAI);
    for (const [method, url, payload] of [
      ['GET', `/staff/talent-hunt/entries/${id}`, undefined],
      ['PATCH', `/staff/talent-hunt/entries/${id}`, { status: 'rejected', version: 1 }],
      ['GET', `/staff/talent-hunt/entries?stationId=${MUMBAI}`, undefined],
    ] as const) {
      const response = await api.as(delhiEditor).request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.notYourStation);
      expect((await api.as(listener).request(method, url, payload)).statusCode).toBe(403);
      expect((await api.request(method, url, payload)).statusCode).toBe(401);
    }
    expect((await api.as(admin).get(`/staff/talent-hunt/entries/${id}`)).json().data.status).toBe('new');
    expect((await api.as(admin).get('/staff/talent-hunt/entries/999999')).statusCode).toBe(404);
  });
});
