import type { TestProject } from 'vitest/node';
import { ensureBuilt, type StartedServer, startServer } from './server.mjs';

/** One server the browser tests drive. */
export type E2EServer = {
  /** Origin of a built Tarang server, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The server's data folder: e-mails it would send are written to its outbox/ folder. */
  dataDir: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per e2e worker; each test file claims a free one for itself (browser.ts). */
    servers: E2EServer[];
  }
}

/**
 * Builds the site and server if their output is missing, then starts one real server per e2e worker (fresh
 * data folder, demo network seeded on first start, free port) for the whole run; stops them at teardown.
 * Every server sees one test file at a time, as when files ran one by one: a staff test's edits never show up
 * in another file's pages.
 */
export default async function setup(project: TestProject) {
  ensureBuilt();
  const count = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers: StartedServer[] = await Promise.all(Array.from({ length: count }, () => startServer()));
  for (const server of servers) {
    console.error(`[e2e] server ${server.url} (pid ${server.pid}) ready in ${server.startedInMs} ms`);
  }
  project.provide(
    'servers',
    servers.map(({ url, dataDir }) => ({ url, dataDir })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
