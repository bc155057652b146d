import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import { useMessages } from '../../../shared/i18n';
import { SPEEDS } from '../constants';
import { usePlayer } from '../context';
import { playerMessages } from '../messages';
import { usePlayerSelector } from '../store';
import { focusMovedOn, useFocusCheckedOnOpen } from './focus';
import { CheckIcon } from './icons';
import menus from './Menus.module.css';
import styles from './Player.module.css';

/**
 * The speed menu (0.25, 0.5, 1, 1.5, 2; default 1). Not modal, so a click outside both closes it and
 * reaches what was clicked (the playlist button opens the playlist in the same click).
 */
export function SpeedMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { setSpeed } = usePlayer();
  const t = useMessages(playerMessages);
  const speed = usePlayerSelector((s) => s.playbackSpeed);
  /** Closed by a click elsewhere: the focus stays where the listener went. */
  const outside = useRef(false);
  const menu = useFocusCheckedOnOpen(open);
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Menu.Trigger className={styles.speed} aria-label={t.speedWithValue({ speed })} title={t.speed}>
        {t.speedValue({ speed })}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className={menus.menu}
          side="top"
          align="center"
          sideOffset={10}
          collisionPadding={12}
          ref={menu}
          onInteractOutside={() => {
            outside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            if (outside.current || focusMovedOn()) event.preventDefault();
            outside.current = false;
          }}
        >
          <Menu.Label className={menus.label}>{t.speed}</Menu.Label>
          <Menu.RadioGroup value={String(speed)} onValueChange={(value) => setSpeed(Number(value))}>
            {SPEEDS.map((option) => (
              <Menu.RadioItem key={option} value={String(option)} className={menus.item}>
                <span>{t.speedValue({ speed: option })}</span>
                {option === 1 && (
                  <>
                    {' '}
                    <span className={menus.hint}>{t.normalSpeed}</span>
                  </>
                )}
                <Menu.ItemIndicator className={menus.check}>
                  <CheckIcon size={18} />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
