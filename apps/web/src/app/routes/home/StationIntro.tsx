import type { Station } from '@tarang/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../../shared/i18n';
import { href } from '../../../shared/paths';
import page from '../../../shared/ui/Page.module.css';
import styles from './HomePage.module.css';
import { homeMessages } from './messages';

/**
 * The station's masthead: frequency, name and tagline with the ways in. Under banners it is a plain band; with no
 * banners it is the hero itself, and then listening live comes first.
 */
export function StationIntro({
  station,
  isHero,
  liveAction,
}: {
  station: Station;
  isHero: boolean;
  liveAction?: ReactNode;
}) {
  const t = useMessages(homeMessages);
  const city = station.cityDetail?.cityName ?? '';
  return (
    <section
      className={isHero ? `${styles.intro} ${styles.introHero}` : styles.intro}
      aria-labelledby="station-title"
    >
      <div className={styles.introInner}>
        <div>
          <p className={styles.frequency}>
            {station.frequency}
            {city && ` · ${city}`}
          </p>
          <h1 id="station-title" className={styles.stationName}>
            {station.name}
          </h1>
          <p className={styles.tagline}>{station.tagline}</p>
        </div>
        <div className={styles.introLinks}>
          {liveAction}
          <Link
            to={href.section(station.urlName, 'audio')}
            className={liveAction ? page.buttonGhost : page.button}
          >
            {t.explore}
          </Link>
          <Link to={href.section(station.urlName, 'video')} className={page.buttonGhost}>
            {t.watchVideo}
          </Link>
        </div>
      </div>
    </section>
  );
}
