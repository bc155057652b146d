import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'tarang.scroll';
/** How long Back keeps trying to reach the old position while the page below it is still arriving. */
const RESTORE_FOR_MS = 3000;
/** Positions kept per history entry (enough for a long visit; the oldest go first). */
const KEEP = 100;

function readSaved(): Map<string, number> {
  try {
    const entries = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(entries.filter(([key, y]) => typeof key === 'string' && Number.isFinite(y)));
  } catch {
    return new Map();
  }
}

/**
 * The scroll position per history entry, works with any router: a new page (PUSH or REPLACE to another path)
 * starts at the top, or at its #fragment; Back and Forward (POP) return to where the visitor was on that entry,
 * waiting for the page to grow tall enough again (its data comes from the cache, its lower blocks a moment
 * later). A change of the query alone (tabs, paging) keeps the position. Kept in sessionStorage for a reload.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const saved = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    saved.current ??= readSaved();
    const positions = saved.current;
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions.delete(currentKey.current);
        positions.set(currentKey.current, window.scrollY);
        while (positions.size > KEEP) positions.delete(positions.keys().next().value as string);
      });
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // Storage full or blocked: positions still hold for this page's life.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      persist();
      if ('scrollRestoration' in history) history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    saved.current ??= readSaved();
    const firstRender = previousPath.current === null;
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    currentKey.current = location.key;
    const target = saved.current.get(location.key);
    if (type === 'POP' && target !== undefined) return restore(target);
    if (firstRender || samePage) return;
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, type]);
}

/** Scrolls to `y`, trying again each frame until the page is tall enough or the visitor scrolls themselves. */
function restore(y: number) {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const event of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
      window.removeEventListener(event, stop, true);
  };
  for (const event of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
    window.addEventListener(event, stop, { capture: true, passive: true });
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 2 || performance.now() > until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}
