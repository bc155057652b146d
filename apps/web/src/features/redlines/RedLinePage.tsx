import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isNotFound } from '../../shared/api/client';
import { formatLongDay } from '../../shared/format';
import { useMessages } from '../../shared/i18n';
import { useUrlId } from '../../shared/lib/useUrlId';
import { href } from '../../shared/paths';
import { useStation } from '../../shared/station/context';
import { Img } from '../../shared/ui/Img';
import { ChevronLeftIcon } from '../../shared/ui/icons';
import { NotFound } from '../../shared/ui/NotFound';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import prose from '../../shared/ui/Prose.module.css';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { type RedLineItem, redLineQuery, redLinesQuery } from './api';
import { redLinesMessages } from './messages';
import styles from './RedLines.module.css';

/** "More from Red Lines": the three newest other stories. */
function MoreStories({ current }: { current: RedLineItem }) {
  const station = useStation();
  const t = useMessages(redLinesMessages);
  const { data } = useQuery(redLinesQuery(station.id, 1, 4));
  const others = (data?.data ?? []).filter((article) => article.id !== current.id).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <section className={styles.more} aria-labelledby="more-stories">
      <h2 id="more-stories" className={styles.moreTitle}>
        {t.moreFromRedLines}
      </h2>
      <ul className={styles.moreList}>
        {others.map((article) => (
          <li key={article.id} className={styles.moreItem}>
            <div className={styles.moreImage}>
              <Img src={article.image} alt={article.imageAlt} width={320} height={180} sizes="160px" />
            </div>
            <div>
              <p className={styles.meta}>
                <time dateTime={article.publishedAt}>{formatLongDay(article.publishedAt)}</time>
              </p>
              <h3 className={styles.moreHeading}>
                <Link to={href.redline(station.urlName, article.urlName)} className={styles.link}>
                  {article.title}
                </Link>
              </h3>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `redlines/{title-slug}-{id}`: one article with its date, author, picture and body. */
export default function RedLinePage() {
  const station = useStation();
  const t = useMessages(redLinesMessages);
  const id = useUrlId('redlineUrlName');
  const {
    data: article,
    isError,
    error,
    refetch,
  } = useQuery({ ...redLineQuery(id ?? 0), enabled: id !== null });
  if (id === null || isNotFound(error)) return <NotFound />;

  const back = (
    <Link to={href.section(station.urlName, 'redlines')} className={styles.back}>
      <ChevronLeftIcon size={18} />
      {t.heading}
    </Link>
  );
  // The tab's title until the page's own arrives, and if it fails to: never none.
  const interimHead = <PageHead title={t.pageTitle({ station: station.name })} />;

  if (isError) {
    return (
      <div className={page.page}>
        {interimHead}
        {back}
        <LoadError what={t.articleFailed} onRetry={() => refetch()} />
      </div>
    );
  }

  if (!article) {
    return (
      <div className={page.page} aria-busy="true">
        {interimHead}
        <div className={styles.article} aria-hidden="true">
          {back}
          <div className={styles.skeleton}>
            <span className={styles.bar} style={{ width: '35%' }} />
            <span className={styles.bar} data-title="" />
            <span className={styles.bar} data-title="" style={{ width: '60%' }} />
            <div className={styles.articleImage} />
          </div>
          <TextSkeleton lines={8} />
        </div>
      </div>
    );
  }

  return (
    <div className={page.page}>
      <article className={styles.article}>
        <PageHead title={`${article.title} · ${station.name}`} description={article.summary} />
        {back}
        <header>
          <p className={page.eyebrow}>{t.heading}</p>
          <h1 className={styles.articleTitle}>{article.title}</h1>
          <p className={styles.standfirst}>{article.summary}</p>
          <p className={styles.byline}>
            {article.author && (
              <span>
                {t.by} <strong>{article.author}</strong>
              </span>
            )}
            <span>
              {t.published} <time dateTime={article.publishedAt}>{formatLongDay(article.publishedAt)}</time>
            </span>
          </p>
        </header>
        <div className={styles.articleImage}>
          <Img
            src={article.image}
            alt={article.imageAlt}
            width={1280}
            height={720}
            sizes="(min-width: 800px) 760px, 100vw"
            priority
          />
        </div>
        <SafeHtml html={article.body} className={`${prose.prose} ${styles.body}`} />
      </article>
      <MoreStories current={article} />
    </div>
  );
}
