import type { ScheduleSlot } from '@tarang/contracts';
import { Link } from 'react-router';
import { useMessages } from '../../shared/i18n';
import { href } from '../../shared/paths';
import { Img } from '../../shared/ui/Img';
import { scheduleMessages } from './messages';
import { OnAirBadge } from './OnAirBadge';
import { RjLinks } from './RjLinks';
import styles from './Schedule.module.css';
import { isOnAir, istRange } from './time';

/**
 * A day's shows in order. `now` is given on today only: the show on air is marked (aria-current and "On air
 * now") and the ones already over are dimmed.
 */
export function SlotList({
  slots,
  stationUrlName,
  label,
  now,
}: {
  slots: ScheduleSlot[];
  stationUrlName: string;
  label: string;
  now: number | null;
}) {
  const t = useMessages(scheduleMessages);
  return (
    <ol className={styles.slots} aria-label={label}>
      {slots.map((slot) => {
        const onAir = now !== null && isOnAir(slot, now);
        const over = now !== null && Date.parse(slot.endsAt) <= now;
        const state = onAir ? styles.slotOnAir : over ? styles.slotOver : '';
        return (
          <li
            key={`${slot.id}-${slot.start}`}
            className={`${styles.slot} ${state}`}
            aria-current={onAir || undefined}
          >
            <p className={styles.time}>{istRange(slot.start, slot.end)}</p>
            <Img src={slot.show.image} alt="" width={72} height={72} sizes="72px" className={styles.cover} />
            <p className={styles.showLine}>
              <Link to={href.audio(stationUrlName, slot.show.urlName)} className={styles.showTitle}>
                {slot.show.title}
              </Link>
              {slot.isOverride && <span className={styles.special}>{t.special}</span>}
            </p>
            <RjLinks rjs={slot.rjs} stationUrlName={stationUrlName} className={styles.rjs} />
            {onAir && <OnAirBadge className={styles.slotBadge} />}
          </li>
        );
      })}
    </ol>
  );
}

/** Rows shaped like the list while a day loads, so nothing jumps when it arrives. */
export function SlotSkeletons({ label, count = 5 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label}>
      <ul className={styles.slots} aria-hidden="true">
        {Array.from({ length: count }, (_, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <li key={n} className={`${styles.slot} ${styles.skeleton}`}>
            <span className={styles.shimmerLine} />
            <span className={`${styles.cover} ${styles.shimmer}`} />
            <span className={styles.shimmerLine} />
          </li>
        ))}
      </ul>
    </div>
  );
}
