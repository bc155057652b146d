import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../../shared/i18n';
import { useMediaQuery } from '../../../shared/lib/useMediaQuery';
import { Img } from '../../../shared/ui/Img';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons';
import { type Banner, bannerAction, bannerTarget } from './api';
import styles from './BannerCarousel.module.css';
import { carouselMessages } from './messages';

const ROTATE_MS = 7000;

const PauseGlyph = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
  </svg>
);
const PlayGlyph = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M8 5.5v13a1 1 0 001.5.9l10.4-6.5a1 1 0 000-1.8L9.5 4.6A1 1 0 008 5.5z" />
  </svg>
);

/** Keys that move the focus inside the carousel, to the item at this offset (or end) of its items. */
const MOVES: Record<string, number | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/**
 * The carousel is one stop of the Tab key (roving tabindex), and that stop is always in the shown slide: its link
 * or button (the last one used), or the slide itself when it has none. The slide pickers and the rotation,
 * previous and next buttons are reached from there with the arrow keys (Home and End too) or the pointer; from
 * them Tab goes on past the carousel and Shift+Tab back to the slide. Done on the DOM because the shown slide's
 * button may come from outside (the player's live button).
 */
function useRovingFocus(root: React.RefObject<HTMLElement | null>) {
  const active = useRef<HTMLElement | null>(null);
  const parts = useCallback(() => {
    const element = root.current;
    const slide = element?.querySelector<HTMLElement>('[data-shown]') ?? null;
    const inSlide = [...(slide?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
    const controls = [...(element?.querySelectorAll<HTMLElement>('[data-controls] button') ?? [])];
    return { slide, stops: inSlide.length > 0 ? inSlide : slide ? [slide] : [], controls };
  }, [root]);
  // After every render: the slide shown (and so its links) may have changed.
  useLayoutEffect(() => {
    const { slide, stops, controls } = parts();
    const stop = active.current && stops.includes(active.current) ? active.current : stops[0];
    for (const element of root.current?.querySelectorAll<HTMLElement>('[data-slide-index]') ?? []) {
      if (element !== slide || stops[0] !== slide) element.removeAttribute('tabindex');
      // The links of the slides out of view are out of Tab's way (a swipe or a picker brings them in).
      if (element !== slide)
        for (const link of element.querySelectorAll<HTMLElement>('a[href], button')) link.tabIndex = -1;
    }
    for (const element of [...stops, ...controls]) element.tabIndex = element === stop ? 0 : -1;
  });
  const onFocus = (event: React.FocusEvent) => {
    const { stops } = parts();
    const target = event.target as HTMLElement;
    if (!stops.includes(target)) return;
    active.current = target;
    for (const element of stops) element.tabIndex = element === target ? 0 : -1;
  };
  /** Moves the focus for an arrow, Home or End key; returns the element focused, if any. */
  const onKeyDown = (event: KeyboardEvent): HTMLElement | undefined => {
    const move = MOVES[event.key];
    const { stops, controls } = parts();
    const all = [...stops, ...controls];
    const from = all.indexOf(event.target as HTMLElement);
    if (move === undefined || from < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const to =
      move === 'first' ? 0 : move === 'last' ? all.length - 1 : (from + move + all.length) % all.length;
    const next = all[to];
    next?.focus();
    return next;
  };
  return { onFocus, onKeyDown };
}

/**
 * The station's banners as a carousel (WAI-ARIA APG): a labelled region, each slide a group "n of m", previous
 * and next buttons, a picker per slide, and a pause button while it rotates by itself. It never rotates under
 * prefers-reduced-motion, pauses while the pointer or focus is inside, and slides swipe on touch (CSS scroll
 * snap). It is one Tab stop with the arrow keys inside (useRovingFocus). The box has a fixed aspect ratio and the first image loads first (LCP), so nothing shifts.
 */
export function BannerCarousel({
  banners,
  stationUrlName,
  liveAction,
}: {
  banners: Banner[];
  stationUrlName: string;
  /** What a banner linked to "/live" shows: the player's live button (given by the route). */
  liveAction?: ReactNode;
}) {
  const id = useId();
  const t = useMessages(carouselMessages);
  const root = useRef<HTMLElement>(null);
  const roving = useRovingFocus(root);
  const track = useRef<HTMLDivElement>(null);
  const scrollingTo = useRef<number | null>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = banners.length;
  const rotating = count > 1 && !reduceMotion && !paused;

  const goTo = useCallback(
    (next: number, byUser: boolean) => {
      const element = track.current;
      if (!element || count === 0) return;
      const target = ((next % count) + count) % count;
      setAnnounce(byUser);
      setIndex(target);
      // Slides passed on the way (5 → 1 passes 4, 3, 2) are not announced or picked.
      scrollingTo.current = target;
      clearTimeout(scrollTimer.current);
      scrollTimer.current = setTimeout(() => {
        scrollingTo.current = null;
      }, 1500);
      element.scrollTo({ left: target * element.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
    },
    [count, reduceMotion],
  );

  // The slide in view after a swipe (a scroll the buttons started settles on their slide).
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const shown = Math.round(element.scrollLeft / element.clientWidth);
    if (Math.abs(element.scrollLeft - shown * element.clientWidth) >= 2) return;
    if (scrollingTo.current !== null) {
      if (shown === scrollingTo.current) scrollingTo.current = null;
      return;
    }
    if (shown !== index) {
      setAnnounce(false);
      setIndex(shown);
    }
  };

  useEffect(() => {
    if (!rotating || held) return;
    const timer = setInterval(() => {
      if (!document.hidden) goTo(index + 1, false);
    }, ROTATE_MS);
    return () => clearInterval(timer);
  }, [rotating, held, index, goTo]);

  // Keep the slide in view when the width changes (rotation of a phone, a resized window).
  const indexRef = useRef(index);
  indexRef.current = index;
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      element.scrollTo({ left: indexRef.current * width, behavior: 'auto' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (count === 0) return null;
  const current = banners[index];

  return (
    <section
      ref={root}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t.highlights}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={(event) => {
        setHeld(true);
        roving.onFocus(event);
      }}
      onKeyDown={(event) => {
        // A slide picker reached with the keys shows its slide (the picker stays where it is, so no jump).
        const picker = roving.onKeyDown(event)?.dataset.slide;
        if (picker !== undefined) goTo(Number(picker), true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {/* tabIndex -1: a scroller with nothing focusable in it (a slide with no link) would be a Tab stop of its own. */}
      <div ref={track} className={styles.track} onScroll={onScroll} tabIndex={-1}>
        {banners.map((banner, n) => {
          const target = bannerTarget(banner.linkUrl, stationUrlName);
          const titleId = `${id}-title-${n}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group named "n of m" (WAI-ARIA APG carousel), not a form fieldset
            <div
              key={banner.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t.slideOf({ n: n + 1, count })}
              data-shown={n === index || undefined}
              data-slide-index={n}
            >
              <Img
                src={banner.image}
                alt={banner.imageAlt}
                width={1600}
                height={600}
                sizes="100vw"
                priority={n === 0}
                className={styles.image}
              />
              <div className={styles.shade} />
              <div className={styles.text}>
                <p id={titleId} className={styles.title}>
                  {banner.title}
                </p>
                {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
                {target?.kind === 'live' && liveAction}
                {target?.kind === 'internal' && (
                  <Link to={target.to} className={styles.action} aria-describedby={titleId}>
                    {bannerAction(banner.linkUrl ?? '', t)}
                  </Link>
                )}
                {target?.kind === 'external' && (
                  <a
                    href={target.to}
                    className={styles.action}
                    aria-describedby={titleId}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {bannerAction(banner.linkUrl ?? '', t)}
                  </a>
                )}
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className={styles.controls} data-controls>
          <div className={styles.pickers}>
            {banners.map((banner, n) => (
              <button
                key={banner.id}
                type="button"
                className={styles.picker}
                aria-label={t.slidePicker({ n: n + 1, title: banner.title })}
                aria-current={n === index ? 'true' : undefined}
                data-slide={n}
                onClick={() => goTo(n, true)}
              >
                <span className={styles.dot} />
              </button>
            ))}
          </div>
          <div className={styles.buttons}>
            {!reduceMotion && (
              <button
                type="button"
                className={styles.button}
                aria-label={paused ? t.startRotation : t.stopRotation}
                onClick={() => setPaused((value) => !value)}
              >
                {paused ? <PlayGlyph /> : <PauseGlyph />}
              </button>
            )}
            <button
              type="button"
              className={styles.button}
              aria-label={t.previous}
              onClick={() => goTo(index - 1, true)}
            >
              <ChevronLeftIcon size={22} />
            </button>
            <button
              type="button"
              className={styles.button}
              aria-label={t.next}
              onClick={() => goTo(index + 1, true)}
            >
              <ChevronRightIcon size={22} />
            </button>
          </div>
        </div>
      )}
      <p className="visually-hidden" role="status" aria-atomic="true">
        {announce && current ? t.announce({ n: index + 1, count, title: current.title }) : ''}
      </p>
    </section>
  );
}

/** The carousel's box while the banners load: same size, so nothing moves when they arrive. */
export function BannerPlaceholder() {
  return <div className={`${styles.carousel} ${styles.placeholder}`} aria-hidden="true" />;
}
