import { useEffect, useState } from 'react';
import { useMessages } from '../../../shared/i18n';
import { useStation } from '../../../shared/station/context';
import { shareLink } from '../load';
import { playerMessages } from '../messages';
import { getPlayerState, usePlayerSelector } from '../store';
import { ShareIcon } from './icons';
import styles from './Player.module.css';

/** Copies text, with the old execCommand route where the Clipboard API is missing or refused. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/**
 * Shares the current episode at the current time: the Web Share API where the browser has it, else the link
 * is copied and the player says so. Opening the link starts the episode there (PlayerProvider).
 */
export function ShareButton({ onMessage }: { onMessage: (message: string) => void }) {
  const station = useStation();
  const t = useMessages(playerMessages);
  const canShare = usePlayerSelector((s) => s.currentTrack?.kind === 'episode' && s.media !== null);
  if (!canShare) return null;
  const share = async () => {
    const { media, currentTrack, currentTime } = getPlayerState();
    if (!media || !currentTrack) return;
    const url = shareLink(
      window.location.origin,
      station.urlName,
      media.urlName,
      currentTrack.id,
      currentTime,
    );
    const data = { title: t.shareTitle({ title: currentTrack.title, show: media.title }), url };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The listener closed the share sheet: nothing more to do. Anything else: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    onMessage((await copy(url)) ? t.linkCopied : t.copyFailed);
  };
  return (
    <button
      type="button"
      className={styles.icon}
      aria-label={t.share}
      title={t.share}
      onClick={() => void share()}
    >
      <ShareIcon size={22} />
    </button>
  );
}

/** A short message (e.g. 'Link copied') announced politely and shown for a few seconds. */
export function useFlash(ms = 3000): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(''), ms);
    return () => window.clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage];
}
