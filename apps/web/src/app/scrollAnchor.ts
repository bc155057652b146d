/**
 * What the listener had on screen, as an element the page will render again and its distance from the top of the
 * window: Back puts that element back at that distance, whatever the blocks above it measure by then (a
 * skeleton, a block not loaded yet, an image). A scroll position alone points at other content as soon as
 * anything above it lays out at another height.
 */
export type ScrollAnchor = {
  /** The id labelling the block it is in (`section[aria-labelledby]`), or null: anywhere on the page. */
  block: string | null;
  /** A link, by where it leads… */
  href?: string;
  /** …or any element, by its id. */
  id?: string;
  /** Which of the block's links to `href` it is (a show may be linked twice in one block). */
  nth: number;
  /** Its top edge's distance from the top of the window, in CSS px. */
  top: number;
};

/** The parts of the page that scroll with it, where an anchor may be taken (not the header or the bottom bar). */
const SCROLLING_PARTS = 'main, footer';
const CANDIDATES = SCROLLING_PARTS.split(', ')
  .flatMap((part) => [`${part} a[href]`, `${part} [id]`])
  .join(', ');

function blockOf(element: Element): Element | null {
  return element.parentElement?.closest('section[aria-labelledby]') ?? null;
}

function laidOut(element: Element) {
  const box = element.getBoundingClientRect();
  return box.width > 0 || box.height > 0;
}

/** The anchor for `element` where it stands now; null when nothing could find it again. */
export function anchorOf(element: Element): ScrollAnchor | null {
  if (!element.closest(SCROLLING_PARTS) || !laidOut(element)) return null;
  const top = Math.round(element.getBoundingClientRect().top * 10) / 10;
  const block = blockOf(element);
  const blockId = block?.getAttribute('aria-labelledby') ?? null;
  const href = element.getAttribute('href');
  if (element instanceof HTMLAnchorElement && href) {
    const scope = block ?? document;
    const nth = [...scope.querySelectorAll('a[href]')]
      .filter((link) => link.getAttribute('href') === href)
      .indexOf(element);
    return { block: blockId, href, nth: Math.max(nth, 0), top };
  }
  if (element.id) return { block: null, id: element.id, nth: 0, top };
  return null;
}

/** The element an anchor names, once the page has rendered it (and it takes room). */
export function findAnchor(anchor: ScrollAnchor): Element | null {
  if (anchor.id !== undefined) {
    const element = document.getElementById(anchor.id);
    return element && laidOut(element) ? element : null;
  }
  const scope = anchor.block
    ? [...document.querySelectorAll('section[aria-labelledby]')].find(
        (section) => section.getAttribute('aria-labelledby') === anchor.block,
      )
    : document;
  if (!scope) return null;
  const element = [...scope.querySelectorAll('a[href]')].filter(
    (link) => link.getAttribute('href') === anchor.href,
  )[anchor.nth];
  return element && laidOut(element) ? element : null;
}

/** The first element fully in the window (below its top edge) that an anchor can name: what the listener sees. */
export function firstInView(): ScrollAnchor | null {
  const height = window.innerHeight;
  for (const element of document.querySelectorAll(CANDIDATES)) {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.top >= height || (box.width === 0 && box.height === 0)) continue;
    const anchor = anchorOf(element);
    if (anchor) return anchor;
  }
  return null;
}
