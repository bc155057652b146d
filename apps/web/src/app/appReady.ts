import { useEffect } from 'react';

/**
 * `<html data-app="ready">` once the page answers input: right after the first render, or, for a page the
 * server rendered, once its content is hydrated (until then its buttons are markup without handlers).
 * Browser tests wait for it after loading a page (e2e/browser.ts).
 */
export function markAppReady() {
  if (document.documentElement.dataset.app === 'ready') return;
  document.documentElement.dataset.app = 'ready';
  for (const callback of waiting.splice(0)) callback();
}

const waiting: (() => void)[] = [];

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
