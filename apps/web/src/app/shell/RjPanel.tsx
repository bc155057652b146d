import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import { RjStrip } from '../../features/rjs/RjStrip';
import { useStation } from '../../features/stations/context';
import styles from './Header.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header bar, under which the strip opens. */
  anchor: RefObject<HTMLElement | null>;
  /** The RJs button: it toggles the strip itself and takes the focus back. */
  button: RefObject<HTMLButtonElement | null>;
};

/** Desktop: the RJs item opens a strip of RJ portraits under the header (SPEC). */
export default function RjPanel({ open, onOpenChange, anchor, button }: Props) {
  const station = useStation();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id="rj-panel"
          role="region"
          aria-label="RJs"
          side="bottom"
          align="center"
          sideOffset={0}
          avoidCollisions={false}
          className={styles.rjPanel}
          onPointerDownOutside={(event) => {
            if (button.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        >
          <p className={styles.rjPanelTitle}>The voices of {station.name}</p>
          <RjStrip onNavigate={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
