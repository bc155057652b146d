import { FIRST_SCREEN } from '../shared/ui/firstScreenImage';

/**
 * When the browser has put a server-rendered page's first screen on the display: its first contentful paint,
 * and every image of it the server marked as first-screen (`elementtiming="first-screen"`, given with
 * `fetchpriority="high"` by `Img` and the header's logo) painted, or failed. Where the browser reports no
 * element timing (Safari, Firefox), one frame after those images have loaded. At the latest after MAX_WAIT_MS.
 *
 * Why not simply one frame after the first paint: the browser shows a frame some 20–60 ms after the page's
 * script has seen it painted (measured with Lighthouse on this project's machines). Code fetched in between
 * shares the phone's bandwidth with the first screen's last images, and Lighthouse counts it in the LCP.
 */
const MAX_WAIT_MS = 3000;

export function whenFirstScreenShown(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, MAX_WAIT_MS);
    const supported = PerformanceObserver.supportedEntryTypes ?? [];
    const images = [...document.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_SCREEN}"]`)];
    let observer: PerformanceObserver | undefined;

    if (!supported.includes('element') || !supported.includes('paint')) {
      void Promise.all(images.map(loaded)).then(() => requestAnimationFrame(() => setTimeout(done, 0)));
      return;
    }
    const painted = new Set<Element>();
    let contentfulPaint = false;
    const check = () => {
      if (!contentfulPaint) return;
      // An image that failed, or is not in the viewport at this width (hidden by the layout, or below it), is
      // never reported painted.
      const waiting = images.filter(
        (image) => !painted.has(image) && !(image.complete && image.naturalWidth === 0) && inViewport(image),
      );
      if (waiting.length === 0) done();
    };
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') contentfulPaint = true;
        const element = (entry as PerformanceEntry & { element?: Element | null }).element;
        if (element) painted.add(element);
      }
      check();
    });
    observer.observe({ type: 'paint', buffered: true });
    observer.observe({ type: 'element', buffered: true });
    for (const image of images) image.addEventListener('error', check, { once: true });
  });
}

function inViewport(element: Element) {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
}

/** An image's load, or its failure: either way it no longer holds the page back. */
function loaded(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}
