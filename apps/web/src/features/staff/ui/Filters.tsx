import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMessages } from '../../../shared/i18n';
import { useMediaQuery } from '../../../shared/lib/useMediaQuery';
import { CloseIcon } from '../../../shared/ui/icons';
import { filterMessages } from '../messages';
import ui from './console.module.css';
import styles from './Filters.module.css';

/** What in a list's address is not a filter: where the list is, its order and the search (shown on its own). */
const NOT_FILTERS = new Set(['page', 'sort', 'search']);

type Props = {
  /** The landmark's name: "Find shows". */
  label: string;
  /** The search box: always in view. */
  search?: ReactNode;
  /** The other filters: in view on a wide screen, in a sheet behind "Filters" on a phone. */
  children?: ReactNode;
  /** How many items the list has with these filters, for the sheet's "Show 12 results". */
  total?: number;
};

/**
 * A list's search and filters. On a phone they would fill the first screen, so only the search is in view and
 * the other filters open in a sheet from a Filters button that counts the ones in use; on a wide screen they
 * all stay in view. A list's filters live in its address (useListParams), so the count reads them there.
 */
export function Filters({ label, search, children, total }: Props) {
  const narrow = useMediaQuery('(max-width: 639px)');
  if (!narrow || !children) {
    return (
      <search className={ui.toolbar} aria-label={label}>
        {search}
        {children}
      </search>
    );
  }
  return (
    <search className={styles.bar} aria-label={label}>
      {search && <div className={styles.search}>{search}</div>}
      <FilterSheet total={total}>{children}</FilterSheet>
    </search>
  );
}

function FilterSheet({ total, children }: { total?: number; children: ReactNode }) {
  const t = useMessages(filterMessages);
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const active = [...new Set(params.keys())].filter((name) => !NOT_FILTERS.has(name)).length;
  const clear = () =>
    setParams(
      (current) =>
        new URLSearchParams([...current].filter(([name]) => NOT_FILTERS.has(name) && name !== 'page')),
      { replace: true, preventScrollReset: true },
    );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.button}>
        {t.open}
        {active > 0 && (
          <span className={styles.count}>
            {active}
            <span className={ui.visuallyHidden}> {t.active}</span>
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t.title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t.close}>
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <div className={styles.fields}>{children}</div>
          <div className={styles.foot}>
            <button type="button" className={ui.secondary} onClick={clear} disabled={active === 0}>
              {t.clear}
            </button>
            <Dialog.Close className={ui.primary}>
              {total === undefined ? t.done : t.showResults(total)}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
