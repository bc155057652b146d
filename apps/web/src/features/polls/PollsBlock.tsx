import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages } from '../../shared/i18n';
import { Pager } from '../../shared/ui/Pager';
import { EmptyState, LoadError } from '../../shared/ui/states';
import { useUser } from '../../shared/user/useUser';
import { pollsQuery } from './api';
import { pollMessages } from './messages';
import styles from './Poll.module.css';
import { PollCard } from './PollCard';
import { PollSkeleton } from './PollSkeleton';

const OPEN_PAGE_SIZE = 1;

/** The station's open poll (one at a time, paged when there are more) and the last closed poll's results. */
export function PollsBlock({ stationId }: { stationId: number }) {
  const t = useMessages(pollMessages);
  const userId = useUser()?.id ?? null;
  const [page, setPage] = useState(1);
  const open = useQuery({
    ...pollsQuery(stationId, 'open', page, OPEN_PAGE_SIZE, userId),
    placeholderData: keepPreviousData,
  });
  const closed = useQuery(pollsQuery(stationId, 'closed', 1, 1, userId));
  const last = closed.data?.data[0];

  if (open.isPending) return <PollSkeleton />;
  if (open.isError) return <LoadError what={t.loadFailed} onRetry={() => open.refetch()} />;
  return (
    <div className={styles.block}>
      {open.data.data.length === 0 ? (
        <EmptyState title={t.noneOpen}>
          <p>{t.noneOpenHint}</p>
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
            label={t.pager}
          />
        </>
      )}
      {last && (
        <div className={styles.previous}>
          <p className={styles.previousTitle}>{t.lastTime}</p>
          <PollCard poll={last} />
        </div>
      )}
    </div>
  );
}
