import type { RefObject } from 'react';
import { RjStrip } from '../../features/rjs/RjStrip';
import { useMessages } from '../../shared/i18n';
import { useStation } from '../../shared/station/context';
import { ButtonPopover } from '../../shared/ui/ButtonPopover';
import styles from './Header.module.css';
import { headerMessages } from './messages';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header bar, under which the strip opens. */
  anchor: RefObject<HTMLElement | null>;
  /** The RJs button. */
  button: RefObject<HTMLButtonElement | null>;
};

/** Desktop: the RJs item opens a strip of RJ portraits (144 by 192 px each) under the header. */
export default function RjPanel({ open, onOpenChange, anchor, button }: Props) {
  const station = useStation();
  const t = useMessages(headerMessages);
  return (
    <ButtonPopover
      open={open}
      onOpenChange={onOpenChange}
      button={button}
      anchor={anchor}
      id="rj-panel"
      role="region"
      aria-label={t.rjs}
      side="bottom"
      align="center"
      sideOffset={0}
      avoidCollisions={false}
      className={styles.rjPanel}
    >
      <p className={styles.rjPanelTitle}>{t.voicesOf({ station: station.name })}</p>
      <RjStrip onNavigate={() => onOpenChange(false)} />
    </ButtonPopover>
  );
}
