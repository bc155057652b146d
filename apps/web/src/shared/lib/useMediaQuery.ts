import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following its changes. The server renders `false` (it has no screen),
 * and so does the browser while it hydrates that markup; it re-renders with the real answer right after.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
