import { type PointerEvent, useEffect, useRef } from 'react';

/**
 * The phone sheet behaves like a page of its own: Back closes it, and so does a swipe down. Its history entry
 * is the current URL again (same path and router state) with a mark, so the address never changes and the
 * router sees only a return to where it already is.
 */
const MARK = 'tarangPlayerSheet';

const marked = () => Boolean((history.state as Record<string, unknown> | null)?.[MARK]);

/** The sheet is open (its entry in the history is ours): false between a close and the effect re-running. */
let sheetOpen = false;

/**
 * While `open`, the sheet has its own history entry: Back (the browser's, a phone's back gesture) closes it.
 * Closed any other way (chevron, Escape, close), the entry is taken back off, so Back then leaves the page
 * as it would have before the sheet opened.
 */
export function useBackClosesSheet(open: boolean, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    sheetOpen = true;
    if (!marked()) history.pushState({ ...(history.state as object | null), [MARK]: true }, '');
    const onPop = () => {
      if (!marked()) close.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      sheetOpen = false;
      // A microtask later: React's development double run reopens at once and keeps the entry.
      queueMicrotask(() => {
        if (!sheetOpen && marked()) history.back();
      });
    };
  }, [open]);
}

/** How far down (px, or a share of the sheet's height) a drag must go to close it; less springs back. */
const CLOSE_AT_PX = 120;
const CLOSE_AT_SHARE = 0.25;
/** A quick flick closes it from a shorter drag (px per ms). */
const FLICK_SPEED = 0.6;

/**
 * Swipe down to close, from the sheet's top bar (its grab area: `touch-action: none` there, so the browser
 * leaves the drag to us, while the rest of the sheet scrolls as usual). The sheet follows the finger; let go
 * past the threshold it slides away and closes, else it springs back. The slide uses --motion-modal, which
 * is 0 s for readers who ask for reduced motion.
 */
export function useSwipeDown(onClose: () => void) {
  const sheet = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; startY: number; y: number; time: number } | null>(null);

  const move = (offset: number, animate: boolean) => {
    const element = sheet.current;
    if (!element) return;
    element.style.transition = animate ? 'transform var(--motion-modal) var(--ease)' : 'none';
    element.style.transform = offset > 0 ? `translateY(${offset}px)` : '';
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button, a, input')) return;
    drag.current = { id: event.pointerId, startY: event.clientY, y: event.clientY, time: event.timeStamp };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    current.y = event.clientY;
    move(Math.max(0, event.clientY - current.startY), false);
  };
  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    drag.current = null;
    const offset = Math.max(0, current.y - current.startY);
    const height = sheet.current?.offsetHeight ?? window.innerHeight;
    const speed = offset / Math.max(1, event.timeStamp - current.time);
    const closes =
      !cancelled &&
      (offset >= Math.min(CLOSE_AT_PX, height * CLOSE_AT_SHARE) || (offset > 40 && speed > FLICK_SPEED));
    if (!closes) {
      move(0, true);
      return;
    }
    move(height, true);
    const element = sheet.current;
    const duration = element ? Number.parseFloat(getComputedStyle(element).transitionDuration) || 0 : 0;
    if (duration > 0) window.setTimeout(onClose, duration * 1000);
    else onClose();
  };

  return {
    sheet,
    handle: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    },
  };
}
