import { statedBrand } from './siteBrand';

/**
 * Tells the service worker which page is on screen, its title and the site's brand, for the offline page.
 * Loaded only once a service worker controls the page (never part of a first visit's first screen).
 */
export function reportPages(worker: ServiceWorkerContainer) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const report = () => {
    clearTimeout(timer);
    // Waits for the page to settle: its <title> arrives with its data, after the address changed.
    timer = setTimeout(() => {
      worker.controller?.postMessage({
        type: 'tarang:visited',
        url: location.pathname + location.search,
        title: document.title,
        brand: statedBrand(),
      });
    }, 600);
  };
  new MutationObserver(report).observe(document.head, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  worker.addEventListener('controllerchange', report);
  report();
}
