import { useEffect } from 'react';

/**
 * `<html data-app="ready">` once the page answers input: right after the first render, or, for a page the
 * server rendered, once its content is hydrated (until then its buttons are markup without handlers).
 * Browser tests wait for it after loading a page (e2e/browser.ts).
 */
export function markAppReady() {
  document.documentElement.dataset.app = 'ready';
}

/** Placed after the page in the shell's Suspense boundary: its effect runs once the page is hydrated. */
export function PageReady() {
  useEffect(markAppReady, []);
  return null;
}
