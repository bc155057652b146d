import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { markAppReady } from '../appReady';
import { EARLY_TAP } from './capture';
import { earlyTapsScript } from './inlinePlugin';
import { replayEarlyTap } from './replay';

/**
 * The script index.html carries, run as the browser runs it, on a page as the server sends it: buttons and a
 * link in #root, no app yet. `app` stands in for React, which listens on the root.
 */
const script = earlyTapsScript();
const app = vi.fn();

beforeAll(() => {
  new Function(script)();
});

function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" aria-busy="false">Play <span>Morning show</span></button>
      <button type="button" aria-label="Play episode 2"><svg></svg></button>
      <form><button>Send</button></form>
      <a href="#episode-2">Episode 2</a>
    </div>`;
  document.getElementById('root')?.addEventListener('click', (event) => app(event.target));
  const buttons = document.querySelectorAll('button');
  return {
    show: buttons[0] as HTMLButtonElement,
    episode: buttons[1] as HTMLButtonElement,
    send: buttons[2] as HTMLButtonElement,
    link: document.querySelector('a') as HTMLAnchorElement,
  };
}

const tap = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

afterEach(() => {
  delete document.documentElement.dataset.app;
  app.mockClear();
});

describe('taps before the app is ready', () => {
  it('is a few hundred bytes', () => {
    expect(script.length).toBeLessThan(400);
  });

  it('a tap on a button waits, shown pressed; the app carries it out once, on that button', () => {
    const { show } = serverPage();
    // On the text inside it, as a finger lands.
    expect(tap(show.querySelector('span') as Element)).toBe(false);
    expect(app).not.toHaveBeenCalled();
    expect(show.getAttribute(EARLY_TAP)).toBe('');
    expect(show.getAttribute('aria-busy')).toBe('true');

    document.documentElement.dataset.app = 'hydrated';
    replayEarlyTap();
    expect(app).toHaveBeenCalledTimes(1);
    expect(app).toHaveBeenCalledWith(show);
    expect(show.hasAttribute(EARLY_TAP)).toBe(false);
    expect(show.hasAttribute('aria-busy')).toBe(false);
    replayEarlyTap();
    expect(app).toHaveBeenCalledTimes(1);
  });

  it('tapped twice, or one button then another: one tap is carried out, the last', () => {
    const { show, episode } = serverPage();
    tap(episode.querySelector('svg') as Element);
    tap(episode);
    tap(show);
    expect(document.querySelectorAll(`[${EARLY_TAP}]`)).toHaveLength(1);
    expect(episode.hasAttribute('aria-busy')).toBe(false);
    document.documentElement.dataset.app = 'hydrated';
    replayEarlyTap();
    expect(app.mock.calls).toEqual([[show]]);
  });

  it('a form is not sent by the browser before the app can check it', () => {
    const { send } = serverPage();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    send.form?.addEventListener('submit', submitted);
    expect(tap(send)).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    expect(send.getAttribute('aria-busy')).toBe('true');
  });

  it('a link is left to the browser', () => {
    const { link } = serverPage();
    expect(tap(link)).toBe(true);
    expect(app).toHaveBeenCalledWith(link);
    expect(document.querySelectorAll(`[${EARLY_TAP}]`)).toHaveLength(0);
  });

  it('once the app answers the page, taps go straight to it', () => {
    const { show } = serverPage();
    document.documentElement.dataset.app = 'hydrated';
    expect(tap(show)).toBe(true);
    expect(app).toHaveBeenCalledTimes(1);
    expect(show.hasAttribute(EARLY_TAP)).toBe(false);
    replayEarlyTap();
    expect(app).toHaveBeenCalledTimes(1);
  });

  it('is carried out by the app once the page is hydrated, in a task of its own', async () => {
    const { show } = serverPage();
    tap(show);
    markAppReady();
    expect(document.documentElement.dataset.app).toBeTruthy();
    expect(app).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(app).toHaveBeenCalledTimes(1));
    expect(app).toHaveBeenCalledWith(show);
    expect(show.hasAttribute('aria-busy')).toBe(false);
  });
});
