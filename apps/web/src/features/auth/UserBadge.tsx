import { lazy, Suspense } from 'react';
import type { StoredUser } from '../../shared/api/session';
import { Avatar } from './Avatar';
import styles from './UserMenu.module.css';

/** The menu (Radix) is fetched only for signed-in listeners. */
const UserMenu = lazy(() => import('./UserMenu'));

/** When signed in, the header shows the user's name, e-mail and an initials avatar that opens the menu. */
export function UserBadge({
  user,
  myTarang,
}: {
  user: StoredUser;
  /** The way to My Tarang, given by the shell (the auth feature does not import the library feature). */
  myTarang?: { to: string; label: string };
}) {
  return (
    <div className={styles.badge}>
      <span className={styles.identity}>
        <span className={styles.name}>{user.name}</span>
        <span className={styles.email}>{user.email}</span>
      </span>
      <Suspense
        fallback={
          <span className={styles.trigger}>
            <Avatar name={user.name} />
          </span>
        }
      >
        <UserMenu user={user} myTarang={myTarang} />
      </Suspense>
    </div>
  );
}
