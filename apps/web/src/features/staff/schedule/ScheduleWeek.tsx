import { istDate, type StaffScheduleSlot, WEEKDAYS, weekdayOf } from '@tarang/contracts';
import { Link, useLocation } from 'react-router';
import { EmptyState, TextSkeleton } from '../../../shared/ui/states';
import { useStaff } from '../context';
import ui from '../ui/console.module.css';
import { LoadProblem } from '../ui/LoadProblem';
import { useChosenStation, useStationSchedule } from './api';
import styles from './Schedule.module.css';
import { dateLabel, overridesOf, slotLine, slotTime, weekOf } from './slots';

/** What a slot page tells the week when it comes back (a save or a delete): its notice, and the slot deleted. */
export type ScheduleNotice = { notice?: string; deletedId?: number | undefined };

/** A slot in the week or the list of changes: the whole line is the link to edit it. */
function SlotLink({ slot, stationId, date }: { slot: StaffScheduleSlot; stationId: number; date?: string }) {
  return (
    <Link className={styles.slot} to={`${slot.id}?station=${stationId}`}>
      {date && <time dateTime={date}>{dateLabel(date)} · </time>}
      <strong>{slotTime(slot)}</strong>
      <span className={styles.joiner}> · </span>
      {slotLine(slot).slice(`${slotTime(slot)} · `.length)}
    </Link>
  );
}

/**
 * /staff/schedule: a station's week at a glance (seven day columns on a wide screen, a list per day on a phone),
 * each slot a link to its form, and the one-off changes for a date listed after the week.
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
        What {station.name} plays live, every week, in India time (IST). A change for a date replaces the
        weekly slots it overlaps on that day.
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
  const changes = overridesOf(slots);
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
        {changes.length ? (
          <ul className={styles.slots}>
            {changes.map((slot) => (
              <li key={slot.id}>
                <SlotLink slot={slot} stationId={stationId} date={slot.date as string} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={ui.hint}>
            No changes from today on. Add one with New slot and “On one date” (a special, a holiday).
          </p>
        )}
      </section>
    </>
  );
}
