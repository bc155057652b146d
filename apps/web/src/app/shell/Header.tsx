import { imageSrcSet } from '@tarang/contracts/images';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { UserBadge } from '../../features/auth/UserBadge';
import { libraryMessages } from '../../features/library/messages';
import { ListenLiveButton } from '../../features/player/live';
import { SocialLinks } from '../../features/stations/SocialLinks';
import { StationPicker } from '../../features/stations/StationPicker';
import { useMessages } from '../../shared/i18n';
import { LanguageSwitch } from '../../shared/i18n/LanguageSwitch';
import { href } from '../../shared/paths';
import { useStation } from '../../shared/station/context';
import { moveFocusWithArrows } from '../../shared/ui/arrowKeys';
import { FIRST_SCREEN_IMAGE } from '../../shared/ui/firstScreenImage';
import { ChevronDownIcon, MenuIcon, RadioIcon } from '../../shared/ui/icons';
import { useAuthDialog } from '../../shared/user/authDialog';
import { useUser } from '../../shared/user/useUser';
import styles from './Header.module.css';
import { headerMessages, navMessages } from './messages';
import { NAV_ITEMS, navPath } from './nav';

/** The full-screen mobile menu is its own chunk, fetched when the hamburger is first approached. */
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);
const loadRjPanel = () => import('./RjPanel');
const RjPanel = lazy(loadRjPanel);

/**
 * Keeps html's scroll-padding-top equal to the sticky header's height (it differs between phones, tablets and
 * desktops, and with the text size), so an element focused by Tab or Shift+Tab is never scrolled under the
 * header. Written as that property itself, and only when it changes: a custom property on <html> would be
 * inherited by every element, and changing it restyled the whole page (a 20–35 ms task on a slow phone, right
 * after hydration).
 */
function useStickyHeaderHeight(header: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement.style;
    let height = -1;
    const update = () => {
      const measured = Math.ceil(element.offsetHeight);
      if (measured === height) return;
      height = measured;
      root.scrollPaddingTop = `calc(${measured}px + var(--space-2))`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('scroll-padding-top');
    };
  }, [header]);
}

export function Header() {
  const station = useStation();
  const t = useMessages(headerMessages);
  const library = useMessages(libraryMessages);
  const nav = useMessages(navMessages);
  const header = useRef<HTMLElement>(null);
  useStickyHeaderHeight(header);
  const user = useUser();
  const { openAuth } = useAuthDialog();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [rjsOpen, setRjsOpen] = useState(false);
  const [rjsUsed, setRjsUsed] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const rjButton = useRef<HTMLButtonElement>(null);
  return (
    <header ref={header} className={styles.header}>
      <div className={styles.utility}>
        <div className={styles.utilityInner}>
          <div className={styles.station}>
            <p className={styles.onAir}>
              <RadioIcon size={16} />
              <span>
                {station.name} · {station.frequency}
                {station.cityDetail && <span className={styles.city}> · {station.cityDetail.cityName}</span>}
              </span>
            </p>
            {/* Beside the station's name and frequency, on every page; phones have it in the bottom bar. */}
            <div className={styles.live}>
              <ListenLiveButton station={station} variant="header" />
            </div>
          </div>
          <div className={styles.utilityEnd}>
            <SocialLinks tone="dark" className={styles.social} />
            <LanguageSwitch tone="dark" />
          </div>
        </div>
      </div>
      <div ref={bar} className={styles.bar}>
        <Link
          to={href.section(station.urlName, 'home')}
          className={styles.logo}
          aria-label={t.logoHome({ station: station.name })}
        >
          {station.logo ? (
            <img
              src={station.logo}
              srcSet={imageSrcSet(station.logo)}
              sizes="92px"
              alt=""
              width={92}
              height={78}
              fetchPriority="high"
              {...FIRST_SCREEN_IMAGE}
            />
          ) : (
            <span className={styles.logoText}>{station.name}</span>
          )}
        </Link>

        <nav aria-label={nav.main} className={styles.nav}>
          <ul className={styles.navList} onKeyDown={moveFocusWithArrows}>
            {NAV_ITEMS.map(({ section }) =>
              section === 'rjs' ? (
                <li key={section}>
                  <button
                    ref={rjButton}
                    type="button"
                    className={styles.navItem}
                    aria-expanded={rjsOpen}
                    aria-controls={rjsOpen ? 'rj-panel' : undefined}
                    data-state={rjsOpen ? 'open' : 'closed'}
                    onPointerEnter={loadRjPanel}
                    onFocus={loadRjPanel}
                    onClick={() => {
                      setRjsUsed(true);
                      setRjsOpen((was) => !was);
                    }}
                  >
                    {nav.rjs}
                    <ChevronDownIcon size={16} className={styles.chevron} />
                  </button>
                </li>
              ) : (
                <li key={section}>
                  <NavLink to={navPath(station.urlName, section)} className={styles.navItem}>
                    {nav[section]}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          {rjsUsed && (
            <Suspense fallback={null}>
              <RjPanel open={rjsOpen} onOpenChange={setRjsOpen} anchor={bar} button={rjButton} />
            </Suspense>
          )}
        </nav>

        <div className={styles.actions}>
          <StationPicker className={styles.picker} />
          {user ? (
            <UserBadge
              user={user}
              myTarang={{ to: href.myTarang(station.urlName), label: library.myTarang }}
            />
          ) : (
            <button
              type="button"
              className={styles.login}
              aria-haspopup="dialog"
              onClick={() => openAuth('signIn')}
            >
              {t.logIn}
            </button>
          )}
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-label={t.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon size={24} />
          </button>
          {menuOpen && (
            <Suspense fallback={null}>
              <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
