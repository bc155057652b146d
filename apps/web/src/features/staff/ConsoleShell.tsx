import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../shared/ui/icons';
import styles from './ConsoleShell.module.css';
import { useStaff } from './context';
import { ToastRegion, ToastRegionProvider } from './ui/Toast';

type Section = { path: string; label: string };

/** What the signed-in member is, in one line: "Network admin" or "Editor · Tarang Delhi, Tarang Mumbai". */
function roleLine(role: string, stations: { name: string }[]) {
  if (role === 'admin') return 'Network admin';
  return `Editor · ${stations.map((station) => station.name).join(', ')}`;
}

/** Who is signed in: their name, and their role and stations. */
function Member({ className }: { className?: string }) {
  const me = useStaff();
  return (
    <div className={className}>
      <p className={styles.memberName}>{me.name}</p>
      <p className={styles.memberRole}>{roleLine(me.role, me.stations)}</p>
    </div>
  );
}

function Nav({ sections, onNavigate }: { sections: readonly Section[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Console">
      <ul className={styles.nav}>
        {sections.map((section) => (
          <li key={section.path}>
            <NavLink to={`/staff/${section.path}`} className={styles.navLink} onClick={onNavigate}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The console's frame: the sections down the side on a desktop, behind a Menu button on a phone (a dialog that
 * closes on a choice or Escape, with the member and View site), the member and Log out at the top, the
 * section's page in the middle. The top bar fits a 320 px screen: the section's name gives way first.
 */
export function ConsoleShell({
  sections,
  onLogOut,
}: {
  sections: readonly Section[];
  onLogOut: () => Promise<void>;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [toastRegion, setToastRegion] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const current = sections.find((section) => pathname.startsWith(`/staff/${section.path}`));
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#console-main">
        Skip to content
      </a>
      <aside className={styles.side}>
        <p className={styles.brand}>Tarang Console</p>
        <Nav sections={sections} />
      </aside>
      <div className={styles.body}>
        <header className={styles.top}>
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger className={styles.menuButton}>
              <MenuIcon size={20} />
              Menu
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className={styles.overlay} />
              <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
                <div className={styles.sheetHead}>
                  <Dialog.Title className={styles.brand}>Tarang Console</Dialog.Title>
                  <Dialog.Close className={styles.close} aria-label="Close menu">
                    <CloseIcon size={20} />
                  </Dialog.Close>
                </div>
                <Nav sections={sections} onNavigate={() => setMenuOpen(false)} />
                {/* On a phone the top bar has room for Menu and Log out only: the rest is here. */}
                <div className={styles.sheetFoot}>
                  <Member className={styles.sheetMember} />
                  <a className={styles.sheetLink} href="/" target="_blank" rel="noopener">
                    View site
                  </a>
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <p className={styles.where}>{current?.label ?? 'Console'}</p>
          <Member className={styles.member} />
          <a className={`${styles.topLink} ${styles.viewSite}`} href="/" target="_blank" rel="noopener">
            View site
          </a>
          <button type="button" className={styles.topLink} onClick={() => void onLogOut()}>
            Log out
          </button>
        </header>
        <main id="console-main" className={styles.main} tabIndex={-1}>
          <ToastRegionProvider value={toastRegion}>
            <Outlet />
          </ToastRegionProvider>
        </main>
        <ToastRegion onRegion={setToastRegion} />
      </div>
    </div>
  );
}
