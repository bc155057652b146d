import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediaType } from '@tarang/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { genresQuery } from '../../shared/api/genres';
import { useMessages } from '../../shared/i18n';
import { scrollToTop } from '../../shared/lib/scroll';
import { href } from '../../shared/paths';
import { useStation } from '../../shared/station/context';
import { CardGrid, CardSkeletons, MediaCard } from '../../shared/ui/cards/Cards';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { Pager } from '../../shared/ui/Pager';
import { SearchIcon } from '../../shared/ui/pageIcons';
import { EmptyState, LoadError } from '../../shared/ui/states';
import styles from './AudioPage.module.css';
import { idParamOf, MEDIA_PAGE_SIZE, mediaPageQuery, pageParam } from './api';
import { audioMessages } from './messages';

type Texts = ReturnType<typeof audioMessages.get>;

/** Each tab's media type and its texts (in the site's language). */
const TYPES = {
  shows: {
    mediaType: 'AudioShow',
    texts: (t: Texts) => ({
      label: t.shows,
      count: t.showCount,
      search: t.searchShows,
      loading: t.loadingShows,
      failed: t.theShows,
      noMatch: t.noShowsMatch,
      none: t.noShowsYet,
    }),
  },
  podcasts: {
    mediaType: 'Podcast',
    texts: (t: Texts) => ({
      label: t.podcasts,
      count: t.podcastCount,
      search: t.searchPodcasts,
      loading: t.loadingPodcasts,
      failed: t.thePodcasts,
      noMatch: t.noPodcastsMatch,
      none: t.noPodcastsYet,
    }),
  },
} as const satisfies Record<string, { mediaType: MediaType; texts: (t: Texts) => unknown }>;
type TypeKey = keyof typeof TYPES;

const SEARCH_MAX = 100;
const SEARCH_DELAY_MS = 350;

/**
 * `audio`: the station's shows and podcasts (one tab each, so the API pages each list), with a genre filter, a
 * search box and paging. The URL keeps the state (?type=&genre=&q=&page=) so back, forward and sharing work.
 */
export default function AudioPage() {
  const t = useMessages(audioMessages);
  const station = useStation();
  const [params, setParams] = useSearchParams();
  const typeKey: TypeKey = params.get('type') === 'podcasts' ? 'podcasts' : 'shows';
  const type = { mediaType: TYPES[typeKey].mediaType, ...TYPES[typeKey].texts(t) };
  const genre = idParamOf(params.get('genre'));
  const search = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const pageNumber = pageParam(params.get('page'));
  const listRef = useRef<HTMLDivElement>(null);
  const genreId = useId();

  const genres = useQuery(genresQuery());
  const media = useQuery({
    ...mediaPageQuery({
      stationId: station.id,
      mediaType: type.mediaType,
      genre,
      search: search || undefined,
      page: pageNumber,
    }),
    placeholderData: keepPreviousData,
  });

  /** Changes some parameters; any change of filter starts again at page 1. */
  const update = (next: Record<string, string | null>, options: { replace?: boolean } = {}) => {
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        if (!('page' in next)) merged.delete('page');
        for (const [key, value] of Object.entries(next)) {
          if (value === null || value === '') merged.delete(key);
          else merged.set(key, value);
        }
        return merged;
      },
      { replace: options.replace, preventScrollReset: true },
    );
  };

  // A page past the end (an old link, or fewer results now): go to the last page there is.
  const total = media.data?.total;
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));
  useEffect(() => {
    if (!media.isPlaceholderData && total !== undefined && pageNumber > pages) {
      update({ page: pages > 1 ? String(pages) : null }, { replace: true });
    }
  });

  const genreName = genre ? genres.data?.find((g) => g.id === genre)?.name : undefined;
  const filtered = Boolean(search || genre);
  const summary =
    total === undefined
      ? ''
      : [type.count(total), search && t.matching({ search }), genreName && t.inGenre({ genre: genreName })]
          .filter(Boolean)
          .join(' ');

  return (
    <section className={page.page}>
      <PageHead
        title={t.pageTitle({ station: station.name })}
        description={t.pageDescription({ station: station.name, frequency: station.frequency })}
      />
      <p className={page.eyebrow}>{station.name}</p>
      <h1 className={page.title}>{t.title}</h1>
      <p className={page.lead}>{t.lead}</p>

      <nav className={styles.tabs} aria-label={t.tabs}>
        {(Object.keys(TYPES) as TypeKey[]).map((key) => (
          <Link
            key={key}
            to={{ search: tabSearch(params, key) }}
            className={styles.tab}
            aria-current={key === typeKey ? 'page' : undefined}
            preventScrollReset
          >
            {TYPES[key].texts(t).label}
          </Link>
        ))}
      </nav>

      <div className={styles.filters}>
        <SearchBox label={type.search} value={search} onSearch={(q, replace) => update({ q }, { replace })} />
        <div className={styles.genre}>
          <label htmlFor={genreId} className={styles.genreLabel}>
            {t.genre}
          </label>
          <select
            id={genreId}
            className={styles.select}
            value={genre ?? ''}
            onChange={(event) => update({ genre: event.target.value || null })}
          >
            <option value="">{t.allGenres}</option>
            {genres.data?.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
            {genre !== undefined && !genres.data?.some((g) => g.id === genre) && (
              <option value={genre}>{genres.isPending ? t.loadingGenre : t.unknownGenre}</option>
            )}
          </select>
        </div>
      </div>

      <div ref={listRef} className={styles.results}>
        <p className={styles.summary} aria-live="polite">
          {summary}
        </p>
        {media.isPending ? (
          <CardSkeletons count={8} variant="media" label={type.loading} />
        ) : media.isError ? (
          <LoadError what={type.failed} onRetry={() => media.refetch()} />
        ) : media.data.data.length === 0 ? (
          <EmptyState title={filtered ? type.noMatch : type.none({ station: station.name })}>
            {filtered ? (
              <button
                type="button"
                className={page.buttonGhost}
                onClick={() => update({ q: null, genre: null })}
              >
                {t.clearSearch}
              </button>
            ) : (
              <Link
                to={{ search: tabSearch(params, typeKey === 'shows' ? 'podcasts' : 'shows') }}
                className={page.buttonGhost}
                preventScrollReset
              >
                {typeKey === 'shows' ? t.seePodcasts : t.seeShows}
              </Link>
            )}
          </EmptyState>
        ) : (
          <>
            <CardGrid label={type.label} variant="media" busy={media.isPlaceholderData}>
              {media.data.data.map((item) => (
                <MediaCard key={item.id} item={item} to={href.audio(station.urlName, item.urlName)} />
              ))}
            </CardGrid>
            <Pager
              page={Math.min(pageNumber, pages)}
              total={media.data.total}
              pageSize={MEDIA_PAGE_SIZE}
              label={type.label}
              onPage={(next) => {
                update({ page: next > 1 ? String(next) : null });
                scrollToTop(listRef.current);
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}

/** The search of another tab: the same search and genre, from its first page. */
function tabSearch(params: URLSearchParams, key: TypeKey): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (key === 'shows') next.delete('type');
  else next.set('type', key);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * A search box that searches as the listener types (debounced), and at once on Enter. The first search of a
 * session adds a history entry; refining it replaces that entry, so Back leaves the search in one step.
 */
function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string, replace: boolean) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // Back/forward (or a link) changed the search: show it.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  const commit = useCallback((next: string) => {
    const q = next.trim().slice(0, SEARCH_MAX);
    if (q === committed.current) return;
    const replace = committed.current !== '' && q !== '';
    committed.current = q;
    onSearchRef.current(q, replace);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => commit(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, commit]);

  return (
    <search className={styles.search}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          commit(text);
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <SearchIcon size={20} className={styles.searchIcon} />
        <input
          id={id}
          type="search"
          className={styles.searchInput}
          placeholder={label}
          value={text}
          maxLength={SEARCH_MAX}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </search>
  );
}
