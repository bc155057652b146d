import { useEffect } from 'react';
import { replayEarlyTap } from './earlyTaps/replay';

/**
 * `<html data-app="ready">` once the page answers input: right after the first render, or, for a page the
 * server rendered, once its content is hydrated (until then its buttons are markup without handlers): the page,
 * and every part of it that hydrates after it (HYDRATES_LATER). Browser tests wait for it after loading a page
 * (e2e/browser.ts).
 *
 * Before that, `data-app="hydrated"` once the page itself is: React answers taps from then on (on a part still
 * to hydrate it hydrates that part first), so the page's inline script stops catching them and the tap it
 * caught before is carried out (earlyTaps/).
 */
export function markAppReady() {
  if (!pageHydrated) {
    pageHydrated = true;
    document.documentElement.dataset.app ||= 'hydrated';
    // In a task of its own: not inside the commit whose effect called this.
    setTimeout(replayEarlyTap, 0);
  }
  readyIfAllHydrated();
}

let pageHydrated = false;
const waiting: (() => void)[] = [];
const hydratedParts = new WeakSet<Element>();
const PART_ATTRIBUTE = 'data-hydrates-later';

function readyIfAllHydrated() {
  const html = document.documentElement;
  if (!pageHydrated || html.dataset.app === 'ready') return;
  for (const part of document.querySelectorAll(`[${PART_ATTRIBUTE}]`)) if (!hydratedParts.has(part)) return;
  html.dataset.app = 'ready';
  for (const callback of waiting.splice(0)) callback();
}

/**
 * Spread on an element of a part of a page that hydrates after the page around it (a Suspense boundary of its
 * own, as each of the home page's blocks): the page is ready only once it is hydrated too. What waits for the
 * page to be ready (the switch to a remembered language) would otherwise change a part still to hydrate: its
 * texts would no longer match the server's HTML, which React would throw away and render again.
 */
export const HYDRATES_LATER = {
  [PART_ATTRIBUTE]: '',
  ref: (element: Element | null) => {
    if (!element) return;
    hydratedParts.add(element);
    readyIfAllHydrated();
  },
};

/** Runs `callback` once the page is ready (at once if it is): work that must not change what hydrates. */
export function whenAppReady(callback: () => void) {
  if (document.documentElement.dataset.app === 'ready') callback();
  else waiting.push(callback);
}

/** Placed after the page in the shell's Suspense boundary: its effect runs once the page is hydrated. */
export function PageReady() {
  useEffect(markAppReady, []);
  return null;
}
