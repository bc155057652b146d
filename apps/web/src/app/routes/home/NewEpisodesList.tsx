import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { latestEpisodesQuery } from '../../../features/audio/api';
import { EpisodeSkeletons } from '../../../features/audio/EpisodeSkeletons';
import { LatestEpisodeList } from '../../../features/audio/LatestEpisodeList';
import { useMessages } from '../../../shared/i18n';
import { scrollToTop } from '../../../shared/lib/scroll';
import { Pager } from '../../../shared/ui/Pager';
import { EmptyState, LoadError } from '../../../shared/ui/states';
import { episodeButtons } from '../../episodes/episodeButtons';
import { NEW_EPISODES_PAGE_SIZE } from './api';
import { homeMessages } from './messages';

/**
 * The home page's newest episodes, paged. Its own chunk (with the play and favourite buttons it brings): on a
 * phone it is below the first screen, so it loads as the listener scrolls towards it.
 */
export default function NewEpisodesList({
  stationId,
  stationUrlName,
  block,
}: {
  stationId: number;
  stationUrlName: string;
  block: RefObject<HTMLElement | null>;
}) {
  const t = useMessages(homeMessages);
  const [pageNumber, setPageNumber] = useState(1);
  const episodes = useQuery({
    ...latestEpisodesQuery(stationId, pageNumber, NEW_EPISODES_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  if (episodes.isPending) {
    return <EpisodeSkeletons count={NEW_EPISODES_PAGE_SIZE} label={t.loadingEpisodes} />;
  }
  return (
    <>
      {episodes.isError ? (
        <LoadError what={t.episodesWhat} onRetry={() => episodes.refetch()} />
      ) : episodes.data.data.length === 0 ? (
        <EmptyState title={t.noEpisodes} />
      ) : (
        <>
          <LatestEpisodeList
            stationUrlName={stationUrlName}
            episodes={episodes.data.data}
            label={t.newEpisodes}
            busy={episodes.isPlaceholderData}
            buttons={episodeButtons}
          />
          <Pager
            page={pageNumber}
            total={episodes.data.total}
            pageSize={NEW_EPISODES_PAGE_SIZE}
            label={t.newEpisodes}
            onPage={(next) => {
              setPageNumber(next);
              scrollToTop(block.current);
            }}
          />
        </>
      )}
    </>
  );
}
