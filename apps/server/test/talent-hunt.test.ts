import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StaffTalentEntry } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { subscribers } from '../src/db/schema';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, freshAddress, randomPng, signUp, upload } from './sections-helper';

let app: App;
let staff: Account;
let categories: { id: number; name: string }[];
const MP3 = readFileSync(join(paths.seedMedia, 'audio/episode-01.mp3'));
const MP4 = readFileSync(join(paths.seedMedia, 'video/video-01.mp4'));

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signUp(app, { staff: true, name: 'Studio Desk' });
  categories = (await app.inject({ method: 'GET', url: '/api/master/v1/talent-hunt-category' })).json().data;
});
afterAll(() => app.close());

async function uploaded(account: Account, bytes: Buffer = MP3, name = 'my-song.mp3', type = 'audio/mpeg') {
  const response = await upload(app, account, bytes, name, type);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; url: string; mimeType: string };
}

const entry = (fileId: number, overrides: Record<string, unknown> = {}) => ({
  stationId: 1,
  categoryId: categories[0]?.id,
  name: 'Meera Nair',
  mobile: '9876543210',
  description: 'A Kishore Kumar classic, recorded at home with my harmonium.',
  fileId,
  ...overrides,
});

const api = client(() => app, { prefix: '/api/customer/v1' });
function submit(body: unknown, account?: Account, remoteAddress = freshAddress()) {
  return api.as(account).post('/talent-hunt/entries', body, { remoteAddress });
}

function staffList(query = '', account: Account | null = staff) {
  return api.as(account ?? undefined).get(`/staff/talent-hunt/entries${query}`);
}

describe('POST /api/customer/v1/talent-hunt/entries', () => {
  it('takes an entry with an uploaded audio file, and staff see it first', async () => {
    expect(categories.length).toBeGreaterThan(1);
    const listener = await signUp(app, { name: 'Meera Nair' });
    const file = await uploaded(listener);
    const response = await submit(entry(file.id), listener);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      message: 'Entry submitted successfully',
      data: { id: expect.any(Number) },
    });
    const { id } = response.json().data;

    const list = await staffList('?stationId=1');
    expect(list.statusCode, list.body).toBe(200);
    const first = list.json().data[0] as StaffTalentEntry;
    expect(first).toEqual({
      id,
      version: 1,
      stationId: 1,
      categoryId: categories[0]?.id,
      categoryName: categories[0]?.name,
      name: 'Meera Nair',
      mobile: '9876543210',
      description: 'A Kishore Kumar classic, recorded at home with my harmonium.',
      file: {
        id: file.id,
        // A private audition: a signed link that expires (its expiry may roll over to the next hour).
        url: expect.stringMatching(
          new RegExp(`^/api/file/v1/file/${file.id}/content\\?expires=\\d+&signature=`),
        ),
        mimeType: 'audio/mpeg',
        size: MP3.length,
        // Read from the file when it was uploaded.
        durationSeconds: expect.any(Number),
      },
      subscriber: { id: listener.id, name: 'Meera Nair', email: expect.stringMatching(/@example\.in$/) },
      status: 'new',
      note: '',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The file staff open is the one uploaded.
    const bytes = await app.inject({ method: 'GET', url: first.file.url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.length).toBe(MP3.length);
  });

  it('takes a video too, and trims the name and text', async () => {
    const listener = await signUp(app);
    const file = await uploaded(listener, MP4, 'dance.mp4', 'video/mp4');
    expect(file.mimeType).toBe('video/mp4');
    const response = await submit(
      entry(file.id, {
        categoryId: categories[1]?.id,
        name: '  Arjun  ',
        description: '  Kathak, 90 seconds.  ',
      }),
      listener,
    );
    expect(response.statusCode, response.body).toBe(201);
    const mine = (await staffList(`?categoryId=${categories[1]?.id}`)).json().data as StaffTalentEntry[];
    expect(mine.find((e) => e.id === response.json().data.id)).toMatchObject({
      name: 'Arjun',
      description: 'Kathak, 90 seconds.',
      file: { mimeType: 'video/mp4' },
    });
  });

  it('keeps the text exactly as written (plain text: markup is not run, and not altered)', async () => {
    const listener = await signUp(app);
    const file = await uploaded(listener);
    const text = '<img src=x onerror="alert(1)"> Tom & Jerry <b>theme</b>';
    const response = await submit(entry(file.id, { description: text }), listener);
    expect(response.statusCode).toBe(201);
    const found = ((await staffList('?pageSize=100')).json().data as StaffTalentEntry[]).find(
      (e) => e.id === response.json().data.id,
    );
    expect(found?.description).toBe(text);
  });

  it(`refuses a fourth entry in one category of one station with 409`, async () => {
    const listener = await signUp(app);
    const file = await uploaded(listener);
    for (let i = 0; i < 3; i++) expect((await submit(entry(file.id), listener)).statusCode).toBe(201);
    const fourth = await submit(entry(file.id), listener);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'You have already sent 3 entries in this category',
    });
    // Another category, or another station, is still open.
    expect((await submit(entry(file.id, { categoryId: categories[1]?.id }), listener)).statusCode).toBe(201);
    expect((await submit(entry(file.id, { stationId: 2 }), listener)).statusCode).toBe(201);
  });

  it('keeps the limit when entries arrive at the same moment', async () => {
    const listener = await signUp(app);
    const file = await uploaded(listener);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submit(entry(file.id, { categoryId: categories[2]?.id }), listener)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
  });

  it('needs a signed-in listener', async () => {
    const response = await submit(entry(1));
    expect(response.statusCode).toBe(401);
    const gone = await signUp(app);
    const file = await uploaded(gone);
    await app.db.delete(subscribers).where(eq(subscribers.id, gone.id));
    expect((await submit(entry(file.id), gone)).statusCode).toBe(401);
  });

  it('refuses a file that is not the listener’s own audio or video, with 400 on fileId', async () => {
    const listener = await signUp(app);
    const someoneElse = await signUp(app);
    const theirs = await uploaded(someoneElse);
    const picture = await uploaded(listener, await randomPng(64, 64), 'me.png', 'image/png');
    const cases: [number, string][] = [
      [theirs.id, 'Upload your audio or video file again'],
      [987654, 'Upload your audio or video file again'],
      // A seeded file (uploaded by no one).
      [1, 'Upload your audio or video file again'],
      [picture.id, 'The file must be audio or video'],
    ];
    for (const [fileId, message] of cases) {
      const response = await submit(entry(fileId), listener);
      expect(response.statusCode, String(fileId)).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field: 'fileId' });
    }
  });

  it('refuses an unknown station or category with 400 on that field', async () => {
    const listener = await signUp(app);
    const file = await uploaded(listener);
    const station = await submit(entry(file.id, { stationId: 999 }), listener);
    expect(station.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Station not found',
      field: 'stationId',
    });
    const category = await submit(entry(file.id, { categoryId: 999 }), listener);
    expect(category.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Category not found',
      field: 'categoryId',
    });
  });

  it.each([
    [{ mobile: '12345' }, 'mobile', 'Should start with 6, 7, 8, or 9'],
    [{ mobile: '98765' }, 'mobile', 'Should be 10 digits'],
    [{ mobile: '' }, 'mobile', 'Mobile is required'],
    [{ name: 'Al' }, 'name', 'Username must be at least 3 characters'],
    [{ description: '   ' }, 'description', 'Tell us about your entry'],
    [{ description: 'x'.repeat(501) }, 'description', 'Keep it under 500 characters'],
    [{ categoryId: undefined }, 'categoryId', 'Category is required'],
    [{ fileId: undefined }, 'fileId', 'Add an audio or video file'],
    [{ stationId: 'one' }, 'stationId', 'stationId must be an id'],
  ])('refuses %j with a 400 on %s', async (overrides, field, message) => {
    const listener = await signUp(app);
    const response = await submit(entry(5, overrides), listener);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
  });

  it('limits the entries of one account (refused ones count), not of everyone on its address', async () => {
    const [listener, neighbour] = [await signUp(app), await signUp(app)];
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await submit({}, listener, address)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await submit({}, neighbour, address)).statusCode).toBe(400);
    // Without a token the answer is 401 before anything is read.
    expect((await submit({}, undefined, freshAddress())).statusCode).toBe(401);
  });
});

describe('uploads for an entry', () => {
  it('take files larger than the 1 MB JSON body limit, up to UPLOAD_MAX_MB', async () => {
    const listener = await signUp(app);
    // An MP3 by its bytes (ID3 tag, then a frame header), 3 MB long.
    const big = Buffer.concat([MP3, Buffer.alloc(3 * 1024 * 1024 - MP3.length)]);
    const file = await uploaded(listener, big, 'long-take.mp3');
    expect(file).toMatchObject({ mimeType: 'audio/mpeg', size: big.length });
    const small = await buildTestApp({ uploadMaxBytes: 1024 * 1024 });
    try {
      const other = await signUp(small);
      const response = await upload(small, other, big, 'long-take.mp3', 'audio/mpeg');
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ field: 'file', message: 'The file is larger than 1 MB' });
    } finally {
      await small.close();
    }
  });
});

describe('GET /api/customer/v1/staff/talent-hunt/entries', () => {
  it('is for staff only', async () => {
    expect((await staffList('', null)).statusCode).toBe(401);
    const listener = await signUp(app);
    const refused = await staffList('', listener);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, message: 'Staff only' });
  });

  it('filters by station and category and pages newest first', async () => {
    const listener = await signUp(app);
    const file = await uploaded(listener);
    const category = categories[3]?.id;
    const ids: number[] = [];
    for (const stationId of [3, 3, 4]) {
      const response = await submit(entry(file.id, { stationId, categoryId: category }), listener);
      ids.push(response.json().data.id);
    }
    const station3 = (await staffList(`?stationId=3&categoryId=${category}`)).json();
    expect(station3.total).toBe(2);
    expect(station3.data.map((e: StaffTalentEntry) => e.id)).toEqual([ids[1], ids[0]]);
    const page2 = (await staffList(`?stationId=3&categoryId=${category}&pageSize=1&pageNumber=2`)).json();
    expect(page2).toMatchObject({ total: 2, data: [{ id: ids[0] }] });
    const all = (await staffList(`?categoryId=${category}`)).json();
    expect(all.data.map((e: StaffTalentEntry) => e.id)).toEqual([ids[2], ids[1], ids[0]]);
    for (const bad of ['?stationId=x', '?categoryId=0', '?pageSize=101']) {
      const response = await staffList(bad);
      expect(response.statusCode, bad).toBe(400);
    }
  });
});
