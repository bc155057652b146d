import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from '../shared/ui/Page.module.css';

/** Last line of defence: never a blank page. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <main className={styles.page}>
      <title>Something went wrong</title>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.lead}>
        {chunkFailed
          ? 'A newer version of the site is available, or the connection dropped.'
          : isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : 'This page could not be shown.'}
      </p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  );
}
