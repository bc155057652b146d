import type { ListeningEntry } from '@tarang/contracts';
import { Link } from 'react-router';
import { useMessages } from '../../../shared/i18n';
import { href } from '../../../shared/paths';
import { Img } from '../../../shared/ui/Img';
import { PlayIcon } from '../../../shared/ui/icons';
import type { LocalPosition } from '../positions';
import styles from './MyTarang.module.css';
import { libraryPageMessages } from './messages';
import { clock } from './time';

/** An episode the listener is in the middle of, from the account or (a guest) this browser. */
type Continuing = {
  episodeId: number;
  mediaId: number;
  title: string;
  showTitle: string;
  showUrlName: string | null;
  artwork: string | null;
  position: number;
  duration: number;
};

export type ResumeTarget = { mediaId: number; episodeId: number; position: number };

export const fromAccount = (entry: ListeningEntry): Continuing => ({
  episodeId: entry.episodeId,
  mediaId: entry.episode.mediaId,
  title: entry.episode.title,
  showTitle: entry.episode.media.title,
  showUrlName: entry.episode.media.urlName,
  artwork: entry.episode.thumbnail ?? entry.episode.media.image,
  position: entry.position,
  duration: entry.duration,
});

export const fromBrowser = (entry: LocalPosition): Continuing => ({
  episodeId: entry.episodeId,
  mediaId: entry.mediaId,
  title: entry.title,
  showTitle: entry.showTitle,
  showUrlName: entry.mediaUrlName,
  artwork: entry.artwork,
  position: entry.position,
  duration: entry.duration,
});

/** Continue listening: each episode with how far in it is and a button that resumes it there. */
export function ContinueList({
  items,
  stationUrlName,
  onResume,
}: {
  items: Continuing[];
  stationUrlName: string;
  onResume: (target: ResumeTarget) => void;
}) {
  const t = useMessages(libraryPageMessages);
  return (
    <ol className={styles.list} aria-label={t.continueListening}>
      {items.map((item) => {
        const resume = t.resumeFrom({ time: clock(item.position) });
        const share = item.duration > 0 ? Math.min(1, item.position / item.duration) : 0;
        return (
          <li key={item.episodeId} className={styles.row}>
            <span className={styles.cover}>
              <Img src={item.artwork} alt="" width={64} height={64} sizes="64px" />
            </span>
            <div className={styles.text}>
              {item.showUrlName ? (
                <Link to={href.audio(stationUrlName, item.showUrlName)} className={styles.show}>
                  {item.showTitle}
                </Link>
              ) : (
                <span className={styles.show}>{item.showTitle}</span>
              )}
              <h3 className={styles.episodeTitle}>{item.title}</h3>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ inlineSize: `${(share * 100).toFixed(1)}%` }} />
              </span>
              <p className={styles.meta}>{t.timeLeft({ time: clock(item.duration - item.position) })}</p>
            </div>
            <button
              type="button"
              className={styles.resume}
              // The visible label first, then which episode (label in name, WCAG 2.5.3).
              aria-label={`${resume}, ${item.title}`}
              onClick={() =>
                onResume({ mediaId: item.mediaId, episodeId: item.episodeId, position: item.position })
              }
            >
              <PlayIcon size={18} />
              {resume}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
