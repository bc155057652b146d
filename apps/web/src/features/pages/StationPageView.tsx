import { useQuery } from '@tanstack/react-query';
import type { StationPage } from '@tarang/contracts';
import { formatLongDay } from '../../shared/format';
import { useMessages } from '../../shared/i18n';
import { useStation } from '../../shared/station/context';
import pageStyles from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import proseStyles from '../../shared/ui/Prose.module.css';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { stationPageQuery } from './api';
import { ContactCard } from './ContactCard';
import { pagesMessages } from './messages';
import styles from './StationPageView.module.css';

/** careers, contact-us, advertise-with-us, privacy-policy, terms-and-conditions, csr-policy. */
export function StationPageView({ page }: { page: StationPage }) {
  const station = useStation();
  const t = useMessages(pagesMessages);
  const { data, isPending, isError, refetch } = useQuery(stationPageQuery(station.id, page));
  // The page's own title as the station wrote it; the page's name until it arrives.
  const title = data?.title ?? t[page];
  return (
    <article className={pageStyles.page}>
      <PageHead
        title={`${title} · ${station.name}`}
        description={t.description({
          title,
          station: station.name,
          frequency: station.frequency,
          city: station.cityDetail?.cityName ?? '',
        })}
      />
      <p className={pageStyles.eyebrow}>{station.name}</p>
      <h1 className={pageStyles.title}>{title}</h1>
      <div className={page === 'contact-us' ? styles.withAside : undefined}>
        {isPending ? (
          <TextSkeleton lines={9} />
        ) : isError ? (
          <LoadError what={t.thisPage} onRetry={() => refetch()} />
        ) : (
          <SafeHtml html={data.body} className={proseStyles.prose} />
        )}
        {page === 'contact-us' && <ContactCard />}
      </div>
      {data && (
        <p className={styles.updated}>
          {/* India time on the server and in every browser: the server's own zone would differ from a
              listener's for part of each day, and the page would not hydrate. */}
          {t.lastUpdated({ date: formatLongDay(data.updatedAt) })}
        </p>
      )}
    </article>
  );
}
