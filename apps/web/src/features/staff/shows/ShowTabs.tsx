import { NavLink } from 'react-router';
import styles from './Shows.module.css';

/** The two parts of a saved show's page: its details (the form) and its episodes. */
export function ShowTabs({ showId, episodeCount }: { showId: number; episodeCount: number }) {
  return (
    <nav className={styles.tabs} aria-label="This show">
      <NavLink to={`/staff/shows/${showId}`} end className={styles.tab}>
        Details
      </NavLink>
      <NavLink to={`/staff/shows/${showId}/episodes`} className={styles.tab}>
        Episodes ({episodeCount})
      </NavLink>
    </nav>
  );
}
