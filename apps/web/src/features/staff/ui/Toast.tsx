import { createContext, useContext, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../../../shared/i18n';
import { CloseIcon } from '../../../shared/ui/icons';
import { toastMessages } from '../messages';
import styles from './Toast.module.css';

/** How long a notice stays when nobody points at it or focuses it. */
const SHOWN_FOR_MS = 8000;

/** The console's notices region, which the shell renders once: every Toast is shown inside it. */
const ToastRegionContext = createContext<HTMLElement | null>(null);
export const ToastRegionProvider = ToastRegionContext.Provider;

/**
 * Where notices appear: fixed just above a form's foot, over every sticky part of a page (the rich-text
 * toolbar, the foot itself), and a live region that exists before any notice does, so each one is announced
 * (one that arrives with a new page, "Show created", included).
 */
export function ToastRegion({ onRegion }: { onRegion: (element: HTMLElement | null) => void }) {
  const t = useMessages(toastMessages);
  return <div ref={onRegion} className={styles.region} role="status" aria-label={t.region} />;
}

/**
 * A notice (a save, a creation) in the console's region: it goes after a few seconds, not while the pointer or
 * the focus is on it, or at once with Dismiss. A new text is a new notice (give it `key={text}`).
 */
export function Toast({ text }: { text: string }) {
  const region = useContext(ToastRegionContext);
  const t = useMessages(toastMessages);
  const [shown, setShown] = useState(true);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!shown || held) return;
    const timer = setTimeout(() => setShown(false), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [shown, held]);
  if (!region || !shown) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only holds the notice; Dismiss is the control
    <div
      className={styles.toast}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.dismiss} aria-label={t.dismiss} onClick={() => setShown(false)}>
        <CloseIcon size={18} />
      </button>
    </div>,
    region,
  );
}
