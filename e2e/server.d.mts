export declare const repoRoot: string;
export declare const webIndex: string;
export declare const serverBundle: string;

/** Builds the site and the server (`npm run build`) when either build output is missing; true if it built. */
export declare function ensureBuilt(): boolean;

/** A TCP port that was free a moment ago on 127.0.0.1. */
export declare function freePort(): Promise<number>;

export type StartedServer = {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  dataDir: string;
  pid: number | undefined;
  startedInMs: number;
  /** Stops the server (SIGTERM, SIGKILL after 15 s) and removes its data folder. */
  stop: () => Promise<void>;
};

/** Starts the built server on a fresh DATA_DIR and a free port; resolves once /api/health answers. */
export declare function startServer(options?: {
  timeoutMs?: number;
  env?: Record<string, string>;
  /** Copy the server's output to stderr, prefixed `[server]` (default true). */
  echo?: boolean;
}): Promise<StartedServer>;
