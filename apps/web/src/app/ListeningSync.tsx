import { useEffect } from 'react';
import { currentListening, subscribeListening } from '../features/player/listening';

/**
 * Continue listening composes the player and My Tarang: once an episode is first on the
 * player, the code that saves and restores places (listeningSync.ts, its own chunk) starts. Until then this
 * costs the first load one subscription.
 */
export function ListeningSync() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      unsubscribe?.();
      import('./listeningSync')
        .then((module) => {
          if (!cancelled) stop = module.startListeningSync();
        })
        .catch((error: unknown) => console.warn('Could not start saving listening positions', error));
    };
    if (currentListening()) start();
    else
      unsubscribe = subscribeListening((now) => {
        if (now) start();
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
      stop?.();
    };
  }, []);
  return null;
}
