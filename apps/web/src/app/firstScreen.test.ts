import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenFirstScreenShown } from './firstScreen';

/**
 * The browser's paint reports, played by the test: jsdom has no PerformanceObserver that reports paints, so a
 * stand-in records the observers and `report` hands them entries as Chromium would.
 */
type Entry = { name: string; element?: Element };
let observers: Array<(entries: Entry[]) => void> = [];
let supportedEntryTypes: string[] = [];

class FakeObserver {
  static get supportedEntryTypes() {
    return supportedEntryTypes;
  }
  constructor(private readonly callback: (list: { getEntries: () => Entry[] }) => void) {}
  observe() {
    observers.push((entries) => this.callback({ getEntries: () => entries }));
  }
  disconnect() {
    observers = [];
  }
}

/** The browser's next frame, when the test says. */
let frames: FrameRequestCallback[] = [];
const nextFrame = () => {
  for (const frame of frames.splice(0)) frame(0);
};

const report = (...entries: Entry[]) => {
  for (const observer of [...observers]) observer(entries);
};
const firstContentfulPaint = { name: 'first-contentful-paint' };

function firstScreenImage({ top = 100, height = 92 } = {}) {
  const image = document.createElement('img');
  image.src = '/images/logo-200.webp';
  // Still loading, as on a slow connection (happy-dom fetches no image and calls it complete at once).
  Object.defineProperty(image, 'complete', { value: false, configurable: true });
  image.setAttribute('elementtiming', 'first-screen');
  image.getBoundingClientRect = () =>
    ({ top, bottom: top + height, left: 0, right: 92, width: 92, height }) as DOMRect;
  document.body.append(image);
  return image;
}

/** Whether the promise has settled, after the microtasks queued so far have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the first screen: the app waits until the browser has shown it', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    observers = [];
    supportedEntryTypes = ['paint', 'element'];
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first contentful paint and for each first-screen image to be painted', async () => {
    const logo = firstScreenImage();
    const artwork = firstScreenImage({ top: 200, height: 300 });
    const shown = whenFirstScreenShown();

    report(firstContentfulPaint, { name: 'first-screen', element: logo });
    expect(await settled(shown)).toBe(false);
    report({ name: 'first-screen', element: artwork });
    expect(await settled(shown)).toBe(true);
  });

  it('does not take an image painted before the first contentful paint for the whole screen', async () => {
    const logo = firstScreenImage();
    const shown = whenFirstScreenShown();

    report({ name: 'first-screen', element: logo });
    expect(await settled(shown)).toBe(false);
    report(firstContentfulPaint);
    expect(await settled(shown)).toBe(true);
  });

  it('does not wait for an image below the viewport, nor one the layout hides at this width', async () => {
    firstScreenImage({ top: innerHeight + 40 });
    firstScreenImage({ height: 0 }).getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
    const shown = whenFirstScreenShown();

    report(firstContentfulPaint);
    expect(await settled(shown)).toBe(true);
  });

  it('does not wait for an image that failed to load', async () => {
    const logo = firstScreenImage();
    const shown = whenFirstScreenShown();
    report(firstContentfulPaint);
    expect(await settled(shown)).toBe(false);

    Object.defineProperty(logo, 'complete', { value: true });
    logo.dispatchEvent(new Event('error'));
    expect(await settled(shown)).toBe(true);
  });

  it('gives up after 3 s, so a page whose image never paints still starts', async () => {
    firstScreenImage();
    const shown = whenFirstScreenShown();
    report(firstContentfulPaint);

    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(shown)).toBe(true);
  });

  it('without element timing (Safari, Firefox), waits for the images to load, then a frame', async () => {
    supportedEntryTypes = ['paint'];
    const logo = firstScreenImage();
    const shown = whenFirstScreenShown();
    await settled(shown);
    nextFrame();
    expect(await settled(shown)).toBe(false);

    logo.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(false);
    nextFrame();
    expect(await settled(shown)).toBe(true);
  });
});
