import type { InstallPromptEvent } from './installCard';
import { countVisit, mayOfferInstall, rememberInstallChoice } from './visits';

/**
 * The installable app's start, from the entry (boot.ts: the browser's install offer may come before the app's
 * code). It ships in the first load, so it stays a few lines: the service worker is registered once the page has
 * loaded; the install card and the page reports are fetched when needed.
 */
export function startPwa() {
  // Counted right after the first paint, in a task of its own (or when the browser offers the install, if that
  // comes first): the first use of storage in a page waits on the browser's storage process, 5–15 ms measured.
  // Before the first paint it delayed it; later, the app's first read of storage (the signed-in user, as its
  // module is evaluated) paid it inside a longer task.
  let visits: number | undefined;
  const visitCount = () => (visits ??= countVisit());
  addEventListener('beforeinstallprompt', (event) => {
    // Nothing is offered on a first visit, nor after a dismiss or an install: not even the browser's own bar.
    event.preventDefault();
    if (mayOfferInstall(visitCount()))
      void import('./installCard').then(({ showInstallCard }) =>
        showInstallCard(event as InstallPromptEvent, rememberInstallChoice),
      );
  });
  addEventListener('appinstalled', () => rememberInstallChoice('installed'));

  requestAnimationFrame(() => setTimeout(visitCount, 0));
  // In a task of its own, not the load event's: the worker's registration takes up to 18 ms here, and a slow
  // phone's long task is the sum of what shares it.
  const loaded = () => setTimeout(registerWorker, 0);
  if (document.readyState === 'complete') loaded();
  else addEventListener('load', loaded, { once: true });
}

/** The service worker, after the load event: its precaching must not compete with the first screen. */
function registerWorker() {
  const worker = navigator.serviceWorker;
  if (!worker) return;
  const report = () => void import('./reportPages').then(({ reportPages }) => reportPages(worker));
  worker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (worker.controller) report();
  else worker.addEventListener('controllerchange', report, { once: true });
}
