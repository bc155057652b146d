import { deleteExpiredSignInRows } from './domains/accounts/housekeeping';
import { deleteExpiredUploads } from './domains/files/uploads';
import type { App } from './types';

const HOUR = 3_600_000;

/**
 * Hourly clean-up, on every instance (each job is idempotent): expired sign-in rows (refresh tokens, sessions,
 * counters, known addresses) and resumable uploads left unfinished for a day.
 */
export function startHousekeeping(app: App, signal: AbortSignal) {
  const run = async () => {
    try {
      const signIn = await deleteExpiredSignInRows(app);
      const uploads = await deleteExpiredUploads(app);
      app.log.info(
        { ...signIn, unfinishedUploads: uploads },
        'housekeeping: expired rows and uploads deleted',
      );
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed; it runs again in an hour');
    }
  };
  void run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  signal.addEventListener('abort', () => clearInterval(timer));
}
