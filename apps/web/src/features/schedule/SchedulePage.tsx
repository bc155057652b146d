import { useQuery } from '@tanstack/react-query';
import { istDate, type Station } from '@tarang/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { scheduleQuery } from '../../shared/api/live';
import { useMessages } from '../../shared/i18n';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { EmptyState, LoadError } from '../../shared/ui/states';
import { DayPicker } from './DayPicker';
import { scheduleMessages } from './messages';
import styles from './Schedule.module.css';
import { SlotList, SlotSkeletons } from './SlotList';
import { dayFrom, dayLabel, scheduleDays } from './time';
import { useNow } from './useNow';

type ScheduleStation = Pick<Station, 'id' | 'name' | 'urlName'>;

/** The chosen day lives in the URL (?day=YYYY-MM-DD) so a listener can share "Saturday's shows". */
const DAY_PARAM = 'day';

/**
 * `/{station}/schedule`: today and the next six days, one at a time, each day's shows with their RJs and times
 * in IST; on today the show on air is marked. `listenLive` is the player's button, given by the route (a feature
 * does not reach into the player's folder).
 */
export function SchedulePage({ station, listenLive }: { station: ScheduleStation; listenLive?: ReactNode }) {
  const t = useMessages(scheduleMessages);
  const now = useNow();
  const today = istDate(now);
  const days = scheduleDays(today);
  const [params, setParams] = useSearchParams();
  const asked = params.get(DAY_PARAM);
  // A day outside the week on offer (an old shared link) shows today.
  const day = asked && days.includes(asked) ? asked : today;
  const label = dayLabel(day, today, t);
  // Each language builds "Shows on Thu 27 Nov" its own way, so each day gets whole sentences.
  const from = dayFrom(day, today);
  const slotsLabel =
    from === 'today' ? t.slotsToday : from === 'tomorrow' ? t.slotsTomorrow : t.slotsOn({ day: label });
  const nothingOn =
    from === 'today' ? t.nothingToday : from === 'tomorrow' ? t.nothingTomorrow : t.nothingOn({ day: label });
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
  if (slots.isPending) body = <SlotSkeletons label={t.loading} />;
  else if (slots.isError) body = <LoadError what={t.failed} onRetry={() => slots.refetch()} />;
  else if (slots.data.length === 0)
    body = (
      <EmptyState title={nothingOn}>
        <p className={styles.hint}>{t.nothingOnHint}</p>
      </EmptyState>
    );
  else
    body = (
      <SlotList
        slots={slots.data}
        stationUrlName={station.urlName}
        label={slotsLabel}
        now={day === today ? now : null}
      />
    );

  return (
    <div className={page.page}>
      <PageHead
        title={t.title({ station: station.name })}
        description={t.description({ station: station.name })}
      />
      <div className={styles.head}>
        <div>
          <p className={page.eyebrow}>{station.name}</p>
          <h1 className={`${page.title} ${styles.title}`}>{t.schedule}</h1>
          <p className={styles.lead}>{t.lead({ station: station.name })}</p>
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
