import type { KeyboardEvent } from 'react';

/**
 * Arrow keys (and Home/End) move the focus between the links and buttons of a horizontal list, wrapping at
 * the ends; Tab still visits each of them.
 */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>): void {
  const keys: Record<string, (index: number, count: number) => number> = {
    ArrowRight: (i, n) => (i + 1) % n,
    ArrowLeft: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_i, n) => n - 1,
  };
  const move = keys[event.key];
  if (!move) return;
  const items = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
  ].filter((item) => item.offsetParent !== null || item === document.activeElement);
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1 || items.length === 0) return;
  event.preventDefault();
  items[move(index, items.length)]?.focus();
}
