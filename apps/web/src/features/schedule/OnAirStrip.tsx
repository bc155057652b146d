import { useQuery } from '@tanstack/react-query';
import type { NowPlaying } from '@tarang/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { nowPlayingQuery } from '../../shared/api/live';
import { useMessages } from '../../shared/i18n';
import { href } from '../../shared/paths';
import { Img } from '../../shared/ui/Img';
import { ChevronRightIcon } from '../../shared/ui/icons';
import { LoadError } from '../../shared/ui/states';
import { scheduleMessages } from './messages';
import { OnAirBadge } from './OnAirBadge';
import styles from './OnAirStrip.module.css';
import { schedulePath } from './paths';
import { RjLinks } from './RjLinks';
import { istClock, istRange } from './time';

type Props = {
  station: { id: number; urlName: string };
  /** The player's "Listen live" button, given by the route (a feature does not reach into the player). */
  listenLive?: ReactNode;
};

/**
 * The home page's "On air now · Up next": the show on air with its RJs and IST times, a way to listen, and what
 * follows. Now-playing refreshes about twice a minute (shared/api/live.ts), so the strip follows the schedule.
 */
export function OnAirStrip({ station, listenLive }: Props) {
  const t = useMessages(scheduleMessages);
  const nowPlaying = useQuery(nowPlayingQuery(station.id));
  return (
    <section className={styles.strip} aria-labelledby="on-air-title" aria-busy={nowPlaying.isPending}>
      <h2 id="on-air-title" className="visually-hidden">
        {t.stripLabel}
      </h2>
      {nowPlaying.isPending ? (
        <div className={styles.inner}>
          <div className={styles.placeholder} role="status" aria-label={t.loadingOnAir} />
        </div>
      ) : nowPlaying.isError ? (
        <div className={styles.inner}>
          <LoadError what={t.nowPlayingFailed} onRetry={() => nowPlaying.refetch()} />
        </div>
      ) : (
        <div className={styles.inner}>
          <OnAirNow data={nowPlaying.data} stationUrlName={station.urlName} listenLive={listenLive} />
          <UpNext data={nowPlaying.data} stationUrlName={station.urlName} />
        </div>
      )}
    </section>
  );
}

function OnAirNow({
  data,
  stationUrlName,
  listenLive,
}: {
  data: NowPlaying;
  stationUrlName: string;
  listenLive?: ReactNode;
}) {
  const t = useMessages(scheduleMessages);
  const { show, startsAt, endsAt } = data;
  return (
    <div className={styles.now}>
      <Img src={show?.image} alt="" width={96} height={96} sizes="96px" priority className={styles.cover} />
      <div className={styles.nowText}>
        <OnAirBadge className={styles.badge} />
        {show ? (
          <p className={styles.show}>
            <Link to={href.audio(stationUrlName, show.urlName)}>{show.title}</Link>
          </p>
        ) : (
          <p className={styles.show}>{data.title ?? t.nothingScheduled}</p>
        )}
        <RjLinks rjs={data.rjs} stationUrlName={stationUrlName} className={styles.rjs} />
        {startsAt && endsAt && (
          <p className={styles.time}>{istRange(istClock(startsAt), istClock(endsAt, startsAt))}</p>
        )}
      </div>
      {listenLive && <div className={styles.listen}>{listenLive}</div>}
    </div>
  );
}

function UpNext({ data, stationUrlName }: { data: NowPlaying; stationUrlName: string }) {
  const t = useMessages(scheduleMessages);
  const { next } = data;
  return (
    <div className={styles.next}>
      {next && (
        <>
          <p className={styles.label}>{t.upNext}</p>
          <p className={styles.nextShow}>
            <Link to={href.audio(stationUrlName, next.show.urlName)}>{next.show.title}</Link>
          </p>
          <p className={styles.time}>{t.startsAt({ clock: istClock(next.startsAt) })}</p>
        </>
      )}
      <Link to={schedulePath(stationUrlName)} className={styles.full}>
        {t.fullSchedule}
        <ChevronRightIcon size={18} />
      </Link>
    </div>
  );
}
