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
  const visits = countVisit();
  addEventListener('beforeinstallprompt', (event) => {
    // Nothing is offered on a first visit, nor after a dismiss or an install: not even the browser's own bar.
    event.preventDefault();
    if (mayOfferInstall(visits))
      void import('./installCard').then(({ showInstallCard }) =>
        showInstallCard(event as InstallPromptEvent, rememberInstallChoice),
      );
  });
  addEventListener('appinstalled', () => rememberInstallChoice('installed'));

  const worker = navigator.serviceWorker;
  if (!worker) return;
  const report = () => void import('./reportPages').then(({ reportPages }) => reportPages(worker));
  // After the load event: the worker's precaching must not compete with the first screen.
  const register = () => {
    worker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    if (worker.controller) report();
    else worker.addEventListener('controllerchange', report, { once: true });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
