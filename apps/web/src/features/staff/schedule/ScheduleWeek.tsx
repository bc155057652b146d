import { istDate, type StaffScheduleSlot, WEEKDAYS, weekdayOf } from '@tarang/contracts';
import { Link, useLocation } from 'react-router';
import { EmptyState, TextSkeleton } from '../../../shared/ui/states';
import { useStaff } from '../context';
import ui from '../ui/console.module.css';
import { LoadProblem } from '../ui/LoadProblem';
import { useChosenStation, useStationSchedule } from './api';
import styles from './Schedule.module.css';
import { type AirStretch, changedDays, dateLabel, slotLine, slotTime, weekOf } from './slots';

/** What a slot page tells the week when it comes back (a save or a delete): its notice, and the slot deleted. */
export type ScheduleNotice = { notice?: string; deletedId?: number | undefined };

/** A slot in the week: the whole line is the link to edit it. */
function SlotLink({ slot, stationId }: { slot: StaffScheduleSlot; stationId: number }) {
  return (
    <Link className={styles.slot} to={`${slot.id}?station=${stationId}`}>
      <strong>{slotTime(slot)}</strong>
      <span className={styles.joiner}> · </span>
      {slotLine(slot).slice(`${slotTime(slot)} · `.length)}
    </Link>
  );
}

/**
 * A stretch of a changed date's air, a link to edit its slot: a change, or a weekly slot (with its own times
 * when the change cuts it).
 */
function StretchLink({ stretch, stationId }: { stretch: AirStretch; stationId: number }) {
  const { slot, start, end, isChange } = stretch;
  const whole = start === slot.start && end === slot.end;
  return (
    <Link className={styles.slot} to={`${slot.id}?station=${stationId}`} data-change={isChange || undefined}>
      <strong>{slotTime({ start, end })}</strong> · {slotLine(slot).slice(`${slotTime(slot)} · `.length)}
      <span className={styles.kind}>
        {' '}
        · {isChange ? 'change for this date' : whole ? 'weekly' : `weekly ${slotTime(slot)}`}
      </span>
    </Link>
  );
}

/**
 * /staff/schedule: a station's week at a glance (seven day columns on a wide screen, a list per day on a phone),
 * each slot a link to its form, and after the week each date with changes as it airs.
 */
export function ScheduleWeek() {
  const me = useStaff();
  const { station, choose } = useChosenStation();
  const { notice, deletedId } = (useLocation().state as ScheduleNotice | null) ?? {};
  if (!station) {
    return (
      <section className={ui.section} aria-labelledby="list-title">
        <h1 id="list-title" className={ui.pageTitle}>
          Schedule
        </h1>
        <EmptyState title="No station to schedule">
          <p>Ask a network admin to give you a station in Team.</p>
        </EmptyState>
      </section>
    );
  }
  return (
    <section className={ui.section} aria-labelledby="list-title">
      <div className={ui.pageHead}>
        <h1 id="list-title" className={ui.pageTitle}>
          Schedule
        </h1>
        <Link className={ui.primary} to={`new?station=${station.id}`}>
          New slot
        </Link>
      </div>
      <p className={ui.hint}>
        What {station.name} plays live, every week, in India time (IST). A change for a date airs in place of
        the weekly slots it overlaps, and they play before and after it.
      </p>
      {me.stations.length > 1 && (
        <div className={ui.toolbar}>
          <label className={ui.filter}>
            <span>Station</span>
            <select value={station.id} onChange={(event) => choose(Number(event.target.value))}>
              {me.stations.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {notice && (
        <p className={ui.formSuccess} role="status">
          {notice}
        </p>
      )}
      <StationWeek stationId={station.id} deletedId={deletedId} />
    </section>
  );
}

function StationWeek({ stationId, deletedId }: { stationId: number; deletedId: number | undefined }) {
  const schedule = useStationSchedule(stationId);
  if (schedule.isPending) return <TextSkeleton lines={8} />;
  if (schedule.isError)
    return <LoadProblem error={schedule.error} what="The schedule" onRetry={() => void schedule.refetch()} />;
  // A slot just deleted is gone now, whether or not the new read has arrived (an id is never used again).
  const slots = schedule.data.filter((slot) => slot.id !== deletedId);
  const week = weekOf(slots);
  const changed = changedDays(slots);
  const today = weekdayOf(istDate());
  return (
    <>
      <div className={styles.week}>
        {[...week].map(([weekday, slots]) => (
          <section
            key={weekday}
            className={styles.day}
            aria-labelledby={`day-${weekday}`}
            data-today={weekday === today || undefined}
          >
            <h2 id={`day-${weekday}`} className={styles.dayName}>
              {WEEKDAYS[weekday]}
              {weekday === today && <span className={styles.today}> (today)</span>}
            </h2>
            {slots.length ? (
              <ul className={styles.slots}>
                {slots.map((slot) => (
                  <li key={slot.id}>
                    <SlotLink slot={slot} stationId={stationId} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={ui.hint}>Nothing scheduled.</p>
            )}
          </section>
        ))}
      </div>
      <section className={styles.changes} aria-labelledby="changes-title">
        <h2 id="changes-title" className={styles.changesTitle}>
          Changes on a date
        </h2>
        {changed.length ? (
          changed.map(({ date, air }) => (
            <section key={date} className={styles.changedDay} aria-labelledby={`date-${date}`}>
              <h3 id={`date-${date}`} className={styles.dayName}>
                <time dateTime={date}>{dateLabel(date)}</time>
              </h3>
              <ul className={styles.slots}>
                {air.map((stretch) => (
                  <li key={`${stretch.slot.id}-${stretch.start}`}>
                    <StretchLink stretch={stretch} stationId={stationId} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        ) : (
          <p className={ui.hint}>
            No changes from today on. Add one with New slot and “On one date” (a special, a holiday).
          </p>
        )}
      </section>
    </>
  );
}
