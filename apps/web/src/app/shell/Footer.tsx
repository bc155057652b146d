import { useQuery } from '@tanstack/react-query';
import type { StationPage } from '@tarang/contracts';
import { Link } from 'react-router';
import { siteConfigQuery } from '../../features/pages/api';
import { useRequestModal } from '../../features/requests/context';
import { REQUEST_TEXT } from '../../features/requests/messages';
import { useStation } from '../../features/stations/context';
import { SocialLinks } from '../../features/stations/SocialLinks';
import { href } from '../../shared/paths';
import styles from './Footer.module.css';

const FOOTER_PAGES: { page: StationPage; label: string }[] = [
  { page: 'advertise-with-us', label: 'Advertise with us' },
  { page: 'privacy-policy', label: 'Privacy policy' },
  { page: 'terms-and-conditions', label: 'Terms and conditions' },
  { page: 'contact-us', label: 'Contact us' },
  { page: 'careers', label: 'Careers' },
  { page: 'csr-policy', label: 'CSR policy' },
];

export function Footer() {
  const station = useStation();
  const { openRequest, preload } = useRequestModal();
  const { data: config } = useQuery(siteConfigQuery());
  const brand = config?.brandName ?? 'Tarang';
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.visit} aria-labelledby="studio-visit">
          <h2 id="studio-visit" className={styles.visitTitle}>
            Studio Visit
          </h2>
          <p className={styles.visitText}>Meet Your Favourite RJs</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.request}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => openRequest({ type: 'studio_visit' })}
            >
              SEND US REQUEST
            </button>
            <button
              type="button"
              className={styles.collab}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => openRequest({ type: 'lets_collab' })}
            >
              {REQUEST_TEXT.letsCollab}
            </button>
          </div>
        </section>
        <div className={styles.station}>
          {station.logo && (
            <img src={station.logo} alt={station.logoAlt} width={104} height={88} loading="lazy" />
          )}
          <p className={styles.tagline}>{station.tagline}</p>
          <SocialLinks tone="dark" />
        </div>
        <nav aria-label="Station pages" className={styles.pages}>
          <ul>
            {FOOTER_PAGES.map(({ page, label }) => (
              <li key={page}>
                <Link to={href.page(station.urlName, page)}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {config?.copyrightYear ?? 2025} {brand}. All rights reserved.
      </p>
    </footer>
  );
}
