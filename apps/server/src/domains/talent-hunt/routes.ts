import { AUTH_MESSAGES, FORM_MESSAGES, talentEntryBody, talentEntryCreated } from '@tarang/contracts';
import { and, count, eq } from 'drizzle-orm';
import { files, stations, subscribers, talentHuntCategories, talentHuntEntries } from '../../db/schema';
import { HttpError } from '../../errors';
import { LIMITS, perAddress, perPerson, signedInAccount } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { subscriberExists } from '../accounts/repository';

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

      const [accountExists, [station], [category], [file]] = await Promise.all([
        subscriberExists(app.db, user.id),
        app.db
          .select({ id: stations.id })
          .from(stations)
          .where(and(eq(stations.id, body.stationId), eq(stations.isActive, true))),
        app.db
          .select({ id: talentHuntCategories.id })
          .from(talentHuntCategories)
          .where(eq(talentHuntCategories.id, body.categoryId)),
        app.db
          .select({ mimeType: files.mimeType, uploadedBy: files.uploadedBy })
          .from(files)
          .where(eq(files.id, body.fileId)),
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
        const [locked] = await tx
          .select({ id: subscribers.id })
          .from(subscribers)
          .where(eq(subscribers.id, user.id))
          .for('update');
        if (!locked) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
        const [sent] = await tx
          .select({ n: count() })
          .from(talentHuntEntries)
          .where(
            and(
              eq(talentHuntEntries.subscriberId, user.id),
              eq(talentHuntEntries.stationId, body.stationId),
              eq(talentHuntEntries.categoryId, body.categoryId),
            ),
          );
        if ((sent?.n ?? 0) >= ENTRIES_PER_CATEGORY) throw new HttpError(409, TALENT_MESSAGES.tooManyEntries);
        const [created] = await tx
          .insert(talentHuntEntries)
          .values({
            subscriberId: user.id,
            stationId: body.stationId,
            categoryId: body.categoryId,
            name: body.name,
            mobile: body.mobile,
            description: body.description,
            fileId: body.fileId,
          })
          .returning({ id: talentHuntEntries.id });
        if (!created) throw new Error('insert into talent_hunt_entries returned no row');
        return created.id;
      });
      request.log.info({ entryId: id, subscriberId: user.id }, 'talent-hunt entry submitted');
      return reply.code(201).send({ message: FORM_MESSAGES.entrySubmitted, data: { id } });
    },
  );
}
