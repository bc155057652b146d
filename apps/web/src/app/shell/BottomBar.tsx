import { lazy, Suspense, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { libraryMessages } from '../../features/library/messages';
import { ListenLiveButton } from '../../features/player/live';
import { useMessages } from '../../shared/i18n';
import { href } from '../../shared/paths';
import { useStation } from '../../shared/station/context';
import { HeadphonesIcon, HomeIcon, LibraryIcon, MicIcon, VideoIcon } from '../../shared/ui/icons';
import styles from './BottomBar.module.css';
import { headerMessages, navMessages } from './messages';

const loadRjSheet = () => import('./RjSheet');
const RjSheet = lazy(loadRjSheet);

/**
 * On mobile a fixed bottom bar shows only Home, Audio, Video and RJs; RJs expands a 252 px strip of
 * portraits instead of navigating. "Listen live" sits in the middle, where the thumb rests.
 */
export function BottomBar() {
  const station = useStation();
  const library = useMessages(libraryMessages);
  const t = useMessages(headerMessages);
  const nav = useMessages(navMessages);
  const [rjsOpen, setRjsOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const rjsButton = useRef<HTMLButtonElement>(null);
  const link = ({ to, label, Icon }: { to: string; label: string; Icon: typeof HomeIcon }) => (
    <li key={label}>
      <NavLink to={to} className={styles.item}>
        <Icon size={22} />
        <span>{label}</span>
      </NavLink>
    </li>
  );
  return (
    <nav ref={bar} aria-label={t.quickLinks} className={styles.bar}>
      <ul className={styles.list}>
        {link({ to: href.section(station.urlName, 'home'), label: nav.home, Icon: HomeIcon })}
        {link({ to: href.section(station.urlName, 'audio'), label: nav.audio, Icon: HeadphonesIcon })}
        <li className={styles.live}>
          <ListenLiveButton station={station} variant="bar" />
        </li>
        {link({ to: href.section(station.urlName, 'video'), label: nav.video, Icon: VideoIcon })}
        <li>
          <button
            ref={rjsButton}
            type="button"
            className={styles.item}
            aria-expanded={rjsOpen}
            aria-controls={rjsOpen ? 'rj-sheet' : undefined}
            data-state={rjsOpen ? 'open' : 'closed'}
            onPointerEnter={loadRjSheet}
            onFocus={loadRjSheet}
            onClick={() => {
              setUsed(true);
              setRjsOpen((was) => !was);
            }}
          >
            <MicIcon size={22} />
            <span>{nav.rjs}</span>
          </button>
        </li>
        {link({ to: href.myTarang(station.urlName), label: library.myTarang, Icon: LibraryIcon })}
      </ul>
      {used && (
        <Suspense fallback={null}>
          <RjSheet open={rjsOpen} onOpenChange={setRjsOpen} anchor={bar} button={rjsButton} />
        </Suspense>
      )}
    </nav>
  );
}
