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
 * first item: the listener sees the choice in place and arrows from there. Radix mounts the menu (in a portal,
 * a commit later) and focuses it (pointer) or its first item (keyboard); this waits, frame by frame, until the
 * focus is inside the menu and then moves it to the checked item — on a slow phone that can take a few frames.
 */
export function useFocusCheckedOnOpen(open: boolean): RefObject<HTMLDivElement | null> {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    let framesLeft = 60;
    const focusChecked = () => {
      const content = menu.current;
      const checked = content?.querySelector<HTMLElement>('[role="menuitemradio"][aria-checked="true"]');
      const radixDone = !!content && content.contains(document.activeElement);
      if (checked && (radixDone || framesLeft === 0)) checked.focus();
      else if (framesLeft-- > 0) frame = requestAnimationFrame(focusChecked);
    };
    frame = requestAnimationFrame(focusChecked);
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return menu;
}
