import { PROFILE_MESSAGES, STAFF_MESSAGES } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaProfiles, profiles } from '../src/db/schema';
import { isProfileIdClash } from '../src/domains/rjs/console-checks';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, editorOf, freshAddress, randomPng, signUp, upload } from './sections-helper';

/**
 * RJs in the console: created, edited and deleted on the read paths by an editor of the RJ's station
 * only, with an ordered gallery (images and videos) and videos saved in the same transaction, a unique profile
 * id, a version check, deletes refused while shows or requests still need the RJ, and every write in Activity.
 */
let app: App;
let admin: Account;
let delhiEditor: Account;
let listener: Account;
const DELHI = 1;
const MUMBAI = 2;
let videoFileId: number;
let audioFileId: number;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { staff: true });
  delhiEditor = await editorOf(app, [DELHI]);
  listener = await signUp(app);
  const video = await app.db.query.files.findFirst({ where: (f, { like }) => like(f.mimeType, 'video/%') });
  const audio = await app.db.query.files.findFirst({ where: (f, { like }) => like(f.mimeType, 'audio/%') });
  if (!video || !audio) throw new Error('the demo data has a video and an audio file');
  videoFileId = video.id;
  audioFileId = audio.id;
});
afterAll(() => app.close());

const api = client(() => app, { prefix: '/api/profile/v1' });

let serial = 0;
/** A profile id no other test (or the demo data) uses. */
const freshProfileId = () => {
  serial += 1;
  return `test${process.pid}x${serial}`;
};

const anRj = (overrides: Record<string, unknown> = {}) => ({
  stationId: DELHI,
  name: 'Tara Sethi',
  profileId: freshProfileId(),
  designation: 'RJ',
  showTime: 'Mon–Fri, 4–8 PM',
  bio: 'Tara drives Delhi home.',
  ...overrides,
});

async function image(account: Account = delhiEditor) {
  const response = await upload(app, account, await randomPng(640, 640), 'tara.png', 'image/png');
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

const activityOf = async (account: Account, id: number) =>
  (
    await app.inject({
      url: '/api/customer/v1/staff/activity?entity=rj&pageSize=50',
      headers: { authorization: account.authorization },
    })
  )
    .json()
    .data.filter((entry: { entityId: number }) => entry.entityId === id);

describe('console RJs', () => {
  it('an editor creates, edits and deletes an RJ of their station with gallery and videos; listeners see it; Activity records it', async () => {
    const [portrait, first, second, poster] = [await image(), await image(), await image(), await image()];
    const created = await api.as(delhiEditor).post(
      '/profile',
      anRj({
        profileImageFileId: portrait,
        bio: '  <b>Plain</b> text & more  ',
        gallery: [
          { fileId: first, caption: 'At the studio' },
          { fileId: videoFileId, caption: 'Live' },
        ],
        videos: [{ title: 'Drive time', videoFileId, posterFileId: poster }],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const rj = created.json().data;
    expect(rj).toMatchObject({
      version: 1,
      stationId: DELHI,
      name: 'Tara Sethi',
      bio: '<b>Plain</b> text & more',
      profileImageFileId: portrait,
      profileImage: expect.stringMatching(/^\/media\//),
      isActive: true,
      showCount: 0,
      urlName: `tara-sethi-${rj.profileId}`,
      gallery: [
        {
          fileId: first,
          caption: 'At the studio',
          mediaType: 'Image',
          url: expect.stringMatching(/^\/media\//),
        },
        { fileId: videoFileId, caption: 'Live', mediaType: 'Video' },
      ],
      videos: [{ title: 'Drive time', videoFileId, posterFileId: poster, posterUrl: expect.any(String) }],
    });
    const publicRead = (await app.inject(`/api/profile/v1/profile/${rj.profileId}`)).json().data;
    expect(publicRead).toMatchObject({
      name: 'Tara Sethi',
      bio: '<b>Plain</b> text & more',
      stationId: DELHI,
    });
    expect(publicRead.gallery.map((item: { caption: string }) => item.caption)).toEqual([
      'At the studio',
      'Live',
    ]);
    const stationList = (await app.inject(`/api/profile/v1/profile?stationId=${DELHI}`)).json().data;
    expect(stationList.at(-1).profileId).toBe(rj.profileId);

    const edited = await api.as(delhiEditor).patch(`/profile/${rj.id}`, {
      version: 1,
      showTime: 'Sat–Sun, 10 AM',
      gallery: [
        { fileId: second, caption: 'New' },
        { fileId: first, caption: 'At the studio' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      version: 2,
      showTime: 'Sat–Sun, 10 AM',
      name: 'Tara Sethi',
      profileImageFileId: portrait,
      gallery: [{ fileId: second }, { fileId: first }],
      videos: [{ title: 'Drive time' }],
    });
    const reordered = (await app.inject(`/api/profile/v1/profile/${rj.profileId}`)).json().data;
    expect(reordered.gallery.map((item: { caption: string }) => item.caption)).toEqual([
      'New',
      'At the studio',
    ]);

    const cleared = await api.as(delhiEditor).patch(`/profile/${rj.id}`, { version: 2, videos: [] });
    expect(cleared.json().data).toMatchObject({ version: 3, videos: [], gallery: [{}, {}] });

    expect((await api.as(delhiEditor).delete(`/profile/${rj.id}`)).statusCode).toBe(204);
    expect((await app.inject(`/api/profile/v1/profile/${rj.profileId}`)).statusCode).toBe(404);
    expect((await api.as(delhiEditor).get(`/staff/profiles/${rj.id}`)).statusCode).toBe(404);

    const log = await activityOf(delhiEditor, rj.id);
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'update',
      'update',
      'create',
    ]);
    expect(log[2].changes).toEqual({
      showTime: 'Sat–Sun, 10 AM',
      gallery: [
        { fileId: second, caption: 'New' },
        { fileId: first, caption: 'At the studio' },
      ],
    });
    expect(log[1].changes).toEqual({ videos: [] });
    expect(log[3].changes).toMatchObject({ name: 'Tara Sethi', profileId: rj.profileId });
  });

  it('lists RJs for the console: search, station, hidden ones, sort, show counts', async () => {
    const hidden = (
      await api.as(admin).post('/profile', anRj({ name: 'Zoya Hidden', isActive: false }))
    ).json().data;
    expect((await app.inject(`/api/profile/v1/profile/${hidden.profileId}`)).statusCode).toBe(404);
    const found = await api.as(delhiEditor).get(`/staff/profiles?search=${hidden.profileId}`);
    expect(found.headers['cache-control']).toBe('private, no-store');
    expect(found.json()).toMatchObject({ total: 1, data: [{ id: hidden.id, isActive: false }] });
    expect((await api.as(delhiEditor).get('/staff/profiles?search=zoya%20hid')).json().total).toBe(1);

    const own = await api.as(delhiEditor).get('/staff/profiles?pageSize=100');
    const rows = own.json().data as { stationId: number; name: string; showCount: number }[];
    expect(rows.every((row) => row.stationId === DELHI)).toBe(true);
    expect(rows.map((row) => row.name)).toEqual(
      [...rows.map((row) => row.name)].sort((a, b) => (a < b ? -1 : 1)),
    );
    expect(rows.some((row) => row.showCount > 0)).toBe(true);
    const newest = (await api.as(delhiEditor).get('/staff/profiles?sort=-createdAt&pageSize=1')).json().data;
    expect(newest[0].id).toBe(hidden.id);
    const onlyHidden = (await api.as(admin).get('/staff/profiles?isActive=false&pageSize=100')).json().data;
    expect(onlyHidden.map((row: { id: number }) => row.id)).toContain(hidden.id);
    expect(onlyHidden.every((row: { isActive: boolean }) => !row.isActive)).toBe(true);
    const mumbai = (await api.as(admin).get(`/staff/profiles?stationId=${MUMBAI}`)).json();
    expect(mumbai.total).toBeGreaterThan(0);
    expect(mumbai.data.every((row: { stationId: number }) => row.stationId === MUMBAI)).toBe(true);
    expect((await api.as(admin).get('/staff/profiles?sort=age')).json()).toMatchObject({ field: 'sort' });
  });

  it("a Delhi editor is refused on Mumbai's RJs, and a listener everywhere", async () => {
    const mumbai = (await api.as(admin).post('/profile', anRj({ stationId: MUMBAI }))).json().data;
    const own = (await api.as(delhiEditor).post('/profile', anRj())).json().data;
    for (const [method, url, payload] of [
      ['POST', '/profile', anRj({ stationId: MUMBAI })],
      ['PATCH', `/profile/${mumbai.id}`, { version: 1, name: 'Mine now' }],
      ['PATCH', `/profile/${own.id}`, { version: 1, stationId: MUMBAI }],
      ['DELETE', `/profile/${mumbai.id}`, undefined],
      ['GET', `/staff/profiles/${mumbai.id}`, undefined],
      ['GET', `/staff/profiles?stationId=${MUMBAI}`, undefined],
    ] as const) {
      const response = await api.as(delhiEditor).request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.notYourStation);
    }
    expect((await api.as(admin).get(`/staff/profiles/${mumbai.id}`)).json().data).toMatchObject({
      version: 1,
      name: 'Tara Sethi',
    });
    expect((await api.as(admin).get(`/staff/profiles/${own.id}`)).json().data.stationId).toBe(DELHI);
    for (const [method, url] of [
      ['GET', '/staff/profiles'],
      ['GET', `/staff/profiles/${own.id}`],
      ['POST', '/profile'],
      ['PATCH', `/profile/${own.id}`],
      ['DELETE', `/profile/${own.id}`],
    ] as const) {
      const payload = method === 'POST' ? anRj() : method === 'PATCH' ? { version: 1, name: 'X' } : undefined;
      expect((await api.as(listener).request(method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api.request(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await api.as(admin).get(`/staff/profiles/${own.id}`)).json().data.version).toBe(1);
  });

  it('refuses bad input naming the field, and saves nothing', async () => {
    const taken = (await api.as(admin).post('/profile', anRj())).json().data;
    const portrait = await image(admin);
    const before = (await app.db.select({ id: profiles.id }).from(profiles)).length;
    for (const [payload, field, message] of [
      [anRj({ name: '  ' }), 'name', 'Name is required'],
      [anRj({ profileId: 'rj-one' }), 'profileId', 'Profile id must be letters and digits only (at most 32)'],
      [anRj({ profileId: taken.profileId }), 'profileId', PROFILE_MESSAGES.profileIdTaken],
      [anRj({ profileId: taken.profileId.toUpperCase() }), 'profileId', PROFILE_MESSAGES.profileIdTaken],
      [anRj({ stationId: 999_999 }), 'stationId', PROFILE_MESSAGES.stationNotFound],
      [anRj({ bio: 'x'.repeat(3001) }), 'bio', 'Bio must be at most 3000 characters'],
      [anRj({ profileImageFileId: videoFileId }), 'profileImageFileId', 'This must be an image'],
      [anRj({ profileImageFileId: 999_999 }), 'profileImageFileId', 'File not found: upload it again'],
      [
        anRj({ gallery: [{ fileId: portrait }, { fileId: audioFileId }] }),
        'gallery.1.fileId',
        PROFILE_MESSAGES.galleryFileKind,
      ],
      [
        anRj({ gallery: [{ fileId: portrait }, { fileId: portrait }] }),
        'gallery.1.fileId',
        PROFILE_MESSAGES.duplicateGalleryFile,
      ],
      [
        anRj({ videos: [{ title: 'Clip', videoFileId: portrait }] }),
        'videos.0.videoFileId',
        'This must be a video',
      ],
      [
        anRj({ videos: [{ title: 'Clip', videoFileId, posterFileId: videoFileId }] }),
        'videos.0.posterFileId',
        'This must be an image',
      ],
      [anRj({ videos: [{ title: ' ', videoFileId }] }), 'videos.0.title', 'Video title is required'],
      [anRj({ isActive: 'yes' }), 'isActive', 'isActive must be true or false'],
    ] as const) {
      const response = await api.as(admin).post('/profile', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ field, message });
    }
    expect((await app.db.select({ id: profiles.id }).from(profiles)).length).toBe(before);

    // A failed edit leaves the RJ, its gallery and its version as they were.
    const rj = (
      await api.as(admin).post('/profile', anRj({ gallery: [{ fileId: portrait, caption: 'Kept' }] }))
    ).json().data;
    const refused = await api.as(admin).patch(`/profile/${rj.id}`, {
      version: 1,
      name: 'Renamed',
      gallery: [{ fileId: audioFileId }],
    });
    expect(refused.json()).toMatchObject({ statusCode: 400, field: 'gallery.0.fileId' });
    const renamedTo = await api.as(admin).patch(`/profile/${rj.id}`, {
      version: 1,
      profileId: taken.profileId,
    });
    expect(renamedTo.json()).toMatchObject({ statusCode: 400, field: 'profileId' });
    expect((await api.as(admin).get(`/staff/profiles/${rj.id}`)).json().data).toMatchObject({
      version: 1,
      name: 'Tara Sethi',
      gallery: [{ fileId: portrait, caption: 'Kept' }],
    });
    // Two saves racing for one profile id: the unique index refuses the second, and it is read as that clash.
    const clash = await app.db
      .insert(profiles)
      .values({ name: 'Racer', profileId: taken.profileId, stationId: DELHI })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isProfileIdClash(clash)).toBe(true);
    expect(isProfileIdClash(new Error('profiles_profile_id_idx'))).toBe(false);
    // Keeping one's own profile id (or changing only its case) is no clash.
    const same = await api.as(admin).patch(`/profile/${rj.id}`, {
      version: 1,
      profileId: rj.profileId.toUpperCase(),
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('two editors saving the same RJ: the second is told, nothing is overwritten', async () => {
    const rj = (await api.as(admin).post('/profile', anRj())).json().data;
    const first = await api.as(delhiEditor).patch(`/profile/${rj.id}`, { version: 1, showTime: 'First' });
    expect(first.statusCode).toBe(200);
    const second = await api.as(admin).patch(`/profile/${rj.id}`, {
      version: 1,
      showTime: 'Second',
      gallery: [],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: STAFF_MESSAGES.conflict,
      field: 'version',
    });
    expect((await api.as(admin).get(`/staff/profiles/${rj.id}`)).json().data).toMatchObject({
      showTime: 'First',
      version: 2,
    });
    expect((await api.as(admin).patch('/profile/999999', { version: 1 })).statusCode).toBe(404);
    expect((await api.as(admin).delete('/profile/999999')).statusCode).toBe(404);
  });

  it('refuses to delete an RJ who hosts shows or whom requests name, and says what to do', async () => {
    const [hosting] = await app.db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(mediaProfiles, eq(mediaProfiles.profileId, profiles.id))
      .where(eq(profiles.stationId, DELHI));
    if (!hosting) throw new Error('the demo data has a Delhi RJ who hosts a show');
    const item = (await api.as(delhiEditor).get(`/staff/profiles/${hosting.id}`)).json().data;
    expect(item.showCount).toBeGreaterThan(0);
    const refused = await api.as(delhiEditor).delete(`/profile/${hosting.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PROFILE_MESSAGES.hostsShows(item.showCount));
    expect((await api.as(delhiEditor).get(`/staff/profiles/${hosting.id}`)).statusCode).toBe(200);

    const rj = (await api.as(delhiEditor).post('/profile', anRj({ name: 'Neel Collab' }))).json().data;
    const request = await app.inject({
      method: 'POST',
      url: '/api/customer/v1/request',
      payload: {
        requestType: 'lets_collab',
        name: 'Kabir Mehta',
        contactNumber: '7012345678',
        stationDetail: { stationId: DELHI, stationName: 'Tarang Delhi' },
        reason: 'A podcast about street food, with your RJ.',
        rjDetail: { profileId: rj.profileId, profileName: rj.name },
      },
      remoteAddress: freshAddress(),
    });
    expect(request.statusCode, request.body).toBe(201);
    const named = await api.as(delhiEditor).delete(`/profile/${rj.id}`);
    expect(named.statusCode).toBe(409);
    expect(named.json().message).toBe(PROFILE_MESSAGES.namedInRequests(1));
    // What the message offers instead: hide the RJ from the site.
    expect(
      (await api.as(delhiEditor).patch(`/profile/${rj.id}`, { version: 1, isActive: false })).statusCode,
    ).toBe(200);
    expect((await app.inject(`/api/profile/v1/profile/${rj.profileId}`)).statusCode).toBe(404);
    const log = await activityOf(delhiEditor, rj.id);
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect(log[0].changes).toEqual({ isActive: false });
  });
});
