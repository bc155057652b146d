import type { RefObject } from 'react';
import { RjStrip } from '../../features/rjs/RjStrip';
import { useMessages } from '../../shared/i18n';
import { ButtonPopover } from '../../shared/ui/ButtonPopover';
import styles from './BottomBar.module.css';
import { headerMessages } from './messages';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bottom bar, above which the strip opens. */
  anchor: RefObject<HTMLElement | null>;
  /** The RJs button. */
  button: RefObject<HTMLButtonElement | null>;
};

/** The 252 px strip of RJ portraits above the mobile bottom bar. Escape and outside clicks close it. */
export default function RjSheet({ open, onOpenChange, anchor, button }: Props) {
  const t = useMessages(headerMessages);
  return (
    <ButtonPopover
      open={open}
      onOpenChange={onOpenChange}
      button={button}
      anchor={anchor}
      id="rj-sheet"
      role="region"
      aria-label={t.rjs}
      side="top"
      sideOffset={0}
      avoidCollisions={false}
      className={styles.strip}
    >
      <RjStrip variant="mobile" onNavigate={() => onOpenChange(false)} />
    </ButtonPopover>
  );
}
