import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../shared/api/client';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import prose from '../../shared/ui/Prose.module.css';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { useStation } from '../stations/context';
import { NotFound } from '../stations/NotFound';
import { formatDate, redLineQuery } from './api';
import styles from './Detail.module.css';
import { useUrlId } from './useUrlId';

export default function RedLinePage() {
  const station = useStation();
  const id = useUrlId('redlineUrlName');
  const {
    data: article,
    isPending,
    isError,
    error,
    refetch,
  } = useQuery({ ...redLineQuery(id ?? 0), enabled: id !== null });
  if (id === null || isNotFound(error)) return <NotFound />;
  return (
    <article className={page.page}>
      {article && <PageHead title={`${article.title} · ${station.name}`} description={article.summary} />}
      <p className={page.eyebrow}>Red Lines News</p>
      <h1 className={page.title}>{article?.title ?? ' '}</h1>
      {isError ? (
        <LoadError what="This article" onRetry={() => refetch()} />
      ) : isPending ? (
        <TextSkeleton />
      ) : (
        <>
          <p className={styles.facts}>
            <span>
              <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            </span>
            {article.author && <span>By {article.author}</span>}
          </p>
          {article.image && (
            <div className={styles.wideImage}>
              <img src={article.image} alt={article.imageAlt} width={1200} height={675} />
            </div>
          )}
          <SafeHtml html={article.body} className={prose.prose} />
        </>
      )}
    </article>
  );
}
