import { useSyncExternalStore } from 'react';
import { getUser, type StoredUser, subscribeUser } from '../../shared/api/session';

/** The signed-in user, or null (SPEC: signed in when a stored user exists). */
export function useUser(): StoredUser | null {
  return useSyncExternalStore(subscribeUser, getUser, () => null);
}

/** Up to two initials of a name, for the avatar. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0] ?? '?'];
  return letters
    .map((word) => (word ?? '').charAt(0))
    .join('')
    .toUpperCase();
}
