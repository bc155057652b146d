import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { anchorOf, findAnchor, firstInView, type ScrollAnchor } from './scrollAnchor';

const STORAGE_KEY = 'tarang.scroll';
/**
 * How long Back keeps the listener's view in place while the page below and above it is still arriving: its
 * data comes from the cache, its lower blocks (code, data, images) a moment later.
 */
const RESTORE_FOR_MS = 3000;
/** How long after the last scroll event the view is taken as settled (and its anchor noted). */
const SETTLED_MS = 150;
/** Positions kept per history entry (enough for a long visit; the oldest go first). */
const KEEP = 100;
/** What the listener does to scroll themselves: Back stops holding the view then. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'];

/** Where a history entry was left: its scroll position, and the element on screen that Back puts back. */
type SavedView = { y: number; anchor?: ScrollAnchor };

function readSaved(): Map<string, SavedView> {
  try {
    const entries = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, unknown][];
    const views = new Map<string, SavedView>();
    for (const [key, view] of entries) {
      if (typeof key !== 'string') continue;
      // A number: what this page kept before it kept anchors.
      const saved = typeof view === 'number' ? { y: view } : (view as SavedView | null);
      if (saved && Number.isFinite(saved.y)) views.set(key, saved);
    }
    return views;
  } catch {
    return new Map();
  }
}

/** The same-page link a click follows, if it is one: a new tab or a download leaves this page where it is. */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
    return null;
  return link.origin === window.location.origin ? link : null;
}

/**
 * The view per history entry, works with any router: a new page (PUSH or REPLACE to another path) starts at the
 * top, or at its #fragment; Back and Forward (POP) return to what the listener saw on that entry. That is kept
 * as an anchor (the link they followed, else the first element in view) and its distance from the top of the
 * window; Back scrolls until the anchor stands there again, and keeps it there while blocks above it lay out
 * (lazy blocks, skeletons replaced by content), until the listener scrolls or a few seconds pass. Without an
 * anchor found, the scroll position. A change of the query alone (tabs, paging) keeps the position. Kept in
 * sessionStorage for a reload.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const saved = useRef<Map<string, SavedView> | null>(null);
  const currentKey = useRef(location.key);
  const previousPath = useRef<string | null>(null);
  /** While Back puts a view back, scrolling is its own: the view being restored stays the one kept. */
  const restoring = useRef(false);

  useEffect(() => {
    saved.current ??= readSaved();
    const views = saved.current;
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const keep = (key: string, view: SavedView) => {
      views.delete(key);
      views.set(key, view);
      while (views.size > KEEP) views.delete(views.keys().next().value as string);
    };
    /** Notes the view of the entry on screen now (its anchor: the first element in view). */
    const noteView = () => {
      if (restoring.current) return;
      const anchor = window.scrollY > 0 ? firstInView() : null;
      keep(currentKey.current, anchor ? { y: window.scrollY, anchor } : { y: window.scrollY });
    };
    let frame = 0;
    let settled: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      clearTimeout(settled);
      frame = requestAnimationFrame(() => {
        if (restoring.current) return;
        const key = currentKey.current;
        keep(key, { ...views.get(key), y: window.scrollY });
        // The anchor once scrolling stops: finding it measures the page, not something to do every frame.
        settled = setTimeout(() => {
          if (currentKey.current === key) noteView();
        }, SETTLED_MS);
      });
    };
    // The link followed is the anchor: the listener was looking at it.
    const onClick = (event: MouseEvent) => {
      const link = followedLink(event);
      const anchor = link && !restoring.current ? anchorOf(link) : null;
      if (anchor) keep(currentKey.current, { y: window.scrollY, anchor });
    };
    // Back or Forward: the router renders the other entry after this event, so the page is still this one's.
    const onPopState = () => {
      const state = history.state as { key?: string } | null;
      if (state?.key !== currentKey.current) noteView();
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...views]));
      } catch {
        // Storage full or blocked: the views still hold for this page's life.
      }
    };
    const onPageHide = () => {
      noteView();
      persist();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settled);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', onPageHide);
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
    const view = saved.current.get(location.key);
    if (type === 'POP' && view !== undefined) return restore(view, restoring);
    if (firstRender || samePage) return;
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, type]);
}

/**
 * Puts `view` back: each frame, the anchor (once rendered) where it stood, else the scroll position, until the
 * bound or until the listener scrolls themselves.
 */
function restore(view: SavedView, restoring: { current: boolean }) {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    restoring.current = false;
    for (const event of OWN_SCROLL) window.removeEventListener(event, stop, true);
  };
  for (const event of OWN_SCROLL) window.addEventListener(event, stop, { capture: true, passive: true });
  restoring.current = true;
  const attempt = () => {
    const element = view.anchor && findAnchor(view.anchor);
    if (element && view.anchor) {
      const off = element.getBoundingClientRect().top - view.anchor.top;
      if (Math.abs(off) >= 1) window.scrollBy(0, off);
    } else if (Math.abs(window.scrollY - view.y) >= 1) {
      window.scrollTo(0, view.y);
    }
    if (performance.now() > until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}
