import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import type { App } from '../../types';
import { staffUser } from '../console';
import { storeReceivedFile } from './store';

/** Where the console's resumable uploads are received (tus protocol, https://tus.io). */
export const UPLOADS_PATH = '/api/file/v1/uploads';
/** Set by this server on the raw request (any such header from the client is dropped): who is uploading. */
const UPLOADER_HEADER = 'x-tarang-uploader';
/** The server's answer to a finished upload: the id of the stored file. */
export const FILE_ID_HEADER = 'Upload-File-Id';
/** An upload left unfinished this long is deleted (the console can resume it until then). */
export const UPLOAD_EXPIRY_MS = 24 * 3_600_000;

const errorBody = (statusCode: number, message: string, field?: string) =>
  JSON.stringify({
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(field ? { field } : {}),
  });

/**
 * Resumable uploads for staff (the console's audio, video and images): tus 1.0 over `@tus/server` with its file
 * store, kept in the storage's temporary folder (same file system, so a finished file is moved, not copied). An
 * upload survives a dropped connection: the console asks where it stopped (HEAD) and sends the rest (PATCH).
 * Only staff, each only their own uploads. A finished upload is checked and stored like any other
 * (store.ts: type by its bytes, image size, widths, duration); the answer carries the file's id.
 */
const directoryOf = (app: App) => join(app.storage.root, '.tmp', 'tus');
const storeOf = (app: App) =>
  new FileStore({ directory: directoryOf(app), expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });

export async function uploadRoutes(app: App) {
  const directory = directoryOf(app);
  const datastore = storeOf(app);
  const uploaderOf = (req: { headers: Headers }) => req.headers.get(UPLOADER_HEADER) ?? '';
  const forget = (id: string) =>
    Promise.all([
      rm(join(directory, id), { force: true }),
      rm(join(directory, `${id}.json`), { force: true }),
    ]);

  const tus = new TusServer({
    path: UPLOADS_PATH,
    datastore,
    relativeLocation: true,
    maxSize: app.config.staffUploadMaxBytes,
    exposedHeaders: [FILE_ID_HEADER],
    namingFunction: (req) => `${uploaderOf(req)}-${randomBytes(16).toString('hex')}`,
    // Every upload id starts with its uploader's id: nobody else can resume, read or delete it.
    async onIncomingRequest(req, id) {
      if (!id.startsWith(`${uploaderOf(req)}-`))
        throw { status_code: 404, body: errorBody(404, 'Upload not found') };
    },
    async onUploadFinish(req, upload) {
      try {
        const row = await storeReceivedFile(app, {
          tempPath: join(directory, upload.id),
          size: upload.size ?? upload.offset,
          originalName: upload.metadata?.filename ?? '',
          altName: upload.metadata?.altName?.trim().slice(0, 250) || null,
          uploadedBy: Number(uploaderOf(req)) || null,
          isPrivate: false,
        });
        await forget(upload.id);
        return { headers: { [FILE_ID_HEADER]: String(row.id) } };
      } catch (error) {
        await forget(upload.id);
        if (!(error instanceof HttpError)) throw error;
        throw {
          status_code: error.statusCode,
          body: errorBody(error.statusCode, error.message, error.field),
        };
      }
    },
  });

  // tus sends raw bytes: the route reads its own body.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const user = staffUser(request);
    // tus reads headers through its own wrapper, from either list: set both, dropping any sent by the client.
    const { raw } = request;
    const kept: string[] = [];
    for (let i = 0; i < raw.rawHeaders.length; i += 2) {
      const name = raw.rawHeaders[i] as string;
      if (name.toLowerCase() !== UPLOADER_HEADER) kept.push(name, raw.rawHeaders[i + 1] as string);
    }
    raw.rawHeaders.splice(0, raw.rawHeaders.length, ...kept, UPLOADER_HEADER, String(user.id));
    raw.headers[UPLOADER_HEADER] = String(user.id);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  }
  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;
  const schema = {
    tags: ['file', 'staff'],
    summary:
      'Resumable upload (tus 1.0) of a staff file: POST creates, HEAD tells the offset, PATCH sends bytes',
    description:
      `Staff only, each their own uploads. At most ${Math.round(app.config.staffUploadMaxBytes / 1024 / 1024)} MB. ` +
      `The last PATCH answers the stored file's id in ${FILE_ID_HEADER}; the file is checked by its bytes as for ` +
      'POST file/upload (415, 413). Unfinished uploads are deleted after 24 hours.',
    security: [{ bearerAuth: [] }],
  };
  app.route({ method: [...methods], url: '/uploads', onRequest: app.requireStaff, schema, handler: handle });
  app.route({
    method: [...methods],
    url: '/uploads/:uploadId',
    onRequest: app.requireStaff,
    schema: { ...schema, hide: true },
    handler: handle,
  });
}

/** Deletes resumable uploads left unfinished past UPLOAD_EXPIRY_MS; returns how many (hourly housekeeping). */
export function deleteExpiredUploads(app: App): Promise<number> {
  return storeOf(app).deleteExpired();
}
