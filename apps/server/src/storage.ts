import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * File storage on a local folder. Keys are content-addressed (`ab/ab12…ef.webp`: the sha256 of the bytes and
 * an extension from the sniffed type), so a stored object never changes and its URL can be cached forever.
 * A deployment with several instances points FILES_DIR at shared storage or puts a CDN in front of /media.
 */
export type StoredObject = { key: string; checksum: string; size: number };

export type Storage = {
  root: string;
  /** Stores bytes held in memory. */
  putBuffer: (bytes: Buffer, extension: string) => Promise<StoredObject>;
  /** Moves a finished temporary file (already hashed) into place. */
  putTempFile: (tempPath: string, checksum: string, size: number, extension: string) => Promise<StoredObject>;
  /** A path in the temporary folder on the same file system, for streaming uploads. */
  tempPath: () => string;
  pathOf: (key: string) => string;
  /** Writes bytes under a key of the caller's choosing (derived objects, e.g. image variants), atomically. */
  putAt: (key: string, bytes: Buffer) => Promise<void>;
  /** Whether an object is stored under this key. */
  has: (key: string) => Promise<boolean>;
};

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function keyFor(checksum: string, extension: string): string {
  return `${checksum.slice(0, 2)}/${checksum}.${extension}`;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

export function localStorage(root: string): Storage {
  const pathOf = (key: string) => join(root, key);
  return {
    root,
    pathOf,
    tempPath: () => join(root, '.tmp', randomUUID()),
    async putBuffer(bytes, extension) {
      const checksum = sha256(bytes);
      const key = keyFor(checksum, extension);
      const target = pathOf(key);
      if (!(await exists(target))) {
        await mkdir(dirname(target), { recursive: true });
        const temp = `${target}.${randomUUID()}.part`;
        await writeFile(temp, bytes);
        await rename(temp, target);
      }
      return { key, checksum, size: bytes.length };
    },
    async putAt(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.part`;
      await writeFile(temp, bytes);
      await rename(temp, target);
    },
    has: (key) => exists(pathOf(key)),
    async putTempFile(tempPath, checksum, size, extension) {
      const key = keyFor(checksum, extension);
      const target = pathOf(key);
      if (await exists(target)) {
        await rm(tempPath, { force: true });
      } else {
        await mkdir(dirname(target), { recursive: true });
        await rename(tempPath, target);
      }
      return { key, checksum, size };
    },
  };
}

/** sha256 of a file on disk, streamed. */
export async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}
