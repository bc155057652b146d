import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiGet } from '../../shared/api/client';
import { href } from '../../shared/paths';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { RjStrip } from '../rjs/RjStrip';
import { useStation } from '../stations/context';
import { mediaListQuery } from './api';
import { CardGrid, MediaCard } from './Cards';
import styles from './HomePage.module.css';

type Banner = {
  id: number;
  title: string;
  subtitle: string;
  image: string | null;
  imageAlt: string;
  linkUrl: string | null;
};

export default function HomePage() {
  const station = useStation();
  const banners = useQuery({
    queryKey: ['banners', 'home', station.id],
    queryFn: ({ signal }) =>
      apiGet<{ data: Banner[] }>('content/v1/banner', { bannerPage: 'home', stationId: station.id }, signal),
  });
  const latest = useQuery(mediaListQuery(station.id, undefined, 8));
  const banner = banners.data?.data[0];
  const city = station.cityDetail?.cityName ?? '';
  return (
    <>
      <PageHead
        title={`${station.name} ${station.frequency} · Radio for ${city}`}
        description={`${station.tagline}. Listen to ${station.name} ${station.frequency}: shows, podcasts, RJs and events in ${city}.`}
      />
      <section className={styles.hero} aria-labelledby="station-title">
        {banner?.image && (
          <img
            className={styles.heroImage}
            src={banner.image}
            alt=""
            width={1600}
            height={600}
            fetchPriority="high"
          />
        )}
        <div className={styles.heroText}>
          <p className={styles.frequency}>
            {station.frequency} · {city}
          </p>
          <h1 id="station-title" className={styles.heroTitle}>
            {station.name}
          </h1>
          <p className={styles.tagline}>{station.tagline}</p>
          <Link to={href.section(station.urlName, 'audio')} className={styles.cta}>
            Explore shows and podcasts
          </Link>
        </div>
      </section>

      <section className={page.page} aria-labelledby="rjs-title">
        <h2 id="rjs-title" className={styles.blockTitle}>
          Your RJs
        </h2>
        <RjStrip />
      </section>

      <section className={page.page} aria-labelledby="latest-title">
        <div className={styles.blockHead}>
          <h2 id="latest-title" className={styles.blockTitle}>
            Latest on {station.name}
          </h2>
          <Link to={href.section(station.urlName, 'audio')}>See all audio</Link>
        </div>
        {latest.isPending ? (
          <TextSkeleton />
        ) : latest.isError ? (
          <LoadError what="The latest shows" onRetry={() => latest.refetch()} />
        ) : (
          <CardGrid label={`Latest on ${station.name}`}>
            {latest.data.data.map((item) => (
              <MediaCard key={item.id} item={item} to={href.audio(station.urlName, item.urlName)} />
            ))}
          </CardGrid>
        )}
      </section>
    </>
  );
}
