import { Link } from 'react-router';
import { useMessages } from '../../shared/i18n';
import { href } from '../../shared/paths';
import styles from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { useStation } from './context';
import { stationsMessages } from './messages';

/** Inside the station shell: helps the listener back to something to listen to. */
export function NotFound() {
  const station = useStation();
  const t = useMessages(stationsMessages);
  return (
    <section className={styles.page}>
      <PageHead
        title={t.notFoundTitle({ station: station.name })}
        description={t.notFoundDescription({ station: station.name })}
      />
      <p className={styles.eyebrow}>{t.notFoundEyebrow}</p>
      <h1 className={styles.title}>{t.notFoundHeading}</h1>
      <p className={styles.lead}>{t.notFoundLead({ station: station.name })}</p>
      <p style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
        <Link to={href.section(station.urlName, 'home')} className={styles.button}>
          {t.notFoundHome}
        </Link>
        <Link to={href.section(station.urlName, 'audio')} className={styles.buttonGhost}>
          {t.notFoundBrowse}
        </Link>
      </p>
    </section>
  );
}
