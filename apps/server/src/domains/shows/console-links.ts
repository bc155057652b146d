import { HttpError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { assertFile, type Tx } from '../../shared/console';
import { fileDuration, genreExists, rjStations } from './console-repository';

/**
 * What a show links to (its station, genre, RJs and cover images) is checked before it is saved, each failure a
 * 400 on its field, so a bad id is told to the form and never reaches the database as a foreign-key error.
 */

export const RJ_MESSAGES = {
  notFound: 'RJ not found: choose one from the list',
  notYours: 'You can only add RJs of your own stations',
} as const;

export async function assertGenreExists(tx: Tx, genreId: number | null | undefined): Promise<void> {
  if (genreId === null || genreId === undefined) return;
  if (!(await genreExists(tx, genreId))) throw new HttpError(400, 'Genre not found', 'genreId');
}

/**
 * Every RJ must exist. An RJ newly added to a show must be one the user manages (an editor: an RJ of their
 * stations; a network admin: any): a Delhi editor cannot put Mumbai's RJ on a show, which would list it on that
 * RJ's page. RJs already on the show (a guest an admin added) stay when an editor saves it.
 */
export async function assertRjs(
  tx: Tx,
  user: AuthUser,
  rjIds: number[] | undefined,
  alreadyLinked: number[] = [],
): Promise<void> {
  if (!rjIds?.length) return;
  const rows = await rjStations(tx, rjIds);
  if (rows.length !== rjIds.length) throw new HttpError(400, RJ_MESSAGES.notFound, 'rjIds');
  if (user.role === 'admin') return;
  const added = rows.filter((rj) => !alreadyLinked.includes(rj.id));
  if (added.some((rj) => !user.stationIds.includes(rj.stationId))) {
    throw new HttpError(403, RJ_MESSAGES.notYours, 'rjIds');
  }
}

/** Each cover must be a published image. */
export async function assertImages(tx: Tx, fileIds: number[] | undefined): Promise<void> {
  for (const fileId of fileIds ?? []) await assertFile(tx, fileId, 'image', 'imageFileIds');
}

/**
 * The length of an episode's file, read from the file on the server when it was uploaded: 400 on `fileId` when
 * it could not be read (the file is kept: the editor may upload it again and retry).
 */
export async function durationOfFile(tx: Tx, fileId: number): Promise<number> {
  const seconds = await fileDuration(tx, fileId);
  if (seconds === null || seconds === undefined || !(seconds > 0)) {
    throw new HttpError(400, "We could not read this file's length: upload it again", 'fileId');
  }
  return seconds;
}
