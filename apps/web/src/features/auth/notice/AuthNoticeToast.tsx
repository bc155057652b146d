import { useEffect, useSyncExternalStore } from 'react';
import { useMessages } from '../../../shared/i18n';
import styles from './AuthNoticeToast.module.css';
import { authNoticeMessages } from './messages';
import { $authNotice } from './notice';

/** How long a confirmation stays: long enough to read, short enough not to linger (WCAG 2.2.1 not at stake). */
const NOTICE_MS = 5000;

/**
 * A polite status message that is always in the page (an empty live region), so screen readers announce the
 * text when it arrives; it clears itself after NOTICE_MS.
 */
export function AuthNoticeToast({ brand }: { brand: string }) {
  const notice = useSyncExternalStore($authNotice.listen, $authNotice.get, () => null);
  const t = useMessages(authNoticeMessages);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => $authNotice.set(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return (
    <div className={styles.region} role="status">
      {notice && (
        <p key={notice.serial} className={styles.toast}>
          {notice.kind === 'welcome' ? t.welcome({ brand, name: notice.name }) : t[notice.kind]}
        </p>
      )}
    </div>
  );
}
