import fp from 'fastify-plugin';
import { cleanHtmlRepository } from '../db/clean-html-repository';
import { cleanHtml } from '../html';
import { htmlSanitiser } from '../html-host';
import type { App } from '../types';

/** The console's reads (/api/{service}/v1/staff/…): every console page makes some before an editor saves. */
const isConsoleRead = (url: string) => url.startsWith('/api/') && url.includes('/v1/staff/');

/**
 * Keeps what the sanitiser learns (html.ts `cleanHtml`) in the database and reads it back at start, so a server
 * that restarts shows the console's HTML without sanitising it again. Another instance's new digests reach this
 * one at its next start; until then it sanitises that HTML itself, once, and learns it too.
 *
 * And has the sanitiser's thread (jsdom, seconds to load on a busy machine) loading before an editor saves:
 * once the server listens (readiness and the first pages do not wait for it: it loads beside the event loop),
 * and again with any console request after it was let go for being idle.
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
  app.addHook('onListen', () => {
    htmlSanitiser.warm();
  });
  app.addHook('onRequest', (request, _reply, done) => {
    if (isConsoleRead(request.url)) htmlSanitiser.warm();
    done();
  });
  app.addHook('onClose', async () => {
    stopListening();
    await saving;
  });
});
