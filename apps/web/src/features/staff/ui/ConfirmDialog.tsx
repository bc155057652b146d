import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import styles from './console.module.css';

type Props = {
  /** The button that opens it, e.g. "Delete event". */
  trigger: string;
  title: string;
  children: ReactNode;
  confirm: string;
  onConfirm: () => Promise<void>;
};

/**
 * A confirmation before something that cannot be undone (deleting). Escape or Cancel keep everything; the
 * question stays open with the server's answer when the delete is refused (e.g. still in use).
 */
export function ConfirmDialog({ trigger, title, children, confirm, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setRefusal(null);
      }}
    >
      <Dialog.Trigger className={styles.danger}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} role="alertdialog">
          <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div>{children}</div>
          </Dialog.Description>
          {refusal && (
            <p className={styles.formError} role="alert">
              {refusal}
            </p>
          )}
          <div className={styles.actions}>
            <Dialog.Close className={styles.secondary}>Cancel</Dialog.Close>
            <button
              type="button"
              className={styles.dangerSolid}
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await onConfirm();
                  setOpen(false);
                } catch (error) {
                  setRefusal(error instanceof Error ? error.message : 'It could not be deleted.');
                } finally {
                  setBusy(false);
                }
              }}
            >
              {busy ? 'Deleting…' : confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
