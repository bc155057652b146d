import { feedPath, hasFeed, type MediaItem } from '@tarang/contracts';
import { useId, useRef, useState } from 'react';
import { useMessages } from '../../../shared/i18n';
import { useBrowserValue } from '../../../shared/lib/useBrowserValue';
import { ChevronDownIcon } from '../../../shared/ui/icons';
import { ExternalIcon } from '../../../shared/ui/pageIcons';
import styles from './FeedLink.module.css';
import { feedMessages } from './messages';

/** Copies the field's text; where the Clipboard API is missing or refused, the old route through a selection. */
async function copyField(input: HTMLInputElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(input.value);
    return true;
  } catch {
    input.select();
    return document.execCommand('copy');
  }
}

const RssIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="6" cy="18" r="2" fill="currentColor" />
    <path
      d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
    />
  </svg>
);

/**
 * The show's podcast feed (/feeds/{showId}.xml, see the server's feeds service): announced in the page's
 * <head> as an RSS alternate (React hoists the <link>), so browsers and podcast apps find it from the show's
 * address, and offered in a disclosure button with the address to copy into a podcast app.
 */
export function FeedLink({ media }: { media: MediaItem }) {
  const t = useMessages(feedMessages);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const origin = useBrowserValue(() => window.location.origin, '');
  // Audio shows and podcasts with published episodes have a feed (the server answers 404 for the others).
  if (!hasFeed(media)) return null;
  const { id: showId, title } = media;
  // The address to copy is absolute; the server renders the path, the browser completes it on hydration.
  const url = `${origin}${feedPath(showId)}`;

  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={t.headTitle({ title })} href={url} />
      <div className={styles.feed}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen(!open);
            setStatus('');
          }}
        >
          <RssIcon />
          {t.follow}
          <ChevronDownIcon size={18} className={styles.chevron} />
        </button>
        <div id={panelId} className={styles.panel} hidden={!open}>
          <p className={styles.lead}>{t.lead({ title })}</p>
          <label htmlFor={inputId} className={styles.label}>
            {t.address}
          </label>
          <div className={styles.row}>
            <input
              ref={input}
              id={inputId}
              className={styles.input}
              type="url"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button
              type="button"
              className={styles.copy}
              onClick={async () => {
                const done = input.current ? await copyField(input.current) : false;
                setStatus(done ? t.copied : t.copyFailed);
              }}
            >
              {t.copy}
            </button>
          </div>
          <p className={styles.status} role="status">
            {status}
          </p>
          <a
            className={styles.open}
            href={feedPath(showId)}
            type="application/rss+xml"
            target="_blank"
            rel="noopener"
          >
            {t.open}
            <ExternalIcon size={16} />
          </a>
        </div>
      </div>
    </>
  );
}
