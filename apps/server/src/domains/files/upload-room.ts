import { statfs } from 'node:fs/promises';
import type { FileStore } from '@tus/file-store';
import { HttpError } from '../../errors';

/**
 * Whether a new resumable upload has room: in its uploader's allowance of unfinished uploads, and on the disk.
 * What is waiting is read from the upload folder itself (each unfinished upload's declared size, and what it has
 * received), so it holds across restarts; uploads being created at this moment are counted in memory until
 * their record is on disk. Checks run one at a time, so a burst of creations cannot all see the same room.
 */

export type RoomLimits = {
  /** Largest single file. */
  maxBytes: number;
  /** What one uploader's unfinished uploads may add up to (declared sizes). */
  pendingBytes: number;
  /** Free space the disk must keep after every unfinished upload has arrived. */
  reserveBytes: number;
  /** How long an unfinished upload is kept: older ones are on their way out and take no room. */
  expiryMs: number;
};

/** Free bytes of the file system a folder is on, for an unprivileged process. */
export type FreeSpace = (directory: string) => Promise<number>;
export const freeSpaceOf: FreeSpace = async (directory) => {
  const { bavail, bsize } = await statfs(directory);
  return bavail * bsize;
};

const megabytes = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024).toLocaleString('en-IN')} MB`;
/** Our refusals carry the tus headers too, as tus's own answers do. */
const TUS_HEADERS = { 'tus-resumable': '1.0.0' };
const refuse = (status: number, message: string, field?: string) =>
  new HttpError(status, message, field, TUS_HEADERS);

/** An unfinished upload: whose, its declared size, and the bytes it has received. */
type Waiting = { uploader: string; bytes: number; received: number };

export class UploadRoom {
  /** Uploads being created now, not yet on disk: id → uploader and declared size. */
  private readonly creating = new Map<string, Waiting>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: FileStore,
    private readonly directory: string,
    private readonly limits: RoomLimits,
    private readonly freeSpace: FreeSpace = freeSpaceOf,
  ) {}

  /**
   * Holds room for upload `id` of `uploader`, declared `bytes` long, or throws the refusal: 413 over the largest
   * file or the uploader's allowance, 507 when the disk cannot take it. Call `release(id)` once its record is
   * written (or its creation failed).
   */
  reserve(id: string, uploader: string, bytes: number): Promise<void> {
    const turn = this.queue.then(() => this.check(id, uploader, bytes));
    this.queue = turn.catch(() => {});
    return turn;
  }

  release(id: string) {
    this.creating.delete(id);
  }

  private async check(id: string, uploader: string, bytes: number) {
    const { maxBytes, pendingBytes, reserveBytes } = this.limits;
    if (bytes > maxBytes) {
      throw refuse(
        413,
        `The file is ${megabytes(bytes)}: files may be at most ${megabytes(maxBytes)}.`,
        'Upload-Length',
      );
    }
    const waiting = await this.waiting();
    let mine = 0;
    let owed = 0;
    for (const upload of [...waiting, ...this.creating.values()]) {
      if (upload.uploader === uploader) mine += upload.bytes;
      owed += upload.bytes - upload.received;
    }
    if (mine + bytes > pendingBytes) {
      throw refuse(
        413,
        `Your unfinished uploads already hold ${megabytes(mine)} of the ${megabytes(pendingBytes)} they may add ` +
          `up to, and this file needs ${megabytes(bytes)}. Finish or cancel an upload first; unfinished ones are ` +
          'deleted after 24 hours.',
        'Upload-Length',
      );
    }
    const free = await this.freeSpace(this.directory);
    if (free - owed - bytes < reserveBytes) {
      throw refuse(
        507,
        `The server has no room for this file (${megabytes(bytes)}) right now. Try again later, or ask an ` +
          'administrator to free disk space.',
      );
    }
    this.creating.set(id, { uploader, bytes, received: 0 });
  }

  /** The unfinished uploads on disk that have not expired: uploader, declared size, bytes received. */
  private async waiting(): Promise<Waiting[]> {
    const ids = (await this.store.configstore.list?.()) ?? [];
    const now = Date.now();
    const found = await Promise.all(
      ids.map((id) =>
        this.store.getUpload(id).then(
          (upload) => upload,
          // Deleted meanwhile (finished, cancelled or expired): nothing waits.
          () => null,
        ),
      ),
    );
    return found.flatMap((upload) => {
      if (!upload || upload.size === undefined) return [];
      const created = upload.creation_date ? Date.parse(upload.creation_date) : now;
      if (now - created > this.limits.expiryMs) return [];
      return [{ uploader: upload.id.split('-')[0] ?? '', bytes: upload.size, received: upload.offset }];
    });
  }
}
