import { createRequire } from 'node:module';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { LINK_ATTRIBUTES, SANITIZE_OPTIONS } from '@tarang/contracts';
import { normaliseRichText } from '@tarang/contracts/rich-text';
import createDOMPurify from 'dompurify';

/**
 * The sanitiser's thread (html-host.ts starts it): DOMPurify on a jsdom window, and the normaliser of stored
 * rich text on the same window. jsdom takes seconds to load on a busy machine: here it loads beside the server's
 * event loop instead of on it.
 */

/** `purify`: DOMPurify alone (what the site shows); `store`: sanitised and normalised (what a write keeps). */
export type SanitiserRequest = { id: number; op: 'purify' | 'store'; html: string; sync?: boolean };
/** `pure`: DOMPurify gives `html` back unchanged (its digest may be learned as clean). */
export type SanitiserReply = { id: number; html: string; pure: boolean } | { id: number; error: string };
export type SanitiserWorkerData = {
  /** Int32 [0]: the id of the last answer sent on `replies`, for a caller waiting with Atomics.wait. */
  signal: SharedArrayBuffer;
  replies: MessagePort;
};

const port = parentPort;
if (!port) throw new Error('html-worker.ts runs as a worker thread');
const { signal, replies } = workerData as SanitiserWorkerData;
const answered = new Int32Array(signal);

// Required, not imported: jsdom is CommonJS, and its load is the work this thread exists for.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
const { window } = new JSDOM('');
const purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    // rel is set again after target, so the order is always href, target, rel and sanitising the result
    // again gives it back unchanged (DOMPurify drops target, which it does not allow, and keeps rel in place).
    node.removeAttribute('rel');
    node.setAttribute('target', LINK_ATTRIBUTES.target);
    node.setAttribute('rel', LINK_ATTRIBUTES.rel);
  }
});

const purify = (html: string) => purifier.sanitize(html, SANITIZE_OPTIONS).trim();

function answer({ op, html }: SanitiserRequest) {
  const clean = op === 'store' ? normaliseRichText(purify(html), window.document) : purify(html);
  return { html: clean, pure: purify(clean) === clean };
}

port.on('message', (request: SanitiserRequest) => {
  let reply: SanitiserReply;
  try {
    reply = { id: request.id, ...answer(request) };
  } catch (err) {
    reply = { id: request.id, error: err instanceof Error ? err.message : String(err) };
  }
  if (!request.sync) {
    port.postMessage(reply);
    return;
  }
  replies.postMessage(reply);
  Atomics.store(answered, 0, request.id);
  Atomics.notify(answered, 0);
});
port.postMessage({ ready: true });
