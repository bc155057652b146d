/** Brings the top of a list into view after paging, unless it already is. */
export function scrollToTop(element: HTMLElement | null) {
  if (!element || element.getBoundingClientRect().top >= 0) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
