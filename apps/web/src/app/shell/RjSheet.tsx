import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import { RjStrip } from '../../features/rjs/RjStrip';
import styles from './BottomBar.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bottom bar, above which the strip opens. */
  anchor: RefObject<HTMLElement | null>;
  /** The RJs button: it toggles the strip itself and takes the focus back. */
  button: RefObject<HTMLButtonElement | null>;
};

/** The 252 px strip of RJ portraits above the mobile bottom bar (SPEC). Escape and outside clicks close it. */
export default function RjSheet({ open, onOpenChange, anchor, button }: Props) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id="rj-sheet"
          role="region"
          aria-label="RJs"
          side="top"
          sideOffset={0}
          avoidCollisions={false}
          className={styles.strip}
          onPointerDownOutside={(event) => {
            if (button.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        >
          <RjStrip variant="mobile" onNavigate={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
