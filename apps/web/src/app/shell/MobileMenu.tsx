import * as Collapsible from '@radix-ui/react-collapsible';
import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useState } from 'react';
import { NavLink } from 'react-router';
import { RjStrip } from '../../features/rjs/RjStrip';
import { useStation } from '../../features/stations/context';
import { SocialLinks } from '../../features/stations/SocialLinks';
import { StationPicker } from '../../features/stations/StationPicker';
import { LanguageSwitch } from '../../shared/i18n/LanguageSwitch';
import { ChevronDownIcon, CloseIcon } from '../../shared/ui/icons';
import styles from './MobileMenu.module.css';
import { NAV_ITEMS, navPath } from './nav';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** SPEC: under 640 px a hamburger opens a full-screen menu with navigation, station dropdown and RJ list. */
export default function MobileMenu({ open, onOpenChange, returnFocusTo }: Props) {
  const station = useStation();
  const close = () => onOpenChange(false);
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
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <CloseIcon size={24} />
            </Dialog.Close>
          </div>
          <div className={styles.station}>
            <span className={styles.label}>Your station</span>
            <StationPicker className={styles.picker} container={menu} />
          </div>
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.list}>
              {NAV_ITEMS.map(({ section, label }) =>
                section === 'rjs' ? (
                  <li key={section}>
                    <Collapsible.Root>
                      <Collapsible.Trigger className={styles.item}>
                        {label}
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
                      {label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className={styles.social}>
            <span className={styles.label}>Follow {station.name}</span>
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
