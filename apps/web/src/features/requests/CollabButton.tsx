import { useMessages } from '../../shared/i18n';
import { MicIcon } from '../../shared/ui/icons';
import styles from './CollabButton.module.css';
import { type CollabRj, useRequestModal } from './context';
import { requestMessages } from './messages';

/** Opens a let's-collab request about this RJ (lets_collab with rjDetail). */
export function CollabButton({ rj, className }: { rj: CollabRj; className?: string }) {
  const { openRequest, preload } = useRequestModal();
  const t = useMessages(requestMessages);
  return (
    <button
      type="button"
      className={[styles.collab, className].filter(Boolean).join(' ')}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => openRequest({ type: 'lets_collab', rj })}
    >
      <MicIcon size={18} />
      {t.collabWith({ name: rj.name })}
    </button>
  );
}
