import { Link } from 'react-router';
import { useMessages } from '../i18n';
import { href } from '../paths';
import { useStation } from '../station/context';
import { notFoundMessages } from './messages';
import styles from './Page.module.css';
import { PageHead } from './PageHead';

/** Inside the station shell: helps the listener back to something to listen to. */
export function NotFound() {
  const station = useStation();
  const t = useMessages(notFoundMessages);
  return (
    <section className={styles.page}>
      <PageHead
        title={t.title({ station: station.name })}
        description={t.description({ station: station.name })}
      />
      <p className={styles.eyebrow}>{t.eyebrow}</p>
      <h1 className={styles.title}>{t.heading}</h1>
      <p className={styles.lead}>{t.lead({ station: station.name })}</p>
      <p style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
        <Link to={href.section(station.urlName, 'home')} className={styles.button}>
          {t.home}
        </Link>
        <Link to={href.section(station.urlName, 'audio')} className={styles.buttonGhost}>
          {t.browse}
        </Link>
      </p>
    </section>
  );
}
