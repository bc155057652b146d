import { atom } from 'nanostores';

type AuthNotice = { kind: 'passwordChanged' | 'loggedOut' } | { kind: 'welcome'; name: string };

/** The confirmation to show now (with a serial, so the same notice twice shows twice); null when none. */
export const $authNotice = atom<(AuthNotice & { serial: number }) | null>(null);

let serial = 0;

/** Says briefly, politely, that an account action worked ("Password changed", "You are logged out"). */
export function announce(kind: 'passwordChanged' | 'loggedOut'): void {
  serial += 1;
  $authNotice.set({ kind, serial });
}

/** Greets a listener whose account was just made ("Welcome to Tarang, Asha"), the same way. */
export function welcome(name: string): void {
  serial += 1;
  $authNotice.set({ kind: 'welcome', name, serial });
}
