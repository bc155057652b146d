// The page's stylesheets: imported here, by the entry, so the build links them from index.html (a stylesheet
// imported by a later chunk would arrive with that chunk, after the first paint).
import '@fontsource-variable/plus-jakarta-sans/wght.css';
// Devanagari for Hindi: its @font-face rules carry unicode-ranges, so the font files download only when a page
// shows Devanagari text (English readers fetch nothing).
import '@fontsource-variable/noto-sans-devanagari/wght.css';
import './styles/global.css';
import { STATE_ELEMENT_ID } from './app/serverStateId';

/**
 * The first code of every page (2 kB compressed). A page the server rendered is already readable: its code
 * (the app, ~140 kB) is fetched once the first screen's main images (those marked fetchpriority="high": the
 * hero, the artwork) have arrived and painted, so on a slow phone link they never queue behind code. A tap or
 * a key press before then starts it at once, and so does a slow image after a few seconds. Pages the browser
 * renders itself (the station-0 redirect, the console) start straight away.
 */
const interactions = ['pointerdown', 'keydown'] as const;
let started = false;
function start() {
  if (started) return;
  started = true;
  // The app's and the page's code (named by the server), all fetched at once rather than one import after another.
  const modules = document.querySelector<HTMLMetaElement>('meta[name="tarang-page-modules"]')?.content;
  for (const href of modules?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // A failed fetch (the link dropped) leaves the page as the server sent it: the next tap or key tries again.
  import('./main').catch(() => {
    started = false;
  });
}

/** Resolves when every first-screen image has loaded or failed. */
function firstScreenImages(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
  return Promise.all(
    pending.map(
      (image) =>
        new Promise((settle) => {
          image.addEventListener('load', settle, { once: true });
          image.addEventListener('error', settle, { once: true });
        }),
    ),
  );
}

const LONGEST_WAIT_MS = 3000;

if (!document.getElementById(STATE_ELEMENT_ID)) start();
else {
  // Kept, not once: after a failed fetch, the next tap or key starts again (start() returns at once otherwise).
  for (const type of interactions) addEventListener(type, start, { passive: true, capture: true });
  const waited = new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS));
  // One frame after the images arrive, they have been painted.
  void Promise.race([firstScreenImages(), waited]).then(() =>
    requestAnimationFrame(() => setTimeout(start, 0)),
  );
}
