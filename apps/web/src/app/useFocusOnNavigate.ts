import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a page may take to show its heading (a detail page renders it once its data arrives). */
const HEADING_WAIT_MS = 10_000;

/**
 * After a forward navigation (PUSH or REPLACE to another path) the focus goes to the new page's main heading, so
 * a screen reader announces the page and the next Tab starts from its top. Back and Forward (POP) leave the focus
 * alone (ScrollRestoration puts the page back where it was), and so does the first load and the redirects that
 * resolve it (nothing the visitor did yet). A change of the query alone (tabs, paging) is not a new page.
 */
export function useFocusOnNavigate() {
  const location = useLocation();
  const type = useNavigationType();
  const previousPath = useRef(location.pathname);
  const interacted = useRef(false);

  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    document.addEventListener('pointerdown', mark, { capture: true, once: true });
    document.addEventListener('keydown', mark, { capture: true, once: true });
    return () => {
      document.removeEventListener('pointerdown', mark, { capture: true });
      document.removeEventListener('keydown', mark, { capture: true });
    };
  }, []);

  useEffect(() => {
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (samePage || type === 'POP' || !interacted.current) return;
    // The element the visitor used to navigate; once it is gone (or still has the focus) the heading may take it.
    const started = document.activeElement;
    const mayMove = () => {
      const now = document.activeElement;
      return !now || now === document.body || now === started || !now.isConnected;
    };
    const focusHeading = () => {
      // A skeleton's empty heading is not the page's yet: wait for the one with words in it.
      const heading = [...document.querySelectorAll<HTMLElement>('main h1')].find((h1) =>
        h1.textContent?.trim(),
      );
      if (!heading) return false;
      if (mayMove()) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    // A lazy page shows a skeleton first (and a new station the shell's tuning screen): its heading is focused as
    // soon as it is there.
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return stop;
  }, [location.pathname, type]);
}
