/**
 * When the install card may be offered: from the listener's second visit, once. A visit is a browser tab's
 * session (a reload or a page opened inside the site is the same visit); what the listener chose is kept.
 * Storage refused (private mode, full) counts no visit, so the card is never offered there.
 */
const VISITS_KEY = 'tarang.visits';
const INSTALL_KEY = 'tarang.install';

export type InstallChoice = 'dismissed' | 'installed';

/** Counts this visit (once per tab session) and answers how many visits there have been, this one included. */
export function countVisit(): number {
  try {
    let visits = Number(localStorage.getItem(VISITS_KEY)) || 0;
    if (!sessionStorage.getItem(VISITS_KEY)) {
      sessionStorage.setItem(VISITS_KEY, '1');
      localStorage.setItem(VISITS_KEY, String(++visits));
    }
    return visits;
  } catch {
    return 0;
  }
}

/** True when the card may be shown: a second visit or later, and never after a dismiss or an install. */
export function mayOfferInstall(visits: number): boolean {
  try {
    return visits > 1 && !localStorage.getItem(INSTALL_KEY);
  } catch {
    return false;
  }
}

/** Remembers the listener's answer, so the card is not offered again. */
export function rememberInstallChoice(choice: InstallChoice) {
  try {
    localStorage.setItem(INSTALL_KEY, choice);
  } catch {
    // Not kept: the card may come back on a later visit, which is harmless.
  }
}
