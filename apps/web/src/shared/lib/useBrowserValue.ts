import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * A value only the browser knows (the page's origin, its #fragment), read during render. The server renders
 * `onServer`, and so does the browser while it hydrates that markup; it re-renders with `read()` right after,
 * so the two never disagree.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(never, read, () => onServer);
}
