import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { staffStations, subscribers } from '../src/db/schema';
import type { App } from '../src/types';
import { multipart } from './helper';

/** Shared by the section tests (images, polls, talent hunt, latest episodes). */

let last = 0;
/** A client address of its own for each call (172.16/12), so per-address rate limits never mix tests up. */
export const freshAddress = () => {
  last += 1;
  return `172.${16 + ((last >> 16) & 15)}.${(last >> 8) & 255}.${last & 255}`;
};

export type Account = { id: number; token: string; authorization: string };

let accounts = 0;
/** A new listener (unique e-mail), signed in; `staff` makes it a network admin in the database. */
export async function signUp(app: App, options: { staff?: boolean; name?: string } = {}): Promise<Account> {
  accounts += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/customer/v1/subscriber/signup',
    payload: {
      name: options.name ?? 'Meera Nair',
      email: `sections-${process.pid}-${Date.now()}-${accounts}@example.in`,
      password: 'Sections1!',
      stationDetail: { stationId: 1, stationName: 'Tarang Delhi' },
    },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { id, token } = response.json().data as { id: number; token: string };
  if (options.staff) await app.db.update(subscribers).set({ role: 'admin' }).where(eq(subscribers.id, id));
  return { id, token, authorization: `Bearer ${token}` };
}

/** A new station editor of `stationIds` (set in the database; the session reads the role on every request). */
export async function editorOf(app: App, stationIds: number[], name = 'Station Editor'): Promise<Account> {
  const account = await signUp(app, { name });
  await app.db.update(subscribers).set({ role: 'editor' }).where(eq(subscribers.id, account.id));
  await app.db
    .insert(staffStations)
    .values(stationIds.map((stationId) => ({ subscriberId: account.id, stationId })));
  return account;
}

/** A PNG of this size in a random colour: new bytes every time, so storage has never seen it. */
export function randomPng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .png()
    .toBuffer();
}

/** POST file/upload of one file as `account`. */
export function upload(app: App, account: Account, body: Buffer, filename: string, type: string) {
  const form = multipart([{ name: 'file', filename, type, body }]);
  return app.inject({
    method: 'POST',
    url: '/api/file/v1/file/upload',
    payload: form.payload,
    headers: { ...form.headers, authorization: account.authorization },
    remoteAddress: freshAddress(),
  });
}

function pngChunk(type: string, data: Buffer) {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/**
 * A well-formed PNG whose header declares width × height (8-bit RGB) but whose pixel data is a few bytes: the
 * header is all the size checks may read. Decoding it would mean allocating what the header declares.
 */
export function pngHeaderOnly(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))), // one row of the many declared
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
