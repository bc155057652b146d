import { type RefObject, useEffect, useRef } from 'react';

/**
 * True when the focus already sits on something else (e.g. the other of the speed menu and the playlist,
 * which replaced the one closing): a closing menu then leaves it there instead of refocusing its button.
 */
export function focusMovedOn(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active.isConnected;
}

/**
 * A menu of choices opens on the current one (WAI-ARIA menu pattern with a checked menuitemradio), not on its
 * first item: the listener sees the choice in place and arrows from there. Radix focuses the menu (pointer)
 * or its first item (keyboard) as it mounts; this runs a frame later, by pointer and by keyboard alike.
 */
export function useFocusCheckedOnOpen(open: boolean): RefObject<HTMLDivElement | null> {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => {
      menu.current?.querySelector<HTMLElement>('[role="menuitemradio"][aria-checked="true"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return menu;
}
