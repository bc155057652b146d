import { Component, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useMessages } from '../shared/i18n';
import styles from '../shared/ui/Page.module.css';
import { markAppReady } from './appReady';
import { appMessages } from './messages';

/** Last line of defence: never a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const t = useMessages(appMessages);
  // It is the page now (the one that failed never says it is ready): its Reload and the header answer taps, and
  // the page's inline script stops catching them (earlyTaps/).
  useEffect(markAppReady, []);
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    // A section, not <main>: inside the station shell it sits in the shell's own <main>.
    <section className={styles.page} aria-labelledby="route-error">
      <title>{t.errorTitle}</title>
      <h1 id="route-error" className={styles.title}>
        {t.errorTitle}
      </h1>
      <p className={styles.lead}>{chunkFailed ? t.errorChunk : t.errorPage}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {t.errorReload}
      </button>
    </section>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Catches a page that throws while rendering (or whose chunk fails to load); the next URL starts afresh. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
