import { useQuery } from '@tanstack/react-query';
import type { Station } from '@tarang/contracts';
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sameSectionElsewhere } from '../../shared/paths';
import { ButtonPopover } from '../../shared/ui/ButtonPopover';
import { SearchIcon } from '../../shared/ui/icons';
import { stationsQuery } from './api';
import { useStation } from './context';
import styles from './StationPicker.module.css';
import { storeStation } from './storage';

/** SPEC: the dropdown search box takes at most 20 characters. */
const STATION_SEARCH_MAX = 20;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The station button: the popover opens under it and gives it the focus back. */
  button: RefObject<HTMLButtonElement | null>;
};

/**
 * The station dropdown's popover: a combobox (focus stays in the search box, the active option is announced
 * through aria-activedescendant) in an accessible popover (Escape, outside click, focus back to the button).
 */
export default function StationPickerPopover({ open, onOpenChange, button }: Props) {
  const station = useStation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const { data: stations = [] } = useQuery(stationsQuery());
  const listId = useId();

  const matches = useMemo(() => {
    const text = search.trim().toLowerCase();
    return stations.filter(
      (s) =>
        !text || s.name.toLowerCase().includes(text) || s.cityDetail?.cityName.toLowerCase().includes(text),
    );
  }, [stations, search]);

  function choose(next: Station) {
    onOpenChange(false);
    if (next.id === station.id) return;
    storeStation({ id: next.id, urlName: next.urlName, name: next.name });
    const rest = location.pathname.split('/').slice(2).join('/');
    navigate(sameSectionElsewhere(rest, next.urlName));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(active + 5, last),
      PageUp: Math.max(active - 5, 0),
    };
    if (event.key in moves) {
      event.preventDefault();
      const next = moves[event.key] ?? 0;
      setActive(next);
      document.getElementById(`${listId}-${next}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = matches[active];
      if (chosen) choose(chosen);
    }
  }

  // Each opening starts from an empty search with the current station active.
  useEffect(() => {
    if (!open) return;
    setSearch('');
    setActive(
      Math.max(
        0,
        stations.findIndex((s) => s.id === station.id),
      ),
    );
  }, [open, stations, station.id]);

  return (
    <ButtonPopover
      open={open}
      onOpenChange={onOpenChange}
      button={button}
      className={styles.content}
      align="end"
      sideOffset={8}
      collisionPadding={12}
    >
      <div className={styles.searchRow}>
        <SearchIcon size={18} />
        <input
          className={styles.search}
          role="combobox"
          aria-label="Search stations"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={matches[active] ? `${listId}-${active}` : undefined}
          placeholder="Search city or station"
          maxLength={STATION_SEARCH_MAX}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value.slice(0, STATION_SEARCH_MAX));
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div id={listId} role="listbox" aria-label="Stations" className={styles.list}>
        {matches.map((s, index) => (
          <div
            key={s.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-label={s.name}
            aria-selected={s.id === station.id}
            data-active={index === active || undefined}
            className={styles.option}
            onMouseMove={() => setActive(index)}
            // Keep the focus in the search box: the combobox handles the keys for its options.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(s)}
            onKeyDown={(event) => event.key === 'Enter' && choose(s)}
          >
            <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" />
            <span className={styles.optionName}>{s.name}</span>
            <span className={styles.optionMeta}>{s.frequency}</span>
          </div>
        ))}
      </div>
      {matches.length === 0 && (
        <p className={styles.empty} role="status">
          No matching for {search}
        </p>
      )}
    </ButtonPopover>
  );
}
