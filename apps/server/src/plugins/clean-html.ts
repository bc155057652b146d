import fp from 'fastify-plugin';
import { cleanHtmlRepository } from '../db/clean-html-repository';
import { cleanHtml } from '../html';
import type { App } from '../types';

/** Digests read back at start: the newest, as many as html.ts remembers. */
const DIGESTS_AT_START = 100_000;

/**
 * Keeps what the sanitiser learns (html.ts `cleanHtml`) in the database and reads it back at start, so a server
 * that restarts shows the console's HTML without loading jsdom (~120 MiB) again. Another instance's new digests
 * reach this one at its next start; until then it sanitises that HTML itself, once, and learns it too.
 */
export const cleanHtmlPlugin = fp(async (app: App) => {
  const repository = cleanHtmlRepository(app.db);
  const learned = new Set<string>();
  let saving: Promise<void> | undefined;

  async function save() {
    while (learned.size > 0) {
      const batch = [...learned].slice(0, 500);
      for (const digest of batch) learned.delete(digest);
      try {
        await repository.keep(batch);
      } catch (err) {
        // Only a cost: without the row, the next start sanitises that HTML once more.
        app.log.warn({ err }, 'could not keep the digests of clean HTML');
      }
    }
    saving = undefined;
  }

  const stopListening = cleanHtml.onLearned((digest) => {
    learned.add(digest);
    // Written after the render or the write that learned it, not during it.
    saving ??= new Promise(setImmediate).then(save);
  });
  app.addHook('onReady', async () => {
    try {
      cleanHtml.remember(await repository.newest(DIGESTS_AT_START));
    } catch (err) {
      // The server starts without its database (answering 503 until it is back): HTML is sanitised meanwhile.
      app.log.warn({ err }, 'could not read the digests of clean HTML');
    }
  });
  app.addHook('onClose', async () => {
    stopListening();
    await saving;
  });
});
