import { countVisit, mayOfferInstall, rememberInstallChoice } from './visits';

/**
 * The installable app's start, from the entry (boot.ts: the browser's install offer may come before the app's
 * code). It ships in the first load, so it stays a few lines: the service worker is registered once the page has
 * loaded; the install card and the page reports are fetched when needed.
 */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export function startPwa() {
  // Counted once the page has loaded (or when the browser offers the install, if that comes first): the first
  // use of storage in a page waits on the browser's storage process, 5–10 ms measured, which before the first
  // paint delayed it.
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

  // Each in a task of its own, not in the load event's: the first storage use of a page and the worker's
  // registration take 5–20 ms each here, and a slow phone's long task is the sum of what shares it.
  const loaded = () => {
    setTimeout(visitCount, 0);
    setTimeout(registerWorker, 0);
  };
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
