import type { StaffTalentEntry } from '@tarang/contracts';
import { useId, useState } from 'react';
import styles from '../ui/console.module.css';
import { isVideo, recordingSummary } from './recording';
import talent from './talent.module.css';

/**
 * The audition, played in place: an <audio> or <video> element on the entry's signed URL. The URL expires after
 * about an hour; if the page was left open that long the player fails, and Reload asks for a fresh one.
 */
export function Recording({ entry, onReload }: { entry: StaffTalentEntry; onReload: () => void }) {
  const id = useId();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const { file } = entry;
  const label = `Audition by ${entry.name}`;
  const media = {
    src: file.url,
    controls: true,
    preload: 'metadata',
    'aria-label': label,
    onError: () => setFailedUrl(file.url),
  } as const;
  return (
    <section className={talent.recording} aria-labelledby={id}>
      <h2 id={id} className={talent.title}>
        Audition
      </h2>
      {isVideo(file.mimeType) ? (
        <video key={file.url} className={talent.video} playsInline {...media} />
      ) : (
        <audio key={file.url} className={talent.audio} {...media} />
      )}
      <p className={styles.hint}>{recordingSummary(file)}</p>
      {failedUrl === file.url && (
        <div className={styles.conflict} role="alert">
          <p>The recording could not be played. Its link may have expired.</p>
          <button type="button" className={styles.secondary} onClick={onReload}>
            Reload
          </button>
        </div>
      )}
    </section>
  );
}
