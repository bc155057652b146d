import { useQuery } from '@tanstack/react-query';
import type { StationPage } from '@tarang/contracts';
import pageStyles from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import proseStyles from '../../shared/ui/Prose.module.css';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { useStation } from '../stations/context';
import { stationPageQuery } from './api';
import { ContactCard } from './ContactCard';
import styles from './StationPageView.module.css';

const FALLBACK_TITLES: Record<StationPage, string> = {
  careers: 'Careers',
  'contact-us': 'Contact us',
  'advertise-with-us': 'Advertise with us',
  'privacy-policy': 'Privacy policy',
  'terms-and-conditions': 'Terms and conditions',
  'csr-policy': 'CSR policy',
};

/** careers, contact-us, advertise-with-us, privacy-policy, terms-and-conditions, csr-policy. */
export function StationPageView({ page }: { page: StationPage }) {
  const station = useStation();
  const { data, isPending, isError, refetch } = useQuery(stationPageQuery(station.id, page));
  const title = data?.title ?? FALLBACK_TITLES[page];
  return (
    <article className={pageStyles.page}>
      <PageHead
        title={`${title} · ${station.name}`}
        description={`${title} at ${station.name} ${station.frequency}, ${station.cityDetail?.cityName ?? ''}.`}
      />
      <p className={pageStyles.eyebrow}>{station.name}</p>
      <h1 className={pageStyles.title}>{title}</h1>
      <div className={page === 'contact-us' ? styles.withAside : undefined}>
        {isPending ? (
          <TextSkeleton lines={9} />
        ) : isError ? (
          <LoadError what="This page" onRetry={() => refetch()} />
        ) : (
          <SafeHtml html={data.body} className={proseStyles.prose} />
        )}
        {page === 'contact-us' && <ContactCard />}
      </div>
      {data && (
        <p className={styles.updated}>
          Last updated{' '}
          {new Date(data.updatedAt).toLocaleDateString('en-IN', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          })}
        </p>
      )}
    </article>
  );
}
