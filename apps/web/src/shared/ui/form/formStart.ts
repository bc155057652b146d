const FIELD = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
].join(', ');

/** A touch screen (a phone, a tablet), where focusing a text field raises the on-screen keyboard. */
const touchScreen = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/**
 * Where a form dialog starts (WCAG 2.4.3), not on its close button: with a mouse and keyboard, its first field, so
 * the listener types straight away; on a touch screen, the dialog itself, so a screen reader reads its name and
 * the keyboard does not jump up over a form not yet read (the listener taps the field they want). Returns false
 * when the dialog has no field, so the caller can leave Radix's own choice. For Radix Dialog:
 * `onOpenAutoFocus={(e) => focusFormStart(contentRef.current) && e.preventDefault()}` (Radix's Content is
 * focusable: tabindex -1).
 */
export function focusFormStart(dialog: HTMLElement | null | undefined): boolean {
  const field = dialog?.querySelector<HTMLElement>(FIELD);
  if (!dialog || !field) return false;
  (touchScreen() ? dialog : field).focus();
  return true;
}
