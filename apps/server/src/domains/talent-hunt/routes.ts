import { AUTH_MESSAGES, FORM_MESSAGES, talentEntryBody, talentEntryCreated } from '@tarang/contracts';
import { HttpError } from '../../errors';
import { LIMITS, perAddress, perPerson, signedInAccount } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { subscriberExists } from '../accounts/repository';
import {
  categoryExists,
  entriesSent,
  fileOfEntry,
  insertEntry,
  isActiveStation,
  lockEntrant,
} from './repository';

/** At most this many entries per listener in one category of one station. */
export const ENTRIES_PER_CATEGORY = 3;

export const TALENT_MESSAGES = {
  stationNotFound: 'Station not found',
  categoryNotFound: 'Category not found',
  fileNotFound: 'Upload your audio or video file again',
  fileNotMedia: 'The file must be audio or video',
  tooManyEntries: `You have already sent ${ENTRIES_PER_CATEGORY} entries in this category`,
} as const;

/**
 * The talent hunt (customer service): a signed-in listener sends an entry (the audio or video is uploaded first
 * through POST file/upload, with progress, and referred to by its id); staff review them in the console
 * (talent-hunt-staff.ts). The listener's answer is the new id only: never the status or staff's note.
 */
export async function talentHuntRoutes(app: App) {
  app.post(
    '/talent-hunt/entries',
    {
      onRequest: [
        app.authenticate,
        perPerson(app, 'talent-entry', LIMITS.talentEntry.perAccount, signedInAccount),
      ],
      config: perAddress(LIMITS.talentEntry.perAddress),
      schema: {
        tags: ['talent-hunt'],
        summary: 'Send a talent-hunt entry (signed-in only)',
        description:
          `Upload the audio or video first (POST /api/file/v1/file/upload) and send its id as fileId: it must be your own upload. ` +
          `At most ${ENTRIES_PER_CATEGORY} entries per category and station (409). The description is plain text.`,
        security: [{ bearerAuth: [] }],
        body: talentEntryBody,
        response: { 201: talentEntryCreated },
      },
    },
    async (request, reply) => {
      const user = request.user as NonNullable<typeof request.user>;
      const body = request.body;

      const [accountExists, station, category, file] = await Promise.all([
        subscriberExists(app.db, user.id),
        isActiveStation(app.db, body.stationId),
        categoryExists(app.db, body.categoryId),
        fileOfEntry(app.db, body.fileId),
      ]);
      // A token can outlive its account.
      if (!accountExists) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
      if (!station) throw new HttpError(400, TALENT_MESSAGES.stationNotFound, 'stationId');
      if (!category) throw new HttpError(400, TALENT_MESSAGES.categoryNotFound, 'categoryId');
      // Someone else's file is "not found" too: an entry can only carry the listener's own upload.
      if (!file || file.uploadedBy !== user.id)
        throw new HttpError(400, TALENT_MESSAGES.fileNotFound, 'fileId');
      if (!/^(audio|video)\//.test(file.mimeType))
        throw new HttpError(400, TALENT_MESSAGES.fileNotMedia, 'fileId');

      const id = await app.db.transaction(async (tx) => {
        // The listener's row, locked: their entries are counted and added one request at a time, so two
        // submissions at once cannot both pass the limit.
        if (!(await lockEntrant(tx, user.id))) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
        const sent = await entriesSent(tx, {
          subscriberId: user.id,
          stationId: body.stationId,
          categoryId: body.categoryId,
        });
        if (sent >= ENTRIES_PER_CATEGORY) throw new HttpError(409, TALENT_MESSAGES.tooManyEntries);
        return insertEntry(tx, {
          subscriberId: user.id,
          stationId: body.stationId,
          categoryId: body.categoryId,
          name: body.name,
          mobile: body.mobile,
          description: body.description,
          fileId: body.fileId,
        });
      });
      request.log.info({ entryId: id, subscriberId: user.id }, 'talent-hunt entry submitted');
      return reply.code(201).send({ message: FORM_MESSAGES.entrySubmitted, data: { id } });
    },
  );
}
