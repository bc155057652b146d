/** The attribute that marks the button tapped before the app was ready (styled as pressed in global.css). */
export const EARLY_TAP = 'data-early-tap';

/**
 * A server-rendered page shows its buttons before its code runs: on a slow phone, for seconds. A tap on one
 * then would do nothing, and the first thing a listener does is tap Play. This catches such taps (a click, or
 * Enter or Space on a focused button) from the start: the button is marked pressed (`attribute`, aria-busy)
 * and the app carries the tap out once it has taken over the page (replay.ts). One tap waits at a time, the
 * last: tapping twice or changing one's mind never plays two things. Links are left alone (they work without
 * code), and so is everything once `<html data-app>` says the app answers the page itself.
 *
 * It runs as an inline script in the page's <head> (inlinePlugin.ts writes its source there, minified; the
 * server's Content-Security-Policy allows it by its hash), so it must stay self-contained: no imports, no outer
 * names, and small.
 */
export function captureEarlyTaps(attribute: string) {
  addEventListener(
    'click',
    (event) => {
      const button =
        !document.documentElement.dataset.app && (event.target as Element).closest?.('#root button');
      if (!button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      for (const earlier of document.querySelectorAll(`[${attribute}]`)) {
        earlier.removeAttribute(attribute);
        earlier.removeAttribute('aria-busy');
      }
      button.setAttribute(attribute, '');
      button.setAttribute('aria-busy', 'true');
    },
    true,
  );
}
