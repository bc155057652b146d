const FIELD = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
].join(', ');

/**
 * Puts the focus in the first field of a dialog's form (WCAG 2.4.3: a form dialog starts where typing
 * starts, not on its close button). Returns false when there is no field, so the caller can leave Radix's own
 * choice. For Radix Dialog: `onOpenAutoFocus={(e) => focusFirstField(ref.current) && e.preventDefault()}`.
 */
export function focusFirstField(container: HTMLElement | null | undefined): boolean {
  const field = container?.querySelector<HTMLElement>(FIELD);
  if (!field) return false;
  field.focus();
  return true;
}
