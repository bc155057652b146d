import { EARLY_TAP } from './capture';

/**
 * Carries out the tap the page's inline script caught before the app was ready (capture.ts), once: the mark
 * goes first, so the button is no longer shown pressed and a second call finds nothing. A button the app
 * rendered afresh (the server's page could not be hydrated) is no longer in the page: its tap is dropped.
 */
export function replayEarlyTap() {
  const button = document.querySelector<HTMLElement>(`[${EARLY_TAP}]`);
  if (!button) return;
  button.removeAttribute(EARLY_TAP);
  button.removeAttribute('aria-busy');
  button.click();
}
