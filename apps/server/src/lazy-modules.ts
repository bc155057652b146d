/**
 * A dependency imported the first time it is needed, then kept. The server's start loads only what every
 * instance uses on every request: each module loaded at start stays in memory for the life of the process
 * (its source, its compiled functions), and an instance that never sends a mail, writes a feed or talks to
 * Redis should not carry nodemailer, xmlbuilder2 or ioredis (measured in docs/performance.md).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      // A failed import (a missing package) is tried again next time rather than remembered.
      loading = undefined;
      throw err;
    });
    return loading;
  };
}

/** xmlbuilder2 (and the DOM it brings, ~1 MiB of source): the sitemaps and the podcast feeds. */
export const loadXmlBuilder = loadOnce(() => import('xmlbuilder2'));

/** nodemailer: the first mail sent (sign-up, password reset). */
export const loadNodemailer = loadOnce(async () => (await import('nodemailer')).default);

/** ioredis: only an instance with REDIS_URL set talks to Redis. */
export const loadRedis = loadOnce(async () => (await import('ioredis')).Redis);

/** file-type and music-metadata: what an upload is, and an audio file's duration (staff uploads only). */
export const loadFileType = loadOnce(() => import('file-type'));
export const loadMusicMetadata = loadOnce(() => import('music-metadata'));
