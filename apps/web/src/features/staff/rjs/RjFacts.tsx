import type { StaffProfile } from '@tarang/contracts';
import { Badge } from '../ui/StatusBadge';
import styles from './Rjs.module.css';

/** Above the form: whether listeners see the RJ, and how many shows they host. */
export function RjFacts({ rj }: { rj: StaffProfile }) {
  return (
    <p className={styles.facts}>
      {rj.isActive ? (
        <Badge tone="published">Active</Badge>
      ) : (
        <Badge tone="draft">Hidden from the site</Badge>
      )}
      <span>
        {rj.showCount === 0
          ? 'Hosts no shows'
          : `Hosts ${rj.showCount} ${rj.showCount === 1 ? 'show' : 'shows'}`}
      </span>
      <span>Profile id {rj.profileId}</span>
    </p>
  );
}
