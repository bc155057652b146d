import { minifySync, type Plugin } from 'vite';
import { captureEarlyTaps, EARLY_TAP } from './capture';

/**
 * The early-tap capture (capture.ts) as the source of an inline script: it must run before anything else of
 * the page, so it cannot wait for a file of its own. A few hundred bytes, minified.
 */
export function earlyTapsScript(): string {
  const source = `(${captureEarlyTaps.toString()})(${JSON.stringify(EARLY_TAP)})`;
  return minifySync('early-taps.js', source, { compress: true, mangle: true }).code.trim();
}

/**
 * Puts the early-tap capture into index.html's <head> (vite.config.ts), before its stylesheet: a script after a
 * stylesheet waits for it to load.
 */
export function inlineEarlyTaps(): Plugin {
  return {
    name: 'tarang:early-taps',
    transformIndexHtml: (html) =>
      html.replace('<title>', `<script>${earlyTapsScript()}</script>\n    <title>`),
  };
}
