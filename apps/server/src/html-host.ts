import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { SanitiserReply, SanitiserRequest, SanitiserWorkerData } from './html-worker';

/**
 * The sanitiser's thread, seen from the server: started ahead of need (at start, and whenever a console request
 * comes), so the first save does not wait seconds for jsdom to load, and that load never holds up the event
 * loop; asked asynchronously by writes, synchronously by a server render (which cannot wait otherwise); let go
 * after a quiet spell, since jsdom costs ~100 MiB that a server showing only known-clean HTML does not need.
 */

export type SanitiserState = 'idle' | 'loading' | 'ready';
type Op = SanitiserRequest['op'];
type Answer = { html: string; pure: boolean };

/** A quarter of an hour without any use (no write, no console request): the thread goes. */
export const IDLE_RELEASE_MS = 15 * 60_000;
/** A synchronous call waits this long at most (a stuck thread fails the render rather than the server). */
const SYNC_TIMEOUT_MS = 60_000;

type Running = {
  worker: Worker;
  replies: MessagePort;
  answered: Int32Array;
  pending: Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>;
};

let running: Running | undefined;
let state: SanitiserState = 'idle';
let lastId = 0;
let lastUse = 0;
let idleTimer: NodeJS.Timeout | undefined;

function startWorker(data: SanitiserWorkerData): Worker {
  const options = { workerData: data, transferList: [data.replies] };
  if (import.meta.url.endsWith('.ts')) {
    // Run from source (tests, `npm run dev`): the worker's TypeScript goes through tsx like the rest.
    const entry = JSON.stringify(new URL('./html-worker.ts', import.meta.url).href);
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`;
    return new Worker(boot, { ...options, eval: true });
  }
  // The bundle (build.mjs) puts html-worker.js beside the chunk this code is in.
  return new Worker(new URL('./html-worker.js', import.meta.url), options);
}

const unwrap = (reply: SanitiserReply): Answer => {
  if ('error' in reply) throw new Error(`the sanitiser failed: ${reply.error}`);
  return { html: reply.html, pure: reply.pure };
};

function stop(reason: Error) {
  const current = running;
  if (!current) return;
  running = undefined;
  state = 'idle';
  for (const { reject } of current.pending.values()) reject(reason);
  current.pending.clear();
  void current.worker.terminate();
}

/** Lets the thread go when nothing has used it for IDLE_RELEASE_MS and nothing waits for it; true if it went. */
function releaseIfIdle(now: number): boolean {
  if (!running || now - lastUse < IDLE_RELEASE_MS || running.pending.size > 0) return false;
  stop(new Error('the sanitiser was released'));
  return true;
}

function releaseWhenIdle() {
  idleTimer ??= setTimeout(() => {
    idleTimer = undefined;
    if (!releaseIfIdle(Date.now()) && running) releaseWhenIdle();
  }, IDLE_RELEASE_MS);
  idleTimer.unref();
}

function ensureRunning(): Running {
  lastUse = Date.now();
  if (running) return running;
  const channel = new MessageChannel();
  const answered = new Int32Array(new SharedArrayBuffer(4));
  const worker = startWorker({ signal: answered.buffer as SharedArrayBuffer, replies: channel.port2 });
  const current: Running = { worker, replies: channel.port1, answered, pending: new Map() };
  running = current;
  state = 'loading';
  worker.on('message', (message: SanitiserReply | { ready: true }) => {
    if ('ready' in message) {
      if (running === current) state = 'ready';
      return;
    }
    const waiting = current.pending.get(message.id);
    current.pending.delete(message.id);
    try {
      waiting?.resolve(unwrap(message));
    } catch (err) {
      waiting?.reject(err as Error);
    }
  });
  worker.on('error', (err) => {
    if (running === current) stop(err);
  });
  worker.on('exit', () => {
    if (running === current) stop(new Error('the sanitiser stopped'));
  });
  // Neither keeps the process alive: a server that closes does not wait for the thread.
  worker.unref();
  channel.port1.unref();
  releaseWhenIdle();
  return current;
}

export const htmlSanitiser = {
  /** idle (no thread), loading (jsdom on its way) or ready. */
  get state(): SanitiserState {
    return state;
  },

  /** What the idle timer does at `now` (a test calls it rather than wait a quarter of an hour). */
  releaseIfIdle,

  /** Starts the thread if it is not running (and counts as a use): nothing waits for it. */
  warm() {
    ensureRunning();
  },

  /** Asks the thread, without holding the event loop while it loads or works. */
  run(op: Op, html: string): Promise<Answer> {
    const current = ensureRunning();
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      current.pending.set(id, { resolve, reject });
      current.worker.postMessage({ id, op, html } satisfies SanitiserRequest);
    });
  },

  /** Asks the thread and blocks until it answers: for a caller that must return the answer itself. */
  runSync(op: Op, html: string): Answer {
    const current = ensureRunning();
    const id = ++lastId;
    current.worker.postMessage({ id, op, html, sync: true } satisfies SanitiserRequest);
    const deadline = Date.now() + SYNC_TIMEOUT_MS;
    for (;;) {
      const seen = Atomics.load(current.answered, 0);
      const reply = receiveMessageOnPort(current.replies)?.message as SanitiserReply | undefined;
      if (reply?.id === id) {
        // Its 'ready' is still queued behind this wait: an answer says as much.
        if (running === current) state = 'ready';
        return unwrap(reply);
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        stop(new Error('the sanitiser did not answer'));
        throw new Error('the sanitiser did not answer in time');
      }
      if (reply === undefined) Atomics.wait(current.answered, 0, seen, left);
    }
  },
};
