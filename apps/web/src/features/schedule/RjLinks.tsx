import type { ScheduleRj } from '@tarang/contracts';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../shared/i18n';
import { href } from '../../shared/paths';
import { scheduleMessages } from './messages';

/** "with RJ Asha & RJ Kabir": each RJ a link to their page; nothing when a show has no RJ. */
export function RjLinks({
  rjs,
  stationUrlName,
  className,
}: {
  rjs: ScheduleRj[];
  stationUrlName: string;
  className?: string;
}) {
  const t = useMessages(scheduleMessages);
  if (rjs.length === 0) return null;
  return (
    <p className={className}>
      {t.hostedBy}{' '}
      {rjs.map((rj, n) => (
        <Fragment key={rj.id}>
          {n > 0 && (n === rjs.length - 1 ? ` ${t.and} ` : ', ')}
          <Link to={href.rj(stationUrlName, rj.urlName)}>{rj.name}</Link>
        </Fragment>
      ))}
    </p>
  );
}
