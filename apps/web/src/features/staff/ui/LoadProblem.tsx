import { Link, useLocation } from 'react-router';
import { useMessages } from '../../../shared/i18n';
import { loadProblemMessages } from '../messages';
import { SECTIONS } from '../nav';
import styles from './console.module.css';
import { isRetryable, loadProblemOf } from './loadProblem';

type Props = {
  /** What the read failed with (a query's `error`). */
  error: unknown;
  /** What was being loaded, as the start of a sentence: "This show", "Shows". */
  what: string;
  /** A list inside its page (under the page's heading): its problem is a second-level heading. */
  inList?: boolean;
  onRetry: () => void;
};

/**
 * Every console page that loads an item or a list says here why it could not: no access to that station, only
 * for network admins, no such item, signed out, no connection or a server error. Try again is offered only
 * where it can help; otherwise the way back is to the section's list.
 */
export function LoadProblem({ error, what, inList = false, onRetry }: Props) {
  const t = useMessages(loadProblemMessages);
  const { pathname } = useLocation();
  const problem = loadProblemOf(error);
  const [title, text] = {
    station: [t.stationTitle, inList ? t.stationList({ what: what.toLowerCase() }) : t.stationItem({ what })],
    role: [t.roleTitle, t.role({ what })],
    notFound: [t.notFoundTitle, t.notFound({ what })],
    signedOut: [t.signedOutTitle, t.signedOut],
    offline: [t.offlineTitle, t.offline({ what })],
    server: [t.serverTitle, t.server({ what })],
  }[problem];
  const Heading = inList ? 'h2' : 'h1';
  // An item's page leads back to its section's list; a list is already there.
  const section = SECTIONS.find((one) => pathname.startsWith(`/staff/${one.path}/`));
  return (
    <div className={styles.problem} role="alert">
      <Heading className={styles.problemTitle}>{title}</Heading>
      <p>{text}</p>
      {(isRetryable(problem) || (section && !inList)) && (
        <div className={styles.problemActions}>
          {isRetryable(problem) && (
            <button type="button" className={styles.primary} onClick={onRetry}>
              {t.tryAgain}
            </button>
          )}
          {section && !inList && (
            <Link className={styles.secondary} to={`/staff/${section.path}`}>
              {t.backTo({ list: section.label })}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
