import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { formatLongDay } from '../../shared/format';
import { useMessages } from '../../shared/i18n';
import { useKeepPageInRange, usePageParam } from '../../shared/lib/usePageParam';
import { href } from '../../shared/paths';
import { useStation } from '../../shared/station/context';
import { Img } from '../../shared/ui/Img';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { Pager } from '../../shared/ui/Pager';
import { EmptyState, LoadError } from '../../shared/ui/states';
import { REDLINES_PAGE_SIZE, type RedLineItem, redLinesQuery } from './api';
import { redLinesMessages } from './messages';
import styles from './RedLines.module.css';

function ArticleCard({
  article,
  stationUrlName,
  lead,
}: {
  article: RedLineItem;
  stationUrlName: string;
  lead?: boolean;
}) {
  // Reading the texts also re-renders the date in a newly chosen language.
  const t = useMessages(redLinesMessages);
  return (
    <li className={lead ? styles.lead : styles.card}>
      <div className={styles.image}>
        <Img
          src={article.image}
          alt={article.imageAlt}
          width={lead ? 1280 : 640}
          height={lead ? 720 : 360}
          sizes={
            lead
              ? '(min-width: 900px) 720px, 100vw'
              : '(min-width: 1024px) 280px, (min-width: 640px) 45vw, 100vw'
          }
          priority={lead}
        />
      </div>
      <div className={styles.text}>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{formatLongDay(article.publishedAt)}</time>
        </p>
        <h2 className={styles.title}>
          <Link to={href.redline(stationUrlName, article.urlName)} className={styles.link}>
            {article.title}
          </Link>
        </h2>
        <p className={styles.summary}>{article.summary}</p>
        {article.author && (
          <p className={styles.author}>
            {t.by} {article.author}
          </p>
        )}
      </div>
    </li>
  );
}

function Skeleton() {
  return (
    <div aria-hidden="true">
      <div className={`${styles.lead} ${styles.skeleton}`}>
        <div className={styles.image} />
        <div className={styles.text}>
          <span className={styles.bar} style={{ width: '40%' }} />
          <span className={styles.bar} data-tall="" />
          <span className={styles.bar} data-tall="" style={{ width: '70%' }} />
          <span className={styles.bar} />
        </div>
      </div>
      <ul className={styles.grid}>
        {[0, 1, 2, 3].map((n) => (
          <li key={n} className={`${styles.card} ${styles.skeleton}`}>
            <div className={styles.image} />
            <div className={styles.text}>
              <span className={styles.bar} style={{ width: '50%' }} />
              <span className={styles.bar} data-tall="" />
              <span className={styles.bar} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `redlines`: the news, newest first; the first page opens with the lead story. */
export default function RedLinesPage() {
  const station = useStation();
  const t = useMessages(redLinesMessages);
  const city = station.cityDetail?.cityName ?? t.theCity;
  const [pageNumber, setPageNumber] = usePageParam();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(
    redLinesQuery(station.id, pageNumber),
  );
  useKeepPageInRange(
    pageNumber,
    setPageNumber,
    REDLINES_PAGE_SIZE,
    isPlaceholderData ? undefined : data?.total,
  );

  const goTo = (next: number) => {
    setPageNumber(next);
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  let body: React.ReactNode;
  if (isPending) body = <Skeleton />;
  else if (isError) body = <LoadError what={t.failed} onRetry={() => refetch()} />;
  // A page past the end: useKeepPageInRange is moving to the last page.
  else if (data.data.length === 0 && pageNumber > 1) body = <Skeleton />;
  else if (data.data.length === 0) {
    body = (
      <EmptyState title={t.empty}>
        <p className={styles.emptyHint}>{t.emptyHint({ city })}</p>
      </EmptyState>
    );
  } else {
    const [first, ...rest] = data.data;
    const withLead = pageNumber === 1 && first;
    const cards = withLead ? rest : data.data;
    body = (
      <>
        {withLead && (
          <ul className={styles.leadList} aria-label={t.leadStory}>
            <ArticleCard article={first} stationUrlName={station.urlName} lead />
          </ul>
        )}
        {cards.length > 0 && (
          <ul
            className={styles.grid}
            aria-label={withLead ? t.moreStories : t.storiesPage({ page: pageNumber })}
          >
            {cards.map((article) => (
              <ArticleCard key={article.id} article={article} stationUrlName={station.urlName} />
            ))}
          </ul>
        )}
        <Pager
          page={pageNumber}
          total={data.total}
          pageSize={REDLINES_PAGE_SIZE}
          onPage={goTo}
          label={t.pager}
        />
      </>
    );
  }

  return (
    <div className={page.page}>
      <PageHead
        title={t.pageTitle({ station: station.name })}
        description={t.description({ city, station: station.name })}
      />
      <p className={page.eyebrow}>{station.name}</p>
      <h1 ref={heading} tabIndex={-1} className={`${page.title} ${styles.pageTitle}`}>
        {t.heading}
      </h1>
      <p className={page.lead}>{t.lead({ city })}</p>
      <div
        aria-busy={isPending || isPlaceholderData}
        className={isPlaceholderData ? styles.stale : undefined}
      >
        {body}
      </div>
    </div>
  );
}
