import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { type ServerResponse, STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server as TusServer } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import { staffUser } from '../../shared/console';
import type { App } from '../../types';
import { storeReceivedFile } from './store';
import { UploadRoom } from './upload-room';

/** Where the console's resumable uploads are received (tus protocol, https://tus.io). */
export const UPLOADS_PATH = '/api/file/v1/uploads';
/** Set by this server on the request tus reads (any such header from the client is dropped): who is uploading. */
const UPLOADER_HEADER = 'x-tarang-uploader';
/** Set by this server on a creation: the new upload's id, chosen before tus makes it so its room can be held. */
const UPLOAD_ID_HEADER = 'x-tarang-upload-id';
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
 * Only staff, each only their own uploads, each with its size declared when it starts (no deferred length),
 * within the uploader's allowance of unfinished uploads and the disk's free space (upload-room.ts). A finished
 * upload is checked and stored like any other (store.ts: type by its bytes, image size, widths, duration); the
 * answer carries the file's id. Refusals are the API's error shape (JSON), with tus's headers.
 */
const directoryOf = (app: App) => join(app.storage.root, '.tmp', 'tus');
function storeOf(app: App) {
  const store = new FileStore({
    directory: directoryOf(app),
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
  });
  // An upload of unknown length could grow past any allowance: the size is declared on creation, always.
  store.extensions = store.extensions.filter((extension) => extension !== 'creation-defer-length');
  return store;
}

export async function uploadRoutes(app: App) {
  const directory = directoryOf(app);
  const datastore = storeOf(app);
  const { config } = app;
  const room = new UploadRoom(datastore, directory, {
    maxBytes: config.staffUploadMaxBytes,
    pendingBytes: config.staffUploadPendingBytes,
    reserveBytes: config.uploadDiskReserveBytes,
    expiryMs: UPLOAD_EXPIRY_MS,
  });
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
    maxSize: config.staffUploadMaxBytes,
    exposedHeaders: [FILE_ID_HEADER],
    namingFunction: (req) => req.headers.get(UPLOAD_ID_HEADER) ?? '',
    // Every upload id starts with its uploader's id: nobody else can resume, read or delete it.
    async onIncomingRequest(req, id) {
      if (!id.startsWith(`${uploaderOf(req)}-`)) throw { status_code: 404, body: 'Upload not found' };
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
  // Its record is on disk: from now on the upload folder counts it.
  tus.on(EVENTS.POST_CREATE, (_req, upload) => room.release(upload.id));

  // tus sends raw bytes: tus reads the body itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const user = staffUser(request);
    const uploader = String(user.id);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === UPLOADER_HEADER || name === UPLOAD_ID_HEADER) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    headers.set(UPLOADER_HEADER, uploader);
    const creating = request.method === 'POST' ? `${uploader}-${randomBytes(16).toString('hex')}` : undefined;
    if (creating) {
      headers.set(UPLOAD_ID_HEADER, creating);
      await room.reserve(creating, uploader, declaredLength(request));
    }
    try {
      // tus reads the bytes of a POST or PATCH itself; a body of another type was already read by its parser.
      const hasBody =
        (request.method === 'POST' || request.method === 'PATCH') && !Readable.isDisturbed(request.raw);
      // A streamed body needs `duplex` (fetch's RequestInit type in this TypeScript does not know it yet).
      const init: RequestInit & { duplex: 'half' } = {
        method: request.method,
        headers,
        body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : null,
        duplex: 'half',
      };
      const answer = await tus.handleWeb(new Request(`http://localhost${request.url}`, init));
      reply.hijack();
      await send(reply.raw, answer);
    } finally {
      if (creating) room.release(creating);
    }
  }

  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;
  const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const schema = {
    tags: ['file', 'staff'],
    summary:
      'Resumable upload (tus 1.0) of a staff file: POST creates, HEAD tells the offset, PATCH sends bytes',
    description:
      `Staff only, each their own uploads. At most ${megabytes(config.staffUploadMaxBytes)} MB a file, its size ` +
      "declared on creation (Upload-Length; Upload-Defer-Length is refused); one account's unfinished uploads " +
      `may add up to ${megabytes(config.staffUploadPendingBytes)} MB (413 past it), and an upload the disk ` +
      `cannot take is refused with 507. The last PATCH answers the stored file's id in ${FILE_ID_HEADER}; the ` +
      'file is checked by its bytes as for POST file/upload (415, 413). Unfinished uploads are deleted after 24 ' +
      'hours. Errors are `{ statusCode, error, message, field? }`.',
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

/** The size a creation declares, or the refusal: a length must be given, in bytes, and not deferred. */
function declaredLength(request: FastifyRequest): number {
  const tusHeaders = { 'tus-resumable': '1.0.0' };
  if (request.headers['upload-defer-length'] !== undefined) {
    throw new HttpError(
      400,
      "Give the file's size in Upload-Length when the upload starts: uploads of unknown length are not accepted.",
      'Upload-Defer-Length',
      tusHeaders,
    );
  }
  const length = request.headers['upload-length'];
  if (typeof length !== 'string' || !/^\d{1,15}$/.test(length)) {
    throw new HttpError(400, "Upload-Length must be the file's size in bytes.", 'Upload-Length', tusHeaders);
  }
  return Number(length);
}

/**
 * Writes tus's answer. Its refusals come as plain text (or, from the hooks above, already in the error shape):
 * each is sent as the API's error shape, with the status and tus's headers kept.
 */
async function send(raw: ServerResponse, answer: Response) {
  const headers = Object.fromEntries(answer.headers);
  let body = await answer.text();
  if (answer.status >= 400) {
    body = asErrorShape(answer.status, body);
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  raw.writeHead(answer.status, headers);
  raw.end(body);
}

function asErrorShape(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { statusCode?: unknown };
    if (parsed.statusCode === status) return body;
  } catch {
    // tus's own text
  }
  return errorBody(status, body.trim() || (STATUS_CODES[status] ?? 'Error'));
}

/** Deletes resumable uploads left unfinished past UPLOAD_EXPIRY_MS; returns how many (hourly housekeeping). */
export function deleteExpiredUploads(app: App): Promise<number> {
  return storeOf(app).deleteExpired();
}
