import { Link } from 'react-router';
import { href } from '../../shared/paths';
import styles from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { useStation } from './context';

/** Inside the station shell: helps the listener back to something to listen to. */
export function NotFound() {
  const station = useStation();
  return (
    <section className={styles.page}>
      <PageHead
        title={`Page not found · ${station.name}`}
        description={`The page you were looking for is not on ${station.name}.`}
      />
      <p className={styles.eyebrow}>404 · Off the air</p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.lead}>
        This page has gone quiet. It may have moved, or the link may be mistyped. {station.name} is still on
        air.
      </p>
      <p style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
        <Link to={href.section(station.urlName, 'home')} className={styles.button}>
          Go to the station home
        </Link>
        <Link to={href.section(station.urlName, 'audio')} className={styles.buttonGhost}>
          Browse shows and podcasts
        </Link>
      </p>
    </section>
  );
}
