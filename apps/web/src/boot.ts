// The page's stylesheets: imported here, by the entry, so the build links them from index.html (a stylesheet
// imported by a later chunk would arrive with that chunk, after the first paint).
// The fonts (Devanagari for Hindi: its face carries a unicode-range, so English readers fetch nothing of it).
import './styles/fonts.css';
import './styles/global.css';
import { whenFirstScreenShown } from './app/firstScreen';
import { startPwa } from './app/pwa/boot';
import { STATE_ELEMENT_ID } from './app/serverStateId';

/**
 * The first code of every page (1.9 kB compressed). A page the server rendered is already readable: its code
 * (the app, ~140 kB) is fetched once its first screen is on the display (app/firstScreen.ts), so the first
 * screen's text, font and images never share the connection with it; a tap or a key press before then starts
 * it at once. Pages the browser renders itself (the station-0 redirect, the
 * console) start straight away.
 */
const interactions = ['pointerdown', 'keydown'] as const;
let started = false;
function start() {
  if (started) return;
  started = true;
  // The app's and the page's code (named by the server), all fetched at once rather than one import after another:
  // one link per task, as each starts a fetch (0.1–12 ms each, measured, more with DevTools watching the
  // network, as Lighthouse does; a page names 10–25 modules): all of them in one task blocked a slow phone's
  // input for 150 ms and more, eight a task still made 20–40 ms tasks, two 15–25 ms (60–100 ms on Lighthouse's
  // four-times-slower phone).
  const hrefs =
    document.querySelector<HTMLMetaElement>('meta[name="tarang-page-modules"]')?.content.split(' ') ?? [];
  const linkNext = () => {
    const href = hrefs.shift();
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    setTimeout(linkNext, 0);
  };
  linkNext();
  // A failed fetch (the link dropped) leaves the page as the server sent it: the next tap or key tries again.
  import('./main')
    .then((app) => app.start())
    .catch(() => {
      started = false;
    });
}

if (!document.getElementById(STATE_ELEMENT_ID)) start();
else {
  // Kept, not once: after a failed fetch, the next tap or key starts again (start() returns at once otherwise).
  for (const type of interactions) addEventListener(type, start, { passive: true, capture: true });
  // In a task of its own once the first screen is shown: the page is on screen before any code is fetched or run.
  void whenFirstScreenShown().then(() => setTimeout(start, 0));
}

// The installable app, from the first code on: counts this visit, takes over the browser's install offer (which
// may come before the app's code has arrived) and registers the service worker once the page has loaded.
startPwa();
