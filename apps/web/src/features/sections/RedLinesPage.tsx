import { useQuery } from '@tanstack/react-query';
import { href } from '../../shared/paths';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { useStation } from '../stations/context';
import { formatDate, redLinesQuery } from './api';
import { CardGrid, StoryCard } from './Cards';

export default function RedLinesPage() {
  const station = useStation();
  const { data, isPending, isError, refetch } = useQuery(redLinesQuery(station.id));
  return (
    <section className={page.page}>
      <PageHead
        title={`Red Lines News · ${station.name}`}
        description={`The stories ${station.cityDetail?.cityName ?? 'the city'} is talking about.`}
      />
      <p className={page.eyebrow}>{station.name}</p>
      <h1 className={page.title}>Red Lines News</h1>
      <p className={page.lead}>The stories {station.cityDetail?.cityName ?? 'the city'} is talking about.</p>
      {isPending ? (
        <TextSkeleton />
      ) : isError ? (
        <LoadError what="The news" onRetry={() => refetch()} />
      ) : (
        <CardGrid label="Articles">
          {data.data.map((article) => (
            <StoryCard
              key={article.id}
              to={href.redline(station.urlName, article.urlName)}
              image={article.image}
              imageAlt={article.imageAlt}
              title={article.title}
              meta={formatDate(article.publishedAt)}
              summary={article.summary}
            />
          ))}
        </CardGrid>
      )}
    </section>
  );
}
