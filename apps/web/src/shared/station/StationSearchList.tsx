import type { Station } from '@tarang/contracts';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useMessages } from '../i18n';
import { SearchIcon } from '../ui/pageIcons';
import { stationSearchMessages } from './messages';
import styles from './StationSearchList.module.css';

/** The dropdown search box takes at most 20 characters. */
const STATION_SEARCH_MAX = 20;

type Props = {
  stations: Station[];
  /** The station marked as chosen (aria-selected), and active when the list opens. */
  selectedId: number | null;
  onChoose: (station: Station) => void;
};

/**
 * The station dropdown's body: a search box that filters by station or city name (at most 20
 * characters, 'No matching for {text}'), and the list of stations (up to 250 px high). A combobox: the focus
 * stays in the search box and the active option is announced through aria-activedescendant. Used by the
 * header's station picker and by the request form's station field, each in its own popover.
 */
export function StationSearchList({ stations, selectedId, onChoose }: Props) {
  const t = useMessages(stationSearchMessages);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();

  const matches = useMemo(() => {
    const text = search.trim().toLowerCase();
    return stations.filter(
      (s) =>
        !text || s.name.toLowerCase().includes(text) || s.cityDetail?.cityName.toLowerCase().includes(text),
    );
  }, [stations, search]);

  // A fresh list starts from an empty search with the chosen station active.
  useEffect(() => {
    setSearch('');
    setActive(
      Math.max(
        0,
        stations.findIndex((s) => s.id === selectedId),
      ),
    );
  }, [stations, selectedId]);

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
      if (chosen) onChoose(chosen);
    }
  }

  return (
    <>
      <div className={styles.searchRow}>
        <SearchIcon size={18} />
        <input
          className={styles.search}
          role="combobox"
          aria-label={t.searchLabel}
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={matches[active] ? `${listId}-${active}` : undefined}
          placeholder={t.searchPlaceholder}
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
      <div id={listId} role="listbox" aria-label={t.listLabel} className={styles.list}>
        {matches.map((s, index) => (
          <div
            key={s.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-label={s.name}
            aria-selected={s.id === selectedId}
            data-active={index === active || undefined}
            className={styles.option}
            onMouseMove={() => setActive(index)}
            // Keep the focus in the search box: the combobox handles the keys for its options.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(s)}
            onKeyDown={(event) => event.key === 'Enter' && onChoose(s)}
          >
            <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" />
            <span className={styles.optionName}>{s.name}</span>
            <span className={styles.optionMeta}>{s.frequency}</span>
          </div>
        ))}
      </div>
      {matches.length === 0 && (
        <p className={styles.empty} role="status">
          {t.noMatch({ text: search })}
        </p>
      )}
    </>
  );
}
