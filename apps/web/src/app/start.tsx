import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { restoreLocale, setLocale, showServedLocale, storedLocale } from '../shared/i18n';
import { markAppReady, whenAppReady } from './appReady';
import { Providers, queryClient } from './providers';
import { AppRoutes } from './router';
import { readServerState } from './serverState';

/**
 * Renders the app into #root, or hydrates the page the server rendered there (src/main.tsx calls it). Either
 * way the Hindi catalogue, when needed, is in before the first render: no flash of the other language.
 */
export function startApp() {
  const root = document.getElementById('root');
  if (!root) return;
  const app = (
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  // A page the server rendered (station pages) is hydrated from the data it was rendered with, in the language
  // it was rendered in; the others (the station-0 redirect, the console) are rendered here.
  const state = readServerState();
  if (!state || !root.firstElementChild) {
    const restoring = restoreLocale();
    const show = () => {
      createRoot(root).render(app);
      markAppReady();
    };
    if (restoring) restoring.finally(show);
    else show();
    return;
  }
  const served = document.documentElement.lang === 'hi' ? 'hi' : 'en';
  const hydrateServed = () => {
    hydrate(queryClient, state);
    // In the next task: creating the root (it listens for every event type on it) is a task's worth of work on a
    // slow phone, and so is filling the query cache.
    setTimeout(() => {
      // As a transition, hydration works in slices of a few milliseconds and lets the browser answer a tap in
      // between: no long task on a slow phone. The page is on screen already.
      startTransition(() => {
        hydrateRoot(root, app, {
          // A page that differs from the server's is rendered again here; said loudly, so tests catch it.
          onRecoverableError: (error) =>
            console.error('Hydration failed; the page was rendered again', error),
        });
      });
    }, 0);
    // The remembered language, if another, once the page is hydrated: switched earlier, it would change what
    // hydrates. Read then too: a page's first use of storage is slow.
    whenAppReady(() =>
      setTimeout(() => {
        const remembered = storedLocale();
        if (remembered !== served) void setLocale(remembered);
      }, 0),
    );
  };
  const loading = showServedLocale(served);
  if (loading) loading.finally(hydrateServed);
  else hydrateServed();
}
