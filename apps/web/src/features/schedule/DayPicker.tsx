import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { shortDate } from '../../shared/format';
import { useMessages } from '../../shared/i18n';
import { scheduleMessages } from './messages';
import styles from './Schedule.module.css';
import { dayLabel } from './time';

type Props = {
  days: string[];
  today: string;
  selected: string;
  onSelect: (day: string) => void;
  panelId: string;
  /** The chosen day's content, shown in the tab panel. */
  children: ReactNode;
};

const tabId = (panelId: string, day: string) => `${panelId}-tab-${day}`;

/**
 * The week as tabs (WAI-ARIA APG tabs, automatic activation): one tab stop, arrow keys and Home/End move to
 * and show another day. "Today" and "Tomorrow" also carry their date for a listener who plans ahead.
 */
export function DayPicker({ days, today, selected, onSelect, panelId, children }: Props) {
  const t = useMessages(scheduleMessages);
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = days.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % days.length,
      ArrowLeft: (index - 1 + days.length) % days.length,
      Home: 0,
      End: days.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const day = days[target] as string;
    onSelect(day);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(panelId, day))}`)?.focus();
  };

  return (
    <>
      <div ref={list} role="tablist" aria-label={t.days} className={styles.days} onKeyDown={onKeyDown}>
        {days.map((day) => {
          const label = dayLabel(day, today, t);
          const chosen = day === selected;
          return (
            <button
              key={day}
              id={tabId(panelId, day)}
              type="button"
              role="tab"
              aria-selected={chosen}
              aria-controls={panelId}
              tabIndex={chosen ? 0 : -1}
              className={styles.day}
              onClick={() => onSelect(day)}
            >
              <span className={styles.dayName}>{label}</span>
              {/* Today's and tomorrow's date, in small type; the other tabs already say it. */}
              {label !== shortDate(day) && (
                <span className={styles.dayDate} aria-hidden="true">
                  {shortDate(day)}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(panelId, selected)} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
