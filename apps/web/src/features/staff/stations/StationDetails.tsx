import type { StaffStationDetail } from '@tarang/contracts';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '../ui/console.module.css';
import { Badge } from '../ui/StatusBadge';
import own from './Stations.module.css';
import { streamSummary } from './StreamFields';

const orNone = (value: string | null | undefined) => value || '—';

/** An editor's view of their station: everything the form holds, to read (network admins change stations). */
export function StationDetails({ station }: { station: StaffStationDetail }) {
  const place = [station.address, station.cityName, station.stateName, station.pin]
    .filter(Boolean)
    .join(', ');
  const rows: [string, ReactNode][] = [
    ['Frequency', station.frequency],
    ['Tagline', orNone(station.tagline)],
    [
      'Colour',
      <span key="colour" className={own.swatchCell}>
        <span className={own.swatch} style={{ background: station.color }} aria-hidden="true" />
        {station.color}
      </span>,
    ],
    [
      'Logo',
      station.logo ? (
        <img key="logo" className={own.logo} src={station.logo} alt={`${station.name} logo`} />
      ) : (
        '—'
      ),
    ],
    ['Address', orNone(place)],
    ['Phone number', orNone(station.phoneNumber)],
    ['WhatsApp number', orNone(station.whatsappNumber)],
    ['E-mail', orNone(station.email)],
    ['WhatsApp channel', orNone(station.whatsappChannelUrl)],
    [
      'Social links',
      station.socialLinks.length ? (
        <ul key="links">
          {station.socialLinks.map((link) => (
            <li key={link.platformId}>
              {link.platformName}: {link.url}
            </li>
          ))}
        </ul>
      ) : (
        '—'
      ),
    ],
    ['Coordinates', `${station.latitude}, ${station.longitude}`],
    ['Order', String(station.sortOrder)],
    ['Live stream', streamSummary(station)],
  ];
  return (
    <section className={styles.section} aria-labelledby="station-title">
      <Link className={styles.backLink} to="/staff/stations">
        ← Stations
      </Link>
      <div className={styles.pageHead}>
        <h1 id="station-title" className={styles.pageTitle}>
          {station.name}
        </h1>
        {station.isActive && (
          <a className={styles.secondary} href={`/${station.urlName}/home`} target="_blank" rel="noopener">
            Preview on the site
          </a>
        )}
      </div>
      <p className={styles.hint}>
        <Badge tone={station.isActive ? 'published' : 'draft'}>
          {station.isActive ? 'Active' : 'Inactive'}
        </Badge>{' '}
        Only a network admin can change a station’s details. Ask one if something here needs changing.
      </p>
      <div className={styles.fieldset}>
        <dl className={own.details}>
          {rows.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </section>
  );
}
