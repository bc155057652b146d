import type { AuthUser } from '@tarang/contracts';

/**
 * The signed-in user (signed in when a stored user exists), kept in localStorage so a reload or a second
 * tab stays signed in. A tiny store outside React: the API client reads the token from it, components subscribe
 * with useSyncExternalStore.
 */
export type StoredUser = AuthUser;

const KEY = 'tarang.user';
const listeners = new Set<() => void>();

function parse(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser> | null;
    if (
      value &&
      typeof value.token === 'string' &&
      typeof value.refreshToken === 'string' &&
      typeof value.name === 'string' &&
      typeof value.email === 'string'
    ) {
      return value as StoredUser;
    }
  } catch {
    // not JSON: treated as signed out
  }
  return null;
}

function read(): StoredUser | null {
  try {
    return parse(localStorage.getItem(KEY));
  } catch {
    return null; // storage blocked
  }
}

let current: StoredUser | null = typeof localStorage === 'undefined' ? null : read();

function emit() {
  for (const listener of listeners) listener();
}

export function getUser(): StoredUser | null {
  return current;
}

/** The stored user as it is now in storage (another tab may have refreshed the tokens). */
export function rereadUser(): StoredUser | null {
  current = read();
  return current;
}

export function setUser(user: StoredUser | null) {
  current = user;
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // storage blocked: the session lasts as long as the page
  }
  emit();
}

export function subscribeUser(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  // Signing in or out in another tab does the same here.
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY && event.key !== null) return;
    current = read();
    emit();
  });
}
