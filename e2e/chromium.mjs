import { existsSync } from 'node:fs';

// Debian's Chromium and the flags it needs here (no sandbox as root; no background traffic on a closed
// network), shared by the browser tests and the benches.

/** The whole browser: what the benches measure, as a listener's Chrome runs the site. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/**
 * What the browser tests drive: Debian's chromium-headless-shell (the same Blink and V8 without the desktop
 * browser around them; `.ci/run` installs it) when present, else the whole browser. The suite took 36 % less
 * time with it on CI's 2 cores (three files: 194 s against 124 s, same machine, same tests passing).
 */
export const CHROMIUM_FOR_TESTS =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
