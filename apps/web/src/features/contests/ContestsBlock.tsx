import * as Collapsible from '@radix-ui/react-collapsible';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDay } from '../../shared/format';
import { useMessages } from '../../shared/i18n';
import { Img } from '../../shared/ui/Img';
import { ChevronDownIcon } from '../../shared/ui/icons';
import { Pager } from '../../shared/ui/Pager';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { EmptyState, LoadError } from '../../shared/ui/states';
import { type Contest, openContestsQuery } from './api';
import styles from './Contests.module.css';
import { ContestsSkeleton } from './ContestsSkeleton';
import { contestsMessages } from './messages';

const PAGE_SIZE = 2;

/** The station's contests open now, each with what to win and how to take part (expandable). */
export function ContestsBlock({ stationId }: { stationId: number }) {
  const t = useMessages(contestsMessages);
  const [page, setPage] = useState(1);
  const contests = useQuery({
    ...openContestsQuery(stationId, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  if (contests.isPending) return <ContestsSkeleton />;
  if (contests.isError) return <LoadError what={t.failed} onRetry={() => contests.refetch()} />;
  if (contests.data.data.length === 0) {
    return (
      <EmptyState title={t.none}>
        <p>{t.noneHint}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={t.list} aria-busy={contests.isPlaceholderData || undefined}>
        {contests.data.data.map((contest) => (
          <ContestCard key={contest.id} contest={contest} />
        ))}
      </ul>
      <Pager page={page} total={contests.data.total} pageSize={PAGE_SIZE} onPage={setPage} label={t.list} />
    </>
  );
}

function ContestCard({ contest }: { contest: Contest }) {
  const t = useMessages(contestsMessages);
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.card}>
      <div className={styles.image}>
        <Img
          src={contest.image}
          alt={contest.imageAlt}
          width={640}
          height={360}
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 40vw, 100vw"
        />
      </div>
      <div className={styles.body}>
        <p className={styles.closes}>
          <time dateTime={contest.endsAt}>{t.closes({ date: formatDay(contest.endsAt) })}</time>
        </p>
        <h3 className={styles.title}>{contest.title}</h3>
        {contest.prize && (
          <p className={styles.prize}>
            <span className={styles.prizeLabel}>{t.win}</span> {contest.prize}
          </p>
        )}
        <SafeHtml html={contest.description} className={styles.description} />
        <Collapsible.Root open={open} onOpenChange={setOpen} className={styles.howTo}>
          <Collapsible.Trigger className={styles.trigger}>
            {t.howTo}
            <ChevronDownIcon size={20} className={styles.chevron} />
          </Collapsible.Trigger>
          <Collapsible.Content className={styles.content}>
            <SafeHtml html={contest.howToParticipate} className={styles.steps} />
          </Collapsible.Content>
        </Collapsible.Root>
      </div>
    </li>
  );
}
