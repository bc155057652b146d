import { useQuery } from '@tanstack/react-query';
import type { StationPage } from '@tarang/contracts';
import { imageSrcSet } from '@tarang/contracts/images';
import { Link } from 'react-router';
import { siteConfigQuery } from '../../features/pages/api';
import { useRequestModal } from '../../features/requests/context';
import { SocialLinks } from '../../features/stations/SocialLinks';
import { useMessages } from '../../shared/i18n';
import { href } from '../../shared/paths';
import { useStation } from '../../shared/station/context';
import styles from './Footer.module.css';
import { footerMessages } from './messages';

/** The station pages linked from the footer, in order; their texts are footerMessages[page]. */
const FOOTER_PAGES: StationPage[] = [
  'advertise-with-us',
  'privacy-policy',
  'terms-and-conditions',
  'contact-us',
  'careers',
  'csr-policy',
];

export function Footer() {
  const station = useStation();
  const t = useMessages(footerMessages);
  const { openRequest, preload } = useRequestModal();
  const { data: config } = useQuery(siteConfigQuery());
  const brand = config?.brandName ?? 'Tarang';
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.visit} aria-labelledby="studio-visit">
          <h2 id="studio-visit" className={styles.visitTitle}>
            {t.studioVisit}
          </h2>
          <p className={styles.visitText}>{t.studioVisitLead}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.request}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => openRequest({ type: 'studio_visit' })}
            >
              {t.sendRequest}
            </button>
            <button
              type="button"
              className={styles.collab}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => openRequest({ type: 'lets_collab' })}
            >
              {t.letsCollab}
            </button>
          </div>
        </section>
        <div className={styles.station}>
          {station.logo && (
            <img
              src={station.logo}
              srcSet={imageSrcSet(station.logo)}
              sizes="104px"
              alt={station.logoAlt}
              width={104}
              height={88}
              loading="lazy"
            />
          )}
          <p className={styles.tagline}>{station.tagline}</p>
          <SocialLinks tone="dark" />
        </div>
        <nav aria-label={t.stationPages} className={styles.pages}>
          <ul>
            {FOOTER_PAGES.map((page) => (
              <li key={page}>
                <Link to={href.page(station.urlName, page)}>{t[page]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{t.copyright({ year: config?.copyrightYear ?? 2025, brand })}</p>
    </footer>
  );
}
