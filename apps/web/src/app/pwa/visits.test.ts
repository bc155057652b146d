import { beforeEach, describe, expect, it } from 'vitest';
import { countVisit, mayOfferInstall, rememberInstallChoice } from './visits';

/** A new visit: the tab's session ends, what the site remembers stays. */
const newVisit = () => sessionStorage.clear();

describe('install offer: once, from the second visit', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('counts a visit once per tab session, however many pages it opens', () => {
    expect(countVisit()).toBe(1);
    expect(countVisit()).toBe(1);
    newVisit();
    expect(countVisit()).toBe(2);
  });

  it('is not offered on a first visit, and is on the second', () => {
    expect(mayOfferInstall(countVisit())).toBe(false);
    newVisit();
    expect(mayOfferInstall(countVisit())).toBe(true);
  });

  it.each(['dismissed', 'installed'] as const)('is never offered again once %s', (choice) => {
    countVisit();
    newVisit();
    rememberInstallChoice(choice);
    newVisit();
    expect(mayOfferInstall(countVisit())).toBe(false);
  });
});
