import * as Menu from '@radix-ui/react-dropdown-menu';
import { useEffect, useId, useRef } from 'react';
import { useMessages } from '../../../shared/i18n';
import { SLEEP_MINUTES } from '../constants';
import { usePlayer } from '../context';
import { formatClock } from '../format';
import { sleepMessages } from '../messages';
import { usePlayerSelector } from '../store';
import { isLive } from '../track';
import { focusMovedOn, useFocusCheckedOnOpen } from './focus';
import { CheckIcon, MoonIcon } from './icons';
import menus from './Menus.module.css';
import styles from './Player.module.css';
import { sleepAfter, sleepChoice, startSleepClock, useSleepSecondsLeft } from './sleep';

const END = 'end';
const OFF = 'off';

/**
 * The sleep timer: 5 to 60 minutes or the end of the episode. Its button shows the running choice,
 * as short as the bar's room allows: the time left ("Sleep in 14:32") or "End" (of the episode). The last 10 s
 * fade out, then the player pauses. A live stream has no episode end, so it offers the minutes only. Like the
 * speed menu: not modal, opens on the current choice.
 */
export function SleepMenu({
  open,
  onOpenChange,
  onMessage,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMessage: (message: string) => void;
}) {
  const { setSleep } = usePlayer();
  const t = useMessages(sleepMessages);
  const sleepAt = usePlayerSelector((s) => s.sleepAt);
  const live = usePlayerSelector((s) => isLive(s.currentTrack));
  const secondsLeft = useSleepSecondsLeft();
  const outside = useRef(false);
  const menu = useFocusCheckedOnOpen(open);
  const labelId = useId();
  useEffect(startSleepClock, []);

  const value = sleepAt === null ? OFF : sleepAt === END ? END : String(sleepChoice());
  const name =
    secondsLeft !== null
      ? t.sleepIn({ time: formatClock(secondsLeft) })
      : sleepAt === END
        ? t.sleepAtEnd
        : t.timer;
  const choose = (choice: string) => {
    if (choice === OFF) {
      setSleep(null);
      onMessage(t.cancelled);
    } else if (choice === END) {
      setSleep(END);
      onMessage(t.set({ time: t.endOfEpisode }));
    } else {
      const minutes = Number(choice);
      setSleep(sleepAfter(minutes));
      onMessage(t.set({ time: t.after(minutes) }));
    }
  };

  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Menu.Trigger
        className={styles.sleep}
        aria-label={name}
        title={name}
        data-active={sleepAt !== null || undefined}
      >
        <MoonIcon size={18} />
        {secondsLeft !== null && <span className={styles.sleepLeft}>{formatClock(secondsLeft)}</span>}
        {sleepAt === END && <span className={styles.sleepLeft}>{t.atEnd}</span>}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          ref={menu}
          // Named by its heading, not by the button, whose name is the countdown.
          aria-labelledby={labelId}
          className={menus.menu}
          side="top"
          align="center"
          sideOffset={10}
          collisionPadding={12}
          onInteractOutside={() => {
            outside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            if (outside.current || focusMovedOn()) event.preventDefault();
            outside.current = false;
          }}
        >
          <Menu.Label id={labelId} className={menus.label}>
            {t.timer}
          </Menu.Label>
          <Menu.RadioGroup value={value} onValueChange={choose}>
            {SLEEP_MINUTES.map((minutes) => (
              <Menu.RadioItem key={minutes} value={String(minutes)} className={menus.item}>
                <span>{t.after(minutes)}</span>
                <Menu.ItemIndicator className={menus.check}>
                  <CheckIcon size={18} />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
            {!live && (
              <Menu.RadioItem value={END} className={menus.item}>
                <span>{t.endOfEpisode}</span>
                <Menu.ItemIndicator className={menus.check}>
                  <CheckIcon size={18} />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            )}
          </Menu.RadioGroup>
          {sleepAt !== null && (
            <>
              <Menu.Separator className={menus.separator} />
              <Menu.Item className={menus.item} onSelect={() => choose(OFF)}>
                {t.off}
              </Menu.Item>
            </>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
