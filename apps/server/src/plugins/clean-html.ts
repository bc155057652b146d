import fp from 'fastify-plugin';
import { cleanHtmlRepository } from '../db/clean-html-repository';
import { cleanHtml } from '../html';
import type { App } from '../types';

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
    // Digests learned while a batch is being written wait for the next turn of the loop.
    while (learned.size > 0) {
      const batch = [...learned];
      learned.clear();
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
      // The newest, as many as html.ts remembers.
      cleanHtml.remember(await repository.newest(cleanHtml.limit));
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
