import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '../../shared/ui/Pager';
import { EmptyState, LoadError } from '../../shared/ui/states';
import { useUser } from '../auth/useUser';
import { pollsQuery } from './api';
import styles from './Poll.module.css';
import { PollCard } from './PollCard';
import { PollSkeleton } from './PollSkeleton';

const OPEN_PAGE_SIZE = 1;

/** The station's open poll (one at a time, paged when there are more) and the last closed poll's results. */
export function PollsBlock({ stationId }: { stationId: number }) {
  const userId = useUser()?.id ?? null;
  const [page, setPage] = useState(1);
  const open = useQuery({
    ...pollsQuery(stationId, 'open', page, OPEN_PAGE_SIZE, userId),
    placeholderData: keepPreviousData,
  });
  const closed = useQuery(pollsQuery(stationId, 'closed', 1, 1, userId));
  const last = closed.data?.data[0];

  if (open.isPending) return <PollSkeleton />;
  if (open.isError) return <LoadError what="The poll" onRetry={() => open.refetch()} />;
  return (
    <div className={styles.block}>
      {open.data.data.length === 0 ? (
        <EmptyState title="No poll running right now">
          <p>A new question is on its way. Check back soon.</p>
        </EmptyState>
      ) : (
        <>
          {open.data.data.map((poll) => (
            <PollCard key={poll.id} poll={poll} onChanged={() => void open.refetch()} />
          ))}
          <Pager
            page={page}
            total={open.data.total}
            pageSize={OPEN_PAGE_SIZE}
            onPage={setPage}
            label="Polls"
          />
        </>
      )}
      {last && (
        <div className={styles.previous}>
          <p className={styles.previousTitle}>Last time you said</p>
          <PollCard poll={last} />
        </div>
      )}
    </div>
  );
}
