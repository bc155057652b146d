import { useQuery } from '@tanstack/react-query';
import type { MediaType } from '@tarang/contracts';
import { href } from '../../shared/paths';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { useStation } from '../stations/context';
import { mediaListQuery } from './api';
import { CardGrid, MediaCard } from './Cards';

type Props = { title: string; lead: string; mediaType?: MediaType; exclude?: MediaType };

/** A station's media as a grid of covers, each leading to its page. */
export function MediaListPage({ title, lead, mediaType, exclude }: Props) {
  const station = useStation();
  const { data, isPending, isError, refetch } = useQuery(mediaListQuery(station.id, mediaType, 48));
  const items = data?.data.filter((item) => item.mediaType !== exclude) ?? [];
  return (
    <section className={page.page}>
      <PageHead
        title={`${title} · ${station.name}`}
        description={`${lead} On ${station.name} ${station.frequency}.`}
      />
      <p className={page.eyebrow}>{station.name}</p>
      <h1 className={page.title}>{title}</h1>
      <p className={page.lead}>{lead}</p>
      {isPending ? (
        <TextSkeleton />
      ) : isError ? (
        <LoadError what={title} onRetry={() => refetch()} />
      ) : (
        <CardGrid label={title}>
          {items.map((item) => (
            <MediaCard key={item.id} item={item} to={href.audio(station.urlName, item.urlName)} />
          ))}
        </CardGrid>
      )}
    </section>
  );
}
