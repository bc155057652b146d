import { useSyncExternalStore } from 'react';
import { getUser, type StoredUser, subscribeUser } from '../api/session';

/** The signed-in user, or null (signed in when a stored user exists). */
export function useUser(): StoredUser | null {
  return useSyncExternalStore(subscribeUser, getUser, () => null);
}
