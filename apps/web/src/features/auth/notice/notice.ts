import { atom } from 'nanostores';

type AuthNotice = 'passwordChanged' | 'loggedOut';

/** The confirmation to show now (with a serial, so the same notice twice shows twice); null when none. */
export const $authNotice = atom<{ kind: AuthNotice; serial: number } | null>(null);

let serial = 0;

/** Says briefly, politely, that an account action worked ("Password changed", "You are logged out"). */
export function announce(kind: AuthNotice): void {
  serial += 1;
  $authNotice.set({ kind, serial });
}
