import { randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Lru } from '../../../shared/lru';
import { type PreviewInputs, previewHash } from './inputs';

/** How many drawn images the index remembers (a hash and a size each: some 100 kB). */
export const PREVIEW_INDEX_SIZE = 2000;

export type PreviewFile = { hash: string; path: string; size: number };

/**
 * Drawn share images kept on disk under the data folder, named by the hash of their inputs: an image is drawn
 * once, whichever instance or request asks first, and an edit names a new file. Concurrent requests for one
 * image wait for the same drawing; an in-memory index (bounded, least recently used first out) spares the disk
 * a look-up for the images asked for most. Old files of edited items stay until the folder is cleared; any can
 * be deleted at any time (it is drawn again when asked for).
 */
export class PreviewCache {
  readonly #index = new Lru<string, number>(PREVIEW_INDEX_SIZE);
  readonly #pending = new Map<string, Promise<PreviewFile>>();

  constructor(
    readonly dir: string,
    private readonly draw: (inputs: PreviewInputs) => Promise<Buffer>,
  ) {}

  pathOf(hash: string) {
    return join(this.dir, hash.slice(0, 2), `${hash}.jpg`);
  }

  /** The image of these inputs, drawn and stored first if need be. */
  file(inputs: PreviewInputs): Promise<PreviewFile> {
    const hash = previewHash(inputs);
    const path = this.pathOf(hash);
    const size = this.#index.get(hash);
    if (size !== undefined) return Promise.resolve({ hash, path, size });
    const running = this.#pending.get(hash);
    if (running) return running;
    const job = this.#fetchOrDraw(inputs, hash, path).finally(() => this.#pending.delete(hash));
    this.#pending.set(hash, job);
    return job;
  }

  /** Forgets an image the index remembers (its file was deleted): the next request looks again. */
  forget(hash: string) {
    this.#index.delete(hash);
  }

  async #fetchOrDraw(inputs: PreviewInputs, hash: string, path: string): Promise<PreviewFile> {
    const stored = await stat(path).catch(() => undefined);
    let size = stored?.size;
    if (size === undefined) {
      const bytes = await this.draw(inputs);
      await mkdir(dirname(path), { recursive: true });
      // Written whole, then renamed: another instance never reads half a file.
      const temp = `${path}.${randomUUID()}.part`;
      await writeFile(temp, bytes);
      await rename(temp, path);
      size = bytes.length;
    }
    this.#index.set(hash, size);
    return { hash, path, size };
  }
}
