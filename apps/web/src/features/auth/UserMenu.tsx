import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import type { StoredUser } from '../../shared/api/session';
import { useMessages } from '../../shared/i18n';
import { LibraryIcon } from '../../shared/ui/icons';
import { KeyIcon, LogOutIcon } from '../../shared/ui/pageIcons';
import { useAuthDialog } from '../../shared/user/authDialog';
import { Avatar } from './Avatar';
import { logout } from './api';
import { authMessages } from './messages';
import styles from './UserMenu.module.css';

/** The avatar opens a menu with Change Password and Log Out (arrow keys, Escape, outside click). */
export default function UserMenu({
  user,
  myTarang,
}: {
  user: StoredUser;
  /** My Tarang (favourites, continue listening, followed shows) leads the menu. */
  myTarang?: { to: string; label: string };
}) {
  const { openAuth } = useAuthDialog();
  const t = useMessages(authMessages);
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        className={styles.trigger}
        aria-label={t.accountMenu({ name: user.name })}
        data-account-menu=""
      >
        <Avatar name={user.name} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.menu} align="end" sideOffset={8} loop>
          <Menu.Label className={styles.who}>
            <span className={styles.name}>{user.name}</span>
            <span className={styles.email}>{user.email}</span>
          </Menu.Label>
          <Menu.Separator className={styles.separator} />
          {myTarang && (
            <Menu.Item className={styles.item} asChild>
              <Link to={myTarang.to}>
                <LibraryIcon size={18} />
                {myTarang.label}
              </Link>
            </Menu.Item>
          )}
          <Menu.Item className={styles.item} onSelect={() => openAuth('changePassword')}>
            <KeyIcon size={18} />
            {t.changePasswordTitle}
          </Menu.Item>
          <Menu.Item className={styles.item} onSelect={() => void logout()}>
            <LogOutIcon size={18} />
            {t.logOut}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
