import type { TestProject } from 'vitest/node';
import { ensureBuilt, type StartedServer, startServer } from './server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the built Tarang server the browser tests drive, e.g. http://127.0.0.1:41234 */
    baseURL: string;
    /** The server's data folder: e-mails it would send are written to its outbox/ folder. */
    dataDir: string;
  }
}

/**
 * Builds the site and server if their output is missing, then starts the real server (fresh data folder, demo
 * network seeded on first start, free port) for the whole e2e run; stops it at teardown.
 */
export default async function setup(project: TestProject) {
  ensureBuilt();
  const server: StartedServer = await startServer();
  console.error(`[e2e] server ${server.url} (pid ${server.pid}) ready in ${server.startedInMs} ms`);
  project.provide('baseURL', server.url);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
  };
}
