import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileMeta, idPath, inputString, one } from '@tarang/contracts';
import { z } from 'zod';
import { HttpError, notFound } from '../../errors';
import { MAX_IMAGE_PIXELS } from '../../media/image-variants';
import { isStaff } from '../../plugins/auth';
import { nulPath } from '../../plugins/errors';
import { LIMITS, perAddress, perPerson, signedInAccount } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { canSee, contentPath, PRIVATE_URL_SECONDS, urlOf } from './private-files';
import { type FileRow, findFile } from './repository';
import { storeReceivedFile } from './store';
import { uploadRoutes } from './uploads';

const tags = ['file'];

const ALT_MAX = 250;

function toFileMeta(app: App, row: FileRow) {
  return {
    id: row.id,
    altName: row.altName,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    checksum: row.checksum,
    url: urlOf(app, row),
  };
}

const contentQuery = z.object({
  expires: inputString('expires')
    .max(12, 'expires must be a time in seconds')
    .regex(/^\d{1,12}$/, 'expires must be a time in seconds')
    .transform(Number),
  signature: inputString('signature')
    .max(43, 'signature is not valid')
    .regex(/^[A-Za-z0-9_-]{43}$/, 'signature is not valid'),
});

export async function fileRoutes(app: App) {
  await app.register(uploadRoutes);
  app.get(
    '/file/:id',
    {
      schema: {
        tags,
        summary: 'File metadata: alt name, MIME type, size and URL',
        description:
          "A listener's upload is private: only its uploader and staff see it (404 for anyone else), and its URL " +
          `is signed and expires within ${PRIVATE_URL_SECONDS / 3600}–${(2 * PRIVATE_URL_SECONDS) / 3600} hours.`,
        security: [{}, { bearerAuth: [] }],
        params: idPath,
        response: { 200: one(fileMeta) },
      },
    },
    async (request, reply) => {
      const row = await findFile(app.db, request.params.id);
      // Someone else's private file is "not found": its id tells nothing.
      if (!row || (row.private && !canSee(await app.optionalUser(request), row))) {
        throw notFound('File not found');
      }
      reply.header('Cache-Control', row.private ? 'private, no-store' : 'public, max-age=300');
      return { data: toFileMeta(app, row) };
    },
  );

  app.get(
    '/file/:id/content',
    {
      schema: {
        tags,
        summary: "The bytes of a private file, for the signed URL given in the file's metadata",
        params: idPath,
        querystring: contentQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!app.urlSignature.verify(contentPath(id), expires, signature)) {
        throw new HttpError(403, 'This link has expired. Please reload the page.', 'signature');
      }
      const row = await findFile(app.db, id);
      if (!row?.private) throw notFound('File not found');
      const seconds = Math.max(0, expires - Math.floor(Date.now() / 1000));
      reply.header('Cache-Control', `private, max-age=${seconds}`);
      reply.type(row.mimeType);
      // Range requests, ETag and 416 come from @fastify/static (send), as for /media.
      return reply.sendFile(row.storageKey, app.privateStorage.root, { cacheControl: false });
    },
  );

  app.post(
    '/file/upload',
    {
      onRequest: [app.authenticate, perPerson(app, 'upload', LIMITS.upload.perAccount, signedInAccount)],
      config: perAddress(LIMITS.upload.perAddress),
      schema: {
        tags,
        summary: 'Upload a file (multipart field "file", optional field "altName"); signed-in users only',
        security: [{ bearerAuth: [] }],
        description:
          `Images, audio and video only, checked by their bytes. At most ${Math.round(app.config.uploadMaxBytes / 1024 / 1024)} MB; ` +
          `an image at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (413 otherwise, read from its header). ` +
          "A listener's upload is private (only they and staff can see it; its URL is signed and expires); a staff upload is " +
          'published content. A public image also gets WebP variants at 200, 320, 640, 960 and 1280 px wide beside it ' +
          '(`…-w640.webp`), and its width and height.',
        consumes: ['multipart/form-data'],
        response: { 201: one(fileMeta) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data', 'file');
      const part = await request.file();
      if (part?.fieldname !== 'file')
        throw new HttpError(400, 'A file is required in the field "file"', 'file');
      // A listener's upload is private (e.g. an audition); staff upload published content.
      const isPrivate = !isStaff(request.user);
      const storage = isPrivate ? app.privateStorage : app.storage;

      const temp = storage.tempPath();
      await mkdir(dirname(temp), { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      try {
        await pipeline(
          part.file,
          new Transform({
            transform(chunk: Buffer, _encoding, done) {
              hash.update(chunk);
              size += chunk.length;
              done(null, chunk);
            },
          }),
          createWriteStream(temp),
        );
        if (part.file.truncated) {
          throw new HttpError(
            413,
            `The file is larger than ${Math.round(app.config.uploadMaxBytes / 1024 / 1024)} MB`,
            'file',
          );
        }
        // Read after the file: the field may come before or after it.
        const altField = part.fields.altName;
        const altRaw =
          altField && !Array.isArray(altField) && altField.type === 'field' ? String(altField.value) : '';
        const altName = z.string().trim().max(ALT_MAX).safeParse(altRaw);
        if (!altName.success)
          throw new HttpError(400, `altName must be at most ${ALT_MAX} characters`, 'altName');
        if (nulPath(altName.data))
          throw new HttpError(400, 'altName must not contain a NUL character', 'altName');
        const row = await storeReceivedFile(app, {
          tempPath: temp,
          checksum: hash.digest('hex'),
          size,
          originalName: part.filename,
          altName: altName.data || null,
          uploadedBy: request.user?.id ?? null,
          isPrivate,
        });
        return reply.code(201).send({ data: toFileMeta(app, row) });
      } finally {
        await rm(temp, { force: true });
      }
    },
  );
}
