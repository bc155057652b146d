import { useQuery } from '@tanstack/react-query';
import { istDate } from '@tarang/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { scheduleQuery } from '../../shared/api/live';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { EmptyState, LoadError } from '../../shared/ui/states';
import { DayPicker } from './DayPicker';
import { dayInSentence, SCHEDULE_TEXT } from './messages';
import styles from './Schedule.module.css';
import { SlotList, SlotSkeletons } from './SlotList';
import { dayLabel, scheduleDays } from './time';
import { useNow } from './useNow';

export type ScheduleStation = { id: number; name: string; urlName: string };

/** The chosen day lives in the URL (?day=YYYY-MM-DD) so a listener can share "Saturday's shows". */
const DAY_PARAM = 'day';

/**
 * `/{station}/schedule`: today and the next six days, one at a time, each day's shows with their RJs and times
 * in IST; on today the show on air is marked. `listenLive` is the player's button, given by the route (a feature
 * does not reach into the player's folder).
 */
export function SchedulePage({ station, listenLive }: { station: ScheduleStation; listenLive?: ReactNode }) {
  const now = useNow();
  const today = istDate(now);
  const days = scheduleDays(today);
  const [params, setParams] = useSearchParams();
  const asked = params.get(DAY_PARAM);
  // A day outside the week on offer (an old shared link) shows today.
  const day = asked && days.includes(asked) ? asked : today;
  const label = dayLabel(day, today);
  const slots = useQuery(scheduleQuery(station.id, day));

  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === today) updated.delete(DAY_PARAM);
        else updated.set(DAY_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  let body: ReactNode;
  if (slots.isPending) body = <SlotSkeletons label={SCHEDULE_TEXT.loading} />;
  else if (slots.isError) body = <LoadError what={SCHEDULE_TEXT.failed} onRetry={() => slots.refetch()} />;
  else if (slots.data.length === 0)
    body = (
      <EmptyState title={SCHEDULE_TEXT.nothingOn(dayInSentence(label))}>
        <p className={styles.hint}>{SCHEDULE_TEXT.nothingOnHint}</p>
      </EmptyState>
    );
  else
    body = (
      <SlotList
        slots={slots.data}
        stationUrlName={station.urlName}
        label={SCHEDULE_TEXT.slotsOf(dayInSentence(label))}
        now={day === today ? now : null}
      />
    );

  return (
    <div className={page.page}>
      <PageHead
        title={SCHEDULE_TEXT.title(station.name)}
        description={SCHEDULE_TEXT.description(station.name)}
      />
      <div className={styles.head}>
        <div>
          <p className={page.eyebrow}>{station.name}</p>
          <h1 className={`${page.title} ${styles.title}`}>{SCHEDULE_TEXT.schedule}</h1>
          <p className={styles.lead}>{SCHEDULE_TEXT.lead(station.name)}</p>
        </div>
        {listenLive && <div className={styles.headAction}>{listenLive}</div>}
      </div>
      <DayPicker days={days} today={today} selected={day} onSelect={choose} panelId="schedule-day">
        <div aria-busy={slots.isPending} className={styles.panelBody}>
          {body}
        </div>
      </DayPicker>
    </div>
  );
}
