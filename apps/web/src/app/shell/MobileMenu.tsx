import * as Collapsible from '@radix-ui/react-collapsible';
import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { RjStrip } from '../../features/rjs/RjStrip';
import { SocialLinks } from '../../features/stations/SocialLinks';
import { StationPicker } from '../../features/stations/StationPicker';
import { useMessages } from '../../shared/i18n';
import { LanguageSwitch } from '../../shared/i18n/LanguageSwitch';
import { useStation } from '../../shared/station/context';
import { ChevronDownIcon, CloseIcon } from '../../shared/ui/icons';
import styles from './MobileMenu.module.css';
import { headerMessages, navMessages } from './messages';
import { NAV_ITEMS, navPath } from './nav';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** Under 640 px a hamburger opens a full-screen menu with navigation, station dropdown and RJ list. */
export default function MobileMenu({ open, onOpenChange, returnFocusTo }: Props) {
  const station = useStation();
  const t = useMessages(headerMessages);
  const nav = useMessages(navMessages);
  const close = () => onOpenChange(false);
  // A station picked in the menu is where the visitor wanted to go: the menu closes on it.
  const openedOn = useRef(station.id);
  useEffect(() => {
    if (station.id !== openedOn.current) onOpenChange(false);
  }, [station.id, onOpenChange]);
  // The station list opens inside the menu (see StationPicker's container).
  const [menu, setMenu] = useState<HTMLDivElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          ref={setMenu}
          className={styles.menu}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{t.menu}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t.closeMenu}>
              <CloseIcon size={24} />
            </Dialog.Close>
          </div>
          <div className={styles.station}>
            <span className={styles.label}>{t.yourStation}</span>
            <StationPicker className={styles.picker} container={menu} />
          </div>
          <nav aria-label={nav.main} className={styles.nav}>
            <ul className={styles.list}>
              {NAV_ITEMS.map(({ section }) =>
                section === 'rjs' ? (
                  <li key={section}>
                    <Collapsible.Root>
                      <Collapsible.Trigger className={styles.item}>
                        {nav.rjs}
                        <ChevronDownIcon size={20} className={styles.chevron} />
                      </Collapsible.Trigger>
                      <Collapsible.Content className={styles.rjs}>
                        <RjStrip variant="mobile" onNavigate={close} />
                      </Collapsible.Content>
                    </Collapsible.Root>
                  </li>
                ) : (
                  <li key={section}>
                    <NavLink to={navPath(station.urlName, section)} className={styles.item} onClick={close}>
                      {nav[section]}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className={styles.social}>
            <span className={styles.label}>{t.follow({ station: station.name })}</span>
            <SocialLinks tone="light" />
          </div>
          <div className={styles.social}>
            <LanguageSwitch tone="light" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
